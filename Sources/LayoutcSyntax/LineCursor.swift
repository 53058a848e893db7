import LayoutcSource

/// Locations of byte offsets in one file, for a parser that asks mostly in file order: the
/// line of the last answer is remembered, and an offset on it or on the next line is answered
/// without `SourceFile.location`'s binary search over every line (a seventh of parsing a
/// 100,000-line file). The answers are `SourceFile.location`'s.
///
/// A class so that the parser's non-mutating range helpers can move it; one parser, on one
/// thread, owns each cursor.
final class LineCursor {
  private let file: SourceFile
  /// Index into `file.lineStarts` of the last answer's line.
  private var line = 0

  init(_ file: SourceFile) { self.file = file }

  func location(at offset: Int) -> SourceLocation {
    let starts = file.lineStarts
    let offset = max(0, min(offset, file.bytes.count))
    for candidate in line...min(line + 1, starts.count - 1) where starts[candidate] <= offset {
      if candidate + 1 == starts.count || offset < starts[candidate + 1] {
        line = candidate
        return SourceLocation(offset: offset, line: candidate + 1, column: offset - starts[candidate] + 1)
      }
    }
    let found = file.location(at: offset)
    line = found.line - 1
    return found
  }

  /// `SourceFile.range(start, end)`.
  func range(_ start: Int, _ end: Int) -> SourceRange {
    SourceRange(start: location(at: start), end: location(at: max(start, end)))
  }
}
