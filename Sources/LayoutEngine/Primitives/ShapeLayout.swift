/// Colours and shapes: `Color`, `Rectangle`, `RoundedRectangle`, `Capsule`, `Ellipse`, `Circle`.
///
/// - Child proposal: none (a leaf).
/// - Chosen size: the proposal, axis by axis; an unspecified (nil) axis becomes 10 points
///   (SwiftUI's `replacingUnspecifiedDimensions()` default). "Colors are very compliant … they accept
///   the size offered to them" (seed 003). A circle chooses a square whose side is the smaller
///   proposed axis; with one axis unspecified it uses the other, with both unspecified 10.
/// - Placement: nothing to place.
struct ShapeLayout: LayoutPrimitive {
  let kind: ShapeKind

  func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews) -> Size {
    guard kind == .circle else { return proposal.replacingUnspecifiedDimensions() }
    let side: Double
    switch (proposal.width, proposal.height) {
    case let (w?, h?): side = min(w, h)
    case let (w?, nil): side = w
    case let (nil, h?): side = h
    case (nil, nil): side = 10
    }
    return Size(width: side, height: side)
  }
}
