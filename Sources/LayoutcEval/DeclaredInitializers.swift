import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// Declared initializers of the module's own structs, views and data alike: what a call stores
/// in each property. Only what decides a property's value runs: the parameters are bound to the
/// arguments (defaults where none is given), then the body's assignments to stored properties
/// (`self.x = e`, `x = e`, `_x = State(initialValue: e)`), a delegation to another
/// initializer (`self.init(…)`, common in constrained extensions), and a failable
/// initializer's checks (`guard let url = item.url else { return nil }`, whose names the
/// assignments after it use; `if done { return nil }`) run in order. Other statements
/// (logging, registering observers) never change what a view shows.
extension Evaluator {
  /// The initializers a call of `type` may reach: those its declaration writes, then those of
  /// its extensions.
  func declaredInitializers(of type: String, declared: [FunctionDecl]) -> [FunctionDecl] {
    declared + (model.extensionInitializers[type] ?? []).map(\.decl)
  }

  /// The first of `candidates` whose parameters `args` fit by label, in order (a trailing
  /// closure fits a parameter of function type; a parameter with a default may be left out),
  /// with the argument index of each parameter.
  static func matchInitializer(_ candidates: [FunctionDecl], _ args: [Argument]) -> (FunctionDecl, [Int: Int])? {
    for f in candidates {
      var matching: [Int: Int] = [:]
      var next = 0
      var fits = true
      for (i, p) in f.parameters.enumerated() {
        if p.isVariadic {
          let first = next < args.count && args[next].label == p.label && !args[next].isTrailingClosure ? next : nil
          let taken = VariadicParameters.arguments(from: first, args)
          if !taken.isEmpty { matching[i] = next; next = taken.upperBound }
        } else if next < args.count, args[next].label == p.label || (args[next].isTrailingClosure && args[next].label == nil && Self.isFunctionType(p.type)) {
          matching[i] = next
          next += 1
        } else if p.defaultValue == nil {
          fits = false
          break
        }
      }
      if fits && next == args.count { return (f, matching) }
    }
    return nil
  }

  private static func isFunctionType(_ t: TypeRepr?) -> Bool {
    switch t?.kind {
    case .function?: return true
    case .optional(let inner)?: return isFunctionType(inner)
    default: return false
    }
  }

  /// What a declared initializer's call stores, or that it returned nil.
  struct InitializerRun {
    /// The stored-property values it assigns.
    var values: [String: Value] = [:]
    /// An `init?` whose check failed (`guard … else { return nil }`): the call is nil.
    var returnedNil = false
    /// The assumptions its checks were taken to hold on (docs/language.md, "Decisions"): what
    /// it makes rests on them.
    var assumptions: [String] = []
  }

  /// The stored-property values `f` assigns when called with `args` (evaluated in `env`, the
  /// caller's). `argumentValue` keeps builder closures and views unevaluated, as a memberwise
  /// call does, so `self.content = content()` stores the closure.
  func runInitializer(
    _ f: FunctionDecl, _ matching: [Int: Int], _ args: [Argument], _ env: Environment,
    stored: Set<String>, candidates: [FunctionDecl], view: ViewInfo?, depth: Int = 0
  ) -> InitializerRun {
    // A body with errors, contained to its declaration: every stored property it would set is
    // assumed.
    if let failed = containment.failedBody(f.body) {
      return InitializerRun(values: Dictionary(uniqueKeysWithValues: stored.map { ($0, Value.opaque(failed + " has errors")) }))
    }
    var parameters: [String: Value] = [:]
    for (i, p) in f.parameters.enumerated() {
      if p.isVariadic {
        parameters[p.name] = .array(VariadicParameters.arguments(from: matching[i], args).map { argumentValue(args[$0].value, env) })
      } else if let a = matching[i] {
        parameters[p.name] = argumentValue(args[a].value, env)
      } else if let d = p.defaultValue {
        parameters[p.name] = eval(d, .root(view: view, properties: [:]))
      }
    }
    var run = InitializerRun()
    for s in f.body {
      let scope = Environment.root(view: view, properties: run.values).binding(parameters)
      // A check on an assumed value never makes the view vanish unseen: the initializer goes
      // on, and what it makes is marked with the assumption.
      if f.failability == "?", let check = failableCheck(s) {
        switch conditions(check.conditions, scope) {
        case .fails:
          if check.failsWhenFalse { run.returnedNil = true; return run }
        case .holds(let inner, let assumed):
          if !check.failsWhenFalse && assumed.isEmpty { run.returnedNil = true; return run }
          if check.failsWhenFalse { parameters.merge(Self.bindings(from: inner, to: scope)) { _, new in new } }
          run.assumptions += assumed
        }
        continue
      }
      guard case .expression(let x) = s.kind else { continue }
      if case .call(let callee, let delegated) = x.kind, case .member(let base, "init", _) = callee.kind,
        case .identifier("self") = base.kind, depth < Evaluator.nestingLimit
      {
        if let (g, m) = Self.matchInitializer(candidates, delegated) {
          let delegatedRun = runInitializer(g, m, delegated, scope, stored: stored, candidates: candidates, view: view, depth: depth + 1)
          run.values.merge(delegatedRun.values) { _, new in new }
          run.assumptions += delegatedRun.assumptions
          if delegatedRun.returnedNil { run.returnedNil = true; return run }
        } else {
          // The memberwise initializer, which an extension's initializer may call: one
          // argument per stored property, by its name.
          for a in delegated { if let label = a.label, stored.contains(label) { run.values[label] = argumentValue(a.value, scope) } }
          if let a = delegated.last, a.isTrailingClosure, a.label == nil, let last = view?.storedProperties.last(where: { !$0.isFixed }) {
            run.values[last.name] = argumentValue(a.value, scope)
          }
        }
        continue
      }
      guard case .binaryOperator("=", let lhs, let rhs) = x.kind, let target = assignedProperty(lhs, parameters, stored) else { continue }
      run.values[target.name] = target.isStorage ? storageValue(rhs, scope) : assignedValue(rhs, parameters, scope)
    }
    return run
  }

  /// A failable initializer's check: `guard conditions else { …; return nil }` (nil when the
  /// conditions fail) or `if conditions { …; return nil }` (nil when they hold).
  func failableCheck(_ s: Stmt) -> (conditions: [Condition], failsWhenFalse: Bool)? {
    func returnsNil(_ body: [Stmt]) -> Bool {
      guard case .return(let value?)? = body.last?.kind, case .nilLiteral = value.kind else { return false }
      return true
    }
    switch s.kind {
    case .guard(let conds, let otherwise) where returnsNil(otherwise): return (conds, true)
    case .if(let conds, let then, nil) where returnsNil(then): return (conds, false)
    default: return nil
    }
  }

  /// `self.x`, `x` (not a parameter's name) or the wrapper storage `_x`.
  private func assignedProperty(_ lhs: Expr, _ parameters: [String: Value], _ stored: Set<String>) -> (name: String, isStorage: Bool)? {
    var name: String?
    if case .member(let base, let n, _) = lhs.kind, case .identifier("self") = base.kind { name = n }
    if case .identifier(let n) = lhs.kind, parameters[n] == nil { name = n }
    guard let name else { return nil }
    if stored.contains(name) { return (name, false) }
    if name.hasPrefix("_"), stored.contains(String(name.dropFirst())) { return (String(name.dropFirst()), true) }
    return nil
  }

  /// `content()` of a builder-closure parameter is that closure (a view built where it is
  /// used); anything else is evaluated.
  private func assignedValue(_ rhs: Expr, _ parameters: [String: Value], _ env: Environment) -> Value {
    if case .call(let callee, let args) = rhs.kind, args.isEmpty, case .identifier(let n) = callee.kind,
      case .closure? = parameters[n]
    {
      return parameters[n]!
    }
    return argumentValue(rhs, env)
  }

  /// `_x = State(initialValue: e)` / `State(wrappedValue: e)` / `Binding(projectedValue: b)`
  /// / `_x = binding`: the wrapped value. Another wrapper construction is not understood: nil, and the property
  /// keeps what its declaration gives.
  private func storageValue(_ rhs: Expr, _ env: Environment) -> Value {
    // `self._selection = selection`: a `Binding` parameter stored as the wrapper itself; its
    // value is the binding's.
    if case .identifier = rhs.kind { return argumentValue(rhs, env) }
    guard case .call(_, let args) = rhs.kind, let a = args.first,
      ["initialValue", "wrappedValue", "projectedValue"].contains(a.label ?? "") || (args.count == 1 && a.label == nil)
    else { return .none }
    return argumentValue(a.value, env)
  }
}
