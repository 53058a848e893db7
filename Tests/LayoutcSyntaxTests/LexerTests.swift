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

  /// SE-0354: a `/` where an expression starts opens a regex literal; after an operand it
  /// divides. `#/…/#` is always a literal, on several lines when `#/` ends its line.
  @Test func regexLiteralsAndDivision() {
    #expect(texts(#"x.contains(/^a\d+\/b$/)"#) == ["x", ".", "contains", "(", #"/^a\d+\/b$/"#, ")"])
    #expect(texts("let r = /[/]x/") == ["let", "r", "=", "/[/]x/"])
    #expect(texts("a / b / 2") == ["a", "/", "b", "/", "2"])
    #expect(texts("(a) / 2 + x! / y[0] / 3") == ["(", "a", ")", "/", "2", "+", "x", "!", "/", "y", "[", "0", "]", "/", "3"])
    #expect(texts("f(/ x/)") == ["f", "(", "/", "x", "/", ")"])
    #expect(texts("reduce(0, /)") == ["reduce", "(", "0", ",", "/", ")"])
    #expect(kinds("let p = #/a/b/#\nlet q = #/\n  x\n/#") == [.keyword, .identifier, .equal, .regex, .keyword, .identifier, .equal, .regex, .eof])
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

  /// An interpolation in a multi-line string may span lines (swiftc 6.3 accepts it); in a
  /// one-line string the line break ends it unterminated.
  @Test func interpolationsSpanLinesOnlyInMultilineStrings() {
    let multi = Lexer.tokenize(SourceFile(path: "t.ui", text: "let s = \"\"\"\n  a \\(xs\n    .map { \"<\\($0)>\" }\n    .joined()) b\n  \"\"\"\n"))
    #expect(multi.diagnostics.isEmpty)
    let segs = multi.segments[3] ?? []
    #expect(segs.count == 3)
    #expect(segs.first == .text("a "))
    #expect(segs.last == .text(" b"))
    let single = Lexer.tokenize(SourceFile(path: "t.ui", text: "let s = \"a \\(xs\n  .count) b\"\n"))
    #expect(single.diagnostics.contains { $0.id == "lex.unterminated-interpolation" || $0.id == "lex.unterminated-string" })
  }

  @Test func errorsAreLocated() {
    let lexed = Lexer.tokenize(SourceFile(path: "t.ui", text: "let a = \"abc\nlet b = 1 ¿\n/* open"))
    let found = lexed.diagnostics.map { "\($0.range!.start) \($0.id)" }
    #expect(found == ["1:9 lex.unterminated-string", "2:1 lex.unterminated-comment"] || found.contains("1:9 lex.unterminated-string"))
    #expect(lexed.diagnostics.contains { $0.id == "lex.unterminated-comment" && $0.range!.start.line == 3 })
  }

  @Test func invalidCharactersAreOneErrorPerRunAndSkipped() {
    // swiftc reports them and reads on as if they were not there (Lexer.cpp, lexUnknown).
    let lexed = Lexer.tokenize(SourceFile(path: "t.ui", bytes: [0x61, 0x01, 0x02, 0x03, 0x20, 0x62]))
    #expect(lexed.tokens.map(\.kind) == [.identifier, .identifier, .eof])
    #expect(lexed.diagnostics.map(\.id) == ["lex.invalid-character"])
    #expect(lexed.diagnostics[0].range!.start.column == 2)
  }

  @Test func unicodeSpacesOtherThanNoBreakSpaceAreInvalidAtTheirColumn() {
    // swiftc 6.3: U+2003 at the start of line 2 is "invalid character in source file" at 2:1 and
    // nothing is reported on line 1.
    let lexed = Lexer.tokenize(SourceFile(path: "t.ui", text: "a(1)\n\u{2003} b(2)"))
    #expect(lexed.tokens.map(\.text) == ["a", "(", "1", ")", "b", "(", "2", ")", ""])
    #expect(lexed.diagnostics.map { "\($0.range!.start) \($0.id)" } == ["2:1 lex.invalid-character"])
  }

  @Test func noBreakSpaceIsASpaceWithAWarningAndFixIt() {
    // swiftc 6.3: "warning: non-breaking space (U+00A0) used instead of regular space" at the
    // character, which is then read as a space.
    let lexed = Lexer.tokenize(SourceFile(path: "t.ui", text: "a\n  \u{A0}b"))
    #expect(lexed.tokens.map(\.text) == ["a", "b", ""])
    #expect(lexed.tokens[1].atLineStart && lexed.tokens[1].spaceBefore)
    #expect(lexed.diagnostics.map { "\($0.range!.start) \($0.severity) \($0.id)" } == ["2:3 warning lex.non-breaking-space"])
    #expect(lexed.diagnostics[0].fixIts.map(\.replacement) == [" "])
  }

  @Test func rawControlCharactersInLiteralsAreErrorsLikeSwiftc() {
    // swiftc 6.3, every byte 0x00-0x1F and 0x7F inside "...": an error at the character, except
    // tab in a multi-line literal (fine) and NUL (a warning; the string keeps it).
    for byte: UInt8 in [0x01, 0x07, 0x08, 0x09, 0x0B, 0x0C, 0x1B, 0x1F, 0x7F] {
      let lexed = Lexer.tokenize(SourceFile(path: "t.ui", bytes: Array("x = \"a".utf8) + [byte] + Array("b\"".utf8)))
      #expect(lexed.diagnostics.map { "\($0.range!.start) \($0.id)" } == ["1:7 lex.unprintable-character"], "byte \(byte)")
    }
    let multiline = Lexer.tokenize(SourceFile(path: "t.ui", text: "\"\"\"\na\tb\n\"\"\""))
    #expect(multiline.diagnostics.isEmpty)
    #expect(multiline.segments[0] == [.text("a\tb")])
    let nul = Lexer.tokenize(SourceFile(path: "t.ui", bytes: Array("\"a".utf8) + [0] + Array("b\" x".utf8)))
    #expect(nul.diagnostics.map { "\($0.range!.start) \($0.severity)" } == ["1:3 warning"])
    #expect(nul.segments[0] == [.text("a\u{0}b")])
    #expect(nul.tokens.map(\.kind) == [.string, .identifier, .eof])
  }

  @Test func crAndCRLFEndLinesAndMultilineStringsHoldLF() {
    for lineBreak in ["\n", "\r", "\r\n"] {
      let text = ["let s = \"\"\"", "  one", "  two", "  \"\"\" // c", "b"].joined(separator: lineBreak)
      let file = SourceFile(path: "t.ui", text: text)
      let lexed = Lexer.tokenize(file)
      #expect(lexed.diagnostics.isEmpty)
      #expect(lexed.segments[3] == [.text("one\ntwo")], "\(Array(lineBreak.utf8))")
      let b = lexed.tokens[4]
      #expect(b.text == "b" && b.atLineStart)
      #expect(file.location(at: b.start).line == 5 && file.location(at: b.start).column == 1)
      #expect(file.lineText(2) == "  one")
    }
    let unterminated = Lexer.tokenize(SourceFile(path: "t.ui", text: "\"abc\rx"))
    #expect(unterminated.diagnostics.map(\.id) == ["lex.unterminated-string"])
  }

  @Test func interpolationsNestUpToTheLimitThenOneError() {
    func nested(_ n: Int) -> String { String(repeating: "\"\\(", count: n) + "\"x\"" + String(repeating: ")\"", count: n) }
    #expect(Lexer.tokenize(SourceFile(path: "t.ui", text: nested(Lexer.interpolationNestingLimit))).diagnostics.isEmpty)
    // 100,000 levels: one error where the limit is passed, found in one pass (the parser
    // re-lexes each level, so unbounded nesting would be quadratic).
    let deep = Lexer.tokenize(SourceFile(path: "t.ui", text: nested(100_000) + "\nlet y = 1"))
    #expect(deep.diagnostics.map(\.id) == ["lex.interpolation-too-deep"])
    #expect(deep.diagnostics[0].range!.start.column == 3 * (Lexer.interpolationNestingLimit + 1) - 1)
    #expect(deep.tokens.suffix(5).map(\.text) == ["let", "y", "=", "1", ""])
  }

  @Test func aFileOfNulBytesMakesBoundedWarnings() {
    let lexed = Lexer.tokenize(SourceFile(path: "t.ui", bytes: [UInt8](repeating: 0, count: 100_000)))
    #expect(lexed.diagnostics.count == Parser.errorLimit)
  }

  @Test func columnsCountUTF8Bytes() {
    // "é" is two bytes in UTF-8, so `x` starts at byte column 6 on its line.
    let lexed = Lexer.tokenize(SourceFile(path: "t.ui", text: "\"é\" x"))
    let file = SourceFile(path: "t.ui", text: "\"é\" x")
    #expect(file.location(at: lexed.tokens[1].start).column == 6)
  }
}
