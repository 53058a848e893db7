import LayoutcSource
import LayoutcSyntax

/// `--dump-typed`: each view member with the views its body builds, each with the type the
/// checker inferred and its range, in the style of the AST dump. A view is an expression
/// the checker typed as a view: a catalog call, a user view, a modifier, or a reference.
public enum TypedTreeDumper {
  public static func dump(_ files: [SourceFileSyntax], _ result: SemaResult) -> String {
    var lines: [String] = []
    for name in result.model.viewOrder {
      guard let view = result.model.views[name] else { continue }
      for member in view.members {
        let type = result.members.first { $0.view == name && $0.member == member.displayName }?.type ?? .error
        lines.append("\(name).\(member.displayName): \(TypePrinter.print(type)) @\(member.range)")
        for s in member.body { statement(s, result.facts, depth: 1, &lines) }
      }
    }
    for (i, preview) in result.model.previews.enumerated() {
      let name = preview.name.map { "#Preview(\"\($0)\")" } ?? "#Preview"
      lines.append("\(name): \(TypePrinter.print(result.facts.previewTypes[i] ?? .error)) @\(preview.range)")
      for s in preview.body { statement(s, result.facts, depth: 1, &lines) }
    }
    return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
  }

  private static func statement(_ s: Stmt, _ facts: TypeFacts, depth: Int, _ lines: inout [String]) {
    switch s.kind {
    case .expression(let e), .return(let e?): view(e, facts, depth: depth, &lines)
    case .if(_, let then, let elseClause):
      lines.append(pad(depth) + "if @\(s.range)")
      for t in then { statement(t, facts, depth: depth + 1, &lines) }
      switch elseClause {
      case .block(let b, _)?:
        lines.append(pad(depth) + "else")
        for t in b { statement(t, facts, depth: depth + 1, &lines) }
      case .elseIf(let next)?: statement(next, facts, depth: depth, &lines)
      case nil: break
      }
    case .switch(_, let cases):
      lines.append(pad(depth) + "switch @\(s.range)")
      for c in cases {
        lines.append(pad(depth + 1) + (c.isDefault ? "default" : "case") + " @\(c.range)")
        for t in c.body { statement(t, facts, depth: depth + 2, &lines) }
      }
    default: break
    }
  }

  /// A view expression and the views inside its closures (stack contents, ForEach rows,
  /// backgrounds), skipping the modifier's receiver, which is shown as its own line beneath.
  private static func view(_ e: Expr, _ facts: TypeFacts, depth: Int, _ lines: inout [String]) {
    guard let type = facts.type(of: e), !type.isError else { return }
    let label: String
    switch facts.call(e)?.target {
    case .catalogView(let n)?: label = n
    case .modifier(let n)?: label = "." + n
    case .userView(let n)?: label = n
    case .member(let n)?: label = n + "()"
    case .staticMember(let t, let n, _)?: label = TypePrinter.runtimeName(t) + "." + n + "()"
    case .viewModifier?: label = ".modifier"
    case .viewExtension(let n, _)?: label = "." + n
    case .assumedView(let n)?: label = "assumed " + n
    case .assumedModifier(let n)?: label = "assumed ." + n
    case .customLayout(let n)?, .appShape(let n)?: label = n
    case .layoutValueCall(let n)?: label = n + " value"
    case .variadicTree(let n)?: label = "_VariadicView.Tree(" + n + ")"
    case .containerSubviews(let n)?: label = n + "(subviews:)"
    case .extensionInitializer(let n, _)?: label = n + " (extension init)"
    case nil: label = "reference"
    }
    lines.append(pad(depth) + "\(label): \(TypePrinter.print(type)) @\(e.range)")
    guard case .call(let callee, let args) = e.kind else { return }
    if case .member(let base, _, _) = callee.kind { view(base, facts, depth: depth + 1, &lines) }
    for a in args {
      if case .closure(let c) = a.value.kind {
        // Builder closures are typed by the checker; actions and guide computations are not.
        guard facts.type(of: a.value) != nil else { continue }
        for s in c.body { statement(s, facts, depth: depth + 1, &lines) }
      } else if facts.type(of: a.value) != nil, facts.call(a.value) != nil {
        view(a.value, facts, depth: depth + 1, &lines)
      }
    }
  }

  private static func pad(_ depth: Int) -> String { String(repeating: "  ", count: depth) }
}
