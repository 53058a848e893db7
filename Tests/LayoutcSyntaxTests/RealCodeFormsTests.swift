import LayoutcSource
import Testing

@testable import LayoutcSyntax

/// The last forms the measured apps used that the parser did not read (docs/real-code.md), each
/// checked where the form's meaning is decided: the tokens, the strings' contents, the tree.
/// `specs/syntax/grammar-real-code.ui` holds them all in context, checked against swiftc.
@Suite struct RealCodeFormsTests {
  func texts(_ text: String) -> [String] {
    Lexer.tokenize(SourceFile(path: "t.ui", text: text)).tokens.dropLast().map(\.text)
  }

  @Test func hexadecimalFloatsNeedTheirExponent() {
    let kinds = Lexer.tokenize(SourceFile(path: "t.ui", text: "0x1.0p64 0x1p-3 0xFF")).tokens.map(\.kind)
    #expect(kinds == [.float, .float, .integer, .eof])
    // Without a `p` exponent the dot is a member access, as in Swift.
    #expect(texts("0xFF.byteSwapped") == ["0xFF", ".", "byteSwapped"])
  }

  @Test func lineContinuationsJoinLinesOfAMultiLineString() {
    let text = "let s = \"\"\"\n    one \\\n    two\n    three\n    \"\"\""
    let lexed = Lexer.tokenize(SourceFile(path: "t.ui", text: text))
    let segments = lexed.segments.values.first ?? []
    #expect(segments == [.text("one two\nthree")])
    #expect(lexed.diagnostics.isEmpty)
  }

  @Test func aRawStringMayHoldOneQuote() {
    let lexed = Lexer.tokenize(SourceFile(path: "t.ui", text: "let q = #\"\"\"#"))
    #expect(lexed.diagnostics.isEmpty)
    #expect(lexed.segments.values.first == [.text("\"")])
  }

  @Test func aScriptLineIsSkippedOnlyAtTheStart() {
    #expect(texts("#!/usr/bin/swift\nlet a = 1") == ["let", "a", "=", "1"])
    let (_, diags) = parse("let a = 1\n#!/usr/bin/swift")
    #expect(!diags.isEmpty)
  }

  @Test func oneSidedRangesArePostfixOperators() {
    #expect(expressionShape("a[i...]").contains("PostfixOperator ..."))
    #expect(expressionShape("f(x..., y)").contains("PostfixOperator ..."))
    #expect(expressionShape("a...b").contains("BinaryOperator ..."))
  }

  @Test func severalBindingsOnOneLocalDeclaration() {
    let (dump, diags) = parse("func f() {\n  let r, g, b: Double\n  var n: Int = 0, m = 1\n  weak var w: AnyObject? = nil\n  nonisolated(unsafe) var s = 0\n}")
    #expect(diags.isEmpty, "\(diags)")
    #expect(dump.contains("LetDecl r") && dump.contains("LetDecl g") && dump.split(separator: "\n").filter { $0.contains("type=Double") }.count == 3)
    #expect(dump.contains("VarDecl m") && dump.contains("modifiers=[weak]") && dump.contains("modifiers=[nonisolated(unsafe)]"))
  }

  @Test func casesInsideIfConfigBelongToTheSwitch() {
    let (dump, diags) = parse("func f(k: Int) {\n  switch k {\n  case 0: break\n  #if DEBUG\n  case 1: break\n  #else\n  case 2: break\n  #endif\n  default: break\n  }\n}")
    #expect(diags.isEmpty, "\(diags)")
    #expect(dump.contains("IntegerLiteral 2") && !dump.contains("IntegerLiteral 1 "))
  }

  @Test func typesWrittenAsValues() {
    #expect(expressionShape("[() -> Void]()").contains("TypeExpression [() -> Void]"))
    #expect(expressionShape("(any Error).self").contains("TypeExpression any Error"))
    #expect(expressionShape("(@convention(c) (Int32) -> Void).self").contains("TypeExpression @convention(c) (Int32) -> Void"))
    // A parenthesised value stays a value.
    #expect(expressionShape("(a + b).description").contains("Tuple"))
  }

  @Test func topLevelCodeOnlyInScripts() {
    let script = Parser.parse(SourceFile(path: "dir/main.swift", text: "print(1)\nif a { b() }"))
    #expect(script.1.isEmpty)
    #expect(ASTDumper.dump(script.0).contains("TopLevelCode"))
    let library = Parser.parse(SourceFile(path: "View.swift", text: "print(1)"))
    #expect(library.1.map(\.id) == ["parse.expected-declaration"])
  }

  @Test func previewsTakeLabelledTrailingClosures() {
    let (dump, diags) = parse("#Preview(as: .systemSmall) {\n  W()\n} timeline: {\n  E()\n}")
    #expect(diags.isEmpty, "\(diags)")
    #expect(dump.contains("timeline trailing: Closure"))
  }

  /// Declarations inside a function led by a contextual word (`actor`, `final`), and a label
  /// on an interpolation's first argument (an app's own `appendInterpolation(bind:)`).
  @Test func localActorsAndLabelledInterpolations() {
    let source = """
      func f() {
        actor Session { let id = 1 }
        final class Local {}
        let q = "WHERE id = \\(bind: id) AND n = \\(raw: n, quoted: true)"
      }
      """
    let (dump, diags) = parse(source)
    #expect(diags.isEmpty, "\(diags)")
    #expect(dump.contains("ActorDecl Session"), "\(dump)")
  }
}
