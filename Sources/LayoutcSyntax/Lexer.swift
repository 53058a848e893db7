import LayoutcSource

/// Turns bytes into tokens. Never fails: bytes it does not understand become `.unknown`
/// tokens with a diagnostic, so the parser always sees a complete stream ending in `.eof`.
public struct Lexer {
  let file: SourceFile
  let bytes: [UInt8]
  var pos: Int
  let end: Int
  public private(set) var diagnostics: [Diagnostic] = []

  public init(file: SourceFile, start: Int = 0, end: Int? = nil) {
    self.file = file
    self.bytes = file.bytes
    self.pos = start
    self.end = min(end ?? file.bytes.count, file.bytes.count)
  }

  /// Lexes the whole range. The last token is always `.eof`.
  public static func tokenize(_ file: SourceFile, start: Int = 0, end: Int? = nil) -> (
    tokens: [Token], segments: [Int: [StringSegmentToken]], diagnostics: [Diagnostic]
  ) {
    var lexer = Lexer(file: file, start: start, end: end)
    var tokens: [Token] = []
    var segments: [Int: [StringSegmentToken]] = [:]
    while true {
      var (token, segs) = lexer.next()
      if let last = tokens.indices.last {
        tokens[last].spaceAfter = token.spaceBefore || token.kind == .eof
      }
      if let segs { segments[tokens.count] = segs }
      token.spaceAfter = true
      tokens.append(token)
      if token.kind == .eof { break }
    }
    return (tokens, segments, lexer.diagnostics)
  }

  func peek(_ k: Int = 0) -> UInt8 { pos + k < end ? bytes[pos + k] : 0 }

  mutating func error(_ message: DiagnosticMessage, _ from: Int, _ to: Int) {
    diagnostics.append(message.at(file.range(from, to), in: file))
  }

  /// Skips whitespace and comments; reports whether a line break or any space was seen.
  mutating func skipTrivia() -> (newline: Bool, space: Bool) {
    var newline = false, space = false
    while pos < end {
      let c = bytes[pos]
      if c == 0x0A { newline = true; space = true; pos += 1 }
      else if c == 0x20 || c == 0x09 || c == 0x0D || c == 0x0B || c == 0x0C { space = true; pos += 1 }
      else if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
        space = true
        while pos < end && bytes[pos] != 0x0A { pos += 1 }
      } else if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
        space = true
        let start = pos
        pos += 2
        var depth = 1  // Swift block comments nest.
        while pos < end && depth > 0 {
          if bytes[pos] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") { depth += 1; pos += 2 }
          else if bytes[pos] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") { depth -= 1; pos += 2 }
          else { if bytes[pos] == 0x0A { newline = true }; pos += 1 }
        }
        if depth > 0 { error(SyntaxDiagnostics.unterminatedBlockComment, start, start + 2) }
      } else { break }
    }
    return (newline, space)
  }

  mutating func next() -> (Token, [StringSegmentToken]?) {
    let trivia = skipTrivia()
    let start = pos
    func make(_ kind: TokenKind) -> Token {
      Token(
        kind: kind, text: String(decoding: bytes[start..<pos], as: UTF8.self), start: start, end: pos,
        atLineStart: trivia.newline || start == 0, spaceBefore: trivia.space || start == 0,
        spaceAfter: false)
    }
    guard pos < end else { return (make(.eof), nil) }
    let c = bytes[pos]
    if Lexer.isIdentifierStart(c) && (c < 0x80 || identifierScalarLength(at: pos) > 0) {
      while pos < end && Lexer.isIdentifierContinue(bytes[pos]) {
        if bytes[pos] >= 0x80 {
          let n = identifierScalarLength(at: pos)
          if n == 0 { break }
          pos += n
        } else {
          pos += 1
        }
      }
      var token = make(.identifier)
      if Keywords.reserved.contains(token.text) { token.kind = .keyword }
      return (token, nil)
    }
    if Lexer.isDigit(c) { lexNumber(); return (make(numberKind(start)), nil) }
    switch c {
    case UInt8(ascii: "`"):
      pos += 1
      let nameStart = pos
      while pos < end && Lexer.isIdentifierContinue(bytes[pos]) { pos += 1 }
      if pos < end && bytes[pos] == UInt8(ascii: "`") && pos > nameStart {
        pos += 1
        var token = make(.identifier)
        token.text = String(decoding: bytes[nameStart..<(pos - 1)], as: UTF8.self)
        return (token, nil)
      }
      error(SyntaxDiagnostics.invalidCharacter, start, start + 1)
      pos = start + 1
      return (make(.unknown), nil)
    case UInt8(ascii: "\""):
      let segments = lexString()
      return (make(.string), segments)
    case UInt8(ascii: "$"):
      pos += 1
      while pos < end && Lexer.isIdentifierContinue(bytes[pos]) { pos += 1 }
      if pos == start + 1 { error(SyntaxDiagnostics.invalidCharacter, start, pos); return (make(.unknown), nil) }
      return (make(.dollarIdentifier), nil)
    case UInt8(ascii: "#"), UInt8(ascii: "@"):
      pos += 1
      while pos < end && Lexer.isIdentifierContinue(bytes[pos]) { pos += 1 }
      if pos == start + 1 { error(SyntaxDiagnostics.invalidCharacter, start, pos); return (make(.unknown), nil) }
      return (make(c == UInt8(ascii: "#") ? .poundIdentifier : .attribute), nil)
    case UInt8(ascii: "("): pos += 1; return (make(.leftParen), nil)
    case UInt8(ascii: ")"): pos += 1; return (make(.rightParen), nil)
    case UInt8(ascii: "{"): pos += 1; return (make(.leftBrace), nil)
    case UInt8(ascii: "}"): pos += 1; return (make(.rightBrace), nil)
    case UInt8(ascii: "["): pos += 1; return (make(.leftBracket), nil)
    case UInt8(ascii: "]"): pos += 1; return (make(.rightBracket), nil)
    case UInt8(ascii: ","): pos += 1; return (make(.comma), nil)
    case UInt8(ascii: ":"): pos += 1; return (make(.colon), nil)
    case UInt8(ascii: ";"): pos += 1; return (make(.semicolon), nil)
    case UInt8(ascii: "\\"): pos += 1; return (make(.backslash), nil)
    default: break
    }
    if c == UInt8(ascii: ".") && peek(1) != UInt8(ascii: ".") { pos += 1; return (make(.period), nil) }
    if Lexer.isOperatorChar(c) || c == UInt8(ascii: ".") {
      // Dots belong to an operator only when it starts with one (`..<`), as in Swift.
      let dotted = c == UInt8(ascii: ".")
      pos += 1
      while pos < end {
        let d = bytes[pos]
        if d == UInt8(ascii: "/") && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")) { break }
        if Lexer.isOperatorChar(d) || (dotted && d == UInt8(ascii: ".")) { pos += 1 } else { break }
      }
      var token = make(.operator)
      switch token.text {
      case "=": token.kind = .equal
      case "->": token.kind = .arrow
      case "?": token.kind = .questionMark
      case "!": token.kind = .exclamation
      case "&": token.kind = .ampersand
      default: break
      }
      return (token, nil)
    }
    if let segments = lexMisquotedString() { return (make(.string), segments) }
    // Anything else: one run of bytes we cannot read, reported once.
    while pos < end {
      let b = bytes[pos]
      if b >= 0x80 {
        if pos > start && identifierScalarLength(at: pos) > 0 { break }
        pos += 1
        while pos < end && bytes[pos] & 0xC0 == 0x80 { pos += 1 }  // rest of the scalar
        continue
      }
      if Lexer.isRecognizedStart(b) { break }
      pos += 1
    }
    if pos == start { pos += 1 }
    error(SyntaxDiagnostics.invalidCharacter, start, pos)
    return (make(.unknown), nil)
  }

  /// `'text'` and `“text”`, closed on the same line: read as the string the author meant,
  /// with swiftc's one error at the opening quote, so the rest of the line parses cleanly.
  mutating func lexMisquotedString() -> [StringSegmentToken]? {
    let start = pos
    let curly: [UInt8] = [0xE2, 0x80, 0x9C], curlyClose: [UInt8] = [0xE2, 0x80, 0x9D]
    let isCurly = bytes[pos..<min(pos + 3, end)].elementsEqual(curly)
    guard isCurly || bytes[pos] == UInt8(ascii: "'") else { return nil }
    let open = isCurly ? 3 : 1
    var p = pos + open
    while p < end && bytes[p] != 0x0A {
      let rest = bytes[p..<min(p + 3, end)]
      if isCurly && (rest.elementsEqual(curlyClose) || rest.elementsEqual(curly)) {
        pos = p + 3
      } else if bytes[p] == UInt8(ascii: isCurly ? "\"" : "'") {
        pos = p + 1
      } else {
        p += 1
        continue
      }
      error(isCurly ? SyntaxDiagnostics.curlyQuote : SyntaxDiagnostics.singleQuotedString, start, start + open)
      return [.text(String(decoding: bytes[(start + open)..<p], as: UTF8.self))]
    }
    return nil
  }

  /// The byte length of the scalar at `p` if Swift allows it in identifiers (letters, marks,
  /// digits and emoji; not punctuation or symbols such as `¿` or `§`), else 0.
  func identifierScalarLength(at p: Int) -> Int {
    let lead = bytes[p]
    let n = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    guard p + n <= end else { return 0 }
    var decoded = String(decoding: bytes[p..<(p + n)], as: UTF8.self).unicodeScalars.makeIterator()
    guard let scalar = decoded.next(), scalar.value != 0xFFFD else { return 0 }
    let props = scalar.properties
    if props.isAlphabetic || props.isEmoji && scalar.value > 0xFF { return n }
    switch props.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .connectorPunctuation, .format:
      return n
    default:
      return 0
    }
  }

  func numberKind(_ start: Int) -> TokenKind {
    let text = bytes[start..<pos]
    if text.starts(with: [UInt8(ascii: "0"), UInt8(ascii: "x")]) { return .integer }
    return text.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") })
      ? .float : .integer
  }

  mutating func lexNumber() {
    let start = pos
    var base = "digit"
    var isDigitOfBase: (UInt8) -> Bool = Lexer.isDigit
    if bytes[pos] == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "b") || peek(1) == UInt8(ascii: "o")) {
      switch peek(1) {
      case UInt8(ascii: "x"): base = "hexadecimal digit (0-9, A-F)"; isDigitOfBase = Lexer.isHexDigit
      case UInt8(ascii: "b"): base = "binary digit (0 or 1)"; isDigitOfBase = { $0 == 0x30 || $0 == 0x31 }
      default: base = "octal digit (0-7)"; isDigitOfBase = { $0 >= 0x30 && $0 <= 0x37 }
      }
      pos += 2
      while pos < end && (isDigitOfBase(bytes[pos]) || bytes[pos] == UInt8(ascii: "_")) { pos += 1 }
      if pos == start + 2 && !(pos < end && Lexer.isIdentifierContinue(bytes[pos])) {
        error(SyntaxDiagnostics.expectedDigits(base), start, pos)
        return
      }
      reportTrailingLetters(base: base, literal: "integer literal")
      return
    }
    func digits() { while pos < end && (Lexer.isDigit(bytes[pos]) || bytes[pos] == UInt8(ascii: "_")) { pos += 1 } }
    digits()
    var literal = "integer literal"
    if peek() == UInt8(ascii: ".") && Lexer.isDigit(peek(1)) { pos += 1; digits(); literal = "floating point literal" }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      pos += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { pos += 1 }
      if Lexer.isDigit(peek()) {
        digits()
        literal = "floating point literal"
      } else {
        // `1e`, `1e+`: swiftc points where the exponent's digits should start.
        error(SyntaxDiagnostics.expectedExponentDigit, pos, pos)
        while pos < end && Lexer.isIdentifierContinue(bytes[pos]) { pos += 1 }
        return
      }
    }
    reportTrailingLetters(base: base, literal: literal)
  }

  /// Letters (or digits of another base) glued to a number, as in `12px` or `0b102`: one
  /// error naming the first bad character, and the rest of the word is consumed with it.
  mutating func reportTrailingLetters(base: String, literal: String) {
    guard pos < end && Lexer.isIdentifierContinue(bytes[pos]) else { return }
    let bad = pos
    let n = bytes[pos] >= 0x80 ? max(1, identifierScalarLength(at: pos)) : 1
    let character = String(decoding: bytes[bad..<min(bad + n, end)], as: UTF8.self)
    while pos < end && Lexer.isIdentifierContinue(bytes[pos]) { pos += 1 }
    error(SyntaxDiagnostics.invalidDigit(character, base, literal: literal), bad, bad + n)
  }

  /// Scans a string literal starting at `"` (or `"""`); returns its segments.
  mutating func lexString() -> [StringSegmentToken] {
    let start = pos
    let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    pos += multiline ? 3 : 1
    if multiline {
      var p = pos
      while p < end && (bytes[p] == 0x20 || bytes[p] == 0x09 || bytes[p] == 0x0D) { p += 1 }
      if p < end && bytes[p] != 0x0A { error(SyntaxDiagnostics.multilineStringStart, p, p + 1) }
    }
    var segments: [StringSegmentToken] = []
    var closingIndent: String? = nil
    var text: [UInt8] = []
    func flush() { if !text.isEmpty { segments.append(.text(String(decoding: text, as: UTF8.self))); text = [] } }
    while true {
      guard pos < end, multiline || bytes[pos] != 0x0A else {
        error(SyntaxDiagnostics.unterminatedString, start, start + 1)
        break
      }
      let c = bytes[pos]
      if c == UInt8(ascii: "\"") {
        if !multiline { pos += 1; break }
        if peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") {
          var p = pos - 1
          while p > start && (bytes[p] == 0x20 || bytes[p] == 0x09) { p -= 1 }
          if bytes[p] != 0x0A { error(SyntaxDiagnostics.multilineStringEnd, pos, pos + 3) }
          closingIndent = String(decoding: bytes[(p + 1)..<pos], as: UTF8.self)
          pos += 3
          break
        }
      }
      if c == UInt8(ascii: "\\") {
        let escStart = pos
        pos += 1
        let e = peek()
        switch e {
        case UInt8(ascii: "n"): text.append(0x0A); pos += 1
        case UInt8(ascii: "t"): text.append(0x09); pos += 1
        case UInt8(ascii: "r"): text.append(0x0D); pos += 1
        case UInt8(ascii: "0"): text.append(0); pos += 1
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): text.append(e); pos += 1
        case UInt8(ascii: "("):
          flush()
          pos += 1
          let exprStart = pos
          if skipInterpolation() {
            segments.append(.interpolation(start: exprStart, end: pos - 1))
          } else {
            error(SyntaxDiagnostics.unbalancedInterpolation, escStart, escStart + 2)
            return segments
          }
        case UInt8(ascii: "u") where peek(1) == UInt8(ascii: "{"):
          pos += 2
          let hexStart = pos
          while pos < end && Lexer.isHexDigit(bytes[pos]) { pos += 1 }
          let hex = String(decoding: bytes[hexStart..<pos], as: UTF8.self)
          if peek() == UInt8(ascii: "}"), let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) {
            pos += 1
            text.append(contentsOf: Array(String(Character(scalar)).utf8))
          } else if peek() == UInt8(ascii: "}") && !hex.isEmpty && hex.count <= 8 {
            pos += 1
            error(SyntaxDiagnostics.invalidUnicodeScalar, escStart, pos)
          } else {
            error(SyntaxDiagnostics.invalidEscape, escStart, pos)
          }
        case UInt8(ascii: "u"):
          pos += 1
          error(SyntaxDiagnostics.unicodeEscapeNeedsBraces, escStart, pos)
        default:
          error(SyntaxDiagnostics.invalidEscape, escStart, min(pos + 1, end))
          if pos < end && bytes[pos] != 0x0A { pos += 1 }
        }
        continue
      }
      text.append(c)
      pos += 1
    }
    flush()
    if multiline, let closingIndent { return Lexer.stripMultilineIndentation(segments, indent: closingIndent) }
    return segments
  }

  /// Swift's rules for `"""` strings: the content starts on the line after the opening
  /// delimiter, the closing delimiter's indentation is removed from every line, and the line
  /// break before the closing delimiter is not part of the string.
  static func stripMultilineIndentation(_ segments: [StringSegmentToken], indent: String) -> [StringSegmentToken] {
    var out: [StringSegmentToken] = []
    var atLineStart = false
    var isFirst = true
    for (i, segment) in segments.enumerated() {
      guard case .text(var s) = segment else {
        out.append(segment)
        atLineStart = false
        isFirst = false
        continue
      }
      if isFirst, let newline = s.firstIndex(of: "\n") {
        s = String(s[s.index(after: newline)...])
        atLineStart = true
      }
      isFirst = false
      var lines = s.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for j in lines.indices where (j > 0 || atLineStart) && lines[j].hasPrefix(indent) {
        lines[j].removeFirst(indent.count)
      }
      var text = lines.joined(separator: "\n")
      if i == segments.count - 1, text.hasSuffix("\n") { text.removeLast() }
      atLineStart = text.hasSuffix("\n")
      if !text.isEmpty { out.append(.text(text)) }
    }
    return out
  }

  /// Skips the expression of an interpolation up to and including its closing `)`, stepping
  /// over nested parentheses and nested string literals. False if the line or file ends first.
  mutating func skipInterpolation() -> Bool {
    var depth = 1
    while pos < end {
      let c = bytes[pos]
      if c == 0x0A { return false }
      if c == UInt8(ascii: "\"") {
        // A string inside the interpolation. If it is unterminated, the line ends inside
        // the interpolation too: that is reported once, by the caller.
        let reported = diagnostics.count
        _ = lexString()
        if pos >= end || bytes[pos] == 0x0A { diagnostics.removeSubrange(reported...) }
        continue
      }
      pos += 1
      if c == UInt8(ascii: "(") { depth += 1 }
      if c == UInt8(ascii: ")") { depth -= 1; if depth == 0 { return true } }
    }
    return false
  }

  static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
  static func isHexDigit(_ c: UInt8) -> Bool {
    isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)
  }
  /// Letters, `_`, and any non-ASCII byte (Swift identifiers may be Unicode).
  static func isIdentifierStart(_ c: UInt8) -> Bool {
    (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c >= 0x80
  }
  static func isIdentifierContinue(_ c: UInt8) -> Bool { isIdentifierStart(c) || isDigit(c) }
  static func isOperatorChar(_ c: UInt8) -> Bool {
    switch c {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
      UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
      UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
      true
    default: false
    }
  }
  static func isRecognizedStart(_ c: UInt8) -> Bool {
    if isIdentifierStart(c) || isDigit(c) || isOperatorChar(c) { return true }
    return Array(" \t\r\n\"$#@(){}[],:;.\\`".utf8).contains(c)
  }
}
