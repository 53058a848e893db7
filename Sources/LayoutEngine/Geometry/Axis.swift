/// One of the two layout axes.
///
/// Stacks are written once and run along either axis, so sizes, points and proposals can all be read
/// and built "along an axis" (`size[axis]`, `Size(major:minor:axis:)`).
public enum Axis: Sendable, Hashable, CaseIterable {
  case horizontal
  case vertical

  /// The axis at right angles to this one: a stack's minor (alignment) axis.
  public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
