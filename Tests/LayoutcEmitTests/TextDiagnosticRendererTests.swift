import LayoutcEmit
import LayoutcSource
import Testing

@Suite struct TextDiagnosticRendererTests {
  @Test func rendersTheFixtureLikeSwiftc() {
    let output = renderDiagnostics(
      DiagnosticFixture.diagnostics, format: .text, sources: DiagnosticFixture.sources)
    // Line 3 starts with a tab, kept as a tab in the caret line; the 19 characters
    // `Text("héllo").frame` become 19 spaces (é is two bytes but one cell), so the note's caret
    // is under "(" and the error's (one past it, at the end of the line) after it, with the
    // fix-it text ")" under that. On line 4, 👋 takes two cells: 4 + 6 + 2 + 5 + 3 = 20
    // spaces put the caret under "bold(1)".
    let expected = """
      specs/card.ui:3:23: error: expected ')' in argument list [parse.expected-rparen]
      \tText("héllo").frame(
      \t                    ^
      \t                    )
      specs/card.ui:3:22: note: to match this opening '('
      \tText("héllo").frame(
      \t                   ^
      specs/card.ui:4:23: warning: modifier argument "1" has 50% chance: a, b [random-identifier]
          Text("👋 wave").bold(1)
                          ^~~~~~~
      specs/card.ui:1:8: note: the view is declared here
      struct Card: View {
             ^~~~
      specs/card.ui: error: no view to lay out [sema.no-root-view]
      layoutc: note: declare a #Preview or pass --view NAME
      layoutc: error: no input files [driver.no-input-files]

      """
    #expect(output == expected)
  }

  @Test func coloursLikeSwiftcWhenAsked() {
    let output = renderDiagnostics(
      [DiagnosticFixture.diagnostics[1]], format: .text, sources: DiagnosticFixture.sources,
      color: true)
    let bold = "\u{1B}[1m"
    let reset = "\u{1B}[0m"
    let magenta = "\u{1B}[0;1;35m"
    let black = "\u{1B}[0;1;30m"
    let green = "\u{1B}[0;1;32m"
    let expected = """
      \(bold)specs/card.ui:4:23:\(reset) \(magenta)warning:\(reset) \(bold)modifier argument "1" has 50% chance: a, b [random-identifier]\(reset)
          Text("👋 wave").bold(1)
                          \(green)^~~~~~~\(reset)
      \(bold)specs/card.ui:1:8:\(reset) \(black)note:\(reset) \(bold)the view is declared here\(reset)
      struct Card: View {
             \(green)^~~~\(reset)

      """
    #expect(output == expected)
  }

  @Test func neverEmitsEscapeCodesWithoutColour() {
    let output = renderDiagnostics(
      DiagnosticFixture.diagnostics, format: .text, sources: DiagnosticFixture.sources)
    #expect(!output.contains("\u{1B}"))
  }

  @Test func errorsAreBoldRed() {
    let d = Diagnostic(id: "driver.x", severity: .error, message: "m")
    let output = renderDiagnostics([d], format: .text, sources: [:], color: true)
    #expect(
      output
        == "\u{1B}[1mlayoutc:\u{1B}[0m \u{1B}[0;1;31merror:\u{1B}[0m \u{1B}[1mm [driver.x]\u{1B}[0m\n"
    )
  }

  @Test(arguments: [
    // (line, range start..<end as byte offsets in the line, expected caret line)
    ("let 日本 = x", 11, 12, "         ^"),  // 日本 are 3 bytes and 2 cells each: 4 + 2 + 2 + 1
    ("a\tb\tc", 4, 5, " \t \t^"),  // tabs stay tabs, other characters become spaces
    ("x = é + y", 9, 10, "        ^"),  // é: 2 bytes, 1 cell
    ("e\u{301}e = 1", 3, 4, " ^"),  // e + combining acute is one character, one cell
    ("ab", 2, 2, "  ^"),  // an empty range at the end of the line
    ("abc", 0, 3, "^~~"),
  ])
  func caretLinesUpUnderTheCharacter(line: String, start: Int, end: Int, caret: String) {
    let file = SourceFile(path: "a.ui", text: line + "\n")
    let d = Diagnostic(
      id: "x", severity: .error, message: "m", file: "a.ui", range: file.range(start, end))
    let output = renderDiagnostics([d], format: .text, sources: ["a.ui": file])
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[1] == line)
    #expect(lines[2] == caret)
  }

  @Test func rangeRunningPastTheLineUnderlinesToItsEnd() {
    let file = SourceFile(path: "a.ui", text: "foo(bar\n  baz)\n")
    let d = Diagnostic(
      id: "x", severity: .error, message: "m", file: "a.ui", range: file.range(4, 12))
    let output = renderDiagnostics([d], format: .text, sources: ["a.ui": file])
    #expect(output == "a.ui:1:5: error: m [x]\nfoo(bar\n    ^~~\n")
  }

  @Test func controlCharactersInTheSourceLineAreEscaped() {
    // The caret stays under `b`: the escape `\u{1B}` takes six cells.
    let file = SourceFile(path: "a.ui", text: "a\u{1B}[31mb\n")
    let d = Diagnostic(
      id: "x", severity: .error, message: "m", file: "a.ui", range: file.range(6, 7))
    let output = renderDiagnostics([d], format: .text, sources: ["a.ui": file])
    #expect(output == #"a.ui:1:7: error: m [x]"# + "\n" + #"a\u{1B}[31mb"# + "\n           ^\n")
  }

  @Test func controlCharactersInPathsAndMessagesAreEscaped() {
    let file = SourceFile(path: "a\u{7}.ui", text: "x\n")
    let d = Diagnostic(
      id: "x", severity: .error, message: "bad 'a\u{1B}[2J\r\nb'", file: file.path, range: file.range(0, 1),
      notes: [Note("see '\u{9B}'", file: file.path)])
    let output = renderDiagnostics([d], format: .text, sources: [file.path: file], color: true)
    #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\u{1B}" || $0.value == 0x9B || $0 == "\r" })
    #expect(output.contains(#"a\u{7}.ui:1:1:"#))
    #expect(output.contains(#"bad 'a\u{1B}[2J\r\nb'"#))
    #expect(output.contains(#"see '\u{9B}'"#))
    // The only escape characters are the colours' own (`ESC [ digits ; m`).
    for piece in output.split(separator: "\u{1B}", omittingEmptySubsequences: false).dropFirst() {
      let parameters = piece.dropFirst().prefix { $0.isNumber || $0 == ";" }
      #expect(piece.first == "[" && piece.dropFirst(1 + parameters.count).first == "m")
    }
  }

  @Test func aFileMissingFromSourcesStillGetsItsHeader() {
    let file = SourceFile(path: "a.ui", text: "abc\n")
    let d = Diagnostic(
      id: "x", severity: .warning, message: "m", file: "a.ui", range: file.range(1, 2))
    #expect(renderDiagnostics([d], format: .text, sources: [:]) == "a.ui:1:2: warning: m [x]\n")
  }
}
