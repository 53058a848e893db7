import Foundation
import LayoutcDriver
import LayoutcSource
import Testing

/// Inputs against real files in a fresh temporary folder per test.
@Suite struct InputsTests {
  private let scratch = ScratchFolders()
  let root: String

  init() throws {
    root = try scratch.make(prefix: "inputs")
  }

  private func write(_ relative: String, _ bytes: [UInt8]) throws {
    let path = root + "/" + relative
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  private func write(_ relative: String, _ text: String) throws {
    try write(relative, Array(text.utf8))
  }

  private func messages(_ diagnostics: [Diagnostic]) -> [String] { diagnostics.map(\.message) }

  @Test func readsAFileWhateverItsExtension() throws {
    try write("a.swift", "struct A: View {}\n")
    let (files, diagnostics) = Inputs.resolve([root + "/a.swift"])
    #expect(diagnostics.isEmpty)
    #expect(files.map(\.path) == [root + "/a.swift"])
    #expect(files.first?.bytes == Array("struct A: View {}\n".utf8))
  }

  @Test func searchesDirectoriesRecursivelyInByteOrder() throws {
    for name in [
      "b.ui", "a.ui", "Z.ui", "sub/c.ui", "sub/deeper/d.ui", "notes.txt", ".hidden/e.ui",
      "sub/.f.ui", "spec.ui.bak",
    ] {
      try write("specs/" + name, "// \(name)\n")
    }
    let (files, diagnostics) = Inputs.resolve([root + "/specs/"])
    #expect(diagnostics.isEmpty)
    let relative = files.map { String($0.path.dropFirst(root.count + "/specs/".count)) }
    // "Z" (0x5A) sorts before "a" (0x61); "sub/..." after every top-level name starting below "s".
    #expect(relative == ["Z.ui", "a.ui", "b.ui", "sub/c.ui", "sub/deeper/d.ui"])
  }

  @Test func readsTheSameFileOnce() throws {
    try write("specs/a.ui", "x")
    let (files, diagnostics) = Inputs.resolve([
      root + "/specs/a.ui", root + "/specs", root + "/specs/../specs/a.ui",
    ])
    #expect(diagnostics.isEmpty)
    #expect(files.map(\.path) == [root + "/specs/a.ui"])
  }

  @Test func survivesADirectoryLinkLoop() throws {
    try write("specs/a.ui", "x")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/specs/loop", withDestinationPath: root + "/specs")
    let (files, diagnostics) = Inputs.resolve([root + "/specs"])
    #expect(diagnostics.isEmpty)
    #expect(files.count == 1)
  }

  @Test func readsStandardInputAsStdin() {
    var limitAsked = 0
    let (files, diagnostics) = Inputs.resolve(["-", "-"], sizeLimit: 100) { limit in
      limitAsked = limit
      return Array("Text(\"hi\")".utf8)
    }
    #expect(diagnostics.isEmpty)
    #expect(files.map(\.path) == ["<stdin>"])
    #expect(limitAsked == 101)  // one byte over the limit, to tell "at" from "over"
  }

  @Test func reportsMissingFiles() {
    let (files, diagnostics) = Inputs.resolve(["nope.ui"])
    #expect(files.isEmpty)
    #expect(diagnostics.map(\.id) == ["driver.no-such-file"])
    #expect(messages(diagnostics) == ["no such file or directory: 'nope.ui'"])
  }

  @Test func reportsADirectoryWithoutSpecs() throws {
    try write("empty/readme.md", "nothing")
    let (_, diagnostics) = Inputs.resolve([root + "/empty"])
    #expect(diagnostics.map(\.id) == ["driver.no-specs"])
    #expect(messages(diagnostics) == ["no '*.swift' or '*.ui' files in directory '\(root)/empty'"])
  }

  @Test func reportsFilesThatAreNotUTF8() throws {
    try write("bad.ui", [0x54, 0x65, 0xFF, 0x78])
    let (files, diagnostics) = Inputs.resolve([root + "/bad.ui"])
    #expect(files.isEmpty)
    #expect(messages(diagnostics) == ["file '\(root)/bad.ui' is not valid UTF-8"])
    let (_, stdin) = Inputs.resolve(["-"]) { _ in [0xC3] }
    #expect(messages(stdin) == ["file '<stdin>' is not valid UTF-8"])
  }

  @Test func reportsFilesOverTheLimit() throws {
    try write("big.ui", String(repeating: "x", count: 11))
    try write("fits.ui", String(repeating: "x", count: 10))
    let (files, diagnostics) = Inputs.resolve([root + "/big.ui", root + "/fits.ui"], sizeLimit: 10)
    #expect(files.map(\.path) == [root + "/fits.ui"])
    #expect(messages(diagnostics) == ["file '\(root)/big.ui' is too large (the limit is 10 bytes)"])
    #expect(Inputs.defaultSizeLimit == 8 * 1024 * 1024)
  }

  @Test func dropsAByteOrderMark() throws {
    try write("bom.ui", [0xEF, 0xBB, 0xBF] + Array("let x = 1".utf8))
    let (files, _) = Inputs.resolve([root + "/bom.ui"])
    #expect(files.first?.bytes == Array("let x = 1".utf8))
  }

  @Test func keepsGoingAfterAnError() throws {
    try write("a.ui", "x")
    let (files, diagnostics) = Inputs.resolve(["missing.ui", root + "/a.ui"])
    #expect(files.count == 1)
    #expect(diagnostics.count == 1)
  }
}
