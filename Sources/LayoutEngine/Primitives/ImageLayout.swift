/// `Image`, sized in points from its asset (`#asset("name", width:, height:)` in specs).
///
/// - Child proposal: none (a leaf).
/// - Chosen size: the intrinsic size, whatever the proposal ("unless you mark an image as
///   resizable … it's fixed sized", seed 003). A resizable image takes the proposal and falls back
///   to its intrinsic size on an unspecified axis.
/// - Placement: nothing to place.
/// Non-finite or negative intrinsic sizes count as 0.
struct ImageLayout: LayoutPrimitive {
  let width: Double
  let height: Double
  let resizable: Bool

  func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews) -> Size {
    let intrinsic = Size(width: width.isFinite ? width : 0, height: height.isFinite ? height : 0).sanitized
    guard resizable else { return intrinsic }
    return proposal.replacingUnspecifiedDimensions(by: intrinsic)
  }
}
