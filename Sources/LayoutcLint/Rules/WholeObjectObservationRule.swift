import LayoutcEval
import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// `whole-object-observation` (opt-in): a view observes a whole `ObservableObject` and its body
/// reads one property of it.
struct WholeObjectObservationRule: Rule {
  static let description = RuleDescription(
    id: "whole-object-observation", name: "Whole object observed for one property",
    summary: "A view observes a whole ObservableObject but its body reads one property of it",
    rationale: """
      A view depends on what its body reads, and an ObservableObject is read as a whole: any \
      change to any of its @Published properties fires objectWillChange and re-runs the body of \
      every view observing it (@ObservedObject, @StateObject, @EnvironmentObject). A view that \
      observes it to show one property then re-runs for changes it never shows. Passing the property's value \
      (or a binding to it) scopes the dependency to what the view reads, and an @Observable \
      model tracks each property on its own. Opt-in, as it is a trade-off: the object keeps \
      the view's interface small, and a cheap body may not be worth the change.
      """,
    severity: .warning, isOptIn: true,
    triggering: [
      Example("""
        final class Settings: ObservableObject {
            @Published var showsCounts = true
            @Published var unit = "kg"
        }
        struct Row: View {
            @ObservedObject var ↓settings: Settings
            var body: some View { Text(settings.unit) }
        }
        struct ContentView: View {
            @StateObject private var settings = Settings()
            var body: some View { Row(settings: settings) }
        }
        """),
    ],
    nonTriggering: [
      Example("""
        final class Settings: ObservableObject {
            @Published var showsCounts = true
            @Published var unit = "kg"
        }
        struct Row: View {
            let unit: String
            var body: some View { Text(unit) }
        }
        struct ContentView: View {
            @StateObject private var settings = Settings()
            var body: some View { VStack { Row(unit: settings.unit); Toggle("Counts", isOn: $settings.showsCounts) } }
        }
        """),
      Example("""
        @Observable final class Settings {
            var showsCounts = true
            var unit = "kg"
        }
        struct Row: View {
            let settings: Settings
            var body: some View { Text(settings.unit) }
        }
        struct ContentView: View {
            @State private var settings = Settings()
            var body: some View { Row(settings: settings) }
        }
        """),
    ])

  func check(_ input: LintInput) -> [Finding] {
    var findings: [Finding] = []
    let sema = input.sema
    for name in sema.model.viewOrder {
      guard let view = sema.model.views[name] else { continue }
      var reads: BodyReads?
      for p in view.storedProperties {
        // `@StateObject` owns the object: the advice is for the views below that observe it.
        guard let d = PropertyDependency.of(p, in: view, sema: sema), d.role == .observedObject, d.wrapper != "@StateObject",
          d.observation == .objectWillChange,
          let type = d.objectType, let data = sema.model.dataTypes[type]
        else { continue }
        let r = reads ?? BodyReads.of(view, sema: sema)
        reads = r
        // A binding made from the object (`$settings.unit`) is a use too.
        guard !r.readsWhole(p.name), !r.projections.contains(where: { $0.property == p.name && $0.member == nil }) else { continue }
        var members = r.members(of: p.name)
        for (q, m) in r.projections where q == p.name { if let m, !members.contains(m) { members.append(m) } }
        let published = data.storedProperties.filter { $0.decl.hasAttribute("Published") }.map(\.name)
        guard members.count == 1, let member = members.first, data.property(named: member) != nil, published.count > 1 else { continue }
        let typeName = TypePrinter.runtimeName(type)
        findings.append(Finding(
          file: view.file, range: p.decl.nameRange,
          message: "'\(TypePrinter.runtimeName(view.name))' observes all of '\(typeName)' through '\(p.name)' but its body reads only '\(member)': a change to any of its \(published.count) @Published properties re-runs this body; pass '\(member)' instead, or make '\(typeName)' @Observable"))
      }
    }
    return findings
  }
}
