import Foundation
import LayoutcTestSupport
import Testing

/// The `layoutc` executable that `swift build` put next to this test bundle, run as a user
/// runs it: a separate process with its own arguments, environment, stdin and exit status.
///
/// The in-process driver tests cannot see what only the process shows: bytes actually written
/// to the streams, the exit status `main.swift` passes to `exit`, whether a deep input
/// overflows the real thread stack, whether colour depends on a real terminal.
enum BuiltBinary {
  /// The built executable, or nil when this test run has none (e.g. a test-only build).
  static let path: String? = {
    var candidates: [URL] = []
    // `swift test` runs the bundle from the build folder (`.build/debug/`), beside the product.
    let bundle = Bundle.main.bundleURL
    candidates.append(bundle.appendingPathComponent("layoutc"))
    candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("layoutc"))
    if let executable = Bundle.main.executableURL {
      candidates.append(executable.deletingLastPathComponent().appendingPathComponent("layoutc"))
    }
    candidates.append(URL(fileURLWithPath: RepositoryPaths.root + "/.build/debug/layoutc"))
    return candidates.map(\.path).first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// Why the CLI tests are skipped, recorded in the test report.
  static let absentReason: Comment = "no built layoutc executable next to the test bundle: run `swift build` first"

  struct Result {
    var status: Int32
    var stdout: [UInt8]
    var stderr: [UInt8]
    var seconds: Double
    /// True when the process outlived its time limit and was killed.
    var timedOut: Bool
    /// True when a signal ended the process (a crash, or the kill after a timeout): `status`
    /// is then the signal's number, not an exit status.
    var signalled = false

    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    var stderrText: String { String(decoding: stderr, as: UTF8.self) }
    /// Lines of stderr, without the empty one after the final newline.
    var stderrLines: [Substring] { stderrText.split(separator: "\n") }
  }

  /// The environment every run starts from: a PATH and a capable TERM, and nothing inherited,
  /// so that a developer's `NO_COLOR` or `LAYOUTC_*` does not change what the tests see.
  /// The sanitizer settings of scripts/sanitizers.sh are passed on, though: an instrumented
  /// layoutc would otherwise print LeakSanitizer's false reports (docs/robustness.md).
  static let baseEnvironment: [String: String] = {
    var environment = ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8"]
    let inherited = ProcessInfo.processInfo.environment
    for name in ["ASAN_OPTIONS", "TSAN_OPTIONS", "SWIFT_BACKTRACE"] { environment[name] = inherited[name] }
    return environment
  }()

  /// Runs layoutc with `arguments`, feeding `stdin` and waiting at most `timeout` seconds.
  static func run(
    _ arguments: [String], stdin: [UInt8] = [], environment extra: [String: String] = [:],
    workingDirectory: String? = nil, timeout: Double = 60
  ) throws -> Result {
    try run(executable: path ?? "/nonexistent/layoutc", arguments, stdin: stdin, environment: extra,
      workingDirectory: workingDirectory, timeout: timeout)
  }

  /// Runs any executable the same way (the terminal tests run layoutc under `script`).
  static func run(
    executable: String, _ arguments: [String], stdin: [UInt8] = [], environment extra: [String: String] = [:],
    workingDirectory: String? = nil, timeout: Double = 60
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = baseEnvironment.merging(extra) { _, new in new }
    if let workingDirectory { process.currentDirectoryURL = URL(fileURLWithPath: workingDirectory) }
    let input = Pipe(), output = Pipe(), errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors

    // Both output pipes are drained while the process runs (a full pipe would block it), and
    // stdin is written from its own thread (layoutc may stop reading before the end).
    let collected = Collected()
    let group = DispatchGroup()
    for (handle, isStdout) in [(output.fileHandleForReading, true), (errors.fileHandleForReading, false)] {
      group.enter()
      DispatchQueue.global().async {
        let data = handle.readDataToEndOfFile()
        collected.store(Array(data), isStdout: isStdout)
        group.leave()
      }
    }
    let started = Date()
    try process.run()
    DispatchQueue.global().async {
      let writer = input.fileHandleForWriting
      try? writer.write(contentsOf: Data(stdin))
      try? writer.close()
    }

    var timedOut = false
    while process.isRunning {
      if Date().timeIntervalSince(started) > timeout {
        timedOut = true
        process.terminate()
        break
      }
      Thread.sleep(forTimeInterval: 0.01)
    }
    process.waitUntilExit()
    group.wait()
    let (out, err) = collected.values
    return Result(
      status: process.terminationStatus, stdout: out, stderr: err,
      seconds: Date().timeIntervalSince(started), timedOut: timedOut,
      signalled: process.terminationReason == .uncaughtSignal)
  }

  /// A fresh empty folder for one test's files.
  static func temporaryFolder() throws -> String {
    let folder = NSTemporaryDirectory() + "layoutc-cli-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }
}

/// The two streams' bytes, written by the reader threads and read once both are done.
private final class Collected: @unchecked Sendable {
  private let lock = NSLock()
  private var out: [UInt8] = []
  private var err: [UInt8] = []

  func store(_ bytes: [UInt8], isStdout: Bool) {
    lock.lock()
    defer { lock.unlock() }
    if isStdout { out = bytes } else { err = bytes }
  }

  var values: ([UInt8], [UInt8]) {
    lock.lock()
    defer { lock.unlock() }
    return (out, err)
  }
}
