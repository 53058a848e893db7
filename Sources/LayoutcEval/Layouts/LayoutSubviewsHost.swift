import LayoutcCatalog
import LayoutcSource

/// What a custom layout's code asks of its subviews, answered by the layout engine while it
/// lays the container out (the lowering adapts the engine's `CustomLayoutSubviews`). The
/// evaluator knows nothing of the engine: sizes are pairs of numbers, proposals optional ones.
public protocol LayoutSubviewsHost: AnyObject, Sendable {
  var count: Int { get }
  /// `LayoutSubview.sizeThatFits(_:)`.
  func sizeThatFits(_ index: Int, width: Double?, height: Double?) -> (width: Double, height: Double)
  /// `LayoutSubview.dimensions(in:)`.
  func dimensions(_ index: Int, width: Double?, height: Double?) -> any GuideDimensions
  /// `LayoutSubview.priority`.
  func priority(_ index: Int) -> Double
  /// `subviews[a].spacing.distance(to: subviews[b].spacing, along:)`.
  func distance(from a: Int, to b: Int, horizontal: Bool) -> Double
  /// `LayoutSubview.place(at:anchor:proposal:)`.
  func place(_ index: Int, x: Double, y: Double, anchorX: Double, anchorY: Double, width: Double?, height: Double?)
  /// The value `.layoutValue(key:value:)` set on the subview for the key type, or nil.
  func layoutValue(_ index: Int, key: String) -> Value?
}

/// One subview of the layout being run.
public struct SubviewReference: Hashable, Sendable {
  public let host: any LayoutSubviewsHost
  public let index: Int

  public init(host: any LayoutSubviewsHost, index: Int) {
    self.host = host
    self.index = index
  }

  public static func == (a: SubviewReference, b: SubviewReference) -> Bool { a.host === b.host && a.index == b.index }
  public func hash(into h: inout Hasher) { h.combine(index) }
}

/// The proxies a layout's code reads: `subview.priority`, `subview.spacing`,
/// `sizeThatFits(_:)`, `dimensions(in:)`, `place(at:anchor:proposal:)`, `subviews[i][Key.self]`.
extension Evaluator {
  /// `subview.priority`, `subview.spacing`.
  func subviewMember(_ r: SubviewReference, _ name: String) -> Value {
    switch name {
    case "priority": return .double(r.host.priority(r.index))
    case "spacing": return .member(type: "ViewSpacing", name: "of", arguments: [.subview(r)])
    default: return .none
    }
  }

  /// `sizeThatFits(_:)`, `dimensions(in:)`, `place(at:anchor:proposal:)` of a subview, and
  /// `distance(to:along:)` of its spacing; nil for another method.
  func subviewMethod(_ receiver: Value, _ name: String, _ labels: [String?], _ values: [Value], at range: SourceRange? = nil) -> Value? {
    if case .member("ViewSpacing", "of", let a) = receiver, case .subview(let r)? = a.first, name == "distance",
      labels == ["to", "along"], case .member("ViewSpacing", "of", let b) = values[0], case .subview(let next)? = b.first,
      case .member = values[1]
    {
      return .double(r.host.distance(from: r.index, to: next.index, horizontal: values[1].named(AxisName.self) == .horizontal))
    }
    // `a.union(b, edges: .horizontal)` (all edges when none are named).
    if case .member("ViewSpacing"?, _, _) = receiver, name == "union", !values.isEmpty {
      let edges = labels.count > 1 && labels[1] == "edges" ? values[1] : .member(type: nil, name: "all", arguments: [])
      return .member(type: "ViewSpacing", name: "union", arguments: [receiver, values[0], edges])
    }
    guard case .subview(let r) = receiver else { return nil }
    func proposal(_ v: Value?) -> (width: Double?, height: Double?)? { v.flatMap(LayoutGeometry.asProposal) }
    switch (name, labels) {
    case ("sizeThatFits", [nil]):
      guard let p = proposal(values.first) else { return nil }
      let s = r.host.sizeThatFits(r.index, width: p.width, height: p.height)
      return LayoutGeometry.size(s.width, s.height)
    case ("dimensions", ["in"]):
      guard let p = proposal(values.first) else { return nil }
      return .dimensions(DimensionsBox(r.host.dimensions(r.index, width: p.width, height: p.height)))
    case ("place", _):
      var at: (x: Double, y: Double)? = nil
      var anchor = (x: 0.0, y: 0.0)  // `.topLeading`, the default
      var p: (width: Double?, height: Double?) = (nil, nil)
      // A placement whose point, anchor or proposal cannot be read is an error, never a
      // subview left where it was (centred) without a word.
      let unreadable = { (what: String) -> Value in
        self.report(EvalDiagnostics.layoutPlacement(what), range)
        return .tuple([], labels: [])
      }
      for (label, v) in zip(labels, values) {
        switch label {
        case "at": guard let point = LayoutGeometry.asPoint(v) else { return unreadable("point") }; at = point
        case "anchor": guard let u = LayoutGeometry.asUnitPoint(v) else { return unreadable("anchor") }; anchor = u
        case "proposal": guard let q = proposal(v) else { return unreadable("proposal") }; p = q
        default: return nil
        }
      }
      guard let at else { return nil }
      guard at.x.isFinite, at.y.isFinite else {
        report(EvalDiagnostics.layoutNotFinite("placement (\(ValueFormat.number(at.x)), \(ValueFormat.number(at.y)))"), range)
        return .tuple([], labels: [])
      }
      r.host.place(r.index, x: at.x, y: at.y, anchorX: anchor.x, anchorY: anchor.y, width: p.width, height: p.height)
      return .tuple([], labels: [])
    default:
      return nil
    }
  }

  /// `subviews[i][Key.self]`: the value `.layoutValue(key: Key.self, value:)` gave, else the
  /// key's `defaultValue`.
  func layoutValue(_ r: SubviewReference, key: String) -> Value {
    if let v = r.host.layoutValue(r.index, key: key) { return v }
    return globalValue(key + ".defaultValue") ?? .none
  }
}
