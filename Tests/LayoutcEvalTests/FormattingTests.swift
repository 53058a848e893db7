import Testing

@testable import LayoutcEval

/// Foundation's en_US formatting reproduced without Foundation. Expected strings are what
/// Foundation prints in en_US and UTC (ICU's rules: grouping by threes, half-even rounding of
/// the shortest decimal, six fraction digits by default; CLDR 42's U+202F before AM/PM); the
/// date examples are those of Apple's documentation and of the FormatStyle deep-dive series
/// (ampersandsoftworks.com), moved to this file's dates.
@Suite struct FormattingTests {
  let number = NumberFormat(style: .number)

  func fraction(_ lo: Int, _ hi: Int) -> NumberFormat {
    NumberFormat(style: .number, precision: .fractionLength(min: lo, max: hi))
  }

  @Test func numbers() {
    #expect(number.format(1_234_567) == "1,234,567")
    #expect(number.format(-1234) == "-1,234")
    #expect(number.format(999) == "999")
    #expect(number.format(1234.5) == "1,234.5")
    #expect(number.format(1.0 / 3.0) == "0.333333")
    #expect(number.format(0.1 + 0.2) == "0.3")
    #expect(number.format(1e-7) == "0")
    #expect(number.format(2_000_000.0) == "2,000,000")
    #expect(number.format(Double.infinity) == nil)
    #expect(NumberFormat(style: .number, grouping: false).format(1234567.891) == "1234567.891")
  }

  @Test func precisionRoundsTheShortestDecimalHalfToEven() {
    #expect(fraction(2, 2).format(2.345) == "2.34")
    #expect(fraction(2, 2).format(2.355) == "2.36")
    // The shortest decimal of the double is 2.675: a tie, to even (printf's %.2f gives 2.67).
    #expect(fraction(2, 2).format(2.675) == "2.68")
    #expect(fraction(2, 2).format(2.6751) == "2.68")
    #expect(fraction(0, 0).format(0.5) == "0")
    #expect(fraction(0, 0).format(1.5) == "2")
    #expect(fraction(0, 2).format(3.14159) == "3.14")
    #expect(fraction(0, 2).format(3.1) == "3.1")
    #expect(fraction(2, 2).format(7) == "7.00")
    #expect(fraction(1, 1).format(9.96) == "10.0")
    #expect(fraction(2, 2).format(999_999.999) == "1,000,000.00")
    #expect(NumberFormat(style: .number, precision: .significantDigits(min: 3, max: 3)).format(1234.5) == "1,230")
  }

  @Test func percentsAndCurrencies() {
    let percent = NumberFormat(style: .percent)
    #expect(percent.format(0.256) == "25.6%")
    #expect(percent.format(0.5) == "50%")
    #expect(percent.format(42) == "42%")  // an integer is not scaled
    #expect(percent.format(-0.125) == "-12.5%")
    #expect(NumberFormat.currency(code: "USD")?.format(1234.5) == "$1,234.50")
    #expect(NumberFormat.currency(code: "USD")?.format(-5) == "-$5.00")
    #expect(NumberFormat.currency(code: "usd")?.format(0.125) == "$0.12")
    #expect(NumberFormat.currency(code: "EUR")?.format(-1234.567) == "-€1,234.57")
    #expect(NumberFormat.currency(code: "JPY")?.format(1234.5) == "¥1,234")
    #expect(NumberFormat.currency(code: "GBP")?.format(3) == "£3.00")
    #expect(NumberFormat.currency(code: "XYZ") == nil)
  }

  /// 2023-11-14T22:13:20Z, a Tuesday evening.
  let evening = 1_700_000_000.0
  /// 2026-01-15T09:41:00Z, a Thursday morning (layoutc's default "now").
  let morning = Evaluator.defaultNow

  func styles(_ date: DateFormat.DateStyle?, _ time: DateFormat.TimeStyle?) -> DateFormat {
    DateFormat(kind: .styles(date: date, time: time))
  }

  func fields(_ build: (inout DateFormat.Fields) -> Void) -> DateFormat {
    var f = DateFormat.Fields()
    build(&f)
    return DateFormat(kind: .fields(f))
  }

  @Test func civilTime() {
    let t = CivilTime(evening)
    #expect([t.year, t.month, t.day, t.hour, t.minute, t.second, t.weekday] == [2023, 11, 14, 22, 13, 20, 3])
    let leap = CivilTime(CivilTime.instant(year: 2024, month: 2, day: 29, hour: 23, minute: 59, second: 59))
    #expect([leap.year, leap.month, leap.day, leap.hour] == [2024, 2, 29, 23])
    let before = CivilTime(-1)
    #expect([before.year, before.month, before.day, before.hour, before.weekday] == [1969, 12, 31, 23, 4])
    #expect(CivilTime.parseISO8601("2026-01-15T09:41:00Z") == morning)
    #expect(CivilTime.parseISO8601("2026-01-15T09:41Z") == morning)
    #expect(CivilTime.parseISO8601("2026-01-15T10:41:00+01:00") == morning)
    #expect(CivilTime.parseISO8601("2023-11-14") == CivilTime.instant(year: 2023, month: 11, day: 14))
    #expect(CivilTime.parseISO8601("2026-02-30T00:00:00Z") == nil)
    #expect(CivilTime.parseISO8601("2026-01-15 09:41") == nil)
    #expect(CivilTime.parseISO8601("yesterday") == nil)
  }

  @Test func fixedStyles() {
    #expect(styles(.numeric, nil).format(evening) == "11/14/2023")
    #expect(styles(.abbreviated, nil).format(evening) == "Nov 14, 2023")
    #expect(styles(.long, nil).format(evening) == "November 14, 2023")
    #expect(styles(.complete, nil).format(evening) == "Tuesday, November 14, 2023")
    #expect(styles(nil, .shortened).format(evening) == "10:13\u{202F}PM")
    #expect(styles(nil, .standard).format(morning) == "9:41:00\u{202F}AM")
    #expect(styles(.abbreviated, .shortened).format(morning) == "Jan 15, 2026, 9:41\u{202F}AM")
    #expect(styles(.numeric, .shortened).format(evening) == "11/14/2023, 10:13\u{202F}PM")
    #expect(styles(.long, .shortened).format(evening) == nil)
    #expect(DateFormat.textDate.format(morning) == "January 15, 2026")
    #expect(DateFormat.textTime.format(CivilTime.instant(year: 2026, month: 1, day: 15)) == "12:00\u{202F}AM")
  }

  @Test func dateTimeFields() {
    #expect(fields { _ in }.format(morning) == "1/15/2026, 9:41\u{202F}AM")
    #expect(fields { $0.day = true; $0.month = .abbreviated }.format(morning) == "Jan 15")
    #expect(fields { $0.year = true; $0.month = .wide; $0.day = true }.format(evening) == "November 14, 2023")
    #expect(fields { $0.year = true; $0.month = .abbreviated; $0.day = true; $0.hour = true; $0.minute = true; $0.second = true }
      .format(evening) == "Nov 14, 2023, 10:13:20\u{202F}PM")
    #expect(fields { $0.weekday = .wide }.format(evening) == "Tuesday")
    #expect(fields { $0.weekday = .abbreviated; $0.month = .abbreviated; $0.day = true }.format(evening) == "Tue, Nov 14")
    #expect(fields { $0.hour = true }.format(evening) == "10\u{202F}PM")
    #expect(fields { $0.hour = true; $0.minute = true }.format(morning) == "9:41\u{202F}AM")
    #expect(fields { $0.minute = true }.format(evening) == "13")
    #expect(fields { $0.year = true }.format(evening) == "2023")
    #expect(fields { $0.month = .numeric; $0.day = true }.format(evening) == "11/14")
    #expect(fields { $0.year = true; $0.weekday = .abbreviated }.format(evening) == nil)
  }

  @Test func relativeStylesAndTimers() {
    // SwiftUI's documented examples of `.relative` and `.timer`.
    #expect(RelativeTime.relative(-8580) == "2 hours, 23 minutes")
    #expect(RelativeTime.relative(8580) == "2 hours, 23 minutes")
    #expect(RelativeTime.relative(3600) == "1 hour")
    #expect(RelativeTime.relative(90_061) == "1 day, 1 hour")
    #expect(RelativeTime.relative(45) == "45 seconds")
    #expect(RelativeTime.relative(0) == "0 seconds")
    #expect(RelativeTime.relative(8 * 86_400) == nil)
    #expect(RelativeTime.timer(152) == "2:32")
    #expect(RelativeTime.timer(133_141) == "36:59:01")
    #expect(RelativeTime.timer(-5) == "0:05")
  }
}
