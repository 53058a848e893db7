/// What `Text(value, format:)` and `Text(date, style:)` show. layoutc answers only where the
/// result is certain in a preview's locale (en_US, as Xcode's previews default): an integer
/// (or a whole Double) with `.number` is its decimal digits grouped by threes with commas
/// (Foundation's `IntegerFormatStyle`, en_US grouping). Anything else (fractions, currencies,
/// percentages, dates, whose text depends on rounding rules, the locale or the clock) is an
/// assumption, marked wherever it is shown, never a guessed string.
enum FormattedText {
  static func value(_ input: Value?, format: Value?, dateStyle: Value?) -> Value? {
    if dateStyle != nil { return .opaque("Text(_:style:)") }
    guard let format else { return nil }
    if case .opaque? = input { return input }
    guard case .member(_, "number", let args) = format, args.isEmpty else { return .opaque("Text(_:format:)") }
    switch input {
    case .int(let i)?: return .string(grouped(i))
    case .double(let d)? where d == d.rounded() && abs(d) < 1e15: return .string(grouped(Int(d)))
    default: return .opaque("Text(_:format:)")
    }
  }

  /// `1234567` → `1,234,567`; `-1234` → `-1,234`.
  static func grouped(_ n: Int) -> String {
    let digits = Array(String(n.magnitude))
    var out = ""
    for (i, d) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
      out.append(d)
    }
    return (n < 0 ? "-" : "") + out
  }
}
