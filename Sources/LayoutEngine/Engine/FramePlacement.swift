/// The top-down half of layout: turns each parent's placements (in its own left-to-right
/// coordinates) into window frames, applying right-to-left mirroring, offsets, `.hidden()` and
/// `ignoresSafeArea`.
extension LayoutPass {
  struct PlacementContext {
    var layoutOrigin: Point
    var drawnOrigin: Point
    var proposal: ProposedSize
    var parent: NodeID?
    var isHidden: Bool
    var direction: LayoutDirection
    /// The node's size for `proposal` when its parent already has it (nil: ask): from its
    /// placement (a stack's shares), or asked while the parent places its children, when the
    /// answer is in the processor's cache. Asked again when the node's turn comes, after its elder
    /// siblings' subtrees, it was a cache miss per node.
    var size: Size? = nil
  }

  /// Places `id` and its whole subtree; writes one `NodeLayout` per node into `results`.
  func placeSubtree(
    _ root: NodeID, context: PlacementContext, safeArea: Rect, window: Size, results: inout [NodeLayout?]
  ) {
    var work: [(NodeID, PlacementContext)] = [(root, context)]
    // Every node's placements, one node at a time.
    var buffer: [ChildPlacement] = []
    while let (id, context) = work.popLast() {
      let size = context.size ?? size(of: id, proposal: context.proposal)
      let hidden = context.isHidden || prepared.isHidden[id.rawValue]
      let layoutFrame = Rect(origin: context.layoutOrigin, size: size)
      let frame = Rect(origin: context.drawnOrigin, size: size)
      results[id.rawValue] = NodeLayout(
        frame: frame, layoutOrigin: context.layoutOrigin, scale: scale, proposal: context.proposal,
        parent: context.parent, isHidden: hidden, layoutDirection: context.direction)

      let direction = prepared.layoutDirection(of: id) ?? context.direction

      if let edges = prepared.ignoredSafeAreaEdges(of: id), let child = subviews(of: id).first?.id {
        let grown = grownIntoSafeArea(layoutFrame, edges: edges, direction: direction, safeArea: safeArea, window: window)
        let inset = Point(x: grown.minX - layoutFrame.minX, y: grown.minY - layoutFrame.minY)
        work.append((child, PlacementContext(
          layoutOrigin: context.layoutOrigin + inset, drawnOrigin: context.drawnOrigin + inset,
          proposal: ProposedSize(grown.size), parent: id, isHidden: hidden, direction: direction)))
        continue
      }

      // Reversed so that the work stack pops children in order (results do not depend on it).
      placements(of: id, proposal: context.proposal, size: size, into: &buffer)
      for placement in buffer.reversed() {
        var origin = placement.origin
        var drawOffset = placement.drawOffset
        // A trace lists every question in the order asked: while tracing, the child's size is
        // asked on its turn, as it always was.
        let childSize = isTracing ? nil : placement.size ?? self.size(of: placement.child, proposal: placement.proposal)
        if direction == .rightToLeft {
          // Mirror within the parent: the distance from the parent's right edge becomes the x.
          let childWidth = (childSize ?? self.size(of: placement.child, proposal: placement.proposal)).width
          origin.x = size.width - origin.x - childWidth
          drawOffset.x = -drawOffset.x
        }
        work.append((placement.child, PlacementContext(
          layoutOrigin: context.layoutOrigin + origin,
          drawnOrigin: context.drawnOrigin + origin + drawOffset,
          proposal: placement.proposal, parent: id, isHidden: hidden, direction: direction, size: childSize)))
      }
    }
  }

  /// The frame grown to the window's edge on each requested edge where it touches the safe area's
  /// edge (or lies beyond it): SwiftUI extends a view into the insets only where it reaches them.
  private func grownIntoSafeArea(
    _ frame: Rect, edges: Edges, direction: LayoutDirection, safeArea: Rect, window: Size
  ) -> Rect {
    let tolerance = 0.5 / scale
    let left: Edges = direction == .leftToRight ? .leading : .trailing
    let right: Edges = direction == .leftToRight ? .trailing : .leading
    var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
    if edges.contains(.top), minY <= safeArea.minY + tolerance { minY = min(minY, 0) }
    if edges.contains(.bottom), maxY >= safeArea.maxY - tolerance { maxY = max(maxY, window.height) }
    if edges.contains(left), minX <= safeArea.minX + tolerance { minX = min(minX, 0) }
    if edges.contains(right), maxX >= safeArea.maxX - tolerance { maxX = max(maxX, window.width) }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
