import LayoutcSource
import LayoutcSyntax

/// Computed properties of the app's data types and enums that build views: `var image: Text
/// { Text(title) }`, `var view: some View { switch self { … } }` (in the type or an
/// extension). Their getters are checked as view bodies, once, when first used, so that the
/// evaluator has the facts to build them, and `some View` has the type its body gives
/// (`_typeName` prints the underlying type).
extension TypeChecker {
  /// The type of `value.name` for such a property; nil for a property that is not a view's.
  func valueViewPropertyType(_ owner: String, _ v: VariableDecl, file: SourceFile) -> SwiftType? {
    guard let repr = v.type, let getter = v.getter else { return nil }
    let isOpaque: Bool = { if case .opaque = repr.kind { true } else { false } }()
    let declared = isOpaque ? nil : resolveIn(owner, repr)
    // A view type only: not an Optional, nor `Color` (a value as much as a view: `var tint:
    // Color { .red }` is a value's property, checked as values are), nor anything assumed.
    if let declared, !isViewType(declared) || declared.containsAssumption || declared.isOptional || declared.name == "Color"
      || { if case .nominal = declared { false } else { true } }()
    {
      return nil
    }
    if declared == nil, !isOpaqueView(repr) { return nil }
    let key = owner + "." + v.name
    let unit = enterBody(key)
    defer { currentUnit = unit }
    switch memberState[key] {
    case .done(let t)?: return t
    case .checking?:
      emit(SemaDiagnostics.recursiveOpaque("some View"), v.nameRange)
      return .error
    case nil: break
    }
    memberState[key] = .checking
    let (savedFile, savedContext) = (currentFile, typeContext)
    (currentFile, typeContext) = (file, owner)
    let scope = valueScope(owner, file: file)
    let isBuilder = v.attributes.contains { $0.name == "ViewBuilder" }
    let savedWritten = writtenViewType
    writtenViewType = declared
    let body = bounded(buildBody(getter, scope: scope, isBuilder: isBuilder, range: v.nameRange), v.nameRange)
    (currentFile, typeContext, writtenViewType) = (savedFile, savedContext, savedWritten)
    let type = declared ?? body
    memberState[key] = .done(type)
    return type
  }

  /// The scope of a getter of `owner`'s: `self`, and a data type's stored properties by name.
  func valueScope(_ owner: String, file: SourceFile) -> Scope {
    var scope = Scope(view: nil, file: file)
    scope.locals["self"] = .nominal(owner, [])
    if let data = model.dataTypes[owner] {
      for p in data.storedProperties { scope.locals[p.name] = p.decl.type.map { resolveQuietly($0, generics: []) } ?? .error }
    }
    return scope
  }

  private func isOpaqueView(_ repr: TypeRepr) -> Bool {
    guard case .opaque(let inner) = repr.kind, case .named(let path, _) = inner.kind else { return false }
    return path.last == "View" && path.count <= 2
  }
}
