/// `ZStack(alignment:)`: children on top of each other.
///
/// - Child proposal: every child gets the ZStack's own proposal.
/// - Chosen size: the union of the children once aligned (each child's guide values put on the same
///   point), so the stack encloses them all.
/// - Placement: each child shifted so its horizontal and vertical guide values meet; then the whole
///   group moved so the union starts at the stack's origin.
/// Explicit guides: children's explicit values combined by each guide's rule.
struct ZStackLayout: LayoutPrimitive {
  let alignment: Alignment

  func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews) -> Size {
    arrange(proposal, subviews: subviews).size
  }

  func placeSubviews(in size: Size, proposal: ProposedSize, subviews: Subviews, into placements: inout [ChildPlacement]) {
    placements.append(contentsOf: arrange(proposal, subviews: subviews).placements)
  }

  func explicitAlignment(_ id: AlignmentID, in size: Size, proposal: ProposedSize, subviews: Subviews) -> Double? {
    combinedExplicitValue(id, placements: subviews.pass.placements(of: subviews.parent, proposal: proposal), pass: subviews.pass)
  }

  private func arrange(_ proposal: ProposedSize, subviews: Subviews) -> (size: Size, placements: [ChildPlacement]) {
    guard !subviews.isEmpty else { return (.zero, []) }
    let pass = subviews.pass
    var origins: [Point] = []
    var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
    for child in subviews {
      let size = child.sizeThatFits(proposal)
      let x = -pass.guideValue(of: child.id, proposal: proposal, id: alignment.horizontal.id)
      let y = -pass.guideValue(of: child.id, proposal: proposal, id: alignment.vertical.id)
      let origin = Point(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
      origins.append(origin)
      minX = min(minX, origin.x)
      minY = min(minY, origin.y)
      maxX = max(maxX, origin.x + size.width)
      maxY = max(maxY, origin.y + size.height)
    }
    let placements = zip(subviews, origins).map { child, origin in
      ChildPlacement(child: child.id, proposal: proposal, origin: Point(x: origin.x - minX, y: origin.y - minY))
    }
    return (Size(width: maxX - minX, height: maxY - minY), placements)
  }
}
