/// `.background(alignment:)` and `.overlay(alignment:)` (and `.border`, lowered as an overlay): a
/// primary child and a secondary child drawn behind or in front of it.
///
/// - Child proposal: the primary child gets the node's proposal ("the background view is layout
///   neutral so it's just going to pass that size proposal along"); the secondary child is then
///   proposed exactly the primary's size ("it offers that size to its secondary child", seed 003).
/// - Chosen size: the primary child's size; the secondary child never changes it.
/// - Placement: the primary child at the origin; the secondary child aligned on the primary's bounds
///   by `alignment` (centred by default; it may overflow).
/// Explicit guides: the primary child's.
struct SecondaryChildLayout: LayoutPrimitive {
  let alignment: Alignment

  func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews) -> Size {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(in size: Size, proposal: ProposedSize, subviews: Subviews, into placements: inout [ChildPlacement]) {
    guard let primary = subviews.first else { return }
    placements.append(ChildPlacement(child: primary.id, proposal: proposal, origin: .zero))
    if subviews.count > 1 {
      let secondary = subviews[1]
      let offered = ProposedSize(size)
      let origin = alignedOrigin(of: secondary.id, proposal: offered, in: size, alignment: alignment, pass: subviews.pass)
      placements.append(ChildPlacement(child: secondary.id, proposal: offered, origin: origin))
    }
  }
}
