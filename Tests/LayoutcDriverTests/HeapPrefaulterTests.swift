import Foundation
@testable import LayoutcDriver
import Testing

/// The heap faulted in on another core (`HeapPrefaulter`) changes when pages are first
/// touched, never what is in them: the executable's output on an input large enough to use it is
/// byte for byte the library's, and the helper stops when asked whatever it was doing.
@Suite struct HeapPrefaulterTests {
  @Test func onlyOneLargeInputOnMoreThanOneCoreIsWorthIt() {
    let large = HeapPrefaulter.minimumInput
    #expect(HeapPrefaulter.wanted(files: [large], folders: 0, cores: 2))
    #expect(HeapPrefaulter.wanted(files: [large / 2, large / 2], folders: 0, cores: 2))
    #expect(!HeapPrefaulter.wanted(files: [large - 1], folders: 0, cores: 2))
    #expect(!HeapPrefaulter.wanted(files: [large], folders: 1, cores: 2))
    #expect(!HeapPrefaulter.wanted(files: [large], folders: 0, cores: 1))
  }

  /// Memory written while the helper runs reads back as written, on the thread that reserved
  /// the blocks and allocates after them, and `stop` returns.
  @Test func memoryUsedWhileTheHelperRunsKeepsItsContents() {
    let checked = Driver.onLargeStack { () -> Bool in
      let prefaulter = HeapPrefaulter.start()
      var arrays: [[Int]] = []
      for n in 0..<200 { arrays.append(Array(repeating: n, count: 20_000)) }
      usleep(5_000)
      let intact = arrays.indices.allSatisfy { n in arrays[n].allSatisfy { $0 == n } }
      prefaulter?.stop()
      return intact
    }
    #expect(checked)
  }

  /// A spec over `minimumInput` run by the built executable (which asks for the helper) gives the
  /// frames the library gives without it.
  @Test(.enabled(if: BuiltBinary.path != nil, BuiltBinary.absentReason))
  func theExecutablesFramesOfALargeSpecAreTheLibrarys() throws {
    let rows = (0..<9_000).map { "            Text(\"Row \($0) of a long list\").padding(2)" }.joined(separator: "\n")
    let spec = "struct ContentView: View {\n    var body: some View {\n        VStack(spacing: 0) {\n" + rows
      + "\n        }\n    }\n}\n"
    #expect(spec.utf8.count >= HeapPrefaulter.minimumInput)
    let root = NSTemporaryDirectory() + "layoutc-prefault-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try spec.write(toFile: root + "/large.ui", atomically: true, encoding: .utf8)
    let process = try BuiltBinary.run(["large.ui", "--frames"], workingDirectory: root, timeout: 300)
    let library = Driver.run(
      arguments: ["large.ui", "--frames"], environment: ProcessEnvironment(), workingDirectory: root,
      readStandardInput: { _ in [] })
    #expect(process.status == 0)
    #expect(process.stderrText == library.stderr)
    #expect(process.stdout == library.stdoutBytes)
  }
}
