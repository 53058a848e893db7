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
    guard !subviews.isEmpty else { return .zero }
    return lineUp(division(proposal, subviews: subviews), subviews: subviews) { _, _, _ in }.size
  }

  func placeSubviews(in size: Size, proposal: ProposedSize, subviews: Subviews, into placements: inout [ChildPlacement]) {
    guard !subviews.isEmpty else { return }
    var placing = proposal
    if placing[axis.other] == nil { placing[axis.other] = size[axis.other] }
    let division = division(placing, subviews: subviews)
    let first = placements.count
    placements.reserveCapacity(first + subviews.count)
    let extent = lineUp(division, subviews: subviews) { index, majorStart, crossStart in
      placements.append(ChildPlacement(
        child: subviews[index].id, proposal: division.shares[index].proposal,
        origin: Point(major: majorStart, minor: crossStart, axis: axis), size: division.shares[index].size))
    }
    // Across the axis the children were placed relative to the line of guides; the stack starts
    // at the lowest of them.
    let low = extent.lowestCrossStart
    for index in first..<placements.count {
      placements[index].origin[axis.other] -= low
    }
  }

  func explicitAlignment(_ id: AlignmentID, in size: Size, proposal: ProposedSize, subviews: Subviews) -> Double? {
    combinedExplicitValue(id, placements: subviews.pass.placements(of: node, proposal: proposal), pass: subviews.pass)
  }

  private func division(_ proposal: ProposedSize, subviews: Subviews) -> StackDivision {
    subviews.pass.stackDivision(of: node, proposal: proposal) {
      divideStackSpace(node: node, axis: axis, spacing: spacing, proposal: proposal, subviews: subviews)
    }
  }

  /// The stack's size, and where the line of guides leaves the children.
  private struct Extent {
    var size: Size
    var lowestCrossStart: Double
  }

  /// Lines the divided children up: along the axis one after another with the gaps; across it,
  /// each child's value of the stack's guide on one line (at 0). `visit` gets each child's index,
  /// its start along the axis and its start across it relative to that line; the stack spans
  /// from the highest top to the lowest bottom. Sizing uses only the extent: it builds no
  /// placements (otherwise each size question would make, and drop, an array of them).
  private func lineUp(
    _ division: StackDivision, subviews: Subviews, _ visit: (Int, Double, Double) -> Void
  ) -> Extent {
    var low = Double.infinity
    var high = -Double.infinity
    var cursor = 0.0
    for (index, share) in division.shares.enumerated() {
      let guide = subviews.guideValue(of: subviews[index].id, proposal: share.proposal, size: share.size, id: alignment)
      let crossStart = guide.isFinite ? -guide : 0
      low = min(low, crossStart)
      high = max(high, crossStart + share.size[axis.other])
      cursor += share.gap
      visit(index, cursor, crossStart)
      cursor += share.size[axis]
    }
    return Extent(size: Size(major: cursor, minor: high - low, axis: axis), lowestCrossStart: low)
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
