import LayoutEngine
import LayoutcEval

/// A shape's drawn path (`PathElement`s in the shape's own coordinates) as SVG path data, moved
/// to the shape's frame in the window.
enum SVGShapePath {
  static func data(_ elements: [PathElement], in frame: Rect) -> String {
    func p(_ point: PathPoint) -> String { SVGMarkup.number(frame.minX + point.x) + "," + SVGMarkup.number(frame.minY + point.y) }
    return elements.map { e -> String in
      switch e {
      case .move(let to): "M" + p(to)
      case .line(let to): "L" + p(to)
      case .quadCurve(let to, let c): "Q" + p(c) + " " + p(to)
      case .curve(let to, let c1, let c2): "C" + p(c1) + " " + p(c2) + " " + p(to)
      case .close: "Z"
      }
    }.joined()
  }
}
