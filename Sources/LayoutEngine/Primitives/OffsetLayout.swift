/// `.offset(x:y:)`: draws the child moved, without changing layout.
///
/// - Child proposal: the node's proposal.
/// - Chosen size: the child's size.
/// - Placement: the child at the origin for layout, drawn moved by (x, y). Only the child's subtree
///   is drawn moved: the offset node's own frame, its siblings and its parent are where layout put
///   them, so a `.background` applied after `.offset` stays behind the original position, as in
///   SwiftUI. In right-to-left layout x is mirrored like every other horizontal position.
/// Non-finite offsets count as 0.
struct OffsetLayout: LayoutPrimitive {
  let x: Double
  let y: Double

  func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews) -> Size {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(in size: Size, proposal: ProposedSize, subviews: Subviews, into placements: inout [ChildPlacement]) {
    guard let child = subviews.first else { return }
    let delta = Point(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
    placements.append(ChildPlacement(child: child.id, proposal: proposal, origin: .zero, drawOffset: delta))
  }
}
