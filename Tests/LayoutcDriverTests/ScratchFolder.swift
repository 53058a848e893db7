import Foundation
import LayoutcDriver

/// The scratch folders one test writes, removed when the test ends: Swift Testing makes a
/// suite's instance for each test and lets it go after, so a suite holding one (`let scratch =
/// ScratchFolders()`) leaves nothing under the temporary directory, whatever the test threw.
final class ScratchFolders: @unchecked Sendable {
  private let lock = NSLock()
  private var made: [String] = []

  /// A new folder under the temporary directory holding `files` (relative paths, their folders
  /// made as needed), for tests that run the driver over a folder they write.
  func make(_ files: [String: String] = [:], prefix: String) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-\(prefix)-\(UUID().uuidString)").path
    lock.withLock { made.append(dir) }
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    for (name, text) in files {
      let path = dir + "/" + name
      try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    return dir
  }

  deinit {
    for dir in made { try? FileManager.default.removeItem(atPath: dir) }
  }
}

/// The driver run in-process in `dir`, with no environment and no terminal.
func runDriver(_ args: [String], in dir: String) -> DriverOutput {
  Driver.run(
    arguments: args, environment: ProcessEnvironment(variables: [:], standardErrorIsTerminal: false, standardOutputIsTerminal: false),
    workingDirectory: dir, readStandardInput: { _ in [] })
}
