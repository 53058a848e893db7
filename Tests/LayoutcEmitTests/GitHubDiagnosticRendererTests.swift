import LayoutcEmit
import LayoutcSource
import Testing

@Suite struct GitHubDiagnosticRendererTests {
  @Test func rendersTheFixtureAsOneWorkflowCommandPerDiagnostic() {
    let output = renderDiagnostics(
      DiagnosticFixture.diagnostics, format: .github, sources: DiagnosticFixture.sources)
    // endColumn is inclusive: "bold(1)" spans byte columns 23..<30, so 23 through 29; an empty
    // range (the missing ")") keeps endColumn = col. Notes become extra lines (%0A), and the
    // "%" of "50%" is escaped as %25.
    let expected = """
      ::error file=specs/card.ui,line=3,col=23,endLine=3,endColumn=23,title=parse.expected-rparen::expected ')' in argument list%0Aspecs/card.ui:3:22: note: to match this opening '('
      ::warning file=specs/card.ui,line=4,col=23,endLine=4,endColumn=29,title=random-identifier::modifier argument "1" has 50%25 chance: a, b%0Aspecs/card.ui:1:8: note: the view is declared here
      ::error file=specs/card.ui,title=sema.no-root-view::no view to lay out%0Anote: declare a #Preview or pass --view NAME
      ::error title=driver.no-input-files::no input files

      """
    #expect(output == expected)
  }

  @Test func escapesPropertiesAndData() {
    // A message is one line: a line break or terminal escape it quotes is shown as a Swift
    // escape (PrintableText) before the runner's escaping; the notes' own breaks are `%0A`.
    let diagnostic = Diagnostic(
      id: "lint:x,y", severity: .remark, message: "100%\r\nsure: \u{1B}[2J yes, really", file: "a:b,c%.ui",
      notes: [Note("n")])
    let output = renderDiagnostics([diagnostic], format: .github, sources: [:])
    #expect(
      output == #"::notice file=a%3Ab%2Cc%25.ui,title=lint%3Ax%2Cy::100%25\r\nsure: \u{1B}[2J yes, really%0Anote: n"# + "\n")
  }

  @Test func leavesColumnsOutOfMultiLineRanges() {
    let file = SourceFile(path: "a.ui", text: "ab\ncd\n")
    let diagnostic = Diagnostic(
      id: "x", severity: .warning, message: "m", file: "a.ui", range: file.range(1, 4))
    let output = renderDiagnostics([diagnostic], format: .github, sources: ["a.ui": file])
    #expect(output == "::warning file=a.ui,line=1,endLine=2,title=x::m\n")
  }
}
