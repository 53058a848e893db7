import LayoutcCatalog
import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// What the evaluator makes of what a tolerant file assumes (docs/language.md, "Assumptions"):
/// an assumed value is `Value.opaque`, never computed with; an assumed view is an opaque
/// instance (a leaf, or a container of its trailing closures' views), an assumed modifier an
/// inert one around its content. Each instance names the assumptions it rests on.
extension Evaluator {
  /// The assumption `e`'s value rests on, when sema assumed it: `.opaque` without evaluating.
  func assumedRoot(_ e: Expr, _ env: Environment) -> String? {
    guard facts.hasAssumptions else { return nil }
    if let root = facts.assumption(e) { return root }
    guard let t = facts.type(of: e), t.isAssumed else { return nil }
    // A member of a local bound to an assumed value (a row's `item.title`): the root is the
    // value's, known only now.
    switch e.kind {
    case .member(let base, _, _), .subscript(let base, _):
      if let root = assumedRoot(base, env) { return root }
    case .call(let callee, _):
      if case .member(let base, _, _) = callee.kind, let root = assumedRoot(base, env) { return root }
    case .identifier(let name):
      if case .opaque(let root)? = env.lookup(name) { return root }
    default: break
    }
    return Assumptions.name(of: t)
  }

  /// `KFImage(url) { … }`: an opaque view named as written; its trailing closures that sema
  /// checked as builders are its content.
  func assumedView(_ name: String, _ args: [Argument], _ e: Expr, _ env: Environment, _ path: IdentityPath) -> [Instance] {
    guard count(at: e.range) else { return [] }
    let own = path.appending(.type(name))
    var children: [Instance] = []
    for a in args where a.isTrailingClosure {
      guard case .closure(let c) = a.value.kind, facts.type(of: a.value) != nil else { continue }
      // A content closure's parameters are what the opaque view passes in: assumed too.
      let params = Dictionary(c.parameters.map { ($0.name, Value.opaque($0.name)) }, uniquingKeysWith: { a, _ in a })
      children += block(c.body, env.binding(params), own)
    }
    // Any number of arguments, labels possibly repeated: gathered, then made unique at once.
    var values: [(String, Value)] = []
    for (i, a) in args.enumerated() where !a.isTrailingClosure {
      if case .closure = a.value.kind { continue }
      values.append((a.label ?? "_\(i)", isView(a.value, in: env.view) ? .opaque(name) : eval(a.value, env)))
    }
    let i = Instance(kind: .view, name: name, role: .neutral, identity: own, file: currentFile?.path ?? "", range: e.range,
      arguments: LabeledValues(values), children: children, assumptions: [facts.assumption(e) ?? name], isOpaque: true)
    return [i]
  }

  /// Adds `names` to the marks of `instances` and their descendants: views whose identity or
  /// data comes from an assumed value (rows of assumed data, a view with an assumed `.id`).
  func mark(_ instances: [Instance], _ names: [String]) {
    guard !names.isEmpty else { return }
    for i in instances {
      i.walk { node, _ in for n in names where !node.marks.contains(n) { node.marks.append(n) } }
    }
  }

  /// `.shimmering()`: an inert modifier around the views of its receiver.
  func assumedModifier(_ name: String, _ base: Expr, _ e: Expr, _ env: Environment, _ path: IdentityPath) -> [Instance] {
    // `.environmentObject(store)`, `.environment(store)`: the object its subtree reads
    // (`EnvironmentObjects`), though the modifier itself is outside the vocabulary.
    let scope = environmentWritten.mark
    defer { environmentWritten.restore(to: scope) }
    if case .call(_, let args) = e.kind, args.count == 1 {
      // Evaluated whatever the modifier, as an argument of an assumed modifier always is.
      let value = eval(args[0].value, env)
      if let (key, value) = environmentObjectWrite(name, args, value) { environmentWritten[key] = value }
    }
    let content = views(base, env, path)
    guard count(at: e.range) else { return [] }
    let note = facts.assumption(e) ?? "." + name
    return content.map { child in
      Instance(kind: .modifier, name: name, role: .inert, identity: child.identity, file: currentFile?.path ?? "", range: e.range,
        children: [child], assumptions: [note], isOpaque: true)
    }
  }

  /// A name used as a view whose value is assumed (`viewModel.header`, a view from another
  /// module): an opaque leaf.
  func assumedReference(_ root: String, _ e: Expr, _ path: IdentityPath) -> [Instance] {
    guard count(at: e.range) else { return [] }
    let name = facts.type(of: e).map(TypePrinter.print) ?? Assumptions.placeholder(root)
    return [Instance(kind: .view, name: name, role: .neutral, identity: path.appending(.type(name)), file: currentFile?.path ?? "",
      range: e.range, assumptions: [root], isOpaque: true)]
  }
}
