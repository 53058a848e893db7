import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// `non-constant-range`: `ForEach(0..<n)` where `n` can change, without an `id:`.
struct NonConstantRangeRule: Rule {
  static let description = RuleDescription(
    id: "non-constant-range", name: "Non-constant range",
    summary: "ForEach over a range that is not made of integer literals, without an id: key path",
    rationale: """
      ForEach's range initializer identifies each view by its offset in the range and assumes \
      the range never changes; that is what keeps those identities stable. When the bounds \
      depend on data, views are matched by position as the range grows or shrinks, and SwiftUI \
      warns at run time. Pass `id: \\.self` (or better, iterate over identifiable data).
      """,
    severity: .warning,
    triggering: [
      Example("""
        struct ContentView: View {
            @State var count = 3
            var body: some View { VStack { ForEach(↓0..<count) { i in Text("\\(i)") } } }
        }
        """),
    ],
    nonTriggering: [
      Example("""
        struct ContentView: View {
            var body: some View { VStack { ForEach(0..<5) { i in Text("\\(i)") } } }
        }
        """),
      Example("""
        struct ContentView: View {
            @State var count = 3
            var body: some View { VStack { ForEach(0..<count, id: \\.self) { i in Text("\\(i)") } } }
        }
        """),
    ])

  func check(_ input: LintInput) -> [Finding] {
    var findings: [Finding] = []
    input.forEachExpr { e, file in
      guard ExprQueries.calleeName(e) == "ForEach", case .call(_, let args) = e.kind,
        let data = args.first, data.label == nil, !args.contains(where: { $0.label == "id" }),
        case .binaryOperator(let op, _, _) = data.value.kind, op == "..<" || op == "...",
        !ExprQueries.isConstantRange(data.value)
      else { return }
      let insertAt = SourceRange(at: data.value.range.end)
      findings.append(Finding(
        file: file, range: data.value.range,
        message: "ForEach over the non-constant range '\(file.text(in: data.value.range))' identifies views by offset; add 'id: \\.self' or iterate over identifiable data",
        fixIts: [FixIt(range: insertAt, replacement: ", id: \\.self")]))
    }
    return findings
  }
}
