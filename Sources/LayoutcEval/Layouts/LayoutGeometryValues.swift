import LayoutcCatalog

/// The geometry values layout code computes with: `CGSize`, `CGPoint`, `CGRect`,
/// `ProposedViewSize`, `UnitPoint`, `ViewSpacing`. Each is a catalog-style value,
/// `.member(type: "CGSize", name: "init", arguments: [width, height])` (the form the lowering
/// already reads for `.offset(_:)`), so a size built in a layout and one written in a body
/// are the same value. An implicit `.zero` whose type the evaluator was not told reads as zero
/// of whichever kind it is used as.
///
/// Members as CoreGraphics and SwiftUI declare them: `CGRect.minX/midX/maxX/…`
/// (developer.apple.com/documentation/corefoundation/cgrect), `ProposedViewSize.zero/.infinity/
/// .unspecified` and `replacingUnspecifiedDimensions(by:)`, whose default is 10×10
/// (SwiftUI.swiftinterface: `replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))`).
enum LayoutGeometry {
  static func size(_ w: Double, _ h: Double) -> Value { .member(type: "CGSize", name: "init", arguments: [.double(w), .double(h)]) }
  static func point(_ x: Double, _ y: Double) -> Value { .member(type: "CGPoint", name: "init", arguments: [.double(x), .double(y)]) }
  static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Value {
    .member(type: "CGRect", name: "init", arguments: [.double(x), .double(y), .double(w), .double(h)])
  }
  static func proposal(_ w: Double?, _ h: Double?) -> Value {
    .member(type: "ProposedViewSize", name: "init", arguments: [w.map(Value.double) ?? .none, h.map(Value.double) ?? .none])
  }

  /// A number, including the floating-point constants an untyped implicit member names
  /// (`.infinity`, `.pi`, `.nan`, `.zero`, `.greatestFiniteMagnitude` where the evaluator was
  /// not told the type).
  static func number(_ v: Value) -> Double? {
    if let d = v.asDouble { return d }
    guard case .member(let t, let name, let args) = v, args.isEmpty, t == nil || ["CGFloat", "Double", "Float"].contains(t!) else { return nil }
    switch name {
    case "infinity": return .infinity
    case "pi": return .pi
    case "nan": return .nan
    case "zero": return 0
    case "greatestFiniteMagnitude": return .greatestFiniteMagnitude
    default: return nil
    }
  }

  /// Whether two geometry values are equal however each was written (`proposal ==
  /// .unspecified`, `width == .infinity`, `anchor == UnitPoint(x: 0.5, y: 0.5)`); nil when
  /// they are not geometry values of one type.
  static func equal(_ a: Value, _ b: Value) -> Bool? {
    if let x = number(a), let y = number(b) { return x == y }
    func typed(_ name: String) -> Bool {
      if case .member(name?, _, _) = a { return true }
      if case .member(name?, _, _) = b { return true }
      return false
    }
    if typed("ProposedViewSize"), let p = asProposal(a), let q = asProposal(b) { return p.width == q.width && p.height == q.height }
    if typed("UnitPoint"), let p = asUnitPoint(a), let q = asUnitPoint(b) { return p == q }
    if typed("CGSize"), let p = asSize(a), let q = asSize(b) { return p == q }
    if typed("CGPoint"), let p = asPoint(a), let q = asPoint(b) { return p == q }
    if typed("CGRect"), let p = asRect(a), let q = asRect(b) { return p == q }
    return nil
  }

  private static func numbers(_ args: [Value], _ n: Int) -> [Double]? {
    let ds = args.compactMap(number)
    return args.count == n && ds.count == n ? ds : nil
  }

  private static func isZero(_ v: Value) -> Bool {
    if case .member(_, "zero", let a) = v, a.isEmpty { return true }
    return false
  }

  static func asSize(_ v: Value) -> (width: Double, height: Double)? {
    if isZero(v) { return (0, 0) }
    guard case .member(let t, "init", let args) = v else { return nil }
    if t == "CGSize", let d = numbers(args, 2) { return (d[0], d[1]) }
    return nil
  }

  static func asPoint(_ v: Value) -> (x: Double, y: Double)? {
    if isZero(v) { return (0, 0) }
    guard case .member("CGPoint", "init", let args) = v, let d = numbers(args, 2) else { return nil }
    return (d[0], d[1])
  }

  static func asRect(_ v: Value) -> (x: Double, y: Double, width: Double, height: Double)? {
    if isZero(v) { return (0, 0, 0, 0) }
    guard case .member("CGRect", "init", let args) = v, let d = numbers(args, 4) else { return nil }
    return (d[0], d[1], d[2], d[3])
  }

  /// A proposal: nil on an axis is unspecified.
  static func asProposal(_ v: Value) -> (width: Double?, height: Double?)? {
    switch v {
    case .member(_, "unspecified", let a) where a.isEmpty: return (nil, nil)
    case .member(_, "zero", let a) where a.isEmpty: return (0, 0)
    case .member(_, "infinity", let a) where a.isEmpty: return (.infinity, .infinity)
    case .member("ProposedViewSize", "init", let args) where args.count == 2:
      func axis(_ v: Value) -> Double?? { v == .none ? .some(nil) : number(v).map { .some($0) } }
      guard let w = axis(args[0]), let h = axis(args[1]) else { return nil }
      return (w, h)
    default:
      return asSize(v).map { ($0.width, $0.height) }
    }
  }

  /// A `UnitPoint` (`.center`, `.topLeading`, `UnitPoint(x:y:)`).
  static func asUnitPoint(_ v: Value) -> (x: Double, y: Double)? {
    guard case .member(let t, let name, let args) = v, t == nil || t == "UnitPoint" else { return nil }
    if name == "init", let d = numbers(args, 2) { return (d[0], d[1]) }
    guard args.isEmpty else { return nil }
    let points: [String: (Double, Double)] = [
      "zero": (0, 0), "center": (0.5, 0.5), "leading": (0, 0.5), "trailing": (1, 0.5), "top": (0.5, 0), "bottom": (0.5, 1),
      "topLeading": (0, 0), "topTrailing": (1, 0), "bottomLeading": (0, 1), "bottomTrailing": (1, 1),
    ]
    return points[name].map { (x: $0.0, y: $0.1) }
  }

  /// `CGSize.zero`, `ProposedViewSize.unspecified`, …: a static member of a geometry type.
  static func staticMember(_ type: String, _ name: String) -> Value? {
    switch (type, name) {
    case ("CGRect", "zero"): return rect(0, 0, 0, 0)
    case ("ViewSpacing", "zero"): return .member(type: "ViewSpacing", name: "zero", arguments: [])
    case ("ProposedViewSize", "zero"): return proposal(0, 0)
    case ("ProposedViewSize", "infinity"): return proposal(.infinity, .infinity)
    case ("ProposedViewSize", "unspecified"): return proposal(nil, nil)
    default: return nil
    }
  }

  /// An initializer written out: `CGRect(x:y:width:height:)`, `CGRect(origin:size:)`,
  /// `ProposedViewSize(width:height:)`, `ProposedViewSize(size)`, `CGSize(width:height:)`,
  /// `CGPoint(x:y:)`, `UnitPoint(x:y:)`; nil for another type or labels.
  static func initializer(_ type: String, _ labels: [String?], _ values: [Value]) -> Value? {
    switch (type, labels) {
    case ("CGSize", ["width", "height"]): return numbers(values, 2).map { size($0[0], $0[1]) }
    case ("CGPoint", ["x", "y"]): return numbers(values, 2).map { point($0[0], $0[1]) }
    case ("UnitPoint", ["x", "y"]): return numbers(values, 2).map { .member(type: "UnitPoint", name: "init", arguments: [.double($0[0]), .double($0[1])]) }
    case ("CGRect", ["x", "y", "width", "height"]): return numbers(values, 4).map { rect($0[0], $0[1], $0[2], $0[3]) }
    case ("CGRect", ["origin", "size"]):
      guard let o = asPoint(values[0]), let s = asSize(values[1]) else { return nil }
      return rect(o.x, o.y, s.width, s.height)
    case ("ProposedViewSize", ["width", "height"]):
      func axis(_ v: Value) -> Double?? { v == .none ? .some(nil) : number(v).map { .some($0) } }
      guard let w = axis(values[0]), let h = axis(values[1]) else { return nil }
      return proposal(w, h)
    case ("ProposedViewSize", [nil]):
      return asSize(values[0]).map { proposal($0.width, $0.height) }
    default: return nil
    }
  }

  /// A property of a geometry value, or nil when `v` is none or has no such property.
  static func member(_ v: Value, _ name: String) -> Value? {
    guard case .member(let t, let n, _) = v else { return nil }
    // An implicit `.zero` read before it has a type: every property of zero is zero.
    if t == nil && n == "zero" {
      switch name {
      case "width", "height", "x", "y", "minX", "midX", "maxX", "minY", "midY", "maxY": return .double(0)
      case "origin": return point(0, 0)
      case "size": return size(0, 0)
      default: return nil
      }
    }
    if let t, let id = Builtins.geometryProperty(name, of: t) { return value(id, of: v) }
    switch t {
    case "ProposedViewSize":
      guard let p = asProposal(v) else { return nil }
      switch name {
      case "width": return p.width.map(Value.double) ?? Value.none
      case "height": return p.height.map(Value.double) ?? Value.none
      default: return nil
      }
    case "Angle":
      // `Angle.degrees(90).radians`, `.radians(x).degrees`.
      guard case .member(_, let unit, let args) = v, args.count == 1, let x = number(args[0]) else { return nil }
      let radians = unit == "degrees" ? x * .pi / 180 : unit == "radians" ? x : nil
      guard let radians else { return nil }
      switch name {
      case "radians": return .double(radians)
      case "degrees": return .double(radians * 180 / .pi)
      default: return nil
      }
    case "UnitPoint":
      guard let u = asUnitPoint(v) else { return nil }
      switch name {
      case "x": return .double(u.x)
      case "y": return .double(u.y)
      default: return nil
      }
    default:
      return nil
    }
  }

  /// A CoreGraphics geometry property of `v`, nil when `v` is not a value of its type.
  static func value(_ id: GeometryProperty, of v: Value) -> Value? {
    switch id {
    case .sizeWidth: return asSize(v).map { .double($0.width) }
    case .sizeHeight: return asSize(v).map { .double($0.height) }
    case .pointX: return asPoint(v).map { .double($0.x) }
    case .pointY: return asPoint(v).map { .double($0.y) }
    case .rectOrigin: return asRect(v).map { point($0.x, $0.y) }
    case .rectSize: return asRect(v).map { size($0.width, $0.height) }
    case .rectWidth: return asRect(v).map { .double($0.width) }
    case .rectHeight: return asRect(v).map { .double($0.height) }
    case .rectMinX: return asRect(v).map { .double($0.x) }
    case .rectMidX: return asRect(v).map { .double($0.x + $0.width / 2) }
    case .rectMaxX: return asRect(v).map { .double($0.x + $0.width) }
    case .rectMinY: return asRect(v).map { .double($0.y) }
    case .rectMidY: return asRect(v).map { .double($0.y + $0.height / 2) }
    case .rectMaxY: return asRect(v).map { .double($0.y + $0.height) }
    }
  }

  /// The same value with one property replaced (`size.width += 10`, `point.x = 0`), or nil.
  static func setting(_ v: Value, _ name: String, to new: Value) -> Value? {
    guard let d = number(new) ?? (name == "origin" || name == "size" ? 0 : nil) else { return nil }
    if let s = asSize(v), name == "width" || name == "height", !isRectOrPoint(v) {
      return name == "width" ? size(d, s.height) : size(s.width, d)
    }
    if let p = asPoint(v), name == "x" || name == "y" { return name == "x" ? point(d, p.y) : point(p.x, d) }
    if let r = asRect(v) {
      switch name {
      case "origin": return asPoint(new).map { rect($0.x, $0.y, r.width, r.height) }
      case "size": return asSize(new).map { rect(r.x, r.y, $0.width, $0.height) }
      default: return nil
      }
    }
    return nil
  }

  private static func isRectOrPoint(_ v: Value) -> Bool {
    if case .member("CGPoint", _, _) = v { return true }
    if case .member("CGRect", _, _) = v { return true }
    return false
  }

  /// `proposal.replacingUnspecifiedDimensions(by:)`; nil when `v` is no proposal.
  static func replacingUnspecifiedDimensions(_ v: Value, _ labels: [String?], _ values: [Value]) -> Value? {
    guard let p = asProposal(v), labels.isEmpty || labels == ["by"] else { return nil }
    let by = values.first.flatMap(asSize) ?? (10, 10)
    return size(p.width ?? by.width, p.height ?? by.height)
  }

  /// `d.rounded(rule)`, nil when `rule` is no `FloatingPointRoundingRule` case.
  static func rounded(_ d: Double, _ rule: Value) -> Value? {
    guard case .member(_, let r, _) = rule else { return nil }
    switch r {
    case "up": return .double(d.rounded(.up))
    case "down": return .double(d.rounded(.down))
    case "towardZero": return .double(d.rounded(.towardZero))
    case "awayFromZero": return .double(d.rounded(.awayFromZero))
    case "toNearestOrEven": return .double(d.rounded(.toNearestOrEven))
    case "toNearestOrAwayFromZero": return .double(d.rounded(.toNearestOrAwayFromZero))
    default: return nil
    }
  }
}
