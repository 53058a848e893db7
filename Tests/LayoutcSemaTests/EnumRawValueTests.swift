import LayoutcCatalog
import LayoutcSema
import LayoutcSource
import LayoutcSyntax
import Testing

/// The raw values `Declare` gives enum cases, as swiftc 6.3 prints them for the same
/// declarations (`print(E.b.rawValue)`).
@Suite struct EnumRawValueTests {
  private func model(_ text: String) -> (SemanticModel, [String]) {
    let (tree, syntax) = Parser.parse(SourceFile(path: "t.ui", text: text))
    #expect(syntax.isEmpty, "\(syntax.map(\.message))")
    let result = Sema.check([tree], sdk: .ios17)
    return (result.model, result.diagnostics.map { "\($0.id): \($0.message)" })
  }

  @Test func integersCountUpFromThePreviousIntegerOrZero() {
    // swiftc: a -3, b -2, c 10, d 11.
    let (m, diagnostics) = model("enum E: Int { case a = -3, b, c = 10, d }\nenum F: Int { case x, y }")
    #expect(diagnostics.isEmpty)
    #expect(m.enums["E"]?.rawValues == ["a": .integer(-3), "b": .integer(-2), "c": .integer(10), "d": .integer(11)])
    #expect(m.enums["F"]?.rawValues == ["x": .integer(0), "y": .integer(1)])
  }

  @Test func stringsDefaultToTheCaseNameAndDoublesCountFromIntegers() {
    // swiftc: one "one", two "Zwei"; D.c 4.0 after `b = 3`.
    let (m, diagnostics) = model("enum S: String { case one, two = \"Zwei\" }\nenum D: Double { case a, b = 3, c }")
    #expect(diagnostics.isEmpty)
    #expect(m.enums["S"]?.rawValues == ["one": .string("one"), "two": .string("Zwei")])
    #expect(m.enums["D"]?.rawValues == ["a": .floatingPoint(0), "b": .floatingPoint(3), "c": .floatingPoint(4)])
  }

  @Test func aFloatingPointLiteralStopsCounting() {
    // swiftc 6.3 rejects `case a = 1.0, b` in an enum of Doubles, even for a whole number.
    let (m, diagnostics) = model("enum D: Double { case a = 1.0, b }")
    #expect(diagnostics == ["sema.raw-value: enum case must declare a raw value when the preceding raw value is not an integer"])
    #expect(m.enums["D"]?.rawValues.isEmpty == true)
  }

  @Test func anEnumWithoutRawTypeHasNone() {
    let (m, diagnostics) = model("enum K { case a, b }")
    #expect(diagnostics.isEmpty)
    #expect(m.enums["K"]?.rawType == nil)
    #expect(m.enums["K"]?.rawValues.isEmpty == true)
  }
}
