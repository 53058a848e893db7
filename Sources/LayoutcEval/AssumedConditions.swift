import LayoutcSyntax

/// What a decision resting on an assumed value does (docs/language.md, "Assumptions",
/// "Decisions"): layoutc never guesses silently, so each rule either makes the result an
/// assumption itself or marks what the chosen branch produced.
///
/// - Building views (`if`, `guard`, `switch`, a ternary choosing a view): the first branch is
///   taken (`if` holds, `if let` binds the assumed value, a `switch` takes its first case, its
///   bindings assumed) and every view it produced is marked with the assumption. The first
///   branch is what the author wrote as the main case (`if let url = item.url { … }`).
/// - Computing a value (a ternary, `&&`, `||`, `!`, a comparison, an `if` in a function
///   returning data, a `filter` predicate): the value is assumed (`Value.opaque`) on the same
///   assumption, and marks whatever shows it, as any assumed value does.
extension Evaluator {
  /// The truth of a condition's value: known, or resting on the assumption named.
  enum Truth: Equatable {
    case known(Bool)
    case assumed(String)
  }

  func truth(_ v: Value) -> Truth {
    if case .opaque(let root) = v { return .assumed(root) }
    return .known(v.asBool == true)
  }

  /// The outcome of an `if`/`guard`/`while` condition list.
  enum ConditionOutcome {
    /// Every condition holds, with the names they bind; `assumed` lists the assumptions some
    /// were taken to hold on (empty when all are known).
    case holds(Environment, assumed: [String])
    case fails
  }

  /// Evaluates a condition list in order, as Swift does (a condition after a failing one is
  /// not evaluated). A condition on an assumed value is taken to hold: an `if let` binds the
  /// assumed value, a `case` pattern binds its names to it.
  func conditions(_ conds: [Condition], _ env: Environment) -> ConditionOutcome {
    var env = env
    var assumed: [String] = []
    for c in conds {
      switch c {
      case .expression(let x):
        let reported = diagnostics.count
        let v = eval(x, env)
        checkLayoutCondition(v, x, reportedBefore: reported)
        switch truth(v) {
        case .known(true): continue
        case .known(false): return .fails
        case .assumed(let root): assumed.append(root)
        }
      case .optionalBinding(_, let name, _, let value):
        let v = value.map { isView($0, in: env.view) ? viewValue($0, env) : eval($0, env) } ?? (env.lookup(name) ?? .none)
        if v == .none { return .fails }
        if case .opaque(let root) = v { assumed.append(root) }
        env = env.binding([name: v])
      case .available:
        continue  // layoutc targets the newest OS: #available holds
      case .unavailable:
        return .fails  // ... and #unavailable does not
      case .pattern(let pattern, let value):
        let v = eval(value, env)
        if case .opaque(let root) = v {
          assumed.append(root)
          env = env.binding(Self.assumedBindings(pattern, root))
          continue
        }
        guard let bindings = match(pattern, v, env) else { return .fails }
        env = env.binding(bindings.filter { $0.key != "_" })
      }
    }
    return .holds(env, assumed: assumed)
  }

  /// The names a pattern binds, each to the assumed value it is matched against
  /// (`case .loaded(let items)` against an assumed state: `items` is assumed too).
  static func assumedBindings(_ pattern: Expr, _ root: String) -> [String: Value] {
    var names: [String: Value] = [:]
    let walker = ASTWalker(expr: { e in
      if case .patternBinding(let name) = e.kind, name != "_" { names[name] = .opaque(root) }
    })
    walker.walk(pattern)
    return names
  }
}
