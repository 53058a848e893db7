import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// Rule two of the design (no silent wrong answer) at the evaluator's core: an expression the
/// checker typed as a non-optional value that evaluated to nothing, with no error reported on
/// the way, was not understood. It is never shown as `nil`: a strict spec gets the located
/// error `eval.uncomputed`; tolerant Swift an assumption, an opaque value named by the source.
extension Evaluator {
  func uncomputed(_ e: Expr) -> Value {
    guard let t = facts.type(of: e), Self.promisesValue(t) else { return .none }
    return notComputed(e, t)
  }

  /// A standard-library member or call the checker resolved (`Builtins`) whose value layoutc
  /// cannot compute here: a receiver held as another kind of value, a function argument it
  /// cannot run. Never nil, not even where the type is an Optional: reported as `uncomputed`.
  func unmodelled(_ e: Expr) -> Value {
    guard let t = facts.type(of: e), !t.containsError, !t.isAssumed else { return .none }
    return notComputed(e, t)
  }

  private func notComputed(_ e: Expr, _ t: SwiftType) -> Value {
    // After an error this evaluation already fails: a nil that error left behind (a property
    // whose value could not be read) is not reported again at every use.
    guard !diagnostics.contains(where: { $0.severity == .error }) else { return .none }
    let file = currentFile
    if file?.strictness == .tolerant {
      report(EvalDiagnostics.valueNotComputed(TypePrinter.print(t), .tolerant), e.range)
      let text = file.map { $0.text(in: e.range) } ?? TypePrinter.print(t)
      return .opaque(text.count <= 60 ? text : String(text.prefix(59)) + "…")
    }
    report(EvalDiagnostics.valueNotComputed(TypePrinter.print(t), .strict), e.range)
    return .none
  }

  /// A type whose values are never nil: not an Optional, not `Void`, not a function, and
  /// neither an error nor an assumption (those have their own reports).
  static func promisesValue(_ t: SwiftType) -> Bool {
    if t.containsError || t.isAssumed { return false }
    switch t {
    case .nominal("Optional", _), .nominal("Void", _), .function, .parameter: return false
    case .tuple(let elements, _): return !elements.isEmpty
    default: return true
    }
  }
}
