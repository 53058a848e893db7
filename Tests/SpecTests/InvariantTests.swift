import Foundation
import LayoutcDriver
import LayoutcTestSupport
import Testing

/// No silent wrong answers (docs/testing.md, "Invariants"): over every spec in `specs/` and a
/// few hundred generated ones, every body has a type or an error diagnostic, and every
/// evaluated value is of the kind its type promises or an error was reported. The pipeline
/// checks both itself (`DriverOutput.invariantViolations`); these tests require it to find
/// nothing, and that a types run that succeeds prints something. `GoldenSpecTests` requires the
/// same of every spec's own runs.
@Suite struct InvariantTests {
  static func run(_ arguments: [String], in directory: String = RepositoryPaths.root) -> DriverOutput {
    Driver.run(arguments: arguments, environment: GoldenSpecTests.environment, workingDirectory: directory,
      readStandardInput: { _ in [] })
  }

  /// The violations of one spec: its types run and, where that succeeds, an evaluation.
  static func violations(of path: String, in directory: String = RepositoryPaths.root, extra: [[String]] = []) -> [String] {
    let types = run([path], in: directory)
    var found = types.invariantViolations
    // Nothing printed is right only for a spec of previews alone (types are of views' members).
    if types.status == .success && types.stdout.isEmpty {
      let typed = run(["--dump-typed", path], in: directory).stdout.split(separator: "\n")
      if typed.contains(where: { !$0.hasPrefix(" ") && !$0.hasPrefix("#Preview") }) { found.append("\(path): exit 0 with no output") }
    }
    guard types.status == .success else { return found }
    for arguments in [["--identities"]] + extra {
      found += run(arguments + [path], in: directory).invariantViolations
    }
    return found
  }

  /// Every case: specs, Swift files and module folders.
  @Test(arguments: SpecCorpus.cases())
  func specEvaluatesExactly(_ spec: String) {
    let path = String(spec.dropFirst(RepositoryPaths.root.count + 1))
    let found = Self.violations(of: path)
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  /// 300 specs from fuzz/generate_specs.py (valid by construction, with extreme numbers:
  /// 0, negatives, huge, .infinity, .nan), each typed, evaluated, laid out and its dependency
  /// graph built.
  @Test func generatedSpecsHaveNoSilentError() throws {
    guard let python = Self.python3 else {
      print("InvariantTests: python3 not found; the generated specs are skipped")
      return
    }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-invariants-\(getpid())").path
    try? FileManager.default.removeItem(atPath: dir)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: python)
    p.arguments = [RepositoryPaths.root + "/fuzz/generate_specs.py", "--count", "300", "--seed", "15", "--out", dir]
    try p.run()
    p.waitUntilExit()
    #expect(p.terminationStatus == 0)
    let specs = (try FileManager.default.contentsOfDirectory(atPath: dir)).filter { $0.hasSuffix(".ui") }.sorted()
    #expect(specs.count == 300)
    var found: [String] = []
    for spec in specs { found += Self.violations(of: spec, in: dir, extra: [["--tree"], ["--dependencies"]]) }
    #expect(found.isEmpty, "\(found.count) violations:\n\(found.prefix(40).joined(separator: "\n"))")
  }

  static let python3: String? = ["/usr/bin/python3", "/usr/local/bin/python3", "/opt/homebrew/bin/python3"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }
}
