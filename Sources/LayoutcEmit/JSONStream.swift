/// A JSON document written value by value straight into UTF-8 bytes, with `JSONWriter`'s
/// formatting (the writer prints a `JSONValue` through it, so the two cannot drift apart).
///
/// Large documents are streamed rather than built as a `JSONValue` first: the frames of a
/// 100,000-view spec are ~280 MB of text, and a tree of ~30 enum payloads, arrays and member
/// lists per node cost more to allocate and free than writing the text (docs/performance.md,
/// "Session 2").
///
///     var json = JSONStream(pretty: true)
///     json.beginObject()
///     json.key("width"); json.number(393)
///     json.endObject()
///     json.bytes   // {\n  "width": 393\n}
///
/// The caller keeps the calls balanced (every `begin` has its `end`, a `key` only inside an
/// object and followed by one value); the stream does not check it.
public struct JSONStream: Sendable {
  public let pretty: Bool
  /// The document so far.
  public private(set) var bytes: [UInt8] = []
  /// For each open container, how many elements it has so far.
  private var counts: [Int] = []
  /// A key was just written: the next value is its value, not a new element.
  private var afterKey = false
  /// The text of recently written non-integral numbers, by a hash of their bits (direct-mapped).
  private var memo: [(bits: UInt64, text: [UInt8])] = []
  private static let memoSize = 1024

  public init(pretty: Bool = true, reservingCapacity capacity: Int = 1 << 16) {
    self.pretty = pretty
    bytes.reserveCapacity(capacity)
    counts.reserveCapacity(64)
  }

  /// Ends the document with a newline and hands its bytes over without a copy (the stream is
  /// left empty): appending to a copy of `bytes` would duplicate the whole document.
  public mutating func finish(newline: Bool) -> [UInt8] {
    if newline { bytes.append(UInt8(ascii: "\n")) }
    var result: [UInt8] = []
    swap(&result, &bytes)
    return result
  }

  // MARK: Containers

  public mutating func beginObject() {
    beginElement()
    bytes.append(UInt8(ascii: "{"))
    counts.append(0)
  }

  public mutating func endObject() { end(UInt8(ascii: "}")) }

  public mutating func beginArray() {
    beginElement()
    bytes.append(UInt8(ascii: "["))
    counts.append(0)
  }

  public mutating func endArray() { end(UInt8(ascii: "]")) }

  /// A member's key from a String (escaped as needed); the next call writes its value. Named
  /// apart from `key(_:)` so that a literal key picks the StaticString one.
  public mutating func key(escaping key: String) {
    beginElement()
    writeString(key)
    writeKeySeparator()
    afterKey = true
  }

  /// A key known at compile time (every key layoutc writes): copied without scanning for
  /// characters to escape, which the caller guarantees it has none of.
  public mutating func key(_ key: StaticString) {
    beginElement()
    bytes.append(UInt8(ascii: "\""))
    key.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(UInt8(ascii: "\""))
    writeKeySeparator()
    afterKey = true
  }

  // MARK: Scalars

  public mutating func null() {
    beginElement()
    bytes += "null".utf8
  }

  public mutating func bool(_ value: Bool) {
    beginElement()
    if value { bytes += "true".utf8 } else { bytes += "false".utf8 }
  }

  public mutating func string(_ value: String) {
    beginElement()
    writeString(value)
  }

  public mutating func number(_ value: Double) {
    beginElement()
    writeNumber(value)
  }

  public mutating func integer(_ value: Int) { number(Double(value)) }

  /// A whole `JSONValue`, for parts of a streamed document that are small trees.
  public mutating func value(_ value: JSONValue) {
    switch value {
    case .null: null()
    case .bool(let b): bool(b)
    case .number(let n): number(n)
    case .string(let s): string(s)
    case .array(let items):
      beginArray()
      for item in items { self.value(item) }
      endArray()
    case .object(let members):
      beginObject()
      for member in members {
        key(escaping: member.key)
        self.value(member.value)
      }
      endObject()
    }
  }

  // MARK: Layout

  /// Before a value or key: the comma after the previous element and, pretty, the element's
  /// line. Nothing for a member's value (it follows its key) or the document's top value.
  @inline(__always)
  private mutating func beginElement() {
    if afterKey {
      afterKey = false
      return
    }
    let last = counts.count - 1
    guard last >= 0 else { return }
    if counts[last] > 0 { bytes.append(UInt8(ascii: ",")) }
    counts[last] += 1
    if pretty { newline(depth: counts.count) }
  }

  /// Closes a container; an empty one stays on its opening line (`[]`, `{}`).
  private mutating func end(_ close: UInt8) {
    let count = counts.removeLast()
    if count > 0 && pretty { newline(depth: counts.count) }
    bytes.append(close)
  }

  @inline(__always)
  private mutating func writeKeySeparator() {
    if pretty {
      bytes.append(UInt8(ascii: ":"))
      bytes.append(UInt8(ascii: " "))
    } else {
      bytes.append(UInt8(ascii: ":"))
    }
  }

  /// A newline and two spaces per level, copied in one piece from a newline followed by a run
  /// of spaces rather than built each time.
  private mutating func newline(depth: Int) {
    var width = 1 + 2 * depth  // the newline, then the indentation
    var from = 0  // the newline only on the first piece
    JSONStream.indentation.withUnsafeBufferPointer { run in
      while width > 0 {
        let chunk = min(width, run.count - from)
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: run[from..<(from + chunk)]))
        width -= chunk
        from = 1
      }
    }
  }

  private static let indentation = [UInt8(ascii: "\n")] + [UInt8](repeating: UInt8(ascii: " "), count: 256)

  // MARK: Numbers and strings

  /// `JSONWriter.format(n)` appended; integers, most of a frames document, are written digit by
  /// digit without an intermediate String. Other numbers go through `Double.description`
  /// (~1,000 instructions each), memoised: a frames document repeats the same few fractions
  /// (thirds of a point, text widths) thousands of times.
  private mutating func writeNumber(_ n: Double) {
    guard n.isFinite, n == n.rounded(.towardZero), abs(n) < 9_007_199_254_740_992 else {
      let bits = n.bitPattern
      let slot = Int(truncatingIfNeeded: (bits ^ (bits >> 29) ^ (bits >> 41)) & UInt64(JSONStream.memoSize - 1))
      if memo.isEmpty { memo = Array(repeating: (~0, []), count: JSONStream.memoSize) }
      if memo[slot].bits != bits || memo[slot].text.isEmpty {
        memo[slot] = (bits, Array(JSONWriter.format(n).utf8))
      }
      memo[slot].text.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
      return
    }
    var value = Int64(n)
    if value < 0 {
      bytes.append(UInt8(ascii: "-"))
      value = -value
    }
    // Digits into a fixed buffer from the right, then one copy (2^53 has 16 digits).
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var i = digits.count
      repeat {
        i -= 1
        digits[i] = UInt8(ascii: "0") + UInt8(value % 10)
        value /= 10
      } while value > 0
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[i...]))
    }
  }

  /// The string quoted and escaped. Works on UTF-8 bytes: every character that needs an escape
  /// is ASCII, and the bytes of any other character are copied as they are, in runs between
  /// escapes (most strings, names, identities and paths, are one run).
  private mutating func writeString(_ s: String) {
    bytes.append(UInt8(ascii: "\""))
    var s = s
    s.withUTF8 { utf8 in
      var start = 0  // the first byte not copied yet
      for i in utf8.indices {
        let byte = utf8[i]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<i]))
        bytes += JSONStream.escape(byte).utf8
        start = i + 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// The escape sequence of a byte that cannot appear in a JSON string as it is.
  private static func escape(_ byte: UInt8) -> String {
    switch byte {
    case UInt8(ascii: "\""): return "\\\""
    case UInt8(ascii: "\\"): return "\\\\"
    case UInt8(ascii: "\n"): return "\\n"
    case UInt8(ascii: "\r"): return "\\r"
    case UInt8(ascii: "\t"): return "\\t"
    case 0x08: return "\\b"
    case 0x0C: return "\\f"
    default:
      let hex = String(byte, radix: 16, uppercase: false)
      return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
  }
}
