import Foundation
import LayoutcDriver
import LayoutcTestSupport
import Testing

/// Runs every spec under `specs/` as its `layoutc-run` comments say and compares the output
/// with the golden files beside it. `LAYOUTC_UPDATE_GOLDENS=1 swift test` rewrites them;
/// read every diff before committing.
@Suite struct GoldenSpecTests {
  static let environment = ProcessEnvironment(variables: [:], standardErrorIsTerminal: false, standardOutputIsTerminal: false)

  static func run(_ r: SpecRun) -> DriverOutput {
    Driver.run(arguments: r.arguments + [r.relativePath], environment: environment, workingDirectory: RepositoryPaths.root,
      readStandardInput: { _ in [] })
  }

  @Test(arguments: SpecCorpus.allRuns)
  func specMatchesGolden(_ r: SpecRun) {
    let out = Self.run(r)
    // An empty standard output has no golden file (errors-only runs keep just the stderr one).
    let stdoutFailure = out.stdout.isEmpty ? Golden.removeIfUpdating(r.stdoutGolden) : Golden.check(out.stdout, against: r.stdoutGolden)
    if let failure = stdoutFailure { Issue.record(Comment(rawValue: failure)) }
    if out.stderr.isEmpty && out.status == .success {
      if let failure = Golden.removeIfUpdating(r.stderrGolden) { Issue.record(Comment(rawValue: failure)) }
    } else {
      let text = out.stderr + "exit status: \(out.status.rawValue)\n"
      if let failure = Golden.check(text, against: r.stderrGolden) { Issue.record(Comment(rawValue: failure)) }
    }
    // No silent wrong answer in any run (InvariantTests has the rest of this check).
    #expect(out.invariantViolations.isEmpty, "\(r): \(out.invariantViolations.joined(separator: "\n"))")
  }

  /// The same input gives byte-identical output: no dictionary order, no time, no locale.
  @Test(arguments: SpecCorpus.allRuns)
  func outputIsDeterministic(_ r: SpecRun) {
    let a = Self.run(r), b = Self.run(r)
    #expect(a.stdout == b.stdout)
    #expect(a.stderr == b.stderr)
  }

  /// Every golden file belongs to a spec run (none left behind by a renamed spec or run).
  @Test func noOrphanGoldens() throws {
    let expected = Set(SpecCorpus.allRuns.flatMap { [$0.stdoutGolden, $0.stderrGolden] })
    // (A golden is only an orphan when no run could produce it.)
    let fm = FileManager.default
    let e = fm.enumerator(atPath: RepositoryPaths.specs)
    var orphans: [String] = []
    while let item = e?.nextObject() as? String {
      let path = RepositoryPaths.specs + "/" + item
      let name = (item as NSString).lastPathComponent
      guard !item.hasSuffix(".ui"), !item.hasSuffix(".swift"), !item.hasSuffix(".md"), !name.hasPrefix("."),
        !item.hasSuffix(".snapshot"),  // an input of a run (`--check-snapshot`), like a spec
        !item.hasSuffix(".pbxproj"),  // an Xcode project a module case reads
        !item.contains(".xcassets/"),  // an asset catalog a module case reads
        name != SpecCorpus.runsFile, !isDirectory(path)
      else { continue }
      if !expected.contains(path) { orphans.append(item) }
    }
    #expect(orphans.isEmpty, "golden files without a spec run: \(orphans)")
  }

  private func isDirectory(_ p: String) -> Bool {
    var d: ObjCBool = false
    return FileManager.default.fileExists(atPath: p, isDirectory: &d) && d.boolValue
  }
}
