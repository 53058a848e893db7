import LayoutcSource
import LayoutcSyntax

/// Foundation's `formatted` methods (iOS 15), a String: `price.formatted(.currency(code: "USD"))`
/// and `n.formatted()` on a number (`BinaryInteger`/`BinaryFloatingPoint.formatted(_:)`),
/// `date.formatted(.dateTime.day())`, `date.formatted()` and `date.formatted(date:time:)` on a
/// Date. What each shows is the evaluator's (LayoutcEval/FormattedText.swift).
extension TypeChecker {
  func formattedCallType(_ receiver: SwiftType, _ args: [Argument], _ scope: Scope) -> SwiftType? {
    guard receiver.isNumeric || receiver.name == "Date" else { return nil }
    switch args.map(\.label) {
    case []:
      return .string
    case [nil]:
      let t = checkValue(args[0].value, scope, expected: .nominal("FormatStyle", []))
      return t.isError ? .error : .string
    case ["date", "time"] where receiver.name == "Date":
      let date = valueArgument("Date.FormatStyle.DateStyle", args[0].value, scope, probe: false)
      let time = valueArgument("Date.FormatStyle.TimeStyle", args[1].value, scope, probe: false)
      return date == nil || time == nil || date!.isError || time!.isError ? .error : .string
    default:
      return nil
    }
  }
}
