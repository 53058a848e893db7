/// `.padding(_:)` with resolved insets (the lowering turns `.padding()` into 16 on each edge).
///
/// - Child proposal: the proposal minus the insets on each specified axis (never below 0); an
///   unspecified axis stays unspecified ("the padding view … offers that much less to its child",
///   seed 003).
/// - Chosen size: the child's size plus the insets ("bigger than its child by 10 points on each
///   side").
/// - Placement: the child at (leading, top).
struct PaddingLayout: LayoutPrimitive {
  let insets: EdgeInsets

  private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: proposal.width.map { max(0, $0 - insets[.horizontal]) },
      height: proposal.height.map { max(0, $0 - insets[.vertical]) })
  }

  func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews) -> Size {
    let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    return Size(width: child.width + insets[.horizontal], height: child.height + insets[.vertical])
  }

  func placeSubviews(in size: Size, proposal: ProposedSize, subviews: Subviews, into placements: inout [ChildPlacement]) {
    guard let child = subviews.first else { return }
    placements.append(ChildPlacement(
      child: child.id, proposal: childProposal(proposal), origin: Point(x: insets.leading, y: insets.top)))
  }
}
