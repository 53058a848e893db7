import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// `mutable-identifier`: an identity derived from a field the app may change.
///
/// Decided with the talk's reasoning ("Demystify SwiftUI", seed 001): "An identifier shouldn't
/// change over time; a new identifier represents a new item with a new lifetime", and a good one
/// is "derived from stable properties of the pet". A `var` field other than the id itself (a
/// name, a title, a count) is data the app edits: renaming a pet gives its row a new identity, so
/// SwiftUI replaces the row and its state instead of updating it. A stored `var id` is not
/// reported: a field declared as the identity is stable by intent (database ids are often `var`
/// for decoding), and reporting every one would bury the real cases.
struct MutableIdentifierRule: Rule {
  static let description = RuleDescription(
    id: "mutable-identifier", name: "Mutable identifier",
    summary: "An identity taken from a var field of the element (id: \\.name, var id: String { name }) that the app may change",
    rationale: """
      An identifier must stay the same for the lifetime of the item it identifies: a new \
      identifier means a new item with a new lifetime. When the id is a field the app edits \
      (`var name`), editing it makes SwiftUI see a different element: the row is removed and \
      inserted again, its state is lost and it animates as a new row. Identify elements by a \
      field that never changes (`let id`), or make the field a `let` if it really is fixed.
      """,
    severity: .warning,
    triggering: [
      Example("""
        struct Pet { var name: String; let age: Int }
        let pets = [Pet(name: "Rex", age: 3)]
        struct ContentView: View {
            var body: some View { VStack { ForEach(pets, id: ↓\\.name) { pet in Text(pet.name) } } }
        }
        """),
      Example("""
        struct Pet: Identifiable {
            var name: String
            var id: String { ↓name }
        }
        let pets = [Pet(name: "Rex")]
        struct ContentView: View {
            var body: some View { VStack { ForEach(pets) { pet in Text(pet.name) } } }
        }
        """),
    ],
    nonTriggering: [
      Example("""
        struct Pet { let name: String; var age: Int }
        let pets = [Pet(name: "Rex", age: 3)]
        struct ContentView: View {
            var body: some View { VStack { ForEach(pets, id: \\.name) { pet in Text(pet.name) } } }
        }
        """),
      Example("""
        struct Pet: Identifiable { var id: Int; var name: String }
        let pets = [Pet(id: 1, name: "Rex")]
        struct ContentView: View {
            var body: some View { VStack { ForEach(pets) { pet in Text(pet.name) } } }
        }
        """),
    ])

  func check(_ input: LintInput) -> [Finding] {
    var findings: [Finding] = []
    input.forEachExpr { e, file in
      guard ExprQueries.calleeName(e) == "ForEach", case .call(_, let args) = e.kind, let data = args.first, data.label == nil,
        let idArg = args.first(where: { $0.label == "id" }), case .keyPath(_, let components) = idArg.value.kind,
        let name = components.first, name != "id", let element = ExprQueries.elementData(of: data.value, input.sema),
        let field = Self.mutableField(name, of: element)
      else { return }
      findings.append(Finding(
        file: file, range: idArg.value.range,
        message: "'\(element.name).\(name)' is a 'var': when it changes, the element gets a new identity and SwiftUI replaces its view and state; identify elements by a field that never changes",
        notes: [Note("'\(name)' is declared here", file: element.file.path, range: field.decl.nameRange)]))
    }
    for data in input.sema.model.dataTypes.values.sorted(by: { $0.name < $1.name }) where data.isIdentifiable {
      guard let id = data.computedProperties.first(where: { $0.name == "id" }), let getter = id.getter else { continue }
      var read: (Expr, PropertyInfo)? = nil
      for s in getter {
        ASTWalker(expr: { x in
          guard read == nil else { return }
          switch x.kind {
          case .identifier(let n): if let f = Self.mutableField(n, of: data) { read = (x, f) }
          case .member(let base, let n, _):
            if case .identifier("self") = base.kind, let f = Self.mutableField(n, of: data) { read = (x, f) }
          default: break
          }
        }).walk(s)
      }
      guard let (x, field) = read else { continue }
      findings.append(Finding(
        file: data.file, range: x.range,
        message: "'\(data.name).id' is derived from the 'var' field '\(field.name)': when it changes, the element gets a new identity and SwiftUI replaces its view and state; derive the id from fields that never change",
        notes: [Note("'\(field.name)' is declared here", file: data.file.path, range: field.decl.nameRange)]))
    }
    return findings
  }

  /// A stored `var` of the element other than its id.
  static func mutableField(_ name: String, of data: DataInfo) -> PropertyInfo? {
    guard name != "id" else { return nil }
    return data.storedProperties.first { $0.name == name && !$0.decl.isLet }
  }
}
