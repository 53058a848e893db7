import LayoutcCatalog
import LayoutcSyntax

/// Members of a `Binding`: `$profile.username` is a Binding to the bound value's property.
extension TypeChecker {
  /// `$name` or a member or element of it (`$model.title`, `$items[i].done`): a projection
  /// whose type is checked to be a Binding.
  static func isProjection(_ e: Expr) -> Bool {
    switch e.kind {
    case .identifier(let n): n.hasPrefix("$")
    case .member(let base, _, _), .subscript(let base, _): isProjection(base)
    default: false
    }
  }

  /// A member or element of a local that is a Binding (`address.city` after `if let address =
  /// Binding($profile.address)`, `$item` of a row): a Binding too.
  static func isBindingLocalMember(_ e: Expr, _ scope: Scope) -> Bool {
    switch e.kind {
    case .identifier(let n): if case .nominal("Binding", _)? = scope.locals[n] { true } else { false }
    case .member(let base, _, _), .subscript(let base, _): isBindingLocalMember(base, scope)
    default: false
    }
  }

  /// The type of `name` on a `Binding<value>` through Binding's dynamic member lookup
  /// (SwiftUI: `subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
  /// -> Binding<Subject>`): a Binding to a property of a struct or class the app declares, or
  /// to a tuple's element. Another value type's members (`$text.count`) are read-only key paths,
  /// so nil.
  func boundMemberType(of value: SwiftType, _ name: String) -> SwiftType? {
    switch value {
    case .tuple: break
    case .nominal(let typeName, _) where model.dataTypes[typeName] != nil: break
    default: return nil
    }
    return memberType(of: value, name).map { .nominal("Binding", [$0]) }
  }

  /// `Binding($profile.address)`: SwiftUI's `init?(_ base: Binding<Value?>)`, a Binding to the
  /// wrapped value or nil (`if let address = Binding($profile.address) { … }`); of a Binding to
  /// a value that is not optional, `init<V>(_ base: Binding<V>) where Value == V?`.
  func unwrappingBindingType(_ base: Expr, _ scope: Scope) -> SwiftType {
    let t = checkValue(base, scope, expected: nil)
    guard case .nominal("Binding", let w) = t, let value = w.first else { return t }
    if case .nominal("Optional", let inner) = value, let wrapped = inner.first { return .optional(.nominal("Binding", [wrapped])) }
    return .nominal("Binding", [.optional(value)])
  }

  /// `ForEach($items) { $item in … }`: the data of the ForEach type is what SwiftUI's
  /// `init<C>(_ data: Binding<C>, …) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>`
  /// makes of it; an Array's indices are a `Range<Int>`.
  func bindBindingData(_ overload: Overload, _ bindings: inout [String: SwiftType]) {
    guard let p = overload.parameters.firstIndex(where: { $0.kind == .data }), case .nominal("Binding", let w)? = bindings[Self.parameterKey(p)],
      w.first?.name == "Array"
    else { return }
    let keyPath = overload.parameters.firstIndex { $0.kind == .identityKeyPath }.flatMap { bindings[Self.parameterKey($0)] }
    guard let id = bindings["$id"] ?? keyPath else { return }
    bindings[Self.parameterKey(p)] = .nominal("LazyMapSequence", [.nominal("Range", [.int]), .tuple([.int, id], labels: [nil, nil])])
  }
}
