import Foundation
import LayoutcCatalog
import LayoutcSema
import LayoutcSource
import LayoutcSyntax
import LayoutcTestSupport
import Testing

/// Types Swift infers from initializers, collection methods, overloads, availability, case
/// patterns, optional parameters and shape methods, each checked against swiftc 6.3 with the
/// stand-in (specs/types/ has the same with goldens).
@Suite struct InferredTypesTests {
  @Test func identifierInferredFromItsInitializer() {
    let data = "struct Item: Identifiable { let id = UUID(); let name: String }\nlet items = [Item(name: \"a\")]"
    #expect(bodyType("ForEach(items) { Text($0.name) }", extra: data) == "ForEach<Array<Item>, UUID, Text>")
  }

  @Test func collectionMethodsHaveSwiftsResultTypes() {
    let extra = "let a = [1, 2]"
    #expect(bodyType("ForEach(a + a, id: \\.self) { Text(\"\\($0)\") }", extra: extra) == "ForEach<Array<Int>, Int, Text>")
    #expect(bodyType("ForEach(a.map { \"\\($0)\" }, id: \\.self) { Text($0) }", extra: extra) == "ForEach<Array<String>, String, Text>")
    #expect(bodyType("ForEach(a.reversed(), id: \\.self) { Text(\"\\($0)\") }", extra: extra)
      == "ForEach<ReversedCollection<Array<Int>>, Int, Text>")
    #expect(bodyType("ForEach(a.prefix(1), id: \\.self) { Text(\"\\($0)\") }", extra: extra) == "ForEach<ArraySlice<Int>, Int, Text>")
    #expect(bodyType("ForEach(a.sorted { $0 > $1 }, id: \\.self) { Text(\"\\($0)\") }", extra: extra) == "ForEach<Array<Int>, Int, Text>")
  }

  @Test func mapToIdentifiableRowsIsTheIdentifiableOverload() {
    let extra = "struct Row: Identifiable { let id: Int }\nlet a = [1, 2]"
    #expect(bodyType("ForEach(a.map { Row(id: $0) }) { r in Text(\"\\(r.id)\") }", extra: extra) == "ForEach<Array<Row>, Int, Text>")
  }

  @Test func unavailableErasesTheElseBlock() {
    #expect(bodyType("if #unavailable(iOS 15) { Text(\"a\") } else { Circle() }") == "_ConditionalContent<Text, AnyView>")
    #expect(bodyType("if #unavailable(iOS 15) { Text(\"a\") }") == "Optional<Text>")
    #expect(bodyType("VStack { if #unavailable(iOS 15) { Text(\"a\") } else { Circle() } }", sdk: .ios13)
      == "VStack<_ConditionalContent<Text, Circle>>")
  }

  @Test func casePatternsBindAssociatedValues() {
    let load = "enum Load { case idle; case loaded(String, Int) }\nlet s = Load.idle"
    #expect(bodyType("switch s {\ncase .idle: Text(\"a\")\ncase let .loaded(name, count): Text(name + \"\\(count)\")\n}", extra: load)
      == "_ConditionalContent<Text, Text>")
    #expect(bodyType("if case .loaded(let name, _) = s { Text(name) }", extra: load) == "Optional<Text>")
  }

  @Test func ternaryWithNilTakesTheOptionalParameter() {
    #expect(bodyType("Text(\"a\").frame(width: on ? 100 : nil)") == "ModifiedContent<Text, _FrameLayout>")
  }

  @Test func shapeMethodsReturnShapes() {
    #expect(bodyType("Circle().offset(x: 1).fill(Color.red)") == "_ShapeView<OffsetShape<Circle>, Color>")
    #expect(bodyType("Circle().fill(.red).stroke(.blue)") == "StrokeShapeView<Circle, Color, _ShapeView<Circle, Color>>")
    // Deprecated in iOS 15 but available: the type, with swiftc's warning.
    let text = "struct V: View {\n  var body: some View {\n    Text(\"a\").animation(.easeIn)\n  }\n}\n"
    let result = Sema.check([Parser.parse(SourceFile(path: "t.ui", text: text)).0], sdk: .ios17)
    #expect(result.members.map { TypePrinter.print($0.type) } == ["ModifiedContent<Text, _TransactionModifier>"])
    #expect(result.diagnostics.map { "\($0.severity) \($0.message)" }
      == ["warning 'animation' was deprecated in iOS 15.0: Use withAnimation or animation(_:value:) instead."])
    #expect(bodyType("VStack { Text(\"a\").animation(.easeIn) }", sdk: .ios13) == "VStack<ModifiedContent<Text, _TransactionModifier>>")
  }

  @Test func iOS13HasNoLazyStacksAndNoRowBuilderWithIdentifiers() {
    #expect(bodyType("LazyVStack { Text(\"a\") }", sdk: .ios13) == "error: cannot find 'LazyVStack' in scope")
    #expect(bodyType("ForEach(0..<2, id: \\.self) { i in\nText(\"a\")\nText(\"b\")\n}", sdk: .ios13)
      == "error: type '()' cannot conform to 'View'")
    #expect(bodyType("ForEach(0..<2, id: \\.self) { i in Text(\"a\") }", sdk: .ios13) == "ForEach<Range<Int>, Int, Text>")
  }

  /// The invariant: every member of every spec in `specs/` has a type, or the run has an error.
  /// Checked on a stack as large as the driver's: specs nest to the checker's limits.
  @Test(arguments: [SDK.ios17, .ios13]) func everyMemberHasATypeOrAnError(sdk: SDK) throws {
    var checked = 0
    for path in SpecCorpus.specs() {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let (tree, syntax) = Parser.parse(SourceFile(path: path, text: text))
      let result = onLargeStack { Sema.check([tree], sdk: sdk) }
      let hasError = (syntax + result.diagnostics).contains { $0.severity == .error }
      for m in result.members where m.type.containsError {
        #expect(hasError, "\(path): \(m.view).\(m.member) has no type and no error")
      }
      checked += 1
    }
    #expect(checked > 100)
  }
}
