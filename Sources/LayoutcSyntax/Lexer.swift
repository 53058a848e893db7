import LayoutcSource

/// Turns bytes into tokens. Never fails: bytes it does not understand become `.unknown`
/// tokens with a diagnostic, so the parser always sees a complete stream ending in `.eof`.
public struct Lexer {
  let file: SourceFile
  let bytes: [UInt8]
  var pos: Int
  let end: Int
  public internal(set) var diagnostics: [Diagnostic] = []
  /// String literals open inside interpolations at this point (`"\("\(x)")"`: 2 in `x`).
  var interpolationDepth = 0
  /// Set when interpolations nested past `interpolationNestingLimit`: the literals around
  /// give up quietly up to the outermost, which reported it.
  var interpolationTooDeep = false
  /// The token before the one being lexed: whether a `/` opens a regex literal depends on it.
  var previous: Token?

  /// How deeply string interpolations may nest. The parser lexes each interpolation again
  /// from its bytes, so every level of nesting costs another pass over the levels inside it:
  /// the limit keeps that a small multiple of the file (unbounded, 2,000 levels take > 10 s).
  public static let interpolationNestingLimit = 32

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
      lexer.previous = token
      token.spaceAfter = true
      tokens.append(token)
      if token.kind == .eof { break }
    }
    return (tokens, segments, lexer.diagnostics)
  }

  func peek(_ k: Int = 0) -> UInt8 { pos + k < end ? bytes[pos + k] : 0 }

  mutating func error(_ message: DiagnosticMessage, _ from: Int, _ to: Int) {
    report(message.at(file.range(from, to), in: file))
  }

  /// Records a diagnostic, up to `Parser.errorLimit` errors (the parser stops there) and as
  /// many warnings: an 8 MiB file of NUL bytes must not make 8 million diagnostics.
  mutating func report(_ d: Diagnostic) {
    let sameSeverity = diagnostics.reduce(0) { $0 + ($1.severity == d.severity ? 1 : 0) }
    if sameSeverity < Parser.errorLimit { diagnostics.append(d) }
  }

  /// Skips whitespace and comments; reports whether a line break or any space was seen.
  /// Whitespace is Swift's: space, tab, VT, FF, NUL (with swiftc's warning) and the line
  /// breaks LF, CR and CRLF; a no-break space is a space with swiftc's warning and fix-it.
  mutating func skipTrivia() -> (newline: Bool, space: Bool) {
    var newline = false, space = false
    while pos < end {
      let c = bytes[pos]
      if c == 0x0A || c == 0x0D { newline = true; space = true; pos += 1 }
      else if pos == 0 && c == UInt8(ascii: "#") && peek(1) == UInt8(ascii: "!") {
        // `#!/usr/bin/swift` on a script's first line: swiftc skips it as a comment.
        while pos < end && bytes[pos] != 0x0A && bytes[pos] != 0x0D { pos += 1 }
      }
      else if c == 0x20 || c == 0x09 || c == 0x0B || c == 0x0C { space = true; pos += 1 }
      else if c == 0 { warnNul(at: pos); space = true; pos += 1 }
      else if c == 0xC2 && peek(1) == 0xA0 {
        warnNoBreakSpace(at: pos)
        space = true
        pos += 2
      } else if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
        space = true
        while pos < end && bytes[pos] != 0x0A && bytes[pos] != 0x0D {
          if bytes[pos] == 0 { warnNul(at: pos) }
          pos += 1
        }
      } else if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
        space = true
        let start = pos
        pos += 2
        var depth = 1  // Swift block comments nest.
        while pos < end && depth > 0 {
          if bytes[pos] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") { depth += 1; pos += 2 }
          else if bytes[pos] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") { depth -= 1; pos += 2 }
          else {
            if bytes[pos] == 0x0A || bytes[pos] == 0x0D { newline = true }
            if bytes[pos] == 0 { warnNul(at: pos) }
            pos += 1
          }
        }
        if depth > 0 { error(SyntaxDiagnostics.unterminatedBlockComment, start, start + 2) }
      } else if !startsToken(at: pos) {
        skipInvalidCharacters()
      } else { break }
    }
    return (newline, space)
  }

  /// Whether a token can start at `p`: otherwise the characters there are invalid in Swift
  /// source. swiftc (Lexer.cpp, `lexUnknown`) reports them and skips them as trivia ("skip
  /// presumed whitespace"), so the tokens around them parse as if they were not there.
  func startsToken(at p: Int) -> Bool {
    let c = bytes[p]
    if c < 0x80 { return Lexer.isRecognizedStart(c) || c == UInt8(ascii: "'") }
    return identifierScalarLength(at: p) > 0 || bytes[p..<min(p + 3, end)].elementsEqual([0xE2, 0x80, 0x9C])
  }

  /// One run of characters that cannot start a token, reported once.
  mutating func skipInvalidCharacters() {
    let start = pos
    while pos < end && (pos == start || !startsToken(at: pos) && !(bytes[pos] == 0xC2 && peek(1) == 0xA0)) {
      pos += 1
      while pos < end && bytes[pos] & 0xC0 == 0x80 { pos += 1 }  // rest of the scalar
    }
    error(SyntaxDiagnostics.invalidCharacter, start, pos)
  }

  /// swiftc warns about a NUL byte anywhere but at the end of the buffer and reads on: as
  /// whitespace between tokens, as itself inside a string literal (checked with swiftc 6.3).
  mutating func warnNul(at p: Int) {
    report(SyntaxDiagnostics.nulCharacter.at(file.range(p, p + 1), in: file))
  }

  /// swiftc (Lexer.cpp, `lex_nonbreaking_space`) treats U+00A0 between tokens as a space, with a
  /// warning and a fix-it to a plain one; other Unicode spaces are invalid characters.
  mutating func warnNoBreakSpace(at p: Int) {
    let range = file.range(p, p + 2)
    report(SyntaxDiagnostics.noBreakSpace.at(range, in: file, fixIts: [FixIt(range: range, replacement: " ")]))
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
      // Every reserved word but `Self` starts with a lowercase letter: type names (most
      // identifiers in a view) skip hashing the set.
      if c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z") || c == UInt8(ascii: "S"), Keywords.reserved.contains(token.text) {
        token.kind = .keyword
      }
      return (token, nil)
    }
    if Lexer.isDigit(c) {
      // After a member dot (`pair.1.0`) a number is a tuple index: digits only, as Swift lexes
      // it (Lexer::lexNumber after a period), so `.1.0` is two members, not the float `1.0`.
      if start > 0 && bytes[start - 1] == UInt8(ascii: ".") && (start < 2 || bytes[start - 2] != UInt8(ascii: ".")) {
        while pos < end && Lexer.isDigit(bytes[pos]) { pos += 1 }
        return (make(.integer), nil)
      }
      lexNumber()
      return (make(numberKind(start)), nil)
    }
    switch c {
    case UInt8(ascii: "`"):
      pos += 1
      let nameStart = pos
      while pos < end && Lexer.isIdentifierContinue(bytes[pos]) { pos += 1 }
      // A raw identifier (SE-0451, Swift 6.2): any characters but a backtick or a line break,
      // not only spaces (`` func `adds two numbers`() ``).
      while pos < end, bytes[pos] != UInt8(ascii: "`"), bytes[pos] != UInt8(ascii: "\n"), bytes[pos] != UInt8(ascii: "\r"), bytes[pos] != 0 {
        pos += 1
      }
      if pos < end && bytes[pos] == UInt8(ascii: "`") && bytes[nameStart..<pos].contains(where: { $0 != UInt8(ascii: " ") }) {
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
    case UInt8(ascii: "#") where extendedRegexEnd() != nil:
      pos = extendedRegexEnd()!
      return (make(.regex), nil)
    case UInt8(ascii: "/") where bareRegexEnd(after: previous) != nil:
      pos = bareRegexEnd(after: previous)!
      return (make(.regex), nil)
    case UInt8(ascii: "#") where rawStringDelimiter(at: pos) > 0:
      let segments = lexString(rawDelimiter: rawStringDelimiter(at: pos))
      return (make(.string), segments)
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
      token.kind = Lexer.operatorKind(token.text)
      return (token, nil)
    }
    if let segments = lexMisquotedString() { return (make(.string), segments) }
    // Anything else: one run of bytes we cannot read, reported once.
    while pos < end {
      let b = bytes[pos]
      if b >= 0x80 {
        if pos > start && (identifierScalarLength(at: pos) > 0 || b == 0xC2 && peek(1) == 0xA0) { break }
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

  /// The kind of a token spelled with operator characters: punctuation Swift reserves, or an
  /// operator.
  static func operatorKind(_ text: String) -> TokenKind {
    switch text {
    case "=": .equal
    case "->": .arrow
    case "?": .questionMark
    case "!": .exclamation
    case "&": .ampersand
    default: .operator
    }
  }

  /// LF or CR: CR alone and CRLF end lines too, as in Swift.
  static func isLineBreak(_ c: UInt8) -> Bool { c == 0x0A || c == 0x0D }
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
    // A switch, not a search of the characters' bytes: that built an array for every
    // punctuation token and every space (12 % of parsing a stack of Texts).
    switch c {
    case 0x20, 0x09, 0x0D, 0x0A, 0x0B, 0x0C, 0x00, UInt8(ascii: "\""), UInt8(ascii: "$"), UInt8(ascii: "#"), UInt8(ascii: "@"),
      UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"),
      UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "."), UInt8(ascii: "\\"), UInt8(ascii: "`"):
      return true
    default:
      return false
    }
  }
}
