import LayoutcSource

/// One line of source as the text renderer shows it, with the caret line under a range.
///
/// Columns in the model count UTF-8 bytes; a terminal counts cells. The caret line is built
/// character by character from the source line itself: a tab before the caret stays a tab (so
/// it expands exactly as it did in the line above), and every other character becomes as many
/// spaces as it takes cells. That keeps the caret under the right character whatever the tab
/// width, the script or the emoji.
struct SourceSnippet: Sendable {
  /// The source line, made printable (`PrintableText`: control characters other than tab as
  /// Swift escapes) so that a hostile file cannot drive the terminal.
  let text: String
  /// The line number this snippet shows.
  let line: Int
  private let characters: [(column: Int, character: Character)]
  private let byteLength: Int
  /// A space for the `…` that stands for the cut start of a long line.
  private let leadingPad: String

  /// Lines longer than this many characters are shown as a window around the focus column,
  /// with `…` where they are cut: a 100 KB line of generated or minified input must not
  /// flood the terminal.
  static let longestShownLine = 160

  init?(file: SourceFile, line: Int, focus: Int? = nil) {
    guard line >= 1, line <= file.lineStarts.count else { return nil }
    var raw = file.lineText(line)
    var column = 1
    let byteLength = raw.utf8.count
    // A huge line (generated or hostile input) is cut to a window of bytes around the focus
    // before it is split into characters, so a diagnostic costs the same on a 1 MB line.
    var cutAfter = false
    if let focus, byteLength > SourceSnippet.longestShownLine * 16 {
      let utf8 = Array(raw.utf8)
      let reach = SourceSnippet.longestShownLine * 8
      var from = max(0, min(focus - 1 - reach, byteLength - 2 * reach)), to = min(byteLength, from + 2 * reach)
      while from > 0 && utf8[from] & 0xC0 == 0x80 { from -= 1 }  // whole scalars only
      while to < byteLength && utf8[to] & 0xC0 == 0x80 { to += 1 }
      raw = String(decoding: utf8[from..<to], as: UTF8.self)
      column = from + 1
      cutAfter = to < byteLength
    }
    var characters: [(column: Int, character: Character)] = []
    for character in raw {
      characters.append((column, character))
      column += character.utf8.count
    }
    let cutBefore = characters.first.map { $0.column > 1 } ?? false
    var lower = 0, upper = characters.count
    if let focus, characters.count > SourceSnippet.longestShownLine {
      let at = characters.firstIndex { $0.column + $0.character.utf8.count > focus } ?? characters.count
      lower = max(0, min(at - 40, characters.count - SourceSnippet.longestShownLine))
      upper = min(characters.count, lower + SourceSnippet.longestShownLine)
    }
    var shown = lower > 0 || cutBefore ? "…" : ""
    for (_, character) in characters[lower..<upper] {
      shown += SourceSnippet.printable(character)
    }
    if upper < characters.count || cutAfter { shown += "…" }
    self.text = shown
    self.line = line
    self.characters = Array(characters[lower..<upper])
    self.byteLength = byteLength
    self.leadingPad = lower > 0 || cutBefore ? " " : ""
  }

  /// The caret line for `range`: `^` under its first character and `~` under the rest of it on
  /// this line. An empty range, or one that starts at the end of the line, gets a lone `^`.
  func caretLine(for range: SourceRange) -> (indent: String, marker: String) {
    let start = range.start.column
    let end = range.end.line == range.start.line ? max(range.end.column, start) : byteLength + 1
    var marker = ""
    for (column, character) in characters
    where column + character.utf8.count > start && column < end {
      let width = SourceSnippet.width(of: character)
      if marker.isEmpty {
        marker = "^" + String(repeating: "~", count: max(0, width - 1))
      } else {
        marker += String(repeating: "~", count: width)
      }
    }
    if marker.isEmpty { marker = "^" }
    return (indent(upTo: start), marker)
  }

  /// Blank space that reaches the display position of a byte column: the characters that end
  /// at or before it, each replaced by its width in spaces, tabs kept.
  func indent(upTo column: Int) -> String {
    var out = leadingPad
    for (start, character) in characters where start + character.utf8.count <= column {
      if character == "\t" {
        out += "\t"
      } else {
        out += String(repeating: " ", count: SourceSnippet.width(of: character))
      }
    }
    return out
  }

  /// Cells taken by the character as shown: an escaped one is its escape, in ASCII.
  private static func width(of character: Character) -> Int {
    let shown = printable(character)
    return shown.unicodeScalars.elementsEqual(character.unicodeScalars) ? DisplayWidth.of(character) : DisplayWidth.of(Substring(shown))
  }

  private static func printable(_ character: Character) -> String {
    PrintableText.escaped(String(character))
  }
}
