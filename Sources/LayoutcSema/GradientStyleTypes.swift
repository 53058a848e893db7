import LayoutcCatalog
import LayoutcSyntax

/// Gradients written as shape styles: ShapeStyle's static functions
/// (`.fill(.linearGradient(colors:startPoint:endPoint:))`, `Catalog.gradientStyleFunctions`) and
/// `Color.gradient` (`.background(.blue.gradient)`).
extension TypeChecker {
  /// The type of a gradient style where a ShapeStyle is expected: the gradient view type a
  /// static function returns, or `AnyGradient`; nil when `e` is spelled as neither.
  func gradientStyleType(_ e: Expr, _ scope: Scope, probe: Bool) -> SwiftType? {
    let t = uncheckedGradientStyleType(e, scope, probe: probe)
    if let t, !probe { record(t, of: e, in: scope.file) }
    return t
  }

  private func uncheckedGradientStyleType(_ e: Expr, _ scope: Scope, probe: Bool) -> SwiftType? {
    switch e.kind {
    case .call(let callee, let args):
      guard case .implicitMember(let name) = callee.kind, let overloads = Catalog.gradientStyleFunctions[name] else { return nil }
      let available = overloads.filter { $0.sdks.contains(sdk) }
      guard !available.isEmpty else {
        if probe { return nil }
        emit(SemaDiagnostics.typeNoMember("ShapeStyle", name), callee.range)
        return .error
      }
      if let first = args.first, first.label == nil {
        quiet += 1
        let isAnyGradient = uncheckedGradientStyleType(first.value, scope, probe: true)?.name == Catalog.anyGradient
        quiet -= 1
        if isAnyGradient { return probe ? nil : unmodelledGradientStyle(name, e, scope) }
      }
      guard let (t, _, _) = resolveOverload(name, available, receiver: nil, args: args, call: e, range: callee.range, scope)
      else { return probe ? nil : .error }
      return t
    case .member(let base, "gradient", _):
      guard let color = colorBaseType(base, scope) else { return nil }
      if color.isError || color.isAssumed { return color }
      guard sdk != .ios13 else {
        if probe { return nil }
        emit(SemaDiagnostics.noMember("Color", "gradient"), e.range)
        return .error
      }
      return .nominal(Catalog.anyGradient, [])
    default:
      return nil
    }
  }

  /// The `AnyGradient` overloads (`.linearGradient(.red.gradient, startPoint:endPoint:)`, iOS 16)
  /// return an opaque `some ShapeStyle` whose type is not public: not modelled, an assumption in a
  /// tolerant file and an error in a spec.
  private func unmodelledGradientStyle(_ name: String, _ e: Expr, _ scope: Scope) -> SwiftType {
    let shown = "ShapeStyle.\(name)(_: AnyGradient, …)"
    let tolerant = isTolerant(scope.file)
    if reports, assumptionLog.recordUnmodelled("member " + shown, file: scope.file.path) {
      diagnostics.append(SemaDiagnostics.notModelled(shown, module: "SwiftUI", kind: "overload", strict: !tolerant).at(e.range, in: scope.file))
    }
    guard tolerant else { return .error }
    facts.hasAssumptions = true
    return .assumed(Assumptions.placeholder("." + name), [])
  }

  /// `.blue` (the base of an implicit member chain, SE-0287, whose context is the Color
  /// `gradient` belongs to) or any Color value; nil for a base of another type.
  private func colorBaseType(_ base: Expr, _ scope: Scope) -> SwiftType? {
    if case .implicitMember(let name) = base.kind {
      guard let color = Catalog.views["Color"], let t = staticMember(color, name) else { return nil }
      return template(t)
    }
    let t = checkValue(base, scope, expected: .color)
    return t.name == "Color" || t.isError || t.isAssumed ? t : nil
  }
}
