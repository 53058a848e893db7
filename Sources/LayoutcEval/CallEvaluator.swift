import LayoutcCatalog
import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// Calls in value position: memberwise initializers of data structs, enum cases with
/// payloads, static functions of value types (`.system(size:)`), and the standard-library
/// calls specs use. `UUID()`, `Date()` and `random` give numbered fresh values.
extension Evaluator {
  func call(_ e: Expr, _ callee: Expr, _ args: [Argument], _ env: Environment) -> Value {
    switch callee.kind {
    case .identifier(let name) where env.lookup(name) == nil:
      if let data = model.dataTypes[name] {
        let params = data.storedProperties.filter { !$0.isFixed }
        var fields: [Value.Field] = []
        for p in data.storedProperties {
          if p.isFixed { fields.append(.init(p.name, eval(p.decl.initializer!, .root(view: nil, properties: [:])))); continue }
          if let a = args.first(where: { $0.label == p.name }) {
            fields.append(.init(p.name, eval(a.value, env)))
          } else if let initial = p.decl.initializer {
            fields.append(.init(p.name, eval(initial, .root(view: nil, properties: [:]))))
          } else {
            fields.append(.init(p.name, .none))
          }
        }
        _ = params
        return .record(type: name, fields: fields)
      }
      switch name {
      case "UUID", "Date": return fresh(name)
      case "Array":
        return .array(args.first.flatMap { materialized(eval($0.value, env), at: e.range) } ?? [])
      case "String":
        return .string(args.first.map { interpolated(eval($0.value, env)) } ?? "")
      case "Int":
        let v = args.first.map { eval($0.value, env) } ?? .none
        if case .string(let s) = v { return Int(s).map { .int($0) } ?? .none }
        // `Int(1e19)` traps in Swift; here it is no value (the checker has the type, not the value).
        return v.asDouble.flatMap { Int(exactly: $0.rounded(.towardZero)) }.map { .int($0) } ?? .none
      case "Double", "CGFloat", "Float":
        return args.first.flatMap { eval($0.value, env).asDouble }.map { .double($0) } ?? .none
      case "min", "max":
        let vs = args.map { eval($0.value, env) }
        let ds = vs.compactMap(\.asDouble)
        guard ds.count == vs.count, let best = name == "min" ? ds.min() : ds.max() else { return .none }
        // Ints are compared as Ints: `Int(Double(Int.max))` is out of range and would trap.
        let ints = vs.compactMap { if case .int(let i) = $0 { i } else { nil } }
        if ints.count == vs.count, let i = name == "min" ? ints.min() : ints.max() { return .int(i) }
        return .double(best)
      default:
        return .none
      }
    case .member(let base, let name, _):
      if case .identifier(let typeName) = base.kind, env.lookup(typeName) == nil, globalValue(typeName) == nil {
        if name == "random" { return fresh(typeName + ".random") }
        if model.enums[typeName] != nil || Catalog.valueTypes[typeName] != nil {
          return .member(type: typeName, name: name, arguments: args.map { eval($0.value, env) })
        }
      }
      let b = eval(base, env)
      // A catalog value type's method (`.title.bold()`): the receiver is the first argument.
      if case .member(let t?, _, _) = b, Catalog.valueTypes[t]?.methods[name] != nil {
        return .member(type: t, name: name, arguments: [b] + args.map { eval($0.value, env) })
      }
      // A range's elements are made only within the view budget's size (`(0..<Int.max).map`).
      if ["enumerated", "reversed", "shuffled", "sorted", "filter", "map", "contains"].contains(name),
        case .range = b, materialized(b, at: e.range) == nil
      {
        return .none
      }
      switch name {
      case "enumerated":
        return .array((b.elements ?? []).enumerated().map { .tuple([.int($0.offset), $0.element], labels: ["offset", "element"]) })
      case "reversed": return .array((b.elements ?? []).reversed())
      case "shuffled": return .array(b.elements ?? [])
      case "sorted":
        let items = b.elements ?? []
        return .array(items.sorted { x, y in x.description < y.description })
      case "filter", "map":
        guard let closure = args.first.map({ eval($0.value, env) }), case .closure(let c) = closure else { return b }
        let items = b.elements ?? []
        if name == "filter" { return .array(items.filter { apply(c, [$0]).asBool == true }) }
        return .array(items.map { apply(c, [$0]) })
      case "contains":
        let items = b.elements ?? []
        if let a = args.first {
          let v = eval(a.value, env)
          if case .closure(let c) = v { return .bool(items.contains { apply(c, [$0]).asBool == true }) }
          return .bool(items.contains { equal($0, v) })
        }
        return .bool(false)
      case "allSatisfy":
        guard let a = args.first, case .closure(let c) = eval(a.value, env) else { return .bool(true) }
        return .bool((b.elements ?? []).allSatisfy { apply(c, [$0]).asBool == true })
      case "uppercased": return .string(b.asString?.uppercased() ?? "")
      case "lowercased": return .string(b.asString?.lowercased() ?? "")
      default: return .none
      }
    case .implicitMember(let name):
      return .member(type: facts.type(of: e)?.name, name: name, arguments: args.map { eval($0.value, env) })
    default:
      return .none
    }
  }

  /// Runs a closure with arguments bound to its parameters (or `$0`).
  func apply(_ c: ClosureValue, _ args: [Value]) -> Value {
    var bindings: [String: Value] = [:]
    for (p, a) in zip(c.closure.parameters, args) where p.name != "_" { bindings[p.name] = a }
    let env = c.environment.binding(bindings, shorthand: c.closure.parameters.isEmpty ? args.first : nil)
    return evalGetter(c.closure.body, env)
  }

  func fresh(_ kind: String) -> Value {
    freshCounter += 1
    return .fresh(kind: kind, serial: freshCounter)
  }
}
