/// A set of edges, for `ignoresSafeArea(edges:)`. Leading and trailing follow the layout direction.
public struct Edges: OptionSet, Sendable, Hashable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  public static let top = Edges(rawValue: 1 << 0)
  public static let leading = Edges(rawValue: 1 << 1)
  public static let bottom = Edges(rawValue: 1 << 2)
  public static let trailing = Edges(rawValue: 1 << 3)
  public static let horizontal: Edges = [.leading, .trailing]
  public static let vertical: Edges = [.top, .bottom]
  public static let all: Edges = [.top, .leading, .bottom, .trailing]
}
