import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// Views a value's computed property builds: `food.image` (a `var image: Text { … }` of the
/// app's data type), `snapshot.timeOfDay.view` (an enum's `var view: some View` in an
/// extension). The getter runs as a body with `self` bound to the value, like a view's own
/// computed view property; without this the views would silently be missing.
extension Evaluator {
  func valueMemberViews(_ base: Expr, _ name: String, _ e: Expr, _ env: Environment, _ path: IdentityPath) -> [Instance]? {
    let value = eval(base, env)
    guard let (getter, isBuilder, file) = viewGetter(of: value, name) else { return nil }
    return withSelf(value, file: file, at: e.range, otherwise: []) { inner in
      isBuilder && !containsReturn(getter) ? block(getter, inner, path) : returnedViews(getter, inner, path)
    }
  }

  /// The getter of a computed property of a record's or enum case's type (declared in the
  /// type or an extension), whether it is a `@ViewBuilder`, and its file.
  private func viewGetter(of value: Value, _ name: String) -> ([Stmt], Bool, SourceFile)? {
    let typeName: String
    var declared: VariableDecl?
    var file: SourceFile?
    switch value {
    case .record(let t, _):
      typeName = t
      if let data = model.dataTypes[t], let v = data.computedProperties.first(where: { $0.name == name }) { declared = v; file = data.file }
    case .member(let t?, _, _):
      typeName = t
      if let en = model.enums[t], let v = en.computedProperty(named: name) { declared = v; file = en.file }
    default:
      return nil
    }
    if declared == nil, let m = model.extensionMember(typeName, name), case .property(let v) = m.kind {
      declared = v
      file = m.file
    }
    guard let v = declared, let getter = v.getter, let file else { return nil }
    return (getter, v.attributes.contains { $0.name == "ViewBuilder" }, file)
  }
}
