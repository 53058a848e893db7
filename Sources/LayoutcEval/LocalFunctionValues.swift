import LayoutcSyntax

/// Functions declared inside a body: a closure value over the names in scope where the
/// declaration runs (the captures), called as a declared function is, its arguments bound by
/// label with defaults and variadics (`run`).
extension Evaluator {
  func localFunction(_ f: FunctionDecl, _ d: Decl, _ env: Environment) -> Value {
    let closure = Closure(function: f)
    return .closure(ClosureValue(expr: Expr(.closure(closure), d.range), closure: closure, environment: env, file: currentFile))
  }

  /// The function and closure a local function's value holds, nil for any other value.
  func localFunctionValue(_ v: Value?) -> (FunctionDecl, ClosureValue)? {
    guard case .closure(let c)? = v, let f = c.closure.function else { return nil }
    return (f.decl, c)
  }
}
