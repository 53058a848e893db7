import LayoutcCatalog
import LayoutcSource
import LayoutcSyntax

/// Arguments of the kinds the screen vocabulary adds: styles for the `*Style`
/// modifiers, event closures told apart by their parameter count, and view builders that
/// receive a value.
extension TypeChecker {
  /// A style argument for a modifier taking a `proto` style: `.bordered` (iOS 15 static
  /// members), `PlainButtonStyle()` (the style's initializer), or a value of a declared type
  /// conforming to `proto` (`Pressable()` for `struct Pressable: ButtonStyle`).
  func bindStyle(_ proto: String, _ e: Expr, _ scope: Scope, probe: Bool) -> SwiftType? {
    let entry = Catalog.styles[proto]
    switch e.kind {
    case .closure:
      return nil
    case .implicitMember(let name):
      if let t = entry?.memberType(name, in: sdk) { return .nominal(t, []) }
      // A style no protocol of the vocabulary has (`.icon`, declared in an extension of the
      // app's): an assumed member in a tolerant file.
      if !Catalog.styles.values.contains(where: { $0.memberType(name, in: sdk) != nil }),
        assumes(.member, proto + "." + name, at: e.range, in: scope.file)
      {
        if quiet == 0 { noteAssumed(proto + "." + name, of: e) }
        return .assumed(Assumptions.placeholder(proto + "." + name), [])
      }
      // Another protocol's member (`.plain` is also a ListStyle) is for another overload.
      if probe || proto == "ButtonStyle" { return nil }
      let available = entry?.members.keys.filter { entry?.memberType($0, in: sdk) != nil } ?? []
      emit(SemaDiagnostics.unresolvedMember(name), e.range, suggestion: Suggestions.closest(to: name, in: available))
      return .error
    case .call(let callee, let args):
      if case .identifier(let typeName) = callee.kind, let owner = Catalog.styleProtocol(ofType: typeName) {
        guard owner == proto, entry?.types[typeName]?.contains(sdk) == true else {
          if !probe, owner == proto { emit(SemaDiagnostics.cannotFind(typeName), callee.range); return .error }
          return nil
        }
        // Style initializers' arguments (`CircularProgressViewStyle(tint: .white)`) are checked
        // for their own errors only.
        if !probe { for a in args { _ = checkArgumentLoosely(a.value, scope) } }
        return .nominal(typeName, [])
      }
    default: break
    }
    quiet += probe ? 1 : 0
    let t = checkValue(e, scope, expected: nil)
    quiet -= probe ? 1 : 0
    if t.isError { return probe ? nil : .error }
    if t.isAssumed { return t }
    // A style of the app's: data, or (with a `makeBody` the checker types) a view-like type.
    guard let name = t.name, let key = declaredType(name), (model.dataTypes[key]?.decl ?? model.views[key]?.decl)?.conforms(to: proto) == true
    else {
      return nil
    }
    return t
  }

  /// The number of parameters a closure takes: its explicit ones, or one more than the highest
  /// `$N` its text uses (a nested closure's `$0` counts too, a known approximation), else 0.
  func closureArity(_ e: Expr) -> Int? {
    guard case .closure(let c) = e.kind else { return nil }
    if c.hasSignature || !c.parameters.isEmpty { return c.parameters.count }
    guard let text = currentFile?.text(in: e.range) else { return 0 }
    var highest = -1
    var chars = Substring(text)
    while let dollar = chars.firstIndex(of: "$") {
      chars = chars[chars.index(after: dollar)...]
      let digits = chars.prefix(while: \.isNumber)
      if let n = Int(digits) { highest = max(highest, n) }
    }
    return highest + 1
  }

  /// The value a `.builderTaking` closure receives: a named type, or `$Nv?`, the wrapped value
  /// of the optional bound by a `Binding<T?>` parameter (`sheet(item:)`).
  func builderParameterType(_ name: String, _ bindings: [String: SwiftType]) -> SwiftType {
    guard name.hasPrefix("$") else { return .nominal(name, []) }
    let key = name.hasSuffix("?") ? String(name.dropLast()) : name
    guard let bound = bindings[key] else { return .error }
    if name.hasSuffix("?"), case .nominal("Optional", let w) = bound, let inner = w.first { return inner }
    return bound
  }
}
