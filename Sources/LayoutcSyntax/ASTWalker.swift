/// Visits every statement and expression of a tree, parents before children, so that rules
/// and later stages need not repeat the descent (swift-markdown's MarkupWalker idea).
public struct ASTWalker {
  public var visitExpr: (Expr) -> Void = { _ in }
  public var visitStmt: (Stmt) -> Void = { _ in }
  public var visitDecl: (Decl) -> Void = { _ in }

  public init(expr: @escaping (Expr) -> Void = { _ in }, stmt: @escaping (Stmt) -> Void = { _ in }, decl: @escaping (Decl) -> Void = { _ in }) {
    visitExpr = expr
    visitStmt = stmt
    visitDecl = decl
  }

  public func walk(_ file: SourceFileSyntax) { for d in file.declarations { walk(d) } }

  public func walk(_ d: Decl) {
    visitDecl(d)
    switch d.kind {
    case .type(let t): for m in t.members { walk(m) }
    case .variable(let v): walk(v)
    case .function(let f):
      for p in f.parameters { if let e = p.defaultValue { walk(e) } }
      walk(f.body)
    case .enumCase(let els):
      for e in els {
        for p in e.associatedParameters { if let d = p.defaultValue { walk(d) } }
        if let r = e.rawValue { walk(r) }
      }
    case .macro(let m):
      for a in m.arguments { walk(a.value) }
      if let b = m.body { walk(b) }
    case .subscript(let s):
      for p in s.parameters { if let e = p.defaultValue { walk(e) } }
      if s.accessors.isEmpty, let g = s.getter { walk(g) }
      for a in s.accessors { if let b = a.body { walk(b) } }
    case .deinit(let body): walk(body)
    case .topLevelCode(let s): walk(s)
    case .patternBinding(let b): if let e = b.initializer { walk(e) }
    case .compilerDirective(_, let arguments): for a in arguments { walk(a.value) }
    case .import, .typealias, .operator, .precedenceGroup, .associatedType: break
    }
  }

  public func walk(_ v: VariableDecl) {
    if let e = v.initializer { walk(e) }
    if v.accessors.isEmpty, let g = v.getter { walk(g) }
    for a in v.accessors { if let b = a.body { walk(b) } }
  }

  public func walk(_ stmts: [Stmt]) { for s in stmts { walk(s) } }

  public func walk(_ s: Stmt) {
    visitStmt(s)
    switch s.kind {
    case .expression(let e): walk(e)
    case .variable(let v): walk(v)
    case .destructuring(_, let pattern, _, let value):
      walk(pattern)
      if let value { walk(value) }
    case .if(let conds, let then, let elseClause):
      walk(conds)
      walk(then)
      switch elseClause {
      case .block(let b, _)?: walk(b)
      case .elseIf(let x)?: walk(x)
      case nil: break
      }
    case .guard(let conds, let body):
      walk(conds)
      walk(body)
    case .switch(let subject, let cases):
      walk(subject)
      for c in cases {
        for (i, p) in c.patterns.enumerated() {
          walk(p)
          if let w = c.whereClause(of: i) { walk(w) }
        }
        walk(c.body)
      }
    case .for(let loop):
      walk(loop.pattern)
      walk(loop.sequence)
      if let w = loop.whereClause { walk(w) }
      walk(loop.body)
    case .while(let conds, let body):
      walk(conds)
      walk(body)
    case .repeat(let body, let cond):
      walk(body)
      walk(cond)
    case .do(let body, let catches):
      walk(body)
      for c in catches {
        for p in c.patterns { walk(p) }
        if let w = c.whereClause { walk(w) }
        walk(c.body)
      }
    case .defer(let body): walk(body)
    case .throw(let e): walk(e)
    case .return(let e): if let e { walk(e) }
    case .break, .continue, .fallthrough: break
    case .declaration(let d): walk(d)
    }
  }

  public func walk(_ conds: [Condition]) {
    for c in conds {
      switch c {
      case .expression(let e): walk(e)
      case .optionalBinding(_, _, _, let v): if let v { walk(v) }
      case .available, .unavailable: break
      case .pattern(let pattern, let value): walk(pattern); walk(value)
      }
    }
  }

  public func walk(_ e: Expr) {
    visitExpr(e)
    switch e.kind {
    case .stringLiteral(let segs): for s in segs { if case .interpolation(let x) = s { walk(x) } }
    case .member(let base, _, _): walk(base)
    case .call(let callee, let args):
      walk(callee)
      for a in args { walk(a.value) }
    case .subscript(let base, let args):
      walk(base)
      for a in args { walk(a.value) }
    case .closure(let c):
      for capture in c.captures { if let v = capture.value { walk(v) } }
      walk(c.body)
    case .array(let xs): for x in xs { walk(x) }
    case .prefixOperator(_, let x), .postfixOperator(_, let x): walk(x)
    case .binaryOperator(_, let a, let b):
      walk(a)
      walk(b)
    case .ternary(let c, let a, let b):
      walk(c)
      walk(a)
      walk(b)
    case .tuple(let args), .macro(_, let args): for a in args { walk(a.value) }
    case .cast(_, let x, _), .try(_, let x), .await(let x), .specialize(let x, _): walk(x)
    case .dictionary(let keys, let values):
      for k in keys { walk(k) }
      for v in values { walk(v) }
    case .keyPathComponents(_, let components):
      for case .subscript(let args) in components { for a in args { walk(a.value) } }
    case .statement(let s): walk(s)
    default: break
    }
  }
}
