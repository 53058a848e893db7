import LayoutcCatalog
import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// Calls in value position: memberwise initializers of data structs, enum cases with
/// payloads, static functions of value types (`.system(size:)`), and the standard-library
/// calls specs use. `UUID()`, `Date()` and `random` give numbered fresh values.
extension Evaluator {
  func call(_ e: Expr, _ callee: Expr, _ args: [Argument], _ env: Environment) -> Value {
    // A call the checker assumed (an initializer overload layoutc lacks) is an opaque value.
    if let root = facts.assumed[ObjectIdentifier(e)] { return .opaque(root) }
    // `{ … }()`: the closure's statements run here; an assumed one (the checker could not
    // type it) stays assumed.
    if case .closure = callee.kind, args.isEmpty {
      if facts.type(of: e)?.isAssumed == true { return .opaque("{ … }()") }
      guard case .closure(let c) = eval(callee, env) else { return .none }
      return apply(c, [])
    }
    // A data struct's memberwise initializer, named bare or nested (`Outer.Item(...)`, `.init(...)`
    // where an `Item` is expected): the checker recorded which declared type the call builds.
    if let typeName = facts.type(of: e)?.name, let data = model.dataTypes[typeName], Self.namesInitializer(callee, typeName) {
      return dataInit(data, args, env, at: e.range)
    }
    // `Kind(rawValue: v)`, `Kind.init(rawValue: v)`, `.init(rawValue: v)`: a case or nil.
    if let t = facts.type(of: e).map(Self.unwrappedName), let en = model.enums[t], en.rawType != nil, args.count == 1,
      args[0].label == "rawValue", Self.namesInitializer(callee, t)
    {
      return enumFromRawValue(en, eval(args[0].value, env))
    }
    // `Binding.constant(v)`: the binding `.constant(v)` is, which reads `v`.
    if case .member(let base, "constant", _) = callee.kind, case .identifier("Binding") = base.kind, args.count == 1 {
      return .member(type: "Binding", name: "constant", arguments: [eval(args[0].value, env)])
    }
    // `[Item]()`, `Set<Int>()`, `[String: Int]()`, `Array<T>()`: an empty collection.
    if args.isEmpty, let empty = Self.emptyCollection(callee, facts.type(of: e)?.name) { return empty }
    switch callee.kind {
    case .identifier(let name) where localFunctionValue(env.lookup(name)) != nil:
      let (f, c) = localFunctionValue(env.lookup(name))!
      guard let file = c.file ?? currentFile else { return .none }
      return run(f, in: file, args, e, env, scope: c.environment)
    case .identifier(let name) where env.lookup(name) == nil:
      // `maxSize(subviews:)` inside a layout's method: a method of `self`, run untyped.
      if model.dataTypes[name] == nil, let selfValue = env.lookup("self"), case .record(let t, _) = selfValue, let f = declaredMethod(t, name) {
        return methodValue(f, selfValue, t, args, e, env)
      }
      // `placeInRow(subviews, in: bounds)` inside a layout's method: a module function, run
      // untyped as the method is.
      if model.dataTypes[name] == nil, facts.reference(e) == nil, facts.builtin(e) == nil, let info = untypedOverload(name, args) {
        return functionValue(info, args, e, env)
      }
      // `Cache(sizes:total:)` inside the layout that declares `struct Cache`: the nested type.
      if model.dataTypes[name] == nil, case .record(let t, _)? = env.lookup("self"), let key = model.typeKey(name, in: t),
        let data = model.dataTypes[key]
      {
        return dataInit(data, args, env, at: e.range)
      }
      if let data = model.dataTypes[name] {
        return dataInit(data, args, env, at: e.range)
      }
      if let id = builtinFunction(e, name) { return builtinFunctionValue(id, args, e, env) }
      // `Self(n)` in an extension of a standard type is that type's initializer (the checker's
      // type of the call says which).
      let name = name == "Self" ? facts.type(of: e)?.name ?? name : name
      if let id = builtinInitializer(e, name, args) { return builtinInitializerValue(id, args, e, env) }
      // Another initializer of a type in the builtins table (`String(localized:)`).
      if Builtins.hasInitializers(name) { return unmodelled(e) }
      switch name {

      case "Binding" where args.count == 1 && args[0].label == nil:
        // `Binding($profile.address)`: nil when the bound value is nil (`init?(_ base: Binding<Value?>)`).
        let base = eval(args[0].value, env)
        if case .binding(_, .none) = base, case .nominal("Optional", _)? = facts.type(of: e) { return .none }
        return base
      case "ViewSpacing" where args.isEmpty:
        return .member(type: "ViewSpacing", name: "init", arguments: [])
      case "LayoutProperties" where args.isEmpty:
        // `var properties = LayoutProperties()` in a layout's `layoutProperties`.
        return .record(type: "LayoutProperties", fields: [.init("stackOrientation", .none)])
      case "Path":
        return pathInitializer(args, e, env)
      case "CGRect", "ProposedViewSize", "UnitPoint":
        return LayoutGeometry.initializer(name, args.map(\.label), args.map { eval($0.value, env) }) ?? .none
      default:
        // A catalog value type's initializer written out (`Alignment(horizontal:vertical:)`,
        // `CGSize(width:height:)`, `HorizontalAlignment(MyID.self)`): the same value as the
        // implicit `.init(…)`; the checker has matched the labels, which fix the order.
        if let entry = Catalog.valueTypes[name], entry.functions["init"] != nil {
          return .member(type: entry.runtimeName, name: "init", arguments: catalogArguments(entry, "init", args, env))
        }
        return .none
      }
    case .member(let base, let name, _):
      if let t = facts.type(of: e)?.name, model.enums[t] != nil, Self.namesType(base, t) {
        return .member(type: t, name: name, arguments: args.map { eval($0.value, env) })
      }
      // `Self.row(subviews, in: bounds)`, `Placement.grid(…)` in a layout's untyped code.
      if name != "init", let type = untypedTypeName(base, env) {
        if let v = untypedStaticCall(type, name, args, e, env) { return v }
        if model.enums[type]?.cases.contains(where: { $0.name == name }) != true { return uncomputedMember(type + "." + name + "(…)", e) }
      }
      if case .identifier(let typeName) = base.kind, env.lookup(typeName) == nil, topLevelValue(typeName) == nil {
        if name == "random" { return fresh(typeName + ".random") }
        // `Date.FormatStyle(date: .abbreviated)`: a nested value type's initializer whose
        // arguments may be left out, each at its label's position.
        if let nested = Catalog.valueTypes[typeName + "." + name], nested.defaultedFunctions.contains("init") {
          return .member(type: nested.runtimeName, name: "init", arguments: catalogArguments(nested, "init", args, env))
        }
        if model.enums[typeName] != nil || Catalog.valueTypes[typeName] != nil {
          return .member(type: typeName, name: name, arguments: args.map { eval($0.value, env) })
        }
      }
      let b = eval(base, env)
      // A method of an assumed value (`items.prefix(3)` of an assumed `items`) rests on the
      // same assumption: never an empty collection or "" made up for it.
      if case .opaque = b { return b }
      // Optional's `map`/`flatMap` (the checker typed the receiver an Optional; an Optional
      // is its wrapped value or `.none`): the transform applied to the value, nil kept.
      if name == "map" || name == "flatMap", args.count == 1, !b.isCollection {
        if b == .none { return .none }
        if case .keyPath(_, let path) = args[0].value.kind { return follow(path, from: b) }
        guard case .closure(let c) = eval(args[0].value, env) else { return .none }
        return apply(c, [b])
      }
      // A layout's subview and its spacing (`CustomLayoutRun`), geometry values' methods, a
      // GeometryReader's proxy.
      switch b {
      case .subview, .member("ViewSpacing", _, _):
        return subviewMethod(b, name, args.map(\.label), args.map { eval($0.value, env) }, at: e.range) ?? .none
      case .member(type: Self.geometryProxyType, _, _) where name == "frame":
        return geometryFrame(b, args, e, env)
      case _ where name == "replacingUnspecifiedDimensions":
        if let v = LayoutGeometry.replacingUnspecifiedDimensions(b, args.map(\.label), args.map { eval($0.value, env) }) { return v }
      default: break
      }
      // A method of a declared type or a protocol default (`model.summary()`), `self` the record.
      if case .record(let type, _) = b, let f = declaredMethod(type, name) {
        return methodValue(f, b, type, args, e, env)
      }
      if case .record(let type, _) = b, args.count == 1, appOptionSet(named: type) != nil,
        let v = optionSetMethod(b, type, name, eval(args[0].value, env))
      {
        return v
      }
      if case .member(let type?, _, _) = b, model.enums[type] != nil, let f = declaredMethod(type, name) {
        return methodValue(f, b, type, args, e, env)
      }
      if name == "formatted", let v = formattedCall(b, args, e, env) { return v }
      // `Date().addingTimeInterval(60)`: a method of the fresh Date, which is "now".
      if case .fresh("Date", _) = b, Catalog.valueTypes["Date"]?.methods[name] != nil {
        return .member(type: "Date", name: name, arguments: [b] + args.map { eval($0.value, env) })
      }
      // A catalog value type's method (`.title.bold()`): the receiver is the first argument.
      if case .member(let t?, _, _) = b, Catalog.valueTypes[t]?.methods[name] != nil {
        return .member(type: t, name: name, arguments: [b] + args.map { eval($0.value, env) })
      }
      if let id = builtinMethod(e, name, args, on: b) { return builtinMethodValue(id, of: b, args, e, env) }
      if b == .none { return .none }  // optional chaining
      // A method layoutc does not compute, given an assumed value (`text.contains(/regex/)`):
      // its result rests on that assumption.
      for a in args { if case .opaque(let root) = eval(a.value, env) { return .opaque(root) } }
      return uncomputedMember(name + "(…)", e)  // nil: reported
    case .implicitMember(let name):
      let type = facts.type(of: e)?.name
      if let entry = type.flatMap({ Catalog.valueTypesByRuntimeName[$0] }) {
        return .member(type: type, name: name, arguments: catalogArguments(entry, name, args, env))
      }
      return .member(type: type, name: name, arguments: args.map { eval($0.value, env) })
    default:
      return .none
    }
  }

  /// The arguments of a catalog value type's function: in the order written, or, for a function
  /// with defaulted parameters (`ValueTypeEntry.defaultedFunctions`), one per parameter at its
  /// label's position with nil for one left out (`.flexible(maximum: 80)` is `[nil, 80]`).
  func catalogArguments(_ entry: ValueTypeEntry, _ function: String, _ args: [Argument], _ env: Environment) -> [Value] {
    guard entry.defaultedFunctions.contains(function), let labels = entry.functions[function] else {
      return args.map { eval($0.value, env) }
    }
    var out = [Value](repeating: .none, count: labels.count)
    var next = 0
    for a in args {
      guard let k = labels[next...].firstIndex(of: a.label) else { continue }
      out[k] = eval(a.value, env)
      next = k + 1
    }
    return out
  }

  /// A data struct's fields from its memberwise initializer's arguments and its defaults.
  func dataInit(_ data: DataInfo, _ args: [Argument], _ env: Environment, at range: SourceRange? = nil) -> Value {
    let extensionInits = (model.extensionInitializers[data.name] ?? []).map(\.decl)
    if !data.initializers.isEmpty || Self.matchInitializer(extensionInits, args) != nil { return declaredInit(data, args, env, at: range) }
    var fields: [Value.Field] = []
    for p in data.storedProperties {
      if p.isFixed {
        // `let x = 1`, or a private wrapped property its wrapper initialises (unknown: assumed).
        let value = p.decl.initializer.map { eval($0, .root(view: nil, properties: [:])) } ?? .opaque("\(TypePrinter.runtimeName(data.name)).\(p.name)")
        fields.append(.init(p.name, value))
        continue
      }
      if let a = args.first(where: { $0.label == p.name }) {
        fields.append(.init(p.name, eval(a.value, env)))
      } else if let initial = p.decl.initializer {
        fields.append(.init(p.name, eval(initial, .root(view: nil, properties: [:]))))
      } else {
        fields.append(.init(p.name, .none))
      }
    }
    return .record(type: data.name, fields: fields)
  }

  /// The method `name` a data type, class or one of its protocols' extensions declares.
  func declaredMethod(_ type: String, _ name: String) -> (decl: FunctionDecl, file: SourceFile)? {
    if let data = model.dataTypes[type] {
      for m in data.decl.members { if case .function(let f) = m.kind, f.name == name, !f.isStatic { return (f, data.file) } }
    }
    if let en = model.enums[type], let f = en.methods(named: name).first { return (f, en.file) }
    if let m = model.extensionMember(type, name), case .function(let f) = m.kind { return (f, m.file) }
    return nil
  }

  /// Runs a method of a declared type (`StatementExecution`), `self` bound to the receiver
  /// (a record's fields in scope by name) and the parameters to the arguments; a body that
  /// reaches no `return` layoutc can run is the located error `eval.function-body` (a guess
  /// would be a silent wrong answer).
  private func methodValue(_ method: (decl: FunctionDecl, file: SourceFile), _ receiver: Value, _ type: String, _ args: [Argument], _ call: Expr, _ env: Environment) -> Value {
    var props: [String: Value] = ["self": receiver]
    if case .record(_, let fields) = receiver { for field in fields { props[field.name] = field.value } }
    return run(method.decl, in: method.file, args, call, env, scope: .root(view: nil, properties: props))
  }

  /// Whether a callee names the initializer of type `typeName`: `Kind`, `Outer.Kind`,
  /// `Kind.init`, or `.init` where a `Kind` is expected.
  static func namesInitializer(_ callee: Expr, _ typeName: String) -> Bool {
    switch callee.kind {
    case .implicitMember("init"): return true
    case .member(let base, "init", _): return namesType(base, typeName)
    default: return namesType(callee, typeName)
    }
  }

  /// A declared initializer (`init(text: String, pinned: Bool = false) { self.text = text
  /// ... }`, or one of an extension) as `runInitializer` runs it. A property left without a
  /// value is a located error.
  /// `chosen`: the candidate the checker chose among overloads of the same labels.
  func declaredInit(_ data: DataInfo, _ args: [Argument], _ env: Environment, at range: SourceRange?, chosen: Int? = nil) -> Value {
    let extensionInits = (model.extensionInitializers[data.name] ?? []).map(\.decl)
    let candidates = extensionInits + data.initializers
    let reachable = chosen.map { $0 < candidates.count ? [candidates[$0]] : [] } ?? candidates
    guard let (f, matching) = Self.matchInitializer(reachable, args) else { return .none }
    // `runInitializer` runs assignments, `self.init` calls and an `init?`'s checks; a body that
    // decides what to store otherwise (an `if` around assignments, a local) would be read
    // wrongly: assumed in the app's own Swift, an error in a spec.
    let unreadable = f.body.contains { s in
      if case .expression = s.kind { return false }
      return f.failability != "?" || failableCheck(s) == nil
    }
    if unreadable {
      let name = TypePrinter.runtimeName(data.name)
      if currentFile?.strictness == .tolerant { return .opaque(name + ".init") }
      report(EvalDiagnostics.initializerStatements(name), range, notes: [Note("initializer declared here", file: data.file.path, range: f.nameRange)])
      return .none
    }
    var values: [String: Value] = [:]
    let root = Environment.root(view: nil, properties: [:])
    for p in data.storedProperties {
      if let initial = p.decl.initializer { values[p.name] = eval(initial, root) } else if p.hasDefault { values[p.name] = Value.none }  // `var x: T?` is nil
    }
    let run = runInitializer(f, matching, args, env, stored: Set(data.storedProperties.map(\.name)), candidates: candidates, view: nil)
    if run.returnedNil { return .none }
    // A check taken to hold on an assumption: the value rests on it.
    if let assumed = run.assumptions.first { return .opaque(assumed) }
    values.merge(run.values) { _, new in new }
    var fields: [Value.Field] = []
    for p in data.storedProperties {
      guard let v = values[p.name] else {
        report(EvalDiagnostics.initializerNotEvaluable(TypePrinter.runtimeName(data.name), p.name), range,
          notes: [Note("initializer declared here", file: data.file.path, range: f.nameRange)])
        return .none
      }
      fields.append(.init(p.name, v))
    }
    return .record(type: data.name, fields: fields)
  }

  /// Whether a callee is spelled as the type `typeName` (qualified) or a tail of it: `Item`
  /// or `Outer.Item` for `Outer.Item`; a call such as `makeItem()` or `x.copy()` is not.
  static func namesType(_ e: Expr, _ typeName: String) -> Bool {
    var written: [String] = []
    var e = e
    while true {
      switch e.kind {
      case .identifier(let n): written.insert(n, at: 0)
      case .member(let base, let n, _): written.insert(n, at: 0); e = base; continue
      case .specialize(let base, _): e = base; continue  // `Probe<Self>(…)`
      default: return false
      }
      break
    }
    return typeName.split(separator: ".").map(String.init).suffix(written.count) == ArraySlice(written)
  }

  /// Runs a closure with arguments bound to its parameters (or `$0`).
  func apply(_ c: ClosureValue, _ args: [Value]) -> Value {
    var bindings: [String: Value] = [:]
    for (p, a) in zip(c.closure.parameters, args) where p.name != "_" { bindings[p.name] = a }
    // `$1` of a two-argument shorthand closure (`sorted { $0 > $1 }`).
    if c.closure.parameters.isEmpty && args.count > 1 { bindings["$1"] = args[1] }
    let env = c.environment.binding(bindings, shorthand: c.closure.parameters.isEmpty ? args.first : nil)
    return inFile(c.file) {
      guard step(at: c.expr.range) else { return spentValue(at: c.expr.range) }
      guard enterCall(at: c.expr.range) else { return .none }
      defer { leaveCall() }
      return evalGetter(c.closure.body, env)
    }
  }

  func fresh(_ kind: String) -> Value {
    freshCounter += 1
    return .fresh(kind: kind, serial: freshCounter)
  }
}

extension Evaluator {
  /// The assumption a predicate rests on when it decides an element on an assumed value
  /// (`items.filter { $0.isFavorite }` over assumed fields): the result is then assumed too
  /// (AssumedConditions), not filtered by a guess.
  func assumedPredicate(_ c: ClosureValue, _ items: [Value], pairs: Bool = false) -> String? {
    if pairs {
      for (a, b) in zip(items, items.dropFirst()) { if case .opaque(let root) = apply(c, [a, b]) { return root } }
      return nil
    }
    for item in items { if case .opaque(let root) = apply(c, [item]) { return root } }
    return nil
  }

  /// The empty value of a collection type written as a callee (`[T]`, `[K: V]`, `Set<T>`,
  /// `Array<T>`, `Dictionary<K, V>`), or nil for any other callee.
  static func emptyCollection(_ callee: Expr, _ type: String?) -> Value? {
    switch (callee.kind, type) {
    case (.array, "Array"), (.specialize, "Array"), (.specialize, "Set"), (.type, "Array"), (.type, "Set"): return .array([])
    case (.dictionary, "Dictionary"), (.specialize, "Dictionary"), (.type, "Dictionary"): return .dictionary(keys: [], values: [])
    default: return nil
    }
  }
}
