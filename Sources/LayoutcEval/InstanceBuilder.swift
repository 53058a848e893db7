import LayoutcCatalog
import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// Builds instances from view expressions, mirroring the ViewBuilder structure the checker
/// inferred: a block's children get `[i]` positions (only when there are several, as
/// `buildBlock` unwraps one), the taken branch of an `if` or `switch` its index, ForEach
/// elements their ids. Group, TupleView and ForEach add positions but no nodes: their
/// children join the parent's list, and a modifier on them applies to each child.
extension Evaluator {
  /// The views of a builder block (a body, closure or branch).
  func block(_ body: [Stmt], _ env: Environment, _ path: IdentityPath) -> [Instance] {
    var env = env
    var childCount = 0
    for s in body {
      switch s.kind {
      case .expression, .if, .switch: childCount += 1
      case .do(_, let catches) where catches.isEmpty: childCount += 1
      default: break
      }
    }
    var index = 0
    var result: [Instance] = []
    for s in body where !stopped {
      let childPath = childCount > 1 ? path.appending(.child(index)) : path
      switch s.kind {
      case .expression(let e):
        let made = views(e, env, childPath)
        if result.isEmpty { result = made } else { result += made }
        index += 1
      case .variable(let v):
        var value = Value.none
        if let initial = v.initializer {
          value = isView(initial, in: env.view) ? viewValue(initial, env) : eval(initial, env)
        }
        env = env.binding([v.name: value])
      case .declaration(let d):
        // `@Bindable var model = model`: the local holds the value (`$model` is its Binding).
        if case .variable(let v) = d.kind, v.isWrappedLocal, let initial = v.initializer {
          env = env.binding([v.name: eval(initial, env)])
        }
        if case .function(let f) = d.kind { env = env.binding([f.name: localFunction(f, d, env)]) }
      case .destructuring(_, let pattern, _, let value?):
        if let bindings = match(pattern, eval(value, env), env) { env = env.binding(bindings.filter { $0.key != "_" }) }
      case .do(let body, let catches) where catches.isEmpty:
        // A `do` block is one child of the builder (its own block, built).
        result += block(body, env, childPath)
        index += 1
      case .if:
        result += ifChain(s, env, childPath)
        index += 1
      case .switch(let subject, let cases):
        result += switchCases(subject, cases, env, childPath)
        index += 1
      default:
        break
      }
    }
    return result
  }

  /// True when sema typed the expression as a view.
  /// - Parameter view: the view whose code `e` is in: its generic parameters constrained
  /// otherwise than to View hold values (`SemanticModel.holdsValue`).
  func isView(_ e: Expr, in view: ViewInfo?) -> Bool {
    // `c ? Badge() : nil`: an Optional view, showing nothing when nil (SwiftUI's
    // `extension Optional: View`), a view where its other branch is one.
    if case .ternary(_, let a, let b) = e.kind, Self.isNilLiteral(a) != Self.isNilLiteral(b) {
      return isView(Self.isNilLiteral(a) ? b : a, in: view)
    }
    guard let t = facts.type(of: e) else { return false }
    switch t {
    // `Row(item:)` of an `init?`: an Optional view.
    case .nominal("Optional", let w) where facts.call(e) != nil && w.first.map({ model.views[$0.name ?? ""] != nil }) == true:
      return true
    case .nominal(let n, _):
      // A shape the module declares is a view where it is made (`background(in: Wave())`).
      if model.dataTypes[n] != nil, case .appShape? = callSite(e)?.resolved.target { return true }
      return isViewTypeName(n)
    case .parameter(let n):
      guard let view, view.genericParameters.contains(n) else { return true }
      return !model.holdsValue(n, of: view.decl, view.name)
    // An assumed type is a view where sema resolved a view initializer (`KFImage(url)`); any
    // other assumed value is opaque (`Value.opaque`), and a view where it is used as one.
    case .assumed: return facts.call(e) != nil
    default: return false
    }
  }

  /// Whether a type of this name is a view: not a standard, declared or platform value type.
  private func isViewTypeName(_ n: String) -> Bool {
    guard !Self.valueTypeNames.contains(n), model.dataTypes[n] == nil, model.enums[n] == nil, model.protocols[n] == nil,
      Catalog.valueTypes[n] == nil, !n.hasSuffix("StyleConfiguration")
    else { return false }
    // A platform type that is never a view (`URL`, `Set`, `Data`).
    if Catalog.views[n] == nil, PlatformNames.isNonViewType(n) { return false }
    return true
  }

  /// Standard types whose values are never views; a set made once (an array literal built
  /// and searched for each expression costs ~1,200 instructions a view).
  private static let valueTypeNames: Set<String> = [
    "Int", "Double", "CGFloat", "Float", "String", "Bool", "Array", "Range", "ClosedRange", "UUID", "Date", "Optional",
    "Dictionary", "Set", "Binding", "FocusState.Binding", "GestureState", "Namespace.ID", "ObservedObject.Wrapper",
    "EnvironmentObject.Wrapper", "Bindable",
  ]

  private func ifChain(_ stmt: Stmt, _ env: Environment, _ path: IdentityPath) -> [Instance] {
    var branch = 0
    var current: Stmt? = stmt
    // The assumptions the branches passed over were not taken on (AssumedConditions).
    var passedOver: [String] = []
    while let s = current, case .if(let conds, let then, let elseClause) = s.kind {
      let outcome = conditions(conds, env)
      if case .holds(let inner, let assumed) = outcome {
        let views = block(then, inner, path.appending(.branch(kind: "if", index: branch)))
        mark(views, passedOver + assumed)  // a branch taken on an assumption
        return views
      }
      passedOver += outcome.assumed
      branch += 1
      current = nil
      switch elseClause {
      case .elseIf(let next)?: current = next
      case .block(let body, _)?:
        let views = block(body, env, path.appending(.branch(kind: "if", index: branch)))
        mark(views, passedOver)
        return views
      case nil: return []
      }
    }
    return []
  }

  private func switchCases(_ subject: Expr, _ cases: [SwitchCase], _ env: Environment, _ path: IdentityPath) -> [Instance] {
    let value = eval(subject, env)
    if let (i, bindings) = takenCase(cases, value, env) {
      return block(cases[i].body, env.binding(bindings), path.appending(.branch(kind: "case", index: i)))
    }
    // An assumed subject, or one no case matches, takes the first case (AssumedConditions).
    guard let first = cases.first, let root = unmatchedSwitch(subject, value) else { return [] }
    let views = block(first.body, env.binding(Self.firstCaseBindings(first, root)), path.appending(.branch(kind: "case", index: 0)))
    mark(views, [root])
    return views
  }

  /// The case a switch on a known value takes (a `default` binds nothing), with the names its
  /// pattern binds; nil when none matches, or when the value is assumed, or a tuple with an
  /// assumed part (which might match any case; an enum case is told by its name, whatever its
  /// associated values).
  func takenCase(_ cases: [SwitchCase], _ value: Value, _ env: Environment) -> (Int, [String: Value])? {
    switch value {
    case .opaque: return nil
    case .tuple(let parts, _) where parts.contains(where: \.hasAssumptions): return nil
    default: break
    }
    for (i, c) in cases.enumerated() {
      if c.isDefault { return (i, [:]) }
      for (k, p) in c.patterns.enumerated() {
        if let bindings = match(p, value, env), c.whereClause(of: k).map({ eval($0, env.binding(bindings)).asBool == true }) ?? true {
          return (i, bindings)
        }
      }
    }
    return nil
  }

  /// The first case's pattern's names, each bound to the assumed value (`assumedBindings`).
  static func firstCaseBindings(_ first: SwitchCase, _ root: String) -> [String: Value] {
    first.patterns.first.map { assumedBindings($0, root) } ?? [:]
  }

  /// Matches a case pattern; the names it binds when it matches.
  func match(_ pattern: Expr, _ value: Value, _ env: Environment) -> [String: Value]? {
    switch pattern.kind {
    case .implicitMember(let name):
      if case .member(_, let n, _) = value, n == name { return [:] }
      return nil
    // Optional's own cases: a value is held unwrapped, nil is `.none` (`case .some(let x)`,
    // `case let .some(x)`, `case .none`).
    case .call(let callee, let args) where args.count == 1 && Self.isImplicitMember(callee, "some") && !Self.isEnumCase(value, "some"):
      return value == .none ? nil : match(args[0].value, value, env)
    case .implicitMember("none") where !Self.isEnumCase(value, "none"):
      return value == .none ? [:] : nil
    case .call(let callee, let args):
      guard case .implicitMember(let name) = callee.kind, case .member(_, let n, let payload) = value, n == name else { return nil }
      var bindings: [String: Value] = [:]
      // One name for several associated values binds them all, as a tuple.
      if args.count == 1, payload.count > 1, case .patternBinding(let b) = args[0].value.kind {
        return [b: .tuple(payload, labels: payload.map { _ in nil })]
      }
      for (i, a) in args.enumerated() {
        let v = i < payload.count ? payload[i] : Value.none
        if case .patternBinding(let b) = a.value.kind {
          if b != "_" { bindings[b] = v }
          continue
        }
        // A value or a nested pattern must match too: `.loaded("x", let n)`.
        guard let inner = match(a.value, v, env) else { return nil }
        bindings.merge(inner) { $1 }
      }
      return bindings
    case .patternBinding(let name):
      return [name: value]
    case .tuple(let args) where args.count == 1 && args[0].label == nil:
      return match(args[0].value, value, env)
    case .tuple(let args):
      // `(let a, _)`, `(i, x)` of a for loop: element by element.
      guard case .tuple(let values, _) = value, values.count == args.count else { return nil }
      var bindings: [String: Value] = [:]
      for (a, v) in zip(args, values) {
        guard let inner = match(a.value, v, env) else { return nil }
        bindings.merge(inner) { $1 }
      }
      return bindings
    case .postfixOperator("?", let inner):
      return value == .none ? nil : match(inner, value, env)
    default:
      // An expression pattern is tested with `~=`: a range contains the value (`case 1...5`).
      let p = eval(pattern, env)
      if case .range(let lo, let hi, let closed) = p, let v = value.asInt {
        return v >= lo && (closed ? v <= hi : v < hi) ? [:] : nil
      }
      return equal(p, value) ? [:] : nil
    }
  }

  static func isNilLiteral(_ e: Expr) -> Bool {
    if case .nilLiteral = e.kind { true } else { false }
  }

  static func isImplicitMember(_ e: Expr, _ name: String) -> Bool {
    if case .implicitMember(let n) = e.kind { n == name } else { false }
  }

  /// Whether `value` is a case of an app's enum named `name` (an enum may have its own `some`).
  static func isEnumCase(_ value: Value, _ name: String) -> Bool {
    if case .member(_, let n, _) = value { n == name } else { false }
  }

  /// The instances one view expression produces.
  func views(_ e: Expr, _ env: Environment, _ path: IdentityPath) -> [Instance] {
    guard !stopped else { return [] }
    guard viewStack.count < Evaluator.nestingLimit else {
      report(EvalDiagnostics.tooDeep, e.range)
      stopped = true
      return []
    }
    if case .member = e.kind, let made = staticComputedViews(e, path) { return made }
    // `kind.view` of a declared `var view: some View`: its type is assumed, its views are known.
    if case .member(let base, let name, _) = e.kind, facts.type(of: e)?.isAssumed == true,
      let made = valueMemberViews(base, name, e, env, path)
    {
      return made
    }
    // `callSite` rather than `facts.call`: the site is kept, the checker's answer is a copy of
    // its whole resolution (overload included) for each question.
    let site = callSite(e)
    if site == nil, let root = assumedRoot(e, env) { return assumedReference(root, e, path) }
    switch e.kind {
    case .call(let callee, let args):
      guard let site else {
        // A method of a value that returns a view (`plugins[i].settingView()`): the view it returns.
        if case .member(_, let name, _) = callee.kind { return returnedView(eval(e, env), name + "()", e, path) }
        return reference(callee, e, env, path)
      }
      // The target read in place: a local copy of the resolution (overload, argument table)
      // retained and released a dozen references for every instance.
      switch site.resolved.target {
      case .catalogView(let name):
        return catalogView(name, site, args, e, env, path)
      case .modifier(let name):
        // A bare `padding()` in an `extension View` helper applies to `self`.
        let base: Expr
        if case .member(let b, _, _) = callee.kind { base = b } else { base = Expr(.identifier("self"), callee.range) }
        return modifier(name, site, base, args, e, env, path)
      case .userView(let name):
        guard let view = model.views[name] else { return [] }
        // A view whose own declaration has errors is not evaluated: an opaque node marked with
        // why, so a view showing it still lays out and lints (Containment).
        if containment.isSkipped(view) { return assumedReference("\(TypePrinter.runtimeName(name)) has errors", e, path) }
        let run = userViewArguments(view, site.resolved, args, env)
        // An `init?` that returned nil: an Optional view that is nil draws nothing.
        if run.returnedNil { return [] }
        // `--set` in a preview: the first instance of the view it assigns takes the values.
        let takesOverrides = overridesPending && view.name == overrideTarget
        if takesOverrides { overridesPending = false }
        let made = userView(view, arguments: run.values, range: e.range, parent: path, isRoot: takesOverrides).map { [$0] } ?? []
        mark(made, run.assumptions)
        return made
      case .member(let name):
        return memberViews(name, args, e, env, path)
      case .staticMember(let type, let name, let overload):
        guard let view = model.views[type], let m = model.viewFactories[type + "." + name]?[overload] else { return [] }
        return memberViews(name, args, e, env, path, member: m, owner: view)
      case .viewModifier(let name):
        return viewModifierViews(name, callee, args, e, env, path)
      case .viewExtension(let name, let overload):
        return viewExtensionViews(name, overload, callee, args, e, env, path)
      case .assumedView(let name):
        return assumedView(name, args, e, env, path)
      case .assumedModifier(let name):
        guard case .member(let base, _, _) = callee.kind else { return [] }
        return assumedModifier(name, base, e, env, path)
      case .customLayout(let name):
        return customLayoutView(name, args, e, env, path)
      case .appShape(let key):
        return appShapeView(key, args, e, env, path)
      case .layoutValueCall(let name):
        return layoutValueView(name, callee, args, e, env, path)
      case .variadicTree(let name):
        return variadicTreeViews(name, args, e, env, path)
      case .containerSubviews(let name):
        return containerSubviewsViews(name, args, e, env, path)
      case .extensionInitializer(let name, let index):
        return extensionInitializerViews(name, index: index, args, e, env, path)
      }
    case .member(let base, let name, _):
      // A static view or colour (`Color.brand`): the views of its initializer.
      if let (key, initial) = staticInitializer(e) {
        evaluatingGlobals.insert(key)
        defer { evaluatingGlobals.remove(key) }
        if facts.type(of: e)?.name == "Color" {
          return [leaf("Color", role: .color, e, path, attributes: ["color": styleValue(initial, .root(view: nil, properties: [:]))])]
        }
        return views(initial, .root(view: nil, properties: [:]), path)
      }
      if case .identifier("self") = base.kind { return reference(Expr(.identifier(name), e.range), e, env, path) }
      if let label = styleConfigurationMember(base, name, env) { return [label] }
      if case .identifier(let typeName) = base.kind, typeName == "Color" {
        return [leaf("Color", role: .color, e, path, attributes: ["color": .member(type: "Color", name: name, arguments: [])])]
      }
      // A section's header, content or footer: a subviews collection, shown as its subviews.
      if case .array(let parts)? = Self.sectionMember(eval(base, env), name) { return parts.compactMap(variadicChild) }
      // A value's colour (`kind.color` of `var color: Color { .init(red: 1, green: 0, blue: 0) }`):
      // the Color view of the colour it computes, as any other value's view is drawn.
      if facts.type(of: e)?.name == "Color" { return [leaf("Color", role: .color, e, path, attributes: ["color": styleValue(e, env)])] }
      return valueMemberViews(base, name, e, env, path) ?? returnedView(eval(e, env), name, e, path)
    case .identifier:
      return reference(e, e, env, path)
    case .binaryOperator("+", let a, let b):
      // Text + Text: one Text showing both.
      // An operand under assumed Text modifiers (`Text("a").kerning(2)`) gives its text; the
      // result rests on those modifiers' assumptions.
      let left = Self.concatenatedOperand(views(a, env, path)), right = Self.concatenatedOperand(views(b, env, path))
      guard let text = joined([left.text, right.text], at: e.range), count(at: e.range) else { return [] }
      let made = Instance(kind: .view, name: "Text", role: .text, identity: path.appending(.type("Text")), file: currentFile?.path ?? "",
        range: e.range, text: text)
      mark([made], left.assumptions + right.assumptions)
      return [made]
    case .implicitMember where facts.type(of: e)?.name == "Color":
      // `c ? .black : Color(…)`: a colour the other branch's type gives its meaning.
      return [leaf("Color", role: .color, e, path, attributes: ["color": styleValue(e, env)])]
    case .ternary(let c, let a, let b):
      // On an assumed condition, the branch it decides, marked (AssumedConditions).
      let d = decision(c, env)
      let made = views(d.holds ? a : b, env, path)
      mark(made, d.assumed)
      return made
    case .tuple(let args) where args.count == 1:
      return views(args[0].value, env, path)
    default:
      return []
    }
  }

  /// The text an operand of Text's `+` shows, looking through the assumed modifiers around it,
  /// with their assumptions.
  static func concatenatedOperand(_ made: [Instance]) -> (text: String, assumptions: [String]) {
    var node = made.first
    var assumptions: [String] = []
    while let n = node, n.text == nil, n.isOpaque, n.kind == .modifier, n.children.count == 1 {
      assumptions += n.assumptions
      node = n.children[0]
    }
    return (node?.text ?? "", assumptions + (node?.assumptions ?? []))
  }

  /// A name used as a view: a local `let`, a property holding a view or builder closure,
  /// a computed view property.
  private func reference(_ nameExpr: Expr, _ e: Expr, _ env: Environment, _ path: IdentityPath) -> [Instance] {
    // `icon?()`: nothing when the optional closure is nil, else its call.
    if case .postfixOperator("?", let inner) = nameExpr.kind {
      switch eval(inner, env) {
      case .none: return []
      case .opaque(let root): return assumedReference(root, e, path)
      default: return reference(inner, e, env, path)
      }
    }
    guard case .identifier(let name) = nameExpr.kind else { return [] }
    if let v = env.lookup(name) ?? (name == "$0" ? env.shorthand : nil) {
      switch v {
      case .view(let thunk): return views(thunk, path)
      case .closure(let c):
        // A closure called with arguments (`transform(self)` in a helper): its parameters,
        // or `$0`, are bound to them.
        guard case .call(_, let args) = e.kind, let first = args.first else { return inFile(c.file) { block(c.closure.body, c.environment, path) } }
        let values = args.map { argumentValue($0.value, env) }
        let element = values.count == 1 ? values[0] : .tuple(values, labels: args.map { _ in nil })
        let inner = c.environment.binding(Self.rowBindings(c.closure, element), shorthand: c.closure.parameters.isEmpty ? argumentValue(first.value, env) : nil)
        return inFile(c.file) { block(c.closure.body, inner, path) }
      case .member(type: "Color", _, _): return [leaf("Color", role: .color, e, path, attributes: ["color": v])]
      case .member(type: VariadicViews.childType?, _, _): return variadicChild(v).map { [$0] } ?? []
      case .opaque(let root): return assumedReference(root, e, path)
      default: break
      }
    }
    if let view = env.view, let m = view.member(named: name) {
      return memberViews(name, [], e, env, path, member: m)
    }
    return []
  }

  /// A static computed view (`static var rootBackground: some View { … }`): its getter's views.
  private func staticComputedViews(_ e: Expr, _ path: IdentityPath) -> [Instance]? {
    guard case .staticProperty(let key)? = facts.reference(e), let g = model.globals[key], g.decl.initializer == nil,
      let getter = g.decl.getter, !evaluatingGlobals.contains(key)
    else { return nil }
    evaluatingGlobals.insert(key)
    defer { evaluatingGlobals.remove(key) }
    let env = Environment.root(view: nil, properties: [:])
    return inFile(g.file) { containsReturn(getter) ? returnedViews(getter, env, path) : block(getter, env, path) }
  }

  /// The views of a view value a call returned; nothing for nil; an assumption for a value
  /// layoutc could not compute, never silently nothing.
  private func returnedView(_ v: Value, _ call: String, _ e: Expr, _ path: IdentityPath) -> [Instance] {
    switch v {
    case .view(let thunk):
      // A view the checker did not type (a model's method body): assumed, not left out.
      if facts.type(of: thunk.expr) == nil { return assumedReference(call, e, path) }
      return views(thunk, path)
    case .none where facts.type(of: e)?.isOptional == true: return []
    case .member(type: "Color", _, _): return [leaf("Color", role: .color, e, path, attributes: ["color": v])]
    case .opaque(let root): return assumedReference(root, e, path)
    default: return assumedReference(call, e, path)
    }
  }

  /// A computed view property or helper function of the current view, or a static function
  /// of `owner` (which sees none of the caller's properties); its arguments are evaluated in
  /// the caller's `env`.
  private func memberViews(
    _ name: String, _ args: [Argument], _ e: Expr, _ env: Environment, _ path: IdentityPath, member: ViewMember? = nil, owner: ViewInfo? = nil
  ) -> [Instance] {
    guard let view = owner ?? env.view, let m = member ?? view.member(named: name, fitting: { Self.matchInitializer([$0], args) != nil })
    else { return [] }
    var bindings: [String: Value] = [:]
    if case .function(let f) = m.kind {
      // By label and order; a trailing closure fills a parameter of function type.
      let matching = Self.matchInitializer([f], args)?.1
      for (i, p) in f.parameters.enumerated() {
        if let a = matching.map({ $0[i].map { args[$0] } }) ?? args.first(where: { $0.label == p.label }) ?? (i < args.count && args[i].label == nil ? args[i] : nil) {
          bindings[p.name] = eval(a.value, env)
        } else if let d = p.defaultValue {
          bindings[p.name] = eval(d, env)
        }
      }
    }
    let inner = Environment.root(view: view, properties: owner == nil ? env.properties : [:]).binding(bindings)
    return nested(view.name + "." + name, at: e.range) {
      if m.isViewBuilder && !containsReturn(m.body) { return block(m.body, inner, path) }
      return returnedViews(m.body, inner, path)
    }
  }

  func containsReturn(_ body: [Stmt]) -> Bool { body.containsReturn }

  /// Runs a non-builder body (locals, assignments, branches) to the view it returns.
  func returnedViews(_ body: [Stmt], _ env: Environment, _ path: IdentityPath) -> [Instance] {
    if body.count == 1, case .expression(let e) = body[0].kind { return views(e, env, path) }
    let body = body.branchesReturned ?? body
    var locals: [String: Value] = [:]
    var guardAssumptions: [String] = []
    func run(_ stmts: [Stmt], _ env: Environment) -> [Instance]? {
      var env = env
      for s in stmts {
        switch s.kind {
        case .return(let x?):
          return views(x, env.binding(locals), path)
        case .variable(let v):
          let value: Value = v.initializer.map { isView($0, in: env.view) ? viewValue($0, env.binding(locals)) : eval($0, env.binding(locals)) } ?? .none
          locals[v.name] = value
          env = env.binding([v.name: value])
        case .declaration(let d):
          if case .function(let f) = d.kind {
            let value = localFunction(f, d, env.binding(locals))
            locals[f.name] = value
            env = env.binding([f.name: value])
          }
          // `@State var hovered = false`: the local holds its initial value.
          if case .variable(let v) = d.kind, v.isWrappedLocal, let initial = v.initializer {
            let value = eval(initial, env.binding(locals))
            locals[v.name] = value
            env = env.binding([v.name: value])
          }
        case .expression(let x):
          if case .binaryOperator("=", let lhs, let rhs) = x.kind, case .identifier(let n) = lhs.kind {
            locals[n] = isView(rhs, in: env.view) ? viewValue(rhs, env.binding(locals)) : eval(rhs, env.binding(locals))
          }
        case .if(let conds, let then, let elseClause):
          let outcome = conditions(conds, env.binding(locals))
          if case .holds(let inner, let assumed) = outcome {
            if let r = run(then, inner) {
              mark(r, assumed)
              return r
            }
          } else {
            var r: [Instance]?
            switch elseClause {
            case .block(let b, _)?: r = run(b, env)
            case .elseIf(let next)?: r = run([next], env)
            case nil: break
            }
            if let r {
              mark(r, outcome.assumed)
              return r
            }
          }
        case .guard(let conds, let elseBody):
          let outcome = conditions(conds, env.binding(locals))
          if case .holds(let inner, let assumed) = outcome {
            env = inner
            guardAssumptions += assumed
          } else if let r = run(elseBody, env) {
            mark(r, outcome.assumed)
            return r
          }
        case .switch(let subject, let cases):
          let value = eval(subject, env.binding(locals))
          if let (i, b) = takenCase(cases, value, env) {
            if let r = run(cases[i].body, env.binding(b)) { return r }
          } else if let first = cases.first, let root = unmatchedSwitch(subject, value),
            let r = run(first.body, env.binding(Self.firstCaseBindings(first, root)))
          {
            mark(r, [root])
            return r
          }
        default: break
        }
      }
      return nil
    }
    let made = run(body, env) ?? []
    // Views returned past a `guard` taken on an assumption rest on it.
    mark(made, guardAssumptions)
    return made
  }

  /// An argument's value: views and builder closures stay unevaluated until used.
  func argumentValue(_ e: Expr, _ env: Environment) -> Value {
    if case .closure(let c) = e.kind { return .closure(ClosureValue(expr: e, closure: c, environment: env, file: currentFile)) }
    // `content: content`: a name holding a closure passes the closure on, not a view of it.
    if case .identifier(let n) = e.kind, case .closure? = env.lookup(n) { return env.lookup(n)! }
    // A Color is a view and a value: kept as a value so it can be compared and drawn.
    if facts.type(of: e)?.name == "Color" { return styleValue(e, env) }
    if isView(e, in: env.view) { return viewValue(e, env) }
    return eval(e, env)
  }

  /// A view expression as a value, built where it is used; nil for a call of an `init?` that
  /// returns nil (`if let row = Row(item: item)`), which is an Optional view.
  func viewValue(_ e: Expr, _ env: Environment) -> Value {
    if case .call(_, let args) = e.kind, let resolved = facts.call(e), case .userView(let name) = resolved.target,
      resolved.initializer?.failability == "?", let view = model.views[name],
      userViewArguments(view, resolved, args, env).returnedNil
    {
      return .none
    }
    return .view(ViewThunk(expr: e, environment: env, file: currentFile))
  }

  /// The property values a user view's initializer call gives, by property name, or that its
  /// `init?` returned nil.
  func userViewArguments(_ view: ViewInfo, _ resolved: ResolvedCall, _ args: [Argument], _ env: Environment) -> InitializerRun {
    if let f = resolved.initializer {
      let candidates = declaredInitializers(of: view.name, declared: view.initializers)
      return runInitializer(f, resolved.argumentIndices, args, env, stored: Set(view.storedProperties.map(\.name)), candidates: candidates, view: view)
    }
    var values: [String: Value] = [:]
    let params = view.initializers.isEmpty ? view.storedProperties.filter { !$0.isFixed }.map(\.name) : []
    for (p, a) in resolved.argumentIndices {
      let arg = args[a]
      let name = p < params.count ? params[p] : (arg.label ?? "_\(p)")
      values[name] = argumentValue(arg.value, env)
    }
    return InitializerRun(values: values)
  }

  /// A user view: a neutral node whose children are its body's views. `bindings` are names
  /// its body sees besides its properties (`content` in a ViewModifier's body).
  func userView(
    _ view: ViewInfo, arguments: [String: Value], range: SourceRange, parent: IdentityPath, isRoot: Bool,
    bindings: [String: Value] = [:]
  ) -> Instance? {
    guard count(at: range) else { return nil }
    // In an app's Swift the nesting ends on data layoutc assumed (a status embedding a
    // status): past a few levels the innermost is an opaque node, marked; in a strict spec
    // nesting past the limit is the error.
    if view.file.strictness == .tolerant, viewStackHolds(view.name, atLeast: Evaluator.assumedNestingLimit) {
      return Instance(kind: .view, name: view.name, role: .neutral, identity: parent.appending(.type(view.name)), file: currentFile?.path ?? "",
        range: range, assumptions: ["\(view.name) nested in itself"], isOpaque: true)
    }
    if viewStackHolds(view.name, atLeast: Evaluator.recursionLimit) {
      report(EvalDiagnostics.recursiveView(view.name), range)
      stopped = true
      return nil
    }
    let plan = viewBody(view)
    var arguments = arguments
    if plan.hasBindingProperties {
      for p in view.storedProperties where p.wrapper?.initializesFromWrappedValue == false {
        // A binding passed as `$n` reads the caller's `n`; `.constant(v)` reads `v`.
        if let v = arguments[p.name]?.boundValue { arguments[p.name] = v }
      }
    }
    let props = view.storedProperties.isEmpty ? [:] : propertyValues(view, arguments, isRoot: isRoot)
    let path = parent.appending(.type(view.name))
    let saved = currentFile
    currentFile = view.file
    viewStack.append(view.name)
    var children: [Instance] = []
    if let body = plan.statements {
      let root = Environment.root(view: view, properties: props)
      let env = bindings.isEmpty ? root : root.binding(bindings)
      children = onBodyBudget { plan.isBuilderBlock ? block(body, env, path) : returnedViews(body, env, path) }
    }
    viewStack.removeLast()
    currentFile = saved
    let state = plan.stateProperties.map { Value.Field($0, props[$0] ?? .none) }
    // In declaration order (the properties' values without the views and closures among them).
    var shown = LabeledValues()
    shown.reserveCapacity(props.count)
    for name in plan.propertyNames {
      switch props[name] {
      case .view?, .closure?, nil: continue
      case let v?: shown.append(new: name, v)
      }
    }
    // `range` is the call site, in the caller's file (a root's is its own declaration).
    return Instance(kind: .userView, name: view.name, role: .neutral, identity: path, file: (saved ?? view.file).path, range: range,
      arguments: shown, children: children, state: state)
  }

  /// Counts one more instance; false (and evaluation stops) past the limit.
  func count(at range: SourceRange?) -> Bool { allocate(1, at: range) }

  func leaf(_ name: String, role: LayoutRole, _ e: Expr, _ path: IdentityPath, arguments: LabeledValues = LabeledValues(), text: String? = nil, attributes: LabeledValues = LabeledValues()) -> Instance {
    _ = count(at: e.range)
    let i = Instance(kind: .view, name: name, role: role, identity: path.appending(.type(name)), file: currentFile?.path ?? "",
      range: e.range, arguments: arguments, text: text)
    if !attributes.isEmpty { i.attributes = attributes }
    return i
  }
}
