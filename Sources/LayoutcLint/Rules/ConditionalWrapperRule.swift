import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// `conditional-wrapper`: a view that moves in and out of a container across branches.
struct ConditionalWrapperRule: Rule {
  static let description = RuleDescription(
    id: "conditional-wrapper", name: "Conditional wrapper",
    summary: "A view that appears inside a container in one branch and bare in the other",
    rationale: """
      Wrapping a view in a container in one branch and not the other moves it to a different \
      place in the view structure, so it gets a new identity whenever the condition changes: \
      its state is reset and it transitions instead of staying put. Keep the container in both \
      cases and make only the extra view conditional.
      """,
    severity: .warning,
    triggering: [
      Example("""
        struct BorderCollieView: View { var body: some View { Text("Collie") } }
        struct SheepView: View { var body: some View { Text("Sheep") } }
        struct ContentView: View {
            var sheepNearby = true
            var body: some View {
                ↓if sheepNearby {
                    HStack {
                        BorderCollieView()
                        SheepView()
                    }
                } else {
                    BorderCollieView()
                }
            }
        }
        """),
    ],
    nonTriggering: [
      Example("""
        struct BorderCollieView: View { var body: some View { Text("Collie") } }
        struct SheepView: View { var body: some View { Text("Sheep") } }
        struct ContentView: View {
            var sheepNearby = true
            var body: some View {
                HStack {
                    BorderCollieView()
                    if sheepNearby { SheepView() }
                }
            }
        }
        """),
    ])

  static let containers: Set<String> = ["HStack", "VStack", "ZStack", "Group", "LazyVStack", "LazyHStack", "ScrollView"]

  func check(_ input: LintInput) -> [Finding] {
    var findings: [Finding] = []
    input.forEachStmt { s, file in
      guard case .if(let conds, let then, let elseClause) = s.kind, case .block(let other, _)? = elseClause else { return }
      for (inside, outside, wrapperFirst) in [(then, other, true), (other, then, false)] {
        guard outside.count == 1, case .expression(let bare) = outside[0].kind, inside.count == 1,
          case .expression(let wrapper) = inside[0].kind, let name = ExprQueries.calleeName(wrapper),
          Self.containers.contains(name), case .call(_, let args) = wrapper.kind,
          let content = args.last, case .closure(let c) = content.value.kind
        else { continue }
        let bareText = ExprQueries.normalized(bare, file)
        let children = c.body.compactMap { st -> Expr? in if case .expression(let e) = st.kind { return e } else { return nil } }
        guard children.contains(where: { ExprQueries.normalized($0, file) == bareText }) else { continue }
        let cond = conds.count == 1 ? conds.map { c -> String in
          if case .expression(let e) = c { return file.text(in: e.range) } else { return "" }
        }[0] : "…"
        let extras = children.filter { ExprQueries.normalized($0, file) != bareText }.map { ExprQueries.normalized($0, file) }
        let condition = wrapperFirst ? cond : "!(\(cond))"
        let fix = "\(name) {\n\(bareText)\nif \(condition) {\n\(extras.joined(separator: "\n"))\n}\n}"
        findings.append(Finding(
          file: file, range: SourceRange(start: s.range.start, end: SourceLocation(offset: s.range.start.offset + 2, line: s.range.start.line, column: s.range.start.column + 2)),
          message: "'\(bareText)' moves in and out of a \(name) across the branches, so it gets a new identity (and loses its state) when the condition changes; keep the \(name) and make only \(extras.map { "'\($0)'" }.joined(separator: ", ")) conditional",
          fixIts: [FixIt(range: s.range, replacement: fix)]))
        break
      }
    }
    return findings
  }
}
