/// One layout pass over a tree: answers "what size for this proposal", "where do your children go"
/// and "what is your explicit value of this guide" for any node, memoised in a `MeasureCache`.
///
/// The pass is the only mutable object of the engine; it lives for one `layout(...)` call and is
/// never shared, so it needs no locking.
///
/// Its mutable state is `@exclusivity(unchecked)`: a class's stored `var` is otherwise checked
/// for overlapping access at run time on every read and write (`swift_beginAccess`), ~8 % of the
/// layout's instructions, and the pass never lends one of them out while it asks a question
/// that could touch it again (answers are looked up, computed, then stored).
final class LayoutPass {
  let tree: LayoutTree
  let scale: Double
  /// For each node, the axis of the stack it sits in (through modifiers), or nil: Spacer and
  /// Divider read it (OpenSwiftUI Spacer.swift: the spacer follows `inputs.stackOrientation`).
  let stackAxis: [Axis?]
  /// Each node's `LayoutTree.layoutPriority`, worked out once: stacks read it for every child
  /// whenever they divide their space.
  let layoutPriorities: [Double]
  /// Every guide the tree mentions plus the text baselines: the explicit values worth computing when
  /// a closure or a default value asks for a view's `ViewDimensions`.
  let guidesInUse: [AlignmentID]
  /// The guides some node can give an explicit value: the text baselines (measured leaves) and the
  /// guides of `alignmentGuide` nodes. Every other primitive only passes its children's values on,
  /// so any other guide is nil everywhere and is answered without walking the subtree.
  let explicitGuides: [AlignmentID]
  @exclusivity(unchecked) private(set) var cache: MeasureCache
  /// Spacing preferences of containers once asked (`spacing(of:)`); they do not depend on proposals.
  @exclusivity(unchecked) var spacingMemo: [ViewSpacing?]
  @exclusivity(unchecked) private(set) var statistics = LayoutStatistics()
  @exclusivity(unchecked) private(set) var trace: LayoutTrace?

  init(tree: LayoutTree, root: NodeID, scale: Double, options: LayoutOptions) {
    self.tree = tree
    self.scale = PixelRounding.validScale(scale)
    self.stackAxis = LayoutPass.stackAxes(tree: tree, root: root)
    self.layoutPriorities = LayoutPass.layoutPriorities(in: tree)
    self.guidesInUse = LayoutPass.guides(in: tree)
    self.explicitGuides = LayoutPass.explicitGuides(in: tree)
    self.cache = MeasureCache(isEnabled: options.cachingEnabled, nodeCount: tree.count)
    self.spacingMemo = Array(repeating: nil, count: tree.count)
    self.trace = options.recordsTrace ? LayoutTrace() : nil
    statistics.sizeEvaluationsPerNode = Array(repeating: 0, count: tree.count)
  }

  // MARK: Questions a parent asks a child

  func size(of id: NodeID, proposal: ProposedSize) -> Size {
    let key = MeasureCache.Key(node: id, proposal: proposal)
    if let cached = cache.size(key) {
      statistics.cacheHits += 1
      trace?.events.append(.sized(node: id, proposal: proposal, size: cached, fromCache: true))
      return cached
    }
    statistics.sizeEvaluations += 1
    statistics.sizeEvaluationsPerNode[id.rawValue] += 1
    let size = ask(SizeQuestion(proposal: proposal, subviews: subviews(of: id)), of: id).sanitized
    cache.store(size, for: key)
    trace?.events.append(.sized(node: id, proposal: proposal, size: size, fromCache: false))
    return size
  }

  func placements(of id: NodeID, proposal: ProposedSize) -> [ChildPlacement] {
    let key = MeasureCache.Key(node: id, proposal: proposal)
    if let cached = cache.placements(key) { return cached }
    statistics.placementEvaluations += 1
    let size = size(of: id, proposal: proposal)
    let result = ask(PlacementQuestion(size: size, proposal: proposal, subviews: subviews(of: id)), of: id)
      .map(LayoutPass.sanitized)
    cache.store(result, for: key)
    return result
  }

  func explicitValue(of id: NodeID, proposal: ProposedSize, id guide: AlignmentID) -> Double? {
    // A trace lists every size asked, so while tracing the subtree is walked as before.
    if !explicitGuides.contains(guide) && trace == nil { return nil }
    let key = MeasureCache.GuideKey(node: id, proposal: proposal, guide: guide)
    if let cached = cache.explicitValue(key) { return cached }
    let size = size(of: id, proposal: proposal)
    var value = ask(GuideQuestion(guide: guide, size: size, proposal: proposal, subviews: subviews(of: id)), of: id)
    if let v = value, !v.isFinite { value = nil }
    cache.store(value, for: key)
    return value
  }

  func dimensions(of id: NodeID, proposal: ProposedSize) -> ViewDimensions {
    var explicit: [AlignmentID: Double] = [:]
    for guide in guidesInUse {
      if let value = explicitValue(of: id, proposal: proposal, id: guide) { explicit[guide] = value }
    }
    return ViewDimensions(size: size(of: id, proposal: proposal), explicitValues: explicit)
  }

  /// A view's value of one guide: explicit if it has one, else the guide's default. Built-in guides
  /// need only the size; a custom default may read other guides, so it gets full dimensions.
  func guideValue(of id: NodeID, proposal: ProposedSize, id guide: AlignmentID) -> Double {
    if let value = explicitValue(of: id, proposal: proposal, id: guide) { return value }
    if guide.defaultReadsOnlySize {
      return guide.defaultValue(in: ViewDimensions(size: size(of: id, proposal: proposal)))
    }
    return dimensions(of: id, proposal: proposal)[guide]
  }

  /// A measured leaf's answer, memoised so that its size and its baselines come from one call.
  func measurement(of id: NodeID, content: any MeasuredContent, proposal: ProposedSize) -> ContentMeasurement {
    let key = MeasureCache.Key(node: id, proposal: proposal)
    if let cached = cache.measurement(key) { return cached }
    let value = content.measure(proposal)
    cache.store(value, for: key)
    return value
  }

  /// A stack's space division, memoised: sizing and placing the stack both need it.
  func stackDivision(of id: NodeID, proposal: ProposedSize, compute: () -> StackDivision) -> StackDivision {
    let key = MeasureCache.Key(node: id, proposal: proposal)
    if let cached = cache.division(key) { return cached }
    let value = compute()
    cache.store(value, for: key)
    if let divisionTrace = value.trace { trace?.events.append(.stackDivision(divisionTrace)) }
    return value
  }

  var isTracing: Bool { trace != nil }

  func subviews(of id: NodeID) -> Subviews {
    // Through `nodes` rather than `tree[id]`: the subscript returns a copy of the whole node,
    // kind included, and this runs for every size asked.
    Subviews(pass: self, parent: id, ids: tree.nodes[id.rawValue].children)
  }

  // MARK: Set-up

  /// Walks down from the root giving each node the axis of its enclosing stack. Stacks set it for
  /// their children, modifiers pass it on to their (primary) child, other containers clear it.
  private static func stackAxes(tree: LayoutTree, root: NodeID) -> [Axis?] {
    var result = [Axis?](repeating: nil, count: tree.count)
    guard tree.contains(root) else { return result }
    var work: [(NodeID, Axis?)] = [(root, nil)]
    while let (id, axis) = work.popLast() {
      result[id.rawValue] = axis
      let node = tree[id]
      for (index, child) in node.children.enumerated() {
        let childAxis: Axis?
        switch node.kind {
        case .hStack: childAxis = .horizontal
        case .vStack: childAxis = .vertical
        case .zStack: childAxis = nil
        case .background, .overlay: childAxis = index == 0 ? axis : nil
        default: childAxis = axis
        }
        work.append((child, childAxis))
      }
    }
    return result
  }

  private static func guides(in tree: LayoutTree) -> [AlignmentID] {
    var seen = Set<AlignmentID>()
    var result: [AlignmentID] = []
    func note(_ id: AlignmentID) {
      if seen.insert(id).inserted { result.append(id) }
    }
    note(VerticalAlignment.firstTextBaseline.id)
    note(VerticalAlignment.lastTextBaseline.id)
    for node in tree.nodes {
      switch node.kind {
      case .hStack(let alignment, _): note(alignment.id)
      case .vStack(let alignment, _): note(alignment.id)
      case .zStack(let alignment), .frame(_, _, let alignment),
           .background(let alignment), .overlay(let alignment):
        note(alignment.horizontal.id)
        note(alignment.vertical.id)
      case .flexibleFrame(let frame):
        note(frame.alignment.horizontal.id)
        note(frame.alignment.vertical.id)
      case .alignmentGuide(let guide): note(guide.id)
      default: break
      }
    }
    return result
  }

  /// `LayoutTree.layoutPriority` of every node, in one pass: a child's id is always below its
  /// parent's (`LayoutTree.add`), so a modifier's inherited priority is already known.
  private static func layoutPriorities(in tree: LayoutTree) -> [Double] {
    var result = [Double](repeating: 0, count: tree.count)
    for (index, node) in tree.nodes.enumerated() {
      if let explicit = node.layoutPriority {
        result[index] = explicit
        continue
      }
      switch node.kind {
      case .spacer: result[index] = -.infinity
      case .shape, .image, .measured, .divider, .hStack, .vStack, .zStack: result[index] = 0
      default: result[index] = node.children.first.map { result[$0.rawValue] } ?? 0
      }
    }
    return result
  }

  private static func explicitGuides(in tree: LayoutTree) -> [AlignmentID] {
    var result = [VerticalAlignment.firstTextBaseline.id, VerticalAlignment.lastTextBaseline.id]
    for node in tree.nodes {
      if case .alignmentGuide(let guide) = node.kind, !result.contains(guide.id) { result.append(guide.id) }
    }
    return result
  }

  private static func sanitized(_ placement: ChildPlacement) -> ChildPlacement {
    var p = placement
    func clean(_ v: Double) -> Double { v.isFinite ? v : 0 }
    p.origin = Point(x: clean(p.origin.x), y: clean(p.origin.y))
    p.drawOffset = Point(x: clean(p.drawOffset.x), y: clean(p.drawOffset.y))
    return p
  }
}

/// `sizeThatFits`, `placeSubviews` and `explicitAlignment` as questions for `LayoutPass.ask`.
struct SizeQuestion: PrimitiveQuestion {
  let proposal: ProposedSize
  let subviews: Subviews
  func ask<Primitive: LayoutPrimitive>(_ primitive: Primitive) -> Size {
    primitive.sizeThatFits(proposal, subviews: subviews)
  }
}

struct PlacementQuestion: PrimitiveQuestion {
  let size: Size
  let proposal: ProposedSize
  let subviews: Subviews
  func ask<Primitive: LayoutPrimitive>(_ primitive: Primitive) -> [ChildPlacement] {
    primitive.placeSubviews(in: size, proposal: proposal, subviews: subviews)
  }
}

struct GuideQuestion: PrimitiveQuestion {
  let guide: AlignmentID
  let size: Size
  let proposal: ProposedSize
  let subviews: Subviews
  func ask<Primitive: LayoutPrimitive>(_ primitive: Primitive) -> Double? {
    primitive.explicitAlignment(guide, in: size, proposal: proposal, subviews: subviews)
  }
}
