/// A handle to a node in a `LayoutTree`: its index in the tree's arena.
///
/// Handles are plain integers so the lowering stage can keep side tables (identity, source range)
/// indexed by them, and results can be looked up in constant time.
public struct NodeID: Sendable, Hashable, Comparable, CustomStringConvertible {
  public let rawValue: Int

  public init(_ rawValue: Int) {
    self.rawValue = rawValue
  }

  public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String { "#\(rawValue)" }
}
