/// Reads an OpenStep ("old-style ASCII") property list, the format of Xcode's
/// `project.pbxproj`, into the values Foundation's `PropertyListSerialization` gives: `String`,
/// `[Any]` and `[String: Any]` (hex data `<0fbd>` is kept as its text). Read here rather than by
/// Foundation, which on Linux prints its own timestamped log line to standard error for a
/// malformed file; here a malformed file is only a reason (`failure`), which the driver reports
/// as a located note like any other.
///
/// The grammar, as CoreFoundation's parser reads it (CFOldStylePList.c): comments `//…` and
/// `/*…*/`; a dictionary `{ key = value; … }`; an array `( value, … )` (a trailing comma
/// allowed); a quoted string with the escapes `\n \t \r \b \f \a \v \" \\`, `\Uxxxx` (hex) and
/// `\ooo` (octal); an unquoted string of letters, digits and `_ $ + / : . -`. Nesting is bounded
/// by the caller (`XcodeProject.depthLimit`), since each level is a call here.
struct OpenStepPropertyList {
  private let bytes: [UInt8]
  private var i = 0
  /// Why the text is not a property list, with the 1-based line.
  struct Failure: Error, Equatable {
    var line: Int
    var message: String
  }

  /// The top-level value of `bytes`, or where and why it cannot be read.
  static func parse(_ bytes: [UInt8]) -> Result<Any, Failure> {
    var reader = OpenStepPropertyList(bytes: bytes)
    do {
      let value = try reader.value()
      reader.skipSpace()
      guard reader.i == bytes.count else { throw reader.failure("unexpected text after the top-level value") }
      return .success(value)
    } catch let e as Failure {
      return .failure(e)
    } catch {
      return .failure(Failure(line: 1, message: "unreadable"))
    }
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private func failure(_ message: String) -> Failure {
    Failure(line: 1 + bytes[..<min(i, bytes.count)].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }, message: message)
  }

  private var current: UInt8? { i < bytes.count ? bytes[i] : nil }

  private mutating func skipSpace() {
    while let c = current {
      if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") {
        i += 1
      } else if c == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
        while let d = current, d != UInt8(ascii: "\n") { i += 1 }
      } else if c == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
        i += 2
        while i + 1 < bytes.count, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
        i += 2
      } else {
        return
      }
    }
  }

  private mutating func expect(_ c: Character) throws {
    skipSpace()
    guard current == c.asciiValue else { throw failure("expected '\(c)'") }
    i += 1
  }

  private mutating func value() throws -> Any {
    skipSpace()
    switch current {
    case UInt8(ascii: "{"):
      i += 1
      var dictionary: [String: Any] = [:]
      while true {
        skipSpace()
        if current == UInt8(ascii: "}") { i += 1; return dictionary }
        let key = try string()
        try expect("=")
        dictionary[key] = try value()
        try expect(";")
      }
    case UInt8(ascii: "("):
      i += 1
      var array: [Any] = []
      while true {
        skipSpace()
        if current == UInt8(ascii: ")") { i += 1; return array }
        array.append(try value())
        skipSpace()
        if current == UInt8(ascii: ",") { i += 1 } else if current != UInt8(ascii: ")") { throw failure("expected ',' or ')'") }
      }
    case UInt8(ascii: "<"):
      let start = i
      while let c = current, c != UInt8(ascii: ">") { i += 1 }
      guard current != nil else { throw failure("unterminated data") }
      i += 1
      return String(decoding: bytes[start..<i], as: UTF8.self)
    default:
      return try string()
    }
  }

  private mutating func string() throws -> String {
    skipSpace()
    guard let c = current else { throw failure("unexpected end of file") }
    guard c == UInt8(ascii: "\"") else {
      let start = i
      while let d = current, Self.isUnquoted(d) { i += 1 }
      guard i > start else { throw failure("expected a string") }
      return String(decoding: bytes[start..<i], as: UTF8.self)
    }
    i += 1
    var out: [UInt8] = []
    while true {
      guard let d = current else { throw failure("unterminated string") }
      i += 1
      if d == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
      guard d == UInt8(ascii: "\\") else { out.append(d); continue }
      guard let e = current else { throw failure("unterminated string") }
      i += 1
      switch e {
      case UInt8(ascii: "n"): out.append(10)
      case UInt8(ascii: "t"): out.append(9)
      case UInt8(ascii: "r"): out.append(13)
      case UInt8(ascii: "b"): out.append(8)
      case UInt8(ascii: "f"): out.append(12)
      case UInt8(ascii: "a"): out.append(7)
      case UInt8(ascii: "v"): out.append(11)
      case UInt8(ascii: "U"):
        var value: UInt32 = 0
        for _ in 0..<4 {
          guard let h = current, let digit = Self.hexDigit(h) else { break }
          value = value * 16 + digit
          i += 1
        }
        out += Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8)
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        var value = UInt32(e - UInt8(ascii: "0"))
        for _ in 0..<2 {
          guard let o = current, o >= UInt8(ascii: "0"), o <= UInt8(ascii: "7") else { break }
          value = value * 8 + UInt32(o - UInt8(ascii: "0"))
          i += 1
        }
        out += Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8)
      default: out.append(e)
      }
    }
  }

  private static func isUnquoted(_ c: UInt8) -> Bool {
    switch c {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
    case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): true
    default: false
    }
  }

  private static func hexDigit(_ c: UInt8) -> UInt32? {
    switch c {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(c - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(c - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(c - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
