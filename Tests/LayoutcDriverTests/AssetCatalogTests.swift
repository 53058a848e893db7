import Foundation
import Testing

@testable import LayoutcDriver

/// Asset catalogs: image headers read without an image library, colour components as Xcode
/// writes them, and a catalog whose files are special or lead out of the folder read without a
/// hang or a crash.
@Suite struct AssetCatalogTests {
  static func png(width: UInt32, height: UInt32) -> [UInt8] {
    func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + be(width) + be(height) + [8, 2, 0, 0, 0]
  }

  @Test func pngSizeIsReadFromTheHeader() {
    #expect(ImageHeader.size(of: Self.png(width: 500, height: 340)) == .success(ImageHeader.Size(width: 500, height: 340)))
    #expect(ImageHeader.size(of: Array(Self.png(width: 500, height: 340).prefix(20))) == .failure(ImageHeader.Problem(text: "truncated PNG header")))
    #expect(ImageHeader.size(of: Self.png(width: 0, height: 10)) == .failure(ImageHeader.Problem(text: "invalid PNG size 0×10")))
  }

  @Test func jpegSizeIsTheFrameMarkersAfterOtherSegments() {
    // SOI, APP1 of 6 bytes, DHT (0xC4, not a frame) of 4 bytes, SOF2 (progressive): 40 high, 300 wide.
    let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1, 0, 6, 1, 2, 3, 4, 0xFF, 0xC4, 0, 4, 9, 9,
      0xFF, 0xC2, 0, 11, 8, 0, 40, 0x01, 0x2C, 1, 1, 0x11, 0, 0xFF, 0xD9]
    #expect(ImageHeader.size(of: bytes) == .success(ImageHeader.Size(width: 300, height: 40)))
    // Cut off inside its first segment, and a segment whose length is impossible.
    #expect((try? ImageHeader.size(of: Array(bytes.prefix(5))).get()) == nil)
    #expect((try? ImageHeader.size(of: [0xFF, 0xD8, 0xFF, 0xE0, 0, 1]).get()) == nil)
  }

  @Test func pdfSizeIsItsMediaBoxInPoints() {
    let pdf = Array("%PDF-1.4\n3 0 obj << /Type /Page /MediaBox [ 10 20 34.5 44 ] >> endobj\n".utf8)
    #expect(ImageHeader.size(of: pdf) == .success(ImageHeader.Size(width: 24.5, height: 24, isVector: true)))
    #expect((try? ImageHeader.size(of: Array("%PDF-1.4\n/MediaBox [0 0 x".utf8)).get()) == nil)
    #expect((try? ImageHeader.size(of: Array("<svg width='10'/>".utf8)).get()) == nil)
  }

  @Test func colourComponentsAsXcodeWritesThem() {
    let c = AssetCatalogReading.rgba(["red": "0xFF", "green": "128", "blue": "0.500", "alpha": "1.000"])
    #expect(c?.red == 1)
    #expect(c.map { abs($0.green - 128.0 / 255) < 1e-9 } == true)
    #expect(c?.blue == 0.5)
    #expect(AssetCatalogReading.rgba(["white": "0.25", "alpha": "0.5"])?.green == 0.25)
    #expect(AssetCatalogReading.rgba(["red": "x"]) == nil)
  }

  @Test func nestingIsCountedOutsideStrings() {
    #expect(AssetCatalogReading.nesting(Array(#"{"a": [1, {"b": "[[[["}]}"#.utf8)) == 3)
    #expect(AssetCatalogReading.nesting(Array(String(repeating: "[", count: 100).utf8)) == 100)
  }

  @Test func theFolderHoldingEveryFileIsSearched() {
    #expect(AssetCatalogReading.commonFolder(["/a/App/Views/A.swift", "/a/App/B.swift"]) == "/a/App")
    #expect(AssetCatalogReading.commonFolder(["A.swift"]) == ".")
    #expect(AssetCatalogReading.commonFolder([]) == nil)
    // Beside the files and between them and that folder, not in a sibling folder of other code.
    #expect(AssetCatalogReading.catalogFolders(["/a/App/Views/Rows/A.swift", "/a/App/B.swift"]) == ["/a/App", "/a/App/Views", "/a/App/Views/Rows"])
  }

  /// A FIFO Contents.json, an image linked to a device, a set linked outside the folder and an
  /// image linked to a file outside: each is skipped with a message; the run ends, exit 0.
  @Test func specialFilesAndLinksAreNotRead() throws {
    let dir = try scratchFolder([
      "App/Shop.swift": "import SwiftUI\nstruct Shop: View {\n    var body: some View {\n        VStack { Image(\"fifo\"); Image(\"device\"); Image(\"linked\"); Image(\"outside\") }\n    }\n}\n",
      "App/Assets.xcassets/device.imageset/Contents.json": #"{"images": [{"filename": "zero.png", "idiom": "universal"}]}"#,
      "App/Assets.xcassets/outside.imageset/Contents.json": #"{"images": [{"filename": "far.png", "idiom": "universal"}]}"#,
      "elsewhere/linked.imageset/Contents.json": #"{"images": [{"filename": "far.png", "idiom": "universal"}]}"#,
    ], prefix: "assets")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-assets-far-\(UUID().uuidString).png").path
    try Data(Self.png(width: 10, height: 10)).write(to: URL(fileURLWithPath: outside))
    defer { try? FileManager.default.removeItem(atPath: outside) }
    let catalog = dir + "/App/Assets.xcassets"
    try FileManager.default.createDirectory(atPath: catalog + "/fifo.imageset", withIntermediateDirectories: true)
    #expect(mkfifo(catalog + "/fifo.imageset/Contents.json", 0o600) == 0)
    try FileManager.default.createSymbolicLink(atPath: catalog + "/device.imageset/zero.png", withDestinationPath: "/dev/zero")
    try FileManager.default.createSymbolicLink(atPath: catalog + "/outside.imageset/far.png", withDestinationPath: outside)
    try FileManager.default.createSymbolicLink(atPath: catalog + "/linked.imageset", withDestinationPath: dir + "/elsewhere/linked.imageset")

    let out = runDriver(["--tree", "App"], in: dir)
    #expect(out.status == .success)
    #expect(out.stderr.contains("Assets.xcassets/fifo.imageset/Contents.json': not a regular file"))
    #expect(out.stderr.contains("skipped 'App/Assets.xcassets/device.imageset/zero.png': a symbolic link leading outside"))
    #expect(out.stderr.contains("skipped 'App/Assets.xcassets/outside.imageset/far.png': a symbolic link leading outside"))
    // The linked set is inside the scratch folder but outside the module's folder, App.
    #expect(out.stderr.contains("skipped 'App/Assets.xcassets/linked.imageset': a symbolic link leading outside"))
    #expect(out.stdout.contains("assumed: Image(\"fifo\") size"))
    // Links followed: the device is still refused before a byte is read; the file outside is sized.
    let followed = runDriver(["--tree", "--follow-links", "App"], in: dir)
    #expect(followed.status == .success)
    #expect(followed.stderr.contains("Assets.xcassets/device.imageset/zero.png': not a regular file"))
    #expect(followed.stdout.contains("w 10  h 10"))
  }
}
