/// A horizontal and a vertical guide together: how a ZStack, a frame, a background or an overlay
/// positions a child inside itself.
public struct Alignment: Sendable, Hashable, CustomStringConvertible {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The guide on one axis.
  public subscript(axis: Axis) -> AlignmentID {
    axis == .horizontal ? horizontal.id : vertical.id
  }

  public var description: String { "\(horizontal.id.name)/\(vertical.id.name)" }
}
