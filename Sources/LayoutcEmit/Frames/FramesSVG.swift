import LayoutEngine
import LayoutcLowering

/// `--svg`: every laid-out preview drawn as one SVG document, previews side by side on a sheet in
/// rows (`maximumRowWidth`), like Xcode's canvas with the view debugger's outlines on (docs/svg.md).
///
/// - Each preview is drawn at its real size in points (the `viewBox` is in points) and the document's
///   `width`/`height` are in pixels at the display scale (of the first preview; `--scale`), so a
///   browser shows it as the device would, one point = `scale` pixels.
/// - The window is white with a grey edge; where the window has safe-area insets they are shaded
///   and the safe area's edge is dashed (on top of the content, so a view that ignores the safe
///   area is seen crossing it).
/// - Content, outlines and labels are drawn by `SVGPreviewDrawing`. A view that overflows the
///   window is drawn where it is: the sheet grows to show it.
/// - Text is drawn in Inter, embedded as WOFF @font-face rules (a Latin subset, only the weights
///   used), so the picture renders the same in any browser; with `--font` text is measured with
///   that font but still drawn in Inter. Renderers without web fonts, and characters outside the
///   subset, fall back through `fontFamilies`.
/// - Preview names are captions above each preview.
/// Output is deterministic (no dates, ids numbered in order) and well-formed XML whatever the
/// strings in the spec.
public enum FramesSVG {
  public struct Options: Sendable {
    /// Label every frame with its type(s) and size (`--svg-labels`).
    public var labels: Bool
    /// Drawn inside the preview page (`PreviewPage`): no XML declaration, fonts or stylesheet
    /// (the page has them once), sized in points, each preview's group marked for the page's
    /// script (`class="preview"`).
    public var embedded: Bool
    public init(labels: Bool = false, embedded: Bool = false) {
      self.labels = labels
      self.embedded = embedded
    }
  }

  static let margin = 16.0
  static let captionHeight = 22.0
  static let gap = 32.0
  /// A sheet wider than this wraps into rows (a folder of 60 specs would otherwise be one row
  /// 24,000 points wide): four iPhone windows side by side.
  static let maximumRowWidth = 4 * 393.0 + 3 * gap
  static let fontFamily = "Inter layoutc"
  /// What text is drawn in: the embedded Inter first, then Inter where it is installed, then the
  /// system families of the common platforms and renderers that ignore web fonts (rsvg-convert,
  /// Inkscape and image viewers read only installed fonts: librsvg 2.54 has no @font-face), then
  /// emoji faces and the generic family, so a character outside the embedded subset (an emoji,
  /// Greek, CJK) falls back to an installed face instead of vanishing. Order as GitHub's and
  /// Bootstrap's system font stacks: generic `sans-serif` last but one would make its emoji win.
  public static let fontFamilies = "\"\(fontFamily)\", Inter, -apple-system, \"SF Pro Text\", \"Helvetica Neue\", Helvetica, "
    + "\"Segoe UI\", Roboto, \"Noto Sans\", \"DejaVu Sans\", \"Liberation Sans\", Arial, sans-serif, "
    + "\"Apple Color Emoji\", \"Segoe UI Emoji\", \"Noto Color Emoji\""
  /// The characters the embedded faces hold (generate-svg-fonts.py's UNICODES; a test keeps them
  /// equal): the @font-face rules say so, and every other character falls back by `fontFamilies`.
  static let embeddedUnicodeRange = "U+0020-007E,U+00A0-00FF,U+2013,U+2014,U+2018,U+2019,U+201C,U+201D,U+2022,U+2026,U+20AC,U+2122,U+2605"

  public static func render(_ previews: [LaidOutPreview], options: Options = Options()) -> String {
    var drawings: [(drawing: SVGPreviewDrawing, bounds: Rect, body: [String])] = []
    var weights: Set<Int> = [400]
    for (index, preview) in previews.enumerated() {
      var drawing = SVGPreviewDrawing(preview: preview, idPrefix: "p\(index + 1)-")
      let content = drawing.content()
      weights.formUnion(drawing.weightsUsed)
      drawings.append((drawing, drawing.bounds, content))
    }
    // Sheet: previews left to right, each with its caption above, in rows at most
    // `maximumRowWidth` wide (a wider preview has a row of its own).
    var x = margin, rowTop = margin, rowHeight = 0.0, width = 2 * margin
    var groups: [String] = []
    for (index, d) in drawings.enumerated() {
      if x > margin && x + d.bounds.width > maximumRowWidth + margin {
        x = margin
        rowTop += rowHeight + gap
        rowHeight = 0
      }
      let origin = Point(x: x - d.bounds.minX, y: rowTop + captionHeight - d.bounds.minY)
      groups += preview(d.drawing, body: d.body, origin: origin, caption: Point(x: x, y: rowTop + 14),
        number: index + 1, options: options)
      x += d.bounds.width + gap
      width = max(width, x - gap + margin)
      rowHeight = max(rowHeight, captionHeight + d.bounds.height)
    }
    let height = max(rowTop + rowHeight + margin, 2 * margin + captionHeight)
    let scale = options.embedded ? 1 : previews.first?.result.scale ?? 1

    var out: [String] = []
    if !options.embedded { out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>") }
    out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGMarkup.number(width * scale))\" "
      + "height=\"\(SVGMarkup.number(height * scale))\" viewBox=\"0 0 \(SVGMarkup.number(width)) \(SVGMarkup.number(height))\">")
    if !options.embedded {
      out.append("<!-- layoutc: \(previews.count == 1 ? "1 preview" : "\(previews.count) previews"), points at scale \(SVGMarkup.number(scale)). "
        + "Text in Inter (rsms.me/inter), SIL Open Font License 1.1, embedded as a subset. -->")
      out.append("<title>\(SVGMarkup.escape(previews.map(\.root.name).joined(separator: ", ")))</title>")
      out.append("<style>")
      out += fontFaces(weights)
      out += stylesheet
      if previews.contains(where: { $0.lowered.sourceMap.hasAssumptions }) { out += assumptionStyles }
      out.append("</style>")
    }
    out.append("<rect width=\"100%\" height=\"100%\" class=\"sheet\"/>")
    out += groups
    out.append("</svg>")
    return out.joined(separator: "\n") + "\n"
  }

  /// The @font-face rules of the embedded Inter `weights` (400, 600, 700).
  static func fontFaces(_ weights: Set<Int>) -> [String] {
    weights.sorted().map { weight in
      "@font-face { font-family: \"\(fontFamily)\"; font-weight: \(weight); "
        + "src: url(\"data:font/woff;base64,\(webFont(weight))\") format(\"woff\"); unicode-range: \(embeddedUnicodeRange); }"
    }
  }

  /// One preview: caption, window, safe area, content, outlines, labels.
  static func preview(
    _ drawing: SVGPreviewDrawing, body: [String], origin: Point, caption: Point, number: Int, options: Options
  ) -> [String] {
    let result = drawing.preview.result
    let window = Rect(origin: .zero, size: result.windowSize)
    var out: [String] = []
    out.append("<text x=\"\(SVGMarkup.number(caption.x))\" y=\"\(SVGMarkup.number(caption.y))\" class=\"caption\">"
      + SVGMarkup.escape(drawing.preview.root.name) + "</text>")
    out.append("<g id=\"preview-\(number)\"\(options.embedded ? " class=\"preview\"" : "") transform=\"translate(\(SVGMarkup.number(origin.x)) \(SVGMarkup.number(origin.y)))\">")
    // The dark appearance: a black window (systemBackground), dark separators.
    let dark = drawing.preview.lowered.appearance == .dark ? " dark" : ""
    out.append("<rect \(SVGMarkup.rectAttributes(window)) class=\"window\(dark)\"/>")
    let safe = result.safeArea
    let hasInsets = safe != window && window.width > 0 && window.height > 0
    if hasInsets {
      // The insets: the window minus the safe area (even-odd fill of the two rectangles).
      out.append("<path d=\"\(rectPath(window))\(rectPath(safe))\" fill-rule=\"evenodd\" class=\"insets\"/>")
    }
    out.append("<g class=\"content\(dark)\" font-family=\"\(SVGMarkup.escape(fontFamilies))\">")
    out += body
    out.append("</g>")
    if hasInsets { out.append("<rect \(SVGMarkup.rectAttributes(safe)) class=\"safe-area\"/>") }
    out.append("<g class=\"outlines\">")
    out += drawing.outlines()
    out.append("</g>")
    if options.labels {
      out.append("<g class=\"labels\">")
      out += drawing.labels()
      out.append("</g>")
    }
    out.append("</g>")
    return out
  }

  static func rectPath(_ r: Rect) -> String {
    "M\(SVGMarkup.number(r.minX)),\(SVGMarkup.number(r.minY))h\(SVGMarkup.number(r.width))v\(SVGMarkup.number(r.height))h\(SVGMarkup.number(-r.width))z"
  }

  static func webFont(_ weight: Int) -> String {
    let base64 = weight >= 700 ? SVGWebFonts.bold : weight >= 600 ? SVGWebFonts.semibold : SVGWebFonts.regular
    return String(base64.filter { !$0.isWhitespace })
  }

  /// What rests on a tolerant file's assumptions: orange, dashed, hatched (docs/svg.md). Only in
  /// drawings that have some.
  static let assumptionStyles = [
    ".frame.assumed { stroke: #ff9500; stroke-dasharray: 4 2; }",
    ".assumed-box { fill: #fff4e5; stroke: #ff9500; stroke-width: 1px; stroke-dasharray: 4 2; vector-effect: non-scaling-stroke; }",
    ".hatch-line { stroke: #ff9500; stroke-opacity: 0.55; stroke-width: 1.2; }",
    ".assumed-hatch { stroke: #ff9500; stroke-width: 1px; vector-effect: non-scaling-stroke; }",
    ".assumed-label { fill: #c93400; paint-order: stroke; stroke: #ffffff; stroke-width: 1px; stroke-opacity: 0.85; white-space: pre; }",
  ]

  /// Colours of the debugger layers: outlines in the view debugger's blue, overflow in red.
  static let stylesheet = [
    ".sheet { fill: #f2f2f7; }",
    ".caption { font: 600 11px \(fontFamilies); fill: #3c3c43; }",
    ".window { fill: #ffffff; stroke: #c7c7cc; stroke-width: 1px; vector-effect: non-scaling-stroke; }",
    ".window.dark { fill: #000000; }",
    ".insets { fill: #8e8e93; fill-opacity: 0.14; }",
    ".safe-area { fill: none; stroke: #8e8e93; stroke-width: 1px; stroke-dasharray: 4 3; vector-effect: non-scaling-stroke; }",
    ".content text { white-space: pre; }",
    ".divider { fill: #3c3c43; fill-opacity: 0.29; }",
    ".content.dark .divider { fill: #545458; fill-opacity: 0.6; }",
    ".image-box { fill: #e5e5ea; stroke: #aeaeb2; stroke-width: 1px; vector-effect: non-scaling-stroke; }",
    ".image-cross { fill: none; stroke: #c7c7cc; stroke-width: 1px; vector-effect: non-scaling-stroke; }",
    ".image-label { fill: #636366; text-anchor: middle; }",
    ".frame { fill: none; stroke: #0a84ff; stroke-opacity: 0.75; stroke-width: 1px; vector-effect: non-scaling-stroke; }",
    ".frame.overflow { stroke: #ff3b30; stroke-opacity: 1; stroke-dasharray: 3 2; }",
    ".frame.hidden { stroke: #8e8e93; stroke-dasharray: 2 2; }",
    ".label { font: 5px \(fontFamilies); fill: #0040dd; paint-order: stroke; stroke: #ffffff; stroke-width: 1.5px; stroke-opacity: 0.85; white-space: pre; }",
  ]
}
