import Foundation
import LayoutEngine
import LayoutcLowering

/// How `--svg` draws the controls and containers of screens (docs/svg.md): a container's own
/// fill (a list's grouped background, a section's white card, a bordered button's tint), and
/// the controls iOS draws itself (a switch, a spinner, a progress bar, a slider, a stepper, row
/// chevrons), each inside the frame layout gave it.
enum SVGControlDrawing {
  /// A container node's fill and stroke (a rectangle, rounded when the paint says so).
  static func containerFill(_ paint: Paint, _ frame: Rect) -> [String] {
    guard paint.fill != nil || paint.stroke != nil, frame.width > 0, frame.height > 0 else { return [] }
    var attributes = paint.fill.map { SVGMarkup.paint("fill", $0) } ?? "fill=\"none\""
    var geometry = frame
    if let stroke = paint.stroke {
      attributes += " " + SVGMarkup.paint("stroke", stroke) + " stroke-width=\"\(SVGMarkup.number(paint.strokeWidth))\""
      if paint.strokeInside { geometry = SVGMarkup.inset(frame, by: paint.strokeWidth / 2) }
    }
    let kind: ShapeKind = (paint.cornerRadius ?? 0) > 0 ? .roundedRectangle : .rectangle
    return [SVGMarkup.shape(kind, cornerRadius: paint.cornerRadius, in: geometry, attributes: attributes)]
  }

  /// An SF Symbol the lowering sized but layoutc has no glyph for (a tab item's icon): a
  /// rounded square outline in its colour.
  static func symbol(_ color: RGBA, _ frame: Rect) -> [String] {
    let r = SVGMarkup.inset(frame, by: min(frame.width, frame.height) * 0.15)
    return ["<rect \(SVGMarkup.rectAttributes(r)) rx=\"\(SVGMarkup.number(r.width * 0.25))\" fill=\"none\" "
      + SVGMarkup.paint("stroke", color) + " stroke-width=\"1.5\"/>"]
  }

  /// In the dark appearance the empty tracks are dark greys (systemGray5's 44,44,46; a switch's
  /// off track 57,57,61, an estimate) and the stepper's signs white.
  static func control(_ control: ControlPaint, _ f: Rect, appearance: Appearance) -> [String] {
    let n = SVGMarkup.number
    let dark = appearance == .dark
    let emptyTrack = dark ? "#2c2c2e" : "#e5e5ea"
    let sign = dark ? "#ffffff" : "#000000"
    switch control {
    case .toggle(let on, let tint):
      let track = on ? tint : dark ? RGBA.bytes(57, 57, 61) : RGBA(233.0 / 255, 233.0 / 255, 234.0 / 255)
      let knob = f.height - 4
      let x = on ? f.maxX - 2 - knob : f.minX + 2
      return [
        "<rect \(SVGMarkup.rectAttributes(f)) rx=\"\(n(f.height / 2))\" \(SVGMarkup.paint("fill", track))/>",
        "<circle cx=\"\(n(x + knob / 2))\" cy=\"\(n(f.midY))\" r=\"\(n(knob / 2))\" fill=\"#ffffff\" stroke=\"#000000\" stroke-opacity=\"0.06\"/>",
      ]
    case .spinner:
      // Eight spokes, fading round the circle.
      return (0..<8).map { k in
        let angle = Double(k) * Double.pi / 4
        let (c, s) = (cos(angle), sin(angle))
        let r0 = f.width * 0.22, r1 = f.width * 0.45
        return "<line x1=\"\(n(f.midX + c * r0))\" y1=\"\(n(f.midY + s * r0))\" x2=\"\(n(f.midX + c * r1))\" y2=\"\(n(f.midY + s * r1))\" "
          + "stroke=\"#8e8e93\" stroke-opacity=\"\(n(0.25 + 0.75 * Double(k) / 7))\" stroke-width=\"\(n(max(1, f.width * 0.09)))\" stroke-linecap=\"round\"/>"
      }
    case .progressBar(let fraction, let tint):
      var done = f
      done.size.width = f.width * fraction
      return [
        "<rect \(SVGMarkup.rectAttributes(f)) rx=\"\(n(f.height / 2))\" fill=\"\(emptyTrack)\"/>",
        "<rect \(SVGMarkup.rectAttributes(done)) rx=\"\(n(f.height / 2))\" \(SVGMarkup.paint("fill", tint))/>",
      ]
    case .slider(let fraction, let tint):
      let thumb = min(28, f.height)
      let trackWidth = max(0, f.width - thumb)
      let x = f.minX + thumb / 2 + trackWidth * fraction
      return [
        "<rect x=\"\(n(f.minX + thumb / 2))\" y=\"\(n(f.midY - 2))\" width=\"\(n(trackWidth))\" height=\"4\" rx=\"2\" fill=\"\(emptyTrack)\"/>",
        "<rect x=\"\(n(f.minX + thumb / 2))\" y=\"\(n(f.midY - 2))\" width=\"\(n(trackWidth * fraction))\" height=\"4\" rx=\"2\" \(SVGMarkup.paint("fill", tint))/>",
        "<circle cx=\"\(n(x))\" cy=\"\(n(f.midY))\" r=\"\(n(thumb / 2))\" fill=\"#ffffff\" stroke=\"#000000\" stroke-opacity=\"0.15\"/>",
      ]
    case .stepper:
      let mid = f.midX
      return [
        "<rect \(SVGMarkup.rectAttributes(f)) rx=\"8\" fill=\"#767680\" fill-opacity=\"0.12\"/>",
        "<line x1=\"\(n(mid))\" y1=\"\(n(f.minY + 8))\" x2=\"\(n(mid))\" y2=\"\(n(f.maxY - 8))\" stroke=\"#3c3c43\" stroke-opacity=\"0.3\"/>",
        "<path d=\"M\(n(f.minX + f.width / 4 - 6)),\(n(f.midY))h12\" stroke=\"\(sign)\" stroke-width=\"1.5\"/>",
        "<path d=\"M\(n(f.minX + f.width * 3 / 4 - 6)),\(n(f.midY))h12M\(n(f.minX + f.width * 3 / 4)),\(n(f.midY - 6))v12\" stroke=\"\(sign)\" stroke-width=\"1.5\"/>",
      ]
    case .chevron(let kind, let color):
      let stroke = SVGMarkup.paint("stroke", color) + " stroke-width=\"2\" fill=\"none\" stroke-linecap=\"round\" stroke-linejoin=\"round\""
      switch kind {
      case .right:
        return ["<path d=\"M\(n(f.minX + 1.5)),\(n(f.minY + 1.5))L\(n(f.maxX - 1.5)),\(n(f.midY))L\(n(f.minX + 1.5)),\(n(f.maxY - 1.5))\" \(stroke)/>"]
      case .upDown:
        return ["<path d=\"M\(n(f.minX + 1)),\(n(f.minY + 4.5))L\(n(f.midX)),\(n(f.minY + 1))L\(n(f.maxX - 1)),\(n(f.minY + 4.5))"
          + "M\(n(f.minX + 1)),\(n(f.maxY - 4.5))L\(n(f.midX)),\(n(f.maxY - 1))L\(n(f.maxX - 1)),\(n(f.maxY - 4.5))\" \(stroke)/>"]
      }
    }
  }
}
