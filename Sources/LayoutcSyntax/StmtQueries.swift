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

extension Stmt {
  /// A local `@Bindable var model = model` (Swift 5.10, SE-0395's local wrapper): parsed as a
  /// declaration for its attribute, a local variable to later stages, its projection `$model`.
  public var bindableLocal: VariableDecl? {
    guard case .declaration(let d) = kind, case .variable(let v) = d.kind, v.hasAttribute("Bindable") else { return nil }
    return v
  }
}

extension Stmt {
  /// The variable a statement declares locally: `let x = …`, or a local `@Bindable var`.
  public var localVariable: VariableDecl? {
    if case .variable(let v) = kind { return v }
    return bindableLocal
  }
}
