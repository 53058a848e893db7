/// Foundation's number format styles in en_US, computed here rather than asked of Foundation at
/// run time, so Linux and macOS show the same text: `.number`, `.percent`,
/// `.currency(code:)`, with `.precision(.fractionLength(_:))`, `.precision(.significantDigits(_:))`
/// and `.grouping(.never)`. The rules are ICU's for an `en_US` skeleton, as swift-foundation's
/// `ICUNumberFormatter` builds it (Sources/FoundationInternationalization/Formatting/Number):
/// grouping by threes with ",", "." before the fraction, "-" before a negative number (and
/// before the currency symbol), rounding half to even.
struct NumberFormat: Equatable {
  enum Style: Equatable {
    case number
    /// A floating-point value is multiplied by 100; an integer is shown as it is
    /// (`IntegerFormatStyle.Percent` formats 25 as "25%").
    case percent
    case currency(symbol: String, fractionDigits: Int)
  }

  enum Precision: Equatable {
    case fractionLength(min: Int, max: Int)
    case significantDigits(min: Int, max: Int)
  }

  var style: Style
  var precision: Precision?
  var grouping = true

  /// The symbols en_US shows for the currencies apps use most, and their minor-unit digits
  /// (CLDR `en` currency symbols and ISO 4217 minor units); other codes are not modelled.
  static let currencies: [String: (symbol: String, digits: Int)] = [
    "USD": ("$", 2), "EUR": ("€", 2), "GBP": ("£", 2), "JPY": ("¥", 0), "CAD": ("CA$", 2), "AUD": ("A$", 2),
    "CNY": ("CN¥", 2), "INR": ("₹", 2), "KRW": ("₩", 0), "MXN": ("MX$", 2), "BRL": ("R$", 2),
  ]

  static func currency(code: String) -> NumberFormat? {
    guard let c = currencies[code.uppercased()] else { return nil }
    return NumberFormat(style: .currency(symbol: c.symbol, fractionDigits: c.digits))
  }

  func format(_ value: Int) -> String {
    guard case .percent = style else { return format(DecimalDigits(value)) }
    return format(DecimalDigits(value), scale: 0)
  }

  /// Nil for infinities and NaN (ICU prints "∞" and "NaN", not modelled).
  func format(_ value: Double) -> String? {
    guard let d = DecimalDigits(value) else { return nil }
    return format(d, scale: style == .percent ? 2 : 0)
  }

  private func format(_ value: DecimalDigits, scale: Int = 0) -> String {
    var d = value.scaled(by: scale)
    // ICU's default: at most six fraction digits for a number or percent (so 1/3 is
    // "0.333333"), a currency's own minor units exactly.
    var minFraction = 0
    var maxFraction = 6
    if case .currency(_, let digits) = style { minFraction = digits; maxFraction = digits }
    switch precision {
    case .fractionLength(let lo, let hi)?:
      minFraction = lo
      maxFraction = hi
      d = d.rounded(fractionDigits: hi)
    case .significantDigits(let lo, let hi)?:
      d = d.rounded(significantDigits: hi)
      minFraction = max(0, lo - d.exponent)
      maxFraction = max(minFraction, d.digits.count - d.exponent)
    case nil:
      d = d.rounded(fractionDigits: maxFraction)
    }
    var fraction = d.fractionPart
    while fraction.count < minFraction { fraction.append(0) }
    let integer = String(d.integerPart.map { Character(Unicode.Scalar($0 + 48)) })
    var text = grouping ? Self.grouped(integer) : integer
    if !fraction.isEmpty { text += "." + String(fraction.map { Character(Unicode.Scalar($0 + 48)) }) }
    switch style {
    case .number: break
    case .percent: text += "%"
    case .currency(let symbol, _): text = symbol + text
    }
    return (d.isNegative ? "-" : "") + text
  }

  /// "1234567" → "1,234,567".
  static func grouped(_ digits: String) -> String {
    var out = ""
    for (i, c) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
      out.append(c)
    }
    return out
  }
}
