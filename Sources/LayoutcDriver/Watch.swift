import Foundation
import LayoutcEmit
import LayoutcSource

/// `--watch`: runs layoutc, delivers its output (`OutputDelivery`), then runs it again whenever an
/// input changes, until the process is interrupted (Ctrl-C: the default SIGINT ends it; an output
/// file is replaced in one step, so it is never left half written).
///
/// Changes are found by polling, which works on every file system and needs nothing from the
/// platform: every `pollInterval` the inputs' files (a folder's `.ui` and `.swift` files, its
/// `Package.swift`, `.layoutc.json` files, and the files `--config`, `--baseline` and `--font`
/// name) are listed with their modification times and sizes, and a difference is a change.
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

  /// Modification time and size of every watched file, by path.
  func inputSnapshot() -> [String: [Int]] {
    var files: [String: [Int]] = [:]
    let base = workingDirectory ?? FileManager.default.currentDirectoryPath
    let absolute = { (p: String) in p.hasPrefix("/") ? p : base + "/" + p }
    let named = [options.configPath, options.baselinePath, options.fontPath, options.boldFontPath].compactMap { $0 }
    for path in (options.inputs + named).map(absolute) {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { files[path] = [-1]; continue }
      guard isFolder.boolValue else { files[path] = Self.stamp(path); continue }
      files[path] = Self.stamp(path)
      let walker = FileManager.default.enumerator(atPath: path)
      while let relative = walker?.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        if name.hasPrefix(".build") || name == ".git" { walker?.skipDescendants(); continue }
        guard name.hasSuffix(".ui") || name.hasSuffix(".swift") || name == ".layoutc.json" else { continue }
        files[path + "/" + relative] = Self.stamp(path + "/" + relative)
      }
    }
    return files
  }

  /// Seconds and nanoseconds of the last modification, and the size.
  static func stamp(_ path: String) -> [Int] {
    var info = stat()
    guard stat(path, &info) == 0 else { return [-1] }
    #if canImport(Darwin)
      let time = info.st_mtimespec
    #else
      let time = info.st_mtim
    #endif
    return [Int(time.tv_sec), Int(time.tv_nsec), Int(info.st_size)]
  }
}
