import Foundation
import LayoutcEmit
import Testing

/// `JSONStream` writes through a 64 KB scratch buffer appended to the document in pieces: a
/// document far larger than the buffer, with strings longer than it and numbers and keys that
/// straddle its boundary, must come out whole, and parse back (Foundation's parser) to the value.
@Suite struct JSONStreamTests {
  /// 3,000 objects of keys, integers, fractions, negatives and escaped strings (~400 KB), plus
  /// one string of 200,000 characters (bigger than the scratch buffer on its own).
  static let document: JSONValue = {
    var items: [JSONValue] = []
    for i in 0..<3_000 {
      items.append(.object([
        JSONMember("index", .number(Double(i))),
        JSONMember("negative", .number(-Double(i) * 7)),
        JSONMember("fraction", .number(Double(i) / 3)),
        JSONMember("name", .string("view \(i) \"quoted\"\n\\ é ✓")),
        JSONMember("flag", .bool(i % 2 == 0)),
        JSONMember("nothing", .null),
      ]))
    }
    items.append(.string(String(repeating: "abcdefghij", count: 20_000)))
    return .array(items)
  }()

  @Test(arguments: [true, false])
  func aDocumentManyBuffersLongParsesBackToItsValue(pretty: Bool) throws {
    let bytes = JSONWriter(pretty: pretty).bytes(Self.document)
    #expect(bytes.count > 300_000)
    let parsed = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [Any])
    #expect(parsed.count == 3_001)
    let last = try #require(parsed.last as? String)
    #expect(last.count == 200_000)
    let item = try #require(parsed[2_999] as? [String: Any])
    #expect(item["index"] as? Int == 2_999)
    #expect(item["negative"] as? Int == -20_993)
    #expect(item["name"] as? String == "view 2999 \"quoted\"\n\\ é ✓")
  }

  @Test func finishHandsTheWholeDocumentOver() {
    var stream = JSONStream(pretty: false)
    stream.beginArray()
    for i in 0..<40_000 { stream.integer(i) }  // ~230 KB: several scratch buffers
    stream.endArray()
    let bytes = stream.finish(newline: true)
    let expected = "[" + (0..<40_000).map(String.init).joined(separator: ",") + "]\n"
    #expect(String(decoding: bytes, as: UTF8.self) == expected)
  }

  /// Strings are scanned eight bytes at a time where none can need an escape: a character that
  /// needs one (or is not ASCII) is written the same at every offset in a string, whether it
  /// falls in a word or in the bytes after the last whole word.
  @Test func escapesTheSameAtEveryOffset() {
    func rendered(_ s: String) -> String {
      var stream = JSONStream(pretty: false)
      stream.string(s)
      return String(decoding: stream.finish(newline: false), as: UTF8.self)
    }
    let characters = ["\"", "\\", "\n", "\u{01}", "\u{1F}", "\u{7F}", "\u{85}", "\u{A0}", "\u{2028}", "\u{202E}", "é", "✓", "👋", " ", "~"]
    for c in characters {
      let alone = rendered(c).dropFirst().dropLast()
      for before in 0..<17 {
        for after in 0..<17 {
          let a = String(repeating: "a", count: before), b = String(repeating: "b", count: after)
          #expect(rendered(a + c + b) == "\"" + a + alone + b + "\"", "\(c.unicodeScalars.map(\.value)) after \(before)")
        }
      }
    }
    #expect(rendered("0123456789abcdef\u{2028}\"\\") == #""0123456789abcdef\u2028\"\\""#)
  }
}
