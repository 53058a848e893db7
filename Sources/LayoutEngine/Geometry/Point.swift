/// A position in points: x grows to the right, y grows downwards (SwiftUI's convention).
public struct Point: Sendable, Hashable, CustomStringConvertible {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// Builds a point from its coordinate along `axis` (major) and across it (minor).
  public init(major: Double, minor: Double, axis: Axis) {
    if axis == .horizontal {
      self.init(x: major, y: minor)
    } else {
      self.init(x: minor, y: major)
    }
  }

  public static let zero = Point(x: 0, y: 0)

  /// The coordinate along an axis.
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? x : y }
    set { if axis == .horizontal { x = newValue } else { y = newValue } }
  }

  public static func + (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}
