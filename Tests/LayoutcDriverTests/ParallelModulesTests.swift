import LayoutcDriver
import LayoutcTestSupport
import Testing

/// The specs of a folder compile on every core (`-j`); the output must not depend on how many
/// or which worker finished first.
@Suite struct ParallelModulesTests {
  static let runs: [[String]] = [
    ["--frames", "specs/talks"], ["--tree", "specs/text"], ["--lint", "specs/talks", "specs/diagnostics"],
    ["--types", "--format", "json", "specs/types"], ["--identities", "specs/talks"], ["--svg", "specs/layout"],
  ]

  static func run(_ arguments: [String]) -> DriverOutput {
    Driver.run(arguments: arguments,
      environment: ProcessEnvironment(variables: [:], standardErrorIsTerminal: false, standardOutputIsTerminal: false),
      workingDirectory: RepositoryPaths.root, readStandardInput: { _ in [] })
  }

  @Test(arguments: runs)
  func outputIsTheSameOnOneCoreAndOnMany(_ arguments: [String]) {
    let one = Self.run(arguments + ["-j", "1"])
    let many = Self.run(arguments + ["-j", "4"])
    #expect(!one.stdoutBytes.isEmpty || !one.stderr.isEmpty)
    #expect(many.stdout == one.stdout)
    #expect(many.stderr == one.stderr)
    #expect(many.status == one.status)
  }

  @Test func jobsMustBeAWholeNumber() {
    let out = Self.run(["--types", "-j", "0", "specs/talks"])
    #expect(out.status == .failure)
    #expect(out.stderr.contains("expected a number of jobs from 1 to 256"))
  }
}
