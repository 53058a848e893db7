import LayoutcEval
import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// `pass-through-dependency` (opt-in): a property handed down through two or more views whose
/// bodies do not read it.
struct PassThroughDependencyRule: Rule {
  static let description = RuleDescription(
    id: "pass-through-dependency", name: "Dependency passed through views that don't read it",
    summary: "A value is passed down through several views whose bodies only hand it on",
    rationale: """
      Every stored property is an input of its view: when it changes, the parent passes a new \
      value and each view on the way down compares unequal and re-runs its body, even the \
      views that only hand the value to a child. Putting the value in the environment \
      (@Environment with .environment(_:), or .environmentObject for an ObservableObject) \
      makes only the views that read it depend on it. Opt-in, as it is a trade-off: explicit \
      parameters show the data flow in the code and in previews, and the environment hides it.
      """,
    severity: .warning, isOptIn: true,
    triggering: [
      Example("""
        struct Badge: View {
            let unit: String
            var body: some View { Text(unit) }
        }
        struct Row: View {
            let unit: String
            var body: some View { HStack { Text("Milk"); Badge(unit: unit) } }
        }
        struct Section: View {
            let ↓unit: String
            var body: some View { VStack { Row(unit: unit); Row(unit: unit) } }
        }
        struct ContentView: View {
            @State private var unit = "kg"
            var body: some View { Section(unit: unit) }
        }
        """),
    ],
    nonTriggering: [
      Example("""
        struct Row: View {
            let unit: String
            var body: some View { Text(unit) }
        }
        struct Section: View {
            let unit: String
            var body: some View { VStack { Text("Pantry"); Row(unit: unit) } }
        }
        struct ContentView: View {
            @State private var unit = "kg"
            var body: some View { Section(unit: unit) }
        }
        """),
    ])

  func check(_ input: LintInput) -> [Finding] {
    let sema = input.sema
    var reads: [String: BodyReads] = [:]
    for name in sema.model.viewOrder { if let v = sema.model.views[name] { reads[name] = BodyReads.of(v, sema: sema) } }
    /// The body uses `p` only to pass it on (plain properties and bindings; objects observed
    /// by a wrapper depend on the object wherever they are).
    func onlyForwards(_ view: String, _ p: String) -> [BodyReads.Forward]? {
      guard let v = sema.model.views[view], let r = reads[view], let prop = v.storedProperties.first(where: { $0.name == p }),
        let d = PropertyDependency.of(prop, in: v, sema: sema), d.role == .property || d.role == .binding, d.objectType == nil
      else { return nil }
      let forwards = r.forwards.filter { $0.property == p && $0.member == nil }
      guard !forwards.isEmpty, r.usesInBody(p).isEmpty, !r.reads.contains(where: { $0.property == p && $0.inAction }) else { return nil }
      return forwards
    }
    var fedByForwarder: Set<String> = []
    for (name, r) in reads {
      for f in r.forwards where f.member == nil && onlyForwards(name, f.property) != nil { fedByForwarder.insert(f.child + "." + f.parameter) }
    }
    var findings: [Finding] = []
    for name in sema.model.viewOrder {
      guard let view = sema.model.views[name] else { continue }
      for p in view.storedProperties where !fedByForwarder.contains(name + "." + p.name) {
        guard let forwards = onlyForwards(name, p.name) else { continue }
        // Follow the chain while each child only hands it on.
        var chain = [TypePrinter.runtimeName(name)]
        var next = forwards.first
        while let f = next, chain.count < 16, let more = onlyForwards(f.child, f.parameter) {
          chain.append(TypePrinter.runtimeName(f.child))
          next = more.first
        }
        guard chain.count >= 2 else { continue }
        let reader = next.map { " (to '\(TypePrinter.runtimeName($0.child))', which does)" } ?? ""
        findings.append(Finding(
          file: view.file, range: p.decl.nameRange,
          message: "'\(p.name)' is handed on by \(Self.list(chain.map { "'\($0)'" })) without their bodies reading it\(reader): each of them re-runs its body when it changes; the environment would make only its readers depend on it"))
      }
    }
    return findings
  }

  /// `'A' and 'B'`, `'A', 'B' and 'C'`.
  static func list(_ names: [String]) -> String {
    names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
  }
}
