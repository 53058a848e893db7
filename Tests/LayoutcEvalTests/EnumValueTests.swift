import LayoutcCatalog
import LayoutcEval
import LayoutcSema
import LayoutcSource
import LayoutcSyntax
import Testing

/// Values of declared enums (raw values, computed members) and rule two at the evaluator's
/// core: a non-optional value it cannot compute is a located error, never "nil".
@Suite struct EnumValueTests {
  static let size = """
    enum Size: Int, CaseIterable {
        case small = 1, large
        init(wide: Bool) { self = wide ? .large : .small }
        var label: String { switch self { case .small: "S"; case .large: "L" } }
    }
    """

  @Test func rawValuesAndComputedMembersAreSwiftsValues() {
    let spec = Self.size + """

      struct ContentView: View {
          var body: some View { Text("\\(Size.large.rawValue) \\(Size.small.label) \\(Size(rawValue: 2)?.label ?? "-")") }
      }
      """
    let r = evaluate(spec)
    #expect(r.errors.isEmpty)
    #expect(r.lines.last == "ContentView/Text \"2 S L\"")
  }

  @Test func aValueItCannotComputeIsAnErrorNotNil() {
    // The declared `init(wide:)` is typed but its body (an assignment to `self`) is not run.
    let spec = Self.size + """

      struct ContentView: View {
          var body: some View { Text(Size(wide: true).label) }
      }
      """
    let r = evaluate(spec)
    // Reported once, where the value is made (not again at `.label`): the run fails there.
    #expect(r.errors == ["layoutc cannot compute this value of type 'Size'"])
  }
}
