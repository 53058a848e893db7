import LayoutEngine
import LayoutcSource
import LayoutcLowering

/// Small pieces of SVG text: numbers, escaped strings, colours and shape elements. Pure functions,
/// so every picture is byte-identical for the same layout.
enum SVGMarkup {
  /// Up to 3 decimals (a thousandth of a point is far below a pixel), no trailing zeros.
  static func number(_ v: Double) -> String { FramesTextTree.number(v.isFinite ? v : 0) }

  /// Text for element content and attribute values: made printable first (`PrintableText`:
  /// control characters as Swift escapes, which also keeps out the C0 controls XML 1.0 forbids
  /// even as references), then `&`, `<`, `>` and quotes escaped and U+FFFE/U+FFFF (not XML
  /// characters) dropped, so the document is always well-formed.
  static func escape(_ s: String) -> String {
    let printable = PrintableText.escaped(s)
    var out = ""
    out.reserveCapacity(printable.utf8.count)
    for scalar in printable.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\u{FFFE}", "\u{FFFF}": continue
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `fill="rgb(…)"` plus `fill-opacity` when not opaque (`attribute` is `fill` or `stroke`).
  static func paint(_ attribute: String, _ color: RGBA) -> String {
    var s = "\(attribute)=\"\(rgb(color))\""
    if color.alpha < 1 { s += " \(attribute)-opacity=\"\(number(color.alpha))\"" }
    return s
  }

  /// `rgb(255,59,48)`: the colour without its alpha.
  static func rgb(_ color: RGBA) -> String {
    func byte(_ v: Double) -> Int { Int((v * 255).rounded()) }
    return "rgb(\(byte(color.red)),\(byte(color.green)),\(byte(color.blue)))"
  }

  static func rectAttributes(_ r: Rect) -> String {
    "x=\"\(number(r.minX))\" y=\"\(number(r.minY))\" width=\"\(number(r.width))\" height=\"\(number(r.height))\""
  }

  /// The element for a shape of `kind` filling `frame` (a Color and a Rectangle are rectangles);
  /// `attributes` carry its paint.
  static func shape(_ kind: ShapeKind, cornerRadius: Double?, in frame: Rect, attributes: String) -> String {
    let w = max(0, frame.width), h = max(0, frame.height)
    switch kind {
    case .color, .rectangle:
      return "<rect \(rectAttributes(frame)) \(attributes)/>"
    case .roundedRectangle:
      let r = min(cornerRadius ?? 0, w / 2, h / 2)
      return "<rect \(rectAttributes(frame)) rx=\"\(number(r))\" ry=\"\(number(r))\" \(attributes)/>"
    case .capsule:
      let r = min(w, h) / 2
      return "<rect \(rectAttributes(frame)) rx=\"\(number(r))\" ry=\"\(number(r))\" \(attributes)/>"
    case .ellipse:
      return "<ellipse cx=\"\(number(frame.midX))\" cy=\"\(number(frame.midY))\" rx=\"\(number(w / 2))\" ry=\"\(number(h / 2))\" \(attributes)/>"
    case .circle:
      return "<circle cx=\"\(number(frame.midX))\" cy=\"\(number(frame.midY))\" r=\"\(number(min(w, h) / 2))\" \(attributes)/>"
    }
  }

  /// The shape a clip cuts to, over `frame`.
  static func clip(_ shape: ClipShape, in frame: Rect) -> String {
    switch shape {
    case .rectangle: return self.shape(.rectangle, cornerRadius: nil, in: frame, attributes: "")
    case .roundedRectangle(let r): return self.shape(.roundedRectangle, cornerRadius: r, in: frame, attributes: "")
    case .capsule: return self.shape(.capsule, cornerRadius: nil, in: frame, attributes: "")
    case .ellipse: return self.shape(.ellipse, cornerRadius: nil, in: frame, attributes: "")
    case .circle: return self.shape(.circle, cornerRadius: nil, in: frame, attributes: "")
    // A shape of the module: its path, else (its node marked as assumed) the frame.
    case .appShape(let s): return s.path.map { "<path d=\"\(SVGShapePath.data($0, in: frame))\"/>" } ?? self.shape(.rectangle, cornerRadius: nil, in: frame, attributes: "")
    }
  }

  /// A stroke's width, and its caps, joins and dashes where its `StrokeStyle` sets them
  /// (SVG's `stroke-dashoffset` is Core Graphics' dash phase).
  static func line(_ paint: Paint) -> String {
    var s = "stroke-width=\"\(number(paint.strokeWidth))\""
    if let cap = paint.lineCap, cap != "butt" { s += " stroke-linecap=\"\(cap)\"" }
    if let join = paint.lineJoin, join != "miter" { s += " stroke-linejoin=\"\(join)\"" }
    if !paint.dash.isEmpty {
      s += " stroke-dasharray=\"\(paint.dash.map(number).joined(separator: " "))\""
      if paint.dashPhase != 0 { s += " stroke-dashoffset=\"\(number(paint.dashPhase))\"" }
    }
    return s
  }

  /// A rectangle inset by `amount` on every side (never below zero size).
  static func inset(_ r: Rect, by amount: Double) -> Rect {
    let dx = min(amount, r.width / 2), dy = min(amount, r.height / 2)
    return Rect(x: r.minX + dx, y: r.minY + dy, width: r.width - 2 * dx, height: r.height - 2 * dy)
  }
}
