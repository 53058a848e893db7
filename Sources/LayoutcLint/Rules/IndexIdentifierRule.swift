import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// `index-identifier`: identity taken from an element's position rather than the element.
struct IndexIdentifierRule: Rule {
  static let description = RuleDescription(
    id: "index-identifier", name: "Index as identifier",
    summary: "Views identified by position: ForEach over indices or enumerated() offsets, id: \\.offset, .id(index)",
    rationale: """
      An index says where an element is, not which element it is. Insert an element at the \
      front and every index shifts: SwiftUI then believes each view now shows a different \
      element, animates the wrong rows and attaches state to the wrong data. Identify views \
      by a stable property of the element (an Identifiable id).
      """,
    severity: .warning,
    triggering: [
      Example("""
        struct Pet { let name: String }
        let pets = [Pet(name: "Rex")]
        struct ContentView: View {
            var body: some View { VStack { ForEach(↓pets.indices, id: \\.self) { i in Text(pets[i].name) } } }
        }
        """),
      Example("""
        struct Pet { let name: String }
        let pets = [Pet(name: "Rex")]
        struct ContentView: View {
            var body: some View { VStack { ForEach(Array(pets.enumerated()), id: ↓\\.offset) { item in Text(item.element.name) } } }
        }
        """),
      Example("""
        struct Pet { let name: String }
        let pets = [Pet(name: "Rex")]
        struct ContentView: View {
            var body: some View { VStack { ForEach(Array(pets.enumerated()), id: \\.element.name) { pair in Text(pair.element.name).id(↓pair.offset) } } }
        }
        """),
      Example("""
        struct Pet { let name: String }
        let pets = [Pet(name: "Rex")]
        struct ContentView: View {
            var body: some View { VStack { ForEach(Array(pets.enumerated()), id: ↓\\.0) { pair in Text(pair.1.name) } } }
        }
        """),
    ],
    nonTriggering: [
      Example("""
        struct Pet: Identifiable { let id: Int; let name: String }
        let pets = [Pet(id: 1, name: "Rex")]
        struct ContentView: View {
            var body: some View { VStack { ForEach(pets) { pet in Text(pet.name) } } }
        }
        """),
      Example("""
        struct Pet: Identifiable { let id: Int; let name: String }
        let pets = [Pet(id: 1, name: "Rex")]
        struct ContentView: View {
            var body: some View { VStack { ForEach(Array(pets.enumerated()), id: \\.element.id) { item in Text(item.element.name) } } }
        }
        """),
    ])

  func check(_ input: LintInput) -> [Finding] {
    var findings: [Finding] = []
    input.forEachExpr { e, file in
      guard ExprQueries.calleeName(e) == "ForEach", case .call(_, let args) = e.kind, let data = args.first, data.label == nil else { return }
      let idArg = args.first { $0.label == "id" }
      // `\.offset`, or `\.0` (the offset by position in the (offset, element) tuple).
      if case .keyPath(_, let comps)? = idArg?.value.kind, comps.first == "offset" || (comps.first == "0" && ExprQueries.isPositional(data.value)) {
        let written = file.text(in: idArg!.value.range)
        let element = comps.first == "0" ? "\\.1.id" : "\\.element.id"
        findings.append(Finding(
          file: file, range: idArg!.value.range,
          message: "'id: \(written)' identifies each view by its position; use a stable property of the element, e.g. 'id: \(element)'",
          fixIts: [FixIt(range: idArg!.value.range, replacement: element)]))
        return
      }
      let positional: Bool = {
        if case .member(_, "indices", _) = data.value.kind { return true }
        if case .binaryOperator(let op, _, let b) = data.value.kind, op == "..<" || op == "...",
          case .member(_, "count", _) = b.kind, idArg != nil
        {
          return true
        }
        return false
      }()
      if positional {
        findings.append(Finding(
          file: file, range: data.value.range,
          message: "ForEach over '\(file.text(in: data.value.range))' identifies views by index, which shifts when elements are inserted or removed; iterate over the elements and identify them by a stable id"))
      }
    }
    // `.id(i)` where `i` is a ForEach closure's index parameter.
    input.forEachExpr { e, file in
      guard ExprQueries.calleeName(e) == "ForEach", case .call(_, let args) = e.kind, let data = args.first,
        ExprQueries.isPositional(data.value),
        let row = args.last, case .closure(let c) = row.value.kind, let p = c.parameters.first
      else { return }
      ASTWalker(expr: { x in
        guard case .call(let callee, let idArgs) = x.kind, case .member(_, "id", _) = callee.kind, let a = idArgs.first,
          Self.isIndex(a.value, of: p.name)
        else { return }
        findings.append(Finding(
          file: file, range: a.value.range,
          message: "'.id(\(file.text(in: a.value.range)))' identifies the view by its index; use a stable property of the element"))
      }).walk(c.body)
    }
    return findings
  }

  /// The row's position: the parameter itself (over indices), or its `offset` / `.0` (over
  /// `enumerated()`).
  static func isIndex(_ e: Expr, of parameter: String) -> Bool {
    switch e.kind {
    case .identifier(let n): return n == parameter
    case .member(let base, let name, _):
      guard case .identifier(let n) = base.kind, n == parameter else { return false }
      return name == "offset" || name == "0"
    default: return false
    }
  }
}
