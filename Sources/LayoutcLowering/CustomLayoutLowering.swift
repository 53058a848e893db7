import LayoutEngine
import LayoutcCatalog
import LayoutcEval

/// A declared `Layout` used as a container: an engine `CustomLayout` node whose size and
/// placement functions run the struct's `sizeThatFits` and `placeSubviews` through the
/// evaluator (`CustomLayoutRun`). The engine stays free of syntax; the evaluator of engines.
extension LoweringBuilder {
  /// `AnyLayout(layout) { … }`: the node of the layout it holds, a stack's or a declared one's.
  func anyLayout(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    var held = i.arguments["_0"] ?? .none
    // `AnyLayout(AnyLayout(HStackLayout()))`: the layout inside the erasure.
    while case (.anyLayout, let a)? = held.initializer(of: LayoutTypeName.self), a.count == 1 { held = a[0] }
    func optional(_ v: Value) -> Value? { v == .none ? nil : v }
    switch held.initializer(of: LayoutTypeName.self) {
    case (.hStackLayout, let a)? where a.count == 2:
      let kind = LayoutNodeKind.hStack(
        alignment: optional(a[0]).flatMap(alignments.vertical) ?? .center, spacing: optional(a[1]).flatMap(ArgumentReading.number))
      return add(kind, lowerAll(i.children, env), entry: entry(i))
    case (.vStackLayout, let a)? where a.count == 2:
      let kind = LayoutNodeKind.vStack(
        alignment: optional(a[0]).flatMap(alignments.horizontal) ?? .center, spacing: optional(a[1]).flatMap(ArgumentReading.number))
      return add(kind, lowerAll(i.children, env), entry: entry(i))
    case (.zStackLayout, let a)? where a.count == 1:
      return add(.zStack(alignment: optional(a[0]).flatMap(alignments.alignment) ?? .center), lowerAll(i.children, env), entry: entry(i))
    case (.gridLayout, let a)? where a.count == 3:
      return grid(i, env, layout: (optional(a[0]).flatMap(alignments.alignment), optional(a[1]).flatMap(ArgumentReading.number),
        optional(a[2]).flatMap(ArgumentReading.number)))
    default:
      if case .record = held { return customLayout(i, env, layout: held) }
      reportUnreadable(i, "_0")
      return add(.neutral, [single(lowerAll(i.children, env), cause: i)], entry: entry(i))
    }
  }

  func customLayout(_ i: Instance, _ env: TextEnvironment, layout held: Value? = nil) -> NodeID {
    // Each subview's layout values (`.layoutValue(key:value:)`), by the key type's name.
    var children: [NodeID] = []
    var values: [[String: Value]] = []
    for child in i.children {
      let ids = lower(child, env)
      let own = Self.layoutValues(of: child)
      children += ids
      values += Array(repeating: own, count: ids.count)
    }
    let layout = held ?? i.arguments["layout"] ?? .none
    let layoutValues = values
    let runner = lowering.runner
    let (range, file) = (i.range, i.file)
    var guides: (@Sendable (AlignmentID, Rect, ProposedSize, CustomLayoutSubviews) -> Double??)? = nil
    if runner.evaluator.declaresExplicitAlignment(layout) {
      guides = { guide, bounds, proposal, subviews in
        let host = LayoutSubviewsAdapter(subviews, runner: runner, values: layoutValues)
        return runner.evaluator.customLayoutGuide(
          layout, guide: guide.name, horizontal: guide.axis == .horizontal, bounds: (bounds.minX, bounds.minY, bounds.width, bounds.height),
          proposal: (proposal.width, proposal.height), subviews: host, at: range, in: file)
      }
    }
    var ownSpacing: (@Sendable (CustomLayoutSubviews) -> CustomSpacing?)? = nil
    if runner.evaluator.declaresSpacing(layout) {
      ownSpacing = { subviews in
        let host = LayoutSubviewsAdapter(subviews, runner: runner, values: layoutValues)
        guard let s = runner.evaluator.customLayoutSpacing(layout, subviews: host, at: range, in: file) else { return nil }
        return CustomSpacing(startsAtZero: s.startsAtZero, unions: s.unions.map {
          CustomSpacing.Union(subview: $0.subview, top: $0.edges[0], leading: $0.edges[1], bottom: $0.edges[2], trailing: $0.edges[3])
        })
      }
    }
    let custom = CustomLayout(
      name: i.name,
      sizeThatFits: { proposal, subviews in
        let host = LayoutSubviewsAdapter(subviews, runner: runner, values: layoutValues)
        let size = runner.evaluator.customLayoutSize(layout, proposal: (proposal.width, proposal.height), subviews: host, at: range, in: file)
        return size.map { Size(width: $0.width, height: $0.height) } ?? .zero
      },
      placeSubviews: { bounds, proposal, subviews in
        let host = LayoutSubviewsAdapter(subviews, runner: runner, values: layoutValues)
        runner.evaluator.customLayoutPlacement(
          layout, bounds: (bounds.minX, bounds.minY, bounds.width, bounds.height), proposal: (proposal.width, proposal.height),
          subviews: host, at: range, in: file)
      },
      explicitAlignment: guides,
      stackOrientation: runner.evaluator.customLayoutOrientation(layout).map(Axis.init),
      spacing: ownSpacing)
    return add(.custom(custom), children, entry: entry(i))
  }

  /// The layout values the modifiers around a subview set, by key. Two for one key: the
  /// outermost is read (a trait written outside replaces the one inside; no source says so for
  /// layout values, docs/layout.md notes it as an estimate).
  static func layoutValues(of instance: Instance) -> [String: Value] {
    var result: [String: Value] = [:]
    var current: Instance? = instance
    while let c = current, c.kind == .modifier {
      if c.modifierID == .layoutValue, let key = c.arguments["key"]?.metatypeName, result[key] == nil {
        result[key] = c.arguments["value"] ?? Value.none
      }
      current = c.children.first
    }
    return result
  }
}

/// The engine's subview proxies as the evaluator asks them (`LayoutSubviewsHost`).
final class LayoutSubviewsAdapter: LayoutSubviewsHost, @unchecked Sendable {
  let subviews: CustomLayoutSubviews
  let runner: GuideRunner
  let values: [[String: Value]]

  init(_ subviews: CustomLayoutSubviews, runner: GuideRunner, values: [[String: Value]]) {
    self.subviews = subviews
    self.runner = runner
    self.values = values
  }

  var count: Int { subviews.count }

  func sizeThatFits(_ index: Int, width: Double?, height: Double?) -> (width: Double, height: Double) {
    let s = subviews.sizeThatFits(index, ProposedSize(width: width, height: height))
    return (s.width, s.height)
  }

  func dimensions(_ index: Int, width: Double?, height: Double?) -> any GuideDimensions {
    GuideDimensionsAdapter(subviews.dimensions(index, ProposedSize(width: width, height: height)), axis: .horizontal, runner: runner)
  }

  func priority(_ index: Int) -> Double { subviews.priority(index) }

  func distance(from a: Int, to b: Int, horizontal: Bool) -> Double {
    subviews.distance(from: a, to: b, along: horizontal ? .horizontal : .vertical)
  }

  func place(_ index: Int, x: Double, y: Double, anchorX: Double, anchorY: Double, width: Double?, height: Double?) {
    subviews.place(index, at: Point(x: x, y: y), anchor: Point(x: anchorX, y: anchorY), proposal: ProposedSize(width: width, height: height))
  }

  func layoutValue(_ index: Int, key: String) -> Value? {
    values.indices.contains(index) ? values[index][key] : nil
  }
}
