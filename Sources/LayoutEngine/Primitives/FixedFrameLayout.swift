/// `.frame(width:height:alignment:)`: "a picture frame" around its child (seed 003).
///
/// - Child proposal: the fixed width and height where given; the frame's own proposal on an axis
///   left nil.
/// - Chosen size: the fixed width and height where given; the child's size on an axis left nil.
///   The child's size never changes the fixed axes: "it proposes fixed dimensions for its child, but
///   like every other view, the child ultimately chooses its own size" (seed 003).
/// - Placement: the child aligned in the frame by `alignment` (centred by default); it may overflow.
/// A width or height that is NaN, infinite or negative is treated as unspecified, as SwiftUI does
/// after logging "Invalid frame dimension" (OpenSwiftUI FrameLayout.swift, `_FrameLayout.init`).
struct FixedFrameLayout: LayoutPrimitive {
  let width: Double?
  let height: Double?
  /// Held as its index in `PreparedTree.alignments`, so that the primitive is plain data: a
  /// fixed frame's size is asked of it several times per node (`isAnsweredWithoutCache`), and
  /// each question copied it, the alignment's strings and closures retained and released.
  let alignment: PreparedTree.SharedAlignment

  init(width: Double?, height: Double?, alignment: PreparedTree.SharedAlignment) {
    self.width = FixedFrameLayout.valid(width)
    self.height = FixedFrameLayout.valid(height)
    self.alignment = alignment
  }

  static func valid(_ value: Double?) -> Double? {
    guard let value, value.isFinite, value >= 0 else { return nil }
    return value
  }

  private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }

  func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews) -> Size {
    if let width, let height { return Size(width: width, height: height) }
    let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    return Size(width: width ?? child.width, height: height ?? child.height)
  }

  func placeSubviews(in size: Size, proposal: ProposedSize, subviews: Subviews, into placements: inout [ChildPlacement]) {
    guard let child = subviews.first else { return }
    let offered = childProposal(proposal)
    let origin = alignedOrigin(of: child.id, proposal: offered, in: size, alignment: subviews.pass.alignment(alignment), pass: subviews.pass)
    placements.append(ChildPlacement(child: child.id, proposal: offered, origin: origin))
  }
}
