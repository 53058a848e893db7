/// Foundation's format styles and SwiftUI's `Text.DateStyle` as data, as far as formatted text
/// is reproduced (docs/text.md): the evaluator reads a format value through these
/// (`Value.namedCall`), never by its spelling. A member the enum lists but the formatting does
/// not model is an explicit case the evaluator answers as not modelled.

/// A static member or method of a number or date format style: `.number`, `.percent`,
/// `.currency(code:)`, `.precision(_:)` and `.grouping(_:)` of a number style, `.dateTime`.
public enum FormatStyleName: String, CaseIterable, Sendable {
  case number, percent, currency, precision, grouping, dateTime
}

/// A static function of `NumberFormatStyleConfiguration.Precision`.
public enum NumberPrecisionName: String, CaseIterable, Sendable {
  case fractionLength, significantDigits, integerLength
}

/// A member of `NumberFormatStyleConfiguration.Grouping`.
public enum GroupingName: String, CaseIterable, Sendable {
  case automatic, never
}

/// A field method of `Date.FormatStyle` (`.dateTime.day().month(.wide)`).
public enum DateFieldName: String, CaseIterable, Sendable {
  case year, month, day, weekday, hour, minute, second
}

/// A width a date field is given (`.month(.wide)`): the members of `Date.FormatStyle.Symbol`'s
/// `Year`, `Month`, `Day` and `Weekday`.
public enum DateFieldWidthName: String, CaseIterable, Sendable {
  case defaultDigits, twoDigits, padded, abbreviated, wide, narrow, ordinalOfDayInMonth, short, oneDigit
}

/// A member of `Text.DateStyle` (`Text(date, style: .relative)`).
public enum TextDateStyleName: String, CaseIterable, Sendable {
  case date, time, relative, offset, timer
}
