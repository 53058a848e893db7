/// The elements `Path`'s methods add, as Core Graphics adds them (CGPath, whose methods
/// SwiftUI's `Path` forwards to): a rectangle is a move, three lines and a close, clockwise on
/// screen from its top-left corner; an ellipse four cubic curves from its trailing middle; a
/// circular arc cubic curves of at most a quarter turn each (control points at 4/3·tan(θ/4) of
/// the radius, which is within 0.03 % of the circle).
public enum PathGeometry {
  public typealias Rect = (x: Double, y: Double, width: Double, height: Double)

  public static func rect(_ r: Rect) -> [PathElement] {
    [.move(PathPoint(r.x, r.y)), .line(PathPoint(r.x + r.width, r.y)), .line(PathPoint(r.x + r.width, r.y + r.height)),
     .line(PathPoint(r.x, r.y + r.height)), .close]
  }

  public static func ellipse(_ r: Rect) -> [PathElement] {
    let (cx, cy, rx, ry) = (r.x + r.width / 2, r.y + r.height / 2, r.width / 2, r.height / 2)
    var out: [PathElement] = [.move(PathPoint(cx + rx, cy))]
    out += arcCurves(cx: cx, cy: cy, rx: rx, ry: ry, start: 0, sweep: 2 * .pi)
    out.append(.close)
    return out
  }

  /// A rectangle with elliptical corners of radii `rx`, `ry` (each at most half the side),
  /// starting at the top edge after the top-left corner.
  public static func roundedRect(_ r: Rect, _ rx: Double, _ ry: Double) -> [PathElement] {
    let rx = max(0, min(rx, r.width / 2)), ry = max(0, min(ry, r.height / 2))
    guard rx > 0, ry > 0 else { return rect(r) }
    let (minX, minY, maxX, maxY) = (r.x, r.y, r.x + r.width, r.y + r.height)
    var out: [PathElement] = [.move(PathPoint(minX + rx, minY)), .line(PathPoint(maxX - rx, minY))]
    out += arcCurves(cx: maxX - rx, cy: minY + ry, rx: rx, ry: ry, start: -.pi / 2, sweep: .pi / 2)
    out.append(.line(PathPoint(maxX, maxY - ry)))
    out += arcCurves(cx: maxX - rx, cy: maxY - ry, rx: rx, ry: ry, start: 0, sweep: .pi / 2)
    out.append(.line(PathPoint(minX + rx, maxY)))
    out += arcCurves(cx: minX + rx, cy: maxY - ry, rx: rx, ry: ry, start: .pi / 2, sweep: .pi / 2)
    out.append(.line(PathPoint(minX, minY + ry)))
    out += arcCurves(cx: minX + rx, cy: minY + ry, rx: rx, ry: ry, start: .pi, sweep: .pi / 2)
    out.append(.close)
    return out
  }

  /// `addArc(center:radius:startAngle:endAngle:clockwise:)`. Angles grow from the positive x
  /// axis towards the positive y axis, which is down on screen, so `clockwise: true` turns
  /// towards smaller angles and is drawn counterclockwise on screen (Apple, CGContext
  /// `addArc(center:radius:startAngle:endAngle:clockwise:)`: "in a flipped coordinate system …
  /// specifying a clockwise arc results in a counterclockwise arc"). A line joins the current
  /// point (any element leaves one; a close, its subpath's start) to the arc's start, a move
  /// starts it when there is none.
  static func arc(center c: PathPoint, radius: Double, start: Double, end: Double, clockwise: Bool, continuing: Bool) -> [PathElement] {
    let from = PathPoint(c.x + radius * Trigonometry.cos(start), c.y + radius * Trigonometry.sin(start))
    var out: [PathElement] = [continuing ? .line(from) : .move(from)]
    var sweep = end - start
    let turn = 2 * Double.pi
    if clockwise {
      while sweep > 0 { sweep -= turn }
      sweep = max(sweep, -turn)
    } else {
      while sweep < 0 { sweep += turn }
      sweep = min(sweep, turn)
    }
    out += arcCurves(cx: c.x, cy: c.y, rx: radius, ry: radius, start: start, sweep: sweep)
    return out
  }

  /// Cubic curves along an ellipse from angle `start` by `sweep` (signed), at most a quarter
  /// turn each.
  static func arcCurves(cx: Double, cy: Double, rx: Double, ry: Double, start: Double, sweep: Double) -> [PathElement] {
    guard sweep.isFinite, start.isFinite, sweep != 0 else { return [] }
    let count = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / Double(count)
    let k = 4.0 / 3.0 * tangent(step / 4)
    var out: [PathElement] = []
    var a = start
    for _ in 0..<count {
      let b = a + step
      let (ca, sa, cb, sb) = (Trigonometry.cos(a), Trigonometry.sin(a), Trigonometry.cos(b), Trigonometry.sin(b))
      out.append(.curve(
        to: PathPoint(cx + rx * cb, cy + ry * sb),
        control1: PathPoint(cx + rx * (ca - k * sa), cy + ry * (sa + k * ca)),
        control2: PathPoint(cx + rx * (cb + k * sb), cy + ry * (sb - k * cb))))
      a = b
    }
    return out
  }

  private static func tangent(_ x: Double) -> Double { Trigonometry.sin(x) / Trigonometry.cos(x) }
}
