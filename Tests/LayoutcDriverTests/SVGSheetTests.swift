import Foundation
import LayoutcDriver
import LayoutcTestSupport
import LayoutcText
import Testing

/// `--svg` pictures that survive: labels that do not overprint or leave the drawing, a folder's
/// sheet in rows, and text that falls back to installed fonts where the embedded subset stops.
@Suite struct SVGSheetTests {
  static let environment = ProcessEnvironment(variables: [:], standardErrorIsTerminal: false, standardOutputIsTerminal: false)

  static func svg(_ arguments: [String], stdin: String = "") throws -> String {
    let run = Driver.run(arguments: arguments + ["--svg"], environment: environment, workingDirectory: RepositoryPaths.root,
      readStandardInput: { _ in Array(stdin.utf8) })
    try #require(run.status == .success, "\(run.stderr)")
    return run.stdout
  }

  /// Every match of `pattern`'s groups in `text`.
  static func matches(_ pattern: String, in text: String) -> [[String]] {
    let regex = try! NSRegularExpression(pattern: pattern)
    let ns = text as NSString
    return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { m in
      (1..<m.numberOfRanges).map { ns.substring(with: m.range(at: $0)) }
    }
  }

  static func unescaped(_ s: String) -> String {
    s.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
  }

  /// A crowded preview: 24 rows 4 points tall, each a stack of modifiers (long labels), and a
  /// view at the window's right edge. Labels at their frames' corners would overprint.
  static let crowded = """
    #Preview(traits: .fixedLayout(width: 200, height: 120)) {
        VStack(spacing: 0) {
            ForEach(0..<24) { i in
                Color.red.frame(width: 20, height: 4).padding(.leading, 1).opacity(0.5)
            }
        }
        .overlay(alignment: .topTrailing) { Color.blue.frame(width: 10, height: 10).padding(1).padding(1).padding(1) }
    }

    """

  @Test func labelsNeitherOverprintNorLeaveTheDrawing() throws {
    let svg = try Self.svg(["-", "--svg-labels"], stdin: Self.crowded)
    let labels = Self.matches(#"<text x="([-0-9.]+)" y="([-0-9.]+)" class="label">([^<]*)</text>"#, in: svg)
    #expect(labels.count >= 8)
    let boxes = labels.map { l -> [Double] in
      let width = BundledFonts.interRegular.advance(of: Self.unescaped(l[2]), pointSize: 5)
      return [Double(l[0])!, Double(l[1])! - 4.9, Double(l[0])! + width, Double(l[1])! + 1.4]
    }
    for (i, a) in boxes.enumerated() {
      // In the 200×120 window (a fixed layout, nothing overflows).
      #expect(a[0] >= 0 && a[1] >= 0 && a[2] <= 200 && a[3] <= 120, "\(labels[i]) box \(a)")
      for (j, b) in boxes.enumerated() where j > i {
        let overlap = a[0] < b[2] - 1e-6 && b[0] < a[2] - 1e-6 && a[1] < b[3] - 1e-6 && b[1] < a[3] - 1e-6
        #expect(!overlap, "'\(labels[i][2])' and '\(labels[j][2])' overprint")
      }
    }
    // Every frame still names itself in its outline's tooltip.
    #expect(Self.matches(#"class="frame[^"]*"><title>"#, in: svg).count >= 24 * 3)
  }

  @Test func aFoldersSheetWrapsIntoRows() throws {
    let svg = try Self.svg(["specs/talks"])
    let viewBox = try #require(Self.matches(#"viewBox="0 0 ([0-9.]+) ([0-9.]+)""#, in: svg).first)
    // At most four iPhone windows (393 points) and their gaps a row, plus the margins.
    let sheetWidth = try #require(Double(viewBox[0]))
    let fourWindows: Double = 4 * 393 + 3 * 32 + 2 * 16
    #expect(sheetWidth <= fourWindows)
    let rows = Set(Self.matches(#"<g id="preview-[0-9]+" transform="translate\([-0-9.]+ ([-0-9.]+)\)">"#, in: svg).map { $0[0] })
    let previews = Self.matches(#"<g id="preview-[0-9]+""#, in: svg).count
    #expect(previews > 8)
    #expect(rows.count >= previews / 4, "\(previews) previews in \(rows.count) rows")
  }

  @Test func textFallsBackToInstalledFamilies() throws {
    let svg = try Self.svg(["specs/talks/toast.ui"])
    let families = try #require(Self.matches(#"<g class="content" font-family="([^"]*)">"#, in: svg).first?[0])
    let list = Self.unescaped(families).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    // The embedded face first, then installed Inter, system families a renderer without web fonts
    // finds (rsvg-convert, Inkscape), the generic family, and emoji faces.
    #expect(Array(list.prefix(2)) == ["\"Inter layoutc\"", "Inter"])
    for family in ["Helvetica", "Arial", "\"DejaVu Sans\"", "\"Noto Sans\"", "sans-serif", "\"Noto Color Emoji\"", "\"Apple Color Emoji\""] {
      #expect(list.contains(family), "\(family) missing from \(list)")
    }
    #expect(list.firstIndex(of: "sans-serif")! < list.firstIndex(of: "\"Noto Color Emoji\"")!)
    // Captions and labels use the same list.
    #expect(svg.contains(".caption { font: 600 11px \(Self.unescaped(families));"))
    // The embedded faces say which characters they hold: the others fall back by the list.
    let script = try String(contentsOfFile: RepositoryPaths.root + "/Sources/LayoutcEmit/Frames/generate-svg-fonts.py", encoding: .utf8)
    let unicodes = try #require(Self.matches(#"UNICODES = "([^"]+)""#, in: script).first?[0])
    #expect(svg.contains("format(\"woff\"); unicode-range: \(unicodes); }"))
  }
}
