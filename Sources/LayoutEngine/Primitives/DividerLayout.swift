/// `Divider()`.
///
/// - Child proposal: none (a leaf).
/// - Chosen size: one pixel (1 / scale points) thick along the enclosing stack's axis, and the
///   proposal across it: a vertical line in an HStack, a horizontal line in a VStack or outside any
///   stack (OpenSwiftUI Divider.swift: "extends across the minor axis of the stack, or horizontally
///   when not in a stack"). An unspecified length is 0: a divider has no length of its own
///   (an assumption; SwiftUI's value is not documented).
/// - Placement: nothing to place.
struct DividerLayout: LayoutPrimitive {
  let stackAxis: Axis?
  let scale: Double

  func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews) -> Size {
    let thickness = 1 / scale
    if stackAxis == .horizontal {
      return Size(width: thickness, height: proposal.height ?? 0)
    }
    return Size(width: proposal.width ?? 0, height: thickness)
  }
}
