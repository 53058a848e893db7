/// An instant (seconds since 1970-01-01T00:00:00Z) as the Gregorian calendar's fields in UTC,
/// the one time zone layoutc formats in, and ISO 8601 instants read for `--now`. The day count
/// to year/month/day is Howard Hinnant's `civil_from_days` (howardhinnant.github.io/date_algorithms.html).
public struct CivilTime: Equatable, Sendable {
  public var year: Int
  public var month: Int
  public var day: Int
  public var hour: Int
  public var minute: Int
  public var second: Int
  /// 1 Sunday … 7 Saturday, as Foundation's `Calendar.component(.weekday, …)` numbers them.
  public var weekday: Int

  public init(_ instant: Double) {
    let whole = Int(instant.rounded(.down))
    let days = Self.floorDiv(whole, 86_400)
    let secs = whole - days * 86_400
    hour = secs / 3600
    minute = secs % 3600 / 60
    second = secs % 60
    // 1970-01-01 was a Thursday (weekday 5).
    weekday = (days % 7 + 7 + 4) % 7 + 1
    let z = days + 719_468
    let era = Self.floorDiv(z, 146_097)
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    day = doy - (153 * mp + 2) / 5 + 1
    month = mp < 10 ? mp + 3 : mp - 9
    year = yoe + era * 400 + (month <= 2 ? 1 : 0)
  }

  /// Seconds since 1970 of a UTC date and time (Hinnant's `days_from_civil`).
  public static func instant(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) -> Double {
    let y = month <= 2 ? year - 1 : year
    let era = floorDiv(y, 400)
    let yoe = y - era * 400
    let doy = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    let days = era * 146_097 + doe - 719_468
    return Double(days * 86_400 + hour * 3600 + minute * 60 + second)
  }

  /// `2026-01-15T09:41:00Z`, `2026-01-15T09:41Z`, `2026-01-15T09:41:00+01:00` or `2026-01-15`
  /// (midnight UTC); nil for anything else or a field out of range.
  public static func parseISO8601(_ text: String) -> Double? {
    let b = Array(text.utf8)
    func number(_ from: Int, _ count: Int) -> Int? {
      guard from + count <= b.count else { return nil }
      var n = 0
      for i in from..<(from + count) {
        guard b[i] >= 48 && b[i] <= 57 else { return nil }
        n = n * 10 + Int(b[i] - 48)
      }
      return n
    }
    guard let year = number(0, 4), b.count >= 10, b[4] == 45, let month = number(5, 2), b[7] == 45, let day = number(8, 2),
      (1...12).contains(month), day >= 1, day <= daysIn(month, year)
    else { return nil }
    if b.count == 10 { return instant(year: year, month: month, day: day) }
    guard b.count >= 17, b[10] == 84 || b[10] == 116, let hour = number(11, 2), b[13] == 58, let minute = number(14, 2),
      hour < 24, minute < 60
    else { return nil }
    var i = 16
    var second = 0
    if i < b.count, b[i] == 58 {
      guard let s = number(i + 1, 2), s < 60 else { return nil }
      second = s
      i += 3
    }
    var offset = 0
    if i == b.count - 1, b[i] == 90 || b[i] == 122 {
      offset = 0
    } else if i + 6 == b.count, b[i] == 43 || b[i] == 45, let oh = number(i + 1, 2), b[i + 3] == 58, let om = number(i + 4, 2),
      oh < 24, om < 60
    {
      offset = (b[i] == 43 ? 1 : -1) * (oh * 3600 + om * 60)
    } else {
      return nil
    }
    return instant(year: year, month: month, day: day, hour: hour, minute: minute, second: second) - Double(offset)
  }

  static func daysIn(_ month: Int, _ year: Int) -> Int {
    switch month {
    case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  private static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
}
