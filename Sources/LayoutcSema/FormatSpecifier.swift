/// A printf-style conversion as `Text("\(x, specifier: "%.2f")")` takes it
/// (`LocalizedStringKey.StringInterpolation.appendInterpolation(_:specifier:)`), and the one a
/// plain `Text("\(x)")` uses: SwiftUI's `_FormatSpecifiable` gives Int `%lld` and Double and
/// CGFloat `%lf` (OpenSwiftUI's LocalizedStringKey.swift reimplements the same table), so
/// `Text("\(3.5)")` shows "3.500000".
///
/// Only the conversions a value type here can take are understood: `%d %i %ld %lld` for Int,
/// `%f %F %lf` for floating point, with `-`, `+`, space and `0` flags, a width and a precision.
/// Anything else is refused with a located error rather than shown differently from a device.
public struct FormatSpecifier: Sendable, Hashable {
  public enum Conversion: Sendable, Hashable { case integer, floating }

  public var conversion: Conversion
  public var leftAlign = false
  public var plusSign = false
  public var spaceSign = false
  public var zeroPad = false
  public var width = 0
  /// Digits after the point for `%f`; nil is printf's default, 6.
  public var precision: Int?
  /// Text before and after the conversion (`"%.1f pt"`), `%%` already reduced to `%`.
  public var prefix = ""
  public var suffix = ""

  /// Widths and precisions above this are refused: they only pad, and bound the output.
  public static let maximumDigits = 64

  public static let int = FormatSpecifier(conversion: .integer)
  public static let double = FormatSpecifier(conversion: .floating)

  public init(conversion: Conversion) { self.conversion = conversion }

  /// Parses a specifier string with exactly one conversion; nil when it is not one of those
  /// understood.
  public init?(parsing text: String) {
    let chars = Array(text)
    var i = 0
    var prefix = ""
    func literal(_ out: inout String) -> Bool {
      while i < chars.count {
        if chars[i] == "%" {
          if i + 1 < chars.count && chars[i + 1] == "%" { out.append("%"); i += 2; continue }
          return true
        }
        out.append(chars[i])
        i += 1
      }
      return false
    }
    guard literal(&prefix) else { return nil }
    i += 1
    var spec = FormatSpecifier(conversion: .integer)
    spec.prefix = prefix
    flags: while i < chars.count {
      switch chars[i] {
      case "-": spec.leftAlign = true
      case "+": spec.plusSign = true
      case " ": spec.spaceSign = true
      case "0": spec.zeroPad = true
      default: break flags
      }
      i += 1
    }
    func number() -> Int? {
      var n = 0, any = false
      while i < chars.count, let d = chars[i].wholeNumberValue, chars[i].isASCII {
        n = n * 10 + d
        any = true
        i += 1
        if n > Self.maximumDigits { return Self.maximumDigits + 1 }
      }
      return any ? n : nil
    }
    spec.width = number() ?? 0
    if i < chars.count && chars[i] == "." {
      i += 1
      spec.precision = number() ?? 0
    }
    guard spec.width <= Self.maximumDigits, (spec.precision ?? 0) <= Self.maximumDigits else { return nil }
    var length = ""
    while i < chars.count && chars[i] == "l" { length.append("l"); i += 1 }
    guard i < chars.count, length.count <= 2 else { return nil }
    switch chars[i] {
    case "d", "i": spec.conversion = .integer
    case "f" where length.count <= 1, "F" where length.count <= 1: spec.conversion = .floating
    default: return nil
    }
    if spec.conversion == .integer && spec.precision != nil { return nil }
    i += 1
    var suffix = ""
    if literal(&suffix) { return nil }  // a second conversion has no argument
    spec.suffix = suffix
    self = spec
  }

  /// The conversion a value of this checker type takes, nil for a type that is not
  /// `_FormatSpecifiable`.
  public static func conversion(for typeName: String) -> Conversion? {
    switch typeName {
    case "Int": .integer
    case "Double", "CGFloat", "Float": .floating
    default: nil
    }
  }
}
