import LayoutcSema
import LayoutcSyntax

extension Evaluator {
  /// `x as T`, `x as! T`, `x as? T`, `x is T`. A cast that asks the value's dynamic type (`as?`,
  /// `is`) is answered only where the answer is certain: nil stays nil (and is no `T`), and a
  /// value whose checked type is spelled as the target passes; anything else (a subclass, a
  /// protocol, an `Any`) is an assumption, never a guess that picks a branch silently.
  func cast(_ op: String, _ x: Expr, _ target: TypeRepr, _ env: Environment) -> Value {
    let v = eval(x, env)
    guard op == "as?" || op == "is" else { return v }
    let spelled = TypeReprPrinter.print(target)
    switch v {
    case .opaque(let root): return op == "is" ? .opaque("\(root) is \(spelled)") : v
    case .none: return op == "is" ? .bool(false) : .none
    default: break
    }
    if dynamicType(of: v, checked: facts.type(of: x)) == spelled { return op == "is" ? .bool(true) : v }
    return .opaque("\(v.description) \(op) \(spelled)")
  }

  /// The type a value certainly has at run time: a literal's, a record's, else the checked
  /// type (an Optional's wrapped one: a value that is not nil is the wrapped type's); nil when
  /// only a protocol or `Any` is known.
  private func dynamicType(of v: Value, checked: SwiftType?) -> String? {
    switch v {
    case .string: return "String"
    case .bool: return "Bool"
    case .record(let type, _): return TypePrinter.runtimeName(type)
    default: break
    }
    guard var t = checked else { return nil }
    if case .nominal("Optional", let w) = t, let inner = w.first { t = inner }
    if t.isAssumed || t.name == "Any" || t.name == "AnyObject" { return nil }
    return TypePrinter.print(t)
  }
}
