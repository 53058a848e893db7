import LayoutcSyntax

/// Assignments to part of a local, which layout code makes (`size.width += w`,
/// `rows[rows.count - 1].append(x)`, `cache.rows = …` on the `inout` cache): the local's new
/// value is the old one with the part replaced, as Swift's value types behave. Parts are record
/// fields, tuple elements, array elements by index, and geometry values' members
/// (`LayoutGeometry.setting`).
extension Evaluator {
  /// One step from a local to the part of it an assignment changes.
  enum LValueStep {
    case member(String)
    case index(Int)
  }

  /// `local.a[i].b` as the local's name and the steps to the part, or nil when `e` is not
  /// such a path (or an index is not a number).
  func lvalue(_ e: Expr, _ frame: Frame) -> (root: String, steps: [LValueStep])? {
    switch e.kind {
    case .identifier(let name):
      return frame.locals[name] != nil ? (name, []) : nil
    case .member(let base, let name, _):
      guard let (root, steps) = lvalue(base, frame) else { return nil }
      return (root, steps + [.member(name)])
    case .subscript(let base, let args):
      guard args.count == 1, let (root, steps) = lvalue(base, frame), let i = eval(args[0].value, frame.env).asInt else { return nil }
      return (root, steps + [.index(i)])
    default:
      return nil
    }
  }

  /// Stores `value` into the part of a local `target` names; false when layoutc cannot.
  func store(_ value: Value, into target: Expr, _ frame: inout Frame) -> Bool {
    guard let (root, steps) = lvalue(target, frame), let current = frame.locals[root],
      let updated = Self.replacing(current, steps[...], with: value)
    else { return false }
    frame.locals[root] = updated
    return true
  }

  static func replacing(_ whole: Value, _ steps: ArraySlice<LValueStep>, with value: Value) -> Value? {
    guard let step = steps.first else { return value }
    let rest = steps.dropFirst()
    switch (step, whole) {
    case (.index(let i), .array(var items)):
      guard items.indices.contains(i), let new = replacing(items[i], rest, with: value) else { return nil }
      items[i] = new
      return .array(items)
    case (.member(let name), .record(let type, var fields)):
      guard let k = fields.firstIndex(where: { $0.name == name }), let new = replacing(fields[k].value, rest, with: value) else { return nil }
      fields[k].value = new
      return .record(type: type, fields: fields)
    case (.member(let name), .tuple(var values, let labels)):
      guard let k = labels.firstIndex(of: name) ?? Int(name), values.indices.contains(k),
        let new = replacing(values[k], rest, with: value)
      else { return nil }
      values[k] = new
      return .tuple(values, labels: labels)
    case (.member(let name), .member):
      guard let part = LayoutGeometry.member(whole, name), let new = replacing(part, rest, with: value) else { return nil }
      return LayoutGeometry.setting(whole, name, to: new)
    default:
      return nil
    }
  }
}
