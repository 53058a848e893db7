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
    /// The innermost safe area the node is in (`SafeAreaLayer`, an index into the walk's list):
    /// the window's, or one a `safeAreaInset` or `safeAreaPadding` made for its content.
    var safeLayer: Int32 = 0
  }

  /// A safe area within the window: the content of a `safeAreaInset` (inset on its edge) or of
  /// a `safeAreaPadding` (inset by the padding), in window coordinates, with the bounds a view
  /// that ignores it grows to and the enclosing layer, where growing continues (the window's
  /// layer is the first, its bounds the window and its parent -1). On the sides it does not
  /// inset (`sides`, leading meaning left here) the enclosing layer's rule holds.
  struct SafeAreaLayer {
    var safeArea: Rect
    var bounds: Rect
    var sides: Edges
    var parent: Int32
  }

  /// Places `id` and its whole subtree; writes one `NodeLayout` per node into `results`.
  func placeSubtree(
    _ root: NodeID, context: PlacementContext, safeArea: Rect, window: Size, results: inout [NodeLayout?]
  ) {
    var work: [(NodeID, PlacementContext)] = [(root, context)]
    var layers = [SafeAreaLayer(safeArea: safeArea, bounds: Rect(origin: .zero, size: window), sides: .all, parent: -1)]
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
        let grown = grownIntoSafeArea(layoutFrame, edges: edges, direction: direction, layers: layers, from: context.safeLayer)
        let inset = Point(x: grown.minX - layoutFrame.minX, y: grown.minY - layoutFrame.minY)
        work.append((child, PlacementContext(
          layoutOrigin: context.layoutOrigin + inset, drawnOrigin: context.drawnOrigin + inset,
          proposal: ProposedSize(grown.size), parent: id, isHidden: hidden, direction: direction,
          safeLayer: context.safeLayer)))
        continue
      }
      // The first child of a safe-area inset or padding is in a safe area of its own.
      let insetEdges = prepared.insetSafeAreaEdges(of: id)

      // Reversed so that the work stack pops children in order (results do not depend on it).
      placements(of: id, proposal: context.proposal, size: size, into: &buffer)
      for index in buffer.indices.reversed() {
        let placement = buffer[index]
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
        var safeLayer = context.safeLayer
        if let insetEdges, index == 0 {
          let childFrame = Rect(origin: context.layoutOrigin + origin, size: childSize ?? self.size(of: placement.child, proposal: placement.proposal))
          let sides = Self.physical(insetEdges, direction)
          layers.append(SafeAreaLayer(safeArea: childFrame, bounds: layoutFrame, sides: sides, parent: context.safeLayer))
          safeLayer = Int32(layers.count - 1)
        }
        work.append((placement.child, PlacementContext(
          layoutOrigin: context.layoutOrigin + origin,
          drawnOrigin: context.drawnOrigin + origin + drawOffset,
          proposal: placement.proposal, parent: id, isHidden: hidden, direction: direction, size: childSize,
          safeLayer: safeLayer)))
      }
    }
  }

  /// The frame grown on each requested edge where it touches the safe area's edge (or lies
  /// beyond it) to that safe area's bounds, then on through the enclosing safe areas it reaches
  /// in turn, to the window's edge: SwiftUI extends a view into the insets only where it reaches
  /// them, and under a `safeAreaInset`'s content into the insets beyond it.
  private func grownIntoSafeArea(
    _ frame: Rect, edges: Edges, direction: LayoutDirection, layers: [SafeAreaLayer], from innermost: Int32
  ) -> Rect {
    let tolerance = 0.5 / scale
    let sides = Self.physical(edges, direction)
    var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
    var grow = (top: sides.contains(.top), left: sides.contains(.leading), bottom: sides.contains(.bottom), right: sides.contains(.trailing))
    // One side: while it still grows and the layer insets it, a frame edge that reaches the
    // safe area's (`outward` is -1 for the top and left, 1 for the others) moves to the bound.
    func step(_ side: Edges, _ layer: SafeAreaLayer, _ growing: inout Bool, _ edge: inout Double, safe: Double, bound: Double, outward: Double) {
      guard layer.sides.contains(side) else { return }
      growing = growing && (edge - safe) * outward >= -tolerance
      if growing { edge = outward < 0 ? min(edge, bound) : max(edge, bound) }
    }
    var layer = innermost
    while layer >= 0 {
      let l = layers[Int(layer)]
      step(.top, l, &grow.top, &minY, safe: l.safeArea.minY, bound: l.bounds.minY, outward: -1)
      step(.bottom, l, &grow.bottom, &maxY, safe: l.safeArea.maxY, bound: l.bounds.maxY, outward: 1)
      step(.leading, l, &grow.left, &minX, safe: l.safeArea.minX, bound: l.bounds.minX, outward: -1)
      step(.trailing, l, &grow.right, &maxX, safe: l.safeArea.maxX, bound: l.bounds.maxX, outward: 1)
      layer = l.parent
    }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Edges in the window's terms: leading meaning left, trailing right.
  private static func physical(_ edges: Edges, _ direction: LayoutDirection) -> Edges {
    guard direction == .rightToLeft else { return edges }
    var sides = edges.intersection(.vertical)
    if edges.contains(.leading) { sides.insert(.trailing) }
    if edges.contains(.trailing) { sides.insert(.leading) }
    return sides
  }
}
