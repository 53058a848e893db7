/// Insets on the four edges, in points, named by layout direction (leading/trailing) as SwiftUI does,
/// so that padding flips with right-to-left layout.
public struct EdgeInsets: Sendable, Hashable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = EdgeInsets.clean(top)
    self.leading = EdgeInsets.clean(leading)
    self.bottom = EdgeInsets.clean(bottom)
    self.trailing = EdgeInsets.clean(trailing)
  }

  /// The same inset on every edge (`.padding(10)`).
  public init(all value: Double) {
    self.init(top: value, leading: value, bottom: value, trailing: value)
  }

  public static let zero = EdgeInsets()

  /// Total inset along an axis: leading + trailing, or top + bottom.
  public subscript(axis: Axis) -> Double {
    axis == .horizontal ? leading + trailing : top + bottom
  }

  /// Non-finite insets are treated as unspecified (0) rather than trapping; negative insets are kept,
  /// because SwiftUI allows `.padding(-8)` to pull a view outwards.
  static func clean(_ value: Double) -> Double {
    value.isFinite ? value : 0
  }
}
