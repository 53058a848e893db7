import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// A call of a SwiftUI view reaching an initializer the module declares in an extension of it
/// (`Section("a", systemImage: "star") { … }`): the parameters are bound to the evaluated
/// arguments (closures kept as closures, defaults where none is given), then the body's one
/// `self.init(…)` runs as the call of SwiftUI's initializer it is, so the view drawn is the real
/// Section, Button or Label.
extension Evaluator {
  func extensionInitializerViews(
    _ name: String, index: Int, _ args: [Argument], _ e: Expr, _ env: Environment, _ path: IdentityPath
  ) -> [Instance] {
    guard let inits = model.extensionInitializers[name], index < inits.count, let d = inits[index].delegation else { return [] }
    let ext = inits[index]
    let indices = facts.call(e)?.argumentIndices ?? [:]
    var bindings: [String: Value] = [:]
    for (p, param) in ext.decl.parameters.enumerated() {
      if let a = indices[p] {
        bindings[param.name] = argumentValue(args[a].value, env)
      } else if let v = param.defaultValue {
        bindings[param.name] = eval(v, .root(view: nil, properties: [:]))
      }
    }
    let key = name + ".init(" + ext.decl.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    let inner = Environment.root(view: nil, properties: [:]).binding(bindings)
    return nested(key, at: e.range) { inFile(ext.file) { views(d.call, inner, path) } }
  }
}
