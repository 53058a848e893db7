/// `Spacer(minLength:)`.
///
/// - Child proposal: none (a leaf).
/// - Chosen size: along the enclosing stack's axis, the proposal but at least `minLength` (default 8,
///   the default spacing; an unspecified proposal gives `minLength`); across that axis, 0. Outside
///   any stack it does this on both axes (OpenSwiftUI Spacer.swift, `SpacerLayoutComputer`).
/// - Placement: nothing to place.
/// In a stack a spacer has layout priority -infinity (`LayoutTree.layoutPriority`) and spacing
/// preferences of zero along the axis, so no default spacing is put beside it (`LayoutPass.spacing(of:)`).
struct SpacerLayout: LayoutPrimitive {
  static let defaultMinLength = 8.0

  let minLength: Double?
  let stackAxis: Axis?

  func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews) -> Size {
    let minimum = minLength.flatMap { $0.isFinite ? max(0, $0) : nil } ?? SpacerLayout.defaultMinLength
    func length(_ offered: Double?) -> Double { max(offered ?? -.infinity, minimum) }
    switch stackAxis {
    case .horizontal: return Size(width: length(proposal.width), height: 0)
    case .vertical: return Size(width: 0, height: length(proposal.height))
    case nil: return Size(width: length(proposal.width), height: length(proposal.height))
    }
  }
}
