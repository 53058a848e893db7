import LayoutcEval
import Testing

/// `String(format:)` as Foundation writes it, for the conversions layoutc understands; nil
/// (a value layoutc does not compute) for the rest. Expected strings are C's printf.
@Suite struct FormattedStringsTests {
  func p(_ format: String, _ values: [Value], localized: Bool = false) -> String? {
    Evaluator.printf(format, values, localized: localized)
  }

  @Test func replacesConversionsInOrder() {
    #expect(p("%d items", [.int(3)]) == "3 items")
    #expect(p("%@ has %lld", [.string("Ann"), .int(-2)]) == "Ann has -2")
    #expect(p("%05.1f%%", [.double(2.25)]) == "002.2%")
    #expect(p("no conversions", []) == "no conversions")
  }

  @Test func positionalArguments() {
    #expect(p("%2$@, %1$@", [.string("a"), .string("b")]) == "b, a")
    #expect(p("%1$d/%1$d", [.int(7)]) == "7/7")
  }

  @Test func refusesWhatItCannotWrite() {
    #expect(p("%x", [.int(255)]) == nil)
    #expect(p("%d", []) == nil)  // too few arguments
    #expect(p("%f", [.int(1)]) == nil)  // an Int given to %f is not converted by printf
    #expect(p("%.1f", [.double(1.5)], localized: true) == nil)  // a locale may write a decimal comma
    #expect(p("%d", [.int(4)], localized: true) == "4")
  }
}
