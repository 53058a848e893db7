import LayoutcEval
import LayoutcSema
import LayoutcSource
import LayoutcSyntax
import Testing

/// The checked module of `text`, failing the test when it does not compile.
private func checked(_ text: String) -> SemaResult {
  let (tree, syntax) = Parser.parse(SourceFile(path: "t.ui", text: text))
  let sema = Sema.check([tree], sdk: .ios17)
  #expect((syntax + sema.diagnostics).filter { $0.severity == .error }.isEmpty, "\((syntax + sema.diagnostics).map(\.message))")
  return sema
}

private func root(_ sema: SemaResult, _ name: String, set: [String] = []) -> InstanceRoot {
  let view = sema.model.views[name]!
  let (values, errors) = StateAssignment.parse(set, view: view, sema: sema)
  #expect(errors.isEmpty, "\(errors.map(\.message))")
  return Evaluator(sema: sema, overrides: values).evaluate(view: view)
}

@Suite struct DependencyTests {
  static let counter = """
    @Observable final class Model {
        var count = 0
        var title = "Hi"
    }
    struct Label: View {
        let model: Model
        var body: some View { Text(model.title) }
    }
    struct ContentView: View {
        @State private var on = false
        @State private var taps = 0
        @State private var model = Model()
        var body: some View {
            VStack {
                Text(on ? "on" : "off")
                Button("Tap") { taps += 1; model.count += 1 }
                Label(model: model)
            }
        }
    }
    """

  @Test func readsInActionsAreNotReadsOfTheBody() {
    let sema = checked(Self.counter)
    let reads = BodyReads.of(sema.model.views["ContentView"]!, sema: sema)
    #expect(reads.readsInBody("on"))
    #expect(!reads.readsInBody("taps"))
    #expect(reads.reads.contains { $0.property == "taps" && $0.inAction })
    #expect(reads.members(of: "model").isEmpty)
    #expect(reads.forwards.map(\.parameter) == ["model"])
  }

  @Test func observablePropertiesAreTrackedOneByOne() {
    let sema = checked(Self.counter)
    let graph = DependencyGraph(root: root(sema, "ContentView"), sema: sema)
    #expect(graph.nodes.map(\.id) == ["state:ContentView.on", "observable:Model.title"])
    #expect(graph.readers(of: "observable:Model.title").map(\.view) == ["ContentView/VStack/[2]/Label"])
    // An unread @State and a property only an action writes are no dependency of any body.
    let count = Invalidation(before: root(sema, "ContentView", set: ["model.count=0"]), after: root(sema, "ContentView", set: ["model.count=1"]), sema: sema)
    #expect(count.entries(.invalidated).isEmpty)
    let title = Invalidation(before: root(sema, "ContentView"), after: root(sema, "ContentView", set: ["model.title=\"Yo\""]), sema: sema)
    #expect(title.entries(.invalidated).map(\.name) == ["Label"])
    let taps = Invalidation(before: root(sema, "ContentView"), after: root(sema, "ContentView", set: ["taps=3"]), sema: sema)
    #expect(taps.entries(.invalidated).isEmpty)
  }

  @Test func aChangedStateReRunsItsReaderAndEqualChildrenStay() {
    let sema = checked(Self.counter)
    let inv = Invalidation(before: root(sema, "ContentView"), after: root(sema, "ContentView", set: ["on=true"]), sema: sema)
    #expect(inv.entries(.invalidated).map(\.name) == ["ContentView"])
    #expect(inv.entries(.equal).map(\.name) == ["Label"])
  }

  @Test func bindingsAreFollowedToTheStateTheyProject() {
    let sema = checked("""
      struct Leaf: View {
          @Binding var on: Bool
          var body: some View { Text(on ? "on" : "off") }
      }
      struct Middle: View {
          @Binding var on: Bool
          var body: some View { Leaf(on: $on) }
      }
      struct ContentView: View {
          @State private var on = false
          var body: some View { Middle(on: $on) }
      }
      """)
    let graph = DependencyGraph(root: root(sema, "ContentView"), sema: sema)
    let leaf = graph.edges(of: "ContentView/Middle/Leaf")
    #expect(leaf.map(\.node) == ["state:ContentView.on"])
    #expect(leaf.first?.relation == .reads)
    // Middle only passes `$on` on: an input, not a read.
    #expect(graph.edges(of: "ContentView/Middle").map(\.relation) == [.input])
  }

  @Test func aWholeObjectIsObservedWhateverTheBodyReads() {
    let sema = checked("""
      final class Settings: ObservableObject {
          @Published var unit = "kg"
          @Published var accent = "green"
      }
      struct Row: View {
          @ObservedObject var settings: Settings
          var body: some View { Text(settings.unit) }
      }
      struct ContentView: View {
          @StateObject private var settings = Settings()
          var body: some View { Row(settings: settings) }
      }
      """)
    let inv = Invalidation(before: root(sema, "ContentView"), after: root(sema, "ContentView", set: ["settings.accent=\"red\""]), sema: sema)
    #expect(inv.entries(.invalidated).map(\.name) == ["ContentView", "Row"])
  }
}
