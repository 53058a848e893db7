import LayoutcEmit
import LayoutcEval
import LayoutcSema
import LayoutcSource
import LayoutcSyntax
import Testing

/// The DOT output is read by Graphviz, not by people: names from the spec (identity paths with
/// quotes in ids, `#Preview("A \"b\"")`) must stay inside their quoted strings.
@Suite struct DependenciesDOTTests {
  @Test func quotesAndBackslashesInNamesAreEscaped() {
    let text = """
      struct ContentView: View {
          @State private var on = false
          var body: some View {
              ForEach(["a\\"b", "c\\\\d"], id: \\.self) { s in Row(title: s, on: on) }
          }
      }
      struct Row: View {
          let title: String
          let on: Bool
          var body: some View { Text(on ? title : "") }
      }
      """
    let (tree, _) = Parser.parse(SourceFile(path: "t.ui", text: text))
    let sema = Sema.check([tree], sdk: .ios17)
    #expect(sema.diagnostics.filter { $0.severity == .error }.isEmpty, "\(sema.diagnostics.map(\.message))")
    let root = Evaluator(sema: sema).evaluate(view: sema.model.views["ContentView"]!)
    let dot = DependenciesDOT.render([DependencyGraph(root: root, sema: sema)])
    // Every line is a statement, a brace or an attribute: no string ends early.
    for line in dot.split(separator: "\n") {
      var inString = false, escaped = false
      for ch in line {
        if escaped { escaped = false; continue }
        if ch == "\\" { escaped = true; continue }
        if ch == "\"" { inString.toggle() }
      }
      #expect(!inString, "unterminated string: \(line)")
    }
    #expect(dot.contains(#"(id: \"a\\\"b\")/Row"#))
  }
}
