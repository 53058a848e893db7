import LayoutcSyntax

/// Types around SwiftUI's property wrappers: the value an `@Environment(\.key)` property
/// holds, what `$name` projects, and the type a memberwise initializer parameter takes.
extension TypeChecker {
  /// `@Environment(\.colorScheme) var scheme` without a written type: the key's value type.
  func wrappedValueType(_ p: PropertyInfo) -> SwiftType? {
    guard let (w, attribute) = p.decl.propertyWrapper else { return nil }
    switch w.name {
    case "Environment":
      // `@Environment(Store.self) var store`: an `@Observable` object put in the environment.
      if let object = environmentObjectType(attribute) { return object }
      guard let key = Self.environmentKey(attribute) else { return nil }
      return environmentValueType(key) ?? platformEnvironmentValueType(key)
    case "Namespace":
      return .nominal("Namespace.ID", [])  // Namespace's wrappedValue is a Namespace.ID
    default:
      return nil
    }
  }

  /// `Store` in `@Environment(Store.self)` when `Store` is a declared type.
  func environmentObjectType(_ attribute: Attribute) -> SwiftType? {
    guard let args = attribute.arguments, args.count == 1, case .member(let base, "self", _) = args[0].value.kind,
      case .identifier(let name) = base.kind, let key = declaredType(name)
    else { return nil }
    return .nominal(key, [])
  }

  /// The key of `@Environment(\.key)`.
  static func environmentKey(_ attribute: Attribute) -> String? {
    guard let args = attribute.arguments, args.count == 1, case .keyPath(_, let path) = args[0].value.kind, path.count == 1
    else { return nil }
    return path[0]
  }

  /// `$name`: each wrapper's `projectedValue` (Apple's documentation of each wrapper):
  /// a `Binding` for State, Binding, AppStorage and SceneStorage; FocusState's and its
  /// Binding's own `FocusState<Value>.Binding`; GestureState itself. Others project nothing.
  func projectedType(_ w: PropertyWrapper, _ value: SwiftType) -> SwiftType? {
    switch w.name {
    case "State", "Binding", "AppStorage", "SceneStorage": .nominal("Binding", [value])
    case "FocusState", "FocusState.Binding": .nominal("FocusState.Binding", [value])
    case "GestureState": .nominal("GestureState", [value])
    // `$vm.name` is a Binding through the wrapper's dynamic member lookup (SwiftUI interface:
    // StateObject's and ObservedObject's projectedValue is `ObservedObject<T>.Wrapper`).
    case "StateObject", "ObservedObject": .nominal("ObservedObject.Wrapper", [value])
    case "EnvironmentObject": .nominal("EnvironmentObject.Wrapper", [value])
    case "Bindable": .nominal("Bindable", [value])
    default: nil
    }
  }

  /// The memberwise initializer's parameter for a wrapped property without
  /// `init(wrappedValue:)` has the wrapper's type (SE-0258; swiftc 6.3 synthesises
  /// `value: Binding<Int>` for `@Binding var value: Int`), so it takes `$n` or `.constant(0)`.
  func memberwiseParameterType(_ p: PropertyInfo, _ value: SwiftType) -> SwiftType {
    guard let w = p.wrapper, !w.initializesFromWrappedValue else { return value }
    return .nominal(w.name, [value])
  }

  /// An `@Environment(\.key)` property the checker cannot type is an error at its declaration
  /// (a value read from it would otherwise be silently untyped).
  func checkEnvironmentProperty(_ p: PropertyInfo) {
    guard p.decl.type == nil, let (w, attribute) = p.decl.propertyWrapper, w.name == "Environment" else { return }
    if environmentObjectType(attribute) != nil { return }
    if let key = Self.environmentKey(attribute) {
      if environmentValueType(key) == nil, !assumes(.value, "\\." + key, at: attribute.arguments?.first?.value.range ?? attribute.range) { emit(SemaDiagnostics.unknownEnvironmentKey(key), attribute.arguments?.first?.value.range ?? attribute.range) }
    }
  }

  /// `@Bindable var model = model` in a body: a local wrapped in `Bindable` (Apple's Bindable
  /// documentation: "You can use the Bindable property wrapper on properties and variables",
  /// its example declares one at the top of `body`). The local has the value's type and
  /// `$model` projects a `Bindable` of it, whose members are Bindings.
  func bindWrappedLocal(_ v: VariableDecl, _ scope: inout Scope) {
    bindLocal(v, &scope)
    if let t = scope.locals[v.name], !t.isError, let w = v.propertyWrapper?.wrapper, let projected = projectedType(w, t) {
      scope.locals["$" + v.name] = projected
    }
  }

  /// What `$name` projects when `name` is a wrapped property of the view in scope.
  func projectedWrapper(_ name: String, _ scope: Scope) -> SwiftType? {
    guard scope.locals[name] == nil, let view = scope.view, let p = view.storedProperties.first(where: { $0.name == name }),
      let w = p.wrapper
    else { return nil }
    return projectedType(w, storedPropertyType(p, view))
  }
}
