/// Everything one layout produced: a `NodeLayout` per placed node, the root context, the statistics
/// of the pass and, if asked for, its trace.
public struct LayoutResult: Sendable {
  public let root: NodeID
  /// The window (device or preview) size and the safe area inside it, in window coordinates.
  public let windowSize: Size
  public let safeArea: Rect
  public let scale: Double
  public let layoutDirection: LayoutDirection
  public let statistics: LayoutStatistics
  public let trace: LayoutTrace?
  let layouts: [NodeLayout?]

  init(
    root: NodeID, windowSize: Size, safeArea: Rect, scale: Double, layoutDirection: LayoutDirection,
    statistics: LayoutStatistics, trace: LayoutTrace?, layouts: [NodeLayout?]
  ) {
    self.root = root
    self.windowSize = windowSize
    self.safeArea = safeArea
    self.scale = scale
    self.layoutDirection = layoutDirection
    self.statistics = statistics
    self.trace = trace
    self.layouts = layouts
  }

  /// The layout of a node, or nil if it was not placed (not under the root, or an extra child of a
  /// unary modifier).
  public subscript(id: NodeID) -> NodeLayout? {
    layouts.indices.contains(id.rawValue) ? layouts[id.rawValue] : nil
  }

  /// Shorthand for `self[id]?.frame`: the drawn frame in window coordinates.
  public func frame(of id: NodeID) -> Rect? { self[id]?.frame }

  /// Every placed node, in NodeID order.
  public var placedNodes: [(id: NodeID, layout: NodeLayout)] {
    layouts.enumerated().compactMap { index, layout in layout.map { (NodeID(index), $0) } }
  }
}
