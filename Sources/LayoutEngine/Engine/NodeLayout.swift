/// The outcome of layout for one node.
///
/// Stored compactly (96 bytes): the layout frame as its origin and the pixel frame as
/// the scale it is rounded at, both worked out when asked. A layout of 300,000 nodes writes one
/// of these per node into fresh memory, and each page first written costs a fault.
public struct NodeLayout: Sendable, Hashable {
  /// Where the view is drawn, in window coordinates, unrounded; `offset`s of it and its ancestors
  /// are included.
  public var frame: Rect
  /// `layoutFrame`'s origin.
  private var layoutOrigin: Point
  /// The display scale `pixelFrame` is rounded at.
  private var scale: Double
  /// The proposal the view was placed with; `frame.size` is its answer to it.
  public var proposal: ProposedSize
  /// `parent`'s index, -1 for the root.
  private var parentIndex: Int32
  /// Hidden by `.hidden()` on it or an ancestor: it occupies space but is not drawn.
  public var isHidden: Bool
  /// The layout direction in effect for the view.
  public var layoutDirection: LayoutDirection

  init(
    frame: Rect, layoutOrigin: Point, scale: Double, proposal: ProposedSize, parent: NodeID?, isHidden: Bool,
    layoutDirection: LayoutDirection
  ) {
    self.frame = frame
    self.layoutOrigin = layoutOrigin
    self.scale = scale
    self.proposal = proposal
    // Node ids fit in 32 bits: trees are bounded far below that (the evaluator's view budget).
    self.parentIndex = parent.map { Int32(truncatingIfNeeded: $0.rawValue) } ?? -1
    self.isHidden = isHidden
    self.layoutDirection = layoutDirection
  }

  /// Where layout put the view, without any `offset` (what siblings and parents see).
  public var layoutFrame: Rect { Rect(origin: layoutOrigin, size: frame.size) }
  /// `frame` snapped to the display's pixel grid (see `PixelRounding`).
  public var pixelFrame: Rect { PixelRounding.round(frame, scale: scale) }
  /// The view's parent, nil for the root.
  public var parent: NodeID? { parentIndex < 0 ? nil : NodeID(Int(parentIndex)) }
}
