import Foundation
import LayoutcTestSupport
import Testing

/// The python3 that runs the generator, if the machine has one.
private let python3: String? = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}

/// The built `layoutc` on folders built to make it read what it should not, hang, run away or
/// write over what it read: Xcode projects, Swift packages, symbolic links, FIFOs, hostile file
/// names, huge sources, runaway app logic, hostile configurations. `fuzz/hostile_folders.py`
/// writes each case into a temporary directory (git cannot hold FIFOs or a link to `/`), beside
/// an `outside/` folder whose files hold a sentinel; `fuzz/hostile-folders/cases.json` lists the
/// cases with what each requires (`--list`), and fuzz/run_folders.py runs the same checks over
/// random, larger folders.
///
/// Each run is a process under HostileCorpusTests' limits (`ulimit -v`, `ulimit -t`, a
/// wall-clock limit) and must end with exit status 0, 1 or 2 and no signal; print no raw control
/// character, no text of a file outside the folder (the sentinel) and nothing its case forbids
/// (and, in `--types`, all that it requires);
/// and leave every file in the folder as it was (the generator's fingerprint, taken before and
/// after, links not followed). A snapshot a run writes must check unchanged against the same
/// folder. docs/robustness.md describes the classes.
@Suite(
  .enabled(if: BuiltBinary.path != nil, BuiltBinary.absentReason),
  .enabled(if: python3 != nil, "python3 is missing: the hostile folders cannot be written"))
struct HostileFolderTests {
  static let generator = RepositoryPaths.root + "/fuzz/hostile_folders.py"
  static let caseList = RepositoryPaths.root + "/fuzz/hostile-folders/cases.json"
  static var python: String? { python3 }

  /// One case as `hostile_folders.py --list` describes it.
  struct Case: Decodable, Sendable, CustomTestStringConvertible {
    var name: String
    var about: String
    /// Regular expressions no output of a run may match.
    var forbidden: [String]
    /// A file in the folder that runs read, named by `-o`.
    var output: String
    /// Regular expressions the output of `--types` must match (a file that must not be
    /// skipped without a word).
    var required: [String]

    var testDescription: String { name }
  }

  struct CaseList: Decodable {
    var sentinel: String
    var cases: [Case]
  }

  static let list: CaseList? = FileManager.default.contents(atPath: caseList).flatMap {
    try? JSONDecoder().decode(CaseList.self, from: $0)
  }
  static var cases: [Case] { list?.cases ?? [] }

  /// The modes each folder is run in: the arguments before the folder. `OUTPUT` is the case's
  /// file read by the run, `SNAPSHOT` a file outside the folder, `FIFO` a FIFO outside it.
  static let modes: [(name: String, arguments: [String])] = [
    ("types", ["--types"]),
    ("lint", ["--lint"]),
    ("frames", ["--frames"]),
    ("snapshot", ["--snapshot", "-o", "SNAPSHOT"]),
    ("fifo-snapshot", ["--check-snapshot", "FIFO"]),
    ("fifo-baseline", ["--lint", "--baseline", "FIFO"]),
    ("fifo-config", ["--lint", "--config", "FIFO"]),
    ("lint-o", ["--lint", "-o", "OUTPUT"]),
  ]

  /// Runs that fail, as `case mode`, `case` (every mode) or `* mode` (every case), each with the
  /// behaviour it waits for; skipped. Empty: every case passes in every mode.
  /// `fuzz/run_folders.py BINARY --corpus --wall 10` runs them all and shows which pass.
  static let knownFailures: [String: String] = [:]

  static func isKnownFailure(_ c: String, _ mode: String) -> Bool {
    knownFailures[c] != nil || knownFailures[c + " " + mode] != nil || knownFailures["* " + mode] != nil
  }

  /// A temporary directory holding `outside/`, `fifo` and the case's folder, written by the
  /// generator.
  static func materialize(_ c: Case) throws -> String {
    let root = try BuiltBinary.temporaryFolder()
    let r = try ChildProcess.run(python!, [generator, "--corpus", root, c.name])
    guard r.status == 0 else { throw GeneratorFailed(output: r.output) }
    return root
  }

  struct GeneratorFailed: Error { var output: String }

  /// Removes a materialized directory: `rm` walks past PATH_MAX and never follows a link.
  static func remove(_ root: String) {
    _ = try? ChildProcess.run("/bin/rm", ["-rf", root])
  }

  /// What a folder holds, links not followed: changes when any entry is added, removed or
  /// rewritten.
  static func fingerprint(_ folder: String) throws -> String {
    try ChildProcess.run(python!, [generator, "--fingerprint", folder]).output
  }

  /// One run under the limits, in `root`, on the folder `c.name`.
  static func run(_ arguments: [String], in root: String) throws -> BuiltBinary.Result {
    let script = "ulimit -v \(HostileCorpusTests.memoryLimit) && ulimit -t \(HostileCorpusTests.cpuLimit) && exec \"$0\" \"$@\""
    return try BuiltBinary.run(
      executable: "/bin/sh", ["-c", script, BuiltBinary.path!] + arguments,
      workingDirectory: root, timeout: HostileCorpusTests.wallLimit)
  }

  /// What is wrong with a run's ending and output, or nil.
  static func problem(_ r: BuiltBinary.Result, _ c: Case) -> String? {
    if let p = HostileCorpusTests.problem(r) { return p }
    for (name, text) in [("stdout", r.stdoutText), ("stderr", r.stderrText)] {
      if let sentinel = list?.sentinel, text.contains(sentinel) { return "text of a file outside the folder in \(name)" }
      for pattern in c.forbidden {
        if let regex = try? Regex(pattern), text.contains(regex) { return "\(name) matches \(pattern)" }
      }
    }
    return nil
  }

  @Test func theCaseListIsCurrent() throws {
    let r = try ChildProcess.run(Self.python!, [Self.generator, "--list"])
    let committed = FileManager.default.contents(atPath: Self.caseList).map { String(decoding: $0, as: UTF8.self) }
    #expect(r.status == 0)
    #expect(committed == r.output, "regenerate with: python3 fuzz/hostile_folders.py --list > fuzz/hostile-folders/cases.json")
    #expect(Self.cases.count >= 30)
  }

  @Test(arguments: cases)
  func everyModeIsSafe(_ c: Case) throws {
    let root = try Self.materialize(c)
    defer { Self.remove(root) }
    let folder = root + "/" + c.name
    let before = try Self.fingerprint(folder)
    for (mode, template) in Self.modes where !Self.isKnownFailure(c.name, mode) {
      let snapshot = root + "/" + c.name + ".snapshot"
      let substitutes = ["OUTPUT": c.name + "/" + c.output, "SNAPSHOT": snapshot, "FIFO": root + "/fifo"]
      let r = try Self.run(template.map { substitutes[$0] ?? $0 } + [c.name], in: root)
      let tail = String(r.stderrText.suffix(300))
      #expect(Self.problem(r, c) == nil, "\(c.name) \(mode): \(Self.problem(r, c) ?? ""): \(tail)")
      if mode == "types" {
        for pattern in c.required {
          let matched = (try? Regex(pattern)).map { (r.stdoutText + r.stderrText).contains($0) } ?? false
          #expect(matched, "\(c.name) types: no output matches \(pattern)")
        }
      }
      if mode == "snapshot", r.status == 0, FileManager.default.fileExists(atPath: snapshot) {
        let check = try Self.run(["--check-snapshot", snapshot, c.name], in: root)
        #expect(Self.problem(check, c) == nil && check.status == 0,
          "\(c.name): its own snapshot does not check unchanged (exit \(check.status)): \(String(check.stdoutText.suffix(300)))")
      }
      let after = try Self.fingerprint(folder)
      #expect(after == before, "\(c.name) \(mode): a file in the folder changed")
      if after != before { break }
    }
  }

  @Test func knownFailuresNameRealRuns() {
    let names = Set(Self.cases.map(\.name)), modes = Set(Self.modes.map(\.name))
    for key in Self.knownFailures.keys {
      let parts = key.split(separator: " ", maxSplits: 1).map(String.init)
      #expect(parts[0] == "*" || names.contains(parts[0]), "\(key): no such case")
      #expect(parts.count == 1 || modes.contains(parts[1]), "\(key): no such mode")
    }
  }
}
