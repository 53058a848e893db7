/// `.safeAreaInset(edge:alignment:spacing:content:)`: two children, the modified view (primary)
/// then the inset content (secondary), laid out as SwiftUI's `_InsetViewModifier` does
/// (OpenSwiftUI InsetViewModifier.swift, `InsetViewLayout`, audited against SwiftUI 6.5.4).
/// The edge's axis is the one the two share: vertical for top and bottom.
///
/// - Spacing: the given one, else the distance the primary's spacing preferences and the
///   secondary's agree on along the axis, 8 when they agree on nothing (`spacing()`).
/// - Child proposals: along the axis, the secondary is offered the proposal less the spacing and
///   less the primary's length for a zero proposal on that axis; the primary what is left after
///   the secondary and the spacing; an unspecified axis stays unspecified; across, both are
///   offered the proposal.
/// - Chosen size: along the axis the two lengths and the spacing; across, the larger.
/// - Placement: asked again with the node's size as the proposal; the primary against the
///   opposite edge, centred across; the secondary against the edge, across aligned with the
///   primary by `alignment` (`childGeometry()`).
/// - Safe area: the primary's is inset on the edge by the secondary's length and the spacing,
///   so a view in it that ignores the safe area reaches under the inset (`LayoutPass` layers).
struct SafeAreaInsetLayout: LayoutPrimitive {
  /// One edge: `.top`, `.bottom`, `.leading` or `.trailing`.
  let edge: Edges
  /// The guide across the axis: a horizontal one for top and bottom, a vertical one otherwise.
  let alignment: AlignmentID
  let spacing: Double?

  private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

  private func gap(_ subviews: Subviews) -> Double {
    if let spacing { return spacing }
    guard subviews.count > 1 else { return 0 }
    return subviews[0].spacing.distance(to: subviews[1].spacing, along: axis) ?? 8
  }

  private func with(_ p: ProposedSize, _ value: Double?) -> ProposedSize {
    axis == .vertical ? ProposedSize(width: p.width, height: value) : ProposedSize(width: value, height: p.height)
  }

  /// The two proposals and sizes for `proposal` (`secondaryProposal`, `primaryProposal`).
  private func children(_ proposal: ProposedSize, _ subviews: Subviews, gap: Double)
    -> (primary: ProposedSize, primarySize: Size, secondary: ProposedSize, secondarySize: Size)
  {
    var secondary = proposal
    if let length = proposal[axis] {
      let withoutGap = max(length - gap, 0)
      let primaryMinimum = subviews.first?.sizeThatFits(with(proposal, 0))[axis] ?? 0
      secondary = with(proposal, max(withoutGap - primaryMinimum, 0))
    }
    let secondarySize = subviews.count > 1 ? subviews[1].sizeThatFits(secondary) : .zero
    let primary = proposal[axis].map { with(proposal, max($0 - (secondarySize[axis] + gap), 0)) } ?? proposal
    let primarySize = subviews.first?.sizeThatFits(primary) ?? .zero
    return (primary, primarySize, secondary, secondarySize)
  }

  func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews) -> Size {
    let gap = gap(subviews)
    let c = children(proposal, subviews, gap: gap)
    let along = c.secondarySize[axis] + gap + c.primarySize[axis]
    let across = max(c.secondarySize[axis.other], c.primarySize[axis.other])
    return axis == .vertical ? Size(width: across, height: along) : Size(width: along, height: across)
  }

  func placeSubviews(in size: Size, proposal: ProposedSize, subviews: Subviews, into placements: inout [ChildPlacement]) {
    guard let primary = subviews.first else { return }
    let c = children(ProposedSize(size), subviews, gap: gap(subviews))
    let atEnd = edge == .bottom || edge == .trailing
    // The primary against the opposite edge, centred across.
    var primaryOrigin = Point.zero
    primaryOrigin[axis] = atEnd ? 0 : size[axis] - c.primarySize[axis]
    primaryOrigin[axis.other] = (size[axis.other] - c.primarySize[axis.other]) / 2
    placements.append(ChildPlacement(child: primary.id, proposal: c.primary, origin: primaryOrigin, size: c.primarySize))
    guard subviews.count > 1 else { return }
    let secondary = subviews[1]
    var origin = Point.zero
    origin[axis] = atEnd ? size[axis] - c.secondarySize[axis] : 0
    origin[axis.other] = primaryOrigin[axis.other]
      + subviews.guideValue(of: primary.id, proposal: c.primary, size: c.primarySize, id: alignment)
      - subviews.guideValue(of: secondary.id, proposal: c.secondary, size: c.secondarySize, id: alignment)
    placements.append(ChildPlacement(child: secondary.id, proposal: c.secondary, origin: origin, size: c.secondarySize))
  }
}
