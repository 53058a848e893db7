/// `.fixedSize(horizontal:vertical:)`: lets the child be its ideal size on the chosen axes.
///
/// - Child proposal: nil (ideal) on each fixed axis; the node's proposal on the others.
/// - Chosen size: the child's size; it may exceed the proposal.
/// - Placement: the child at the origin.
struct FixedSizeLayout: LayoutPrimitive {
  let horizontal: Bool
  let vertical: Bool

  private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews) -> Size {
    subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
  }

  func placeSubviews(in size: Size, proposal: ProposedSize, subviews: Subviews, into placements: inout [ChildPlacement]) {
    guard let child = subviews.first else { return }
    placements.append(ChildPlacement(child: child.id, proposal: childProposal(proposal), origin: .zero))
  }
}
