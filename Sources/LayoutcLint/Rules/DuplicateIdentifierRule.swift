import LayoutcEval
import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// `duplicate-identifier`: ForEach ids that the spec's own data proves are not unique.
struct DuplicateIdentifierRule: Rule {
  static let description = RuleDescription(
    id: "duplicate-identifier", name: "Duplicate identifier",
    summary: "ForEach elements that share an id, proven by evaluating the spec's data",
    rationale: """
      Each identifier must map to exactly one view. When two elements share an id (two treats \
      named "Biscuit" identified by name), SwiftUI cannot tell their views apart: one may not \
      show at all, updates go to the wrong row, and animations misbehave. Use a unique id, such \
      as a serial number.
      """,
    severity: .error,
    triggering: [
      Example("""
        struct Treat { let name: String; let serial: Int }
        let treats = [Treat(name: "Biscuit", serial: 1), Treat(name: "Biscuit", serial: 2)]
        struct ContentView: View {
            var body: some View { VStack { ForEach(treats, id: ↓\\.name) { t in Text(t.name) } } }
        }
        """),
      Example("""
        struct ContentView: View {
            let names = ["Rex", "Tom", "Rex"]
            var body: some View { VStack { ForEach(names, id: ↓\\.self) { n in Text(n) } } }
        }
        """),
    ],
    nonTriggering: [
      Example("""
        struct Treat { let name: String; let serial: Int }
        let treats = [Treat(name: "Biscuit", serial: 1), Treat(name: "Biscuit", serial: 2)]
        struct ContentView: View {
            var body: some View { VStack { ForEach(treats, id: \\.serial) { t in Text(t.name) } } }
        }
        """),
      Example("""
        struct ContentView: View {
            let names = ["Rex", "Tom"]
            var body: some View { VStack { ForEach(names, id: \\.self) { n in Text(n) } } }
        }
        """),
    ])

  func check(_ input: LintInput) -> [Finding] {
    var findings: [Finding] = []
    var reported: Set<String> = []
    let files = Dictionary(input.files.map { ($0.file.path, $0) }, uniquingKeysWith: { a, _ in a })
    for x in input.expansions {
      guard let syntax = files[x.file] else { continue }
      var first: [String: Int] = [:]
      for (i, id) in x.ids.enumerated() {
        // An id resting on an assumption is unknown: never reported equal to another.
        if i < x.assumedIDs.count, x.assumedIDs[i] { continue }
        guard let j = first[id] else { first[id] = i; continue }
        let key = "\(x.file):\(x.range.start.offset):\(id)"
        guard reported.insert(key).inserted else { continue }
        let at = idArgumentRange(x.range, syntax) ?? x.range
        findings.append(Finding(
          file: syntax.file, range: at,
          message: "ForEach ids are not unique: elements \(j) and \(i) both have id \(id) (\(x.element(j)) and \(x.element(i))); SwiftUI can show only one of them — identify elements by a unique property"))
      }
    }
    return findings
  }

  /// The `id:` argument of the ForEach call at `range`, to point the finding at it.
  private func idArgumentRange(_ range: SourceRange, _ file: SourceFileSyntax) -> SourceRange? {
    var found: SourceRange? = nil
    ASTWalker(expr: { e in
      guard e.range == range, case .call(_, let args) = e.kind else { return }
      found = args.first { $0.label == "id" }?.value.range
    }).walk(file)
    return found
  }
}
