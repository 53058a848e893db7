import LayoutcEval
import LayoutcSema
import LayoutcSource
import LayoutcSyntax
import Testing

/// The evaluator's limits (docs/robustness.md): counted in views, bytes and nodes, not time.
@Suite struct BoundsTests {
  func sema(_ text: String) -> SemaResult {
    let (tree, _) = Parser.parse(SourceFile(path: "t.ui", text: text))
    return Sema.check([tree], sdk: .ios17)
  }

  @Test func oneViewBudgetForEveryRoot() {
    let result = sema("""
      struct Rows: View {
        var body: some View { VStack { ForEach(0..<1000, id: \\.self) { i in Text("r") } } }
      }
      """)
    let budget = EvaluationBudget(limit: 2500)
    let view = result.model.views["Rows"]!
    var errors: [String] = []
    for _ in 0..<3 {
      let evaluator = Evaluator(sema: result, budget: budget)
      _ = evaluator.evaluate(view: view)
      errors += evaluator.diagnostics.map(\.id)
    }
    // 1,002 views a root: two fit, the third's ForEach asks for more than the 494 left.
    #expect(errors == ["eval.too-many-views"])
    #expect(budget.used == 2500)
  }

  @Test func doublingStringsStopAtTheLimit() {
    var text = "let s0 = \"abcdefghijklmnop\"\n"
    for i in 1...40 { text += "let s\(i) = s\(i - 1) + s\(i - 1)\n" }
    text += "struct ContentView: View {\n  var body: some View { Text(s40) }\n}\n"
    let result = sema(text)
    let evaluator = Evaluator(sema: result)
    _ = evaluator.evaluate(view: result.model.views["ContentView"]!)
    #expect(evaluator.diagnostics.map(\.id) == ["eval.string-too-long"])
    #expect(evaluator.diagnostics.first?.range?.start.line == 18)  // s17 = 2 MiB
    // s1 ... s16 made 16 * (2^17 - 2) bytes, no more.
    #expect(evaluator.budget.stringBytes == 16 * ((1 << 17) - 2))
  }

  @Test func longExplicitIdentitiesAreAbbreviated() {
    let long = String(repeating: "é", count: 300)
    let short = IdentityPath.explicitText(long)
    #expect(short.count == 200 + 2 + 16)
    #expect(short.hasPrefix(String(repeating: "é", count: 200) + "…#"))
    #expect(IdentityPath.explicitText(long + "x") != short)
    #expect(IdentityPath.explicitText("short") == "short")
  }

  @Test func pathsShareTheirPrefixes() {
    let root = IdentityPath([.type("ContentView"), .type("VStack")])
    let a = root.appending(.child(0)).appending(.type("Text"))
    let b = IdentityPath([.type("ContentView"), .type("VStack"), .child(0), .type("Text")])
    #expect(a == b && a.hashValue == b.hashValue)
    #expect(a != root.appending(.child(1)).appending(.type("Text")))
    #expect(a.components == b.components && a.count == 4)
    var printer = IdentityPathPrinter()
    for p in [a, root, b, root.appending(.element("x")), a.appending(.modifier("padding")), IdentityPath()] {
      #expect(printer.description(of: p) == p.description)
    }
  }

  /// A diff of 20,000 rows prints each identity once per side (sorting compares the printed
  /// text); the result lists every row as kept.
  @Test func identityDiffOfManyRows() {
    let result = sema("""
      struct Rows: View {
        @State var n = 20000
        var body: some View { VStack { ForEach(0..<n, id: \\.self) { i in Text("r") } } }
      }
      """)
    let view = result.model.views["Rows"]!
    let before = Evaluator(sema: result).evaluate(view: view)
    let after = Evaluator(sema: result, overrides: ["n": .int(19_999)]).evaluate(view: view)
    let diff = IdentityDiff(before: before.instances, after: after.instances)
    #expect(diff.kept.count == 20_001 && diff.removed.count == 1 && diff.inserted.isEmpty)
    #expect(diff.removed.first?.identity.description == "Rows/VStack/ForEach/(id: 19999)/Text")
    #expect(diff.changed.count == 1)  // Rows: its n differs
  }
}
