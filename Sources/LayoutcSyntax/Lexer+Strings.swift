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
    while p < end && bytes[p] != 0x0A && bytes[p] != 0x0D {
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

  /// The number of `#` before a `"` at `p` (`#"raw"#` has 1), or 0 when no string starts.
  func rawStringDelimiter(at p: Int) -> Int {
    var q = p
    while q < end && bytes[q] == UInt8(ascii: "#") { q += 1 }
    return q < end && bytes[q] == UInt8(ascii: "\"") ? q - p : 0
  }

  /// Whether `count` `#` follow position `p`: the rest of a raw string's delimiter.
  func hashes(after p: Int, _ count: Int) -> Bool {
    guard p + count <= end else { return false }
    return (0..<count).allSatisfy { bytes[p + $0] == UInt8(ascii: "#") }
  }

  /// Scans a string literal starting at `"` (or `"""`), or at the `#`s of a raw string
  /// (`#"\d"#`, whose escapes and interpolations take as many `#`: `\#(x)`); returns its
  /// segments.
  mutating func lexString(rawDelimiter raw: Int = 0) -> [StringSegmentToken] {
    let start = pos
    pos += raw
    // `#"""#` is a raw one-line string holding a quote, not a multi-line delimiter (swiftc
    // reads `"""` followed by the closing `#`s so).
    let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") && !(raw > 0 && hashes(after: pos + 3, raw))
    pos += multiline ? 3 : 1
    if multiline {
      var p = pos
      while p < end && (bytes[p] == 0x20 || bytes[p] == 0x09) { p += 1 }
      if p < end && !Lexer.isLineBreak(bytes[p]) { error(SyntaxDiagnostics.multilineStringStart, p, p + 1) }
    }
    var segments: [StringSegmentToken] = []
    var closingIndent: String? = nil
    var text: [UInt8] = []
    func flush() { if !text.isEmpty { segments.append(.text(String(decoding: text, as: UTF8.self))); text = [] } }
    while true {
      guard pos < end, multiline || !Lexer.isLineBreak(bytes[pos]) else {
        error(SyntaxDiagnostics.unterminatedString, start, start + 1)
        break
      }
      let c = bytes[pos]
      if c == UInt8(ascii: "\""), !multiline, hashes(after: pos + 1, raw) { pos += 1 + raw; break }
      if c == UInt8(ascii: "\"") && multiline && hashes(after: pos + 3, raw) {
        if peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") {
          var p = pos - 1
          while p > start && (bytes[p] == 0x20 || bytes[p] == 0x09) { p -= 1 }
          if !Lexer.isLineBreak(bytes[p]) { error(SyntaxDiagnostics.multilineStringEnd, pos, pos + 3) }
          closingIndent = String(decoding: bytes[(p + 1)..<pos], as: UTF8.self)
          pos += 3 + raw
          break
        }
      }
      if c == UInt8(ascii: "\\") && hashes(after: pos + 1, raw) {
        let escStart = pos
        pos += 1 + raw
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
          if skipInterpolation(acrossLines: multiline) {
            segments.append(.interpolation(start: exprStart, end: pos - 1))
          } else {
            if !interpolationTooDeep { error(SyntaxDiagnostics.unbalancedInterpolation, escStart, escStart + 2) }
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
        case _ where multiline && escapedLineBreakEnd(from: pos) != nil:
          // A line continuation (`\` ending a line of a multi-line string): the line break is
          // not part of the string; the marker keeps it until the indentation is stripped.
          pos = escapedLineBreakEnd(from: pos)!
          text.append(contentsOf: Lexer.lineContinuationMarker.utf8)
          text.append(0x0A)
        default:
          error(SyntaxDiagnostics.invalidEscape, escStart, min(pos + 1, end))
          if pos < end && !Lexer.isLineBreak(bytes[pos]) { pos += 1 }
        }
        continue
      }
      if c == 0x0D {
        // A multi-line literal's line breaks are LF whatever the file uses ("Line breaks in a
        // multiline string literal are normalized to use the line feed character", The Swift
        // Programming Language, Lexical Structure; swiftc 6.3 gives [97, 10, 98] for a CRLF file).
        text.append(0x0A)
        pos += peek(1) == 0x0A ? 2 : 1
        continue
      }
      if c < 0x20 && c != 0x0A && !(multiline && c == 0x09) || c == 0x7F {
        // swiftc (Lexer.cpp, lexCharacter): a raw control character in a literal is an error, a
        // tab only in a multi-line one; NUL is a warning and kept (checked with swiftc 6.3).
        if c == 0 { warnNul(at: pos) } else { error(SyntaxDiagnostics.unprintableCharacter, pos, pos + 1) }
      }
      text.append(c)
      pos += 1
    }
    flush()
    if multiline, let closingIndent { return Lexer.joiningContinuedLines(Lexer.stripMultilineIndentation(segments, indent: closingIndent)) }
    return multiline ? Lexer.joiningContinuedLines(segments) : segments
  }

  /// Put before the line break of a continued line while the indentation is stripped (a
  /// noncharacter, which no source text holds in a string).
  static let lineContinuationMarker = "\u{FFFF}"

  /// After a `\` at `p` in a multi-line string: the end of the line break that follows it
  /// (spaces and tabs allowed before it), or nil when the line goes on.
  func escapedLineBreakEnd(from p: Int) -> Int? {
    var q = p
    while q < end && (bytes[q] == 0x20 || bytes[q] == 0x09) { q += 1 }
    guard q < end, Lexer.isLineBreak(bytes[q]) else { return nil }
    return bytes[q] == 0x0D && q + 1 < end && bytes[q + 1] == 0x0A ? q + 2 : q + 1
  }

  /// Removes each continued line's break with its marker.
  static func joiningContinuedLines(_ segments: [StringSegmentToken]) -> [StringSegmentToken] {
    segments.compactMap { segment in
      guard case .text(let s) = segment, s.contains(lineContinuationMarker) else { return segment }
      let joined = s.replacing(lineContinuationMarker + "\n", with: "").replacing(lineContinuationMarker, with: "")
      return joined.isEmpty ? nil : .text(joined)
    }
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
  /// over nested parentheses and nested string literals. False if the file ends first, or the
  /// line does in a one-line string: an interpolation in a multi-line string may span lines
  /// (swiftc 6.3 accepts `\(items⏎.joined())` between `"""`s and refuses it between `"`s).
  mutating func skipInterpolation(acrossLines: Bool = false) -> Bool {
    if interpolationDepth == 0 { interpolationTooDeep = false }
    guard interpolationDepth < Lexer.interpolationNestingLimit else {
      error(SyntaxDiagnostics.interpolationTooDeep, pos - 2, pos)
      interpolationTooDeep = true
      while pos < end && !Lexer.isLineBreak(bytes[pos]) { pos += 1 }  // an interpolation ends on its line
      return false
    }
    interpolationDepth += 1
    defer { interpolationDepth -= 1 }
    var depth = 1
    while pos < end {
      let c = bytes[pos]
      if Lexer.isLineBreak(c) && !acrossLines { return false }
      if c == UInt8(ascii: "\"") {
        // A string inside the interpolation. If it is unterminated, the line ends inside
        // the interpolation too: that is reported once, by the caller.
        let reported = diagnostics.count
        _ = lexString()
        if interpolationTooDeep { return false }
        if pos >= end || !acrossLines && Lexer.isLineBreak(bytes[pos]) { diagnostics.removeSubrange(reported...) }
        continue
      }
      pos += 1
      if c == UInt8(ascii: "(") { depth += 1 }
      if c == UInt8(ascii: ")") { depth -= 1; if depth == 0 { return true } }
    }
    return false
  }
}
