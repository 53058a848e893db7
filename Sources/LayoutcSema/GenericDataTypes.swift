import LayoutcSource
import LayoutcSyntax

/// Generic data types (`final class Loader<Section: Hashable> { let sections: [Section] }`):
/// inside the type its parameters name themselves, not a type of the same name elsewhere
/// (SwiftUI's `Section`); a value built by an initializer has the parameters its arguments bind
/// (`Loader(sections: [kind])` is a `Loader<Kind>`), and its members are read with them.
extension TypeChecker {
  /// The generic parameters a declared data type introduces, in order.
  func dataGenerics(_ typeName: String?) -> [String] {
    guard let typeName, let data = model.dataTypes[typeName] else { return [] }
    return data.decl.genericParameters.map(\.name)
  }

  /// Whether `name` is a generic parameter of data type `typeName` (asked for every type
  /// name resolved inside one, so without building the list).
  func isDataGeneric(_ name: String, of typeName: String?) -> Bool {
    guard let typeName, let data = model.dataTypes[typeName] else { return false }
    return data.decl.genericParameters.contains { $0.name == name }
  }

  /// A member's declared type `t`, read in data type `typeName`, for a value of
  /// `typeName<arguments>`: each parameter replaced by its argument. A value whose arguments
  /// are not known (none were bound) has assumed ones.
  func specialized(_ t: SwiftType, in typeName: String, _ arguments: [SwiftType]) -> SwiftType {
    let generics = dataGenerics(typeName)
    guard !generics.isEmpty else { return t }
    var bindings: [String: SwiftType] = [:]
    for (i, g) in generics.enumerated() {
      bindings[g] = i < arguments.count ? arguments[i] : .assumed(Assumptions.placeholder(g), [])
    }
    return t.substituting(bindings)
  }

  /// Checks argument `value` of an initializer of data type `data` against the written
  /// parameter type `repr`: a type that mentions a generic parameter no earlier argument bound
  /// gives no context, and the argument binds it (as a generic view's initializer does).
  func checkInitArgument(_ value: Expr, _ repr: TypeRepr, of data: DataInfo, _ scope: Scope, _ bindings: inout [String: SwiftType]) {
    let pattern = resolveIn(data.name, repr)
    var expected = pattern.substituting(bindings)
    let generic = Self.mentionsParameter(expected)
    let t = checkValue(value, scope, expected: generic ? nil : expected)
    if generic {
      Self.bindParameters(expected, t, &bindings)
      expected = pattern.substituting(bindings)
      if Self.mentionsParameter(expected) { return }
    }
    if !compatible(t, expected) {
      emit(SemaDiagnostics.cannotConvert(TypePrinter.print(t), TypePrinter.print(expected)), value.range)
    }
  }

  /// `data`'s type for a value its initializer made with `bindings`: a parameter no argument
  /// bound is an assumption, reported at the call.
  func constructedType(_ data: DataInfo, _ bindings: [String: SwiftType], at range: SourceRange) -> SwiftType {
    let generics = dataGenerics(data.name)
    guard !generics.isEmpty else { return .nominal(data.name, []) }
    let arguments = generics.map { g in
      bindings[g] ?? (assumes(.generic, data.name + "." + g, at: range) ? .assumed(Assumptions.placeholder(g), []) : .error)
    }
    return arguments.contains(.error) ? .error : .nominal(data.name, arguments)
  }
}
