import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// `state-reset` (opt-in): a view with `@State` created inside a branch whose condition can
/// change, so its state starts over each time the branch is taken again.
struct StateResetRule: Rule {
  static let description = RuleDescription(
    id: "state-reset", name: "State reset by a branch",
    summary: "A view with @State inside a branch whose condition can change",
    rationale: """
      A view's state lives as long as its identity. A view inside an if lives only while its \
      branch is taken: when the condition turns false its @State is destroyed, and when it \
      turns true again the state starts from its initial value. That is sometimes intended; \
      when it is not, keep the view outside the branch and pass the condition in.
      """,
    severity: .warning, isOptIn: true,
    triggering: [
      Example("""
        struct Counter: View {
            @State var count = 0
            var body: some View { Text("\\(count)") }
        }
        struct ContentView: View {
            @State var showCounter = true
            var body: some View {
                VStack { if showCounter { ↓Counter() } }
            }
        }
        """),
    ],
    nonTriggering: [
      Example("""
        struct Counter: View {
            @State var count = 0
            var body: some View { Text("\\(count)") }
        }
        struct ContentView: View {
            @State var showCounter = true
            var body: some View { VStack { Counter().opacity(showCounter ? 1 : 0) } }
        }
        """),
    ])

  func check(_ input: LintInput) -> [Finding] {
    var findings: [Finding] = []
    input.forEachStmt { s, file in
      guard case .if(let conds, let then, let elseClause) = s.kind else { return }
      // A condition of literals never changes.
      let constant = conds.allSatisfy { c in
        if case .expression(let e) = c, case .booleanLiteral = e.kind { return true }
        return false
      }
      guard !constant else { return }
      var blocks = [then]
      if case .block(let b, _)? = elseClause { blocks.append(b) }
      for block in blocks {
        for st in block {
          guard case .expression(let e) = st.kind else { continue }
          let base = ExprQueries.modifierChain(e).base
          guard case .userView(let name)? = input.sema.facts.call(base)?.target, let view = input.sema.model.views[name],
            view.storedProperties.contains(where: \.isState)
          else { continue }
          let names = view.storedProperties.filter(\.isState).map(\.name).joined(separator: ", ")
          findings.append(Finding(
            file: file, range: base.range,
            message: "'\(name)' is created inside a branch: its @State (\(names)) is reset whenever the condition changes and the branch is taken again"))
        }
      }
    }
    return findings
  }
}
