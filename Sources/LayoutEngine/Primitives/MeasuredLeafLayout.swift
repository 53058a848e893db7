/// A leaf that measures itself through `MeasuredContent`: Text.
///
/// - Child proposal: none (a leaf).
/// - Chosen size: whatever the content measures for the proposal. Text "never stretches beyond the
///   height and width of its displayed lines" (seed 003); that is the measurer's contract.
/// - Placement: nothing to place. Explicit guides: the measured first and last baselines become the
///   `firstTextBaseline` / `lastTextBaseline` values, which is how stacks align text on baselines.
struct MeasuredLeafLayout: LayoutPrimitive {
  let node: NodeID
  let content: any MeasuredContent

  func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews) -> Size {
    subviews.pass.measurement(of: node, content: content, proposal: proposal).size
  }

  func explicitAlignment(_ id: AlignmentID, in size: Size, proposal: ProposedSize, subviews: Subviews) -> Double? {
    let measured = subviews.pass.measurement(of: node, content: content, proposal: proposal)
    if id == VerticalAlignment.firstTextBaseline.id { return measured.firstBaseline }
    if id == VerticalAlignment.lastTextBaseline.id { return measured.lastBaseline }
    return nil
  }
}
