import LayoutcCatalog
import LayoutcSema
import LayoutcSource
import LayoutcSyntax
import LayoutcTestSupport
import Testing

/// Misspellings get Swift's message at the marked place, and a suggestion.
@Suite struct NameResolutionTests {
  struct Case: Sendable, CustomStringConvertible {
    var source: String
    var message: String
    var suggestion: String?
    var description: String { message }
  }

  static let cases: [Case] = [
    Case(source: "var body: some View { 1️⃣Txt(\"a\") }", message: "cannot find 'Txt' in scope", suggestion: "Text"),
    Case(source: "var body: some View { Text(\"a\").1️⃣paddin() }", message: "value of type 'Text' has no member 'paddin'", suggestion: "padding"),
    Case(source: "var body: some View { Text(\"a\").frame(1️⃣widht: 10) }", message: "extra argument 'widht' in call", suggestion: "width"),
    Case(source: "var body: some View { VStack(alignment: 1️⃣.leadin) { Text(\"a\") } }", message: "type 'HorizontalAlignment' has no member 'leadin'", suggestion: "leading"),
    Case(source: "var body: some View { Color.1️⃣rde }", message: "type 'Color' has no member 'rde'", suggestion: "red"),
    Case(source: "var body: some View { Text(1️⃣titel) }\nvar title = \"x\"", message: "cannot find 'titel' in scope", suggestion: "title"),
  ]

  @Test(arguments: cases) func misspellingIsLocatedWithSuggestion(_ c: Case) {
    let marked = MarkedText("struct V: View {\n" + c.source + "\n}\n")
    let (tree, syntax) = Parser.parse(SourceFile(path: "t.ui", text: marked.text))
    #expect(syntax.isEmpty)
    let result = Sema.check([tree], sdk: .ios17)
    guard let d = result.diagnostics.first else {
      Issue.record("no diagnostic")
      return
    }
    #expect(d.message == c.message)
    let at = marked.location("1️⃣")!
    #expect(d.range?.start.line == at.line && d.range?.start.column == at.column)
    #expect(d.fixIts.first?.replacement == c.suggestion)
  }
}

@Suite struct TypePrinterTests {
  @Test func printsAsTheRuntimeDoes() {
    let t = SwiftType.nominal("VStack", [.nominal("TupleView", [.tuple([.text, .optional(.text)], labels: [nil, nil])])])
    #expect(TypePrinter.print(t) == "VStack<TupleView<(Text, Optional<Text>)>>")
    #expect(TypePrinter.print(.tuple([.int, .nominal("Pet", [])], labels: ["offset", "element"])) == "(offset: Int, element: Pet)")
  }

  @Test func prettyIndentsTheGenericTree() {
    let t = SwiftType.nominal("VStack", [.nominal("TupleView", [.tuple([.text, .color], labels: [nil, nil])])])
    #expect(TypePrinter.pretty(t) == """
      VStack<
        TupleView<
          (
            Text,
            Color
          )
        >
      >
      """)
  }
}
