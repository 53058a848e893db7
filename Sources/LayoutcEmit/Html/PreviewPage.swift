import LayoutcLowering

/// `--html`: one self-contained HTML page that draws every preview of every input and inspects
/// it like Xcode's view debugger (docs/preview-page.md).
///
/// - Every preview is laid out on each device of its platform's picker (`PreviewDevice`) in both directions
///   before the page is written; the layouts travel in the page as data (a `<template>` with the
///   `--svg` drawing and a JSON list of views per layout), so the device picker and the
///   right-to-left switch work offline, with no server and no network.
/// - Nothing is fetched: scripts, styles and the Inter subset are inline, and a Content Security
///   Policy forbids every other source.
/// - The page stays under `byteLimit`: the driver leaves out the other devices, then the other
///   direction, and the page says which layouts it holds (`notes`).
public enum PreviewPage {
  /// The most a page may weigh, in bytes of pictures and data. A folder of specs fits many
  /// times over (the 75 previews of this repository's specs/layout, talks, text and svg, 294
  /// layouts of 1,864 views, make 1.5 MB); past it a browser grows slow to open the page.
  public static let byteLimit = 24_000_000

  public struct Preview: Sendable {
    public var name: String
    /// `file:line` of the `#Preview` or the root view.
    public var source: String
    /// The window does not follow the device (`.fixedLayout`, `.sizeThatFitsLayout`, `--size`):
    /// the page shows its one layout whatever device is picked.
    public var fixedWindow: Bool
    public var variants: [PreviewPageVariant]

    public init(name: String, source: String, fixedWindow: Bool, variants: [PreviewPageVariant]) {
      self.name = name
      self.source = source
      self.fixedWindow = fixedWindow
      self.variants = variants
    }

    public var byteCount: Int { variants.reduce(0) { $0 + $1.byteCount } }
  }

  public struct Settings: Sendable {
    public var device: PreviewDevice
    public var rightToLeft: Bool
    /// Lines the page shows above the previews: which layouts were left out and why.
    public var notes: [String]
    public init(device: PreviewDevice = .default, rightToLeft: Bool = false, notes: [String] = []) {
      self.device = device
      self.rightToLeft = rightToLeft
      self.notes = notes
    }
  }

  public static func render(_ previews: [Preview], settings: Settings) -> String {
    let title = previews.count > 3 ? "layoutc: \(previews.count) previews"
      : previews.isEmpty ? "layoutc" : "layoutc: " + previews.map(\.name).joined(separator: ", ")
    var out: [String] = []
    out.append("<!DOCTYPE html>")
    out.append("<html lang=\"en\">")
    out.append("<head>")
    out.append("<meta charset=\"utf-8\">")
    // Nothing may be loaded from anywhere: the page is one file and works offline.
    out.append("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; "
      + "script-src 'unsafe-inline'; font-src data:; img-src data:\">")
    out.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
    out.append("<meta name=\"generator\" content=\"layoutc\">")
    out.append("<title>\(SVGMarkup.escape(title))</title>")
    out.append("<style>")
    out += FramesSVG.fontFaces([400, 600, 700])
    out += FramesSVG.stylesheet
    out += FramesSVG.assumptionStyles
    out += PreviewPageScript.stylesheet
    out.append("</style>")
    out.append("</head>")
    out.append("<body>")
    out.append("<header>")
    out.append("<h1>\(SVGMarkup.escape(title))</h1>")
    out.append("<label>Device <select id=\"device\"></select></label>")
    out.append("<label><input type=\"checkbox\" id=\"rtl\"> Right to left</label>")
    out.append("</header>")
    for note in settings.notes { out.append("<p class=\"note page-note\">\(SVGMarkup.escape(note))</p>") }
    out.append("<div id=\"layout\"><main id=\"previews\"></main>")
    out.append("<aside id=\"inspector\"><p class=\"hint\">Click a view to inspect it.</p></aside></div>")
    for (index, preview) in previews.enumerated() {
      for variant in preview.variants {
        out.append("<template id=\"\(templateID(index, variant))\">\(variant.svg)</template>")
      }
    }
    out.append("<script type=\"application/json\" id=\"layoutc-data\">\(scriptSafe(data(previews, settings)))</script>")
    out.append("<script>")
    out.append(PreviewPageScript.script)
    out.append("</script>")
    out.append("</body>")
    out.append("</html>")
    return out.joined(separator: "\n") + "\n"
  }

  static func templateID(_ preview: Int, _ variant: PreviewPageVariant) -> String {
    "v\(preview)-" + String(variant.key.map { $0 == "/" ? "-" : $0 })
  }

  /// What the script reads: the devices, the initial choice, and per preview its layouts' views.
  static func data(_ previews: [Preview], _ settings: Settings) -> String {
    // The picker: the initial device's platform's devices, and any other a preview of a module
    // built for another platform was laid out on.
    let used = Set(previews.flatMap { $0.variants.map(\.device) })
    let devices: [JSONValue] = PreviewDevice.allCases.filter { $0.platform == settings.device.platform || used.contains($0) }.map { d in
      .object(["id": .string(d.rawValue), "name": .string(d.name)])
    }
    let items: [JSONValue] = previews.enumerated().map { index, p in
      .object([
        "name": .string(p.name), "source": .string(p.source), "fixed": .bool(p.fixedWindow),
        "variants": .object(p.variants.map { v in
          JSONMember(v.key, .object(["template": .string(templateID(index, v)), "nodes": v.nodes]))
        }),
      ])
    }
    let document: JSONValue = .object([
      "schema": "layoutc.preview-page/1",
      "devices": .array(devices),
      "initial": .object(["device": .string(settings.device.rawValue), "rtl": .bool(settings.rightToLeft)]),
      "previews": .array(items),
    ])
    return JSONWriter(pretty: false).string(document)
  }

  /// JSON inside a `<script>` element: `<` only occurs in strings, where `\u003c` means the same
  /// and cannot end the element (`</script>` in a Text) or open a comment.
  static func scriptSafe(_ json: String) -> String {
    json.split(separator: "<", omittingEmptySubsequences: false).joined(separator: "\\u003c")
  }
}
