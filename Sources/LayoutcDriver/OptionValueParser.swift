import LayoutcEval

/// Parsers for option values that have a shape: sizes, scales, `name=value` pairs, names.
/// Each returns the value or throws a one-line reason that ends up in "invalid value" errors.
enum OptionValueParser {
  /// The largest scale accepted: real displays are @1x to @3x; a larger number is almost
  /// certainly a size typed in the wrong place (`--scale 390`).
  static let maxScale = 4.0

  /// `390x844`: two positive decimal numbers joined by `x`.
  static func size(_ text: String) throws(InvalidOptionValue) -> Options.Size {
    let reason = "expected WxH with positive numbers, as in 390x844"
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = positiveNumber(parts[0]),
      let height = positiveNumber(parts[1])
    else { throw InvalidOptionValue(reason) }
    return Options.Size(width: width, height: height)
  }

  /// A display scale from 1 to `maxScale` (fractions allowed).
  static func scale(_ text: String) throws(InvalidOptionValue) -> Double {
    guard let value = positiveNumber(Substring(text)), value >= 1, value <= maxScale else {
      throw InvalidOptionValue("expected a scale from 1 to 4, as in 2 or 3")
    }
    return value
  }

  /// An ISO 8601 instant (`2026-01-15T09:41:00Z`), seconds since 1970.
  static func instant(_ text: String) throws(InvalidOptionValue) -> Double {
    guard let value = CivilTime.parseISO8601(text) else {
      throw InvalidOptionValue("expected an ISO 8601 date and time, as in 2026-01-15T09:41:00Z")
    }
    return value
  }

  /// A number of parallel jobs: a whole number from 1 to 256.
  static func jobs(_ text: String) throws(InvalidOptionValue) -> Int {
    guard let value = Int(text), value >= 1, value <= 256 else {
      throw InvalidOptionValue("expected a number of jobs from 1 to 256, as in 2")
    }
    return value
  }

  /// `name=value`, where the name is a Swift identifier and the value anything (even empty).
  static func assignment(_ text: String) throws(InvalidOptionValue) -> Options.Assignment {
    guard let equals = text.firstIndex(of: "=") else {
      throw InvalidOptionValue("expected name=value, as in isOn=true")
    }
    let name = String(text[..<equals])
    // `model.count=5` sets a stored property of the value a root property holds.
    guard name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ isIdentifier(String($0)) }) else {
      throw InvalidOptionValue("'\(name)' is not a property name; expected name=value or name.member=value")
    }
    return Options.Assignment(name: name, value: String(text[text.index(after: equals)...]))
  }

  /// Any value that is not empty (names of previews and views, paths).
  static func nonEmpty(_ text: String, what: String) throws(InvalidOptionValue) -> String {
    guard !text.isEmpty else { throw InvalidOptionValue("expected \(what)") }
    return text
  }

  /// One of a fixed set of spellings.
  static func choice<T: RawRepresentable & CaseIterable>(
    _ text: String, of type: T.Type
  ) throws(InvalidOptionValue) -> T where T.RawValue == String {
    guard let value = T(rawValue: text) else {
      let names = T.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
      throw InvalidOptionValue("expected one of \(names)")
    }
    return value
  }

  /// Digits with at most one decimal point, nothing else (no sign, exponent, `inf` or hex,
  /// which `Double.init` would accept), and greater than zero.
  private static func positiveNumber(_ text: Substring) -> Double? {
    var digits = 0
    var points = 0
    for c in text.utf8 {
      if c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") {
        digits += 1
      } else if c == UInt8(ascii: ".") {
        points += 1
      } else {
        return nil
      }
    }
    guard digits > 0, points <= 1, let value = Double(text), value.isFinite, value > 0 else {
      return nil
    }
    return value
  }

  private static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, !(("0"..."9").contains(first)) else {
      return false
    }
    return text.unicodeScalars.allSatisfy {
      $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
    }
  }
}
