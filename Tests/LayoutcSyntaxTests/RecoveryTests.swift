import LayoutcSource
import LayoutcTestSupport
import Testing

@testable import LayoutcSyntax

/// Malformed input: every error once, at the marked place, with no follow-on noise.
@Suite struct RecoveryTests {
  struct Case: Sendable, CustomStringConvertible {
    var source: String
    var expected: [(marker: String, id: String)]
    var description: String { source }
  }

  static let cases: [Case] = [
    Case(source: "struct A: View {\n  var body: some View {\n    Text(1️⃣\"abc\n  }\n}\n", expected: [("1️⃣", "lex.unterminated-string")]),
    Case(source: "struct A {\n  var x = 11️⃣\n", expected: [("1️⃣", "parse.expected-rbrace")]),
    Case(source: "struct A {}\n1️⃣}\n", expected: [("1️⃣", "parse.extraneous-rbrace")]),
    Case(source: "let a = 1 1️⃣let b = 2", expected: [("1️⃣", "parse.consecutive-declarations")]),
    Case(source: "var body: some View {\n  Text(\"a\") 1️⃣Text(\"b\")\n}", expected: [("1️⃣", "parse.consecutive-statements")]),
    Case(source: "let a = (1, 21️⃣\nlet b = 3", expected: [("1️⃣", "parse.expected")]),
    Case(source: "let a = 1️⃣¿", expected: [("1️⃣", "lex.invalid-character")]),
    Case(source: "1️⃣/* never closed", expected: [("1️⃣", "lex.unterminated-comment")]),
    Case(source: "let a = [1, 2 1️⃣3]", expected: [("1️⃣", "parse.expected")]),
    Case(source: "struct S {\n  var x: Int { get 1️⃣}\n}", expected: [("1️⃣", "parse.expected")]),  // swiftc 6.3: 2:20 "expected '{' to start getter definition"
    Case(source: "let x = 1️⃣)\nlet y = 2", expected: [("1️⃣", "parse.expected-expression")]),
    Case(source: "struct A: View {\n  var body: some View {\n    VStack {\n      Text(\"a\")\n  }\n}1️⃣\n", expected: [("1️⃣", "parse.expected-rbrace")]),
    Case(source: "let s = \"\\(1️⃣)\"", expected: [("1️⃣", "parse.expected-expression")]),
    Case(source: "let a = b 1️⃣?c : d", expected: [("1️⃣", "parse.ternary-spacing")]),
  ]

  @Test(arguments: cases) func reportsEachErrorOnce(_ c: Case) {
    let marked = MarkedText(c.source)
    let (_, diags) = Parser.parse(SourceFile(path: "t.ui", text: marked.text))
    let got = diags.map { "\($0.range!.start.line):\($0.range!.start.column) \($0.id)" }
    let want = c.expected.map { e -> String in
      let l = marked.location(e.marker)!
      return "\(l.line):\(l.column) \(e.id)"
    }
    #expect(got == want)
  }

  @Test func deepNestingStopsWithOneError() {
    let text = "struct A: View { var body: some View {" + String(repeating: "VStack {", count: 10_000)
      + String(repeating: "}", count: 10_000) + "}}"
    let diags = onLargeStack { Parser.parse(SourceFile(path: "t.ui", text: text)).1 }
    #expect(diags.map(\.id) == ["parse.nesting-too-deep"])
  }

  /// Every form that wraps an expression or type one level deeper counts toward the nesting
  /// limit: 100,000 repetitions stop with one error instead of overflowing the stack. Each case
  /// is (prefix, repeated part, middle, closing part).
  @Test(arguments: [
    ("let x = a", "[0]", "", ""), ("let x = a", "[0]()", "", ""), ("let x = a", "()", "", ""),
    ("let x = a", ".b", "", ""), ("let x = a", ".self", "", ""), ("let x = a", "?.b", "", ""),
    ("let x = a", "!.b", "", ""), ("let x = ", "-(", "1", ")"), ("let x = ", "(", "1", ")"),
    ("let x = ", "[", "1", "]"), ("let x = ", "{ ", "", "}"), ("let x = ", "\"\\(", "1", ")\""),
    ("let x = 1", " + 1", "", ""), ("let x: ", "some ", "View", ""), ("let x: ", "[", "Int", "]"),
    ("let x: ", "() -> ", "Int", ""), ("let x: ", "Array<", "Int", ">"),
    // Forms of the statement and expression grammar that nest.
    ("let x = ", "(try? ", "a", ")"), ("let x = ", "try ", "a", ""), ("let x = ", "await ", "a", ""),
    ("let x = ", "{ [weak self] in ", "", "}"), ("let x = ", "{ @MainActor (a: Int) -> Int in ", "a", "}"),
    ("let x = ", "[a: ", "1", "]"), ("let x = ", "if c { ", "1", " } else { 2 }"),
    ("let x = ", "\\.a?.b[", "0", "]"), ("func f() { ", "guard c else { ", "", "}"),
    ("func f() { ", "do { ", "", "} catch { }"), ("func f() { ", "for x in y where c { ", "", "}"),
    ("func f() { ", "l: repeat { ", "", "} while c"), ("let x = ", "switch c { case 1: ", "2", " default: 3 }"),
  ])
  func everyNestingFormCountsTowardTheLimit(_ form: (String, String, String, String)) {
    let count = 100_000
    let text = form.0 + String(repeating: form.1, count: count) + form.2 + String(repeating: form.3, count: count)
    let diags = onLargeStack { Parser.parse(SourceFile(path: "t.ui", text: text)).1 }
    // Interpolations have a lower limit of their own (`Lexer.interpolationNestingLimit`).
    let expected = form.1.hasPrefix("\"\\(") ? "lex.interpolation-too-deep" : "parse.nesting-too-deep"
    #expect(diags.map(\.id) == [expected], "\(form.1)")
  }

  @Test func twoHundredNestedStacksAreFine() {
    let text = "struct A: View { var body: some View {" + String(repeating: "VStack {", count: 200)
      + "Text(\"x\")" + String(repeating: "}", count: 200) + "}}"
    let (_, diags) = Parser.parse(SourceFile(path: "t.ui", text: text))
    #expect(diags.isEmpty)
  }

  @Test func arbitraryBytesNeverCrashAndStopAtTheLimit() {
    var generator = SplitMix64(seed: 0x1A70C)
    for _ in 0..<50 {
      let bytes = (0..<2000).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let diags = onLargeStack { Parser.parse(SourceFile(path: "t.ui", bytes: bytes)).1 }
      #expect(diags.filter { $0.severity == .error }.count <= Parser.errorLimit + 1)
      #expect(diags.filter { $0.severity == .warning }.count <= Parser.errorLimit)
      #expect(diags.allSatisfy { $0.range != nil })
    }
  }
}
