import Foundation

/// The `swiftc` the oracle compiles with: the one on PATH, else the toolchain's usual Linux
/// location. Nil when neither exists, and then the oracle tests are skipped (with a message).
enum SwiftCompiler {
  static let path: String? = {
    let fm = FileManager.default
    let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let candidates = searchPath.split(separator: ":").map { "\($0)/swiftc" } + ["/opt/swift/usr/bin/swiftc"]
    return candidates.first { fm.isExecutableFile(atPath: $0) }
  }()

  static var isAvailable: Bool { path != nil }
}

/// What a finished child process said.
struct ProcessResult: Sendable {
  var status: Int32
  var stdout: String
  var stderr: String
  var seconds: Double
}

/// Runs a child process to completion. Output goes through files rather than pipes, so a
/// chatty compiler can never fill a pipe buffer and deadlock against our wait.
enum ChildProcess {
  static func run(_ executable: String, _ arguments: [String], in folder: String) throws -> ProcessResult {
    let outPath = folder + "/.stdout-\(UUID().uuidString)", errPath = folder + "/.stderr-\(UUID().uuidString)"
    FileManager.default.createFile(atPath: outPath, contents: nil)
    FileManager.default.createFile(atPath: errPath, contents: nil)
    defer {
      try? FileManager.default.removeItem(atPath: outPath)
      try? FileManager.default.removeItem(atPath: errPath)
    }
    let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
    let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.standardOutput = out
    process.standardError = err
    let start = Date()
    try process.run()
    process.waitUntilExit()
    try? out.close()
    try? err.close()
    let read = { (p: String) in (try? String(contentsOfFile: p, encoding: .utf8)) ?? "" }
    return ProcessResult(status: process.terminationStatus, stdout: read(outPath), stderr: read(errPath),
      seconds: Date().timeIntervalSince(start))
  }
}
