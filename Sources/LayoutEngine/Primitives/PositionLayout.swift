/// `.position(x:y:)`: puts the child's centre at a point of the space it was offered.
///
/// - Child proposal: the node's proposal.
/// - Chosen size: the whole proposal, 10 on an unspecified axis (it takes all the space so that
///   the point is meaningful).
/// - Placement: the child's centre at (x, y) in the node's coordinates.
/// Non-finite coordinates count as 0.
struct PositionLayout: LayoutPrimitive {
  let x: Double
  let y: Double

  func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews) -> Size {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(in size: Size, proposal: ProposedSize, subviews: Subviews, into placements: inout [ChildPlacement]) {
    guard let child = subviews.first else { return }
    let childSize = child.sizeThatFits(proposal)
    let origin = Point(
      x: (x.isFinite ? x : 0) - childSize.width / 2,
      y: (y.isFinite ? y : 0) - childSize.height / 2)
    placements.append(ChildPlacement(child: child.id, proposal: proposal, origin: origin))
  }
}
