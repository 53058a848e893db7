import Foundation
import LayoutcDriver
import LayoutcTestSupport
import Testing

/// `--svg` outside browsers: rsvg-convert (librsvg, what GNOME, ImageMagick and many CI image
/// tools use) reads no web fonts, so text must render from the font-family list's installed
/// families, where layout measured it. Skipped with a message when rsvg-convert is missing
/// (Debian package librsvg2-bin).
@Suite(.enabled(if: RSVG.path != nil && PixelTools.hasPython,
  "rsvg-convert (Debian package librsvg2-bin) or python3 is missing: the non-browser rendering check is skipped"))
struct SVGRendererFallbackTests {
  @Test func rsvgConvertDrawsTheTextInItsFrame() throws {
    let spec = """
      #Preview(traits: .fixedLayout(width: 240, height: 80)) {
          Text("Avocado Toast")
      }

      """
    let folder = NSTemporaryDirectory() + "layoutc-rsvg-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = { (mode: [String]) in
      Driver.run(arguments: ["-", "--scale", "2"] + mode, environment: SVGPixelTests.environment, workingDirectory: folder,
        readStandardInput: { _ in Array(spec.utf8) })
    }
    let svg = run(["--svg"])
    try #require(svg.status == .success, "\(svg.stderr)")
    try svg.stdout.write(toFile: folder + "/picture.svg", atomically: true, encoding: .utf8)
    var output = ""
    let status = try SVGPixelTests.shell(RSVG.path!, [folder + "/picture.svg", "-o", folder + "/picture.png"], output: &output)
    try #require(status == 0, "rsvg-convert failed: \(output)")
    // The Text's frame from --tree: "x 61.667  y 29.667  w 116.667  h 20.667" and the like.
    let tree = run(["--tree"]).stdout
    let line = try #require(tree.split(separator: "\n").first { $0.hasPrefix("Text") })
    func value(_ name: String) -> Double { Double(line.components(separatedBy: " \(name) ")[1].prefix { $0 != " " })! }
    let frame = [value("x"), value("y"), value("w"), value("h")]
    // Window coordinates to pixels: the sheet's margin 16 and caption 22, at scale 2.
    func pixel(_ x: Double, _ y: Double) -> String { "\(Int((x + 16) * 2)),\(Int((y + 38) * 2))" }
    let box = pixel(frame[0] - 20, frame[1] - 10) + "," + pixel(frame[0] + frame[2] + 20, frame[1] + frame[3] + 10)
    let ink = try SVGPixelTests.python(["ink", box], png: folder + "/picture.png").trimmingCharacters(in: .whitespacesAndNewlines)
    try #require(ink != "none", "rsvg-convert drew no text")
    let v = ink.split(separator: " ").compactMap { Double($0) }.map { $0 / 2 }
    // Drawn by a fallback family, the line is not Inter's width, but it starts where layout put
    // it, sits on its baseline inside the frame, and is there.
    #expect(abs((v[0] - 16) - frame[0]) <= 2, "ink \(v) frame \(frame)")
    #expect(v[1] - 38 >= frame[1] - 1 && v[3] - 38 <= frame[1] + frame[3] + 1, "ink \(v) frame \(frame)")
    #expect(v[2] - v[0] > frame[2] / 2, "ink \(v) frame \(frame)")
  }
}

/// librsvg's command-line renderer, when installed.
enum RSVG {
  static let path: String? = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first { FileManager.default.isExecutableFile(atPath: $0) }
}
