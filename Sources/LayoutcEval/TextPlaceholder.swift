/// What a Text whose content is an assumption is measured and drawn as: never the
/// "<assumed …>" placeholder itself (216 pt wide for `Text(_:format:)`), but a stand-in of the
/// width the real text would likely have, while the node keeps its text and its assumption mark
/// in `--tree` and JSON. A formatted value stands in as its format shows a sample (1,234.5 for
/// a number format, the default "now" for a date format); a date style as SwiftUI's documented
/// example of that style; any other text (an assumed string) as two words.
public enum TextPlaceholder {
  /// The stand-in for text with no format: two short words.
  public static let words = "Sample text"

  /// The stand-in for a Text instance's assumed content.
  public static func standIn(for i: Instance) -> String {
    if case .member(_, let style, _)? = i.arguments["style"] {
      return styleExamples[style] ?? styleExamples["date"]!
    }
    guard let format = i.arguments["format"] else { return words }
    switch FormatStyleValue(format) {
    case .number(let f)?: return f.format(1234.5) ?? numberSample
    case .date(let f)?: return f.format(Evaluator.defaultNow) ?? dateSample
    case nil: return numberSample
    }
  }

  static let numberSample = "1,234.5"
  static let dateSample = "January 15, 2026"

  /// `Text.DateStyle`'s documented example outputs (developer.apple.com/documentation/swiftui/text/datestyle).
  static let styleExamples = [
    "date": "June 3, 2019", "time": "11:23\u{202F}PM", "relative": "2 hours, 23 minutes", "offset": "+2 hours", "timer": "2:32",
  ]
}
