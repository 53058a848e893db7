import LayoutcCatalog
import LayoutcEval
import LayoutcSema
import LayoutcSource
import LayoutcSyntax
import Testing

/// Evaluates `ContentView` in a tolerant file: each instance as `identity "text" [marks]`.
private func evaluateTolerant(_ text: String) -> [String] {
  let (tree, syntax) = Parser.parse(SourceFile(path: "t.swift", text: text))
  let sema = Sema.check([tree], sdk: .ios17)
  #expect(syntax.isEmpty && !sema.diagnostics.contains { $0.severity == .error }, "\(sema.diagnostics.map(\.message))")
  guard let view = sema.model.views["ContentView"] else { return [] }
  let evaluator = Evaluator(sema: sema)
  var lines: [String] = []
  for i in evaluator.evaluate(view: view).instances {
    i.walk { inst, _ in
      lines.append("\(inst.identity)" + (inst.text.map { " \"\($0)\"" } ?? "") + (inst.assumptions.isEmpty ? "" : " \(inst.assumptions)"))
    }
  }
  #expect(evaluator.inexactValues.isEmpty)
  return lines
}

/// docs/language.md, "Assumptions": opaque values are never computed with and never shown
/// without their mark.
@Suite struct OpaqueValuesTests {
  @Test func opaqueViewsAndModifiersAreMarkedInstances() {
    let lines = evaluateTolerant("""
      struct ContentView: View {
        var body: some View { VStack { KFImage(url); Text("a").glow() } }
      }
      """)
    #expect(lines.contains { $0.hasSuffix("/KFImage [\"KFImage\", \"url\"]") })
    #expect(lines.contains { $0.contains("glow") || $0.hasSuffix("/Text \"a\" [\".glow\"]") } || lines.contains { $0.contains("[\".glow\"]") })
  }

  @Test func arithmeticAndInterpolationOnAnOpaqueValueStayOpaque() {
    let lines = evaluateTolerant("""
      struct ContentView: View {
        var body: some View { VStack { Text("\\(vm.count + 1) items"); Text(verbatim: "n: \\(vm.count)") } }
      }
      """)
    let texts = lines.filter { $0.contains("Text") }
    #expect(texts.count == 2)
    // `vm.count + 1` rests on `vm.count` (the literal leaves the sum assumed), the plain
    // interpolation on `vm`: either way marked.
    for t in texts { #expect(t.hasSuffix("[\"vm\"]") || t.hasSuffix("[\"vm.count\"]"), "\(t)") }
  }

  @Test func forEachOverOpaqueDataIsOneMarkedRow() {
    let lines = evaluateTolerant("""
      struct ContentView: View {
        var body: some View { VStack { ForEach(store.items) { item in Text("static") } } }
      }
      """)
    let rows = lines.filter { $0.contains("Text") }
    #expect(rows.count == 1)
    #expect(rows.first?.hasSuffix("[\"store\"]") == true, "\(rows)")
  }

  @Test func theInvariantHoldsOnEveryInstance() {
    let lines = evaluateTolerant("""
      struct Row: View {
        let post: Post
        var body: some View { HStack { Text(post.author); Text(formatted(post.date)).shimmer() } }
      }
      struct ContentView: View {
        var body: some View { VStack { Row(post: .preview); MyCard { Text("x") } } }
      }
      """)
    // Every line that shows an assumed value carries a mark.
    for l in lines where l.contains("<assumed") { #expect(l.hasSuffix("]"), "\(l)") }
  }
}
