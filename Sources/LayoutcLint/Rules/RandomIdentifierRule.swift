import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// `random-identifier`: an identity made afresh on every evaluation.
struct RandomIdentifierRule: Rule {
  static let description = RuleDescription(
    id: "random-identifier", name: "Random identifier",
    summary: "An identifier that changes every time it is evaluated: UUID(), Date() or random values used as identity",
    rationale: """
      SwiftUI uses an identifier to decide whether a view is the same view as before. An \
      identifier computed afresh (`.id(UUID())`, `var id: UUID { UUID() }`) is different on every \
      update, so SwiftUI sees a brand-new view each time: state is lost, the view is rebuilt \
      and it flashes instead of animating. Identifiers must be stable: store them once, or derive \
      them from data that does not change.
      """,
    severity: .error,
    triggering: [
      Example("""
        struct ContentView: View {
            var body: some View { Text("Rex").id(↓UUID()) }
        }
        """),
      Example("""
        struct Pet: Identifiable {
            let name: String
            var id: UUID { ↓UUID() }
        }
        let pets = [Pet(name: "Rex")]
        struct ContentView: View {
            var body: some View { VStack { ForEach(pets) { pet in Text(pet.name) } } }
        }
        """),
      Example("""
        struct ContentView: View {
            var body: some View { Text("Rex").id(↓Int.random(in: 0...9)) }
        }
        """),
    ],
    nonTriggering: [
      Example("""
        struct Pet: Identifiable {
            let id = UUID()
            let name: String
        }
        let pets = [Pet(name: "Rex")]
        struct ContentView: View {
            var body: some View { VStack { ForEach(pets) { pet in Text(pet.name).id(pet.id) } } }
        }
        """),
      Example("""
        struct ContentView: View {
            var body: some View { Text("Rex").id("rex") }
        }
        """),
    ])

  func check(_ input: LintInput) -> [Finding] {
    var findings: [Finding] = []
    // `.id(fresh)` anywhere.
    input.forEachExpr { e, file in
      guard case .call(let callee, let args) = e.kind, case .member(_, "id", _) = callee.kind,
        case .modifier("id")? = input.sema.facts.call(e)?.target, let arg = args.first,
        let fresh = ExprQueries.freshValueCall(in: arg.value)
      else { return }
      findings.append(Finding(
        file: file, range: fresh.range,
        message: "'\(file.text(in: fresh.range))' makes a new identity on every update, so SwiftUI replaces this view each time; use a stable value such as a stored id",
        notes: [Note("remove '.id(...)' or pass a value stored in your data")]))
    }
    // Identifiable data whose `id` is computed afresh.
    for data in input.sema.model.dataTypes.values.sorted(by: { $0.name < $1.name }) where data.isIdentifiable {
      guard let id = data.computedProperties.first(where: { $0.name == "id" }), let getter = id.getter else { continue }
      for s in getter {
        var fresh: Expr? = nil
        ASTWalker(expr: { x in if fresh == nil { fresh = ExprQueries.freshValueCall(in: x) } }).walk(s)
        guard let fresh else { continue }
        findings.append(Finding(
          file: data.file, range: fresh.range,
          message: "'\(data.name).id' is computed afresh ('\(data.file.text(in: fresh.range))') on every access, so each ForEach update sees new elements; store the id: 'let id = \(data.file.text(in: fresh.range))'",
          fixIts: [FixIt(range: id.range, replacement: "let id = \(data.file.text(in: fresh.range))")]))
        break
      }
    }
    return findings
  }
}
