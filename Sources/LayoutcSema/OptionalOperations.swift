import LayoutcSource
import LayoutcSyntax

/// Optional's own `map` and `flatMap`: the closure (or key path, SE-0249) applied to the
/// wrapped value, the result an Optional of its result (`flatMap` flattens one level), as the
/// standard library declares them (`func map<U>(_ transform: (Wrapped) throws -> U) rethrows -> U?`).
extension TypeChecker {
  /// The type of `base.name(args)` when `base` is an Optional and `name` one of its own
  /// methods; nil when it is not.
  func optionalMethodType(_ name: String, _ base: SwiftType, _ args: [Argument], _ nameRange: SourceRange, _ scope: Scope) -> SwiftType? {
    guard name == "map" || name == "flatMap", case .nominal("Optional", let w) = base, let wrapped = w.first, args.count == 1 else { return nil }
    let result: SwiftType
    if let viaKeyPath = keyPathType(args[0].value, root: wrapped, scope) {
      result = viaKeyPath
    } else if let viaClosure = closureResult(args[0].value, parameters: [wrapped], scope, expected: nil) {
      result = viaClosure
    } else if let assumed = assumedClosureParameter("Optional." + name, in: scope.file) {
      // A closure whose result the checker cannot type (several statements, no annotation).
      return .optional(assumed)
    } else {
      emit(SemaDiagnostics.untyped("the result of '\(name)' without one closure"), nameRange)
      return .error
    }
    if result.containsError { return .error }
    if name == "flatMap", result.isOptional { return result }
    return .nominal("Optional", [result])
  }
}
