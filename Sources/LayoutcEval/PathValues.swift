import LayoutcCatalog

/// A point of a drawn path, in the coordinates of the shape's frame (origin at its top left).
public struct PathPoint: Sendable, Hashable {
  public var x: Double
  public var y: Double

  public init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }
}

/// One element of a drawn path, as SVG's path data writes them: rectangles, ellipses, rounded
/// rectangles and arcs are made of lines and cubic curves when they are added.
public enum PathElement: Sendable, Hashable {
  case move(PathPoint)
  case line(PathPoint)
  case quadCurve(to: PathPoint, control: PathPoint)
  case curve(to: PathPoint, control1: PathPoint, control2: PathPoint)
  case close
}

extension PathElement {
  /// The element with each of its points mapped by `f`: a path moved, turned or scaled
  /// (`Path.applying(_:)`) element by element.
  public func mapPoints(_ f: (PathPoint) -> PathPoint) -> PathElement {
    switch self {
    case .move(let p): .move(f(p))
    case .line(let p): .line(f(p))
    case .quadCurve(let to, let c): .quadCurve(to: f(to), control: f(c))
    case .curve(let to, let c1, let c2): .curve(to: f(to), control1: f(c1), control2: f(c2))
    case .close: .close
    }
  }
}

/// SwiftUI's `Path` as the evaluator holds it: `.member(type: "Path", name: "init", arguments:)`
/// whose arguments are its elements, each `.member(type: "Path.Element", name: kind, arguments:
/// coordinates)`. Made by `Path()`, `Path(_: CGRect)`, `Path(ellipseIn:)`,
/// `Path(roundedRect:cornerRadius:)`, `Path { p in … }` and changed by its mutating methods
/// (`BuiltinMethod.pathMove` …), each a step of `PathGeometry`.
enum PathValues {
  static func value(_ elements: [PathElement]) -> Value {
    .member(type: "Path", name: "init", arguments: elements.map(encode))
  }

  /// The elements of a path value; nil for any other value.
  static func elements(_ v: Value) -> [PathElement]? {
    guard case .member("Path"?, "init", let parts) = v else { return nil }
    var out: [PathElement] = []
    for part in parts {
      guard let e = decode(part) else { return nil }
      out.append(e)
    }
    return out
  }

  private static func encode(_ e: PathElement) -> Value {
    func element(_ name: PathElementName, _ points: [PathPoint]) -> Value {
      .member(type: "Path.Element", name: name.rawValue, arguments: points.flatMap { [.double($0.x), .double($0.y)] })
    }
    switch e {
    case .move(let p): return element(.move, [p])
    case .line(let p): return element(.line, [p])
    case .quadCurve(let to, let c): return element(.quadCurve, [to, c])
    case .curve(let to, let c1, let c2): return element(.curve, [to, c1, c2])
    case .close: return element(.closeSubpath, [])
    }
  }

  private static func decode(_ v: Value) -> PathElement? {
    guard case .member("Path.Element"?, let kind, let args) = v, let name = PathElementName(rawValue: kind) else { return nil }
    let d = args.compactMap(\.asDouble)
    guard d.count == args.count else { return nil }
    let points = stride(from: 0, to: d.count - 1, by: 2).map { PathPoint(d[$0], d[$0 + 1]) }
    guard points.count == name.pointCount else { return nil }
    switch name {
    case .move: return .move(points[0])
    case .line: return .line(points[0])
    case .quadCurve: return .quadCurve(to: points[0], control: points[1])
    case .curve: return .curve(to: points[0], control1: points[1], control2: points[2])
    case .closeSubpath: return .close
    }
  }

  /// `Path(rect)`, `Path(ellipseIn:)`, `Path(roundedRect:cornerRadius:)` and `Path()`: nil for
  /// another initializer or arguments that are not geometry. Corners are drawn circular
  /// whatever their `style:` (`.continuous` by default, Apple's `init(roundedRect:cornerRadius:style:)`),
  /// as `RoundedRectangle` is.
  static func initializer(_ labels: [String?], _ args: [Value]) -> Value? {
    switch labels {
    case []: return value([])
    case [nil]: return LayoutGeometry.asRect(args[0]).map { value(PathGeometry.rect($0)) }
    case ["ellipseIn"]: return LayoutGeometry.asRect(args[0]).map { value(PathGeometry.ellipse($0)) }
    case ["roundedRect", "cornerRadius"], ["roundedRect", "cornerRadius", "style"]:
      // One radius is at most half the shorter side, as `RoundedRectangle` draws it.
      guard let r = LayoutGeometry.asRect(args[0]), let radius = LayoutGeometry.number(args[1]) else { return nil }
      let corner = min(radius, r.width / 2, r.height / 2)
      return value(PathGeometry.roundedRect(r, corner, corner))
    case ["roundedRect", "cornerSize"], ["roundedRect", "cornerSize", "style"]:
      guard let r = LayoutGeometry.asRect(args[0]), let size = LayoutGeometry.asSize(args[1]) else { return nil }
      return value(PathGeometry.roundedRect(r, size.width, size.height))
    default: return nil
    }
  }

  /// The elements a path may hold: each change copies the path (a value), so a path built by a
  /// loop costs the square of its length; a shape's outline has far fewer.
  static let elementLimit = 4_096

  /// `path.method(args)` for one of `Path`'s mutating methods: the changed path, nil when an
  /// argument is not the geometry the method takes. Only the added elements are made.
  static func applying(_ id: BuiltinMethod, to path: Value, _ args: [Value]) -> Value? {
    guard case .member("Path"?, "init", let parts) = path else { return nil }
    let hasCurrentPoint = !parts.isEmpty
    var elements: [PathElement] = []
    func point(_ i: Int) -> PathPoint? { args.indices.contains(i) ? Self.point(args[i]) : nil }
    func rect(_ i: Int) -> (x: Double, y: Double, width: Double, height: Double)? {
      args.indices.contains(i) ? LayoutGeometry.asRect(args[i]) : nil
    }
    switch id {
    case .pathMove:
      guard let p = point(0) else { return nil }
      elements.append(.move(p))
    case .pathAddLine:
      guard let p = point(0) else { return nil }
      elements.append(hasCurrentPoint ? .line(p) : .move(p))
    case .pathAddLines:
      // Apple: "a sequence of connected straight-line segments", starting with a move.
      guard let points = args.first?.elements?.map(Self.point), !points.contains(where: { $0 == nil }) else { return nil }
      for (i, p) in points.compactMap({ $0 }).enumerated() { elements.append(i == 0 ? .move(p) : .line(p)) }
    case .pathAddRect:
      guard let r = rect(0) else { return nil }
      elements += PathGeometry.rect(r)
    case .pathAddRoundedRect:
      guard let r = rect(0), args.count > 1, let size = LayoutGeometry.asSize(args[1]) else { return nil }
      elements += PathGeometry.roundedRect(r, size.width, size.height)
    case .pathAddEllipse:
      guard let r = rect(0) else { return nil }
      elements += PathGeometry.ellipse(r)
    case .pathAddArc:
      guard let c = point(0), args.count == 5, let radius = LayoutGeometry.number(args[1]), let start = angle(args[2]),
        let end = angle(args[3]), case .bool(let clockwise) = args[4]
      else { return nil }
      elements += PathGeometry.arc(center: c, radius: radius, start: start, end: end, clockwise: clockwise, continuing: hasCurrentPoint)
    case .pathAddQuadCurve:
      guard let to = point(0), let control = point(1) else { return nil }
      elements.append(.quadCurve(to: to, control: control))
    case .pathAddCurve:
      guard let to = point(0), let c1 = point(1), let c2 = point(2) else { return nil }
      elements.append(.curve(to: to, control1: c1, control2: c2))
    case .pathCloseSubpath:
      elements.append(.close)
    default:
      return nil
    }
    return .member(type: "Path", name: "init", arguments: parts + elements.map(encode))
  }

  /// A `CGPoint`, also written `.init(x:y:)` where the untyped code does not say its type.
  static func point(_ v: Value) -> PathPoint? {
    if case .member(nil, "init", let args) = v, args.count == 2, let x = LayoutGeometry.number(args[0]), let y = LayoutGeometry.number(args[1]) {
      return PathPoint(x, y)
    }
    return LayoutGeometry.asPoint(v).map { PathPoint($0.x, $0.y) }
  }

  /// An `Angle` in radians: `.degrees(90)`, `.radians(x)`, `Angle(degrees:)`, `Angle(radians:)`,
  /// `.zero`.
  static func angle(_ v: Value) -> Double? {
    guard case .member(let t, _, let args) = v, t == nil || t == GeometryTypeName.angle.rawValue else { return nil }
    if v.initializerArguments != nil, args.count == 2 {
      if let d = LayoutGeometry.number(args[0]) { return d * .pi / 180 }
      return LayoutGeometry.number(args[1])
    }
    switch (v.namedCall(AngleName.self)?.0, args.count) {
    case (.zero?, 0): return 0
    case (.degrees?, 1): return LayoutGeometry.number(args[0]).map { $0 * .pi / 180 }
    case (.radians?, 1): return LayoutGeometry.number(args[0])
    default: return nil
    }
  }
}
