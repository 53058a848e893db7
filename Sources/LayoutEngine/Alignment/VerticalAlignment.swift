/// A guide along the vertical axis: where, in a view's height, it lines up with its siblings
/// (the alignment of an HStack, the vertical half of a ZStack's or frame's `Alignment`).
public struct VerticalAlignment: Sendable, Hashable, CustomStringConvertible {
  public let id: AlignmentID

  /// Wraps an id; an id on the wrong axis is re-created on the vertical axis.
  public init(_ id: AlignmentID) {
    self.id = id.axis == .vertical
      ? id
      : AlignmentID(name: id.name, axis: .vertical, combination: id.combination, defaultValue: id.defaultValue)
  }

  /// A custom guide such as the talk's `midStarAndTitle`: explicit values of several children are
  /// averaged, so the value set deep inside nested stacks reaches the outer stack.
  public init(name: String, defaultValue: @escaping @Sendable (ViewDimensions) -> Double) {
    self.id = AlignmentID(name: name, axis: .vertical, combination: .average, defaultValue: defaultValue)
  }

  public static let top = VerticalAlignment(
    AlignmentID(builtIn: "top", axis: .vertical, combination: .none) { _ in 0 })
  public static let center = VerticalAlignment(
    AlignmentID(builtIn: "center", axis: .vertical, combination: .none) { $0.height / 2 })
  public static let bottom = VerticalAlignment(
    AlignmentID(builtIn: "bottom", axis: .vertical, combination: .none) { $0.height })
  /// The top-most text baseline; the bottom edge in a view without text. A container keeps the
  /// smallest of its children's values (OpenSwiftUI VerticalAlignment.swift, FirstTextBaseline).
  public static let firstTextBaseline = VerticalAlignment(
    AlignmentID(builtIn: "firstTextBaseline", axis: .vertical, combination: .minimum) { $0.height })
  /// The bottom-most text baseline; the bottom edge in a view without text. A container keeps the
  /// largest of its children's values.
  public static let lastTextBaseline = VerticalAlignment(
    AlignmentID(builtIn: "lastTextBaseline", axis: .vertical, combination: .maximum) { $0.height })

  public var description: String { id.name }
}
