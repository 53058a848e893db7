/// Prints a `JSONValue` the same way on every platform and in every locale.
///
/// - Object members keep their given order.
/// - Integral numbers print without a fraction (`12`, not `12.0`); other finite numbers print
///   with Swift's shortest representation that reads back to the same Double (`0.1`,
///   `1.5e-07`). Swift's formatting never consults the locale. NaN and infinities, which JSON
///   cannot express, print as `null`.
/// - Strings escape `"`, `\` and control characters; other characters, non-ASCII included,
///   are written as UTF-8.
/// - Pretty output indents by two spaces and puts `": "` between key and value; compact output
///   has no whitespace at all. Neither adds a final newline: the caller decides.
public struct JSONWriter: Sendable {
  public var pretty: Bool

  public init(pretty: Bool = true) {
    self.pretty = pretty
  }

  public func string(_ value: JSONValue) -> String {
    // UTF-8 bytes, decoded once at the end: appending to a byte array is a store, where
    // appending to a String re-checks its storage on every call (a `--frames` document of a
    // 100,000-view spec is ~250 MB, and per-call String overhead dominated its time).
    var out: [UInt8] = []
    out.reserveCapacity(1 << 16)
    write(value, depth: 0, into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  private func write(_ value: JSONValue, depth: Int, into out: inout [UInt8]) {
    switch value {
    case .null: out += "null".utf8
    case .bool(let b): out += (b ? "true" : "false").utf8
    case .number(let n): JSONWriter.writeNumber(n, into: &out)
    case .string(let s): JSONWriter.writeString(s, into: &out)
    case .array(let items):
      writeContainer(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), count: items.count, depth: depth, into: &out) {
        i, out in
        write(items[i], depth: depth + 1, into: &out)
      }
    case .object(let members):
      writeContainer(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), count: members.count, depth: depth, into: &out) {
        i, out in
        JSONWriter.writeString(members[i].key, into: &out)
        out += (pretty ? ": " : ":").utf8
        write(members[i].value, depth: depth + 1, into: &out)
      }
    }
  }

  private func writeContainer(
    open: UInt8, close: UInt8, count: Int, depth: Int, into out: inout [UInt8],
    element: (Int, inout [UInt8]) -> Void
  ) {
    out.append(open)
    guard count > 0 else {
      out.append(close)
      return
    }
    for i in 0..<count {
      if i > 0 { out.append(UInt8(ascii: ",")) }
      if pretty { newline(depth: depth + 1, into: &out) }
      element(i, &out)
    }
    if pretty { newline(depth: depth, into: &out) }
    out.append(close)
  }

  /// A newline and two spaces per level, copied from a run of spaces rather than built each time.
  private func newline(depth: Int, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\n"))
    var width = 2 * depth
    while width > 0 {
      let chunk = min(width, JSONWriter.spaces.count)
      out.append(contentsOf: JSONWriter.spaces[..<chunk])
      width -= chunk
    }
  }

  private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 128)

  /// The number as JSON text; see the type's comment for the rules.
  public static func format(_ n: Double) -> String {
    guard n.isFinite else { return "null" }
    // 2^53: beyond it not every integer is a Double, and `description` switches to exponents.
    if n == n.rounded(.towardZero), abs(n) < 9_007_199_254_740_992 {
      return String(Int64(n))
    }
    return n.description
  }

  /// `format(n)` appended; integers, most of a frames document, are written digit by digit
  /// without an intermediate String.
  private static func writeNumber(_ n: Double, into out: inout [UInt8]) {
    guard n.isFinite, n == n.rounded(.towardZero), abs(n) < 9_007_199_254_740_992 else {
      out += format(n).utf8
      return
    }
    var value = Int64(n)
    if value < 0 { out.append(UInt8(ascii: "-")); value = -value }
    let start = out.count
    repeat {
      out.append(UInt8(ascii: "0") + UInt8(value % 10))
      value /= 10
    } while value > 0
    out[start...].reverse()
  }

  /// The string quoted and escaped. Works on UTF-8 bytes: every character that needs an escape
  /// is ASCII, and the bytes of any other character are copied as they are, in runs between
  /// escapes (most strings, names, identities and paths, are one run).
  private static func writeString(_ s: String, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    var s = s
    s.withUTF8 { bytes in
      var start = 0  // the first byte not copied yet
      for i in bytes.indices {
        let byte = bytes[i]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<i]))
        out += escape(byte).utf8
        start = i + 1
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
    }
    out.append(UInt8(ascii: "\""))
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

extension JSONValue {
  /// This value printed by a `JSONWriter`.
  public func rendered(pretty: Bool = true) -> String { JSONWriter(pretty: pretty).string(self) }
}
