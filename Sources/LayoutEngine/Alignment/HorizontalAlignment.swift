/// A guide along the horizontal axis: where, in a view's width, it lines up with its siblings
/// (the alignment of a VStack, the horizontal half of a ZStack's or frame's `Alignment`).
public struct HorizontalAlignment: Sendable, Hashable, CustomStringConvertible {
  public let id: AlignmentID

  /// Wraps an id; an id on the wrong axis is re-created on the horizontal axis.
  public init(_ id: AlignmentID) {
    self.id = id.axis == .horizontal
      ? id
      : AlignmentID(name: id.name, axis: .horizontal, combination: id.combination, defaultValue: id.defaultValue)
  }

  /// A custom guide (`extension HorizontalAlignment { static let x = HorizontalAlignment(X.self) }`):
  /// explicit values of several children are averaged.
  public init(name: String, defaultValue: @escaping @Sendable (ViewDimensions) -> Double) {
    self.id = AlignmentID(name: name, axis: .horizontal, combination: .average, defaultValue: defaultValue)
  }

  public static let leading = HorizontalAlignment(
    AlignmentID(builtIn: "leading", axis: .horizontal, combination: .none) { _ in 0 })
  public static let center = HorizontalAlignment(
    AlignmentID(builtIn: "center", axis: .horizontal, combination: .none) { $0.width / 2 })
  public static let trailing = HorizontalAlignment(
    AlignmentID(builtIn: "trailing", axis: .horizontal, combination: .none) { $0.width })

  public var description: String { id.name }
}
