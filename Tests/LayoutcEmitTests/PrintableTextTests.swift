import LayoutcEmit
import LayoutcSource
import Testing

@Suite struct PrintableTextTests {
  @Test func quotedValuesReadBackAsTheLiteral() {
    #expect(PrintableText.escaped("a\r\nb\n\t\"\\\u{0}\u{1B}[2J", quoted: true) == #""a\r\nb\n\t\"\\\0\u{1B}[2J""#)
    #expect(PrintableText.escaped("plain é 日本 🐶", quoted: true) == "\"plain é 日本 🐶\"")
  }

  @Test func plainTextKeepsTabsQuotesAndBackslashes() {
    #expect(PrintableText.escaped("a\t\"b\\\u{7}\u{9B}\u{2028}\u{202E}") == "a\t\"b\\" + #"\u{7}\u{9B}\u{2028}\u{202E}"#)
  }

  @Test func escapedTextHasNothingLeftToEscape() {
    let all = String(String.UnicodeScalarView((0..<0x3000).compactMap(Unicode.Scalar.init)))
    let once = PrintableText.escaped(all)
    #expect(!once.unicodeScalars.contains { PrintableText.mustEscape($0) && $0 != "\t" })
    #expect(PrintableText.escaped(once) == once)
  }

  @Test func quotedTextReadsBackAsWritten() {
    for text in ["a\r\nb\n\t\"\\\u{0}\u{1B}[2J", "x proposal y", "é \u{202E} 日本 🐶", "\\u{41}", ""] {
      #expect(PrintableText.unescaped(Substring(PrintableText.escaped(text, quoted: true))) == text)
    }
    for bad in [#"abc"#, #""a\q""#, #""a"b""#, #""\u{110000}""#, #""\u{41""#, #"""#] {
      #expect(PrintableText.unescaped(Substring(bad)) == nil, "\(bad)")
    }
  }

  @Test func jsonEscapesTheSameCharacters() {
    // JSON spells them its own way, but no scalar PrintableText escapes is written raw.
    for value in Array(0..<0x300) + Array(0x2000..<0x2070) {
      guard let scalar = Unicode.Scalar(UInt32(value)), scalar != "\"", scalar != "\\" else { continue }
      let json = JSONWriter(pretty: false).string(.string("a" + String(Character(scalar)) + "b"))
      let raw = json.unicodeScalars.contains(scalar)
      #expect(raw == !PrintableText.mustEscape(scalar), "U+\(String(value, radix: 16))")
    }
  }
}
