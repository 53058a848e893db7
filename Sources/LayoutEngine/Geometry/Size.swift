/// A width and a height in points.
///
/// Sizes chosen by views are never negative or NaN; the engine enforces that at every node (see
/// `Size.sanitized`), because a renderer must be able to trust every frame it prints.
public struct Size: Sendable, Hashable, CustomStringConvertible {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Builds a size from its extent along `axis` (major) and across it (minor).
  public init(major: Double, minor: Double, axis: Axis) {
    if axis == .horizontal {
      self.init(width: major, height: minor)
    } else {
      self.init(width: minor, height: major)
    }
  }

  public static let zero = Size(width: 0, height: 0)

  /// The extent along an axis.
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  /// NaN and negative extents become 0, so that a misbehaving measurer cannot poison a layout.
  /// Infinity is kept: it is the honest answer of a flexible view to an infinite proposal.
  public var sanitized: Size {
    Size(width: Size.clean(width), height: Size.clean(height))
  }

  static func clean(_ value: Double) -> Double {
    value.isNaN || value < 0 ? 0 : value
  }

  public var description: String { "\(formatPoints(width))x\(formatPoints(height))" }
}

/// Prints a number of points without a trailing ".0" (20 rather than 20.0), for traces and messages.
func formatPoints(_ value: Double) -> String {
  if value.isFinite, abs(value) < 1e15, value == PixelRounding.floor(value) {
    return String(Int(value))
  }
  return String(value)
}
