import LayoutcDriver
import LayoutcSource
import Testing

@Suite struct ExitStatusTests {
  private func d(_ id: String, _ severity: Severity) -> Diagnostic {
    Diagnostic(id: id, severity: severity, message: "m")
  }
  private let isLint: (Diagnostic) -> Bool = { !$0.id.contains(".") }

  @Test func cleanRunsSucceed() {
    #expect(ExitStatus.of([], isLintFinding: isLint) == .success)
    #expect(
      ExitStatus.of(
        [d("sema.x", .warning), d("random-identifier", .warning)], isLintFinding: isLint)
        == .success)
  }

  @Test func lintErrorsExitOne() {
    #expect(ExitStatus.of([d("random-identifier", .error)], isLintFinding: isLint) == .lintFindings)
    #expect(ExitStatus.lintFindings.rawValue == 1)
  }

  @Test func anyOtherErrorExitsTwo() {
    let diagnostics = [d("random-identifier", .error), d("parse.expected-rbrace", .error)]
    #expect(ExitStatus.of(diagnostics, isLintFinding: isLint) == .failure)
    #expect(ExitStatus.failure.rawValue == 2)
  }
}
