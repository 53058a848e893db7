/// The one rule for putting text that came from a spec (string values, identifiers, paths,
/// source lines) into layoutc's output: characters that could drive the reader's terminal or
/// break one-record-per-line output are written as Swift escapes (`\n`, `\u{1B}`), never raw.
///
/// Every renderer goes through `escaped` (JSON spells the same characters in JSON's own
/// notation, `JSONStream`): a value can carry a control character through an escape in a
/// literal (`"\u{1B}[2J"`, `"a\r\nb"`) even though the lexer rejects raw ones.
public enum PrintableText {
  /// True for the scalars that are never written raw: the C0 and C1 controls and DEL
  /// (Unicode's `Cc`, what a terminal interprets), the line and paragraph separators (which
  /// some viewers break lines at), and the bidirectional embeddings, overrides and isolates
  /// (which reorder how the rest of the line is shown, the "Trojan Source" attack, CVE-2021-42574).
  public static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x2028, 0x2029: true
    case 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `text` with every `mustEscape` scalar spelled as Swift spells it in a literal, as
  /// `String.debugDescription` does: `\0`, `\t`, `\n`, `\r`, else `\u{1B}`.
  ///
  /// - `quoted: false` (source lines, messages, names): tabs stay, since they only move the
  ///   cursor and a caret line under a source line relies on them; nothing else changes.
  /// - `quoted: true` (a string value shown as a literal: `Text "…"`, `id("…")`): the result
  ///   is in double quotes, and tabs, `"` and `\` are escaped too, so it reads back as the
  ///   literal that makes the value.
  public static func escaped(_ text: String, quoted: Bool = false) -> String {
    let needsWork = text.unicodeScalars.contains {
      mustEscape($0) && !(quoted == false && $0 == "\t") || quoted && ($0 == "\"" || $0 == "\\")
    }
    guard needsWork else { return quoted ? "\"" + text + "\"" : text }
    var out = quoted ? "\"" : ""
    out.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"" where quoted: out += "\\\""
      case "\\" where quoted: out += "\\\\"
      case "\t": out += quoted ? "\\t" : "\t"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\0": out += "\\0"
      default:
        if mustEscape(scalar) {
          out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return quoted ? out + "\"" : out
  }

  /// The text a literal written by `escaped(_:quoted: true)` stands for: `"a\nb"` is `a`,
  /// newline, `b`. Reads what `escaped` writes (`\0 \t \n \r \" \\ \u{…}`), so that a format
  /// holding names (a snapshot's file names) reads back every name it wrote; nil when `literal`
  /// is not one (no quotes, an unknown escape, a quote inside).
  public static func unescaped(_ literal: Substring) -> String? {
    guard literal.count >= 2, literal.first == "\"", literal.last == "\"" else { return nil }
    var out = ""
    var scalars = literal.unicodeScalars.dropFirst().dropLast()[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "\\" else {
        if scalar == "\"" { return nil }
        out.unicodeScalars.append(scalar)
        continue
      }
      switch scalars.popFirst() {
      case "0": out += "\0"
      case "t": out += "\t"
      case "n": out += "\n"
      case "r": out += "\r"
      case "\"": out += "\""
      case "\\": out += "\\"
      case "u":
        guard scalars.popFirst() == "{", let close = scalars.firstIndex(of: "}"),
          let value = UInt32(String(String.UnicodeScalarView(scalars[..<close])), radix: 16),
          let decoded = Unicode.Scalar(value)
        else { return nil }
        out.unicodeScalars.append(decoded)
        scalars = scalars[scalars.index(after: close)...]
      default: return nil
      }
    }
    return out
  }
}
