import LayoutcSource

/// Numeric literals: decimal, hexadecimal, binary and octal integers, and floating point.
extension Lexer {
  func numberKind(_ start: Int) -> TokenKind {
    let text = bytes[start..<pos]
    if text.starts(with: [UInt8(ascii: "0"), UInt8(ascii: "x")]) {
      return text.contains(where: { $0 == UInt8(ascii: "p") || $0 == UInt8(ascii: "P") }) ? .float : .integer
    }
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
      if bytes[start + 1] == UInt8(ascii: "x"), let exponentEnd = hexFloatEnd() {
        // `0x1.0p64`, `0x1p-3`: a hexadecimal float (its `p` exponent is a power of two).
        pos = exponentEnd
        reportTrailingLetters(base: "digit", literal: "floating point literal")
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

  /// After a hexadecimal literal's digits: the end of its fraction and `p` exponent when they
  /// make it a float (`.8p1`, `p-3`), else nil (`0xFF.byteSwapped` is a member access).
  func hexFloatEnd() -> Int? {
    var p = pos
    if p < end && bytes[p] == UInt8(ascii: ".") {
      p += 1
      let fraction = p
      while p < end && (Lexer.isHexDigit(bytes[p]) || bytes[p] == UInt8(ascii: "_")) { p += 1 }
      if p == fraction { return nil }
    }
    guard p < end, bytes[p] == UInt8(ascii: "p") || bytes[p] == UInt8(ascii: "P") else { return nil }
    p += 1
    if p < end && (bytes[p] == UInt8(ascii: "+") || bytes[p] == UInt8(ascii: "-")) { p += 1 }
    let digits = p
    while p < end && (Lexer.isDigit(bytes[p]) || bytes[p] == UInt8(ascii: "_")) { p += 1 }
    return p > digits ? p : nil
  }
}
