import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// Instances of the modifiers a module declares: `.modifier(Card())` lays the modified view
/// out through Card's `body(content:)`, `content` standing for it; an `extension View`
/// helper (`.card()`) through its body, `self` standing for the receiver.
extension Evaluator {
  func viewModifierViews(_ name: String, _ callee: Expr, _ args: [Argument], _ e: Expr, _ env: Environment, _ path: IdentityPath) -> [Instance] {
    guard let view = model.views[name], let argument = args.first?.value, case .call(_, let modifierArgs) = argument.kind,
      let resolved = facts.call(argument)
    else { return [] }
    let base = receiverExpr(callee)
    let values = userViewArguments(view, resolved, modifierArgs, env).values
    let content = Value.view(ViewThunk(expr: base, environment: env, file: currentFile))
    return userView(view, arguments: values, range: e.range, parent: path, isRoot: false, bindings: ["content": content])
      .map { [$0] } ?? []
  }

  func viewExtensionViews(
    _ name: String, _ overload: Int, _ callee: Expr, _ args: [Argument], _ e: Expr, _ env: Environment, _ path: IdentityPath
  ) -> [Instance] {
    guard let infos = model.viewExtensions[name], overload < infos.count else { return [] }
    let info = infos[overload]
    var bindings: [String: Value] = ["self": .view(ViewThunk(expr: receiverExpr(callee), environment: env, file: currentFile))]
    let indices = facts.call(e)?.argumentIndices ?? [:]
    for (p, param) in info.decl.parameters.enumerated() {
      if param.isVariadic {
        bindings[param.name] = .array(VariadicParameters.arguments(from: indices[p], args).map { argumentValue(args[$0].value, env) })
      } else if let a = indices[p] {
        bindings[param.name] = argumentValue(args[a].value, env)
      } else if let d = param.defaultValue {
        bindings[param.name] = eval(d, .root(view: nil, properties: [:]))
      }
    }
    let key = "View." + name
    return nested(key, at: e.range) {
      let saved = currentFile
      currentFile = info.file
      defer { currentFile = saved }
      let inner = Environment.root(view: nil, properties: [:]).binding(bindings)
      if info.decl.hasAttribute("ViewBuilder") && !containsReturn(info.decl.body) { return block(info.decl.body, inner, path) }
      return returnedViews(info.decl.body, inner, path)
    }
  }

  /// The modified view: the callee's base, or `self` for a bare call inside a helper
  /// (`modifier(Card())` in `extension View`).
  private func receiverExpr(_ callee: Expr) -> Expr {
    if case .member(let base, _, _) = callee.kind { return base }
    return Expr(.identifier("self"), callee.range)
  }
}
