import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// Code the checker did not type: a custom layout's methods and what they call, run at layout
/// time (`CustomLayoutRun`). Without the checker's facts the evaluator resolves here what
/// Swift would: static members named through their type (`Self.anchors`, `Grid.gap()`, a
/// caseless enum's `Placement.row(subviews, in: bounds)`), and a member it cannot compute is
/// the located error `eval.layout-member`, never a `nil` read as `false` or a call dropped.
extension Evaluator {
  /// Whether the evaluator is running a layout's method (each run has its step limit).
  var inLayoutCode: Bool { stepLimit != nil }

  /// The declared type a base expression names in untyped code: `Self` (the layout's own type,
  /// or the type whose static method is running), a type nested in it, or a module type.
  func untypedTypeName(_ base: Expr, _ env: Environment) -> String? {
    guard inLayoutCode, case .identifier(let name) = base.kind else { return nil }
    if name == "Self" {
      switch env.lookup("self") ?? env.lookup("Self") {
      case .record(let type, _)?: return type
      case .member(let type?, "Type", _)?: return type
      default: return nil
      }
    }
    guard env.lookup(name) == nil, topLevelValue(name) == nil else { return nil }
    if case .record(let outer, _)? = env.lookup("self"), let nested = model.typeKey(name, in: outer),
      model.dataTypes[nested] != nil || model.enums[nested] != nil
    {
      return nested
    }
    return model.dataTypes[name] != nil || model.enums[name] != nil ? name : nil
  }

  /// `Type.name` of a static property the module declares, or nil.
  func untypedStaticProperty(_ type: String, _ name: String) -> Value? {
    let key = type + "." + name
    guard model.globals[key] != nil else { return nil }
    return globalValue(key) ?? .none
  }

  /// `Type.name(args)` of a static method the module declares whose labels take `args`, run
  /// with `Self` naming the type; nil when the type declares none.
  func untypedStaticCall(_ type: String, _ name: String, _ args: [Argument], _ call: Expr, _ env: Environment) -> Value? {
    var candidates: [(FunctionDecl, SourceFile)] = []
    if let decl = model.dataTypes[type]?.decl ?? model.enums[type]?.decl, let file = model.dataTypes[type]?.file ?? model.enums[type]?.file {
      for m in decl.members { if case .function(let f) = m.kind { candidates.append((f, file)) } }
    }
    if let m = model.extensionMember(type, name), case .function(let f) = m.kind { candidates.append((f, m.file)) }
    for (f, file) in candidates where f.isStatic && f.name == name && Self.accepts(f, args) {
      let scope = Environment.root(view: nil, properties: ["Self": .member(type: type, name: "Type", arguments: [])])
      return run(f, in: file, args, call, env, scope: scope)
    }
    return nil
  }

  /// Whether `f`'s parameters take `args` by label (a parameter with a default may be left
  /// out; a variadic one takes the rest).
  static func accepts(_ f: FunctionDecl, _ args: [Argument]) -> Bool {
    var next = 0
    for p in f.parameters {
      if p.isVariadic { next = args.count; break }
      if next < args.count, args[next].label == p.label { next += 1 } else if p.defaultValue == nil { return false }
    }
    return next == args.count
  }

  /// A member or method layoutc cannot compute in untyped code: reported where it is written
  /// (the value would otherwise be `nil`, read as `false` by a condition); `.none` elsewhere,
  /// where the checker has already said what it could not type.
  func uncomputedMember(_ name: String, _ e: Expr) -> Value {
    if inLayoutCode, facts.type(of: e) == nil, !stopped { report(EvalDiagnostics.layoutMember(name), e.range) }
    return .none
  }

  /// A condition of layout code whose value is not a `Bool` (a member layoutc computed as
  /// nothing): the located error, unless one was reported while computing it.
  func checkLayoutCondition(_ v: Value, _ x: Expr, reportedBefore: Int) {
    guard inLayoutCode, !stopped, diagnostics.count == reportedBefore else { return }
    switch v {
    case .bool, .opaque: return
    default: report(EvalDiagnostics.layoutCondition, x.range)
    }
  }
}
