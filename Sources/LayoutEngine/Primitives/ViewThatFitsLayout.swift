/// `ViewThatFits(in:)` (iOS 16): one of several alternatives.
///
/// - Choice: "ViewThatFits evaluates its child views in the order you provide them to the
///   initializer. It selects the first child whose ideal size on the constrained axes fits within
///   the proposed size" (developer.apple.com/documentation/swiftui/viewthatfits). A child's
///   ideal size is its answer to nil on the constrained axes (the proposal unchanged on the
///   others); an axis proposed nil constrains nothing. None fits: the last child.
/// - Chosen size: the chosen child's size for the proposal. Placement: the chosen child at the
///   origin with the proposal; the other children are not placed (SwiftUI does not show them).
struct ViewThatFitsLayout: LayoutPrimitive {
  let horizontal: Bool
  let vertical: Bool

  func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews) -> Size {
    chosen(proposal, subviews).map { $0.sizeThatFits(proposal) } ?? .zero
  }

  func placeSubviews(in size: Size, proposal: ProposedSize, subviews: Subviews, into placements: inout [ChildPlacement]) {
    if let child = chosen(proposal, subviews) { placements.append(ChildPlacement(child: child.id, proposal: proposal, origin: .zero)) }
  }

  private func chosen(_ proposal: ProposedSize, _ subviews: Subviews) -> Subview? {
    guard let last = subviews.last else { return nil }
    let ideal = ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    // A pixel's rounding never makes a view not fit.
    let tolerance = 1e-9
    for child in subviews.dropLast() {
      let size = child.sizeThatFits(ideal)
      let fitsWidth = !horizontal || proposal.width.map { size.width <= $0 + tolerance } ?? true
      let fitsHeight = !vertical || proposal.height.map { size.height <= $0 + tolerance } ?? true
      if fitsWidth && fitsHeight { return child }
    }
    return last
  }
}
