/// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`.
///
/// - Child proposal: the largest size of the given ratio that fits inside the proposal (`fit`), or
///   the smallest that covers it (`fill`). The ratio is width / height; nil uses the ratio of the
///   child's ideal size. A proposal unspecified on both axes is passed on unchanged (OpenSwiftUI
///   AspectRatioLayout.swift, `spaceOffered`). A proposal unspecified on one axis only (a lazy
///   grid's cell: its column's width, no height) gives the other axis's length from the given one,
///   for `fit` and `fill` alike: the square cells of a photo grid (objc.io Swift Talk 309, "Square
///   Grid Cells"; Apple's `aspectRatio(_:contentMode:)` documentation: the view takes the ratio).
/// - Chosen size: the child's size for that proposal ("we enforce an aspect ratio, but not a size",
///   seed 002): a fixed-size child keeps its size.
/// - Placement: the child centred.
/// A ratio that is NaN, infinite, zero or negative is treated as nil.
struct AspectRatioLayout: LayoutPrimitive {
  let ratio: Double?
  let contentMode: ContentMode

  init(ratio: Double?, contentMode: ContentMode) {
    self.ratio = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    self.contentMode = contentMode
  }

  private func childProposal(_ proposal: ProposedSize, subviews: Subviews) -> ProposedSize {
    guard proposal != .unspecified, let child = subviews.first else { return proposal }
    var shape = ratio.map { Size(width: $0, height: 1) } ?? child.sizeThatFits(.unspecified)
    if shape.width == shape.height { shape = Size(width: 1, height: 1) }
    func scale(_ target: Double?, _ extent: Double) -> Double {
      guard let target, extent != 0 || target != 0 else { return .infinity }
      return target / extent
    }
    let sx = scale(proposal.width, shape.width)
    let sy = scale(proposal.height, shape.height)
    // One unspecified axis scales as infinity: `fill`'s maximum must not pick it.
    let factor = contentMode == .fit || proposal.width == nil || proposal.height == nil ? min(sx, sy) : max(sx, sy)
    return ProposedSize(width: shape.width * factor, height: shape.height * factor)
  }

  func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews) -> Size {
    subviews.first?.sizeThatFits(childProposal(proposal, subviews: subviews)) ?? .zero
  }

  func placeSubviews(in size: Size, proposal: ProposedSize, subviews: Subviews, into placements: inout [ChildPlacement]) {
    guard let child = subviews.first else { return }
    let offered = childProposal(proposal, subviews: subviews)
    let childSize = child.sizeThatFits(offered)
    let origin = Point(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2)
    placements.append(ChildPlacement(child: child.id, proposal: offered, origin: origin))
  }
}
