/// ASCII text looked for among the UTF-8 bytes of a string or a file. A match among characters
/// is a match among bytes, and a byte search costs a few instructions a byte, where
/// `StringProtocol.contains` (through Foundation or the generic substring searcher) cost
/// thousands a call on paths run for every node, call site or line (docs/performance.md).
public struct ByteSearch: Sendable {
  public let needle: [UInt8]

  public init(_ text: String) {
    precondition(!text.isEmpty && text.utf8.allSatisfy { $0 < 0x80 }, "a byte search looks for ASCII text")
    needle = Array(text.utf8)
  }

  /// True when `text` holds the needle.
  public func occurs(in text: String) -> Bool {
    var text = text
    return text.withUTF8 { firstOffset(in: $0, from: 0) != nil }
  }

  /// The offset of the needle's first byte at or after `start` in `bytes`, nil when none.
  public func firstOffset(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
    let first = needle[0]
    for offset in start...(bytes.count - needle.count) where bytes[offset] == first {
      var matched = true
      for k in 1..<needle.count where bytes[offset + k] != needle[k] {
        matched = false
        break
      }
      if matched { return offset }
    }
    return nil
  }
}
