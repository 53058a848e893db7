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
    var out = ""
    write(value, depth: 0, into: &out)
    return out
  }

  private func write(_ value: JSONValue, depth: Int, into out: inout String) {
    switch value {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += JSONWriter.format(n)
    case .string(let s): JSONWriter.writeString(s, into: &out)
    case .array(let items):
      writeContainer(open: "[", close: "]", count: items.count, depth: depth, into: &out) {
        i, out in
        write(items[i], depth: depth + 1, into: &out)
      }
    case .object(let members):
      writeContainer(open: "{", close: "}", count: members.count, depth: depth, into: &out) {
        i, out in
        JSONWriter.writeString(members[i].key, into: &out)
        out += pretty ? ": " : ":"
        write(members[i].value, depth: depth + 1, into: &out)
      }
    }
  }

  private func writeContainer(
    open: String, close: String, count: Int, depth: Int, into out: inout String,
    element: (Int, inout String) -> Void
  ) {
    out += open
    guard count > 0 else {
      out += close
      return
    }
    for i in 0..<count {
      if i > 0 { out += "," }
      if pretty { out += "\n" + String(repeating: "  ", count: depth + 1) }
      element(i, &out)
    }
    if pretty { out += "\n" + String(repeating: "  ", count: depth) }
    out += close
  }

  /// The number as JSON text; see the type's comment for the rules.
  public static func format(_ n: Double) -> String {
    guard n.isFinite else { return "null" }
    // 2^53: beyond it not every integer is a Double, and `description` switches to exponents.
    if n == n.rounded(.towardZero), abs(n) < 9_007_199_254_740_992 {
      return String(Int64(n))
    }
    return n.description
  }

  private static func writeString(_ s: String, into out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16, uppercase: false)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}

extension JSONValue {
  /// This value printed by a `JSONWriter`.
  public func rendered(pretty: Bool = true) -> String { JSONWriter(pretty: pretty).string(self) }
}
