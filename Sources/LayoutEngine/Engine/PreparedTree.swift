/// A question the pass asks a node's primitive (its size, its placements, a guide's value).
///
/// Generic over the primitive's type, so each question is specialised per primitive and the
/// primitive is never boxed as `any LayoutPrimitive`: most primitives are larger than an
/// existential's inline buffer, and boxing cost a heap allocation per question asked.
protocol PrimitiveQuestion {
  associatedtype Answer
  func ask<Primitive: LayoutPrimitive>(_ primitive: Primitive) -> Answer
}

extension PrimitiveQuestion {
  /// Asks the primitive at `slot` of `primitives` in place: read through a buffer pointer, the
  /// element is borrowed rather than copied (a frame's or a stack's alignments hold strings and
  /// closures, and copying them cost a few hundred instructions per question).
  @inline(__always)
  func ask<Primitive: LayoutPrimitive>(_ primitives: [Primitive], _ slot: Int) -> Answer {
    primitives.withUnsafeBufferPointer { ask($0[slot]) }
  }
}

/// The tree as a layout pass reads it, built node by node as the tree is (`LayoutTree.add`):
/// every node's primitive (kept in one array per primitive type), its children, its layout
/// priority, and the alignment guides in use.
///
/// Rebuilding the primitive from the node's `LayoutNodeKind` at every question, matching on that
/// enum would copy it whole (its alignment payloads hold strings and closures), as would each of
/// the set-up walks: ~15 % of the layout's instructions. Here a question reads a one-byte tag and
/// the primitive from its typed array.
struct PreparedTree {
  enum Tag: UInt8 {
    case shape, image, measured, spacer, divider, stack, zStack, frame, flexibleFrame, padding
    case secondary, offset, position, fixedSize, aspectRatio, alignmentGuide, neutral
    case ignoresSafeArea, layoutDirection, safeAreaPadding, safeAreaInset
    case grid, gridRow, lazyGrid, viewThatFits, custom

    /// Kinds whose size the pass works out each time it is asked rather than keeping it in the
    /// cache (unless it records a trace, which lists cache hits): their size is arithmetic on
    /// the proposal (shapes, images, spacers, dividers, positions), on a Text's measurement
    /// (cached on its own), or on one child's answer to one question (padding, a fixed frame,
    /// offset, background, overlay, alignment guides, neutral wrappers), which that child caches
    /// if it is worth it. So no chain of them asks more than one question per question asked,
    /// and the memoisation's guarantee stands: work stays linear in the distinct questions of
    /// the cached kinds. Caching them cost more than answering (a lookup that usually misses,
    /// then a store in slots touched for nothing): 15 of the grid benchmark's 26 nodes per row
    /// are such modifiers (the issue's "a padding or fixed frame folded into its child's
    /// question").
    var isAnsweredWithoutCache: Bool {
      switch self {
      case .shape, .image, .measured, .spacer, .divider, .frame, .padding, .secondary, .offset, .position,
        .alignmentGuide, .neutral, .ignoresSafeArea, .layoutDirection, .safeAreaPadding:
        true
      case .stack, .zStack, .flexibleFrame, .fixedSize, .aspectRatio, .grid, .gridRow, .lazyGrid, .viewThatFits,
        .custom, .safeAreaInset:
        false
      }
    }

    /// `LayoutNodeKind.ownLayoutPriority` of the kinds with this tag, read from the tag: asked of
    /// the kind, it copied the node's kind (payloads retained) once more per node.
    var ownLayoutPriority: Double? {
      switch self {
      case .spacer: -.infinity
      case .shape, .image, .measured, .divider, .stack, .zStack, .grid, .gridRow, .lazyGrid, .custom: 0
      case .frame, .flexibleFrame, .padding, .secondary, .offset, .position, .fixedSize, .aspectRatio,
        .alignmentGuide, .neutral, .ignoresSafeArea, .layoutDirection, .viewThatFits, .safeAreaPadding, .safeAreaInset: nil
      }
    }
  }

  /// An alignment kept once in `alignments`, by index: primitives that hold one are then plain
  /// data, copied without reference counting.
  struct SharedAlignment {
    let index: Int32
  }

  /// The distinct alignments the primitives hold (`SharedAlignment`): a tree uses a handful.
  private(set) var alignments: [Alignment] = []

  private(set) var tags: [Tag] = []
  /// The node's index in the array of its tag.
  private(set) var slots: [Int32] = []
  private(set) var shapes: [ShapeLayout] = []
  private(set) var images: [ImageLayout] = []
  private(set) var measured: [MeasuredLeafLayout] = []
  /// Spacers' and dividers' primitives depend on the enclosing stack's axis, known only once the
  /// tree is walked from its root (`LayoutPass.stackAxes`), so they are made when asked.
  private(set) var spacerMinLengths: [Double?] = []
  private(set) var stacks: [StackLayout] = []
  private(set) var zStacks: [ZStackLayout] = []
  private(set) var frames: [FixedFrameLayout] = []
  private(set) var flexibleFrames: [FlexibleFrameLayout] = []
  private(set) var paddings: [PaddingLayout] = []
  private(set) var secondaries: [SecondaryChildLayout] = []
  private(set) var offsets: [OffsetLayout] = []
  private(set) var positions: [PositionLayout] = []
  private(set) var fixedSizes: [FixedSizeLayout] = []
  private(set) var aspectRatios: [AspectRatioLayout] = []
  private(set) var alignmentGuides: [AlignmentGuideLayout] = []
  private(set) var grids: [GridLayout] = []
  private(set) var lazyGrids: [LazyGridLayout] = []
  private(set) var viewsThatFit: [ViewThatFitsLayout] = []
  private(set) var customLayouts: [CustomLayoutPrimitive] = []
  private(set) var safeAreaInsets: [SafeAreaInsetLayout] = []
  /// Not primitives of their own (they lay out as `NeutralLayout`): read by the placement pass.
  private(set) var safeAreaEdges: [Edges] = []
  private(set) var directions: [LayoutDirection] = []

  /// Every node's children, node after node: node `i`'s are
  /// `childIDs[childStart[i]..<childStart[i + 1]]`, so a `Subviews` holds two integers instead of
  /// retaining the node's own children array for every question asked.
  private(set) var childIDs: [NodeID] = []
  private var childStart: [Int32] = [0]
  /// `LayoutNode.isHidden` of every node, read by the placement pass without copying the node.
  private(set) var isHidden: [Bool] = []
  /// `LayoutTree.layoutPriority` of every node: a child's id is always below its parent's
  /// (`LayoutTree.add`), so a modifier's inherited priority is already known when it is reached.
  private(set) var layoutPriorities: [Double] = []
  /// Every guide the tree mentions plus the text baselines, in the order first met.
  private(set) var guidesInUse: [AlignmentID] = [VerticalAlignment.firstTextBaseline.id, VerticalAlignment.lastTextBaseline.id]
  /// The guides some node can give an explicit value: the text baselines (measured leaves) and the
  /// guides of `alignmentGuide` nodes.
  private(set) var explicitGuides: [AlignmentID] = [VerticalAlignment.firstTextBaseline.id, VerticalAlignment.lastTextBaseline.id]
  /// A custom layout with its own `explicitAlignment` is in the tree: every guide in use is then
  /// explicit.
  private var hasCustomGuides = false

  /// A guide in use (`guidesInUse`): a tree uses a handful, so a linear search with
  /// `AlignmentID`'s cheap `==` costs less than hashing into a Set for every aligned node.
  private mutating func use(_ guide: AlignmentID) {
    guard !guidesInUse.contains(guide) else { return }
    guidesInUse.append(guide)
    // A custom layout with its own `explicitAlignment` may give any guide a value.
    if hasCustomGuides && !explicitGuides.contains(guide) { explicitGuides.append(guide) }
  }

  private mutating func use(_ alignment: Alignment) {
    use(alignment.horizontal.id)
    use(alignment.vertical.id)
  }

  private mutating func shared(_ alignment: Alignment) -> SharedAlignment {
    if let index = alignments.firstIndex(of: alignment) { return SharedAlignment(index: Int32(index)) }
    alignments.append(alignment)
    return SharedAlignment(index: Int32(alignments.count - 1))
  }

  /// `item` appended to its typed array, and its index there.
  private static func push<P>(_ item: P, to array: inout [P]) -> Int32 {
    array.append(item)
    return Int32(array.count - 1)
  }

  private mutating func record(_ tag: Tag, _ slot: Int32 = 0) {
    tags.append(tag)
    slots.append(slot)
  }

  /// Makes room for `count` nodes in the arrays every node has an entry in.
  mutating func reserveCapacity(_ count: Int) {
    tags.reserveCapacity(count)
    slots.reserveCapacity(count)
    childStart.reserveCapacity(count + 1)
    layoutPriorities.reserveCapacity(count)
    isHidden.reserveCapacity(count)
  }

  /// Adds node `id` (the next): maps its kind to the primitive that lays it out. The single switch
  /// over `LayoutNodeKind` in the engine, so adding a kind means adding one case here, one in
  /// `LayoutPass.ask` and one file in `Primitives/`. Called by `LayoutTree.add`, so that the tree
  /// is in this form as it is built: making it from the finished tree at layout would read every
  /// node again (its kind's payloads copied), ~15 % of the layout's instructions.
  mutating func append(
    _ kind: LayoutNodeKind, id: NodeID, children: [NodeID], layoutPriority: Double?, isHidden hidden: Bool
  ) {
    switch kind {
    case .shape(let kind):
      record(.shape, Self.push(ShapeLayout(kind: kind), to: &shapes))
    case .image(let width, let height, let resizable):
      record(.image, Self.push(ImageLayout(width: width, height: height, resizable: resizable), to: &images))
    case .measured(let content):
      record(.measured, Self.push(MeasuredLeafLayout(node: id, content: content), to: &measured))
    case .spacer(let minLength):
      record(.spacer, Self.push(minLength, to: &spacerMinLengths))
    case .divider:
      record(.divider)
    case .hStack(let alignment, let spacing):
      record(.stack, Self.push(StackLayout(node: id, axis: .horizontal, alignment: alignment.id, spacing: spacing), to: &stacks))
      use(alignment.id)
    case .vStack(let alignment, let spacing):
      record(.stack, Self.push(StackLayout(node: id, axis: .vertical, alignment: alignment.id, spacing: spacing), to: &stacks))
      use(alignment.id)
    case .zStack(let alignment):
      record(.zStack, Self.push(ZStackLayout(alignment: alignment), to: &zStacks))
      use(alignment)
    case .frame(let width, let height, let alignment):
      record(.frame, Self.push(FixedFrameLayout(width: width, height: height, alignment: shared(alignment)), to: &frames))
      use(alignment)
    case .flexibleFrame(let frame):
      record(.flexibleFrame, Self.push(FlexibleFrameLayout(frame), to: &flexibleFrames))
      use(frame.alignment)
    case .padding(let insets): record(.padding, Self.push(PaddingLayout(insets: insets), to: &paddings))
    case .background(let alignment), .overlay(let alignment):
      record(.secondary, Self.push(SecondaryChildLayout(alignment: alignment), to: &secondaries))
      use(alignment)
    case .offset(let x, let y): record(.offset, Self.push(OffsetLayout(x: x, y: y), to: &offsets))
    case .position(let x, let y): record(.position, Self.push(PositionLayout(x: x, y: y), to: &positions))
    case .fixedSize(let horizontal, let vertical):
      record(.fixedSize, Self.push(FixedSizeLayout(horizontal: horizontal, vertical: vertical), to: &fixedSizes))
    case .aspectRatio(let ratio, let contentMode):
      record(.aspectRatio, Self.push(AspectRatioLayout(ratio: ratio, contentMode: contentMode), to: &aspectRatios))
    case .alignmentGuide(let guide):
      record(.alignmentGuide, Self.push(AlignmentGuideLayout(guide: guide), to: &alignmentGuides))
      use(guide.id)
      if !explicitGuides.contains(guide.id) { explicitGuides.append(guide.id) }
    case .grid(let alignment, let horizontalSpacing, let verticalSpacing):
      record(.grid, Self.push(GridLayout(node: id, alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing), to: &grids))
      use(alignment)
    case .gridRow(let alignment):
      record(.gridRow)
      if let alignment { use(alignment.id) }
    case .gridCell(let attributes):
      record(.neutral)
      if let h = attributes.columnAlignment { use(h.id) }
    case .lazyGrid(let spec):
      record(.lazyGrid, Self.push(LazyGridLayout(spec: spec), to: &lazyGrids))
      for track in spec.tracks { if let a = track.alignment { use(a) } }
    case .viewThatFits(let horizontal, let vertical):
      record(.viewThatFits, Self.push(ViewThatFitsLayout(horizontal: horizontal, vertical: vertical), to: &viewsThatFit))
    case .custom(let layout):
      record(.custom, Self.push(CustomLayoutPrimitive(layout: layout), to: &customLayouts))
      if layout.explicitAlignment != nil && !hasCustomGuides {
        hasCustomGuides = true
        for g in guidesInUse where !explicitGuides.contains(g) { explicitGuides.append(g) }
      }
    case .ignoresSafeArea(let edges): record(.ignoresSafeArea, Self.push(edges, to: &safeAreaEdges))
    case .safeAreaPadding(let insets): record(.safeAreaPadding, Self.push(PaddingLayout(insets: insets), to: &paddings))
    case .safeAreaInset(let edge, let alignment, let spacing):
      record(.safeAreaInset, Self.push(SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing), to: &safeAreaInsets))
      use(alignment)
    case .layoutDirection(let direction): record(.layoutDirection, Self.push(direction, to: &directions))
    case .neutral:
      record(.neutral)
    }
    // `LayoutTree.layoutPriority`, with the first child's already worked out. The tag's
    // priority is the kind's (checked in debug builds, which the tests run).
    assert(tags[id.rawValue].ownLayoutPriority == kind.ownLayoutPriority, "Tag.ownLayoutPriority")
    layoutPriorities.append(
      layoutPriority ?? tags[id.rawValue].ownLayoutPriority ?? children.first.map { layoutPriorities[$0.rawValue] } ?? 0)
    childIDs.append(contentsOf: children)
    childStart.append(Int32(childIDs.count))
    isHidden.append(hidden)
  }

  /// Where a node's children are in `childIDs`.
  func childRange(of id: NodeID) -> Range<Int> {
    Int(childStart[id.rawValue])..<Int(childStart[id.rawValue + 1])
  }

  /// The edges an `ignoresSafeArea` node grows into, or nil for any other node.
  func ignoredSafeAreaEdges(of id: NodeID) -> Edges? {
    tags[id.rawValue] == .ignoresSafeArea ? safeAreaEdges[Int(slots[id.rawValue])] : nil
  }

  /// The edges whose safe area a `safeAreaPadding` or `safeAreaInset` node insets for its first
  /// child, or nil for any other node.
  func insetSafeAreaEdges(of id: NodeID) -> Edges? {
    switch tags[id.rawValue] {
    case .safeAreaPadding: return .all
    case .safeAreaInset: return safeAreaInsets[Int(slots[id.rawValue])].edge
    default: return nil
    }
  }

  /// The direction a `layoutDirection` node sets, or nil for any other node.
  func layoutDirection(of id: NodeID) -> LayoutDirection? {
    tags[id.rawValue] == .layoutDirection ? directions[Int(slots[id.rawValue])] : nil
  }
}

extension LayoutPass {
  func ask<Question: PrimitiveQuestion>(_ question: Question, of id: NodeID) -> Question.Answer {
    let slot = Int(prepared.slots[id.rawValue])
    switch prepared.tags[id.rawValue] {
    case .shape: return question.ask(prepared.shapes, slot)
    case .image: return question.ask(prepared.images, slot)
    case .measured: return question.ask(prepared.measured, slot)
    case .spacer:
      return question.ask(SpacerLayout(minLength: prepared.spacerMinLengths[slot], stackAxis: stackAxis[id.rawValue]))
    case .divider: return question.ask(DividerLayout(stackAxis: stackAxis[id.rawValue], scale: scale))
    case .stack: return question.ask(prepared.stacks, slot)
    case .zStack: return question.ask(prepared.zStacks, slot)
    case .frame: return question.ask(prepared.frames, slot)
    case .flexibleFrame: return question.ask(prepared.flexibleFrames, slot)
    case .padding, .safeAreaPadding: return question.ask(prepared.paddings, slot)
    case .safeAreaInset: return question.ask(prepared.safeAreaInsets, slot)
    case .secondary: return question.ask(prepared.secondaries, slot)
    case .offset: return question.ask(prepared.offsets, slot)
    case .position: return question.ask(prepared.positions, slot)
    case .fixedSize: return question.ask(prepared.fixedSizes, slot)
    case .aspectRatio: return question.ask(prepared.aspectRatios, slot)
    case .alignmentGuide: return question.ask(prepared.alignmentGuides, slot)
    case .grid: return question.ask(prepared.grids, slot)
    case .gridRow: return question.ask(GridRowLayout(node: id))
    case .lazyGrid: return question.ask(prepared.lazyGrids, slot)
    case .viewThatFits: return question.ask(prepared.viewsThatFit, slot)
    case .custom: return question.ask(prepared.customLayouts, slot)
    case .neutral, .ignoresSafeArea, .layoutDirection: return question.ask(NeutralLayout())
    }
  }
}
