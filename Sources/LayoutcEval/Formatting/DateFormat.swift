/// Foundation's date formats in en_US and UTC, computed here rather than asked of Foundation at
/// run time: `Date.FormatStyle(date:time:)` and `Text(_:style: .date/.time)` (the fixed
/// styles), and `.dateTime` with its fields (`.dateTime.day().month()`), whose field set ICU's
/// pattern generator turns into a pattern from CLDR's `en` `availableFormats`. Since CLDR 42
/// (iOS 17, macOS 14) English puts a narrow no-break space (U+202F) before AM and PM
/// (cldr.unicode.org/index/downloads/cldr-42, "English … h:mm a now uses U+202F").
struct DateFormat: Equatable {
  enum DateStyle: String { case numeric, abbreviated, long, complete }
  enum TimeStyle: String { case shortened, standard }
  enum Width: Equatable { case numeric, abbreviated, wide }

  /// The fields `.dateTime` was asked for; none asked is `.dateTime` alone.
  struct Fields: Equatable {
    var year = false
    var month: Width? = nil
    var day = false
    var weekday: Width? = nil
    var hour = false
    var minute = false
    var second = false
    var isEmpty: Bool { self == Fields() }
  }

  enum Kind: Equatable {
    case styles(date: DateStyle?, time: TimeStyle?)
    case fields(Fields)
  }

  var kind: Kind

  /// `Text(date, style: .date)` is the long date ("June 3, 2019" in SwiftUI's documentation of
  /// `Text.DateStyle.date`); `.time` the short time ("11:23PM" there, before CLDR 42's U+202F).
  static let textDate = DateFormat(kind: .styles(date: .long, time: nil))
  static let textTime = DateFormat(kind: .styles(date: nil, time: .shortened))

  /// Nil when the combination is not modelled (a long date with a time, whose glue changed
  /// between CLDR versions; a field set without an `en` pattern here).
  func format(_ instant: Double) -> String? {
    guard let pattern else { return nil }
    return Self.render(pattern, CivilTime(instant))
  }

  var pattern: String? {
    switch kind {
    case .styles(let date, let time):
      let datePart = date.map { Self.datePatterns[$0]! }
      let timePart = time.map { $0 == .shortened ? "h:mm\u{202F}a" : "h:mm:ss\u{202F}a" }
      switch (datePart, timePart) {
      case (let d?, let t?):
        // The medium/short glue "{1}, {0}" ("Feb 22, 2022, 2:22 AM").
        return date == .numeric || date == .abbreviated ? d + ", " + t : nil
      case (let d?, nil): return d
      case (nil, let t?): return t
      case (nil, nil): return nil
      }
    case .fields(let f):
      // `.dateTime` alone is the numeric date and the short time.
      if f.isEmpty { return "M/d/y, h:mm\u{202F}a" }
      let datePart = Self.datePattern(f)
      let timePart = Self.timePattern(f)
      switch (datePart, timePart) {
      case (""?, let t?): return t
      case (let d?, ""?): return d
      case (let d?, let t?) where f.month != .wide && f.weekday != .wide: return d + ", " + t
      default: return nil
      }
    }
  }

  static let datePatterns: [DateStyle: String] = [
    .numeric: "M/d/y", .abbreviated: "MMM d, y", .long: "MMMM d, y", .complete: "EEEE, MMMM d, y",
  ]

  /// The date fields' pattern ("" for none), from `en` availableFormats (skeletons y, M, MMM,
  /// d, E, Md, MMMd, yM, yMMM, yMd, yMMMd, MEd, MMMEd, yMEd, yMMMEd, Ed), widths adjusted as
  /// the pattern generator adjusts them (MMMM for a wide month, EEEE for a wide weekday).
  static func datePattern(_ f: Fields) -> String? {
    let month = f.month == .wide ? "MMMM" : "MMM"
    let weekday = f.weekday == .wide ? "EEEE" : "E"
    let numeric = f.month == .numeric
    switch (f.year, f.month != nil, f.weekday != nil, f.day) {
    case (false, false, false, false): return ""
    case (true, false, false, false): return "y"
    case (false, true, false, false): return numeric ? "M" : month
    case (false, false, false, true): return "d"
    case (false, false, true, false): return weekday
    case (false, true, false, true): return numeric ? "M/d" : month + " d"
    case (true, true, false, false): return numeric ? "M/y" : month + " y"
    case (true, true, false, true): return numeric ? "M/d/y" : month + " d, y"
    case (false, true, true, true): return weekday + ", " + (numeric ? "M/d" : month + " d")
    case (true, true, true, true): return weekday + ", " + (numeric ? "M/d/y" : month + " d, y")
    case (false, false, true, true): return "d " + weekday
    default: return nil
    }
  }

  /// The time fields' pattern ("" for none): `en` uses the 12-hour clock (skeletons h, hm,
  /// hms, m, s, ms).
  static func timePattern(_ f: Fields) -> String? {
    switch (f.hour, f.minute, f.second) {
    case (false, false, false): return ""
    case (true, false, false): return "h\u{202F}a"
    case (true, true, false): return "h:mm\u{202F}a"
    case (true, true, true): return "h:mm:ss\u{202F}a"
    case (false, true, false): return "m"
    case (false, false, true): return "s"
    case (false, true, true): return "mm:ss"
    default: return nil
    }
  }

  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
  ]
  static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

  /// A pattern's letters replaced by the fields they name (UTS #35 date field symbols).
  static func render(_ pattern: String, _ t: CivilTime) -> String {
    var out = ""
    let chars = Array(pattern)
    var i = 0
    while i < chars.count {
      let c = chars[i]
      guard c.isASCII, c.isLetter else { out.append(c); i += 1; continue }
      var n = 1
      while i + n < chars.count, chars[i + n] == c { n += 1 }
      i += n
      let hour12 = t.hour % 12 == 0 ? 12 : t.hour % 12
      switch (c, n) {
      case ("y", _): out += String(t.year)
      case ("M", 1): out += String(t.month)
      case ("M", 3): out += String(monthNames[t.month - 1].prefix(3))
      case ("M", _): out += monthNames[t.month - 1]
      case ("d", _): out += String(t.day)
      case ("E", 4): out += weekdayNames[t.weekday - 1]
      case ("E", _): out += String(weekdayNames[t.weekday - 1].prefix(3))
      case ("h", _): out += String(hour12)
      case ("m", 1): out += String(t.minute)
      case ("m", _): out += twoDigits(t.minute)
      case ("s", 1): out += String(t.second)
      case ("s", _): out += twoDigits(t.second)
      case ("a", _): out += t.hour < 12 ? "AM" : "PM"
      default: out += String(repeating: c, count: n)
      }
    }
    return out
  }

  private static func twoDigits(_ n: Int) -> String { n < 10 ? "0" + String(n) : String(n) }
}
