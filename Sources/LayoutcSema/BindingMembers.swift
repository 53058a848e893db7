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
