import Foundation
import LayoutcDriver

// libFuzzer entry for the whole layoutc pipeline. Each input is one spec, fed through
// `Driver.run` as standard input (a closure: the process's real stdin is never read) once per
// mode and output format, so one input reaches the lexer, parser, checker, evaluator, linter,
// lowering, layout and every renderer. Built by fuzz/build_harness.py with
// `-sanitize=fuzzer,address`; a trap, sanitizer report or hang in any stage is a finding.

/// The runs each input gets: every mode `Options.Mode` has, and each diagnostic format once,
/// spread over the modes so that every renderer sees the diagnostics of every stage (text with
/// colour: the environment below is a terminal). Eleven runs, not every combination: each run
/// costs a parse and a type check, and executions per second are what finds bugs.
private let candidateRuns: [[String]] = [
  ["--types", "--format", "github"],
  ["--types", "--pretty", "--format", "json", "--sdk", "ios13"],
  ["--dump-ast"],
  ["--dump-typed"],
  ["--identities", "--format", "json"],
  ["--lint"],
  ["--lint", "--format", "sarif"],
  ["--frames"],
  ["--tree", "--rtl", "--scale", "2", "--size", "120x80"],
  ["--svg"],
  ["--explain"],
]

/// An empty folder as the working directory, so a stray `.layoutc.json` cannot change a run.
private let workingDirectory: String = {
  let path = NSTemporaryDirectory() + "layoutc-fuzz-\(getpid())"
  try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}()

/// A terminal with colour for the text format, to exercise the coloured renderer too.
private let terminal = ProcessEnvironment(
  variables: ["TERM": "xterm-256color"], standardErrorIsTerminal: true, standardOutputIsTerminal: true)

/// The runs this build of the driver accepts: a mode that is not in `OptionTable` yet (or was
/// renamed) would only test the usage error, so it is dropped, and said so once.
private let runs: [[String]] = {
  var accepted: [[String]] = []
  for arguments in candidateRuns {
    let out = Driver.run(arguments: arguments + ["-"], environment: terminal, workingDirectory: workingDirectory,
      readStandardInput: { _ in [] })
    if out.stderr.contains("see 'layoutc --help'") {
      FileHandle.standardError.write(Data("fuzz-layoutc: skipping unknown run \(arguments)\n".utf8))
    } else {
      accepted.append(arguments)
    }
  }
  return accepted
}()

/// Set `LAYOUTC_FUZZ_STATUS=1` to print the exit status of each input's first run on stderr:
/// `--types`, or `--frames` with `LAYOUTC_FUZZ_RUNS=few` (the generator's check that its specs
/// are valid and so reach the deeper stages; `--lint`'s status would count findings instead).
private let reportStatus = ProcessInfo.processInfo.environment["LAYOUTC_FUZZ_STATUS"] == "1"

/// `LAYOUTC_FUZZ_RUNS=few` (fuzz/run.sh --fast) gives each input three runs instead of eleven:
/// `--frames` and `--lint --format sarif`, which between them reach every stage, and one of the
/// others chosen by a hash of the input, so that the choice is the same each time the input runs
/// (libFuzzer needs that) and every run is still reached across the corpus.
private let fewRuns = ProcessInfo.processInfo.environment["LAYOUTC_FUZZ_RUNS"] == "few"

private func runs(for bytes: [UInt8]) -> [[String]] {
  guard fewRuns else { return runs }
  // `--frames` first: its status is the one `LAYOUTC_FUZZ_STATUS` reports in this mode.
  let always = runs.filter { $0 == ["--frames"] } + runs.filter { $0 == ["--lint", "--format", "sarif"] }
  let others = runs.filter { !always.contains($0) }
  guard !others.isEmpty else { return always }
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
  for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
  return always + [others[Int(hash % UInt64(others.count))]]
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size))
  let runs = runs(for: bytes)
  let statuses = Driver.onLargeStack { () -> [Int32] in
    runs.map { arguments in
      let out = Driver.run(arguments: arguments + ["-"], environment: terminal, workingDirectory: workingDirectory,
        readStandardInput: { limit in Array(bytes.prefix(limit)) })
      return out.status.rawValue
    }
  }
  if reportStatus { FileHandle.standardError.write(Data("fuzz-layoutc: types status \(statuses[0])\n".utf8)) }  // (the first run's)
  return 0
}
