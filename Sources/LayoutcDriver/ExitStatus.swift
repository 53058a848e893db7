import LayoutcSource

/// The process exit status, as scripts and CI read it.
public enum ExitStatus: Int32, Sendable, CaseIterable {
  /// Everything compiled; no lint errors.
  case success = 0
  /// The code compiled, but lint found errors (warnings count only under `--strict`, which
  /// has already promoted them).
  case lintFindings = 1
  /// The invocation, an input or the code itself was wrong; nothing useful was produced.
  case failure = 2

  /// The status a run ends with, given its final diagnostics (after `--strict` promotion).
  /// - Parameter isLintFinding: whether a diagnostic comes from a lint rule rather than from
  ///   the driver or a compiler stage. Only errors count; any non-lint error means `failure`.
  public static func of(
    _ diagnostics: [Diagnostic], isLintFinding: (Diagnostic) -> Bool
  ) -> ExitStatus {
    let errors = diagnostics.filter { $0.severity == .error }
    if errors.contains(where: { !isLintFinding($0) }) { return .failure }
    return errors.isEmpty ? .success : .lintFindings
  }
}
