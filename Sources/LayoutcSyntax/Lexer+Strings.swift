import LayoutcSource

/// String literals: escapes, interpolation, multi-line strings, misquoted strings.
extension Lexer {
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

  /// Scans a string literal starting at `"` (or `"""`); returns its segments.
  mutating func lexString() -> [StringSegmentToken] {
    let start = pos
    stringDepth += 1
    defer {
      stringDepth -= 1
      if stringDepth == 0, let at = stringTooDeepAt {
        error(SyntaxDiagnostics.nestingTooDeep, at, at + 1)
        stringTooDeepAt = nil
      }
    }
    if stringDepth > Parser.maximumDepth {
      // Give up on the rest of the line: the outermost literal reports it once.
      if stringTooDeepAt == nil { stringTooDeepAt = start }
      while pos < end && bytes[pos] != 0x0A { pos += 1 }
      return []
    }
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
            if stringTooDeepAt == nil { error(SyntaxDiagnostics.unbalancedInterpolation, escStart, escStart + 2) }
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
}
