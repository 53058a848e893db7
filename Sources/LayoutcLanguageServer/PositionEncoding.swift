import LayoutcSource

/// How a position's `character` counts (LSP 3.17 `PositionEncodingKind`): UTF-16 code units,
/// the protocol's default, or UTF-8 bytes, which layoutc's own columns are and which the
/// server chooses when the client offers it.
enum PositionEncoding: String {
  case utf8 = "utf-8"
  case utf16 = "utf-16"

  /// The client's choice from `general.positionEncodings`: UTF-8 when offered.
  static func negotiated(_ offered: [String]) -> PositionEncoding {
    offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
  }

  /// The byte offset of `(line, character)` in `file`. A line past the end is the end; a
  /// character past its line's end is the line's end (LSP: "defaults back to the line
  /// length"); one inside a character is that character's start.
  func offset(line: Int, character: Int, in file: SourceFile) -> Int {
    let bytes = file.bytes, starts = file.lineStarts
    guard line >= 0 else { return 0 }
    guard line < starts.count else { return bytes.count }
    var i = starts[line]
    var lineEnd = bytes.count
    if line + 1 < starts.count {
      lineEnd = starts[line + 1] - 1
      if bytes[lineEnd] == 10, lineEnd > i, bytes[lineEnd - 1] == 13 { lineEnd -= 1 }
    }
    var units = 0
    while i < lineEnd {
      let width = Self.sequenceLength(bytes[i])
      units += self == .utf8 ? width : (width == 4 ? 2 : 1)
      if units > character { break }
      i = min(i + width, lineEnd)
    }
    return i
  }

  /// The `(line, character)` of byte `offset` in `file`.
  func position(of offset: Int, in file: SourceFile) -> (line: Int, character: Int) {
    let location = file.location(at: min(max(0, offset), file.bytes.count))
    let start = file.lineStarts[location.line - 1]
    guard self == .utf16 else { return (location.line - 1, location.column - 1) }
    var units = 0, i = start
    while i < location.offset {
      let width = Self.sequenceLength(file.bytes[i])
      units += width == 4 ? 2 : 1
      i += width
    }
    return (location.line - 1, units)
  }

  /// An LSP `Range` for `range` in `file`.
  func json(_ range: SourceRange, in file: SourceFile) -> JSONObject {
    ["start": json(range.start.offset, in: file), "end": json(range.end.offset, in: file)]
  }

  func json(_ offset: Int, in file: SourceFile) -> JSONObject {
    let p = position(of: offset, in: file)
    return ["line": p.line, "character": p.character]
  }

  /// The bytes a UTF-8 sequence starting with `lead` takes (1 for a stray continuation byte).
  private static func sequenceLength(_ lead: UInt8) -> Int {
    switch lead {
    case 0xF0...: 4
    case 0xE0...: 3
    case 0xC0...: 2
    default: 1
    }
  }
}
