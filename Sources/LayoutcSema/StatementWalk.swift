import LayoutcSource
import LayoutcSyntax

/// The statements of a body that is not a result builder (a function returning data, a
/// getter, a view body with `return`): each is checked with the names in scope that Swift
/// puts there (`guard let` keeps its names after the guard; a `for` pattern binds the
/// sequence's elements; `catch` binds `error`).
extension TypeChecker {
  func walkStatements(
    _ body: [Stmt], _ scope: inout Scope, expression: (Expr, Scope) -> Void, returned: (Expr, Scope) -> Void
  ) {
    func block(_ stmts: [Stmt], _ inner: Scope) {
      var inner = inner
      walkStatements(stmts, &inner, expression: expression, returned: returned)
    }
    for s in body {
      switch s.kind {
      case .return(let e?): returned(e, scope)
      case .return(nil), .break, .continue, .fallthrough: break
      case .variable(let v): bindLocal(v, &scope)
      case .destructuring(_, let pattern, let type, let value): bindDestructuring(pattern, type, value, &scope)
      case .expression(let e): expression(e, scope)
      case .if(let conds, let then, let elseClause):
        var inner = scope
        checkConditions(conds, &inner)
        block(then, inner)
        switch elseClause {
        case .block(let b, _)?: block(b, scope)
        case .elseIf(let next)?: block([next], scope)
        case nil: break
        }
      case .guard(let conds, let elseBody):
        block(elseBody, scope)
        checkConditions(conds, &scope)
      case .switch(let subject, let cases):
        let subjectType = checkValue(subject, scope, expected: nil)
        for c in cases {
          var inner = scope
          bindPatterns(c.patterns, subjectType: subjectType, &inner)
          for case let w? in c.whereClauses { _ = checkValue(w, inner, expected: .bool) }
          block(c.body, inner)
        }
      case .for(let loop):
        var inner = scope
        bindPatterns([loop.pattern], subjectType: loopElementType(loop.sequence, scope), &inner)
        if let w = loop.whereClause { _ = checkValue(w, inner, expected: .bool) }
        block(loop.body, inner)
      case .while(let conds, let body):
        var inner = scope
        checkConditions(conds, &inner)
        block(body, inner)
      case .repeat(let body, let condition):
        block(body, scope)
        _ = checkValue(condition, scope, expected: .bool)
      case .do(let body, let catches):
        block(body, scope)
        for c in catches {
          var inner = scope
          if c.patterns.isEmpty { inner.locals["error"] = .nominal("Error", []) }
          bindPatterns(c.patterns, subjectType: .nominal("Error", []), &inner)
          if let w = c.whereClause { _ = checkValue(w, inner, expected: .bool) }
          block(c.body, inner)
        }
      case .defer(let body):
        block(body, scope)
      case .throw(let e):
        _ = checkValue(e, scope, expected: nil)
      case .declaration(let d):
        if case .variable(let v) = d.kind, v.isWrappedLocal { bindWrappedLocal(v, &scope); continue }
        if case .function(let f) = d.kind { declareLocalFunction(f, &scope); continue }
        if isDeclaredLocalType(d) || Self.isDiagnosticDirective(d) { continue }
        emit(SemaDiagnostics.unsupportedExpression("a local declaration"), d.range)
      }
    }
  }

  /// `let (a, b) = pair`, `let (a, b): (Int, Int)`: each name of the pattern takes its
  /// element's type.
  func bindDestructuring(_ pattern: Expr, _ type: TypeRepr?, _ value: Expr?, _ scope: inout Scope) {
    let declared = type.map { resolve($0, generics: Set(scope.view?.genericParameters ?? [])) }
    let t = value.map { checkValue($0, scope, expected: declared) } ?? .error
    bindPatterns([pattern], subjectType: declared ?? t, &scope)
  }

  /// The type of the elements a `for` loop visits: an array's or range's elements, a
  /// dictionary's `(key, value)` pairs, a string's characters (`visitedElementType`).
  func loopElementType(_ sequence: Expr, _ scope: Scope) -> SwiftType {
    let t = checkValue(sequence, scope, expected: nil)
    if t.containsError { return .error }
    if let element = visitedElementType(of: t) { return element }
    switch t {
    case .nominal("Dictionary", let a) where a.count == 2: return .tuple(a, labels: ["key", "value"])
    default:
      emit(SemaDiagnostics.unsupportedExpression("iterating over a value of type '\(TypePrinter.print(t))'"), sequence.range)
      return .error
    }
  }

  /// SE-0380: the type of an `if` or `switch` used as a value. Each branch is one expression,
  /// a nested `if` or `switch` used as a value, or ends the scope with `throw`. Where the context
  /// gives a type (`selection = if … { first } else { nil }`), each branch converts to it and it
  /// is the type; without one, every branch has the same type.
  func statementValueType(_ s: Stmt, _ scope: Scope, expected: SwiftType?) -> SwiftType {
    var result: SwiftType? = nil
    var failed = false
    func merge(_ t: SwiftType, at range: SourceRange) {
      if failed || t.containsError { failed = true; return }
      if let expected {
        if !compatible(t, expected) {
          emit(SemaDiagnostics.cannotConvert(TypePrinter.print(t), TypePrinter.print(expected)), range)
          failed = true
        }
        result = expected
        return
      }
      if let r = result, r != t, !r.isAssumed, !t.isAssumed {
        emit(.error("sema.branch-types", "branches have mismatching types '\(TypePrinter.print(r))' and '\(TypePrinter.print(t))'"), range)
        failed = true
        return
      }
      if result == nil || result!.isAssumed { result = t }
    }
    func branch(_ body: [Stmt], _ inner: Scope) {
      guard !failed else { return }
      // Without a context, a number literal takes an earlier branch's numeric type.
      let hint = expected ?? result.flatMap { $0.isNumeric ? $0 : nil }
      if body.count == 1, case .expression(let e) = body[0].kind {
        merge(checkValue(e, inner, expected: hint), at: e.range)
        return
      }
      if body.count == 1, case .throw = body[0].kind { return }
      if body.count == 1, body[0].isIfOrSwitch {
        merge(statementValueType(body[0], inner, expected: hint), at: body[0].range)
        return
      }
      emit(.error("sema.branch-value", "non-expression branch of 'if' or 'switch' expression may only end with a 'throw'"),
        body.first?.range ?? s.range)
      failed = true
    }
    switch s.kind {
    case .if(let conds, let then, let elseClause):
      var inner = scope
      checkConditions(conds, &inner)
      branch(then, inner)
      switch elseClause {
      case .block(let b, _)?: branch(b, scope)
      case .elseIf(let next)?: branch([next], scope)
      case nil:
        emit(.error("sema.if-expression-else", "'if' must have an unconditional 'else' to be used as expression"), s.range)
        return .error
      }
    case .switch(let subject, let cases):
      let subjectType = checkValue(subject, scope, expected: nil)
      for c in cases {
        var inner = scope
        bindPatterns(c.patterns, subjectType: subjectType, &inner)
        for case let w? in c.whereClauses { _ = checkValue(w, inner, expected: .bool) }
        branch(c.body, inner)
      }
    default:
      return .error
    }
    return failed ? .error : result ?? .error
  }
}

extension Stmt {
  /// An `if` or `switch`: in a branch of one used as a value, itself a value (SE-0380).
  fileprivate var isIfOrSwitch: Bool {
    switch kind {
    case .if, .switch: true
    default: false
    }
  }
}
