import Foundation
@testable import LayoutcDriver
import LayoutcSource
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What layoutc writes and where (README, "Output files are safe"): never over an input, through
/// special files and links, only after a run that succeeded, and every failed write reported.
/// Everything happens in a fresh temporary folder: FIFOs and links of our own, never /dev.
@Suite struct OutputSafetyTests {
  private let scratch = ScratchFolders()
  static let spec = "struct ContentView: View { var body: some View { Text(\"a\").padding() } }\n"
  static let badSpec = "struct Bad: View { var body: some View { Text(\"b\").padd() } }\n"
  let root: String

  init() throws {
    root = try scratch.make(prefix: "output")
    try FileManager.default.createDirectory(atPath: root + "/dir", withIntermediateDirectories: true)
    try Self.spec.write(toFile: root + "/a.ui", atomically: true, encoding: .utf8)
    try Self.spec.write(toFile: root + "/dir/a.ui", atomically: true, encoding: .utf8)
  }

  private func run(_ arguments: [String]) -> DriverOutput {
    Driver.run(arguments: arguments, environment: ProcessEnvironment(), workingDirectory: root, readStandardInput: { _ in [] })
  }

  private func contents(_ relative: String) -> String? {
    try? String(contentsOfFile: root + "/" + relative, encoding: .utf8)
  }

  // MARK: Never over an input

  @Test func refusesEverySpellingOfAnInput() throws {
    try FileManager.default.createSymbolicLink(atPath: root + "/link.ui", withDestinationPath: root + "/a.ui")
    try FileManager.default.linkItem(atPath: root + "/a.ui", toPath: root + "/hard.ui")
    try "{}".write(toFile: root + "/config.json", atomically: true, encoding: .utf8)
    let attempts: [[String]] = [
      ["a.ui", "-o", "a.ui"], ["a.ui", "--frames", "-o", "a.ui"], ["a.ui", "-o", "./a.ui"],
      ["a.ui", "-o", root + "/a.ui"], ["a.ui", "-o", "link.ui"], ["a.ui", "-o", "hard.ui"],
      ["dir", "-o", "dir/a.ui"], ["dir", "-o", "dir/../dir/a.ui"],
      ["--lint", "a.ui", "-o", "a.ui"], ["--lint", "a.ui", "--write-baseline", "./a.ui"],
      ["--lint", "a.ui", "--config", "config.json", "-o", "config.json"],
      ["--lint", "a.ui", "-o", "out.json", "--write-baseline", "./out.json"],
    ]
    for arguments in attempts {
      let out = run(arguments)
      #expect(out.status == .failure, "\(arguments)")
      #expect(out.files.isEmpty, "\(arguments)")
      #expect((out.stderr + out.stdout).contains("[driver.output-is-input]"), "\(arguments)")
    }
    #expect(contents("a.ui") == Self.spec && contents("dir/a.ui") == Self.spec)
    // The baseline a lint run reads is the one it may rewrite.
    try #"{"findings": []}"#.write(toFile: root + "/base.json", atomically: true, encoding: .utf8)
    let update = run(["--lint", "a.ui", "--baseline", "base.json", "--write-baseline", "base.json"])
    #expect(update.status == .success && update.files.map(\.path) == ["base.json"])
  }

  // MARK: Only after a run that succeeded

  @Test func aFailingSpecOfAFolderLeavesTheOutputFileAlone() throws {
    try Self.badSpec.write(toFile: root + "/dir/b.ui", atomically: true, encoding: .utf8)
    for mode in [[], ["--frames"], ["--tree"], ["--identities"]] {
      let out = run(["dir", "-o", "out.txt"] + mode)
      #expect(out.status == .failure)
      #expect(out.files.isEmpty, "\(mode)")
      #expect(out.stderr.contains("'out.txt' was left unchanged: the run had errors [driver.output-not-written]"), "\(mode)")
    }
    // A baseline missing the failing spec's findings would silently accept them later.
    let lint = run(["--lint", "dir", "--write-baseline", "base.json"])
    #expect(lint.status == .failure && lint.files.isEmpty)
  }

  // MARK: Writing through special files

  @Test func writesThroughAFIFO() throws {
    let fifo = root + "/pipe"
    #expect(mkfifo(fifo, 0o600) == 0)
    let received = Received()
    let reader = Thread {
      received.bytes = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data()
      received.done.signal()
    }
    reader.start()
    #expect(OutputFile.write(Array("through\n".utf8), to: fifo) == nil)
    received.done.wait()
    #expect(String(decoding: received.bytes, as: UTF8.self) == "through\n")
    #expect(FileIdentity.entryKind(fifo) == .other, "the FIFO is still a FIFO")
  }

  @Test func writesThroughASymbolicLinkAndKeepsIt() throws {
    try "old".write(toFile: root + "/target.txt", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: root + "/link.txt", withDestinationPath: "target.txt")
    #expect(OutputFile.write(Array("new".utf8), to: root + "/link.txt") == nil)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root + "/link.txt") == "target.txt")
    #expect(contents("target.txt") == "new")
  }

  @Test func replacesARegularFileKeepingItsPermissions() throws {
    let path = root + "/out.txt"
    try "old".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(chmod(path, 0o640) == 0)
    #expect(OutputFile.write(Array("new".utf8), to: path) == nil)
    #expect(contents("out.txt") == "new")
    let mode = try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    #expect(mode == 0o640)
    #expect(OutputFile.write(Array("fresh".utf8), to: root + "/new.txt") == nil)
    #expect(contents("new.txt") == "fresh")
    // No temporary file is left behind, and a folder cannot be written.
    #expect(try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.contains(".layoutc-") }.isEmpty)
    #expect(OutputFile.write([], to: root + "/dir") == "Is a directory")
  }

  // MARK: Write errors

  /// /dev/full is only opened for writing here, as a shell's `>` would: nothing replaces it.
  @Test func aFailedWriteToStandardOutputIsAnError() throws {
    let full = open("/dev/full", O_WRONLY)
    try #require(full >= 0)
    defer { close(full) }
    var fds: [Int32] = [0, 0]
    #expect(pipe(&fds) == 0)
    var output = DriverOutput()
    output.stdout = "ContentView.body: Text\n"
    let status = OutputDelivery.deliver(output, standardOutput: full, standardError: fds[1])
    close(fds[1])
    let stderr = String(decoding: FileHandle(fileDescriptor: fds[0], closeOnDealloc: true).readDataToEndOfFile(), as: UTF8.self)
    #expect(status == 2)
    #expect(stderr == "layoutc: error: cannot write to standard output: No space left on device [driver.write-failed]\n")
  }

  @Test func aFailedWriteToAFileIsAnError() throws {
    var fds: [Int32] = [0, 0]
    #expect(pipe(&fds) == 0)
    var output = DriverOutput()
    output.files = [(root + "/missing/out.txt", "x")]
    let status = OutputDelivery.deliver(output, standardOutput: fds[1], standardError: fds[1])
    close(fds[1])
    let stderr = String(decoding: FileHandle(fileDescriptor: fds[0], closeOnDealloc: true).readDataToEndOfFile(), as: UTF8.self)
    #expect(status == 2)
    #expect(stderr.contains("cannot write '\(root)/missing/out.txt': No such file or directory [driver.write-failed]"))
  }

  // MARK: Folder scans

  @Test func specialFilesAndUnreadableSpecsInAFolderDoNotStopTheOthers() throws {
    #expect(mkfifo(root + "/dir/x.ui", 0o600) == 0)
    try FileManager.default.createSymbolicLink(atPath: root + "/dir/dangling.ui", withDestinationPath: root + "/nowhere.ui")
    try Self.spec.write(toFile: root + "/dir/c.ui", atomically: true, encoding: .utf8)
    let out = run(["dir"])
    #expect(out.status == .failure)
    #expect(out.stdout.contains("// dir/a.ui\n") && out.stdout.contains("// dir/c.ui\n"))
    #expect(out.stderr.contains("note: skipped 'dir/x.ui': not a regular file"))
    #expect(out.stderr.contains("error: cannot read 'dir/dangling.ui': No such file or directory"))
  }

  /// Running as root, no permission keeps a folder from being read: the failure is injected.
  @Test func eachUnreadableFolderIsReported() throws {
    for sub in ["dir/locked", "dir/sealed"] {
      try FileManager.default.createDirectory(atPath: root + "/" + sub, withIntermediateDirectories: true)
    }
    let refuse = { (path: String) -> Result<DirectoryListing, SystemError> in
      path.hasSuffix("locked") || path.hasSuffix("sealed") ? .failure(SystemError(code: EACCES)) : Inputs.listDirectory(path)
    }
    let g = Inputs.gather([root + "/dir"], listDirectory: refuse)
    #expect(g.found.flatMap(\.files).map(\.path) == [root + "/dir/a.ui"])
    #expect(!g.hasBlockingErrors)
    #expect(g.diagnostics.map(\.message) == [
      "cannot read directory '\(root)/dir/locked': Permission denied",
      "cannot read directory '\(root)/dir/sealed': Permission denied",
    ])
  }

  @Test func theSameFileOrFolderTwiceIsReadOnce() throws {
    let files = run(["a.ui", "a.ui", "./a.ui"])
    #expect(files.status == .success, "\(files.stderr)")
    #expect(files.stdout == "ContentView.body: ModifiedContent<Text, _PaddingLayout>\n")
    let folders = run(["dir", "dir", "./dir/", "--tree"])
    #expect(folders.status == .success, "\(folders.stderr)")
    #expect(folders.stdout.components(separatedBy: "Text \"a\"").count == 2)
  }
}

/// Bytes a reader thread received.
private final class Received: @unchecked Sendable {
  var bytes = Data()
  let done = DispatchSemaphore(value: 0)
}
