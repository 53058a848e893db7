import LayoutcEval
import LayoutcSema
import Testing

/// printf's conversions as `Text("\(x, specifier: …)")` shows them: exact binary values rounded
/// half to even at the last digit. Expected strings are C's printf (Python's `%` operator,
/// which formats through the same correctly rounded conversion).
@Suite struct PrintfFormattingTests {
  func f(_ spec: String, _ d: Double) -> String? { FormatSpecifier(parsing: spec)?.format(double: d) }

  @Test func roundsTheExactBinaryValue() {
    #expect(f("%.2f", 2.675) == "2.67")  // 2.67499999999999982236431605997495353221893310546875
    #expect(f("%+.1f", 2.25) == "+2.2")  // an exact tie goes to even
    #expect(f("%.0f", 0.5) == "0")
    #expect(f("%.0f", 1.5) == "2")
    #expect(f("%.20f", 0.1) == "0.10000000000000000555")
    #expect(f("%lf", 3.5) == "3.500000")
  }

  @Test func extremes() {
    #expect(f("%f", 1e22) == "10000000000000000000000.000000")
    #expect(f("%.3f", Double.leastNonzeroMagnitude) == "0.000")
    #expect(f("%f", -0.0) == "-0.000000")
    #expect(f("%5.1f", .infinity) == "  inf")
    #expect(f("%f", .greatestFiniteMagnitude)?.hasPrefix("179769313486231570814527423731704356798070567525844996598917476803157260780028538760589558632766878171540458953514382464234321326889464182768467546703537516986049910576551282076245490090389328944075868508455133942304583236903222948165808559332123348274797826204144723168738177180919299881250404026184124858368.") == true)
  }

  @Test func flagsWidthAndIntegers() {
    #expect(f("%08.3f", -3.14159) == "-003.142")
    #expect(f("%8.3f pt", 3.14159) == "   3.142 pt")
    #expect(FormatSpecifier(parsing: "%05d")?.format(int: 42) == "00042")
    #expect(FormatSpecifier(parsing: "%-6d|")?.format(int: 7) == "7     |")
    #expect(FormatSpecifier(parsing: "%lld")?.format(int: Int.min) == "-9223372036854775808")
    #expect(FormatSpecifier(parsing: "100%%: %d")?.format(int: 1) == "100%: 1")
  }

  @Test func refusesWhatItCannotReproduce() {
    for spec in ["%e", "%g", "%@", "%s", "%x", "%.1f %.1f", "no conversion", "%", "%.2d", "%Lf", "%lllld", "%1000f"] {
      #expect(FormatSpecifier(parsing: spec) == nil, "\(spec)")
    }
  }
}
