import LayoutcCatalog
import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// Values of the declarations the checker resolved a name to (`TypeFacts.references`):
/// static properties (`Theme.spacing`, `Color.brand`) and functions returning data.
extension Evaluator {
  /// The value of `e`, which reads a static property or calls a function returning data.
  func referenceValue(_ r: DeclarationReference, _ e: Expr, _ env: Environment) -> Value {
    switch r {
    case .staticProperty(let key):
      // A static computed view (`static var backdrop: some View { … }`) as an argument: the
      // view, drawn where it is used (`views`), not a value.
      if let g = model.globals[key], g.decl.initializer == nil, g.decl.getter != nil, case .opaque? = g.decl.type?.kind {
        return viewValue(e, env)
      }
      return globalValue(key) ?? .none
    case .function(let key, let overload):
      guard case .call(_, let args) = e.kind else { return .none }
      return functionValue(key, overload, args, e, env)
    case .extensionInitializer(let type, let index):
      guard case .call(_, let args) = e.kind else { return .none }
      return extensionInitValue(type, index, args, env)
    case .declaredInitializer(let type, let index):
      guard case .call(_, let args) = e.kind, let data = model.dataTypes[type] else { return .none }
      return declaredInit(data, args, env, at: e.range, chosen: index)
    }
  }

  /// Runs a function's body (`StatementExecution`), its parameters bound to the arguments
  /// (or their defaults). A body that reaches no `return` layoutc can run is a located
  /// error: a guessed value would be a silent wrong answer.
  func functionValue(_ key: String, _ overload: Int, _ args: [Argument], _ call: Expr, _ env: Environment) -> Value {
    guard let infos = model.functions[key], overload < infos.count else { return .none }
    return functionValue(infos[overload], args, call, env)
  }

  func functionValue(_ info: FunctionInfo, _ args: [Argument], _ call: Expr, _ env: Environment) -> Value {
    // A view's own method sees the view's properties.
    let owner: Environment = info.context != nil && env.view?.name == info.context
      ? .root(view: env.view, properties: env.properties) : .root(view: nil, properties: [:])
    return run(info.decl, in: info.file, args, call, env, scope: owner)
  }

  /// Runs `f`'s body in `scope` (`StatementExecution`), its parameters bound by label to the
  /// arguments evaluated in `env`, or to their defaults: the value of its `return`, or (when it
  /// reaches none layoutc can run) an assumed value in a tolerant file and the located error
  /// `eval.function-body` in a strict one.
  func run(_ f: FunctionDecl, in file: SourceFile, _ args: [Argument], _ call: Expr, _ env: Environment, scope: Environment) -> Value {
    guard step(at: call.range) else { return spentValue(at: call.range) }
    guard functionDepth < Evaluator.nestingLimit else {
      report(EvalDiagnostics.callsTooDeep, call.range)
      return .none
    }
    let bindings = parameterBindings(f, args, env)
    guard enterCall(at: call.range) else { return .none }
    let saved = currentFile
    currentFile = file
    let (v, unsupported, threw) = returnedValue(f.body, scope.binding(bindings))
    currentFile = saved
    leaveCall()
    if threw {
      pendingThrow = true  // for the `try` around this call
      return .none
    }
    // A function returning nothing that ran to its end: its value is `()`.
    if v == nil, unsupported == nil, Self.returnsVoid(f) { return .tuple([], labels: []) }
    guard let v else {
      // Swift an app is written in (a formatter, a locale lookup) is assumed, and every node
      // showing the value is marked with the function's name; a strict spec says why it stops.
      if file.strictness == .tolerant { return .opaque(Self.displayName(f)) }
      var notes = [Note("'\(Self.displayName(f))' declared here", file: file.path, range: f.nameRange)]
      if let unsupported { notes.append(Note("layoutc cannot run this statement", file: file.path, range: unsupported.range)) }
      report(EvalDiagnostics.functionNotEvaluable(Self.displayName(f)), call.range, notes: notes)
      return .none
    }
    return v
  }

  /// `f`'s parameters bound by label to the arguments evaluated in `env`, or to their defaults;
  /// a variadic parameter to the array of its arguments.
  func parameterBindings(_ f: FunctionDecl, _ args: [Argument], _ env: Environment) -> [String: Value] {
    var bindings: [String: Value] = [:]
    var next = 0
    for p in f.parameters {
      if p.isVariadic {
        let first = next < args.count && args[next].label == p.label && !args[next].isTrailingClosure ? next : nil
        let taken = VariadicParameters.arguments(from: first, args)
        bindings[p.name] = .array(taken.map { eval(args[$0].value, env) })
        if !taken.isEmpty { next = taken.upperBound }
      } else if next < args.count, args[next].label == p.label {
        bindings[p.name] = eval(args[next].value, env)
        next += 1
      } else if let d = p.defaultValue {
        bindings[p.name] = eval(d, .root(view: nil, properties: [:]))
      }
    }
    return bindings
  }

  /// An initializer the app adds to a SwiftUI value type: the type's own initializer it
  /// delegates to (`self.init(top: vertical, …)`), run with its parameters bound.
  func extensionInitValue(_ type: String, _ index: Int, _ args: [Argument], _ env: Environment) -> Value {
    guard let infos = model.extensionInitializers[type], index < infos.count, let entry = Catalog.valueTypes[type],
      let (_, delegated, _) = infos[index].decl.delegation
    else { return .none }
    let inner = Environment.root(view: nil, properties: [:]).binding(parameterBindings(infos[index].decl, args, env))
    return inFile(infos[index].file) { .member(type: entry.runtimeName, name: "init", arguments: catalogArguments(entry, "init", delegated, inner)) }
  }

  static func singleValue(_ s: Stmt) -> Expr? {
    switch s.kind {
    case .return(let x?), .expression(let x): x
    default: nil
    }
  }

  /// Whether `f` declares no result, or `Void` or `()`.
  static func returnsVoid(_ f: FunctionDecl) -> Bool {
    guard let t = f.returnType else { return true }
    switch t.kind {
    case .named(let path, _): return path == ["Void"] || path == ["Swift", "Void"]
    case .tuple(let elements): return elements.isEmpty
    default: return false
    }
  }

  /// The first overload of the top-level function `name` whose parameters take `args` by label
  /// (`accepts`), for a call the checker did not type: code of a custom layout's methods runs
  /// untyped at layout time.
  func untypedOverload(_ name: String, _ args: [Argument]) -> FunctionInfo? {
    ((model.functions[name] ?? []) + (model.procedures[name] ?? [])).first { Self.accepts($0.decl, args) }
  }

  static func displayName(_ f: FunctionDecl) -> String {
    f.name + "(" + f.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }

  /// The initializer of the static property `e` reads, for callers that need the
  /// expression rather than its value (a colour, a view); nil when `e` reads none.
  func staticInitializer(_ e: Expr) -> (key: String, initializer: Expr)? {
    guard case .staticProperty(let key)? = facts.reference(e), let g = model.globals[key], let initial = g.decl.initializer,
      !evaluatingGlobals.contains(key)
    else { return nil }
    return (key, initial)
  }
}
