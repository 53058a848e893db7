/// `Path.trimmedPath(from:to:)`: the part of a path between two fractions of its length, as
/// `Shape.trim(from:to:)` draws it (`_TrimmedShape.path(in:)` is `shape.path(in: rect)
/// .trimmedPath(from:to:)`). The length runs through every subpath in order, a close counting as
/// the line back to its subpath's start; a curve is measured and cut by its length along it
/// (flattened into `steps` chords), and cut with de Casteljau's construction, so the kept part
/// is the same curve. Fractions are clamped to 0…1; `from >= to` is an empty path (Apple,
/// `trimmedPath(from:to:)`: "the region between from and to, both of which are in the range
/// [0,1]").
public enum PathTrimming {
  static let steps = 32

  public static func trimmed(_ elements: [PathElement], from: Double, to: Double) -> [PathElement] {
    let from = min(1, max(0, from)), to = min(1, max(0, to))
    guard from.isFinite, to.isFinite, from < to else { return [] }
    if from == 0 && to == 1 { return elements }
    let segments = segmentsOf(elements)
    let total = segments.reduce(0) { $0 + $1.length }
    guard total > 0 else { return [] }
    let (a, b) = (from * total, to * total)
    var out: [PathElement] = []
    var start = 0.0
    var joined = false
    for s in segments {
      defer { start += s.length }
      let lo = max(a, start), hi = min(b, start + s.length)
      // A sliver left by rounding where a fraction falls on a joint is nothing.
      guard hi - lo > total * 1e-12 else {
        joined = false
        continue
      }
      let piece = s.cut(s.parameter(at: lo - start), s.parameter(at: hi - start))
      if !joined || s.startsSubpath { out.append(.move(piece.points[0])) }
      out.append(piece.element)
      joined = true
    }
    return out
  }

  /// A drawn piece of a path: a line, quadratic or cubic curve by its points (start first).
  struct Segment {
    var points: [PathPoint]
    var startsSubpath: Bool
    var lengths: [Double] = []
    var length: Double { lengths.last ?? 0 }

    init(_ points: [PathPoint], startsSubpath: Bool) {
      self.points = points
      self.startsSubpath = startsSubpath
      var cumulative = [0.0]
      let n = points.count == 2 ? 1 : PathTrimming.steps
      var previous = points[0]
      for i in 1...n {
        let p = point(at: Double(i) / Double(n))
        cumulative.append(cumulative.last! + ((p.x - previous.x) * (p.x - previous.x) + (p.y - previous.y) * (p.y - previous.y)).squareRoot())
        previous = p
      }
      lengths = cumulative
    }

    func point(at t: Double) -> PathPoint { Segment.split(points, at: t).0.last! }

    /// The curve's parameter `t` at `distance` along it.
    func parameter(at distance: Double) -> Double {
      guard length > 0 else { return 0 }
      let n = lengths.count - 1
      for i in 0..<n where distance <= lengths[i + 1] {
        let span = lengths[i + 1] - lengths[i]
        return (Double(i) + (span > 0 ? (distance - lengths[i]) / span : 0)) / Double(n)
      }
      return 1
    }

    /// The part from `t0` to `t1`.
    func cut(_ t0: Double, _ t1: Double) -> (points: [PathPoint], element: PathElement) {
      let head = Segment.split(points, at: t1).0
      let part = t1 > 0 ? Segment.split(head, at: t0 / t1).1 : head.map { _ in head[0] }
      switch part.count {
      case 2: return (part, .line(part[1]))
      case 3: return (part, .quadCurve(to: part[2], control: part[1]))
      default: return (part, .curve(to: part[3], control1: part[1], control2: part[2]))
      }
    }

    /// De Casteljau: the control points of the curve before and after `t`.
    static func split(_ p: [PathPoint], at t: Double) -> ([PathPoint], [PathPoint]) {
      var level = p
      var left = [p[0]], right = [p[p.count - 1]]
      while level.count > 1 {
        level = zip(level, level.dropFirst()).map { PathPoint($0.x + ($1.x - $0.x) * t, $0.y + ($1.y - $0.y) * t) }
        left.append(level[0])
        right.insert(level[level.count - 1], at: 0)
      }
      return (left, right)
    }
  }

  static func segmentsOf(_ elements: [PathElement]) -> [Segment] {
    var out: [Segment] = []
    var current: PathPoint?
    var subpathStart: PathPoint?
    var fresh = true
    for e in elements {
      switch e {
      case .move(let p):
        current = p
        subpathStart = p
        fresh = true
        continue
      case .close:
        if let c = current, let s = subpathStart, c != s { out.append(Segment([c, s], startsSubpath: fresh)) }
        current = subpathStart
        fresh = true
        continue
      case .line(let p):
        if let c = current { out.append(Segment([c, p], startsSubpath: fresh)) }
        current = p
      case .quadCurve(let to, let control):
        if let c = current { out.append(Segment([c, control, to], startsSubpath: fresh)) }
        current = to
      case .curve(let to, let c1, let c2):
        if let c = current { out.append(Segment([c, c1, c2, to], startsSubpath: fresh)) }
        current = to
      }
      if subpathStart == nil { subpathStart = current }
      fresh = false
    }
    return out
  }
}
