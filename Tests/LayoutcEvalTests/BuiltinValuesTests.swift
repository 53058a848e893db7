import LayoutcEval
import LayoutcSema
import LayoutcSource
import LayoutcSyntax
import Testing

/// The evaluator's values of the standard-library builtins (`Builtins`), by the id Sema
/// resolved: what each computes, and the opaque value where the receiver is not one layoutc
/// holds as the id's type.
@Suite struct BuiltinValuesTests {
  /// The text `ContentView` shows for `expression`, with `declarations` beside the view.
  func shown(_ expression: String, _ declarations: String = "") -> String {
    let spec = """
      \(declarations)
      struct ContentView: View {
          var body: some View { Text(verbatim: "\\(\(expression))") }
      }
      """
    let (lines, errors) = evaluate(spec)
    #expect(errors.isEmpty, "\(errors)")
    return lines.last.flatMap { $0.split(separator: "\"", maxSplits: 1).last.map { String($0.dropLast()) } } ?? "?"
  }

  @Test func propertiesOfCollectionsAndStrings() {
    let xs = "let xs = [3, 1, 2]"
    #expect(shown("xs.count", xs) == "3")
    #expect(shown("xs.first ?? 0", xs) == "3")
    #expect(shown("xs.last ?? 0", xs) == "2")
    #expect(shown("xs.indices.count", xs) == "3")
    #expect(shown("(2...5).count") == "4")
    #expect(shown("(2..<2).isEmpty") == "true")
    #expect(shown("(0.5...1.0).upperBound") == "1.0")
    #expect(shown("\"héllo\".count") == "5")
    #expect(shown("[\"a\": 1, \"b\": 2].count") == "2")
  }

  /// `description` is what an interpolation shows: a Double's `2.0`, not the Int it was
  /// written as.
  @Test func descriptionIsTheInterpolation() {
    #expect(shown("d.description", "let d: Double = 2") == "2.0")
    #expect(shown("7.description") == "7")
  }

  @Test func methodsOfSequences() {
    let xs = "let xs = [3, 1, 2]"
    #expect(shown("xs.sorted()", xs) == "[1, 2, 3]")
    #expect(shown("xs.sorted(by: >)", xs) == "[3, 2, 1]")
    #expect(shown("xs.max() ?? 0", xs) == "3")
    #expect(shown("xs.min(by: >) ?? 0", xs) == "3")
    #expect(shown("xs.reduce(0, +)", xs) == "6")
    #expect(shown("xs.reduce(1) { $0 * $1 }", xs) == "6")
    #expect(shown("xs.map { $0 * 2 }", xs) == "[6, 2, 4]")
    #expect(shown("xs.map(String.init)", xs) == "[\"3\", \"1\", \"2\"]")
    #expect(shown("xs.filter { $0 > 1 }.count", xs) == "2")
    #expect(shown("xs.contains(2)", xs) == "true")
    #expect(shown("Array(xs.prefix(2))", xs) == "[3, 1]")
    #expect(shown("\"Ab\".uppercased()") == "AB")
  }

  @Test func floatingPointMembers() {
    let d = "let d: Double = 2.5"
    #expect(shown("d.rounded()", d) == "3.0")
    #expect(shown("d.rounded(.down)", d) == "2.0")
    #expect(shown("(d + 1.5).squareRoot()", d) == "2.0")
    #expect(shown("(-d).magnitude", d) == "2.5")
    #expect(shown("d.isNaN", d) == "false")
  }

  @Test func geometryProperties() {
    #expect(shown("s.height", "let s = CGSize(width: 100, height: 40)") == "40.0")
    #expect(shown("p.x", "let p = CGPoint(x: 10, y: 20)") == "10.0")
  }

  @Test func freeFunctions() {
    #expect(shown("min(1, 2.5)") == "1.0")
    #expect(shown("max(4, 9, 2)") == "9")
    #expect(shown("abs(-3)") == "3")
    #expect(shown("ceil(2.25)") == "3.0")
    #expect(shown("Array(zip([1, 2], [\"a\", \"b\"])).count") == "2")
  }
}
