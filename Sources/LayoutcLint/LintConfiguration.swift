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
  /// Files and folders that are not linted, written relative to the configuration file's
  /// folder; the driver resolves them to absolute paths, which `excludes` compares.
  public var excluded: [String] = []
  /// `assumed_views`: the size (width, height in points) an opaque view of a tolerant file is laid
  /// out at, by its name (`{"KFImage": [60, 60]}`; docs/language.md, "Assumptions"). The layout
  /// modes read it; the rules do not.
  public var assumedViewSizes: [String: [Double]] = [:]

  public init() {}

  /// Whether a rule runs: opt-in rules only when enabled, others unless disabled.
  public func isEnabled(_ d: RuleDescription) -> Bool {
    if disabledRules.contains(d.id) { return false }
    return !d.isOptIn || optInRules.contains(d.id)
  }

  /// Whether an absolute, normalised path is excluded: it is an excluded path or inside one
  /// (`specs/legacy` excludes `specs/legacy/a.ui`, not `specs/legacy2.ui`).
  public func excludes(_ path: String) -> Bool {
    excluded.contains { e in
      let folder = e.hasSuffix("/") ? e : e + "/"
      return path == e || path.hasPrefix(folder)
    }
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
