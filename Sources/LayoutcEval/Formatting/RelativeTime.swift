/// `Text(date, style: .relative)` and `.timer`: the time between a date and now, as SwiftUI's
/// documentation of `Text.DateStyle` shows it ("2 hours, 23 minutes"; a timer "2:32",
/// "36:59:01"). Which way the date lies from now does not change the text.
enum RelativeTime {
  /// The two largest units from the first that is not zero, in days, hours, minutes and
  /// seconds ("1 day, 3 hours", "5 minutes", "0 seconds"); nil from a week on, where weeks,
  /// months and years (which depend on the calendar) are not modelled.
  static func relative(_ seconds: Double) -> String? {
    let total = Int(seconds.magnitude.rounded(.down))
    guard total < 7 * 86_400 else { return nil }
    let units: [(Int, String)] = [(total / 86_400, "day"), (total % 86_400 / 3600, "hour"), (total % 3600 / 60, "minute"), (total % 60, "second")]
    guard let first = units.firstIndex(where: { $0.0 != 0 }) else { return "0 seconds" }
    var parts = [units[first]]
    if first + 1 < units.count, units[first + 1].0 != 0 { parts.append(units[first + 1]) }
    return parts.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: ", ")
  }

  /// "m:ss" under an hour, else "h:mm:ss".
  static func timer(_ seconds: Double) -> String {
    let total = Int(seconds.magnitude.rounded(.down))
    let (h, m, s) = (total / 3600, total % 3600 / 60, total % 60)
    let ss = s < 10 ? "0\(s)" : "\(s)"
    guard h > 0 else { return "\(m):\(ss)" }
    return "\(h):\(m < 10 ? "0\(m)" : "\(m)"):\(ss)"
  }
}
