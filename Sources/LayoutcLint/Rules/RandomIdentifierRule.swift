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
      Example("""
        struct Pet {
            let name: String
            var token: Int { Int.random(in: 0..<9) }
        }
        let pets = [Pet(name: "Rex")]
        struct ContentView: View {
            var body: some View { VStack { ForEach(pets, id: ↓\\.token) { pet in Text(pet.name) } } }
        }
        """),
      Example("""
        struct Pet: Identifiable {
            let id = UUID()
            let name: String
        }
        let names = ["Rex", "Fido"]
        struct ContentView: View {
            var body: some View { VStack { ForEach(names.map { ↓Pet(name: $0) }) { pet in Text(pet.name) } } }
        }
        """),
      Example("""
        struct Pet: Identifiable {
            let id = UUID()
            let name: String
        }
        struct ContentView: View {
            var pets: [Pet] { [↓Pet(name: "Rex")] }
            var body: some View { VStack { ForEach(pets) { pet in Text(pet.name) } } }
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
      Example("""
        struct Pet: Identifiable {
            let id = UUID()
            let name: String
        }
        struct ContentView: View {
            @State var pets = [Pet(name: "Rex")]
            var body: some View { VStack { ForEach(pets) { pet in Text(pet.name) } } }
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
    findings += keyPathsToFreshProperties(input)
    findings += rebuiltModels(input)
    return findings
  }

  /// `ForEach(pets, id: \.token)` where `token` is computed afresh (`Int.random(in:)`).
  private func keyPathsToFreshProperties(_ input: LintInput) -> [Finding] {
    var findings: [Finding] = []
    input.forEachExpr { e, file in
      guard ExprQueries.calleeName(e) == "ForEach", case .call(_, let args) = e.kind, let data = args.first, data.label == nil,
        let idArg = args.first(where: { $0.label == "id" }), case .keyPath(_, let components) = idArg.value.kind,
        let name = components.first, let element = ExprQueries.elementData(of: data.value, input.sema),
        let property = element.computedProperties.first(where: { $0.name == name }), let getter = property.getter,
        let fresh = getter.lazy.compactMap({ s -> Expr? in
          var found: Expr? = nil
          ASTWalker(expr: { x in if found == nil { found = ExprQueries.freshValueCall(in: x) } }).walk(s)
          return found
        }).first
      else { return }
      findings.append(Finding(
        file: file, range: idArg.value.range,
        message: "'\(element.name).\(name)' is computed afresh ('\(element.file.text(in: fresh.range))') on every access, so each update gives every row a new identity; identify rows by a stored, stable property",
        notes: [Note("'\(name)' is computed here", file: element.file.path, range: property.nameRange)]))
    }
    return findings
  }

  /// `Pet(name:)` written in a view's body (or a computed property or function it reads) where
  /// `Pet` stores `let id = UUID()`: the body runs on every update, so every update makes new
  /// pets with new ids, and the ForEach showing them replaces every row.
  private func rebuiltModels(_ input: LintInput) -> [Finding] {
    var findings: [Finding] = []
    for view in input.sema.model.viewOrder.compactMap({ input.sema.model.views[$0] }) where input.inspects(view.file) {
      // What the body may run: its members' code, not its initializer (`_model =
      // StateObject(wrappedValue: Model())` keeps the first), and not a model assigned in an
      // action (`editing = Pet()` runs on a tap).
      let code = view.decl.members.flatMap { d -> [Stmt] in
        switch d.kind {
        case .variable(let v): v.getter ?? []
        case .function(let f) where f.name != "init": f.body
        default: []
        }
      }
      var assigned: Set<ObjectIdentifier> = []
      for s in code {
        ASTWalker(expr: { x in
          guard case .binaryOperator("=", _, let rhs) = x.kind else { return }
          ASTWalker(expr: { y in assigned.insert(ObjectIdentifier(y)) }).walk(rhs)
        }).walk(s)
      }
      for s in code {
        ASTWalker(expr: { x in
          guard !assigned.contains(ObjectIdentifier(x)), case .call(let callee, let args) = x.kind, case .identifier(let name) = callee.kind,
            let data = input.sema.model.dataTypes[name], data.isIdentifiable,
            let id = data.storedProperties.first(where: { $0.name == "id" }), !args.contains(where: { $0.label == "id" }),
            let initial = id.decl.initializer, let fresh = ExprQueries.freshValueCall(in: initial)
          else { return }
          findings.append(Finding(
            file: view.file, range: x.range,
            message: "'\(name)(…)' runs each time the body of '\(view.name)' is evaluated and makes a new id ('\(data.file.text(in: fresh.range))') every time, so the views identified by it are replaced on every update; make the models once (a global, @State) or give them a stable id",
            notes: [Note("'id' is initialized here", file: data.file.path, range: id.decl.nameRange)]))
        }).walk(s)
      }
    }
    return findings
  }
}
