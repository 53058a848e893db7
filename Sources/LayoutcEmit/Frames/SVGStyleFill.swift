import Foundation
import LayoutEngine
import LayoutcLowering

/// Gradients, materials and shadows as SVG (docs/svg.md, "Paint"). Unit points are mapped to the
/// frame the style fills (`userSpaceOnUse`), as SwiftUI maps a gradient to the bounds of the shape
/// it fills.
enum SVGStyleFill {
  /// The definition to write before the element (empty for a material) and the `fill` attribute
  /// that refers to it. An angular gradient has no SVG element: `angularWedges` draws it, and this
  /// linear stand-in (first to last colour, leading to trailing) serves text.
  /// `property` is `stroke` for a gradient line.
  static func fill(_ style: StyleFill, in frame: Rect, id: String, property: String = "fill") -> (definition: String, attribute: String) {
    let n = SVGMarkup.number
    func x(_ u: Double) -> String { n(frame.minX + u * frame.width) }
    func y(_ u: Double) -> String { n(frame.minY + u * frame.height) }
    let reference = "\(property)=\"url(#\(id))\""
    switch style {
    case .linear(let stops, let start, let end):
      return ("<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(x(start.x))\" y1=\"\(y(start.y))\" "
        + "x2=\"\(x(end.x))\" y2=\"\(y(end.y))\">\(stopElements(stops))</linearGradient>", reference)
    case .radial(let stops, let center, let startRadius, let endRadius):
      let (r, mapped) = fromCentre(stops, start: startRadius, end: endRadius)
      return ("<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(x(center.x))\" cy=\"\(y(center.y))\" "
        + "r=\"\(n(r))\">\(stopElements(mapped))</radialGradient>", reference)
    case .elliptical(let stops, let center, let startFraction, let endFraction):
      // The unit circle scaled to the frame: a fraction of 0.5 touches its edges.
      let (r, mapped) = fromCentre(stops, start: startFraction, end: endFraction)
      return ("<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"0\" cy=\"0\" r=\"\(n(r))\" "
        + "gradientTransform=\"translate(\(x(center.x)) \(y(center.y))) scale(\(n(max(frame.width, 1e-3))) \(n(max(frame.height, 1e-3))))\">"
        + "\(stopElements(mapped))</radialGradient>", reference)
    case .angular(let stops, _, _, _):
      return ("<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(x(0))\" y1=\"\(y(0.5))\" x2=\"\(x(1))\" y2=\"\(y(0.5))\">"
        + "\(stopElements(stops))</linearGradient>", reference)
    case .material(_, let tint):
      return ("", SVGMarkup.paint(property, tint))
    }
  }

  /// SVG's radial stops run from the centre to `r`; SwiftUI's from the start radius to the end
  /// one: the radius to draw and the stops moved so that SwiftUI's 0 falls at `start`.
  static func fromCentre(_ stops: [GradientStop], start: Double, end: Double) -> (Double, [GradientStop]) {
    let r = max(start, end)
    guard r > 0 else { return (r, stops) }
    return (r, stops.map { GradientStop(color: $0.color, location: (start + $0.location * (end - start)) / r) })
  }

  static func stopElements(_ stops: [GradientStop]) -> String {
    stops.map { stop in
      let opacity = stop.color.alpha < 1 ? " stop-opacity=\"\(SVGMarkup.number(stop.color.alpha))\"" : ""
      return "<stop offset=\"\(SVGMarkup.number(min(1, max(0, stop.location))))\" stop-color=\"\(SVGMarkup.rgb(stop.color))\"\(opacity)/>"
    }.joined()
  }

  /// Degrees per wedge of a drawn angular gradient: fine enough that neighbouring wedges differ by
  /// less than a 1/72 of the colour change.
  static let wedgeDegrees = 5.0

  /// An angular gradient as wedges around its centre, each in the colour at its middle angle,
  /// reaching past the frame's farthest corner; the caller clips them to the shape. SVG has no
  /// conic gradient: this is the approximation (docs/svg.md).
  static func angularWedges(_ stops: [GradientStop], center: Point, startAngle: Double, endAngle: Double, in frame: Rect) -> [String] {
    let n = SVGMarkup.number
    let c = Point(x: frame.minX + center.x * frame.width, y: frame.minY + center.y * frame.height)
    let corners = [(frame.minX, frame.minY), (frame.maxX, frame.minY), (frame.minX, frame.maxY), (frame.maxX, frame.maxY)]
    var reach = 1.0
    for (x, y) in corners {
      let dx = x - c.x, dy = y - c.y
      reach = max(reach, (dx * dx + dy * dy).squareRoot() + 1)
    }
    let span = endAngle - startAngle
    guard span.isFinite, span != 0, reach.isFinite else { return [] }
    let count = max(1, min(360, Int((abs(span) / wedgeDegrees).rounded(.up))))
    var out: [String] = []
    for k in 0..<count {
      // SwiftUI's angles run clockwise from the trailing side; so do SVG's with y downwards.
      let a0 = (startAngle + span * Double(k) / Double(count)) * .pi / 180
      let a1 = (startAngle + span * Double(k + 1) / Double(count)) * .pi / 180
      let color = colour(stops, at: (Double(k) + 0.5) / Double(count))
      let p0 = (c.x + reach * cos(a0), c.y + reach * sin(a0))
      let p1 = (c.x + reach * cos(a1), c.y + reach * sin(a1))
      // Stroked in its own colour: anti-aliased edges of abutting wedges would show seams.
      out.append("<path d=\"M\(n(c.x)),\(n(c.y))L\(n(p0.0)),\(n(p0.1))L\(n(p1.0)),\(n(p1.1))z\" \(SVGMarkup.paint("fill", color)) "
        + "\(SVGMarkup.paint("stroke", color)) stroke-width=\"0.5\"/>")
    }
    return out
  }

  /// The colour of a gradient at `location` (0…1): interpolated between the stops around it.
  static func colour(_ stops: [GradientStop], at location: Double) -> RGBA {
    let sorted = stops.sorted { $0.location < $1.location }
    guard let first = sorted.first, let last = sorted.last else { return .black }
    if location <= first.location { return first.color }
    if location >= last.location { return last.color }
    for (a, b) in zip(sorted, sorted.dropFirst()) where location <= b.location {
      let t = b.location > a.location ? (location - a.location) / (b.location - a.location) : 1
      func mix(_ u: Double, _ v: Double) -> Double { u + (v - u) * t }
      return RGBA(mix(a.color.red, b.color.red), mix(a.color.green, b.color.green), mix(a.color.blue, b.color.blue), mix(a.color.alpha, b.color.alpha))
    }
    return last.color
  }

  /// A drop shadow filter: SwiftUI's `radius` is the blur's radius, drawn as a Gaussian of half
  /// that deviation (an estimate: Core Animation's `shadowRadius` is not a standard deviation).
  /// Written as blur, offset, flood and merge, which every renderer reads (librsvg 2.54 drops an
  /// element filtered by `feDropShadow`).
  static func shadowFilter(_ shadow: Shadow, id: String) -> String {
    let n = SVGMarkup.number
    return "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\" color-interpolation-filters=\"sRGB\">"
      + "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(n(shadow.radius / 2))\"/>"
      + "<feOffset dx=\"\(n(shadow.x))\" dy=\"\(n(shadow.y))\" result=\"offset\"/>"
      + "<feFlood flood-color=\"\(SVGMarkup.rgb(shadow.color))\" flood-opacity=\"\(n(shadow.color.alpha))\"/>"
      + "<feComposite in2=\"offset\" operator=\"in\"/>"
      + "<feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>"
  }
}
