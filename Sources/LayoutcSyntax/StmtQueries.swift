/// Questions later stages ask of statement lists, answered once here.
extension Array where Element == Stmt {
  /// Whether a `return` appears among these statements or in any block nested in them (not
  /// in closures): Swift applies a result builder only to a body without one (SE-0289).
  public var containsReturn: Bool {
    contains { s in
      switch s.kind {
      case .return: true
      case .if(_, let then, let elseClause):
        then.containsReturn || {
          switch elseClause {
          case .block(let b, _)?: b.containsReturn
          case .elseIf(let next)?: [next].containsReturn
          case nil: false
          }
        }()
      case .guard(_, let body), .defer(let body), .while(_, let body), .repeat(let body, _): body.containsReturn
      case .for(let loop): loop.body.containsReturn
      case .switch(_, let cases): cases.contains { $0.body.containsReturn }
      case .do(let body, let catches): body.containsReturn || catches.contains { $0.body.containsReturn }
      default: false
      }
    }
  }
}

extension Array where Element == Stmt {
  /// A body that is one `if` (with an `else`) or `switch` whose every branch is one expression
  /// is an `if`/`switch` expression (SE-0380, Swift 5.9): its value is the chosen branch's.
  /// Returned as the same statement with each branch's expression `return`ed, so a body
  /// without a result builder is typed and run by its returns; nil for any other body.
  public var branchesReturned: [Stmt]? {
    guard count == 1, let s = Self.returningBranches(self[0]) else { return nil }
    return [s]
  }

  private static func returningBranches(_ s: Stmt) -> Stmt? {
    switch s.kind {
    case .if(let conditions, let then, let elseClause?):
      guard let t = returnedBranch(then) else { return nil }
      let otherwise: ElseClause
      switch elseClause {
      case .block(let b, let r):
        guard let returned = returnedBranch(b) else { return nil }
        otherwise = .block(returned, r)
      case .elseIf(let next):
        guard let returned = returningBranches(next) else { return nil }
        otherwise = .elseIf(returned)
      }
      return Stmt(.if(conditions: conditions, then: t, else: otherwise), s.range, label: s.label)
    case .switch(let subject, let cases):
      var returned: [SwitchCase] = []
      for c in cases {
        guard let b = returnedBranch(c.body) else { return nil }
        var r = c
        r.body = b
        returned.append(r)
      }
      return Stmt(.switch(subject: subject, cases: returned), s.range, label: s.label)
    default:
      return nil
    }
  }

  /// One expression, or a nested `if`/`switch` expression.
  private static func returnedBranch(_ body: [Stmt]) -> [Stmt]? {
    guard body.count == 1 else { return nil }
    if case .expression(let e) = body[0].kind { return [Stmt(.return(e), body[0].range)] }
    return returningBranches(body[0]).map { [$0] }
  }
}
