/// A named buffer of UTF-8 text and its line table.
///
/// Columns are 1-based and count UTF-8 bytes, as swiftc and clang count them, so that a
/// location printed by layoutc points at the same place an editor jumping to `file:line:col`
/// from a swiftc diagnostic would. Renderers convert to display columns when drawing carets.
public final class SourceFile: Sendable {
  public let path: String
  public let bytes: [UInt8]
  /// Byte offset of the first byte of each line.
  public let lineStarts: [Int]
  /// Whether unknown names are errors or assumptions (`Strictness`).
  public let strictness: Strictness

  /// Lines end at LF, CR or CRLF, as Swift's do (The Swift Programming Language, Lexical
  /// Structure: "line-break → U+000A | U+000D | U+000D followed by U+000A"; swiftc counts a
  /// file with all three alike, checked with swiftc 6.3).
  public init(path: String, bytes: [UInt8], strictness: Strictness? = nil) {
    self.path = path
    self.bytes = bytes
    self.strictness = strictness ?? .default(forPath: path)
    var starts = [0]
    bytes.withUnsafeBufferPointer { b in  // one pass over up to 8 MiB, fast in debug builds too
      var i = 0
      while i < b.count {
        if b[i] == 0x0A || b[i] == 0x0D && (i + 1 == b.count || b[i + 1] != 0x0A) { starts.append(i + 1) }
        i += 1
      }
    }
    self.lineStarts = starts
  }

  public convenience init(path: String, text: String, strictness: Strictness? = nil) {
    self.init(path: path, bytes: Array(text.utf8), strictness: strictness)
  }

  /// The location of a byte offset (clamped to the buffer).
  public func location(at offset: Int) -> SourceLocation {
    let offset = max(0, min(offset, bytes.count))
    var lo = 0, hi = lineStarts.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
    }
    return SourceLocation(offset: offset, line: lo + 1, column: offset - lineStarts[lo] + 1)
  }

  public func range(_ start: Int, _ end: Int) -> SourceRange {
    SourceRange(start: location(at: start), end: location(at: max(start, end)))
  }

  /// The text of a 1-based line, without its line terminator.
  public func lineText(_ line: Int) -> String {
    guard line >= 1, line <= lineStarts.count else { return "" }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count  // before LF or CR
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }  // CR of a CRLF
    return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
  }

  public func text(in range: SourceRange) -> String {
    let s = max(0, min(range.start.offset, bytes.count))
    let e = max(s, min(range.end.offset, bytes.count))
    return String(decoding: bytes[s..<e], as: UTF8.self)
  }
}
