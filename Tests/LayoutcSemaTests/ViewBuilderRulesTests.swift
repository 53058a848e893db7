import LayoutcCatalog
import LayoutcSema
import LayoutcSource
import LayoutcSyntax
import Testing

/// Types the `body` of `struct V: View` whose body is `body`, plus any extra declarations.
func bodyType(_ body: String, extra: String = "", sdk: SDK = .ios17) -> String {
  let text = "\(extra)\nstruct V: View {\n  var on = true\n  var n = 0\n  var body: some View {\n\(body)\n  }\n}\n"
  let (tree, syntax) = Parser.parse(SourceFile(path: "t.ui", text: text))
  #expect(syntax.isEmpty, "\(syntax.map(\.message))")
  let result = Sema.check([tree], sdk: sdk)
  if let d = result.diagnostics.first { return "error: \(d.message)" }
  return result.members.first { $0.view == "V" && $0.member == "body" }.map { TypePrinter.print($0.type) } ?? "?"
}

/// One test per ViewBuilder rule (SE-0289 with SwiftUI's ViewBuilder).
@Suite struct ViewBuilderRulesTests {
  @Test func emptyBlockIsEmptyView() {
    #expect(bodyType("") == "EmptyView")
  }

  @Test func oneChildIsUnwrapped() {
    #expect(bodyType("Text(\"a\")") == "Text")
  }

  @Test func severalChildrenFormOneFlatTupleView() {
    #expect(bodyType("Text(\"a\")\nColor.red\nSpacer()") == "TupleView<(Text, Color, Spacer)>")
  }

  @Test func ifWithoutElseIsOptional() {
    #expect(bodyType("if on { Text(\"a\") }") == "Optional<Text>")
  }

  @Test func ifElseIsConditionalContent() {
    #expect(bodyType("if on { Text(\"a\") } else { Circle() }") == "_ConditionalContent<Text, Circle>")
  }

  @Test func elseIfChainsAreBalancedFromTheLeft() {
    #expect(bodyType("if n == 0 { Text(\"a\") } else if n == 1 { Circle() } else { Spacer() }")
      == "_ConditionalContent<_ConditionalContent<Text, Circle>, Spacer>")
    #expect(bodyType("if n == 0 { Text(\"a\") } else if n == 1 { Circle() } else if n == 2 { Spacer() } else { Color.red }")
      == "_ConditionalContent<_ConditionalContent<Text, Circle>, _ConditionalContent<Spacer, Color>>")
    // Five: the left subtree takes four (the largest power of two below five), as swiftc does.
    #expect(bodyType("if n == 0 { Text(\"a\") } else if n == 1 { Circle() } else if n == 2 { Spacer() } else if n == 3 { Color.red } else { Divider() }")
      == "_ConditionalContent<_ConditionalContent<_ConditionalContent<Text, Circle>, _ConditionalContent<Spacer, Color>>, Divider>")
  }

  @Test func chainWithoutFinalElseIsWrappedOnceInOptional() {
    #expect(bodyType("if n == 0 { Text(\"a\") } else if n == 1 { Circle() }") == "Optional<_ConditionalContent<Text, Circle>>")
  }

  @Test func switchUsesTheSameTree() {
    let kind = "enum Kind { case a, b, c }"
    #expect(bodyType("switch Kind.a {\ncase .a: Text(\"a\")\ncase .b: Circle()\ndefault: Spacer()\n}", extra: kind)
      == "_ConditionalContent<_ConditionalContent<Text, Circle>, Spacer>")
  }

  @Test func availabilityErasesTheBranchInCurrentSDKs() {
    #expect(bodyType("if #available(iOS 17, *) { Text(\"a\") } else { Circle() }") == "_ConditionalContent<AnyView, Circle>")
    // The iOS 13 ViewBuilder has no buildLimitedAvailability (and no implicit body builder).
    #expect(bodyType("return Group { if #available(iOS 13, *) { Text(\"a\") } else { Circle() } }", sdk: .ios13)
      == "Group<_ConditionalContent<Text, Circle>>")
  }

  @Test func letAddsNoChild() {
    #expect(bodyType("let t = Text(\"a\")\nt\nt") == "TupleView<(Text, Text)>")
  }

  @Test func controlFlowIsRejectedWithSwiftsMessage() {
    #expect(bodyType("for i in 0..<3 { Text(\"a\") }")
      == "error: closure containing control flow statement cannot be used with result builder 'ViewBuilder'")
  }

  @Test func returnTurnsTheBuilderOff() {
    #expect(bodyType("return Text(\"a\")") == "Text")
    #expect(bodyType("if on { return Text(\"a\") } else { return Circle() }").hasPrefix(
      "error: function declares an opaque return type 'some View', but the return statements"))
  }

  @Test func elevenChildrenNeedANewerSDK() {
    let eleven = Array(repeating: "Text(\"a\")", count: 11).joined(separator: "\n")
    #expect(bodyType("VStack {\n\(eleven)\n}", sdk: .ios13) == "error: extra argument in call")
    #expect(bodyType("VStack {\n\(eleven)\n}").hasPrefix("VStack<TupleView<(Text, Text, Text"))
  }

  @Test func iOS13BodiesAreNotBuilders() {
    #expect(bodyType("Text(\"a\")", sdk: .ios13) == "Text")
    #expect(bodyType("Text(\"a\")\nText(\"b\")", sdk: .ios13).hasPrefix("error:"))
  }
}
