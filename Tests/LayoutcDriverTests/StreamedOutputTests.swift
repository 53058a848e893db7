import Foundation
@testable import LayoutcDriver
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `--frames` streamed: formatted in pieces on several threads and written as it is
/// formatted, to standard output or through the `-o` temporary file, it is byte for byte the
/// document built in memory; a failed write is an error and leaves no file behind.
@Suite struct StreamedOutputTests {
  private let scratch = ScratchFolders()
  /// ~4,500 nodes: several parts (`FramesJSONPieces.partNodes`).
  static let spec = """
    struct ContentView: View {
      var body: some View {
        VStack {
          ForEach(0..<1500, id: \\.self) { i in
            HStack { Text("Row \\(i)"); Spacer() }
          }
        }
      }
    }

    """
  let root: String

  init() throws {
    root = try scratch.make(prefix: "streamed")
    try Self.spec.write(toFile: root + "/a.ui", atomically: true, encoding: .utf8)
  }

  private func run(_ arguments: [String], streams: Bool) -> DriverOutput {
    Driver.run(
      arguments: arguments, environment: ProcessEnvironment(), workingDirectory: root, readStandardInput: { _ in [] },
      streamsDocuments: streams)
  }

  /// Delivers `output` with standard output into a file; its bytes, stderr's text and the status.
  private func deliver(_ output: DriverOutput) throws -> (stdout: [UInt8], stderr: String, status: Int32) {
    let out = open(root + "/stdout", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let err = open(root + "/stderr", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let status = OutputDelivery.deliver(output, standardOutput: out, standardError: err)
    close(out)
    close(err)
    let stdout = try [UInt8](Data(contentsOf: URL(fileURLWithPath: root + "/stdout")))
    return (stdout, try String(contentsOfFile: root + "/stderr", encoding: .utf8), status)
  }

  @Test(arguments: [["--frames"], ["--frames", "--compact"], ["--frames", "-j", "1"], ["--frames", "--rtl"]])
  func streamedIsTheDocumentBuiltInMemory(arguments: [String]) throws {
    let inMemory = run(["a.ui"] + arguments, streams: false)
    #expect(inMemory.status == .success && inMemory.stdoutBytes.count > 1_000_000)
    let streamed = run(["a.ui"] + arguments, streams: true)
    #expect(streamed.streamed != nil && streamed.stdoutBytes.isEmpty)
    let delivered = try deliver(streamed)
    #expect(delivered.status == 0 && delivered.stderr.isEmpty)
    #expect(delivered.stdout == inMemory.stdoutBytes)
  }

  @Test func streamedToAnOutputFileReplacesItWhole() throws {
    try "old".write(toFile: root + "/out.json", atomically: true, encoding: .utf8)
    let streamed = run(["a.ui", "--frames", "-o", "out.json"], streams: true)
    #expect(streamed.streamed?.path == "out.json")
    // Relative to the working directory, as `Watch` delivers it.
    var output = streamed
    output.streamed?.path = root + "/out.json"
    let delivered = try deliver(output)
    #expect(delivered.status == 0 && delivered.stdout.isEmpty)
    let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: root + "/out.json")))
    #expect(written == run(["a.ui", "--frames"], streams: false).stdoutBytes)
    #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["a.ui", "out.json", "stderr", "stdout"])
  }

  @Test func aFailedStreamedWriteIsAnErrorAndLeavesNoFile() throws {
    var output = run(["a.ui", "--frames", "-o", "out.json"], streams: true)
    output.streamed?.path = root + "/missing/out.json"
    let delivered = try deliver(output)
    #expect(delivered.status == 2)
    #expect(delivered.stderr.contains("cannot write '\(root)/missing/out.json': No such file or directory [driver.write-failed]"))
    // Into a full device: the document stops at the first failed piece.
    var fds: [Int32] = [0, 0]
    #expect(pipe(&fds) == 0)
    let full = open("/dev/full", O_WRONLY)
    let status = OutputDelivery.deliver(run(["a.ui", "--frames"], streams: true), standardOutput: full, standardError: fds[1])
    close(full)
    close(fds[1])
    let stderr = String(decoding: FileHandle(fileDescriptor: fds[0], closeOnDealloc: true).readDataToEndOfFile(), as: UTF8.self)
    #expect(status == 2)
    #expect(stderr == "layoutc: error: cannot write to standard output: No space left on device [driver.write-failed]\n")
  }
}
