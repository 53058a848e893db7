import LayoutcCatalog
import LayoutcSema
import LayoutcSyntax

/// The standard library's and Foundation's free functions (`BuiltinFunction`) computed by the
/// id the checker resolved, every id handled. An assumed argument makes the result assumed; an
/// argument layoutc holds as another kind of value makes an opaque value named by the id.
extension Evaluator {
  /// The builtin function `e` calls: as the checker resolved it, else (layout code runs
  /// untyped) by its name, unless the module declares a function of that name.
  func builtinFunction(_ e: Expr, _ name: String) -> BuiltinFunction? {
    if case .function(let id)? = facts.builtin(e) { return id }
    return model.functions[name] == nil ? Builtins.function(name) : nil
  }

  /// The value of a call of `id` with `args`.
  func builtinFunctionValue(_ id: BuiltinFunction, _ args: [Argument], _ e: Expr, _ env: Environment) -> Value {
    // `print`'s items are not evaluated: they are written to the console, which no layout shows.
    let values = id == .print || id == .debugPrint ? [] : args.map { eval($0.value, env) }
    if let assumed = values.first(where: { if case .opaque = $0 { true } else { false } }) { return assumed }
    let numbers = values.compactMap(LayoutGeometry.number)
    let unary = values.count == 1 ? numbers.first : nil
    switch id {
    case .print, .debugPrint: return .none
    case .min, .max:
      guard numbers.count == values.count, let best = id == .min ? numbers.min() : numbers.max() else { return unmodelled(e) }
      // Ints are compared as Ints: `Int(Double(Int.max))` is out of range and would trap.
      let ints = values.compactMap { if case .int(let i) = $0 { i } else { nil } }
      if ints.count == values.count, let i = id == .min ? ints.min() : ints.max() { return .int(i) }
      return .double(best)
    case .zip:
      guard values.count == 2, let a = values[0].elements, let b = values[1].elements else { return unmodelled(e) }
      return .array(zip(a, b).map { .tuple([$0, $1], labels: [nil, nil]) })
    case .abs:
      // `abs(Int.min)` traps in Swift ("Negation overflows"): a located error, as for overflow.
      if case .int(let i)? = values.first, values.count == 1 {
        guard i != Int.min else { report(EvalDiagnostics.overflow, e.range); return .int(0) }
        return .int(Swift.abs(i))
      }
      return unary.map { .double(Swift.abs($0)) } ?? unmodelled(e)
    case .ceil: return unary.map { .double($0.rounded(.up)) } ?? unmodelled(e)
    case .floor: return unary.map { .double($0.rounded(.down)) } ?? unmodelled(e)
    case .round: return unary.map { .double($0.rounded(.toNearestOrAwayFromZero)) } ?? unmodelled(e)
    case .sqrt: return unary.map { .double($0.squareRoot()) } ?? unmodelled(e)
    case .cos: return unary.map { .double(Trigonometry.cos($0)) } ?? unmodelled(e)
    case .sin: return unary.map { .double(Trigonometry.sin($0)) } ?? unmodelled(e)
    }
  }
}
