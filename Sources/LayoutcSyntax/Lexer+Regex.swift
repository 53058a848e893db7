/// Regex literals (SE-0354): `/a+b/` where an expression starts, and the extended
/// `#/ … /#` (which may span lines when `#/` ends its line). layoutc does not read a regex's
/// pattern: the literal is one `.regex` token, so that the code around it parses.
extension Lexer {
  /// The end of the bare regex literal whose `/` is at `pos`, or nil when the `/` is an
  /// operator. Swift's rules: the `/` starts an expression (the token before it cannot end one),
  /// is not followed by a space, tab or `/`, and an unescaped `/` outside a character class
  /// closes it on the same line.
  func bareRegexEnd(after previous: Token?) -> Int? {
    if let previous, Self.endsExpression(previous) { return nil }
    let first = peek(1)
    guard first != 0x20, first != 0x09, first != UInt8(ascii: "/"), first != UInt8(ascii: "*"), first != UInt8(ascii: ")"), !Lexer.isLineBreak(first) else { return nil }
    var p = pos + 1
    var classDepth = 0
    while p < end {
      let c = bytes[p]
      if Lexer.isLineBreak(c) { return nil }
      if c == UInt8(ascii: "\\") {
        p += 2
        continue
      }
      if c == UInt8(ascii: "[") { classDepth += 1 }
      if c == UInt8(ascii: "]"), classDepth > 0 { classDepth -= 1 }
      if c == UInt8(ascii: "/"), classDepth == 0 {
        // `/x/ ` closing before a space is fine; a closing `/` the previous character escapes
        // was skipped above.
        return bytes[p - 1] == 0x20 && p == pos + 2 ? nil : p + 1
      }
      p += 1
    }
    return nil
  }

  /// The end of the extended regex literal `#/ … /#` (any number of `#`) at `pos`, or nil.
  func extendedRegexEnd() -> Int? {
    var hashes = 0
    while pos + hashes < end, bytes[pos + hashes] == UInt8(ascii: "#") { hashes += 1 }
    guard pos + hashes < end, bytes[pos + hashes] == UInt8(ascii: "/") else { return nil }
    var p = pos + hashes + 1
    // On one line unless `#/` ends its line (a multi-line literal).
    let multiLine = p < end && Lexer.isLineBreak(bytes[p])
    while p < end {
      let c = bytes[p]
      if Lexer.isLineBreak(c) && !multiLine { return nil }
      if c == UInt8(ascii: "/") {
        var k = 0
        while k < hashes, p + 1 + k < end, bytes[p + 1 + k] == UInt8(ascii: "#") { k += 1 }
        if k == hashes { return p + 1 + hashes }
      }
      p += 1
    }
    return nil
  }

  /// Whether `t` can end an expression, so that a `/` after it is a binary operator.
  static func endsExpression(_ t: Token) -> Bool {
    switch t.kind {
    case .identifier, .dollarIdentifier, .integer, .float, .string, .regex, .rightParen, .rightBracket, .rightBrace: true
    case .keyword: ["self", "Self", "super", "true", "false", "nil", "init"].contains(t.text)
    // A postfix `?` or `!` (`x! / 2`), written against its operand.
    case .questionMark, .exclamation: !t.spaceBefore
    default: false
    }
  }
}
