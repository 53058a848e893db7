/// A position in a source file: 1-based line and column (UTF-8 bytes) plus the byte offset.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var offset: Int
  public var line: Int
  public var column: Int

  public init(offset: Int, line: Int, column: Int) {
    self.offset = offset
    self.line = line
    self.column = column
  }

  public static func < (a: SourceLocation, b: SourceLocation) -> Bool { a.offset < b.offset }
  public var description: String { "\(line):\(column)" }
}
