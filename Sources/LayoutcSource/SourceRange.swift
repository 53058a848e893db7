/// A half-open range of source locations in one file.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
  public var start: SourceLocation
  public var end: SourceLocation

  public init(start: SourceLocation, end: SourceLocation) {
    self.start = start
    self.end = end
  }

  /// An empty range at a location.
  public init(at location: SourceLocation) { self.init(start: location, end: location) }

  /// The smallest range covering both.
  public func union(_ other: SourceRange) -> SourceRange {
    SourceRange(start: min(start, other.start), end: max(end, other.end))
  }

  /// `l:c-l:c`, the form the tree dumps use.
  public var description: String { "\(start.line):\(start.column)-\(end.line):\(end.column)" }
}
