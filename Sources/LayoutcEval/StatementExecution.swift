import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// Runs the statements of a function returning data, a getter or a value closure, as Swift
/// would: locals that change (`var total = 0`, `total += x`, `items.append(x)`), `guard`,
/// `if`, `switch` (with `fallthrough`), `for … in … where`, `while`, `repeat`, labels,
/// `defer`, `do`/`catch`, `throw` and `try`/`try?`/`try!` around calls that throw. What it cannot run (an assignment to something other than a local,
/// a `throw` nobody catches, a local declaration) ends the run as `unsupported`, and the
/// caller reports that it cannot evaluate the body: never a guessed value.
extension Evaluator {
  /// How a statement list finished.
  enum Completion {
    case normal
    case returned(Value)
    case broke(String?)
    case continued(String?)
    case fellThrough
    case threw
    case unsupported(Stmt)
  }

  /// The locals of one run: names bound so far, over the environment the body started in.
  struct Frame {
    var base: Environment
    var locals: [String: Value] = [:]
    var env: Environment { locals.isEmpty ? base : base.binding(locals) }
  }

  /// Steps (statements, calls, loop iterations) one run of a custom layout's method may take
  /// (`CustomLayoutRun`), apart from the evaluation's budget: the engine asks a layout many
  /// questions, and a layout that never ends must end each quickly (about a second in a debug
  /// build).
  static let layoutStepLimit = 100_000

  /// Whether a returned expression is a view the checker left untyped (`AnyView(Text("…"))` in
  /// a model's `-> AnyView?` method, one of the module's views): kept unevaluated, as a `let`
  /// of a view is, so that the call showing it draws what it is (an assumption), never
  /// nothing. A Color is a value here (`var background: Color { Color(…) }`).
  private func returnsView(_ x: Expr, _ env: Environment) -> Bool {
    guard facts.type(of: x) == nil, case .call(let callee, _) = x.kind, case .identifier(let n) = callee.kind else { return false }
    return n == "AnyView" || model.views[n] != nil
  }

  /// The value a body returns: its single expression, or the value of the `return` it
  /// reaches; nil when it reaches none (or cannot be run).
  func returnedValue(_ body: [Stmt], _ env: Environment) -> (value: Value?, unsupported: Stmt?, threw: Bool) {
    // A body with errors, contained to its declaration (`Containment.failedBody`): assumed.
    if let failed = containment.failedBody(body) {
      return (.opaque(failed + " has errors"), nil, false)
    }
    let saved = pendingThrow
    pendingThrow = false
    defer { pendingThrow = saved }
    if body.count == 1, case .expression(let x) = body[0].kind {
      let v = returnsView(x, env) ? viewValue(x, env) : eval(x, env)
      return pendingThrow ? (nil, nil, true) : (v, nil, false)
    }
    // SE-0380: a body that is one `if` or `switch` whose branches are single expressions
    // returns the chosen branch's value (`var title: String { switch self { case .a: "A" … } }`).
    if body.count == 1, body[0].isExpressionBranching {
      let v = branchValue(body[0], env)
      return pendingThrow ? (nil, nil, true) : (v, nil, false)
    }
    var frame = Frame(base: env)
    switch execute(body, &frame) {
    case .returned(let v): return pendingThrow ? (nil, nil, true) : (v, nil, false)
    case .unsupported(let s): return (nil, s, false)
    case .threw: return (nil, nil, true)
    default: return (nil, nil, false)
    }
  }

  func execute(_ body: [Stmt], _ frame: inout Frame) -> Completion {
    var defers: [[Stmt]] = []
    defer {
      for d in defers.reversed() { _ = runBlock(d, [:], &frame) }
    }
    for s in body {
      if stopped { return .unsupported(s) }
      guard step(at: s.range) else { return outOfSteps(s) }
      let c = executeOne(s, &frame, &defers)
      // A `try` whose call threw leaves the statement: the error goes to the enclosing `do`.
      if pendingThrow {
        pendingThrow = false
        return .threw
      }
      if case .normal = c { continue }
      return c
    }
    return .normal
  }

  private func executeOne(_ s: Stmt, _ frame: inout Frame, _ defers: inout [[Stmt]]) -> Completion {
    switch s.kind {
    case .expression(let x):
      switch assign(x, &frame) {
      case true?: return .normal
      case false?: return .unsupported(s)  // an assignment to something other than a local
      case nil:
        _ = eval(x, frame.env)
        return .normal
      }
    case .variable(let v):
      var value = v.initializer.map { eval($0, frame.env) } ?? Value.none
      // `var x: CGFloat = 0` in code the checker did not type: the literal is a CGFloat.
      if case .int(let i) = value, let t = v.type, case .named(let path, _) = t.kind, let last = path.last,
        Self.floatingTypes.contains(last)
      {
        value = .double(Double(i))
      }
      frame.locals[v.name] = value
      return .normal
    case .destructuring(_, _, _, nil):
      return .normal  // `let (a, b): (Int, Int)`, assigned later
    case .destructuring(_, let pattern, _, let value?):
      guard let bindings = match(pattern, eval(value, frame.env), frame.env) else { return .unsupported(s) }
      frame.locals.merge(bindings.filter { $0.key != "_" }) { $1 }
      return .normal
    case .return(let x):
      // A function returning a view (`-> AnyView?`) returns it unevaluated, as a `let` holds one.
      return .returned(x.map { returnsView($0, frame.env) ? viewValue($0, frame.env) : eval($0, frame.env) } ?? .none)
    case .if(let conds, let then, let elseClause):
      let c: Completion
      let outer = frame.env
      let outcome = conditions(conds, outer)
      // A value decided by an assumed condition is itself assumed (AssumedConditions).
      if let root = outcome.assumed.first { return .returned(.opaque(root)) }
      if case .holds(let inner, _) = outcome {
        c = runBlock(then, Self.bindings(from: inner, to: outer), &frame)
      } else {
        switch elseClause {
        case .block(let b, _)?: c = runBlock(b, [:], &frame)
        case .elseIf(let next)?: c = runBlock([next], [:], &frame)
        case nil: c = .normal
        }
      }
      return Self.ending(c, label: s.label)
    case .guard(let conds, let elseBody):
      let outer = frame.env
      let outcome = conditions(conds, outer)
      if let root = outcome.assumed.first { return .returned(.opaque(root)) }
      if case .holds(let inner, _) = outcome {
        frame.locals.merge(Self.bindings(from: inner, to: outer)) { $1 }
        return .normal
      }
      let c = runBlock(elseBody, [:], &frame)
      if case .normal = c { return .unsupported(s) }  // the checker requires the else to leave
      return c
    case .switch(let subject, let cases):
      let subjectValue = eval(subject, frame.env)
      if case .opaque = subjectValue { return .returned(subjectValue) }
      return Self.ending(runSwitch(subjectValue, cases, &frame), label: s.label, isSwitch: true)
    case .for(let loop):
      return runFor(loop, s, &frame)
    case .while(let conds, let body):
      while true {
        guard step(at: s.range) else { return outOfSteps(s) }
        let outer = frame.env
        let outcome = conditions(conds, outer)
        if let root = outcome.assumed.first { return .returned(.opaque(root)) }
        guard case .holds(let inner, _) = outcome else { return .normal }
        let c = runBlock(body, Self.bindings(from: inner, to: outer), &frame)
        if let done = loopExit(c, s.label) { return done }
      }
    case .repeat(let body, let condition):
      while true {
        guard step(at: s.range) else { return outOfSteps(s) }
        let c = runBlock(body, [:], &frame)
        if let done = loopExit(c, s.label) { return done }
        switch truth(eval(condition, frame.env)) {
        case .known(true): break
        case .known(false): return .normal
        case .assumed(let root): return .returned(.opaque(root))
        }
      }
    case .do(let body, let catches):
      let c = runBlock(body, [:], &frame)
      // A thrown error's value is not modelled: the first clause runs only when it catches
      // every error; one that tests the error cannot be decided.
      if case .threw = c, let first = catches.first {
        guard first.patterns.isEmpty && first.whereClause == nil else { return .unsupported(s) }
        return Self.ending(runBlock(first.body, ["error": .none], &frame), label: s.label)
      }
      return Self.ending(c, label: s.label)
    case .defer(let body):
      defers.append(body)
      return .normal
    case .throw:
      return .threw
    case .break(let label): return .broke(label)
    case .continue(let label): return .continued(label)
    case .fallthrough: return .fellThrough
    case .declaration(let d):
      if case .function(let f) = d.kind {
        frame.locals[f.name] = localFunction(f, d, frame.env)
        return .normal
      }
      // A local type or typealias is the checker's (declared as nested in the method's type).
      if case .type = d.kind { return .normal }
      if case .typealias = d.kind { return .normal }
      // `@Bindable var model = model`: a local holding the value.
      guard case .variable(let v) = d.kind, v.isWrappedLocal, let initial = v.initializer else { return .unsupported(s) }
      frame.locals[v.name] = eval(initial, frame.env)
      return .normal
    }
  }

  /// Runs a nested block with `extra` names bound: assignments to the enclosing locals stay,
  /// names declared inside go out of scope at its end.
  private func runBlock(_ body: [Stmt], _ extra: [String: Value], _ frame: inout Frame) -> Completion {
    var inner = Frame(base: frame.base, locals: frame.locals.merging(extra) { $1 })
    let c = execute(body, &inner)
    for key in frame.locals.keys where extra[key] == nil { frame.locals[key] = inner.locals[key] }
    return c
  }

  private func runSwitch(_ value: Value, _ cases: [SwitchCase], _ frame: inout Frame) -> Completion {
    var matched: Int? = nil
    var bindings: [String: Value] = [:]
    search: for (i, c) in cases.enumerated() {
      if c.isDefault { matched = i; break }
      for (k, p) in c.patterns.enumerated() {
        if let b = match(p, value, frame.env), c.whereClause(of: k).map({ eval($0, frame.env.binding(b)).asBool == true }) ?? true {
          matched = i
          bindings = b.filter { $0.key != "_" }
          break search
        }
      }
    }
    guard var i = matched else { return .normal }
    while true {
      let c = runBlock(cases[i].body, bindings, &frame)
      guard case .fellThrough = c, i + 1 < cases.count else { return c }
      i += 1
      bindings = [:]
    }
  }

  private func runFor(_ loop: ForLoop, _ s: Stmt, _ frame: inout Frame) -> Completion {
    let sequence = eval(loop.sequence, frame.env)
    if case .opaque = sequence { return .returned(sequence) }  // a loop over assumed data
    guard let elements = sequence.characters ?? (sequence.elementCount.map { $0 <= Evaluator.instanceLimit } == true ? sequence.elements : nil) else {
      return .unsupported(s)
    }
    for element in elements {
      guard step(at: s.range) else { return outOfSteps(s) }
      guard let b = match(loop.pattern, element, frame.env) else { continue }
      let bound = b.filter { $0.key != "_" }
      if let w = loop.whereClause, eval(w, frame.env.binding(bound)).asBool != true { continue }
      let c = runBlock(loop.body, bound, &frame)
      if let done = loopExit(c, s.label) { return done }
    }
    return .normal
  }

  /// What a loop does after one pass: nil to go on, else how the loop statement finishes.
  private func loopExit(_ c: Completion, _ label: String?) -> Completion? {
    switch c {
    case .normal: return nil
    case .continued(let l) where l == nil || l == label: return nil
    case .broke(let l) where l == nil || l == label: return .normal
    default: return c
    }
  }

  /// A `break` that names this labelled `if` or `do`, or for a `switch` also an unlabelled
  /// one, ends here; an unlabelled `break` in an `if` leaves the loop around it.
  private static func ending(_ c: Completion, label: String?, isSwitch: Bool = false) -> Completion {
    if case .broke(let l) = c, (l == nil && isSwitch) || (l != nil && l == label) { return .normal }
    return c
  }

  /// How a body that ran out of steps at `s` finishes: with the spent value
  /// (`EvaluationSteps`), or, in a custom layout's method, as a statement not run.
  private func outOfSteps(_ s: Stmt) -> Completion {
    stepLimit != nil ? .unsupported(s) : .returned(spentValue(at: s.range))
  }

  /// `total = x`, `total += x`, `(a, b) = (b, a)`, `items.append(x)`,
  /// `items.append(contentsOf: xs)` on locals: true when `x` was such an assignment and the
  /// locals now hold their new values, false for an assignment layoutc cannot make (to a
  /// property, an element), nil when `x` assigns nothing.
  private func assign(_ x: Expr, _ frame: inout Frame) -> Bool? {
    switch x.kind {
    case .binaryOperator(let op, let lhs, let rhs) where ["=", "+=", "-=", "*=", "/=", "%="].contains(op):
      if case .identifier("_") = lhs.kind, op == "=" {
        _ = eval(rhs, frame.env)
        return true
      }
      if op == "=", case .tuple(let targets) = lhs.kind, targets.count > 1 {
        let names = targets.compactMap { t -> String? in
          if case .identifier(let n) = t.value.kind, n == "_" || frame.locals[n] != nil { return n }
          return nil
        }
        guard names.count == targets.count, case .tuple(let values, _) = eval(rhs, frame.env), values.count == names.count else {
          return false
        }
        for (n, v) in zip(names, values) where n != "_" { frame.locals[n] = v }
        return true
      }
      let value = op == "=" ? eval(rhs, frame.env) : eval(Expr(.binaryOperator(String(op.dropLast()), lhs, rhs), x.range), frame.env)
      if case .identifier(let name) = lhs.kind, frame.locals[name] != nil {
        frame.locals[name] = value
        return true
      }
      // `size.width += w`, `rows[i] = row`, `cache.widths[i] = w` on a local.
      return store(value, into: lhs, &frame)
    case .call(let callee, let args):
      // `spacing.formUnion(other, edges: .vertical)` on a local: its union stored back.
      if case .member(let base, "formUnion", _) = callee.kind, !args.isEmpty, lvalue(base, frame) != nil {
        let current = eval(base, frame.env)
        let edges = args.count > 1 && args[1].label == "edges" ? eval(args[1].value, frame.env) : .member(type: nil, name: "all", arguments: [])
        return store(.member(type: "ViewSpacing", name: "union", arguments: [current, eval(args[0].value, frame.env), edges]), into: base, &frame)
      }
      // `path.addLine(to: p)` on a local: the changed value stored back.
      if case .member(let base, let method, _) = callee.kind, method != "append", lvalue(base, frame) != nil {
        let current = eval(base, frame.env)
        if let id = builtinMethod(x, method, args, on: current), id.isMutating {
          return store(builtinMethodValue(id, of: current, args, x, frame.env), into: base, &frame)
        }
      }
      guard case .member(let base, let method, _) = callee.kind, method == "append", args.count == 1 else { return nil }
      if case .identifier = base.kind {} else {
        // `rows[rows.count - 1].append(x)`: the element's new array stored back.
        guard lvalue(base, frame) != nil, case .array(let items) = eval(base, frame.env) else { return nil }
        let added = args[0].label == "contentsOf" ? (eval(args[0].value, frame.env).elements ?? []) : [eval(args[0].value, frame.env)]
        return store(.array(items + added), into: base, &frame)
      }
      guard case .identifier(let name) = base.kind, case .array(let items)? = frame.locals[name]
      else { return nil }
      let added: [Value]
      if args[0].label == "contentsOf" {
        guard let more = eval(args[0].value, frame.env).elements else { return false }
        added = more
      } else if args[0].label == nil {
        added = [eval(args[0].value, frame.env)]
      } else {
        return false
      }
      guard items.count + added.count <= Evaluator.instanceLimit else {
        report(EvalDiagnostics.collectionTooLarge(Evaluator.instanceLimit), x.range)
        return true
      }
      frame.locals[name] = .array(items + added)
      return true
    default:
      return nil
    }
  }

  /// SE-0380: the value of an `if` or `switch` used as an expression, its branch chosen as
  /// the statement would choose it (a branch that throws has no value).
  func branchValue(_ s: Stmt, _ env: Environment) -> Value {
    func value(_ body: [Stmt], _ env: Environment) -> Value {
      if body.count == 1, case .expression(let x) = body[0].kind { return eval(x, env) }
      if body.count == 1, body[0].isExpressionBranching { return branchValue(body[0], env) }
      return .none
    }
    switch s.kind {
    case .if(let conds, let then, let elseClause):
      let outcome = conditions(conds, env)
      if let root = outcome.assumed.first { return .opaque(root) }
      if case .holds(let inner, _) = outcome { return value(then, inner) }
      switch elseClause {
      case .block(let b, _)?: return value(b, env)
      case .elseIf(let next)?: return branchValue(next, env)
      case nil: return .none
      }
    case .switch(let subject, let cases):
      let v = eval(subject, env)
      if case .opaque = v { return v }
      for c in cases {
        if c.isDefault { return value(c.body, env) }
        for (k, p) in c.patterns.enumerated() {
          if let b = match(p, v, env), c.whereClause(of: k).map({ eval($0, env.binding(b)).asBool == true }) ?? true {
            return value(c.body, env.binding(b.filter { $0.key != "_" }))
          }
        }
      }
      return .none
    default:
      return .none
    }
  }

  /// The names `inner` binds on top of `outer` (`conditions` adds one environment a
  /// binding).
  static func bindings(from inner: Environment, to outer: Environment) -> [String: Value] {
    var result: [String: Value] = [:]
    var e: Environment? = inner
    while let env = e, env !== outer {
      if let single = env.single, result[single.name] == nil { result[single.name] = single.value }
      result.merge(env.values) { current, _ in current }
      e = env.parent
    }
    return result
  }
}
