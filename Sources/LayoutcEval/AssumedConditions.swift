import LayoutcSema
import LayoutcSyntax

/// What a decision resting on an assumed value does (docs/language.md, "Assumptions",
/// "Decisions"): layoutc never guesses silently, so each rule either makes the result an
/// assumption itself or marks what the chosen branch produced.
///
/// - Building views (`if`, `guard`, `switch`, a ternary choosing a view): an assumed Bool is
///   true (`decision`), so the first branch is taken (`if x` holds and `if !x` does not, `if let`
///   binds the assumed value, a `switch` takes its first case, its bindings assumed), never
///   both, and every view the taken branch produced is marked with the assumption. The first
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
    /// A condition fails; `assumed` lists the assumptions its failure rests on (`!x` on an
    /// assumed `x`), empty when it is known.
    case fails(assumed: [String])

    var assumed: [String] {
      switch self {
      case .holds(_, let assumed), .fails(let assumed): assumed
      }
    }
  }

  /// Whether a view-building decision's Bool holds, and the assumptions that answer rests on:
  /// the one place an assumed Bool gets a value for layout. An assumed Bool is true (its `if`
  /// branch is taken), and the operators applied to it follow from that: `!x` is false,
  /// `x && y` and `x || y` are what their operands make them, evaluated in Swift's order.
  func decision(_ e: Expr, _ env: Environment) -> (holds: Bool, assumed: [String]) {
    switch e.kind {
    case .prefixOperator("!", let operand):
      let d = decision(operand, env)
      return (!d.holds, d.assumed)
    case .tuple(let args) where args.count == 1 && args[0].label == nil:
      return decision(args[0].value, env)
    case .binaryOperator(let op, let a, let b) where op == "&&" || op == "||":
      let l = decision(a, env)
      if l.holds == (op == "||") { return l }  // the right operand is not evaluated
      let r = decision(b, env)
      // A known right operand that decides alone (`x && false`) rests on nothing.
      return r.assumed.isEmpty && r.holds == (op == "||") ? r : (r.holds, l.assumed + r.assumed)
    default:
      let reported = diagnostics.count
      let v = eval(e, env)
      checkLayoutCondition(v, e, reportedBefore: reported)
      switch truth(v) {
      case .known(let holds): return (holds, [])
      case .assumed(let root): return (true, [root])
      }
    }
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
        let d = decision(x, env)
        if !d.holds { return .fails(assumed: d.assumed) }  // decided by this condition alone
        assumed += d.assumed
      case .optionalBinding(_, let name, _, let value):
        let v = value.map { isView($0, in: env.view) ? viewValue($0, env) : eval($0, env) } ?? (env.lookup(name) ?? .none)
        if v == .none { return .fails(assumed: []) }
        if case .opaque(let root) = v { assumed.append(root) }
        env = env.binding([name: v])
      case .available:
        continue  // layoutc targets the newest OS: #available holds
      case .unavailable:
        return .fails(assumed: [])  // ... and #unavailable does not
      case .pattern(let pattern, let value):
        let v = eval(value, env)
        if case .opaque(let root) = v {
          assumed.append(root)
          env = env.binding(Self.assumedBindings(pattern, root))
          continue
        }
        guard let bindings = match(pattern, v, env) else { return .fails(assumed: []) }
        env = env.binding(bindings.filter { $0.key != "_" })
      }
    }
    return .holds(env, assumed: assumed)
  }

  /// The assumption a view-building `switch` no case of which matched takes its first case on:
  /// Swift's switches are exhaustive, so its value was not understood. A value with an assumed
  /// part (`(tier, isOn)` with `tier` of an enum layoutc cannot see) rests on that assumption;
  /// any other in the app's Swift is named by the subject as written and reported; in a spec
  /// it is the error `eval.unmatched-switch` (the switch is not exhaustive), and nil.
  func unmatchedSwitch(_ subject: Expr, _ value: Value) -> String? {
    if let root = value.assumptions.first { return root }
    let type = facts.type(of: subject).map(TypePrinter.print) ?? "_"
    guard let file = currentFile, file.strictness == .tolerant else {
      report(EvalDiagnostics.unmatchedSwitch(type, .strict), subject.range)
      return nil
    }
    report(EvalDiagnostics.unmatchedSwitch(type, .tolerant), subject.range)
    let text = file.text(in: subject.range)
    return text.count <= 60 ? text : String(text.prefix(59)) + "…"
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
