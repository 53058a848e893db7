/// What a custom layout's code asks of its subviews, answered by the layout engine while it
/// lays the container out (the lowering adapts the engine's `CustomLayoutSubviews`). The
/// evaluator knows nothing of the engine: sizes are pairs of numbers, proposals optional ones.
public protocol LayoutSubviewsHost: AnyObject, Sendable {
  var count: Int { get }
  /// `LayoutSubview.sizeThatFits(_:)`.
  func sizeThatFits(_ index: Int, width: Double?, height: Double?) -> (width: Double, height: Double)
  /// `LayoutSubview.dimensions(in:)`.
  func dimensions(_ index: Int, width: Double?, height: Double?) -> any GuideDimensions
  /// `LayoutSubview.priority`.
  func priority(_ index: Int) -> Double
  /// `subviews[a].spacing.distance(to: subviews[b].spacing, along:)`.
  func distance(from a: Int, to b: Int, horizontal: Bool) -> Double
  /// `LayoutSubview.place(at:anchor:proposal:)`.
  func place(_ index: Int, x: Double, y: Double, anchorX: Double, anchorY: Double, width: Double?, height: Double?)
  /// The value `.layoutValue(key:value:)` set on the subview for the key type, or nil.
  func layoutValue(_ index: Int, key: String) -> Value?
}

/// One subview of the layout being run.
public struct SubviewReference: Hashable, Sendable {
  public let host: any LayoutSubviewsHost
  public let index: Int

  public init(host: any LayoutSubviewsHost, index: Int) {
    self.host = host
    self.index = index
  }

  public static func == (a: SubviewReference, b: SubviewReference) -> Bool { a.host === b.host && a.index == b.index }
  public func hash(into h: inout Hasher) { h.combine(index) }
}
