import Foundation
import LayoutcTestSupport
import Testing

/// Every mode of the built `layoutc` on every input of the hostile corpus (issue 16, "Make it
/// structural"): small specs built to run away in time, memory or output, or to drive the
/// reader's terminal, written by `fuzz/hostile_specs.py --corpus fuzz/hostile-corpus`
/// (the fuzz generator mixes the same attack classes in at random sizes).
///
/// Each run is a separate process under `ulimit -v` 4 GiB and a 10 s limit, and must end with
/// exit status 0, 1 or 2: no signal (a crash, or the memory limit's failed allocation), no
/// timeout. Its output, text or not, must hold no raw control character other than LF and
/// tab (`PrintableText`). docs/robustness.md lists the limits these inputs run into.
///
/// Serialized: the runs are timed against the wall clock, so they must not compete with each
/// other for the cores.
@Suite(.serialized, .enabled(if: BuiltBinary.path != nil, BuiltBinary.absentReason))
struct HostileCorpusTests {
  static let folder = RepositoryPaths.root + "/fuzz/hostile-corpus"

  static let modes: [[String]] = [
    ["--types"], ["--pretty"], ["--format", "json"], ["--dump-ast"], ["--identities"], ["--lint"], ["--frames"],
    ["--tree"], ["--svg"], ["--explain"], ["--html"],
  ]

  /// 4 GiB of address space, in KiB as `ulimit -v` takes it.
  static let memoryLimit = 4_194_304
  static let timeLimit = 10.0

  /// Runs that answer correctly but not within `timeLimit` in the debug build the suite runs,
  /// as `input mode` (`input` alone for every mode). Each is linear work that a debug build does
  /// slowly; none is a hang or a crash. Measured on the idle 2-core machine, debug build, after
  /// the issue 16 fixes landed (the suite runs other suites beside this one, so the margin must
  /// be wide):
  /// - doubling-views-30: 5-6 s; the 2^30 views stop at the view budget (`eval.too-many-views`).
  /// - many-previews-1000x600: 7.5-8 s; 500,000 views are evaluated before the budget error
  ///   (every root is evaluated before any is laid out, so layout no longer adds to it).
  /// - nested-flexible-frames-30 --html: 8 s of CPU (its `--explain` takes 1.6 s): the page lays
  ///   a layout that asks many size questions out eight times, on four devices in both directions.
  /// - wide-stack-20000 --html: 6.2 s of CPU (`--explain` 3.2 s): 20,000 views are explained and
  ///   drawn for the page (16 MB: past half the page's limit, it keeps that one layout).
  /// (nested-foreach-long-strings, 21 s before, left the list in session 5: a line is searched
  /// only as far as it fits, and strings are shaped once per layout: 0.6-0.7 s.)
  static let knownFailures: Set<String> = [
    "doubling-views-30 --identities",
    "doubling-views-30 --lint",
    "doubling-views-30 --frames",
    "doubling-views-30 --tree",
    "doubling-views-30 --svg",
    "doubling-views-30 --explain",
    "doubling-views-30 --html",
    "many-previews-1000x600 --identities",
    "many-previews-1000x600 --lint",
    "many-previews-1000x600 --frames",
    "many-previews-1000x600 --tree",
    "many-previews-1000x600 --svg",
    "many-previews-1000x600 --explain",
    "many-previews-1000x600 --html",
    "nested-flexible-frames-30 --html",
    "wide-stack-20000 --html",
  ]

  static var inputs: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { $0.hasSuffix(".ui") }.map { String($0.dropLast(3)) }.sorted()
  }

  static func key(_ input: String, _ mode: [String]) -> String {
    ([input] + mode).joined(separator: " ")
  }

  static func isKnownFailure(_ input: String, _ mode: [String]) -> Bool {
    knownFailures.contains(input) || knownFailures.contains(key(input, mode))
  }

  /// One run, as the user's shell would start it under the limits.
  static func run(_ input: String, _ mode: [String]) throws -> BuiltBinary.Result {
    let script = "ulimit -v \(memoryLimit) && exec \"$0\" \"$@\""
    return try BuiltBinary.run(
      executable: "/bin/sh", ["-c", script, BuiltBinary.path!, "fuzz/hostile-corpus/\(input).ui"] + mode,
      workingDirectory: RepositoryPaths.root, timeout: timeLimit)
  }

  /// What is wrong with a run, or nil.
  static func problem(_ r: BuiltBinary.Result) -> String? {
    if r.timedOut { return "no answer within \(Int(timeLimit)) s" }
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
