import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// Questions rules ask about expressions, answered once here.
enum ExprQueries {
  /// A call that makes a new value each time it runs: `UUID()`, `Date()`, `Int.random(in:)`,
  /// `Bool.random()`, `.random(in:)`.
  static func freshValueCall(in e: Expr) -> Expr? {
    var found: Expr? = nil
    ASTWalker(expr: { x in
      guard found == nil, case .call(let callee, _) = x.kind else { return }
      switch callee.kind {
      case .identifier("UUID"), .identifier("Date"): found = x
      case .member(_, "random", _), .implicitMember("random"): found = x
      default: break
      }
    }).walk(e)
    return found
  }

  /// The data struct a ForEach's data holds (`[Pet]`, `Array(pets)`, `pets.filter { … }`), from
  /// the type the checker gave the data expression.
  static func elementData(of data: Expr, _ sema: SemaResult) -> DataInfo? {
    guard case .nominal(_, let arguments)? = sema.facts.type(of: data), let element = arguments.first?.name else { return nil }
    return sema.model.dataTypes[element]
  }

  /// Statements of a view's code that run each time its body is evaluated: the body, computed
  /// properties and functions (the body reads them).
  static func bodyCode(of view: ViewInfo) -> [Stmt] {
    view.decl.members.flatMap { d -> [Stmt] in
      switch d.kind {
      case .variable(let v): v.getter ?? []
      case .function(let f): f.body
      default: []
      }
    }
  }

  /// The name a call's callee spells: `ForEach` for `ForEach(...)`, `id` for `x.id(...)`.
  static func calleeName(_ e: Expr) -> String? {
    guard case .call(let callee, _) = e.kind else { return nil }
    switch callee.kind {
    case .identifier(let n): return n
    case .member(_, let n, _): return n
    case .implicitMember(let n): return n
    default: return nil
    }
  }

  /// A range whose bounds are integer literals (`0..<5`), the only kind ForEach's range
  /// initializer allows without an `id:`.
  static func isConstantRange(_ e: Expr) -> Bool {
    guard case .binaryOperator(let op, let a, let b) = e.kind, op == "..<" || op == "..." else { return false }
    return isIntegerLiteral(a) && isIntegerLiteral(b)
  }

  static func isIntegerLiteral(_ e: Expr) -> Bool {
    switch e.kind {
    case .integerLiteral: true
    case .prefixOperator("-", let x): isIntegerLiteral(x)
    case .tuple(let args) where args.count == 1: isIntegerLiteral(args[0].value)
    default: false
    }
  }

  /// `base.m1(...).m2(...)` as its innermost base and the modifier calls on it, in order.
  static func modifierChain(_ e: Expr) -> (base: Expr, modifiers: [(name: String, arguments: [Argument], call: Expr)]) {
    var mods: [(String, [Argument], Expr)] = []
    var current = e
    while case .call(let callee, let args) = current.kind, case .member(let base, let name, _) = callee.kind,
      case .call = base.kind
    {
      mods.insert((name, args, current), at: 0)
      current = base
    }
    return (current, mods)
  }

  /// Source text with runs of whitespace folded, to compare expressions written alike.
  static func normalized(_ e: Expr, _ file: SourceFile) -> String {
    var out = ""
    var space = false
    for ch in file.text(in: e.range) {
      if ch == " " || ch == "\n" || ch == "\t" { space = true; continue }
      if space && !out.isEmpty { out.append(" ") }
      space = false
      out.append(ch)
    }
    return out
  }

  /// Where a ForEach's data comes from positions: `x.indices`, `x.enumerated()`,
  /// `Array(x.enumerated())`, `0..<x.count`.
  static func isPositional(_ data: Expr) -> Bool {
    switch data.kind {
    case .member(_, "indices", _): return true
    case .call(let callee, let args):
      if case .member(_, "enumerated", _) = callee.kind { return true }
      if case .identifier("Array") = callee.kind, let a = args.first { return isPositional(a.value) }
      return false
    case .binaryOperator(let op, _, let b) where op == "..<" || op == "...":
      if case .member(_, "count", _) = b.kind { return true }
      return false
    default: return false
    }
  }
}
