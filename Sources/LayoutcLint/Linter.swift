import LayoutcEval
import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// Runs the enabled rules over a module and turns their findings into diagnostics, with the
/// configured severities and inline suppressions applied.
public enum Linter {
  public static func run(_ input: LintInput, configuration: LintConfiguration = LintConfiguration()) -> [Diagnostic] {
    var suppressions = Dictionary(input.files.map { ($0.file.path, Suppressions($0.file)) }, uniquingKeysWith: { a, _ in a })
    var diagnostics: [Diagnostic] = []
    for description in RuleRegistry.descriptions where configuration.isEnabled(description) {
      guard let rule = RuleRegistry.rule(description.id) else { continue }
      for f in rule.check(input) {
        if suppressions[f.file.path]?.suppresses(description.id, line: f.range.start.line) == true { continue }
        diagnostics.append(Diagnostic(
          id: description.id, severity: configuration.severity(description), message: f.message,
          file: f.file.path, range: f.range, notes: f.notes, fixIts: f.fixIts))
      }
    }
    for s in suppressions.values.sorted(by: { $0.file.path < $1.file.path }) { diagnostics += s.unused }
    return diagnostics
  }

  /// Whether a diagnostic is a lint finding (its id is a rule's).
  public static func isFinding(_ d: Diagnostic) -> Bool { RuleRegistry.ids.contains(d.id) }
}
