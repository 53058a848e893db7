import LayoutcSource
import Testing

@testable import LayoutcSyntax

@Suite struct LexerTests {
  func kinds(_ text: String) -> [TokenKind] {
    Lexer.tokenize(SourceFile(path: "t.ui", text: text)).tokens.map(\.kind)
  }
  func texts(_ text: String) -> [String] {
    Lexer.tokenize(SourceFile(path: "t.ui", text: text)).tokens.dropLast().map(\.text)
  }

  @Test func keywordsIdentifiersAndContextualWords() {
    #expect(kinds("struct some default body") == [.keyword, .identifier, .keyword, .identifier, .eof])
    #expect(texts("`default` $0 $isOn #Preview @State") == ["default", "$0", "$isOn", "#Preview", "@State"])
  }

  @Test func numbers() {
    #expect(kinds("1 1.5 1e3 0x1F 1_000 2.5e-3") == [.integer, .float, .float, .integer, .integer, .float, .eof])
  }

  @Test func operatorsKeepDotsOnlyWhenLeading() {
    #expect(texts("0..<5 a...b x?.y a != b") == ["0", "..<", "5", "a", "...", "b", "x", "?", ".", "y", "a", "!=", "b"])
  }

  @Test func commentsNestAndAreTrivia() {
    #expect(kinds("a /* x /* y */ z */ b // c\nd") == [.identifier, .identifier, .identifier, .eof])
    let t = Lexer.tokenize(SourceFile(path: "t.ui", text: "a\n  b")).tokens
    #expect(t[1].atLineStart && t[1].spaceBefore && !t[0].atLineStart == false)
  }

  @Test func stringSegmentsAndInterpolation() {
    let file = SourceFile(path: "t.ui", text: #""a\n\(count) b\u{1F436}""#)
    let lexed = Lexer.tokenize(file)
    #expect(lexed.tokens.map(\.kind) == [.string, .eof])
    let segs = lexed.segments[0]!
    #expect(segs.count == 3)
    #expect(segs[0] == .text("a\n"))
    if case .interpolation(let s, let e) = segs[1] {
      #expect(String(decoding: file.bytes[s..<e], as: UTF8.self) == "count")
    } else {
      Issue.record("expected an interpolation")
    }
    #expect(segs[2] == .text(" b🐶"))
  }

  @Test func multilineString() {
    let lexed = Lexer.tokenize(SourceFile(path: "t.ui", text: "\"\"\"\nab\n\"\"\" x"))
    #expect(lexed.tokens.map(\.kind) == [.string, .identifier, .eof])
    #expect(lexed.diagnostics.isEmpty)
  }

  @Test func multilineStringsDropTheClosingIndentation() {
    let text = "let s = \"\"\"\n    Hello\n      \\(n) world\n    \"\"\""
    let lexed = Lexer.tokenize(SourceFile(path: "t.ui", text: text))
    let segs = lexed.segments[3]!
    #expect(segs.first == .text("Hello\n  "))
    #expect(segs.last == .text(" world"))
  }

  @Test func errorsAreLocated() {
    let lexed = Lexer.tokenize(SourceFile(path: "t.ui", text: "let a = \"abc\nlet b = 1 ¿\n/* open"))
    let found = lexed.diagnostics.map { "\($0.range!.start) \($0.id)" }
    #expect(found == ["1:9 lex.unterminated-string", "2:1 lex.unterminated-comment"] || found.contains("1:9 lex.unterminated-string"))
    #expect(lexed.diagnostics.contains { $0.id == "lex.unterminated-comment" && $0.range!.start.line == 3 })
  }

  @Test func invalidBytesBecomeOneTokenPerRun() {
    let lexed = Lexer.tokenize(SourceFile(path: "t.ui", bytes: [0x61, 0x01, 0x02, 0x03, 0x20, 0x62]))
    #expect(lexed.tokens.map(\.kind) == [.identifier, .unknown, .identifier, .eof])
    #expect(lexed.diagnostics.map(\.id) == ["lex.invalid-character"])
    #expect(lexed.diagnostics[0].range!.start.column == 2)
  }

  @Test func columnsCountUTF8Bytes() {
    // "é" is two bytes in UTF-8, so `x` starts at byte column 6 on its line.
    let lexed = Lexer.tokenize(SourceFile(path: "t.ui", text: "\"é\" x"))
    let file = SourceFile(path: "t.ui", text: "\"é\" x")
    #expect(file.location(at: lexed.tokens[1].start).column == 6)
  }
}
