/// Which spacing preferences each kind of node reports (`ViewSpacing`), after SwiftUI's layout
/// computers (OpenSwiftUI, `spacing()` of each):
///
/// - Text: from its font metrics (`ViewSpacing.text`, `Text+Spacing.swift`); other measured
///   content, shapes, colours, images and dividers: `ViewSpacing.standard` (`Spacing()`; bitmap
///   images have no layout metrics, `ResolvedImageLayoutEngine.spacing`).
/// - Spacer: zero, uncategorised, on the two edges along its stack's axis, or on all four outside a
///   stack (`SpacerLayoutComputer`: `.zeroVertical`, `.zeroHorizontal`, `.zero`), so nothing is put
///   beside it.
/// - HStack / VStack: the first child's leading (top) edge, the last child's trailing (bottom)
///   edge, and every child's edges across the axis, merged (`StackLayout.spacing`); an empty stack is
///   zero. ZStack: every child's edges, merged (the `Layout` protocol's default: "the union of the
///   spacing preferences of its subviews", developer.apple.com/documentation/swiftui/layout/spacing(subviews:cache:)).
/// - padding and safeAreaPadding: the child's, reset on every edge with a non-zero inset (`_PaddingLayout.spacing`).
/// - frame(width:height:): the child's, reset on the axes it fixes, unless the child is a Spacer
///   (`_FrameLayout.spacing`, `requiresSpacingProjection`). A flexible frame is treated the same way
///   for the axes it constrains (by analogy: OpenSwiftUI has not recovered `_FlexFrameLayout`'s).
/// - safeAreaInset: the standard spacing (OpenSwiftUI InsetViewModifier.swift: its layout computer
///   declares none of its own).
/// - background and overlay: the modified view's; every other modifier: its child's.
extension LayoutPass {
  /// Memoised for nodes with children (a stack merges its children's, so asking again would walk
  /// the subtree again); a leaf's is cheap to rebuild and not kept, which spares a 100,000-Text
  /// stack 100,000 retained preference lists.
  func spacing(of id: NodeID) -> ViewSpacing {
    if !spacingMemo.isEmpty, let known = spacingMemo[id.rawValue] { return known }
    let value = computeSpacing(of: id)
    if !tree.nodes[id.rawValue].children.isEmpty {
      // Made on first use: most trees' stacks give their spacing, and a slot per node made up
      // front was memory touched for nothing.
      if spacingMemo.isEmpty { spacingMemo = Array(repeating: nil, count: tree.count) }
      spacingMemo[id.rawValue] = value
    }
    return value
  }

  private func computeSpacing(of id: NodeID) -> ViewSpacing {
    let node = tree.nodes[id.rawValue]
    let children = node.children
    func child() -> ViewSpacing { children.first.map { spacing(of: $0) } ?? .standard }
    switch node.kind {
    case .measured(let content):
      return content.textSpacingMetrics.map(ViewSpacing.text) ?? .standard
    case .shape, .image, .divider:
      return .standard
    case .safeAreaInset:
      // `InsetLayoutComputer.Engine` declares no `spacing()`: the layout computer's default.
      return .standard
    case .spacer:
      switch stackAxis[id.rawValue] {
      case .vertical: return .zero([.top, .bottom])
      case .horizontal: return .zero([.left, .right])
      case nil: return .zero(SpacingEdge.allCases)
      }
    case .hStack: return stackSpacing(children, axis: .horizontal)
    case .vStack: return stackSpacing(children, axis: .vertical)
    case .custom(let layout) where layout.spacing != nil:
      // The layout's own `spacing(subviews:cache:)`; nil (it could not be run) is the default.
      guard let own = layout.spacing?(CustomLayoutSubviews(subviews(of: id))) else { fallthrough }
      var merged = own.startsAtZero ? ViewSpacing.zero(SpacingEdge.allCases) : ViewSpacing.standard
      for u in own.unions where children.indices.contains(u.subview) {
        var edges: [SpacingEdge] = []
        if u.top { edges.append(.top) }
        if u.leading { edges.append(.left) }
        if u.bottom { edges.append(.bottom) }
        if u.trailing { edges.append(.right) }
        merged.incorporate(edges, of: spacing(of: children[u.subview]))
      }
      return merged
    case .zStack, .grid, .gridRow, .lazyGrid, .custom:
      guard !children.isEmpty else { return .zero(SpacingEdge.allCases) }
      var merged = ViewSpacing()
      for c in children { merged.incorporate(SpacingEdge.allCases, of: spacing(of: c)) }
      return merged
    case .padding(let insets), .safeAreaPadding(let insets):
      var value = child()
      var edges: [SpacingEdge] = []
      if insets.top != 0 { edges.append(.top) }
      if insets.leading != 0 { edges.append(.left) }
      if insets.bottom != 0 { edges.append(.bottom) }
      if insets.trailing != 0 { edges.append(.right) }
      value.reset(edges)
      return value
    case .frame(let width, let height, _):
      return framed(child(), width: width != nil, height: height != nil, children: children)
    case .flexibleFrame(let frame):
      let width = frame.minWidth != nil || frame.idealWidth != nil || frame.maxWidth != nil
      let height = frame.minHeight != nil || frame.idealHeight != nil || frame.maxHeight != nil
      return framed(child(), width: width, height: height, children: children)
    case .background, .overlay, .offset, .position, .fixedSize, .aspectRatio, .alignmentGuide,
         .ignoresSafeArea, .layoutDirection, .neutral, .gridCell, .viewThatFits:
      return child()
    }
  }

  private func framed(_ value: ViewSpacing, width: Bool, height: Bool, children: [NodeID]) -> ViewSpacing {
    if let first = children.first, tree.isSpacer(first) { return value }
    var result = value
    var edges: [SpacingEdge] = []
    if height { edges += [.top, .bottom] }
    if width { edges += [.left, .right] }
    result.reset(edges)
    return result
  }

  private func stackSpacing(_ children: [NodeID], axis: Axis) -> ViewSpacing {
    guard !children.isEmpty else { return .zero(SpacingEdge.allCases) }
    let across: [SpacingEdge] = axis == .vertical ? [.left, .right] : [.top, .bottom]
    var merged = ViewSpacing()
    for (index, c) in children.enumerated() {
      var edges = across
      if index == 0 { edges.append(.start(axis)) }
      if index == children.count - 1 { edges.append(.end(axis)) }
      merged.incorporate(edges, of: spacing(of: c))
    }
    return merged
  }
}
