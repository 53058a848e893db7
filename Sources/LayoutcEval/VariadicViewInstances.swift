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
    let rootValues = userViewArguments(view, resolved, rootArgs, env).values
    guard let tree = userView(view, arguments: rootValues, range: e.range, parent: path, isRoot: false,
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
    let values = args[0].label == "sections" ? sectionValues(base) : base.map(subviewValue)
    let parameter = c.parameters.first?.name
    if name == "Group" {
      let inner = env.binding(parameter.map { [$0: .array(values)] } ?? [:], shorthand: parameter == nil ? .array(values) : nil)
      return block(c.body, inner, here)
    }
    var rows: [Instance] = []
    var ids: [String] = []
    for v in values where !stopped {
      let id = Self.variadicChildMember(v, "id") ?? Self.sectionMember(v, "id") ?? .none
      let idText = IdentityPath.explicitText(id.description)
      ids.append(idText)
      let inner = env.binding(parameter.map { [$0: v] } ?? [:], shorthand: parameter == nil ? v : nil)
      rows += block(c.body, inner, here.appending(.element(idText)))
    }
    expansions.append(ForEachExpansion(file: currentFile?.path ?? "", range: e.range, ids: ids, elementValues: nil, assumedIDs: ids.map { _ in false }))
    return rows
  }

  /// A subview value standing for `child` (`_VariadicView.Children.Element`, iOS 18's `Subview`).
  func subviewValue(_ child: Instance) -> Value {
    child.isSubviewProxy = true
    variadicChildren.append(child)
    return .member(type: VariadicViews.childType, name: "child", arguments: [.int(variadicChildren.count - 1), .string(child.identity.description)])
  }

  /// iOS 18's sections of a view (`ForEach(sections:)`, `Group(sections:)`): each `Section` is
  /// one, its header, content and footer subviews collections; "any content of the given view
  /// which is not explicitly specified as a section is grouped with its sibling content to form
  /// implicit sections" (Apple, SectionCollection). A section's id is its identity.
  func sectionValues(_ base: [Instance]) -> [Value] {
    var sections: [Value] = []
    var loose: [Instance] = []
    func section(_ id: String, header: [Instance], content: [Instance], footer: [Instance]) -> Value {
      .member(type: VariadicViews.sectionType, name: "section",
        arguments: [.string(id), .array(header.map(subviewValue)), .array(content.map(subviewValue)), .array(footer.map(subviewValue))])
    }
    func flush() {
      guard let first = loose.first else { return }
      sections.append(section(first.identity.description, header: [], content: loose, footer: []))
      loose = []
    }
    for i in base {
      guard i.role == .section else { loose.append(i); continue }
      flush()
      let slots = i.childSlots.count == i.children.count ? i.childSlots : i.children.map { _ in "content" }
      let parts = { (slot: String) in zip(i.children, slots).filter { $0.1 == slot }.map(\.0) }
      var header = parts("header")
      // `Section("Fruit") { … }`: its header is the Text SwiftUI makes of the title.
      if header.isEmpty, case .string(let title)? = i.arguments["_0"] {
        header = [Instance(kind: .view, name: "Text", role: .text, identity: i.identity.appending(.type("Text")), file: i.file, range: i.range, text: title)]
      }
      sections.append(section(i.identity.description, header: header, content: parts("content"), footer: parts("footer")))
    }
    flush()
    return sections.isEmpty ? [section(here(base), header: [], content: [], footer: [])] : sections
  }

  private func here(_ base: [Instance]) -> String { base.first?.identity.description ?? "" }

  /// `section.id`, `.header`, `.content`, `.footer` of a section value.
  static func sectionMember(_ v: Value, _ name: String) -> Value? {
    guard case .member(VariadicViews.sectionType?, "section", let a) = v, a.count == 4 else { return nil }
    switch name {
    case "id": return a[0]
    case "header": return a[1]
    case "content": return a[2]
    case "footer": return a[3]
    default: return nil
    }
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
