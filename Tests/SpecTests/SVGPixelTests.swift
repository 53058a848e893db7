import Foundation
import LayoutcDriver
import LayoutcTestSupport
import Testing

/// Renders `--svg` pictures in headless Chromium and checks pixels against the frames layout
/// computed: colours fill their frames, a circle leaves its frame's corners empty, opacity blends,
/// the safe-area insets are shaded, and text is drawn in the embedded font inside the frame layout
/// measured for it. Chromium comes from Debian's `chromium` package (`.ci/ensure-chromium.sh`
/// installs it); where it is missing the test is skipped with a message. PNGs are read by
/// `Tests/Support/png-pixels.py` (python3, standard library only).
@Suite(.serialized, .enabled(if: PixelTools.available, PixelTools.skipReason))
struct SVGPixelTests {
  static var chromium: String? { PixelTools.chromium }
  static let environment = ProcessEnvironment(variables: [:], standardErrorIsTerminal: false, standardOutputIsTerminal: false)

  /// Sheet geometry of a single preview without overflow (FramesSVG: margin 16, caption 22).
  static let origin = (x: 16.0, y: 38.0)
  static let scale = 2.0

  static let spec = """
    #Preview(traits: .fixedLayout(width: 240, height: 160)) {
        VStack(spacing: 10) {
            HStack(spacing: 10) {
                Color.red.frame(width: 40, height: 30)
                Color.green.frame(width: 50, height: 30)
                Circle().fill(Color.blue).frame(width: 30, height: 30)
            }
            Text("Avocado Toast")
            Color.orange.frame(width: 60, height: 20).opacity(0.5)
        }
    }

    """

  /// A screenshot in its own temporary folder, removed with the picture.
  final class Picture {
    let png: String
    let frames: [String: [[Double]]]

    init(png: String, frames: [String: [[Double]]]) {
      (self.png, self.frames) = (png, frames)
    }

    deinit { try? FileManager.default.removeItem(atPath: (png as NSString).deletingLastPathComponent) }

    /// The device pixel of a point in window coordinates.
    func pixel(_ x: Double, _ y: Double) -> String {
      "\(Int(((x + SVGPixelTests.origin.x) * SVGPixelTests.scale).rounded(.down))),\(Int(((y + SVGPixelTests.origin.y) * SVGPixelTests.scale).rounded(.down)))"
    }

    func colors(_ points: [(Double, Double)]) throws -> [[Int]] {
      let out = try SVGPixelTests.python(["at"] + points.map { pixel($0.0, $0.1) }, png: png)
      return out.split(separator: "\n").map { $0.split(separator: " ").compactMap { Int($0) } }
    }

    /// The box of dark pixels inside a window rectangle grown by `margin` points, in points.
    func ink(in rect: [Double], margin: Double) throws -> [Double]? {
      let box = [rect[0] - margin, rect[1] - margin, rect[0] + rect[2] + margin, rect[1] + rect[3] + margin]
      let a = pixel(box[0], box[1]), b = pixel(box[2], box[3])
      let out = try SVGPixelTests.python(["ink", a + "," + b], png: png).trimmingCharacters(in: .whitespacesAndNewlines)
      guard out != "none" else { return nil }
      let v = out.split(separator: " ").compactMap { Double($0) }
      return [v[0] / SVGPixelTests.scale - SVGPixelTests.origin.x, v[1] / SVGPixelTests.scale - SVGPixelTests.origin.y,
              (v[2] + 1) / SVGPixelTests.scale - SVGPixelTests.origin.x, (v[3] + 1) / SVGPixelTests.scale - SVGPixelTests.origin.y]
    }
  }

  /// Lays `source` out, draws it and screenshots it; frames by type, in tree order, as [x, y, w, h].
  static func picture(_ source: String, arguments: [String] = []) throws -> Picture {
    let folder = NSTemporaryDirectory() + "layoutc-pixels-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let run = { (mode: [String]) in
      Driver.run(arguments: ["-", "--scale", "2"] + arguments + mode, environment: environment, workingDirectory: folder,
        readStandardInput: { _ in Array(source.utf8) })
    }
    let svg = run(["--svg"])
    try #require(svg.status == .success, "\(svg.stderr)")
    try svg.stdout.write(toFile: folder + "/picture.svg", atomically: true, encoding: .utf8)
    // The document's pixel size is its width/height attributes.
    let header = try #require(svg.stdout.split(separator: "\n").first { $0.hasPrefix("<svg ") })
    func attribute(_ name: String) -> Int {
      let after = header.components(separatedBy: " \(name)=\"")[1]
      return Int(Double(after.prefix { $0 != "\"" }) ?? 0)
    }
    let png = folder + "/picture.png"
    let status = try shell(chromium!, [
      "--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars", "--force-device-scale-factor=1",
      "--screenshot=\(png)", "--window-size=\(attribute("width")),\(attribute("height"))", "file://\(folder)/picture.svg",
    ])
    try #require(FileManager.default.fileExists(atPath: png), "chromium wrote no screenshot (status \(status))")
    // Frames from --frames, by type.
    let json = run(["--frames"]).stdout
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    var frames: [String: [[Double]]] = [:]
    func walk(_ node: [String: Any]) {
      if let type = node["type"] as? String, let f = node["frame"] as? [String: Double] {
        frames[type, default: []].append([f["x"]!, f["y"]!, f["width"]!, f["height"]!])
      }
      for child in node["children"] as? [[String: Any]] ?? [] { walk(child) }
    }
    for preview in document["previews"] as? [[String: Any]] ?? [] { walk(preview["root"] as? [String: Any] ?? [:]) }
    return Picture(png: png, frames: frames)
  }

  static func near(_ a: [Int], _ b: [Int], tolerance: Int = 6) -> Bool {
    a.count == 3 && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
  }

  @Test func colorsShapesOpacityAndTextLandInTheirFrames() throws {
    let picture = try Self.picture(Self.spec)
    let colors = try #require(picture.frames["Color"])
    let circle = try #require(picture.frames["Circle"]?.first)
    let text = try #require(picture.frames["Text"]?.first)
    func centre(_ f: [Double]) -> (Double, Double) { (f[0] + f[2] / 2, f[1] + f[3] / 2) }
    let samples = try picture.colors([
      centre(colors[0]), (colors[0][0] + 3, colors[0][1] + 3),  // red, near its top-left corner too
      centre(colors[1]),  // green
      centre(circle), (circle[0] + 2, circle[1] + 2),  // blue circle; its frame's corner is empty
      centre(colors[2]),  // orange at 50% over white
      (colors[0][0] - 5, colors[0][1] + 15),  // left of the row: the white window
    ])
    #expect(Self.near(samples[0], [255, 59, 48]), "red: \(samples[0])")
    #expect(Self.near(samples[1], [255, 59, 48]), "red corner: \(samples[1])")
    #expect(Self.near(samples[2], [52, 199, 89]), "green: \(samples[2])")
    #expect(Self.near(samples[3], [0, 122, 255]), "blue: \(samples[3])")
    #expect(Self.near(samples[4], [255, 255, 255]), "circle's corner: \(samples[4])")
    #expect(Self.near(samples[5], [255, 202, 128], tolerance: 8), "orange at 0.5: \(samples[5])")
    #expect(Self.near(samples[6], [255, 255, 255]), "window: \(samples[6])")
    // The text's ink lies inside the frame measured for it (a pixel of antialiasing aside), and
    // spans most of it: the embedded font is the measured one.
    let ink = try #require(try picture.ink(in: text, margin: 6), "no text drawn")
    let tolerance = 1.0
    #expect(ink[0] >= text[0] - tolerance && ink[2] <= text[0] + text[2] + tolerance, "ink \(ink) frame \(text)")
    #expect(ink[1] >= text[1] - tolerance && ink[3] <= text[1] + text[3] + tolerance, "ink \(ink) frame \(text)")
    #expect(ink[2] - ink[0] > text[2] - 4, "ink \(ink) narrower than the frame \(text)")
  }

  /// A spec's own shape is drawn as its `path(in:)` says, not as its frame: a diamond leaves the
  /// corners of its frame empty and fills its middle.
  @Test func aSpecShapeIsDrawnAsItsPath() throws {
    let picture = try Self.picture("""
      struct Diamond: Shape {
          func path(in rect: CGRect) -> Path {
              Path { p in
                  p.addLines([CGPoint(x: rect.midX, y: 0), CGPoint(x: rect.maxX, y: rect.midY),
                              CGPoint(x: rect.midX, y: rect.maxY), CGPoint(x: 0, y: rect.midY)])
                  p.closeSubpath()
              }
          }
      }
      #Preview(traits: .fixedLayout(width: 120, height: 100)) {
          Diamond().fill(Color.red).frame(width: 80, height: 60)
      }

      """)
    let f = try #require(picture.frames["Diamond"]?.first)
    let samples = try picture.colors([
      (f[0] + f[2] / 2, f[1] + f[3] / 2), (f[0] + f[2] - 8, f[1] + f[3] / 2),  // the middle, near the trailing tip
      (f[0] + 3, f[1] + 3), (f[0] + f[2] - 3, f[1] + f[3] - 3),  // the frame's top-left and bottom-right corners
    ])
    #expect(Self.near(samples[0], [255, 59, 48]), "middle: \(samples[0])")
    #expect(Self.near(samples[1], [255, 59, 48]), "near the tip: \(samples[1])")
    #expect(Self.near(samples[2], [255, 255, 255]), "top-left corner: \(samples[2])")
    #expect(Self.near(samples[3], [255, 255, 255]), "bottom-right corner: \(samples[3])")
  }

  @Test func safeAreaInsetsAreShadedAndTruncatedTextFits() throws {
    let picture = try Self.picture("""
      #asset("20x20_avocado", width: 20, height: 20)
      #Preview {
          HStack {
              Text("Delicious")
              Image("20x20_avocado")
              Text("Avocado Toast").layoutPriority(1)
          }
          .lineLimit(1)
          .frame(width: 200)
      }

      """)
    // iPhone 15 Pro: insets 59 top, 34 bottom. 14% of #8e8e93 over white.
    let samples = try picture.colors([(196, 30), (196, 400), (196, 852 - 17)])
    #expect(Self.near(samples[0], [239, 239, 240], tolerance: 4), "top inset: \(samples[0])")
    #expect(Self.near(samples[1], [255, 255, 255]), "safe area: \(samples[1])")
    #expect(Self.near(samples[2], [239, 239, 240], tolerance: 4), "bottom inset: \(samples[2])")
    // "Delicious" is cut to "Deli…": its ink stays inside its narrowed frame.
    let delicious = try #require(picture.frames["Text"]?.first)
    #expect(delicious[2] < 50)
    let ink = try #require(try picture.ink(in: delicious, margin: 4))
    #expect(ink[0] >= delicious[0] - 1 && ink[2] <= delicious[0] + delicious[2] + 1, "ink \(ink) frame \(delicious)")
  }

  static func python(_ arguments: [String], png: String) throws -> String {
    var output = ""
    let status = try shell("/usr/bin/python3", [RepositoryPaths.root + "/Tests/Support/png-pixels.py", png] + arguments, output: &output)
    try #require(status == 0, "png-pixels.py failed: \(output)")
    return output
  }

  @discardableResult
  static func shell(_ executable: String, _ arguments: [String]) throws -> Int32 {
    var ignored = ""
    return try shell(executable, arguments, output: &ignored)
  }

  static func shell(_ executable: String, _ arguments: [String], output: inout String) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    let errors = Pipe()
    process.standardOutput = pipe
    process.standardError = errors
    try process.run()
    // Chromium's stderr is chatty; drain it so it cannot fill the pipe and block.
    let drain = Thread { _ = errors.fileHandleForReading.readDataToEndOfFile() }
    drain.start()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    output = String(decoding: data, as: UTF8.self)
    return process.terminationStatus
  }
}


/// What the pixel tests need from the machine.
enum PixelTools {
  static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }
  static let hasPython = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")
  static var available: Bool { chromium != nil && hasPython }
  static let skipReason: Comment =
    "headless Chromium (Debian package chromium; run .ci/ensure-chromium.sh) or python3 is missing: SVG pixel checks skipped"
}
