/// `HStack` and `VStack`: children in a row or a column.
///
/// - Child proposal: the proposal across the axis unchanged; along the axis, a share of the
///   unallocated space decided by `divideStackSpace` (priority groups, then ascending flexibility,
///   each child offered what is left divided by the children left). With no length proposed along
///   the axis, every child is proposed nil (its ideal length).
/// - Chosen size: along the axis, the children's lengths plus the gaps; across it, the extent of the
///   children once aligned ("the stack chooses its own size so that it exactly encloses the
///   children", seed 003).
/// - Placement: children one after another with the gaps, in child order; across the axis each
///   child's value of the stack's guide is put on one line. When placing, an unspecified proposal
///   across the axis is replaced by the stack's own extent, so that colours and dividers stretch to
///   the tallest sibling (OpenSwiftUI StackLayout.swift, `proposalWhenPlacing`).
/// Explicit guides: children's explicit values combined by each guide's rule (custom guides are
/// averaged), which is how `alignmentGuide` values reach out through nested stacks.
struct StackLayout: LayoutPrimitive {
  let node: NodeID
  let axis: Axis
  let alignment: AlignmentID
  let spacing: Double?

  func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews) -> Size {
    arrange(proposal, subviews: subviews).size
  }

  func placeSubviews(in size: Size, proposal: ProposedSize, subviews: Subviews) -> [ChildPlacement] {
    var placing = proposal
    if placing[axis.other] == nil { placing[axis.other] = size[axis.other] }
    return arrange(placing, subviews: subviews).placements
  }

  func explicitAlignment(_ id: AlignmentID, in size: Size, proposal: ProposedSize, subviews: Subviews) -> Double? {
    combinedExplicitValue(id, placements: subviews.pass.placements(of: node, proposal: proposal), pass: subviews.pass)
  }

  /// Divides the space, then lines the children up: returns the stack's size and the placements.
  private func arrange(_ proposal: ProposedSize, subviews: Subviews) -> (size: Size, placements: [ChildPlacement]) {
    guard !subviews.isEmpty else { return (.zero, []) }
    let division = subviews.pass.stackDivision(of: node, proposal: proposal) {
      divideStackSpace(node: node, axis: axis, spacing: spacing, proposal: proposal, subviews: subviews)
    }
    // Across the axis: each child's guide value is put at 0; the stack spans from the highest top
    // to the lowest bottom. The placements hold each child's start across the axis (minus its guide
    // value) until `low` is known.
    var placements: [ChildPlacement] = []
    placements.reserveCapacity(subviews.count)
    var low = Double.infinity
    var high = -Double.infinity
    var cursor = 0.0
    for (index, share) in division.shares.enumerated() {
      let child = subviews[index].id
      let guide = subviews.pass.guideValue(of: child, proposal: share.proposal, id: alignment)
      let crossStart = guide.isFinite ? -guide : 0
      low = min(low, crossStart)
      high = max(high, crossStart + share.size[axis.other])
      cursor += share.gap
      placements.append(ChildPlacement(
        child: child, proposal: share.proposal, origin: Point(major: cursor, minor: crossStart, axis: axis)))
      cursor += share.size[axis]
    }
    for index in placements.indices {
      placements[index].origin[axis.other] -= low
    }
    return (Size(major: cursor, minor: high - low, axis: axis), placements)
  }
}

/// A container's explicit value of a guide: its children's explicit values, moved into the
/// container's coordinates and merged by the guide's rule (`AlignmentID.Combination`).
func combinedExplicitValue(_ id: AlignmentID, placements: [ChildPlacement], pass: LayoutPass) -> Double? {
  guard id.combination != .none else { return nil }
  var values: [Double] = []
  for placement in placements {
    if let value = pass.explicitValue(of: placement.child, proposal: placement.proposal, id: id) {
      values.append(value + placement.origin[id.axis])
    }
  }
  return id.combine(values)
}
