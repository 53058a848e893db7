import LayoutcCatalog
import LayoutcEval
import LayoutcSema
import LayoutcSource
import LayoutcSyntax
import Testing

/// Evaluates `root` in `text` with the `--set` assignments; the identity lines and errors.
func evaluate(_ text: String, root: String = "ContentView", set: [String] = []) -> (lines: [String], errors: [String]) {
  let (tree, syntax) = Parser.parse(SourceFile(path: "t.ui", text: text))
  let sema = Sema.check([tree], sdk: .ios17)
  let errors = (syntax + sema.diagnostics).map(\.message)
  guard errors.isEmpty, let view = sema.model.views[root] else { return ([], errors) }
  let (values, setErrors) = StateAssignment.parse(set, view: view, sema: sema)
  guard setErrors.isEmpty else { return ([], setErrors.map(\.message)) }
  let evaluator = Evaluator(sema: sema, overrides: values)
  let result = evaluator.evaluate(view: view)
  var lines: [String] = []
  for i in result.instances {
    i.walk { inst, _ in
      lines.append("\(inst.identity)" + (inst.text.map { " \"\($0)\"" } ?? ""))
    }
  }
  return (lines, evaluator.diagnostics.map(\.message))
}

@Suite struct EvaluatorTests {
  @Test func setChoosesTheBranch() {
    let spec = """
      struct ContentView: View {
          @State var counter = 0
          var body: some View {
              if counter == 0 { Text("none") } else if counter == 1 { Text("\\(counter) click") } else { Text("\\(counter) clicks") }
          }
      }
      """
    #expect(evaluate(spec).lines.last == "ContentView/if:0/Text \"none\"")
    #expect(evaluate(spec, set: ["counter=1"]).lines.last == "ContentView/if:1/Text \"1 click\"")
    #expect(evaluate(spec, set: ["counter=15"]).lines.last == "ContentView/if:2/Text \"15 clicks\"")
  }

  @Test func literalsTakeTheirContextualType() {
    // 16/9 is integer division for Int, 1.777… where sema typed the operands as CGFloat.
    let spec = """
      struct ContentView: View {
          let ratio: CGFloat = 16 / 9
          let whole = 16 / 9
          var body: some View { Text(verbatim: "\\(ratio) \\(whole)") }
      }
      """
    #expect(evaluate(spec).lines.last == "ContentView/Text \"1.7777777777777777 1\"")
    // A `Text` literal is a LocalizedStringKey: CGFloat through "%lf", Int through "%lld".
    let localized = spec.replacing("Text(verbatim: ", with: "Text(")
    #expect(evaluate(localized).lines.last == "ContentView/Text \"1.777778 1\"")
  }

  @Test func forEachIdentifiesElementsByID() {
    let spec = """
      struct Pet: Identifiable { let id: Int; let name: String }
      let pets = [Pet(id: 7, name: "Rex"), Pet(id: 9, name: "Tom")]
      struct ContentView: View {
          var body: some View {
              VStack {
                  ForEach(pets) { pet in Text(pet.name) }
                  ForEach(pets, id: \\.name) { Text($0.name) }
                  ForEach(0..<2) { i in Text("\\(i)") }
              }
          }
      }
      """
    let lines = evaluate(spec).lines
    #expect(lines.contains("ContentView/VStack/[0]/ForEach/(id: 7)/Text \"Rex\""))
    #expect(lines.contains("ContentView/VStack/[1]/ForEach/(id: \"Tom\")/Text \"Tom\""))
    #expect(lines.contains("ContentView/VStack/[2]/ForEach/(id: 1)/Text \"1\""))
  }

  @Test func groupIsFlattenedAndItsModifierAppliesToEachChild() {
    // Seed 004: a modifier on a Group (like on a TupleView) reaches each child.
    let spec = """
      struct ContentView: View {
          var body: some View {
              HStack { Group { Text("a"); Text("b") }.border(Color.blue) }
          }
      }
      """
    let lines = evaluate(spec).lines
    #expect(lines.contains("ContentView/HStack/Group/[0]/Text.border"))
    #expect(lines.contains("ContentView/HStack/Group/[1]/Text.border"))
  }

  @Test func explicitIDReplacesStructuralPosition() {
    let spec = """
      struct ContentView: View {
          var body: some View { Text("a").id(42) }
      }
      """
    #expect(evaluate(spec).lines.contains("ContentView/id(42)/Text \"a\""))
  }

  @Test func genericContentIsEvaluatedWhereItIsUsed() {
    let spec = """
      struct Card<Content: View>: View {
          @ViewBuilder let content: Content
          var body: some View { VStack { content } }
      }
      struct ContentView: View {
          var body: some View { Card { Text("a"); Text("b") } }
      }
      """
    let lines = evaluate(spec).lines
    #expect(lines.contains("ContentView/Card/VStack/[1]/Text \"b\""))
  }

  @Test func recursionThroughAViewStopsWithAnError() {
    let spec = """
      struct Node: View {
          var depth = 0
          var body: some View { VStack { Text("x"); Node(depth: depth + 1) } }
      }
      """
    let result = evaluate(spec, root: "Node")
    #expect(result.errors == ["view 'Node' contains itself: its evaluation would never end"])
  }

  @Test func badAssignmentsAreReported() {
    let spec = "struct ContentView: View {\n  @State var on = false\n  var body: some View { Text(\"a\") }\n}"
    #expect(evaluate(spec, set: ["of=true"]).errors == ["no property named 'of' in the root view to set"])
    #expect(evaluate(spec, set: ["on=3"]).errors == ["value for 'on' must be of type 'Bool'"])
  }

  @Test func arithmeticTrapsAreErrors() {
    let spec = """
      struct ContentView: View {
          var n = 0
          var body: some View { Text("\\(10 / n) \\([1, 2][n + 5])") }
      }
      """
    #expect(evaluate(spec).errors == ["division by zero", "index 5 is out of range for a collection of 2 elements"])
  }
}

@Suite struct IdentityDiffTests {
  /// Seed 001: a branch between two PawViews replaces the view; one PawView whose colour
  /// depends on the state keeps its identity.
  @Test func goodDogBadDog() throws {
    let spec = """
      struct PawView: View {
          var tint: Color
          var body: some View { Circle().fill(tint) }
      }
      struct Branching: View {
          @State var good = true
          var body: some View { if good { PawView(tint: Color.green) } else { PawView(tint: Color.red) } }
      }
      struct Inert: View {
          @State var good = true
          var body: some View { PawView(tint: good ? Color.green : Color.red) }
      }
      """
    let (tree, _) = Parser.parse(SourceFile(path: "t.ui", text: spec))
    let sema = Sema.check([tree], sdk: .ios17)
    func diff(_ root: String) -> IdentityDiff {
      let view = sema.model.views[root]!
      let before = Evaluator(sema: sema, overrides: ["good": .bool(true)]).evaluate(view: view)
      let after = Evaluator(sema: sema, overrides: ["good": .bool(false)]).evaluate(view: view)
      return IdentityDiff(before: before.instances, after: after.instances)
    }
    let branching = diff("Branching")
    #expect(branching.removed.map(\.identity.description).contains("Branching/if:0/PawView"))
    #expect(branching.inserted.map(\.identity.description).contains("Branching/if:1/PawView"))
    let inert = diff("Inert")
    #expect(inert.removed.isEmpty && inert.inserted.isEmpty)
    let paw = try #require(inert.kept.first { $0.name == "PawView" })
    #expect(inert.changed[paw.identity] == ["tint"])
  }
}
