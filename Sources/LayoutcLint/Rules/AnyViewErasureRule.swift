import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// `anyview-erasure`: AnyView where a @ViewBuilder would keep the structure.
struct AnyViewErasureRule: Rule {
  static let description = RuleDescription(
    id: "anyview-erasure", name: "AnyView erasure",
    summary: "AnyView hides the view structure that a @ViewBuilder would keep",
    rationale: """
      AnyView is a type-erasing wrapper: SwiftUI cannot see which view is inside, so it cannot \
      tell the branches of your logic apart by structure, and every change of the wrapped type \
      replaces the whole subtree. Mark the helper @ViewBuilder and return the views directly; \
      the conditional structure then becomes part of the type.
      """,
    severity: .warning,
    triggering: [
      Example("""
        struct ContentView: View {
            var on = true
            func label() -> some View {
                if on { return ↓AnyView(Text("on")) } else { return ↓AnyView(Circle()) }
            }
            var body: some View { label() }
        }
        """),
    ],
    nonTriggering: [
      Example("""
        struct ContentView: View {
            var on = true
            @ViewBuilder func label() -> some View {
                if on { Text("on") } else { Circle() }
            }
            var body: some View { label() }
        }
        """),
    ])

  func check(_ input: LintInput) -> [Finding] {
    var findings: [Finding] = []
    input.forEachExpr { e, file in
      guard case .call(let callee, let args) = e.kind, case .identifier("AnyView") = callee.kind,
        case .catalogView("AnyView")? = input.sema.facts.call(e)?.target, let inner = args.first
      else { return }
      findings.append(Finding(
        file: file, range: e.range,
        message: "AnyView hides the structure of '\(ExprQueries.normalized(inner.value, file))' from SwiftUI; mark the function or property @ViewBuilder and use the view directly",
        fixIts: [FixIt(range: e.range, replacement: file.text(in: inner.value.range))]))
    }
    return findings
  }
}
