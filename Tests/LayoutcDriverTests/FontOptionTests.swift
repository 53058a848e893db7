import Foundation
import LayoutcDriver
import Testing
@testable import LayoutcText

/// `--font` / `--font-bold`: the driver reads the files, `LayoutcText` parses them, and a file it
/// cannot use is one error line with exit status 2. The fonts written here are the bundled Inter
/// faces (the embedded metric tables, a well-formed sfnt), so the tests need no installed font.
@Suite struct FontOptionTests {
  private let scratch = ScratchFolders()
  let root: String
  static let spec = """
    #Preview(traits: .sizeThatFitsLayout) {
        VStack(spacing: 0) {
            Text("Delicious")
            Text("Delicious").bold()
        }
    }

    """
  static let environment = ProcessEnvironment(variables: [:], standardErrorIsTerminal: false, standardOutputIsTerminal: false)

  init() throws {
    root = try scratch.make(prefix: "fonts")
    try Data(Array(Self.spec.utf8)).write(to: URL(fileURLWithPath: root + "/row.ui"))
  }

  private func write(_ name: String, _ base64: String) throws {
    let bytes = try #require(EmbeddedFontData.decodeBase64(base64))
    try FileManager.default.createDirectory(
      atPath: (root + "/" + name as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: root + "/" + name))
  }

  private func run(_ arguments: [String]) -> DriverOutput {
    Driver.run(arguments: ["row.ui", "--tree"] + arguments, environment: Self.environment, workingDirectory: root,
      readStandardInput: { _ in [] })
  }

  /// The widths of the two Texts in `--tree` output.
  private func widths(_ out: DriverOutput) -> [String] {
    out.stdout.split(separator: "\n").filter { $0.contains("Text ") }.compactMap { line in
      line.split(separator: " ", omittingEmptySubsequences: true).drop { $0 != "w" }.dropFirst().first.map(String.init)
    }
  }

  @Test func bundledInterByDefault() {
    // "Delicious" 72.612 → 72.667 regular, 76.935 → 77 bold (docs/text.md).
    #expect(widths(run([])) == ["72.667", "77"])
  }

  @Test func fontFileMeasuresEveryWeightWithOneFace() throws {
    try write("Bold.otf", EmbeddedFontData.interBold)
    let out = run(["--font", "Bold.otf"])
    #expect(out.status == .success)
    #expect(widths(out) == ["77", "77"])
  }

  @Test func boldFontOnlyReplacesTheBoldFace() throws {
    try write("Semi.otf", EmbeddedFontData.interSemiBold)
    // SemiBold "Delicious" is 75.510 → 75.667.
    #expect(widths(run(["--font-bold", "Semi.otf"])) == ["72.667", "75.667"])
  }

  @Test func familyFolderPicksFacesByWeightClass() throws {
    try write("family/Inter-Regular.otf", EmbeddedFontData.interRegular)
    try write("family/Inter-Bold.otf", EmbeddedFontData.interBold)
    try write("family/Inter-BoldItalic.otf", EmbeddedFontData.interRegular)  // skipped by name
    #expect(widths(run(["--font", "family"])) == ["72.667", "77"])
  }

  @Test func invalidFontIsOneErrorLineAndExitTwo() throws {
    try Data("not a font".utf8).write(to: URL(fileURLWithPath: root + "/bad.ttf"))
    let out = run(["--font", "bad.ttf"])
    #expect(out.status == .failure)
    #expect(out.stdout.isEmpty)
    #expect(out.stderr == "layoutc: error: cannot use font 'bad.ttf': not an OpenType font [driver.invalid-font]\n")
  }

  @Test func missingFontAndEmptyFolderAreErrors() throws {
    let missing = run(["--font-bold", "nowhere.otf"])
    #expect(missing.status == .failure)
    #expect(missing.stderr == "layoutc: error: no such file or directory: 'nowhere.otf' [driver.no-such-file]\n")
    try FileManager.default.createDirectory(atPath: root + "/empty", withIntermediateDirectories: true)
    let empty = run(["--font", "empty"])
    #expect(empty.status == .failure)
    #expect(empty.stderr == "layoutc: error: no font files (.otf, .ttf, .ttc) in directory 'empty' [driver.no-fonts]\n")
  }

  /// Fonts matter only to the modes that lay out: elsewhere `--font` is a usage error (it
  /// would be silently ignored), reported before any font is read.
  @Test func fontsApplyOnlyWhenLayingOut() throws {
    let out = Driver.run(arguments: ["row.ui", "--font", "nowhere.otf"], environment: Self.environment,
      workingDirectory: root, readStandardInput: { _ in [] })
    #expect(out.status == .failure)
    #expect(out.stderr.hasPrefix("layoutc: error: option '--font' has no effect with '--types'"))
  }
}
