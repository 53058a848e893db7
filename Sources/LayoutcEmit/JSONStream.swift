import LayoutcSource

/// A JSON document written value by value straight into UTF-8 bytes, with `JSONWriter`'s
/// formatting (the writer prints a `JSONValue` through it, so the two cannot drift apart).
///
/// Large documents are streamed rather than built as a `JSONValue` first: the frames of a
/// 100,000-view spec are ~280 MB of text, and a tree of ~30 enum payloads, arrays and member
/// lists per node cost more to allocate and free than writing the text (docs/performance.md,
/// "Optimisations of 22 November 2026").
///
///     var json = JSONStream(pretty: true)
///     json.beginObject()
///     json.key("width"); json.number(393)
///     json.endObject()
///     json.finish(newline: false)   // {\n  "width": 393\n}
///
/// The caller keeps the calls balanced (every `begin` has its `end`, a `key` only inside an
/// object and followed by one value); the stream does not check it.
///
/// Text is written through a raw pointer into a small scratch buffer that is appended to the
/// document in large pieces: `Array.append(contentsOf:)` costs ~90 instructions a call whatever
/// it copies, and a frames node is ~50 pieces of a few bytes each. The stream owns that buffer,
/// so it cannot be copied.
public struct JSONStream: ~Copyable {
  public let pretty: Bool
  /// The document so far, less what is still in `scratch`.
  private var bytes: [UInt8] = []
  private let scratch: UnsafeMutablePointer<UInt8>
  private var scratchCount = 0
  private static let scratchSize = 1 << 16
  /// For each open container, outermost first, how many elements it has so far: a stack of
  /// `depth` counts the stream owns (an `Array` checked its uniqueness on every element).
  private var counts: UnsafeMutablePointer<Int>
  private var countsCapacity = 64
  private var depth = 0
  /// A key was just written: the next value is its value, not a new element.
  private var afterKey = false
  /// The text of recently written non-integral numbers, by a hash of their bits (direct-mapped):
  /// slot `i` holds the bits `memoBits[i]` and `memoLengths[i]` bytes of text at
  /// `memoText + i * memoWidth` (length 0: empty). Flat, so that a hit costs no reference counting.
  private let memoBits: UnsafeMutablePointer<UInt64>
  private let memoLengths: UnsafeMutablePointer<UInt8>
  private let memoText: UnsafeMutablePointer<UInt8>
  private static let memoSize = 1024
  /// The longest a Double's shortest text is, `-2.2250738585072014e-308`, is 24 bytes.
  private static let memoWidth = 32

  public init(pretty: Bool = true, reservingCapacity capacity: Int = 1 << 16) {
    self.pretty = pretty
    scratch = .allocate(capacity: JSONStream.scratchSize)
    bytes.reserveCapacity(capacity)
    counts = .allocate(capacity: countsCapacity)
    memoBits = .allocate(capacity: JSONStream.memoSize)
    memoLengths = .allocate(capacity: JSONStream.memoSize)
    memoLengths.initialize(repeating: 0, count: JSONStream.memoSize)
    memoText = .allocate(capacity: JSONStream.memoSize * JSONStream.memoWidth)
  }

  /// A stream that writes a piece of a larger document starting at `position` (the whole
  /// document's `position` where the piece goes): its commas and indentation are those the whole
  /// document would have there, so pieces formatted apart (on other threads) concatenate into
  /// the same bytes.
  public init(pretty: Bool, resumingAt position: [Int], reservingCapacity capacity: Int = 1 << 16) {
    self.init(pretty: pretty, reservingCapacity: capacity)
    for count in position { push(count) }
  }

  deinit {
    scratch.deallocate()
    counts.deallocate()
    memoBits.deallocate()
    memoLengths.deallocate()
    memoText.deallocate()
  }

  /// Where the stream is in its document: for each open container, outermost first, how many
  /// elements it has so far. Only meaningful between elements (not after a `key`).
  public var position: [Int] { Array(UnsafeBufferPointer(start: counts, count: depth)) }

  /// Counts `count` elements of the innermost open container as written by another stream (a
  /// piece formatted apart, which resumed at this `position`).
  public mutating func skipElements(_ count: Int) {
    counts[depth - 1] += count
  }

  /// Opens a container with `count` elements so far.
  private mutating func push(_ count: Int) {
    if depth == countsCapacity {
      let larger = UnsafeMutablePointer<Int>.allocate(capacity: countsCapacity * 2)
      larger.moveInitialize(from: counts, count: depth)
      counts.deallocate()
      counts = larger
      countsCapacity *= 2
    }
    counts[depth] = count
    depth += 1
  }

  /// Goes on at `position` as a fresh piece of a document, keeping the buffers and the memo of
  /// numbers (a thread formatting many pieces reuses one stream). Unwritten bytes are dropped:
  /// take them first. `capacity` bytes are reserved for the piece.
  public mutating func restart(at position: [Int], reserving capacity: Int = 0) {
    bytes.removeAll(keepingCapacity: true)
    bytes.reserveCapacity(capacity)
    scratchCount = 0
    depth = 0
    for count in position { push(count) }
    afterKey = false
  }

  /// The bytes written since the start or the last take, handed over without a copy; the stream
  /// goes on where it is (the document is not ended).
  public mutating func takeBytes() -> [UInt8] {
    flush()
    var result: [UInt8] = []
    swap(&result, &bytes)
    return result
  }

  /// Ends the document, with a newline if asked, and hands its bytes over without a copy (the
  /// stream is left empty): appending to a copy of the bytes would duplicate the whole document.
  public mutating func finish(newline: Bool) -> [UInt8] {
    if newline { put(UInt8(ascii: "\n")) }
    flush()
    var result: [UInt8] = []
    swap(&result, &bytes)
    return result
  }

  // MARK: Bytes

  @inline(__always)
  private mutating func put(_ byte: UInt8) {
    if scratchCount == JSONStream.scratchSize { flush() }
    scratch[scratchCount] = byte
    scratchCount += 1
  }

  @inline(__always)
  private mutating func put(_ piece: UnsafeBufferPointer<UInt8>) {
    guard let base = piece.baseAddress, piece.count > 0 else { return }
    if scratchCount + piece.count > JSONStream.scratchSize {
      flush()
      if piece.count > JSONStream.scratchSize {
        bytes.append(contentsOf: piece)
        return
      }
    }
    (scratch + scratchCount).update(from: base, count: piece.count)
    scratchCount += piece.count
  }

  /// Makes room for `count` more bytes in the scratch buffer (`count` at most its size).
  @inline(__always)
  private mutating func reserve(_ count: Int) {
    if scratchCount + count > JSONStream.scratchSize { flush() }
  }

  private mutating func put(_ text: StaticString) {
    text.withUTF8Buffer { put($0) }
  }

  /// Moves the scratch buffer's bytes to the end of the document.
  private mutating func flush() {
    bytes.append(contentsOf: UnsafeBufferPointer(start: scratch, count: scratchCount))
    scratchCount = 0
  }

  // MARK: Containers

  public mutating func beginObject() {
    beginElement()
    put(UInt8(ascii: "{"))
    push(0)
  }

  public mutating func endObject() { end(UInt8(ascii: "}")) }

  public mutating func beginArray() {
    beginElement()
    put(UInt8(ascii: "["))
    push(0)
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
    let length = key.utf8CodeUnitCount
    guard key.hasPointerRepresentation, length + 4 <= JSONStream.scratchSize else {
      put(UInt8(ascii: "\""))
      put(key)
      put(UInt8(ascii: "\""))
      writeKeySeparator()
      afterKey = true
      return
    }
    // `"key": ` in one piece.
    reserve(length + 4)
    scratch[scratchCount] = UInt8(ascii: "\"")
    (scratch + scratchCount + 1).update(from: key.utf8Start, count: length)
    scratchCount += length + 1
    scratch[scratchCount] = UInt8(ascii: "\"")
    scratch[scratchCount + 1] = UInt8(ascii: ":")
    scratchCount += 2
    if pretty {
      scratch[scratchCount] = UInt8(ascii: " ")
      scratchCount += 1
    }
    afterKey = true
  }

  // MARK: Scalars

  public mutating func null() {
    beginElement()
    put("null")
  }

  public mutating func bool(_ value: Bool) {
    beginElement()
    if value { put("true") } else { put("false") }
  }

  public mutating func string(_ value: String) {
    beginElement()
    writeString(value)
  }

  /// A string given as its UTF-8 bytes, which must be valid UTF-8 (a String's): escaped as
  /// `string` escapes it.
  public mutating func string(utf8 value: UnsafeBufferPointer<UInt8>) {
    beginElement()
    writeString(utf8: value)
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
    guard depth > 0 else { return }
    let count = counts[depth - 1]
    if count > 0 { put(UInt8(ascii: ",")) }
    counts[depth - 1] = count + 1
    if pretty { newline(depth: depth) }
  }

  /// Closes a container; an empty one stays on its opening line (`[]`, `{}`).
  private mutating func end(_ close: UInt8) {
    depth -= 1
    let count = counts[depth]
    if count > 0 && pretty { newline(depth: depth) }
    put(close)
  }

  @inline(__always)
  private mutating func writeKeySeparator() {
    if pretty {
      put(UInt8(ascii: ":"))
      put(UInt8(ascii: " "))
    } else {
      put(UInt8(ascii: ":"))
    }
  }

  /// A newline and two spaces per level, written straight into the scratch buffer eight spaces
  /// at a time (a byte loop was most of a key's cost). The last word may write up to seven
  /// spaces past the indentation: room is reserved for them, and they are overwritten by what
  /// follows or never flushed (only `scratchCount` bytes are).
  private mutating func newline(depth: Int) {
    let width = 1 + 2 * depth
    guard width + 8 <= JSONStream.scratchSize else {
      put(UInt8(ascii: "\n"))
      for _ in 0..<(2 * depth) { put(UInt8(ascii: " ")) }
      return
    }
    reserve(width + 8)
    let line = UnsafeMutableRawPointer(scratch + scratchCount)
    line.storeBytes(of: UInt8(ascii: "\n"), as: UInt8.self)
    var offset = 1
    while offset < width {
      line.storeBytes(of: 0x2020_2020_2020_2020 as UInt64, toByteOffset: offset, as: UInt64.self)
      offset += 8
    }
    scratchCount += width
  }

  // MARK: Numbers and strings

  /// `JSONWriter.format(n)` appended; integers, most of a frames document, are written digit by
  /// digit without an intermediate String. Other numbers go through `Double.description`
  /// (~1,000 instructions each), memoised: a frames document repeats the same few fractions
  /// (thirds of a point, text widths) thousands of times.
  private mutating func writeNumber(_ n: Double) {
    guard n.isFinite, n == n.rounded(.towardZero), abs(n) < 9_007_199_254_740_992 else {
      let bits = n.bitPattern
      let slot = Int(truncatingIfNeeded: (bits ^ (bits >> 29) ^ (bits >> 41)) & UInt64(JSONStream.memoSize - 1))
      let text = memoText + slot * JSONStream.memoWidth
      if memoLengths[slot] == 0 || memoBits[slot] != bits {
        var formatted = JSONWriter.format(n)
        let fits = formatted.withUTF8 { utf8 in
          guard utf8.count <= JSONStream.memoWidth else { return false }
          text.update(from: utf8.baseAddress!, count: utf8.count)
          memoLengths[slot] = UInt8(utf8.count)
          memoBits[slot] = bits
          return true
        }
        guard fits else {
          formatted.withUTF8 { put($0) }
          return
        }
      }
      put(UnsafeBufferPointer(start: text, count: Int(memoLengths[slot])))
      return
    }
    var value = Int64(n)
    reserve(20)  // a sign and at most 16 digits (2^53)
    if value < 0 {
      scratch[scratchCount] = UInt8(ascii: "-")
      scratchCount += 1
      value = -value
    }
    // The digits from the right, then reversed in place.
    let first = scratchCount
    repeat {
      scratch[scratchCount] = UInt8(ascii: "0") + UInt8(value % 10)
      scratchCount += 1
      value /= 10
    } while value > 0
    var (i, j) = (first, scratchCount - 1)
    while i < j {
      (scratch[i], scratch[j]) = (scratch[j], scratch[i])
      i += 1
      j -= 1
    }
  }

  /// The string quoted and escaped: JSON's escapes, and `\u` escapes for the other characters
  /// `PrintableText` never writes raw. Works on UTF-8 bytes: those characters are ASCII or start
  /// with `C2` or `E2`, and the bytes of any other character are copied as they are, in runs
  /// between escapes (most strings, names, identities and paths, are one run).
  private mutating func writeString(_ s: String) {
    var s = s
    s.withUTF8 { writeString(utf8: $0) }
  }

  /// `writeString` of UTF-8 bytes (valid UTF-8). Runs of eight printable ASCII bytes, most of a
  /// frames document's strings, are passed over a word at a time (`mayNeedEscape`); a word that
  /// may hold a byte to escape is looked at byte by byte.
  private mutating func writeString(utf8: UnsafeBufferPointer<UInt8>) {
    put(UInt8(ascii: "\""))
    let count = utf8.count
    var start = 0  // the first byte not copied yet
    var i = 0
    while i < count {
      if i + 8 <= count, let base = utf8.baseAddress,
        !JSONStream.mayNeedEscape(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
      {
        i += 8
        continue
      }
      let stop = min(i + 8, count)
      while i < stop {
        let byte = utf8[i]
        var length = 1
        var escape: String
        if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
          escape = JSONStream.escape(byte)
        } else if byte == 0x7F || byte == 0xC2 || byte == 0xE2, let scalar = JSONStream.unprintable(utf8, at: i) {
          // `PrintableText.mustEscape` beyond ASCII's controls: DEL, C1, separators, bidi.
          length = byte == 0x7F ? 1 : byte == 0xC2 ? 2 : 3
          escape = JSONStream.unicodeEscape(scalar)
        } else {
          i += 1
          continue
        }
        put(UnsafeBufferPointer(rebasing: utf8[start..<i]))
        escape.withUTF8 { put($0) }
        i += length
        start = i
      }
    }
    put(UnsafeBufferPointer(rebasing: utf8[start...]))
    put(UInt8(ascii: "\""))
  }

  /// False when none of the eight bytes of `word` can need an escape: all are ASCII (below 0x80),
  /// none is a control (below 0x20), a quote, a backslash or DEL. True is only "look closer". The tests are
  /// the exact "some byte is zero / below n" word tricks: a borrow can only flag a byte above one
  /// that really matched.
  @inline(__always)
  static func mayNeedEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func hasZeroByte(_ v: UInt64) -> Bool { (v &- ones) & ~v & highs != 0 }
    let nonASCII = word & highs != 0
    let control = (word &- ones &* 0x20) & ~word & highs != 0
    return nonASCII || control || hasZeroByte(word ^ (ones &* 0x22)) || hasZeroByte(word ^ (ones &* 0x5C))
      || hasZeroByte(word ^ (ones &* 0x7F))
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
    default: return unicodeEscape(UInt32(byte))
    }
  }

  private static func unicodeEscape(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: false)
    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
  }

  /// The scalar starting at `i` (a DEL, `C2` or `E2` lead byte) when `PrintableText` would
  /// escape it, else nil. `utf8` is valid UTF-8: it comes from a String.
  private static func unprintable(_ utf8: UnsafeBufferPointer<UInt8>, at i: Int) -> UInt32? {
    let byte = utf8[i]
    var value = UInt32(byte)
    if byte == 0xC2 {
      guard i + 1 < utf8.count else { return nil }
      value = 0x80 | UInt32(utf8[i + 1] & 0x3F)
    } else if byte == 0xE2 {
      guard i + 2 < utf8.count else { return nil }
      value = 0x2000 | UInt32(utf8[i + 1] & 0x3F) << 6 | UInt32(utf8[i + 2] & 0x3F)
    }
    return PrintableText.mustEscape(Unicode.Scalar(value)!) ? value : nil
  }
}
