/// `.alignmentGuide(_:computeValue:)`: gives the child an explicit value for one guide.
///
/// - Child proposal: the node's proposal.
/// - Chosen size: the child's size.
/// - Placement: the child at the origin.
/// Explicit guides: for its guide, the closure's answer over the child's dimensions (which include
/// the child's own explicit values, so `d[.bottom] * 0.927` or `d[.midStarAndTitle]` both work);
/// for every other guide, the child's. A stack that contains this view passes the value on to its
/// own parent (see `StackLayout`), which is how the talk's stars-and-title alignment works.
/// A closure that answers NaN or infinity sets no value.
struct AlignmentGuideLayout: LayoutPrimitive {
  let guide: AlignmentGuide

  func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews) -> Size {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(in size: Size, proposal: ProposedSize, subviews: Subviews, into placements: inout [ChildPlacement]) {
    guard let child = subviews.first else { return }
    placements.append(ChildPlacement(child: child.id, proposal: proposal, origin: .zero))
  }

  func explicitAlignment(_ id: AlignmentID, in size: Size, proposal: ProposedSize, subviews: Subviews) -> Double? {
    guard let child = subviews.first else { return nil }
    guard id == guide.id else { return child.explicitValue(id, proposal) }
    let value = guide.computeValue(child.dimensions(proposal))
    return value.isFinite ? value : nil
  }
}
