import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// What `Text("…")` shows for a literal: the literal is a `LocalizedStringKey`, whose
/// interpolations go through format specifiers rather than `description`
/// (`LocalizedStringKey.StringInterpolation.appendInterpolation<T: _FormatSpecifiable>(_:)`
/// in SwiftUI.swiftinterface): `Text("\(3.5)")` shows "3.500000", `Text(verbatim: "\(3.5)")`
/// and `Text(someString)` show "3.5". With no localization table the key is shown as it is.
extension Evaluator {
  /// The string shown, or the opaque value of an interpolated assumption (the whole text then
  /// rests on it).
  func localizedKeyText(_ segments: [StringSegment], _ env: Environment) -> Value {
    var s = ""
    for seg in segments {
      switch seg {
      case .text(let t): s += t
      case .interpolation(let x):
        if let v = formattedInterpolation(x, env) {
          guard case .string(let t) = v else { return v }
          s += t
          continue
        }
        if let root = Self.assumedInterpolation(x) { return .opaque(root) }
        if case .tuple(let args) = x.kind, args.count == 2, args[1].label == "specifier" {
          let spec = eval(args[1].value, env).asString.flatMap(FormatSpecifier.init(parsing:))
          let v = eval(args[0].value, env)
          if case .opaque = v { return v }  // the whole text rests on the assumption
          s += formatted(v, spec, args[1].value.range, type: facts.type(of: args[0].value))
        } else {
          let type = facts.type(of: x)
          let v = eval(x, env)
          if case .opaque = v { return v }
          if let t = type, let conversion = FormatSpecifier.conversion(for: Self.unwrappedName(t)) {
            s += formatted(v, FormatSpecifier(conversion: conversion), x.range, type: type)
          } else {
            s += interpolated(v, as: type)
          }
        }
      }
    }
    return .string(s)
  }

  /// A value through a specifier; a specifier that is not understood, or one for the other
  /// kind of number, is a located error (the checker reports literal ones first).
  private func formatted(_ v: Value, _ spec: FormatSpecifier?, _ range: SourceRange, type: SwiftType?) -> String {
    let floating = type.map { FormatSpecifier.conversion(for: Self.unwrappedName($0)) == .floating } ?? false
    switch (v, spec?.conversion) {
    case (.int(let i), .integer?) where !floating: return spec!.format(int: i)
    case (.int(let i), .floating?) where floating: return spec!.format(double: Double(i))
    case (.double(let d), .floating?): return spec!.format(double: d)
    case (.none, _): return interpolated(v)
    default:
      report(EvalDiagnostics.unformattable, range)
      return interpolated(v, as: type)
    }
  }
}

extension Evaluator {
  /// `\(date, style: .date)`, `\(x, privacy: .public)`: an
  /// interpolation the checker accepted in tolerant Swift as an assumption (what it shows
  /// depends on a clock, a locale or a formatter layoutc does not model): its root name.
  static func assumedInterpolation(_ x: Expr) -> String? {
    guard case .tuple(let args) = x.kind, args.count == 2, args[0].label == nil, let label = args[1].label,
      label != "specifier"
    else { return nil }
    return "appendInterpolation(_:\(label):)"
  }
}
