import Foundation
@testable import LayoutcDriver
import LayoutcTestSupport
import Testing

/// `--watch`: the outputs are written again when an input changes, one line per run; a short
/// run ends after `LAYOUTC_WATCH_RUNS` runs.
@Suite struct WatchTests {
  static let spec = """
    #Preview(traits: .fixedLayout(width: 200, height: 100)) { Text("Before") }

    """

  @Test func anEditedInputIsCompiledAgain() throws {
    let folder = try BuiltBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.spec.write(toFile: folder + "/spec.ui", atomically: true, encoding: .utf8)
    var watch = try #require(Watch(arguments: ["spec.ui", "--tree", "-o", "out.txt", "--watch"],
      environment: ProcessEnvironment(variables: ["LAYOUTC_WATCH_RUNS": "2"]), workingDirectory: folder))
    #expect(watch.runLimit == 2)
    watch.pollInterval = 0.02
    let stderrPath = folder + "/stderr.txt"
    let stderr = open(stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    defer { close(stderr) }
    let done = DispatchSemaphore(value: 0)
    let status = StatusBox()
    let running = watch
    Thread {
      status.value = running.run(standardOutput: stderr, standardError: stderr)
      done.signal()
    }.start()
    // The first run writes the file; then the edit (a new size and time) is seen.
    let deadline = Date().addingTimeInterval(60)
    while !((try? String(contentsOfFile: folder + "/out.txt", encoding: .utf8))?.contains("Before") ?? false) && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.02)
    }
    try Self.spec.replacingOccurrences(of: "Before", with: "After!").write(toFile: folder + "/spec.ui", atomically: true, encoding: .utf8)
    try #require(done.wait(timeout: .now() + 60) == .success, "the watch did not end after two runs")
    #expect(status.value == 0)
    #expect(try String(contentsOfFile: folder + "/out.txt", encoding: .utf8).contains("\"After!\""))
    let lines = try String(contentsOfFile: stderrPath, encoding: .utf8).split(separator: "\n")
    #expect(lines == [
      "layoutc: compiled, wrote 'out.txt', exit status 0; watching 1 file (Ctrl-C to stop)",
      "layoutc: compiled again (2), wrote 'out.txt', exit status 0; watching 1 file (Ctrl-C to stop)",
    ])
  }

  @Test func aFolderIsWatchedForItsSpecsAndSwiftFiles() throws {
    let folder = try BuiltBinary.temporaryFolder()
    try FileManager.default.createDirectory(atPath: folder + "/specs/.build", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for name in ["a.ui", "b.swift", "notes.md", ".build/c.swift"] { try "".write(toFile: folder + "/specs/" + name, atomically: true, encoding: .utf8) }
    let watch = try #require(Watch(arguments: ["specs", "--watch"], environment: ProcessEnvironment(), workingDirectory: folder))
    let watched = Set(watch.inputSnapshot().keys.map { String($0.dropFirst(folder.count + 1)) })
    #expect(watched == ["specs", "specs/a.ui", "specs/b.swift"])
  }

  /// A folder's Swift package manifest, Xcode projects and configuration are watched, and folders
  /// reached through links as the run reads them; hidden folders and other files are not, and a
  /// link loop is walked once.
  @Test func aFolderIsWatchedForWhatDecidesItsModules() throws {
    let folder = try BuiltBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fm = FileManager.default
    for dir in ["app/App.xcodeproj", "app/.build", "shared/Views"] { try fm.createDirectory(atPath: folder + "/" + dir, withIntermediateDirectories: true) }
    for name in ["app/a.swift", "app/Package.swift", "app/.layoutc.json", "app/App.xcodeproj/project.pbxproj",
      "app/App.xcodeproj/notes.txt", "app/.build/b.swift", "shared/Views/c.swift", "shared/d.ui"]
    {
      try "".write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
    }
    try fm.createSymbolicLink(atPath: folder + "/app/Shared", withDestinationPath: "../shared")
    try fm.createSymbolicLink(atPath: folder + "/app/loop", withDestinationPath: ".")
    let watch = try #require(Watch(arguments: ["app", "--watch"], environment: ProcessEnvironment(), workingDirectory: folder))
    let watched = Set(watch.inputSnapshot().keys.map { String($0.dropFirst(folder.count + 1)) })
    #expect(watched == ["app", "app/a.swift", "app/Package.swift", "app/.layoutc.json", "app/App.xcodeproj/project.pbxproj",
      "app/Shared/Views/c.swift", "app/Shared/d.ui"])
  }

  /// What a run writes is not watched, even in the folder it reads: writing it is no edit.
  @Test func theRunsOwnOutputsAreNotWatched() throws {
    let folder = try BuiltBinary.temporaryFolder()
    try FileManager.default.createDirectory(atPath: folder + "/specs", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for name in ["a.ui", "out.ui", "base.swift", "s.swift"] { try "".write(toFile: folder + "/specs/" + name, atomically: true, encoding: .utf8) }
    let arguments = ["specs", "-o", "./specs/out.ui", "--check-snapshot", "specs/s.swift", "--update", "--watch"]
    let watch = try #require(Watch(arguments: arguments, environment: ProcessEnvironment(), workingDirectory: folder))
    #expect(Set(watch.inputSnapshot().keys.map { String($0.dropFirst(folder.count + 1)) }) == ["specs", "specs/a.ui", "specs/base.swift"])
    let lint = ["specs", "--lint", "--baseline", "specs/base.swift", "--write-baseline", folder + "/specs/base.swift", "--watch"]
    let linting = try #require(Watch(arguments: lint, environment: ProcessEnvironment(), workingDirectory: folder))
    #expect(Set(linting.inputSnapshot().keys.map { String($0.dropFirst(folder.count + 1)) }) == ["specs", "specs/a.ui", "specs/out.ui", "specs/s.swift"])
  }

  /// An output written into the watched folder ran the watch again without end (a folder's
  /// modification time changes with every file renamed into it): now it waits for an edit.
  @Test func anOutputInTheWatchedFolderDoesNotRunItAgain() throws {
    let folder = try BuiltBinary.temporaryFolder()
    try FileManager.default.createDirectory(atPath: folder + "/specs", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.spec.write(toFile: folder + "/specs/spec.ui", atomically: true, encoding: .utf8)
    var watch = try #require(Watch(arguments: ["specs", "--tree", "-o", "specs/out.txt", "--watch"],
      environment: ProcessEnvironment(variables: ["LAYOUTC_WATCH_RUNS": "2"]), workingDirectory: folder))
    watch.pollInterval = 0.02
    let stderrPath = folder + "/stderr.txt"
    let stderr = open(stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    defer { close(stderr) }
    let done = DispatchSemaphore(value: 0)
    let running = watch
    Thread {
      _ = running.run(standardOutput: stderr, standardError: stderr)
      done.signal()
    }.start()
    let deadline = Date().addingTimeInterval(60)
    while !((try? String(contentsOfFile: stderrPath, encoding: .utf8))?.contains("\n") ?? false) && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.02)
    }
    // Fifty looks at the folder with nothing edited: no second run.
    #expect(done.wait(timeout: .now() + 1) == .timedOut, "the watch ran again with nothing edited")
    try Self.spec.replacingOccurrences(of: "Before", with: "After!").write(toFile: folder + "/specs/spec.ui", atomically: true, encoding: .utf8)
    try #require(done.wait(timeout: .now() + 60) == .success, "the watch did not end after two runs")
    #expect(try String(contentsOfFile: folder + "/specs/out.txt", encoding: .utf8).contains("\"After!\""))
    #expect(try String(contentsOfFile: stderrPath, encoding: .utf8).split(separator: "\n").count == 2)
  }

  @Test func withoutWatchOrForHelpThereIsNoWatch() {
    #expect(Watch(arguments: ["spec.ui"], environment: ProcessEnvironment()) == nil)
    #expect(Watch(arguments: ["spec.ui", "--watch", "--help"], environment: ProcessEnvironment()) == nil)
  }

  @Test(.enabled(if: BuiltBinary.path != nil, BuiltBinary.absentReason))
  func standardInputCannotBeWatched() throws {
    // No bytes on stdin: layoutc refuses before reading, and writing to it would raise SIGPIPE here.
    let result = try BuiltBinary.run(["-", "--watch"])
    #expect(result.status == 2)
    #expect(result.stderrText == "layoutc: error: --watch needs input files or folders; standard input cannot be watched [driver.watch-needs-files]\n")
  }
}

private final class StatusBox: @unchecked Sendable {
  var value: Int32 = -1
}
