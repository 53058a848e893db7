import LayoutcCatalog
import LayoutcSource
import LayoutcSyntax

/// What `Text(value, format:)`, `Text(date, style:)` and `"\(value, format:)"` show: the value
/// formatted as Foundation formats it in en_US, dates in UTC (`Formatting/`), with "now" the
/// run's fixed instant (`Evaluator.now`, `--now`). A format or style layoutc does not model, or
/// a value it cannot read, is an assumption (an error in a strict file), never a guessed string.
extension Evaluator {
  /// The shown string, nil when `input` is shown as it is (no format, no style).
  func formattedText(_ input: Value?, format: Value?, dateStyle: Value?, at range: SourceRange) -> Value? {
    for v in [input, format, dateStyle] { if case .opaque? = v { return v } }
    if let dateStyle {
      return input.flatMap { formatted($0, style: dateStyle) }.map(Value.string) ?? unmodelledFormat("Text(_:style:)", at: range)
    }
    guard let format else { return nil }
    return input.flatMap { formatted($0, format: format) }.map(Value.string) ?? unmodelledFormat("Text(_:format:)", at: range)
  }

  /// `\(value, format: style)` in a string literal (Foundation's
  /// `appendInterpolation(_:format:)`): the formatted string, an opaque value, or nil when `x`
  /// is another interpolation.
  func formattedInterpolation(_ x: Expr, _ env: Environment) -> Value? {
    guard case .tuple(let args) = x.kind, args.count == 2, args[0].label == nil, args[1].label == "format" else { return nil }
    let input = eval(args[0].value, env)
    let format = eval(args[1].value, env)
    for v in [input, format] { if case .opaque = v { return v } }
    return formatted(input, format: format).map(Value.string) ?? unmodelledFormat("appendInterpolation(_:format:)", at: x.range)
  }

  /// `value.formatted(…)` (Foundation, iOS 15): with no argument a number is `.number` and a
  /// Date `.dateTime`; `formatted(date:time:)` is `Date.FormatStyle(date:time:)`. Nil when the
  /// receiver is not a number or a Date.
  func formattedCall(_ receiver: Value, _ args: [Argument], _ e: Expr, _ env: Environment) -> Value? {
    let isDate = dateInstant(receiver) != nil
    guard isDate || receiver.asDouble != nil else { return nil }
    let format: Value
    switch args.map(\.label) {
    case []: format = .member(type: "FormatStyle", name: isDate ? "dateTime" : "number", arguments: [])
    case [nil]: format = eval(args[0].value, env)
    case ["date", "time"]: format = .member(type: "FormatStyle", name: "init", arguments: args.map { eval($0.value, env) })
    default: return nil
    }
    if case .opaque = format { return format }
    return formatted(receiver, format: format).map(Value.string) ?? unmodelledFormat("formatted(_:)", at: e.range)
  }

  private func unmodelledFormat(_ root: String, at range: SourceRange) -> Value {
    let strictness = currentFile?.strictness ?? .strict
    report(EvalDiagnostics.formatNotModelled(strictness), range)
    return strictness == .tolerant ? .opaque(root) : .none
  }

  func formatted(_ input: Value, format: Value) -> String? {
    switch FormatStyleValue(format) {
    case .number(let f)?:
      switch input {
      case .int(let i): return f.format(i)
      case .double(let d): return f.format(d)
      default: return nil
      }
    case .date(let f)?:
      return dateInstant(input).flatMap(f.format)
    case nil:
      return nil
    }
  }

  func formatted(_ input: Value, style: Value) -> String? {
    guard let name = style.named(TextDateStyleName.self), let date = dateInstant(input) else { return nil }
    switch name {
    case .date: return DateFormat.textDate.format(date)
    case .time: return DateFormat.textTime.format(date)
    case .relative: return RelativeTime.relative(date - now)
    case .timer: return RelativeTime.timer(date - now)
    case .offset: return nil
    }
  }

  /// Seconds since 1970 of a Date value: `Date()`, `Date.now` and `.now` are the run's "now";
  /// `Date(timeIntervalSince1970:)` and `addingTimeInterval(_:)` computed from it.
  func dateInstant(_ v: Value) -> Double? {
    switch v {
    case .fresh("Date", _): return now
    case .member("Date", "now", let args) where args.isEmpty: return now
    case .member("Date", DateValues.sinceEpoch, let args) where args.count == 1: return args[0].asDouble
    case .member("Date", "addingTimeInterval", let args) where args.count == 2:
      guard let b = dateInstant(args[0]), let d = args[1].asDouble else { return nil }
      return b + d
    default: return nil
    }
  }
}

/// The Date values a view builds from numbers, as `.member("Date", …)` values.
enum DateValues {
  static let sinceEpoch = "timeIntervalSince1970"
  /// `Date(timeIntervalSinceReferenceDate: 0)` is 2001-01-01T00:00:00Z.
  static let referenceDate = 978_307_200.0

  /// The Date `seconds` after 1970-01-01T00:00:00Z.
  static func instant(_ seconds: Double) -> Value { .member(type: "Date", name: sinceEpoch, arguments: [.double(seconds)]) }
}

/// A format style value as the evaluator builds it (`.currency(code: "USD")` is
/// `.member(_, "currency", ["USD"])`, a method's receiver first among its arguments), read as a
/// number or date format; nil for anything not modelled.
enum FormatStyleValue {
  case number(NumberFormat)
  case date(DateFormat)

  init?(_ v: Value) {
    guard case .member(_, _, let args) = v else { return nil }
    if v.initializerArguments != nil {
      // `Date.FormatStyle(date:time:)`, an argument left out is nil.
      guard args.count == 2, let date = Self.style(args[0], DateFormat.DateStyle.init), let time = Self.style(args[1], DateFormat.TimeStyle.init)
      else { return nil }
      self = .date(DateFormat(kind: .styles(date: date, time: time)))
      return
    }
    if let (field, args) = v.namedCall(DateFieldName.self), args.count == 1 || args.count == 2 {
      guard case .date(let d)? = FormatStyleValue(args[0]), case .fields(var f) = d.kind,
        Self.addField(field, args.count == 2 ? args[1] : nil, to: &f)
      else { return nil }
      self = .date(DateFormat(kind: .fields(f)))
      return
    }
    switch (v.namedCall(FormatStyleName.self)?.0, args.count) {
    case (.number?, 0): self = .number(NumberFormat(style: .number))
    case (.percent?, 0): self = .number(NumberFormat(style: .percent))
    case (.currency?, 1):
      guard let code = args[0].asString, let f = NumberFormat.currency(code: code) else { return nil }
      self = .number(f)
    case (.precision?, 2):
      guard case .number(var f)? = FormatStyleValue(args[0]), let p = Self.precision(args[1]) else { return nil }
      f.precision = p
      self = .number(f)
    case (.grouping?, 2):
      guard case .number(var f)? = FormatStyleValue(args[0]), let g = args[1].named(GroupingName.self) else { return nil }
      f.grouping = g == .automatic
      self = .number(f)
    case (.dateTime?, 0): self = .date(DateFormat(kind: .fields(DateFormat.Fields())))
    default: return nil
    }
  }

  /// A `date:` or `time:` argument: `.omitted` or left out is `.some(nil)`; nil when not modelled.
  private static func style<S>(_ v: Value, _ make: (String) -> S?) -> S?? {
    if v == .none { return .some(nil) }
    guard let name = memberName(v) else { return nil }
    if name == "omitted" { return .some(nil) }
    return make(name).map { .some($0) }
  }

  private static func memberName(_ v: Value) -> String? {
    if case .member(_, let n, []) = v { n } else { nil }
  }

  /// `.fractionLength(2)`, `.fractionLength(0...2)`, `.significantDigits(3)`.
  private static func precision(_ v: Value) -> NumberFormat.Precision? {
    guard let (name, args) = v.namedCall(NumberPrecisionName.self), args.count == 1 else { return nil }
    let bounds: (Int, Int)
    switch args[0] {
    case .int(let n) where n >= 0: bounds = (n, n)
    case .range(let lo, let hi, let closed) where lo >= 0 && (closed ? hi >= lo : hi > lo): bounds = (lo, closed ? hi : hi - 1)
    default: return nil
    }
    switch name {
    case .fractionLength: return .fractionLength(min: bounds.0, max: bounds.1)
    case .significantDigits where bounds.1 > 0: return .significantDigits(min: bounds.0, max: bounds.1)
    case .significantDigits, .integerLength: return nil
    }
  }

  /// `.day()`, `.month(.wide)`, `.weekday(.abbreviated)`, `.year()`, `.hour()`, `.minute()`,
  /// `.second()`: false for a field or width not modelled.
  private static func addField(_ field: DateFieldName, _ width: Value?, to f: inout DateFormat.Fields) -> Bool {
    // nil: no width given, the field's default.
    var w: DateFieldWidthName?
    if let width {
      guard let named = width.named(DateFieldWidthName.self) else { return false }
      w = named
    }
    switch (field, w) {
    case (.year, nil), (.year, .defaultDigits?): f.year = true
    case (.day, nil), (.day, .defaultDigits?): f.day = true
    case (.month, nil), (.month, .abbreviated?): f.month = .abbreviated
    case (.month, .wide?): f.month = .wide
    case (.month, .defaultDigits?): f.month = .numeric
    case (.weekday, nil), (.weekday, .abbreviated?): f.weekday = .abbreviated
    case (.weekday, .wide?): f.weekday = .wide
    case (.hour, nil): f.hour = true
    case (.minute, nil): f.minute = true
    case (.second, nil): f.second = true
    default: return false
    }
    return true
  }
}
