import LayoutcCatalog
import LayoutcSyntax

/// The module's own shapes: a struct conforming to `Shape` or `InsettableShape` (directly, in an
/// extension, or through a protocol of the module refining them) is a view of its own type, built
/// with its memberwise initializer, on which the catalog's shape modifiers apply as on `Rectangle`
/// (`Triangle().fill(.red)` is `_ShapeView<Triangle, Color>`). `Path` is a shape too
/// (`Path { p in … }.stroke()`); its initializer's closure is drawing code, run untyped when the
/// path is drawn, as a shape's `path(in:)` is.
extension TypeChecker {
  /// `.insettableShape` or `.shape` for such a type of the module, by its key; nil otherwise. A
  /// generic shape (`struct Bars<T>: Shape`) is not typed here: its generic arguments are not
  /// inferred from its initializer, and `Bars` alone would be a wrong type (it stays assumed).
  func appShapeReceiver(_ key: String) -> Receiver? {
    guard let data = model.dataTypes[key], data.decl.kind == .struct, data.decl.genericParameters.isEmpty else { return nil }
    if model.conforms(key, to: "InsettableShape") { return .insettableShape }
    return model.conforms(key, to: "Shape") ? .shape : nil
  }

  static let pathType = "Path"

  /// `Path { p in … }`, `Path(ellipseIn: rect)` where a view is expected; nil when the module
  /// declares a type of that name.
  func checkPathView(_ name: String, args: [Argument], call: Expr, _ scope: Scope) -> SwiftType? {
    guard name == Self.pathType, declaredType(name) == nil else { return nil }
    for a in args {
      if case .closure = a.value.kind { continue }
      _ = checkValue(a.value, scope, expected: nil)
    }
    if quiet == 0 { facts.calls[ObjectIdentifier(call)] = ResolvedCall(target: .appShape(name), overload: nil, argumentIndices: [:]) }
    return .nominal(name, [])
  }

  /// `Triangle()` or `Arc(startAngle: .degrees(0), …)` where a view is expected: the shape's
  /// memberwise (or declared) initializer; nil when `key` is not a shape of the module.
  func checkAppShapeCall(_ key: String, args: [Argument], call: Expr, _ scope: Scope) -> SwiftType? {
    guard appShapeReceiver(key) != nil, let data = model.dataTypes[key] else { return nil }
    let t = dataInit(data, args, call, scope)
    if t.isError { return .error }
    if quiet == 0 { facts.calls[ObjectIdentifier(call)] = ResolvedCall(target: .appShape(key), overload: nil, argumentIndices: [:]) }
    return t
  }

  /// A catalog result for a shape of the module: the built-in shapes' nested `_Inset` (iOS 13's
  /// `strokeBorder` strokes `InsetShape`) is what the shape's own `inset(by:)` returns.
  func appShapeResult(_ t: SwiftType, receiver: SwiftType) -> SwiftType {
    guard Self.mentionsInset(t), let key = receiver.name, appShapeReceiver(key) == .insettableShape else { return t }
    let declared = model.dataTypes[key]?.decl.members.lazy.compactMap { m -> FunctionDecl? in
      if case .function(let f) = m.kind, f.name == "inset", f.parameters.first?.label == "by" { f } else { nil }
    }.first
    var inset = declared?.returnType.map { resolveQuietly($0, generics: []) } ?? .error
    if inset.name == "Self" { inset = receiver }
    // `some InsettableShape`: its underlying type is its body's, which is not typed here.
    if inset.name == nil || inset.containsError { inset = Assumptions.type(spelled: TypePrinter.runtimeName(key) + ".InsetShape") }
    return Self.replacingInset(t, with: inset)
  }

  private static func mentionsInset(_ t: SwiftType) -> Bool {
    if case .nominal(let n, let args) = t { return n == "_Inset" || args.contains(where: mentionsInset) }
    return false
  }

  private static func replacingInset(_ t: SwiftType, with inset: SwiftType) -> SwiftType {
    guard case .nominal(let n, let args) = t else { return t }
    return n == "_Inset" && args.isEmpty ? inset : .nominal(n, args.map { replacingInset($0, with: inset) })
  }
}
