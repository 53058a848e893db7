/// The outcome of layout for one node.
public struct NodeLayout: Sendable, Hashable {
  /// Where the view is drawn, in window coordinates, unrounded; `offset`s of it and its ancestors
  /// are included.
  public var frame: Rect
  /// Where layout put the view, without any `offset` (what siblings and parents see).
  public var layoutFrame: Rect
  /// `frame` snapped to the display's pixel grid (see `PixelRounding`).
  public var pixelFrame: Rect
  /// The proposal the view was placed with; `frame.size` is its answer to it.
  public var proposal: ProposedSize
  /// The view's parent, nil for the root.
  public var parent: NodeID?
  /// Hidden by `.hidden()` on it or an ancestor: it occupies space but is not drawn.
  public var isHidden: Bool
  /// The layout direction in effect for the view.
  public var layoutDirection: LayoutDirection
}
