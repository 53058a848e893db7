import Foundation
import Testing

@testable import LayoutcDriver

/// Asset catalogs: image headers read without an image library, colour components as Xcode
/// writes them, and a catalog whose files are special or lead out of the folder read without a
/// hang or a crash.
@Suite struct AssetCatalogTests {
  private let scratch = ScratchFolders()
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

  @Test func svgSizeIsItsWidthAndHeightElseItsViewBox() {
    func size(_ text: String) -> ImageHeader.Size? { try? ImageHeader.size(of: Array(text.utf8)).get() }
    let sized = "<?xml version=\"1.0\"?>\n<!-- icon -->\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"48px\" height='32' viewBox=\"0 0 24 16\"><rect/></svg>"
    #expect(size(sized) == ImageHeader.Size(width: 48, height: 32, isVector: true))
    #expect(size("<svg viewBox=\"0,0 120 90\"></svg>") == ImageHeader.Size(width: 120, height: 90, isVector: true))
    // A percentage falls back to the view box; points are CSS's (72 pt = 96 px).
    #expect(size("<svg width=\"100%\" height=\"72pt\" viewBox=\"0 0 10 20\"/>") == ImageHeader.Size(width: 10, height: 96, isVector: true))
    #expect(size("<svg width=\"10\">") == nil)
    #expect(size("<svg width=\"10\" height=\"1e30\"/>") == nil)
    #expect(size("<svg width=\"10\" height=\"20") == nil)
    #expect(size("<svgfoo width=\"1\" height=\"1\"/>") == nil)
  }

  /// A HEIC: `ftyp`, then `meta` with `pitm`, and `iprp` holding `ipco` (a thumbnail's extents,
  /// the primary's extents and a rotation) and `ipma` giving the primary item 2 and 3.
  static func heic(primaryRotated: Bool = false, omitAssociations: Bool = false) -> [UInt8] {
    func be(_ v: Int, _ n: Int) -> [UInt8] { (0..<n).map { UInt8(v >> (8 * (n - 1 - $0)) & 0xFF) } }
    func box(_ type: String, _ body: [UInt8]) -> [UInt8] { be(body.count + 8, 4) + Array(type.utf8) + body }
    let fullBox: [UInt8] = [0, 0, 0, 0]
    let ispe = { (w: Int, h: Int) in box("ispe", fullBox + be(w, 4) + be(h, 4)) }
    let ipco = box("ipco", ispe(320, 240) + ispe(4032, 3024) + box("irot", [primaryRotated ? 1 : 0]))
    // Item 7 (the thumbnail) has property 1; item 9 (the primary) properties 2 and 3, essential bit set on 2.
    let ipma = box("ipma", fullBox + be(2, 4) + be(7, 2) + [1, 1] + be(9, 2) + [2, 0x82, 3])
    let meta = box("meta", fullBox + box("hdlr", fullBox + Array("pict".utf8)) + box("pitm", fullBox + be(9, 2))
      + box("iprp", ipco + (omitAssociations ? [] : ipma)))
    return box("ftyp", Array("heic".utf8) + be(0, 4) + Array("mif1heic".utf8)) + meta + box("mdat", [UInt8](repeating: 0xAB, count: 64))
  }

  @Test func heicSizeIsThePrimaryItemsExtents() {
    #expect(ImageHeader.size(of: Self.heic()) == .success(ImageHeader.Size(width: 4032, height: 3024)))
    #expect(ImageHeader.size(of: Self.heic(primaryRotated: true)) == .success(ImageHeader.Size(width: 3024, height: 4032)))
    // Two extents and no associations: which is the image is not known, so no size.
    #expect((try? ImageHeader.size(of: Self.heic(omitAssociations: true)).get()) == nil)
    // Read only in part (the image data cut off): the meta box before it is whole.
    #expect(ImageHeader.size(of: Array(Self.heic().dropLast(40))) == .success(ImageHeader.Size(width: 4032, height: 3024)))
  }

  /// Truncated at every length, a box claiming more than the file, a 64-bit size, boxes nested
  /// 10,000 deep and a mebibyte of empty boxes: each ends with a size or a problem, at once.
  @Test func hostileHEICAndSVGEndBounded() {
    let whole = Self.heic()
    for n in 0..<whole.count { _ = ImageHeader.size(of: Array(whole.prefix(n))) }
    var huge = whole
    huge[whole.count - 72] = 0x7F  // the mdat's size: far past the end
    _ = ImageHeader.size(of: huge)
    let large: [UInt8] = [0, 0, 0, 1] + Array("meta".utf8) + [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
    #expect((try? ImageHeader.size(of: Array(whole.prefix(24)) + large).get()) == nil)
    let ftyp = Array(whole.prefix(24))
    var nested: [UInt8] = []
    for _ in 0..<10_000 { nested = [0, 0, 0, 0] + Array("meta".utf8) + [0, 0, 0, 0] + nested }
    let start = Date()
    #expect((try? ImageHeader.size(of: ftyp + nested).get()) == nil)
    #expect((try? ImageHeader.size(of: ftyp + [UInt8](repeating: 0, count: 8_000_000)).get()) == nil)
    let manyBoxes = [UInt8]((0..<131_072).flatMap { _ in [UInt8]([0, 0, 0, 8]) + Array("free".utf8) })
    #expect((try? ImageHeader.size(of: ftyp + manyBoxes).get()) == nil)
    #expect((try? ImageHeader.size(of: Array(("<svg " + String(repeating: "a=\"1\" ", count: 100_000)).utf8)).get()) == nil)
    #expect(Date().timeIntervalSince(start) < 10)
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

  /// A colour set's dark entry is drawn in the dark appearance (`--appearance dark`, or a preview
  /// preferring it), its light one otherwise; a system colour it references resolves in the same way.
  @Test func colourSetsHaveADarkVariant() throws {
    let colors = #"""
      {"colors": [
        {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0x10", "green": "0x20", "blue": "0x30", "alpha": "1.000"}}},
        {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
         "color": {"color-space": "srgb", "components": {"red": "0xE0", "green": "0xD0", "blue": "0xC0", "alpha": "1.000"}}}
      ]}
      """#
    let dir = try scratch.make([
      "App/Card.swift": "import SwiftUI\nstruct Card: View {\n    var body: some View {\n        Color(\"Brand\").frame(width: 10, height: 10)\n    }\n}\n#Preview(\"Light\") { Card() }\n#Preview(\"Dark\") { Card().preferredColorScheme(.dark) }\n",
      "App/Assets.xcassets/Brand.colorset/Contents.json": colors,
    ], prefix: "assets")
    let light = runDriver(["--svg", "--preview", "Light", "App"], in: dir)
    #expect(light.status == .success)
    #expect(light.stdout.contains("rgb(16,32,48)") && !light.stdout.contains("rgb(224,208,192)"))
    let preferred = runDriver(["--svg", "--preview", "Dark", "App"], in: dir)
    #expect(preferred.stdout.contains("rgb(224,208,192)") && preferred.stdout.contains("class=\"window dark\""))
    let option = runDriver(["--svg", "--appearance", "dark", "--preview", "Light", "App"], in: dir)
    #expect(option.stdout.contains("rgb(224,208,192)") && !option.stdout.contains("rgb(16,32,48)"))
    #expect(AssetCatalogReading.isDark(["appearances": [["appearance": "luminosity", "value": "dark"]]]))
    #expect(!AssetCatalogReading.isDark(["appearances": [["appearance": "luminosity", "value": "dark"], ["appearance": "contrast", "value": "high"]]]))
  }

  /// A FIFO Contents.json and a FIFO image, an image linked to a device, a set linked outside the folder and an
  /// image linked to a file outside: each is skipped with a message; the run ends, exit 0.
  @Test func specialFilesAndLinksAreNotRead() throws {
    let dir = try scratch.make([
      "App/Shop.swift": "import SwiftUI\nstruct Shop: View {\n    var body: some View {\n        VStack { Image(\"fifo\"); Image(\"device\"); Image(\"linked\"); Image(\"outside\"); Image(\"pipe\"); Image(\"logo\") }\n    }\n}\n",
      "App/Assets.xcassets/device.imageset/Contents.json": #"{"images": [{"filename": "zero.png", "idiom": "universal"}]}"#,
      "App/Assets.xcassets/outside.imageset/Contents.json": #"{"images": [{"filename": "far.png", "idiom": "universal"}]}"#,
      "App/Assets.xcassets/pipe.imageset/Contents.json": #"{"images": [{"filename": "pipe.heic", "idiom": "universal"}]}"#,
      "App/Assets.xcassets/logo.imageset/Contents.json": #"{"images": [{"filename": "logo.svg", "idiom": "universal"}]}"#,
      "App/Assets.xcassets/logo.imageset/logo.svg": #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 40"/>"#,
      "elsewhere/linked.imageset/Contents.json": #"{"images": [{"filename": "far.png", "idiom": "universal"}]}"#,
    ], prefix: "assets")
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-assets-far-\(UUID().uuidString).png").path
    try Data(Self.png(width: 10, height: 10)).write(to: URL(fileURLWithPath: outside))
    defer { try? FileManager.default.removeItem(atPath: outside) }
    let catalog = dir + "/App/Assets.xcassets"
    try FileManager.default.createDirectory(atPath: catalog + "/fifo.imageset", withIntermediateDirectories: true)
    #expect(mkfifo(catalog + "/fifo.imageset/Contents.json", 0o600) == 0)
    #expect(mkfifo(catalog + "/pipe.imageset/pipe.heic", 0o600) == 0)
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
    #expect(out.stderr.contains("Assets.xcassets/pipe.imageset/pipe.heic': not a regular file"))
    #expect(out.stdout.contains("w 64  h 40"))
    // Links followed: the device is still refused before a byte is read; the file outside is sized.
    let followed = runDriver(["--tree", "--follow-links", "App"], in: dir)
    #expect(followed.status == .success)
    #expect(followed.stderr.contains("Assets.xcassets/device.imageset/zero.png': not a regular file"))
    #expect(followed.stdout.contains("w 10  h 10"))
  }
}
