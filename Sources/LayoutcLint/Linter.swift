import LayoutcEval
import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// Runs the enabled rules over a module and turns their findings into diagnostics, with the
/// configured severities and inline suppressions applied.
public enum Linter {
  /// Runs `count` independent jobs (each on a thread with the driver's large stack, as walking
  /// a deeply nested spec needs) and gives their results in job order.
  public typealias JobRunner = @Sendable (_ count: Int, _ job: @escaping @Sendable (Int) -> [Finding]) -> [[Finding]]

  /// The jobs one after the other, on the calling thread.
  public static let inOrder: JobRunner = { count, job in (0..<count).map(job) }

  /// Rules are independent reads of the input, so they run as `jobs` runs them (in parallel
  /// in the driver); suppressions are applied afterwards in rule order, as they were when the
  /// rules ran one by one, so the diagnostics do not depend on which rule finished first.
  public static func run(_ input: LintInput, configuration: LintConfiguration = LintConfiguration(), jobs: JobRunner = inOrder) -> [Diagnostic] {
    var suppressions = Dictionary(input.files.map { ($0.file.path, Suppressions($0.file)) }, uniquingKeysWith: { a, _ in a })
    var diagnostics: [Diagnostic] = []
    let enabled = RuleRegistry.descriptions.filter { configuration.isEnabled($0) && RuleRegistry.rule($0.id) != nil }
    let ids = enabled.map(\.id)
    let findings = jobs(ids.count) { i in RuleRegistry.rule(ids[i])?.check(input) ?? [] }
    for (description, found) in zip(enabled, findings) {
      for f in found {
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
