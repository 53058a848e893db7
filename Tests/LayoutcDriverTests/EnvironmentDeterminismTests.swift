import Foundation
import LayoutcTestSupport
import Testing

/// The same spec gives byte-identical output on every machine, whatever its locale and time
/// zone: the golden tests run each spec twice in one process, which cannot see what a
/// process's environment changes. Here the built executable runs every spec run of `specs/`
/// under a neutral environment and under one a developer's machine might have — German
/// locale (decimal comma), Turkish (dotless i in case mapping), a time zone with a 45-minute
/// offset — and the bytes must match.
@Suite(.enabled(if: BuiltBinary.path != nil, BuiltBinary.absentReason))
struct EnvironmentDeterminismTests {
  /// Environments that leak into output when code formats numbers, compares or cases strings,
  /// or reads the clock through the locale-aware APIs.
  static let variations: [(name: String, variables: [String: String])] = [
    ("German locale, Chatham time", [
      "LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "LC_NUMERIC": "de_DE.UTF-8", "TZ": "Pacific/Chatham",
    ]),
    ("Turkish locale, UTC-12", ["LANG": "tr_TR.UTF-8", "LC_ALL": "tr_TR.UTF-8", "TZ": "Etc/GMT+12"]),
  ]

  @Test(arguments: SpecCorpus.allRuns)
  func outputDoesNotDependOnLocaleOrTimeZone(_ r: SpecRun) throws {
    let arguments = r.arguments + [r.relativePath]
    let neutral = try BuiltBinary.run(arguments, environment: ["LANG": "C.UTF-8", "TZ": "UTC"],
      workingDirectory: RepositoryPaths.root)
    for variation in Self.variations {
      let varied = try BuiltBinary.run(arguments, environment: variation.variables, workingDirectory: RepositoryPaths.root)
      // Compared as text, so that a failure prints readable output, not bytes.
      #expect(varied.stdoutText == neutral.stdoutText, "stdout differs under \(variation.name)")
      #expect(varied.stderrText == neutral.stderrText, "stderr differs under \(variation.name)")
      #expect(varied.status == neutral.status, "exit status differs under \(variation.name)")
    }
  }
}
