import LayoutcCatalog
import LayoutcSource
import LayoutcSyntax

/// A struct of the module conforming to SwiftUI's `Layout` (iOS 16) used as a container:
/// `EqualWidthHStack { … }` or `FlowLayout(spacing: 8) { … }`. Swift reads it as the layout's
/// memberwise initializer followed by `callAsFunction(_:)` with the trailing closure, whose
/// result is `_VariadicView.Tree<_LayoutRoot<Self>, V>` (SwiftUI.swiftinterface:
/// `extension Layout { func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View }`,
/// whose body is `_VariadicView.Tree(_LayoutRoot(self)) { content() }`; the printed type is
/// `Tree<_LayoutRoot<L>, Content>`, as `_typeName` shows nested types bare).
///
/// The layout's methods (`sizeThatFits`, `placeSubviews`, helpers) are not typed here: they
/// run at layout time in the evaluator (`CustomLayoutRun`), which reports what it cannot run.
extension TypeChecker {
  /// The protocol a layout struct conforms to.
  static let layoutProtocol = "Layout"

  /// The type of `Name(args) { content }` for a declared `Layout`, or nil when `key` is not
  /// one or the call has no trailing content closure.
  func checkCustomLayoutCall(_ key: String, args: [Argument], call: Expr, _ scope: Scope) -> SwiftType? {
    // `Layout` arrived in iOS 16: in the iOS 13 SDK such a struct is not a view.
    guard sdk != .ios13, let data = model.dataTypes[key], model.conforms(key, to: Self.layoutProtocol) else { return nil }
    guard let last = args.last, last.isTrailingClosure, case .closure(let c) = last.value.kind else { return nil }
    // Swift rejects a `Layout` without its two requirements where the struct is declared.
    for (method, labels) in [("sizeThatFits", ["proposal", "subviews", "cache"]), ("placeSubviews", ["in", "proposal", "subviews", "cache"])] {
      let declared = data.decl.members.contains { m in
        if case .function(let f) = m.kind { return f.name == method && f.parameters.map { $0.label ?? "_" } == labels }
        return false
      } || model.extensionMember(key, method) != nil
      if !declared {
        let signature = method + "(" + labels.map { $0 + ":" }.joined() + ")"
        emit(SemaDiagnostics.notConforming(TypePrinter.runtimeName(key), Self.layoutProtocol), data.decl.nameRange, file: data.file,
          notes: [Note("protocol requires function '\(signature)'", file: data.file.path, range: data.decl.nameRange)])
        return .error
      }
    }
    let initArgs = Array(args.dropLast())
    _ = dataInit(data, initArgs, call, scope)
    let content = buildBody(c.body, scope: scope, isBuilder: true, range: last.value.range)
    if content.isError { return .error }
    facts.calls[ObjectIdentifier(call)] = ResolvedCall(target: .customLayout(key), overload: nil, argumentIndices: [:])
    return Self.layoutTreeType(.nominal(key, []), content: content)
  }

  /// `layout { … }` where `layout` is a local holding a layout (`let layout = wide ?
  /// AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`): `callAsFunction` of its type.
  func checkLayoutValueCall(_ local: SwiftType, args: [Argument], call: Expr, _ scope: Scope) -> SwiftType? {
    guard let name = local.name, Self.layoutValueTypes.contains(name) || model.dataTypes[name].map({ _ in model.conforms(name, to: Self.layoutProtocol) }) == true,
      args.count == 1, args[0].isTrailingClosure, case .closure(let c) = args[0].value.kind
    else { return nil }
    let content = buildBody(c.body, scope: scope, isBuilder: true, range: args[0].value.range)
    if content.isError { return .error }
    facts.calls[ObjectIdentifier(call)] = ResolvedCall(target: .layoutValueCall(name), overload: nil, argumentIndices: [:])
    return Self.layoutTreeType(.nominal(name, []), content: content)
  }

  /// The built-in layouts, which are values without content and containers with it.
  static let layoutValueTypes: Set<String> = ["HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout", "AnyLayout"]

  /// `_VariadicView.Tree<_LayoutRoot<L>, Content>`.
  static func layoutTreeType(_ layout: SwiftType, content: SwiftType) -> SwiftType {
    .nominal("_VariadicView.Tree", [.nominal("_LayoutRoot", [layout]), content])
  }
}
