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
    guard case .member(let t, _, _) = v, t == nil || ["CGFloat", "Double", "Float"].contains(t!) else { return nil }
    return v.named(NumberConstant.self)?.value
  }

  /// Whether two geometry values are equal however each was written (`proposal ==
  /// .unspecified`, `width == .infinity`, `anchor == UnitPoint(x: 0.5, y: 0.5)`); nil when
  /// they are not geometry values of one type.
  static func equal(_ a: Value, _ b: Value) -> Bool? {
    if let x = number(a), let y = number(b) { return x == y }
    switch geometryType(a) ?? geometryType(b) {
    case .proposedViewSize?:
      if let p = asProposal(a), let q = asProposal(b) { return p.width == q.width && p.height == q.height }
    case .unitPoint?:
      if let p = asUnitPoint(a), let q = asUnitPoint(b) { return p == q }
    case .size?:
      if let p = asSize(a), let q = asSize(b) { return p == q }
    case .point?:
      if let p = asPoint(a), let q = asPoint(b) { return p == q }
    case .rect?:
      if let p = asRect(a), let q = asRect(b) { return p == q }
    case .viewSpacing?, .angle?, nil:
      break
    }
    return nil
  }

  /// The geometry type a member value is of, nil for an untyped one or another type.
  private static func geometryType(_ v: Value) -> GeometryTypeName? {
    if case .member(let t?, _, _) = v { return GeometryTypeName(rawValue: t) }
    return nil
  }

  private static func numbers(_ args: [Value], _ n: Int) -> [Double]? {
    let ds = args.compactMap(number)
    return args.count == n && ds.count == n ? ds : nil
  }

  /// `.zero` of any geometry type (every member named `zero` is one, `NumberConstant.zero` the
  /// numbers').
  private static func isZero(_ v: Value) -> Bool { v.named(NumberConstant.self) == .zero }

  /// The numbers an initializer of `type` was given, when there are `count` of them.
  private static func initializerNumbers(_ v: Value, _ type: GeometryTypeName, _ count: Int) -> [Double]? {
    guard let (t, args) = v.initializer(of: GeometryTypeName.self), t == type else { return nil }
    return numbers(args, count)
  }

  static func asSize(_ v: Value) -> (width: Double, height: Double)? {
    if isZero(v) { return (0, 0) }
    return initializerNumbers(v, .size, 2).map { ($0[0], $0[1]) }
  }

  static func asPoint(_ v: Value) -> (x: Double, y: Double)? {
    if isZero(v) { return (0, 0) }
    return initializerNumbers(v, .point, 2).map { ($0[0], $0[1]) }
  }

  static func asRect(_ v: Value) -> (x: Double, y: Double, width: Double, height: Double)? {
    if isZero(v) { return (0, 0, 0, 0) }
    return initializerNumbers(v, .rect, 4).map { ($0[0], $0[1], $0[2], $0[3]) }
  }

  /// A proposal: nil on an axis is unspecified.
  static func asProposal(_ v: Value) -> (width: Double?, height: Double?)? {
    if let named = v.named(ProposalName.self) { return (named.dimension, named.dimension) }
    if case (.proposedViewSize, let args)? = v.initializer(of: GeometryTypeName.self), args.count == 2 {
      guard let w = proposalAxis(args[0]), let h = proposalAxis(args[1]) else { return nil }
      return (w, h)
    }
    return asSize(v).map { ($0.width, $0.height) }
  }

  /// One axis of a proposal: nil (unspecified) for `nil`, else a number.
  private static func proposalAxis(_ v: Value) -> Double?? {
    v == .none ? .some(nil) : number(v).map { .some($0) }
  }

  /// A `UnitPoint` (`.center`, `.topLeading`, `UnitPoint(x:y:)`).
  static func asUnitPoint(_ v: Value) -> (x: Double, y: Double)? {
    guard case .member(let t, _, _) = v, t == nil || geometryType(v) == .unitPoint else { return nil }
    if let args = v.initializerArguments { return numbers(args, 2).map { ($0[0], $0[1]) } }
    return v.named(UnitPointName.self).map { ($0.x, $0.y) }
  }

  /// `CGSize.zero`, `ProposedViewSize.unspecified`, …: a static member of a geometry type.
  static func staticMember(_ type: String, _ name: String) -> Value? {
    let member = Value.member(type: type, name: name, arguments: [])
    switch GeometryTypeName(rawValue: type) {
    case .rect?: return isZero(member) ? rect(0, 0, 0, 0) : nil
    case .viewSpacing?: return isZero(member) ? member : nil
    case .proposedViewSize?: return member.named(ProposalName.self).map { proposal($0.dimension, $0.dimension) }
    case .size?, .point?, .unitPoint?, .angle?, nil: return nil
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
      guard let w = proposalAxis(values[0]), let h = proposalAxis(values[1]) else { return nil }
      return proposal(w, h)
    case ("ProposedViewSize", [nil]):
      return asSize(values[0]).map { proposal($0.width, $0.height) }
    default: return nil
    }
  }

  /// A property of a geometry value, or nil when `v` is none or has no such property.
  static func member(_ v: Value, _ name: String) -> Value? {
    guard case .member(let t, _, _) = v else { return nil }
    // An implicit `.zero` read before it has a type: every property of zero is zero (the
    // rectangle's properties are the size's and the point's too).
    if t == nil, isZero(v) {
      let id = [GeometryTypeName.rect, .size, .point].lazy.compactMap { Builtins.geometryProperty(name, of: $0.rawValue) }.first
      return id.flatMap { value($0, of: v) }
    }
    if let t, let id = Builtins.geometryProperty(name, of: t) { return value(id, of: v) }
    switch geometryType(v) {
    case .proposedViewSize?:
      guard let p = asProposal(v) else { return nil }
      switch name {
      case "width": return p.width.map(Value.double) ?? Value.none
      case "height": return p.height.map(Value.double) ?? Value.none
      default: return nil
      }
    case .angle?:
      // `Angle.degrees(90).radians`, `.radians(x).degrees`.
      guard let (unit, args) = v.namedCall(AngleName.self), args.count == 1, let x = number(args[0]) else { return nil }
      let radians: Double
      switch unit {
      case .degrees: radians = x * .pi / 180
      case .radians: radians = x
      case .zero: return nil
      }
      switch name {
      case "radians": return .double(radians)
      case "degrees": return .double(radians * 180 / .pi)
      default: return nil
      }
    case .unitPoint?:
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
    func property(of type: GeometryTypeName) -> GeometryProperty? { Builtins.geometryProperty(name, of: type.rawValue) }
    let ofRect = property(of: .rect)
    guard let d = number(new) ?? (ofRect == .rectOrigin || ofRect == .rectSize ? 0 : nil) else { return nil }
    if let s = asSize(v), geometryType(v) != .point, geometryType(v) != .rect {
      switch property(of: .size) {
      case .sizeWidth?: return size(d, s.height)
      case .sizeHeight?: return size(s.width, d)
      default: break
      }
    }
    if let p = asPoint(v) {
      switch property(of: .point) {
      case .pointX?: return point(d, p.y)
      case .pointY?: return point(p.x, d)
      default: break
      }
    }
    if let r = asRect(v) {
      switch ofRect {
      case .rectOrigin?: return asPoint(new).map { rect($0.x, $0.y, r.width, r.height) }
      case .rectSize?: return asSize(new).map { rect(r.x, r.y, $0.width, $0.height) }
      default: return nil
      }
    }
    return nil
  }

  /// `proposal.replacingUnspecifiedDimensions(by:)`; nil when `v` is no proposal.
  static func replacingUnspecifiedDimensions(_ v: Value, _ labels: [String?], _ values: [Value]) -> Value? {
    guard let p = asProposal(v), labels.isEmpty || labels == ["by"] else { return nil }
    let by = values.first.flatMap(asSize) ?? (10, 10)
    return size(p.width ?? by.width, p.height ?? by.height)
  }

  /// `d.rounded(rule)`, nil when `rule` is no `FloatingPointRoundingRule` case.
  static func rounded(_ d: Double, _ rule: Value) -> Value? {
    guard case .member(_, let name, _) = rule, let r = RoundingRuleName(rawValue: name) else { return nil }
    return .double(d.rounded(r.rule))
  }
}
