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
  /// Every node's primitive, children and priority, and the guides in use (`PreparedTree`).
  let prepared: PreparedTree
  /// For each node, the axis of the stack it sits in (through modifiers), or nil: Spacer and
  /// Divider read it (OpenSwiftUI Spacer.swift: the spacer follows `inputs.stackOrientation`).
  let stackAxis: [Axis?]
  @exclusivity(unchecked) private(set) var cache: MeasureCache
  /// Spacing preferences of containers once asked (`spacing(of:)`); they do not depend on
  /// proposals. Empty until the first is kept.
  @exclusivity(unchecked) var spacingMemo: [ViewSpacing?] = []
  /// What each grid row's cells were given by its grid (`GridLayout.placeSubviews`), by row and
  /// the proposal the grid made to the row; and each grid's arrangement per proposal.
  @exclusivity(unchecked) var gridRowPlacements: [GridRowKey: [ChildPlacement]] = [:]
  @exclusivity(unchecked) private var gridArrangements: [MeasureCache.Key: GridArrangement] = [:]
  @exclusivity(unchecked) private var counters = LayoutStatistics()
  /// `LayoutStatistics.sizeEvaluationsPerNode`, counted in a buffer of the pass's own: counting
  /// in the statistics' array checked it for uniqueness on every size question.
  private let evaluationsPerNode: UnsafeMutableBufferPointer<Int>

  /// What the pass did so far, `sizeEvaluationsPerNode` included.
  var statistics: LayoutStatistics {
    var result = counters
    result.sizeEvaluationsPerNode = Array(evaluationsPerNode)
    return result
  }
  @exclusivity(unchecked) private(set) var trace: LayoutTrace?
  /// `LayoutOptions.questionLimit`, resolved for this tree.
  let questionLimit: Int

  init(tree: LayoutTree, root: NodeID, scale: Double, options: LayoutOptions) {
    self.tree = tree
    self.scale = PixelRounding.validScale(scale)
    self.prepared = tree.prepared
    self.stackAxis = LayoutPass.stackAxes(prepared, root: root)
    self.cache = MeasureCache(
      isEnabled: options.cachingEnabled, nodeCount: tree.count, expectedDivisions: 6 * prepared.stacks.count)
    self.trace = options.recordsTrace ? LayoutTrace() : nil
    self.questionLimit = options.questionLimit ?? LayoutOptions.defaultQuestionLimit(nodeCount: tree.count)
    evaluationsPerNode = .allocate(capacity: tree.count)
    evaluationsPerNode.initialize(repeating: 0)
  }

  deinit {
    evaluationsPerNode.deallocate()
  }

  // MARK: Questions a parent asks a child

  func size(of id: NodeID, proposal: ProposedSize) -> Size {
    // Past the limit every answer is zero and nothing recurses: the pass ends in time linear
    // in the tree, and the caller discards it.
    guard counters.sizeQuestions < questionLimit else {
      counters.stoppedAtQuestionLimit = true
      return .zero
    }
    precondition(id.rawValue >= 0 && id.rawValue < evaluationsPerNode.count, "node outside the tree")
    if trace == nil && prepared.tags[id.rawValue].isAnsweredWithoutCache {
      counters.answersWithoutCache += 1
      return ask(SizeQuestion(proposal: proposal, subviews: subviews(of: id)), of: id).sanitized
    }
    let key = MeasureCache.Key(node: id, proposal: proposal)
    if let cached = cache.size(key) {
      counters.cacheHits += 1
      trace?.events.append(.sized(node: id, proposal: proposal, size: cached, fromCache: true))
      return cached
    }
    counters.sizeEvaluations += 1
    evaluationsPerNode[id.rawValue] += 1
    let size = ask(SizeQuestion(proposal: proposal, subviews: subviews(of: id)), of: id).sanitized
    cache.store(size, for: key)
    trace?.events.append(.sized(node: id, proposal: proposal, size: size, fromCache: false))
    return size
  }

  /// Where `id` puts its children for `proposal`, memoised: a container's explicit guide value
  /// reads its children's placements, and placing it must then not compute them again.
  func placements(of id: NodeID, proposal: ProposedSize) -> [ChildPlacement] {
    let key = MeasureCache.Key(node: id, proposal: proposal)
    if let cached = cache.placements(key) { return cached }
    var result: [ChildPlacement] = []
    computePlacements(of: id, proposal: proposal, size: size(of: id, proposal: proposal), into: &result)
    cache.store(result, for: key)
    return result
  }

  /// `placements(of:proposal:)` in `buffer` (emptied first), not stored. The placement walk asks
  /// each (node, proposal) once and nothing asks after it (questions go down the tree, and a node
  /// is placed after its parent's questions), so it reuses one buffer: an array per node, kept
  /// in the cache until the pass ended, would be an allocation and a release per node.
  /// `size` is the node's answer to `proposal`, which the walk already has.
  func placements(of id: NodeID, proposal: ProposedSize, size: Size, into buffer: inout [ChildPlacement]) {
    buffer.removeAll(keepingCapacity: true)
    if let cached = cache.placements(MeasureCache.Key(node: id, proposal: proposal)) {
      buffer.append(contentsOf: cached)
      return
    }
    computePlacements(of: id, proposal: proposal, size: size, into: &buffer)
  }

  private func computePlacements(of id: NodeID, proposal: ProposedSize, size: Size, into buffer: inout [ChildPlacement]) {
    counters.placementEvaluations += 1
    let first = buffer.count
    withUnsafeMutablePointer(to: &buffer) { placements in
      ask(PlacementQuestion(size: size, proposal: proposal, subviews: subviews(of: id), placements: placements), of: id)
    }
    for index in first..<buffer.count { buffer[index] = LayoutPass.sanitized(buffer[index]) }
  }

  func explicitValue(of id: NodeID, proposal: ProposedSize, id guide: AlignmentID) -> Double? {
    // A trace lists every size asked, so while tracing the subtree is walked as before.
    if !prepared.explicitGuides.contains(guide) && trace == nil { return nil }
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
    for guide in prepared.guidesInUse {
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

  /// `guideValue(of:proposal:id:)` of a child whose answer to `proposal` the caller holds
  /// (a stack's shares): a built-in guide's default needs no size question, which in the
  /// placement walk, long after the sizes were worked out, was a cache miss per child.
  func guideValue(of id: NodeID, proposal: ProposedSize, size: Size, id guide: AlignmentID) -> Double {
    if let value = explicitValue(of: id, proposal: proposal, id: guide) { return value }
    if guide.defaultReadsOnlySize { return guide.defaultValue(in: ViewDimensions(size: size)) }
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

  /// A grid's arrangement, memoised: sizing and placing the grid both need it.
  func gridArrangement(of id: NodeID, proposal: ProposedSize, compute: () -> GridArrangement) -> GridArrangement {
    let key = MeasureCache.Key(node: id, proposal: proposal)
    if let known = gridArrangements[key] { return known }
    let value = compute()
    gridArrangements[key] = value
    return value
  }

  var isTracing: Bool { trace != nil }

  /// A primitive's alignment (`PreparedTree.SharedAlignment`), read from the prepared tree's
  /// array in place (a subscript of the tree copied the whole struct, its arrays retained).
  func alignment(_ shared: PreparedTree.SharedAlignment) -> Alignment {
    prepared.alignments[Int(shared.index)]
  }

  func subviews(of id: NodeID) -> Subviews {
    let children = prepared.childRange(of: id)
    return Subviews(pass: self, parent: id, start: children.lowerBound, count: children.count)
  }

  // MARK: Set-up

  /// Walks down from the root giving each node the axis of its enclosing stack. Stacks set it for
  /// their children, modifiers pass it on to their (primary) child, other containers clear it.
  private static func stackAxes(_ prepared: PreparedTree, root: NodeID) -> [Axis?] {
    let count = prepared.tags.count
    var result = [Axis?](repeating: nil, count: count)
    guard root.rawValue >= 0 && root.rawValue < count else { return result }
    var work: [(NodeID, Axis?)] = [(root, nil)]
    while let (id, axis) = work.popLast() {
      result[id.rawValue] = axis
      let tag = prepared.tags[id.rawValue]
      for (index, child) in prepared.childIDs[prepared.childRange(of: id)].enumerated() {
        let childAxis: Axis?
        switch tag {
        case .stack: childAxis = prepared.stacks[Int(prepared.slots[id.rawValue])].axis
        case .custom: childAxis = prepared.customLayouts[Int(prepared.slots[id.rawValue])].layout.stackOrientation
        case .zStack, .grid, .gridRow, .lazyGrid: childAxis = nil
        case .secondary: childAxis = index == 0 ? axis : nil
        default: childAxis = axis
        }
        work.append((child, childAxis))
      }
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

/// Its answer goes to `placements`, a buffer its asker owns and keeps alive while it asks.
struct PlacementQuestion: PrimitiveQuestion {
  let size: Size
  let proposal: ProposedSize
  let subviews: Subviews
  let placements: UnsafeMutablePointer<[ChildPlacement]>
  func ask<Primitive: LayoutPrimitive>(_ primitive: Primitive) {
    primitive.placeSubviews(in: size, proposal: proposal, subviews: subviews, into: &placements.pointee)
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
