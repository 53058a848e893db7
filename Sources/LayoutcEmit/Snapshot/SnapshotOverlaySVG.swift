import LayoutEngine

/// `--check-snapshot FILE --svg`: a before/after picture of the changed views. Each preview with
/// changes is a panel, side by side: every current view outlined thinly in grey for context, then
/// each changed view's recorded frame dashed in red and its current frame solid in blue (green
/// for a view that appeared; a view that disappeared is only dashed), with its identity path.
public enum SnapshotOverlaySVG {
  static let gap = 24.0, titleHeight = 24.0

  public static func render(_ diff: SnapshotDiff) -> String {
    var body: [String] = []
    var x = gap
    var height = 0.0
    for s in diff.sections {
      let views = (s.new?.views ?? []) + s.changes.map { change -> LayoutSnapshot.View in
        if case .changed(let old, _) = change { return old }
        return change.view
      }
      let bounds = views.map(\.frame).filter { $0.width.isFinite && $0.height.isFinite }.reduce(nil as Rect?) { u, r in
        guard let u else { return r }
        let minX = min(u.minX, r.minX), minY = min(u.minY, r.minY)
        return Rect(x: minX, y: minY, width: max(u.maxX, r.maxX) - minX, height: max(u.maxY, r.maxY) - minY)
      } ?? Rect(x: 0, y: 0, width: 100, height: 100)
      // The panel shows the window from its origin, so frames read as in `--svg`.
      let width = max(bounds.maxX, 200), panelHeight = max(bounds.maxY, 100)
      var panel = ["<g transform=\"translate(\(n(x)),\(n(titleHeight)))\">"]
      panel.append("<text x=\"0\" y=\"-8\" font-family=\"sans-serif\" font-size=\"13\">\(SVGMarkup.escape(s.section.title))</text>")
      panel.append("<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(panelHeight))\" fill=\"white\" stroke=\"rgb(200,200,200)\"/>")
      for v in s.new?.views ?? [] {
        panel.append(rect(v.frame, stroke: "rgb(200,200,200)", dashed: false, width: 0.5))
      }
      for change in s.changes {
        switch change {
        case .changed(let old, let new):
          panel.append(rect(old.frame, stroke: "rgb(220,40,40)", dashed: true, width: 1.5))
          panel.append(rect(new.frame, stroke: "rgb(30,90,230)", dashed: false, width: 1.5))
          panel.append(label(new))
        case .appeared(let v):
          panel.append(rect(v.frame, stroke: "rgb(20,150,60)", dashed: false, width: 1.5))
          panel.append(label(v))
        case .disappeared(let v, _):
          panel.append(rect(v.frame, stroke: "rgb(220,40,40)", dashed: true, width: 1.5))
          panel.append(label(v))
        }
      }
      panel.append("</g>")
      body += panel
      x += width + gap
      height = max(height, panelHeight)
    }
    let sheetWidth = max(x, 200), sheetHeight = titleHeight + height + gap
    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(sheetWidth))\" height=\"\(n(sheetHeight))\""
    out += " viewBox=\"0 0 \(n(sheetWidth)) \(n(sheetHeight))\">\n"
    out += "<rect width=\"100%\" height=\"100%\" fill=\"rgb(245,245,245)\"/>\n"
    if diff.isEmpty {
      out += "<text x=\"\(n(gap))\" y=\"\(n(titleHeight))\" font-family=\"sans-serif\" font-size=\"13\">the layout matches the snapshot</text>\n"
    }
    out += body.joined(separator: "\n") + (body.isEmpty ? "" : "\n")
    return out + "</svg>\n"
  }

  private static func n(_ v: Double) -> String { SVGMarkup.number(v) }

  private static func rect(_ r: Rect, stroke: String, dashed: Bool, width: Double) -> String {
    "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(max(0, r.width)))\" height=\"\(n(max(0, r.height)))\""
      + " fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(n(width))\"" + (dashed ? " stroke-dasharray=\"4 3\"" : "") + "/>"
  }

  private static func label(_ v: LayoutSnapshot.View) -> String {
    "<text x=\"\(n(v.frame.minX + 2))\" y=\"\(n(v.frame.minY + 10))\" font-family=\"sans-serif\" font-size=\"9\""
      + " fill=\"rgb(60,60,60)\">\(SVGMarkup.escape(v.key))</text>"
  }
}
