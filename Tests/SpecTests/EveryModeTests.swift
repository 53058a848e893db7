import Foundation
import LayoutcDriver
import LayoutcTestSupport
import Testing

/// Every valid spec works in every mode: a spec that type-checks also evaluates
/// (`--identities`), has a dependency graph (`--dependencies`), lints (findings allowed, compile errors not) and dumps its typed tree.
@Suite struct EveryModeTests {
  static let validSpecs: [String] = SpecCorpus.specs().filter { !$0.contains("/specs/diagnostics/") && !$0.contains("/specs/robustness/") }

  static func run(_ arguments: [String]) -> DriverOutput {
    Driver.run(arguments: arguments, environment: GoldenSpecTests.environment, workingDirectory: RepositoryPaths.root,
      readStandardInput: { _ in [] })
  }

  @Test(arguments: validSpecs)
  func validSpecWorksInEveryMode(_ spec: String) {
    let path = String(spec.dropFirst(RepositoryPaths.root.count + 1))
    let types = Self.run([path])
    guard types.status == .success else { return }  // specs that need --sdk ios13 and the like
    let identities = Self.run(["--identities", path])
    #expect(identities.status == .success, "\(path): \(identities.stderr)")
    let dependencies = Self.run(["--dependencies", path])
    #expect(dependencies.status == .success, "\(path): \(dependencies.stderr)")
    let lint = Self.run(["--lint", path])
    #expect(lint.status != .failure, "\(path): \(lint.stdout)")
    let typed = Self.run(["--dump-typed", path])
    #expect(typed.status == .success && !typed.stdout.isEmpty, "\(path): \(typed.stderr)")
  }
}
