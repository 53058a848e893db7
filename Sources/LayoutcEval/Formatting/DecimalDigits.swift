/// A finite number as decimal digits, the form ICU formats from: a Double is first turned into
/// its shortest round-trip decimal (ICU's `DecimalQuantity::setToDouble` uses double-conversion's
/// SHORTEST mode), so `2.675` is the digits 2675 rather than the binary 2.67499999…; Swift's
/// `description` prints that same shortest decimal on every platform.
struct DecimalDigits: Equatable {
  var isNegative: Bool
  /// Significant digits, no leading zeros; empty for zero.
  var digits: [UInt8]
  /// The value is 0.d₁d₂… × 10^exponent.
  var exponent: Int

  init(isNegative: Bool, digits: [UInt8], exponent: Int) {
    var ds = digits
    var e = exponent
    while ds.first == 0 { ds.removeFirst(); e -= 1 }
    while ds.last == 0 { ds.removeLast() }
    self.isNegative = isNegative && !ds.isEmpty
    self.digits = ds
    self.exponent = ds.isEmpty ? 0 : e
  }

  init(_ n: Int) {
    let text = String(n.magnitude)
    self.init(isNegative: n < 0, digits: text.utf8.map { $0 - 48 }, exponent: text.count)
  }

  /// Nil for infinities and NaN.
  init?(_ x: Double) {
    guard x.isFinite else { return nil }
    // `description` is "1234.5", "1e-05", "1.2345e+20" or "-0.0".
    var text = x.magnitude.description
    var power = 0
    if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      power = Int(text[text.index(after: e)...]) ?? 0
      text = String(text[..<e])
    }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let whole = parts[0].utf8.map { $0 - 48 }
    let fraction = parts.count > 1 ? parts[1].utf8.map { $0 - 48 } : []
    self.init(isNegative: x.sign == .minus, digits: whole + fraction, exponent: whole.count + power)
  }

  /// Multiplied by 10^n (a percent is the number × 100).
  func scaled(by n: Int) -> DecimalDigits {
    DecimalDigits(isNegative: isNegative, digits: digits, exponent: exponent + n)
  }

  /// Rounded half to even to at most `fraction` digits after the point (ICU's default rounding
  /// mode, `UNUM_ROUND_HALFEVEN`, unicode-org.github.io/icu/userguide/format_parse/numbers/rounding-modes).
  func rounded(fractionDigits fraction: Int) -> DecimalDigits {
    let keep = exponent + fraction
    guard keep < digits.count else { return self }
    guard keep >= 0 else { return DecimalDigits(isNegative: isNegative, digits: [], exponent: 0) }
    var kept = Array(digits[..<keep])
    let first = digits[keep]
    let restNonZero = digits[(keep + 1)...].contains { $0 != 0 }
    let lastOdd = (kept.last ?? 0) % 2 == 1
    let up = first > 5 || (first == 5 && (restNonZero || lastOdd))
    var e = exponent
    if up {
      var i = kept.count - 1
      while i >= 0 && kept[i] == 9 { kept[i] = 0; i -= 1 }
      if i >= 0 { kept[i] += 1 } else { kept.insert(1, at: 0); e += 1 }
    }
    return DecimalDigits(isNegative: isNegative, digits: kept, exponent: e)
  }

  /// Rounded half to even to `count` significant digits.
  func rounded(significantDigits count: Int) -> DecimalDigits {
    rounded(fractionDigits: count - exponent)
  }

  /// The digits before the point (at least "0") and after it (exactly as many as present).
  var integerPart: [UInt8] {
    guard exponent > 0 else { return [0] }
    return (0..<exponent).map { $0 < digits.count ? digits[$0] : 0 }
  }

  var fractionPart: [UInt8] {
    guard digits.count > exponent else { return [] }
    return (exponent..<digits.count).map { $0 < 0 ? 0 : digits[$0] }
  }
}
