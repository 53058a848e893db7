import LayoutcEval
import LayoutcSema
import LayoutcSource
import LayoutcSyntax
import LayoutcTestSupport
import Testing

/// The evaluation budget in steps (`EvaluationSteps`, docs/robustness.md): app logic that would
/// never end stops at the body's budget or the run's, with the value assumed in tolerant Swift
/// and a located error in a spec. Small budgets keep these fast; the golden specs under
/// specs/robustness and specs/tolerant run the real sizes.
@Suite struct EvaluationStepsTests {
  static let recursive = """
    func fib(_ n: Int) -> Int {
      if n < 2 { return n }
      return fib(n - 1) + fib(n - 2)
    }

    """

  func sema(_ text: String, path: String) -> SemaResult {
    let (tree, _) = Parser.parse(SourceFile(path: path, text: text))
    return Sema.check([tree], sdk: .ios17)
  }

  /// The diagnostics (id and line) and the texts of every Text of `ContentView`, evaluated on
  /// `budget` on the driver's large stack (calls nest 400 deep).
  func evaluate(_ text: String, path: String = "t.swift", budget: EvaluationBudget) -> (diagnostics: [String], texts: [String]) {
    let result = sema(text, path: path)
    let found = onLargeStack { () -> [[String]] in
      let evaluator = Evaluator(sema: result, budget: budget)
      let root = evaluator.evaluate(view: result.model.views["ContentView"]!)
      var texts: [String] = []
      for i in root.instances { i.walk { node, _ in if node.name == "Text" { texts.append(node.text ?? "") } } }
      return [evaluator.diagnostics.map { "\($0.id):\($0.range?.start.line ?? 0)" }, texts]
    }
    return (found[0], found[1])
  }

  @Test func aRunawayRecursionIsAssumedInTolerantSwift() {
    let text = Self.recursive + """
      struct ContentView: View {
        var body: some View { Text("\\(fib(40))") }
      }
      """
    let budget = EvaluationBudget(bodyStepLimit: 10_000)
    let (diagnostics, texts) = evaluate(text, budget: budget)
    // One note, at the call in the body (line 6), not at the recursive calls inside `fib`.
    #expect(diagnostics == ["assumed.value:6"])
    #expect(texts == ["<assumed fib(40)>"])
    #expect(budget.steps == 10_000)
  }

  @Test func aRunawayRecursionIsAnErrorInASpec() {
    let text = Self.recursive + """
      struct ContentView: View {
        var body: some View { Text("\\(fib(40))") }
      }
      """
    let (diagnostics, _) = evaluate(text, path: "t.ui", budget: EvaluationBudget(bodyStepLimit: 10_000))
    #expect(diagnostics == ["eval.too-many-steps:6"])
  }

  @Test func eachBodyHasABudgetOfItsOwn() {
    let text = Self.recursive + """
      struct Runaway: View {
        var body: some View { Text("\\(fib(40))") }
      }
      struct Small: View {
        var body: some View { Text("\\(fib(10))") }
      }
      struct ContentView: View {
        var body: some View { VStack { Runaway(); Small(); Text("\\(fib(12))") } }
      }
      """
    let (diagnostics, texts) = evaluate(text, budget: EvaluationBudget(bodyStepLimit: 10_000))
    #expect(diagnostics == ["assumed.value:6"])
    #expect(texts == ["<assumed fib(40)>", "55", "144"])
  }

  @Test func theRunsBudgetBoundsEveryBodyTogether() {
    var text = Self.recursive
    for k in 0..<8 { text += "struct R\(k): View {\n  var body: some View { Text(\"\\(fib(40))\") }\n}\n" }
    text += "struct ContentView: View {\n  var body: some View { VStack { R0(); R1(); R2(); R3(); R4(); R5(); R6(); R7() } }\n}\n"
    let budget = EvaluationBudget(stepLimit: 25_000, bodyStepLimit: 10_000)
    let (diagnostics, texts) = evaluate(text, budget: budget)
    // Two bodies spend their own 10,000; the third spends the run's last 5,000, and the rest
    // get none: each value assumed, one note at each call.
    #expect(budget.steps == 25_000)
    #expect(diagnostics.count == 8 && diagnostics.allSatisfy { $0.hasPrefix("assumed.value:") })
    #expect(texts.count == 8 && texts.allSatisfy { $0 == "<assumed fib(40)>" })
  }

  @Test func computedPropertiesAndClosuresAndLoopsAreSteps() {
    var members = "  var p0: Int { 1 }\n"
    for k in 1...40 { members += "  var p\(k): Int { p\(k - 1) + p\(k - 1) }\n" }
    let text = """
      let numbers = Array(0..<10_000)
      func spin() -> Int {
        var i = 0
        while true { i += 1 }
        return i
      }
      struct Properties: View {
      \(members)  var body: some View { Text("\\(p40)") }
      }
      struct Maps: View {
        var body: some View { Text("\\(numbers.map { a in numbers.map { b in a + b }.count }.last ?? 0)") }
      }
      struct Loop: View {
        var body: some View { Text("\\(spin())") }
      }
      struct Fine: View {
        var body: some View { Text("\\(numbers.filter { $0 % 1000 == 0 }.count)") }
      }
      struct ContentView: View {
        var body: some View { VStack { Properties(); Maps(); Loop(); Fine() } }
      }
      """
    let (diagnostics, texts) = evaluate(text, budget: EvaluationBudget(bodyStepLimit: 100_000))
    #expect(diagnostics == ["assumed.value:49", "assumed.value:52", "assumed.value:55"])
    #expect(texts == ["<assumed p40>", "<assumed numbers.map { a in numbers.map { b in a + b }.count }>", "<assumed spin()>", "10"])
  }

  @Test func recursionDepthIsBounded() {
    let text = """
      func down(_ n: Int) -> Int { n == 0 ? 0 : down(n - 1) + 1 }
      struct ContentView: View {
        var body: some View { Text("\\(down(100_000))") }
      }
      """
    let (diagnostics, _) = evaluate(text, path: "t.ui", budget: EvaluationBudget())
    #expect(diagnostics.first == "eval.too-deep:1")
  }

  @Test func stringRepeatingHonoursItsCount() {
    let text = """
      struct ContentView: View {
        var body: some View {
          VStack {
            Text(String(repeating: "ab", count: 3))
            Text(String(repeating: "ab", count: -1))
            Text(String(repeating: "ab", count: 1 << 40))
          }
        }
      }
      """
    let spec = evaluate(text, path: "t.ui", budget: EvaluationBudget())
    #expect(spec.diagnostics == ["eval.negative-count:5", "eval.string-too-long:6"])
    #expect(spec.texts.first == "ababab")
    let app = evaluate(text, path: "t.swift", budget: EvaluationBudget())
    #expect(app.diagnostics == ["assumed.value:5", "eval.string-too-long:6"])
    #expect(Array(app.texts.prefix(2)) == ["ababab", "<assumed String(repeating: \"ab\", count: -1)>"])
  }
}
