/// Layout-neutral wrappers: a custom view's body, `.layoutPriority`, `.hidden()`, `.id`,
/// `.environment(\.layoutDirection, …)`, `.ignoresSafeArea` and every modifier that does not change
/// layout ("the top layer of any view with a body is always … layout neutral", seed 003).
///
/// - Child proposal: the node's proposal.
/// - Chosen size: the child's size.
/// - Placement: the child at the origin. (`ignoresSafeArea` then grows the child into the safe-area
///   insets it touches; that needs window coordinates, so `FramePlacement` does it.)
struct NeutralLayout: LayoutPrimitive {
  func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews) -> Size {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(in size: Size, proposal: ProposedSize, subviews: Subviews, into placements: inout [ChildPlacement]) {
    guard let child = subviews.first else { return }
    placements.append(ChildPlacement(child: child.id, proposal: proposal, origin: .zero))
  }
}
