import Foundation
import LayoutcTestSupport
import Testing

/// Every mode of the built `layoutc` on every input of the hostile corpus (docs/robustness.md):
/// small specs built to run away in time, memory or output, or to drive the reader's terminal,
/// written by `fuzz/hostile_specs.py --corpus fuzz/hostile-corpus` (the fuzz generator mixes
/// the same attack classes in at random sizes).
///
/// Each run is a separate process under `ulimit -v` 4 GiB and `ulimit -t` 20 s of CPU time, and
/// must end with exit status 0, 1 or 2: no signal (a crash, the memory limit's failed allocation,
/// or SIGXCPU at the CPU limit). CPU time, not the wall clock, is the budget, so a loaded
/// machine (CI beside other jobs) does not make a linear run look like a hang; a run that waits
/// without computing is caught by a generous wall-clock limit. Its output, text or not, must hold
/// no raw control character other than LF and tab (`PrintableText`). docs/robustness.md lists
/// the limits these inputs run into.
@Suite(.enabled(if: BuiltBinary.path != nil, BuiltBinary.absentReason))
struct HostileCorpusTests {
  static let folder = RepositoryPaths.root + "/fuzz/hostile-corpus"

  static let modes: [[String]] = [
    ["--types"], ["--pretty"], ["--format", "json"], ["--dump-ast"], ["--identities"], ["--lint"], ["--frames"],
    ["--tree"], ["--svg"], ["--explain"], ["--html"],
  ]

  /// 4 GiB of address space, in KiB as `ulimit -v` takes it.
  static let memoryLimit = 4_194_304
  /// Seconds of CPU time (`ulimit -t`): debug-build runs of the largest inputs take 4-9 s
  /// (more on a busy machine, whose caches are shared); a runaway mode takes far longer.
  static let cpuLimit = 20
  /// Seconds of wall-clock time, for a run that stops computing but never ends.
  static let wallLimit = 120.0
  /// SIGXCPU, sent at the CPU limit (Linux).
  static let cpuLimitSignal: Int32 = 24

  /// Runs that do not answer within the limits, as `input mode` (`input` alone for every
  /// mode). Empty since the limit is CPU time: doubling-views-30 (4-5 s) and
  /// many-previews-1000x600 (8-9 s of CPU in the debug build, measured under load) were listed
  /// while the limit was the wall clock of a machine shared with other suites.
  static let knownFailures: Set<String> = []

  /// The corpus's files by name: specs without their `.ui`, tolerant app Swift with its `.swift`.
  static var inputs: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .compactMap { $0.hasSuffix(".ui") ? String($0.dropLast(3)) : $0.hasSuffix(".swift") ? $0 : nil }.sorted()
  }

  static func key(_ input: String, _ mode: [String]) -> String {
    ([input] + mode).joined(separator: " ")
  }

  static func isKnownFailure(_ input: String, _ mode: [String]) -> Bool {
    knownFailures.contains(input) || knownFailures.contains(key(input, mode))
  }

  /// One run, as the user's shell would start it under the limits.
  static func run(_ input: String, _ mode: [String]) throws -> BuiltBinary.Result {
    let script = "ulimit -v \(memoryLimit) && ulimit -t \(cpuLimit) && exec \"$0\" \"$@\""
    return try BuiltBinary.run(
      executable: "/bin/sh", ["-c", script, BuiltBinary.path!, "fuzz/hostile-corpus/\(input.hasSuffix(".swift") ? input : input + ".ui")"] + mode,
      workingDirectory: RepositoryPaths.root, timeout: wallLimit)
  }

  /// What is wrong with a run, or nil.
  static func problem(_ r: BuiltBinary.Result) -> String? {
    if r.timedOut { return "no answer within \(Int(wallLimit)) s of wall-clock time" }
    if r.signalled && r.status == cpuLimitSignal { return "more than \(cpuLimit) s of CPU time" }
    if r.signalled { return "killed by signal \(r.status)" }
    if ![0, 1, 2].contains(r.status) { return "exit status \(r.status)" }
    for (name, bytes) in [("stdout", r.stdout), ("stderr", r.stderr)] {
      if let raw = rawControlCharacter(in: bytes) { return "raw control character \(raw) in \(name)" }
    }
    return nil
  }

  /// The first C0 control other than LF and tab, DEL, or C1 control (as UTF-8) in `bytes`.
  static func rawControlCharacter(in bytes: [UInt8]) -> String? {
    for (i, b) in bytes.enumerated() {
      if b < 0x20 && b != 0x0A && b != 0x09 || b == 0x7F { return "0x" + String(b, radix: 16) }
      if b == 0xC2, i + 1 < bytes.count, (0x80...0x9F).contains(bytes[i + 1]) {
        return "U+00" + String(bytes[i + 1], radix: 16, uppercase: true)
      }
    }
    return nil
  }

  @Test func theCorpusIsThere() {
    #expect(Self.inputs.count >= 20, "regenerate with fuzz/hostile_specs.py --corpus fuzz/hostile-corpus")
  }

  @Test(arguments: inputs)
  func everyModeAnswersWithinTheLimits(_ input: String) throws {
    for mode in Self.modes where !Self.isKnownFailure(input, mode) {
      let r = try Self.run(input, mode)
      let tail = String(r.stderrText.suffix(300))
      #expect(Self.problem(r) == nil, "\(Self.key(input, mode)): \(tail)")
    }
  }

  @Test func knownFailuresNameRealRuns() {
    let keys = Set(Self.inputs.flatMap { input in [input] + Self.modes.map { Self.key(input, $0) } })
    #expect(Self.knownFailures.subtracting(keys).isEmpty)
  }
}
