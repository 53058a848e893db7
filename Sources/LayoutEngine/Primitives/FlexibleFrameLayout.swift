/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Rules per axis, after SwiftUI's documentation of the modifier and OpenSwiftUI FrameLayout.swift
/// (`_FlexFrameLayout`):
/// - Child proposal: the frame's proposal, with an unspecified axis replaced by the ideal value (if
///   given), then clamped to [min, max].
/// - Chosen size: with both min and max, the proposal clamped to them (an unspecified proposal uses
///   the ideal value, else the child's size clamped). With neither, the child's size (or the ideal
///   value when the proposal is unspecified). With only a min: the smaller of the proposal and the
///   child, but at least min. With only a max: the larger of the proposal and the child, but at most
///   max. An unspecified proposal with an ideal value chooses the ideal value.
/// - Placement: the child aligned in the frame. It is proposed the frame's size, except on an axis
///   whose proposal was unspecified, that has no ideal value and whose size lies strictly between
///   min and max: there the child keeps its ideal proposal (`childPlacementProposal`).
/// Cleaning (OpenSwiftUI `_FlexFrameLayout.init`): NaN is unspecified; an infinite min or ideal is
/// unspecified; min is at least 0, ideal at least min, max at least ideal (or 0). Contradictory
/// min > max then falls back to the child's size.
struct FlexibleFrameLayout: LayoutPrimitive {
  struct Limits {
    var min: Double?
    var ideal: Double?
    var max: Double?

    init(min: Double?, ideal: Double?, max: Double?) {
      let cleanMin = min.flatMap { $0.isFinite ? Swift.max($0, 0) : nil }
      let cleanIdeal = ideal.flatMap { $0.isFinite ? Swift.max($0, cleanMin ?? 0) : nil }
      let cleanMax = max.flatMap { $0.isNaN || $0 == -.infinity ? nil : Swift.max($0, cleanIdeal ?? 0) }
      self.min = cleanMin
      self.ideal = cleanIdeal
      self.max = cleanMax
    }

    /// What the child is proposed on this axis while sizing.
    func childProposal(_ proposed: Double?) -> Double? {
      guard let value = proposed ?? ideal else { return nil }
      return Swift.min(Swift.max(value, min ?? -.infinity), max ?? .infinity)
    }

    /// The frame's length on this axis when it can be decided without asking the child.
    func lengthWithoutChild(_ proposed: Double?) -> Double? {
      guard let proposed else { return ideal }
      guard let min, let max, min <= max else { return nil }
      return Swift.min(Swift.max(proposed, min), max)
    }

    /// The frame's length on this axis given the child's length and what the child was proposed.
    func length(child: Double, childProposal: Double?) -> Double {
      switch (min, max) {
      case let (lo?, hi?) where lo <= hi: return Swift.min(Swift.max(lo, child), hi)
      case let (lo?, nil): return Swift.max(Swift.min(childProposal ?? .infinity, child), lo)
      case let (nil, hi?): return Swift.min(Swift.max(childProposal ?? -.infinity, child), hi)
      default: return child
      }
    }

    /// What the child is proposed on this axis while placing, for a frame of length `size`.
    func placementProposal(size: Double, proposed: Double?) -> Double? {
      if ideal == nil, proposed == nil, (min ?? -.infinity) < size, size < (max ?? .infinity) { return nil }
      return size
    }
  }

  let horizontal: Limits
  let vertical: Limits
  let alignment: Alignment

  init(_ frame: FlexibleFrame) {
    horizontal = Limits(min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth)
    vertical = Limits(min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight)
    alignment = frame.alignment
  }

  func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews) -> Size {
    if let width = horizontal.lengthWithoutChild(proposal.width),
       let height = vertical.lengthWithoutChild(proposal.height) {
      return Size(width: width, height: height)
    }
    let offered = ProposedSize(
      width: horizontal.childProposal(proposal.width), height: vertical.childProposal(proposal.height))
    let child = subviews.first?.sizeThatFits(offered) ?? .zero
    return Size(
      width: horizontal.lengthWithoutChild(proposal.width)
        ?? horizontal.length(child: child.width, childProposal: offered.width),
      height: vertical.lengthWithoutChild(proposal.height)
        ?? vertical.length(child: child.height, childProposal: offered.height))
  }

  func placeSubviews(in size: Size, proposal: ProposedSize, subviews: Subviews, into placements: inout [ChildPlacement]) {
    guard let child = subviews.first else { return }
    let offered = ProposedSize(
      width: horizontal.placementProposal(size: size.width, proposed: proposal.width),
      height: vertical.placementProposal(size: size.height, proposed: proposal.height))
    let origin = alignedOrigin(of: child.id, proposal: offered, in: size, alignment: alignment, pass: subviews.pass)
    placements.append(ChildPlacement(child: child.id, proposal: offered, origin: origin))
  }
}
