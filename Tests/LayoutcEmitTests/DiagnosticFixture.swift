import LayoutcSource

/// The one fixed set of diagnostics every renderer test renders: a missing `)` with a note
/// and a fix-it after a tab and an accented letter, a warning after an emoji spanning a range,
/// a file-level error and a driver error with no file.
enum DiagnosticFixture {
  static let path = "specs/card.ui"

  static let text = """
    struct Card: View {
    \tvar body: some View {
    \tText("héllo").frame(
        Text("👋 wave").bold(1)
      }
    }
    """

  static let file = SourceFile(path: path, text: text)

  static var sources: [String: SourceFile] { [path: file] }

  /// The range of the `occurrence`-th (0-based) `needle` in the fixture text.
  static func range(of needle: String, occurrence: Int = 0, length: Int? = nil) -> SourceRange {
    let bytes = Array(text.utf8)
    let pattern = Array(needle.utf8)
    var found = -1
    var start = 0
    for i in 0...(bytes.count - pattern.count) where Array(bytes[i..<i + pattern.count]) == pattern
    {
      found += 1
      if found == occurrence {
        start = i
        break
      }
    }
    return file.range(start, start + (length ?? pattern.count))
  }

  static var diagnostics: [Diagnostic] {
    let openParen = range(of: "(", occurrence: 1)
    let endOfLine3 = SourceRange(at: openParen.end)
    return [
      Diagnostic(
        id: "parse.expected-rparen", severity: .error, message: "expected ')' in argument list",
        file: path, range: endOfLine3,
        notes: [Note("to match this opening '('", range: openParen)],
        fixIts: [FixIt(range: endOfLine3, replacement: ")")]),
      Diagnostic(
        id: "random-identifier", severity: .warning,
        message: "modifier argument \"1\" has 50% chance: a, b",
        file: path, range: range(of: "bold(1)"),
        notes: [Note("the view is declared here", file: path, range: range(of: "Card"))]),
      Diagnostic(
        id: "sema.no-root-view", severity: .error, message: "no view to lay out", file: path,
        notes: [Note("declare a #Preview or pass --view NAME")]),
      Diagnostic(id: "driver.no-input-files", severity: .error, message: "no input files"),
    ]
  }
}
