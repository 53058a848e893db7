/// The contract every primitive in `Primitives/` fulfils, after SwiftUI's three-step layout:
/// the parent proposes a size, the child chooses its own, the parent places it.
///
/// A primitive never stores state; it is rebuilt from the node's kind whenever needed. Sizes of
/// children are asked through `Subviews`, which goes through the measure cache.
protocol LayoutPrimitive {
  /// Chosen size: the size this view takes for `proposal`.
  func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews) -> Size

  /// Placement: for a view of `size` that was offered `proposal`, what each child is proposed and
  /// where its top-left corner goes, in this view's coordinates (left-to-right; the engine mirrors
  /// for right-to-left), appended to `placements` in child order. Appended rather than returned:
  /// the placement walk reuses one buffer for every node instead of an array per node.
  func placeSubviews(in size: Size, proposal: ProposedSize, subviews: Subviews, into placements: inout [ChildPlacement])

  /// The explicit value of a guide for this view, or nil. The default suits unary modifiers and
  /// background/overlay: the first child's explicit value, moved by where that child is placed.
  func explicitAlignment(_ id: AlignmentID, in size: Size, proposal: ProposedSize, subviews: Subviews) -> Double?
}

extension LayoutPrimitive {
  func placeSubviews(in size: Size, proposal: ProposedSize, subviews: Subviews, into placements: inout [ChildPlacement]) {}

  func explicitAlignment(_ id: AlignmentID, in size: Size, proposal: ProposedSize, subviews: Subviews) -> Double? {
    let placements = subviews.pass.placements(of: subviews.parent, proposal: proposal)
    guard let first = placements.first,
          let value = subviews.pass.explicitValue(of: first.child, proposal: first.proposal, id: id)
    else { return nil }
    return value + first.origin[id.axis]
  }
}

/// Where a parent puts one child: the proposal it gives it (the child's size is its answer to that
/// proposal) and the child's top-left corner in the parent's coordinates.
struct ChildPlacement: Hashable {
  var child: NodeID
  var proposal: ProposedSize
  var origin: Point
  /// Where the child is drawn relative to where it is laid out (`offset`); siblings never see it.
  var drawOffset: Point = .zero
  /// The child's answer to `proposal` when the parent holds it (a stack's shares), so that the
  /// placement walk need not look it up again; nil otherwise.
  var size: Size? = nil
}

/// Places a child inside a container of `containerSize` so that the container's
/// default value of each guide in `alignment` meets the child's value of the same guide
/// (the frame, ZStack and background rule: OpenSwiftUI FrameLayout.swift, `commonPlacement`).
func alignedOrigin(
  of child: NodeID, proposal: ProposedSize, in containerSize: Size, alignment: Alignment, pass: LayoutPass
) -> Point {
  let container = ViewDimensions(size: containerSize)
  // The child's size asked once for both guides (it is the first question either would ask).
  let size = pass.size(of: child, proposal: proposal)
  return Point(
    x: container[alignment.horizontal.id] - pass.guideValue(of: child, proposal: proposal, size: size, id: alignment.horizontal.id),
    y: container[alignment.vertical.id] - pass.guideValue(of: child, proposal: proposal, size: size, id: alignment.vertical.id))
}
