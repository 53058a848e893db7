import Foundation
import LayoutcEmit
import LayoutcSource

/// `--watch`: runs layoutc, delivers its output (`OutputDelivery`), then runs it again whenever an
/// input changes, until the process is interrupted (Ctrl-C: the default SIGINT ends it; an output
/// file is replaced in one step, so it is never left half written).
///
/// Changes are found by polling, which works on every file system and needs nothing from the
/// platform: every `pollInterval` the files a run reads (`WatchedFiles`: a folder's `.ui` and
/// `.swift` files, through links too, its `Package.swift`, `project.pbxproj` and `.layoutc.json`
/// files, and the files options name), less those it writes, are listed with their modification
/// times and sizes, and a difference is a change.
/// Each run prints one line on standard error saying what it wrote.
public struct Watch: Sendable {
  public var arguments: [String]
  public var options: Options
  public var environment: ProcessEnvironment
  public var workingDirectory: String?
  /// Seconds between two looks at the inputs.
  public var pollInterval = 0.25
  /// Runs before returning (`LAYOUTC_WATCH_RUNS`, for tests); nil runs until interrupted.
  public var runLimit: Int?

  /// A watch when `arguments` ask for one (`--watch` and a compilation), else nil.
  public init?(arguments: [String], environment: ProcessEnvironment, workingDirectory: String? = nil) {
    guard case .success(let options) = ArgumentParser.parse(arguments), options.watch, options.action == .compile else { return nil }
    self.arguments = arguments
    self.options = options
    self.environment = environment
    self.workingDirectory = workingDirectory
    runLimit = environment.variables["LAYOUTC_WATCH_RUNS"].flatMap { Int($0) }.map { max(1, $0) }
  }

  /// Watches; the exit status of the last run (only returns with a `runLimit`, or at once when
  /// standard input is an input: it cannot be read twice).
  public func run(standardOutput: Int32 = 1, standardError: Int32 = 2) -> Int32 {
    if options.inputs.contains("-") || options.inputs.isEmpty {
      let text = renderDiagnostics([DriverDiagnostics.watchNeedsFiles], format: .text, sources: [:], color: false)
      _ = OutputFile.writeAll(Array(text.utf8), to: standardError)
      return ExitStatus.failure.rawValue
    }
    var runs = 0
    var snapshot = inputSnapshot()
    var status: Int32 = 0
    while true {
      var output = Driver.run(arguments: arguments, environment: environment, workingDirectory: workingDirectory, streamsDocuments: true)
      let written = ((output.streamed?.path).map { [$0] } ?? []) + output.files.map(\.path)
      // Relative output paths are the working directory's, as the inputs' are.
      if let workingDirectory {
        let absolute = { (path: String) in path.hasPrefix("/") ? path : workingDirectory + "/" + path }
        output.files = output.files.map { (absolute($0.path), $0.contents) }
        if let path = output.streamed?.path { output.streamed?.path = absolute(path) }
      }
      status = OutputDelivery.deliver(output, standardOutput: standardOutput, standardError: standardError)
      runs += 1
      let line = "layoutc: \(runs == 1 ? "compiled" : "compiled again (\(runs))"), \(describe(written, status: status)); "
        + "watching \(snapshot.count) file\(snapshot.count == 1 ? "" : "s") (Ctrl-C to stop)\n"
      _ = OutputFile.writeAll(Array(line.utf8), to: standardError)
      if let runLimit, runs >= runLimit { return status }
      while true {
        Thread.sleep(forTimeInterval: pollInterval)
        let now = inputSnapshot()
        if now != snapshot { snapshot = now; break }
      }
    }
  }

  private func describe(_ files: [String], status: Int32) -> String {
    let what = files.isEmpty ? (options.outputPath == nil ? "output on standard output" : "nothing written")
      : "wrote " + files.map { "'\(PrintableText.escaped($0))'" }.joined(separator: ", ")
    return "\(what), exit status \(status)"
  }

  /// Modification time and size of every watched file, by path (`WatchedFiles`).
  func inputSnapshot() -> [String: [Int]] {
    WatchedFiles(options: options, base: workingDirectory ?? FileManager.default.currentDirectoryPath).stamps()
  }
}
