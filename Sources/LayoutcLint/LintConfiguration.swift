import LayoutcSema
import LayoutcSource

/// What `.layoutc.json` (or `--config`) says about linting:
///
/// ```json
/// {
///   "disabled_rules": ["anyview-erasure"],
///   "opt_in_rules": ["state-reset"],
///   "severity": {"index-identifier": "error"},
///   "excluded": ["specs/legacy/"]
/// }
/// ```
public struct LintConfiguration: Sendable, Equatable {
  public var disabledRules: Set<String> = []
  public var optInRules: Set<String> = []
  public var severities: [String: Severity] = [:]
  /// Path prefixes (relative to the configuration file's folder) that are not linted.
  public var excluded: [String] = []

  public init() {}

  /// Whether a rule runs: opt-in rules only when enabled, others unless disabled.
  public func isEnabled(_ d: RuleDescription) -> Bool {
    if disabledRules.contains(d.id) { return false }
    return !d.isOptIn || optInRules.contains(d.id)
  }

  public func severity(_ d: RuleDescription) -> Severity { severities[d.id] ?? d.severity }

  /// Problems with the configuration itself: unknown rule ids, with a suggestion.
  public func validate(path: String) -> [Diagnostic] {
    var out: [Diagnostic] = []
    let known = RuleRegistry.ids
    for id in disabledRules.union(optInRules).union(severities.keys).sorted() where !known.contains(id) {
      var message = "unknown rule '\(id)' in \(path)"
      if let s = Suggestions.closest(to: id, in: known) { message += "; did you mean '\(s)'?" }
      out.append(Diagnostic(id: "lint.unknown-rule", severity: .warning, message: message, file: path))
    }
    return out
  }
}
