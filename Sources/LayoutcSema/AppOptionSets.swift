import LayoutcCatalog
import LayoutcSyntax

/// An app's `OptionSet` (`struct Options: OptionSet { let rawValue: Int; static let bold = … }`):
/// an array literal of its members is a value of the set (`let all: Options = [.bold, .italic]`,
/// `[]` the empty set), since OptionSet refines SetAlgebra, which refines
/// ExpressibleByArrayLiteral with `ArrayLiteralElement == Element == Self` (Swift standard
/// library, OptionSet). Its SetAlgebra members are typed here; the evaluator computes them on
/// the raw value (`AppOptionSetValues`).
extension TypeChecker {
  /// The app OptionSet `t` names (through an Optional), nil for any other type.
  func appOptionSet(_ t: SwiftType?) -> String? {
    guard let t, let name = Self.unwrappedOptional(t).name, model.dataTypes[name] != nil, model.conforms(name, to: "OptionSet") else { return nil }
    return name
  }

  /// `[.a, .b]` where an app OptionSet is expected: each element a member of the set; nil
  /// where no OptionSet is expected. Never inlined into `checkValue`, whose frame is on the
  /// stack once per level of a deeply nested expression.
  @inline(never)
  func optionSetLiteralType(_ expected: SwiftType?, _ elements: [Expr], _ scope: Scope) -> SwiftType? {
    guard let set = appOptionSet(expected) else { return nil }
    let t = SwiftType.nominal(set, [])
    for x in elements {
      let element = checkValue(x, scope, expected: t)
      if !compatible(element, t) {
        emit(SemaDiagnostics.cannotConvert(TypePrinter.print(element), TypePrinter.print(t)), x.range)
        return .error
      }
    }
    return t
  }

  /// Whether `t` is an app OptionSet (not an Optional of one).
  @inline(never)
  func isOptionSetValue(_ t: SwiftType) -> Bool { !t.isOptional && appOptionSet(t) != nil }

  /// SetAlgebra's methods on an app OptionSet: `contains(_:)`, `union(_:)`, `isSubset(of:)`, ….
  func optionSetMethodType(_ set: String, _ name: String, _ args: [Argument], _ e: Expr, _ scope: Scope) -> SwiftType? {
    guard let method = SetAlgebraMethod(rawValue: name), args.count == 1, args[0].label == method.label else { return nil }
    let t = SwiftType.nominal(set, [])
    let argument = checkValue(args[0].value, scope, expected: t)
    if !compatible(argument, t) {
      emit(SemaDiagnostics.cannotConvert(TypePrinter.print(argument), set), args[0].value.range)
      return .error
    }
    return method.returnsSet ? t : .bool
  }
}
