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

  @Test func conversionsAndInitializers() {
    #expect(shown("Int(2.9)") == "2")
    #expect(shown("Int(\"42\") ?? 0") == "42")
    #expect(shown("Int(\"4x\") ?? -1") == "-1")
    #expect(shown("Double(3)") == "3.0")
    #expect(shown("CGFloat(7) / 2") == "3.5")
    #expect(shown("String(12)") == "12")
    #expect(shown("String(describing: 2.5)") == "2.5")
    #expect(shown("String()") == "")
    #expect(shown("String(repeating: \"ab\", count: 3)") == "ababab")
    #expect(shown("Array(1...3)") == "[1, 2, 3]")
    #expect(shown("Array(repeating: 0, count: 2)") == "[0, 0]")
    #expect(shown("Set([3, 1, 3]).count") == "2")
    #expect(shown("Dictionary(uniqueKeysWithValues: [(1, \"a\"), (2, \"b\")])[2] ?? \"\"") == "b")
    #expect(shown("UUID(uuidString: \"nope\") == nil") == "true")
  }

  /// `String(format:)` writes what printf writes for `%d %f %.Nf %@ %%`.
  @Test func formattedStrings() {
    #expect(shown("String(format: \"%d of %d\", 2, 10)") == "2 of 10")
    #expect(shown("String(format: \"%.2f%%\", 12.345)") == "12.35%")
    #expect(shown("String(format: \"%f\", 0.5)") == "0.500000")
    #expect(shown("String(format: \"%2$@ %1$@\", \"a\", \"b\")") == "b a")
  }

  /// What Swift traps on is a located error; a conversion layoutc does not model is never
  /// shown as written.
  @Test func initializersThatFail() {
    func errors(_ expression: String) -> [String] {
      evaluate("struct ContentView: View {\n var body: some View { Text(verbatim: \"\\(\(expression))\") }\n}").errors
    }
    #expect(errors("Dictionary(uniqueKeysWithValues: [(1, 2), (1, 3)]).count") == ["duplicate values for key: '1'"])
    #expect(errors("String(repeating: \"a\", count: -1)") == ["negative count not allowed"])
    #expect(errors("String(format: \"%x\", 255)") == ["layoutc cannot compute this value of type 'String'"])
    // `%s` reads a C string; a Swift String passed for it is an object, not its text.
    #expect(errors("String(format: \"%s\", \"abc\")") == ["layoutc cannot compute this value of type 'String'"])
  }
}
