import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// Seed 004's `_VariadicView.Tree(Root()) { content }` (typed by `TypeChecker.checkVariadicTree`):
/// the content's views are made first, each keeping the identity it has in the content; then
/// the root's `body(children:)` runs with `children` holding one value per view
/// (`_VariadicView_Children.Element`, whose `id` is that identity). Where the body uses a child
/// as a view (`ForEach(children) { child in child … }`) the child's instance stands, so its
/// identity sees through the root; views the body adds (the dividers) are the body's, under
/// the ForEach row of the child. A unary root's tree is one view (a neutral node named after
/// the root); a multi root's is its views, which join the parent's list like a Group's, so a
/// modifier on the tree applies to each.
extension Evaluator {
  func variadicTreeViews(_ rootName: String, _ args: [Argument], _ e: Expr, _ env: Environment, _ path: IdentityPath) -> [Instance] {
    guard let view = model.views[rootName], args.count == 2, case .closure(let c) = args[1].value.kind,
      case .call(_, let rootArgs) = args[0].value.kind, let resolved = facts.call(args[0].value)
    else { return [] }
    let kind = VariadicViews.root(view.decl) ?? .unary
    let here = path.appending(.type("Tree"))
    let children = block(c.body, env, here)
    var values: [Value] = []
    for child in children {
      child.isSubviewProxy = true
      variadicChildren.append(child)
      values.append(.member(type: VariadicViews.childType, name: "child",
        arguments: [.int(variadicChildren.count - 1), .string(child.identity.description)]))
    }
    let rootValues = userViewArguments(view, resolved, rootArgs, env)
    guard let tree = userView(view, arguments: rootValues, argumentEnv: env, range: e.range, parent: path, isRoot: false,
      bindings: ["children": .array(values)])
    else { return [] }
    guard kind == .multi else { return [tree] }
    for child in tree.children { multiViewElements.insert(ObjectIdentifier(child)) }
    return tree.children
  }

  /// A user view whose body is the views of a multi-root tree: modifiers on it apply to each.
  func isMultiViewList(_ i: Instance) -> Bool {
    i.kind == .userView && i.children.count > 1 && i.children.allSatisfy { multiViewElements.contains(ObjectIdentifier($0)) }
  }

  /// iOS 18's `ForEach(subviews: view) { subview in … }` and `Group(subviews: view) { subviews
  /// in … }`: the view's instances are made (under the container's place), each becomes a
  /// subview value as a variadic child does, and the closure's views are the result (both
  /// containers are transparent: their views join the parent's list). ForEach's rows are under
  /// the subview's id, as any ForEach's.
  func containerSubviewsViews(_ name: String, _ args: [Argument], _ e: Expr, _ env: Environment, _ path: IdentityPath) -> [Instance] {
    guard args.count == 2, case .closure(let c) = args[1].value.kind else { return [] }
    let here = path.appending(.type(name))
    let base = views(args[0].value, env, here)
    var values: [Value] = []
    for child in base {
      child.isSubviewProxy = true
      variadicChildren.append(child)
      values.append(.member(type: VariadicViews.childType, name: "child",
        arguments: [.int(variadicChildren.count - 1), .string(child.identity.description)]))
    }
    let parameter = c.parameters.first?.name
    if name == "Group" {
      let inner = env.binding(parameter.map { [$0: .array(values)] } ?? [:], shorthand: parameter == nil ? .array(values) : nil)
      return block(c.body, inner, here)
    }
    var rows: [Instance] = []
    var ids: [String] = []
    for v in values where !stopped {
      let id = Self.variadicChildMember(v, "id") ?? .none
      let idText = IdentityPath.explicitText(id.description)
      ids.append(idText)
      let inner = env.binding(parameter.map { [$0: v] } ?? [:], shorthand: parameter == nil ? v : nil)
      rows += block(c.body, inner, here.appending(.element(idText)))
    }
    expansions.append(ForEachExpansion(file: currentFile?.path ?? "", range: e.range, ids: ids, elements: ids, assumedIDs: ids.map { _ in false }))
    return rows
  }

  /// The instance a child value of `_VariadicView.Children` stands for.
  func variadicChild(_ v: Value) -> Instance? {
    guard case .member(VariadicViews.childType?, "child", let a) = v, case .int(let k)? = a.first, variadicChildren.indices.contains(k) else {
      return nil
    }
    return variadicChildren[k]
  }

  /// `child.id`: the child's identity, an `AnyHashable` compared by equality.
  static func variadicChildMember(_ v: Value, _ name: String) -> Value? {
    guard case .member(VariadicViews.childType?, "child", let a) = v, a.count == 2, name == "id" else { return nil }
    return a[1]
  }
}
