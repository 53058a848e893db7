import LayoutEngine

/// A view that chose an infinite or NaN size, or was placed at such a position: SwiftUI has no
/// picture for it (the frame prints as `inf`, JSON as `null`), so it is reported rather than drawn.
public struct NonFiniteFrame: Sendable {
  public var node: NodeID
  /// `width`, `height`, `width and height`, or `position` when only the origin is not finite.
  public var what: String
  public var proposal: ProposedSize
}

extension LaidOutPreview {
  /// A view whose own frame is not finite while its children's are (the view that chose the size,
  /// not the containers that took it from it), the first in node order; nil when every frame is
  /// finite. One pass over the nodes, without recursion (trees may nest thousands deep).
  public var nonFiniteFrame: NonFiniteFrame? {
    func finite(_ f: Rect) -> Bool { f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite }
    for index in 0..<lowered.tree.count {
      let id = NodeID(index)
      guard let layout = result[id], !finite(layout.frame) else { continue }
      if children(of: id).contains(where: { result[$0].map { !finite($0.frame) } ?? false }) { continue }
      let f = layout.frame
      let what = switch (f.width.isFinite, f.height.isFinite) {
      case (false, false): "width and height"
      case (false, true): "width"
      case (true, false): "height"
      case (true, true): "position"
      }
      return NonFiniteFrame(node: id, what: what, proposal: layout.proposal)
    }
    return nil
  }
}
