import LayoutcCatalog
import LayoutcSema
import LayoutcSyntax

/// The standard-library methods (`BuiltinMethod`) computed by the id the checker resolved,
/// every id handled: the collection operations over the receiver's elements, each element a
/// step (`EvaluationSteps`), and String's case conversions. A receiver layoutc holds as another
/// kind of value, or a function argument it cannot run, makes an opaque value named by the id.
extension Evaluator {
  /// The builtin method `e` calls: as the checker resolved it, else (layout code runs untyped)
  /// looked up in the same table by the kind of the receiver's value.
  func builtinMethod(_ e: Expr, _ name: String, _ args: [Argument], on v: Value) -> BuiltinMethod? {
    if case .method(let id)? = facts.builtin(e) { return id }
    guard let receiver = Self.builtinReceiver(v) else { return nil }
    let labels = args.map(\.label)
    if let id = Builtins.method(name, of: receiver, isSequence: v.elementCount != nil, labels: labels) { return id }
    return Self.mayBeFloatingPoint(v) ? Builtins.method(name, of: "Double", isSequence: false, labels: labels) : nil
  }

  /// Whether `id` visits the receiver's elements (a range's are made first, within the view
  /// budget), or reads only the receiver itself.
  static func visitsElements(_ id: BuiltinMethod) -> Bool {
    switch id {
    case .rounded, .squareRoot, .uppercased, .lowercased, .append, .rectInsetBy, .rectOffsetBy, .pathMove, .pathAddLine, .pathAddLines, .pathAddRect,
      .pathAddRoundedRect, .pathAddEllipse, .pathAddArc, .pathAddQuadCurve, .pathAddCurve, .pathCloseSubpath:
      false
    case .enumerated, .reversed, .sequenceReversed, .sorted, .shuffled, .filter, .map, .compactMap, .contains, .allSatisfy,
      .reduce, .max, .min, .prefix, .suffix, .dropFirst, .dropLast:
      true
    }
  }

  /// `b.name(args)` for the builtin method `id`.
  func builtinMethodValue(_ id: BuiltinMethod, of b: Value, _ args: [Argument], _ e: Expr, _ env: Environment) -> Value {
    if b == .none { return .none }  // a nil receiver of an optional chain
    if Self.visitsElements(id) {
      guard let n = b.elementCount else { return unmodelled(e) }
      // A range's elements are made only within the view budget's size (`(0..<Int.max).map`).
      if case .range = b, materialized(b, at: e.range) == nil { return .none }
      if !step(n, at: e.range) { return spentValue(at: e.range) }
    }
    // The operation is the call its closures run in: a spent budget is reported at it.
    guard enterCall(at: e.range) else { return .none }
    defer { leaveCall() }
    let items = b.elements ?? []
    switch id {
    case .rounded:
      guard let d = LayoutGeometry.number(b) else { return unmodelled(e) }
      guard let a = args.first else { return .double(d.rounded()) }
      return LayoutGeometry.rounded(d, eval(a.value, env)) ?? unmodelled(e)
    case .squareRoot: return LayoutGeometry.number(b).map { .double($0.squareRoot()) } ?? unmodelled(e)
    case .uppercased: return b.asString.map { .string($0.uppercased()) } ?? unmodelled(e)
    case .lowercased: return b.asString.map { .string($0.lowercased()) } ?? unmodelled(e)
    // Run as a statement on a local (StatementExecution); as a value it is `Void`.
    case .append: return .none
    case .rectInsetBy, .rectOffsetBy:
      let d = args.map { LayoutGeometry.number(eval($0.value, env)) }
      guard let r = LayoutGeometry.asRect(b), d.count == 2, let dx = d[0], let dy = d[1] else { return uncomputedMember(id.signature.name + "(…)", e) }
      if id == .rectOffsetBy { return LayoutGeometry.rect(r.x + dx, r.y + dy, r.width, r.height) }
      // `CGRect.null` has no value layoutc computes with.
      guard r.width - 2 * dx >= 0, r.height - 2 * dy >= 0 else { return uncomputedMember("insetBy(…) to a null rectangle", e) }
      return LayoutGeometry.rect(r.x + dx, r.y + dy, r.width - 2 * dx, r.height - 2 * dy)
    // The changed path (stored back into the local by StatementExecution).
    case .pathMove, .pathAddLine, .pathAddLines, .pathAddRect, .pathAddRoundedRect, .pathAddEllipse, .pathAddArc, .pathAddQuadCurve,
      .pathAddCurve, .pathCloseSubpath:
      if case .member("Path"?, _, let parts) = b, parts.count >= PathValues.elementLimit {
        report(EvalDiagnostics.collectionTooLarge(PathValues.elementLimit), e.range)
        return .none
      }
      return PathValues.applying(id, to: b, args.map { eval($0.value, env) }) ?? uncomputedMember(id.signature.name + "(…)", e)
    case .enumerated:
      return .array(items.enumerated().map { .tuple([.int($0.offset), $0.element], labels: ["offset", "element"]) })
    case .reversed, .sequenceReversed: return .array(items.reversed())
    case .shuffled: return .array(items)
    case .sorted:
      // `sorted()` in ascending order; `sorted { $0 > $1 }` and `sorted(by: >)` by the function.
      switch ordering(args.first, items, env) {
      case .ordered(let before): return .array(items.sorted(by: before))
      case .assumed(let root): return .opaque(root)
      case .unknown: return unmodelled(e)
      }
    case .max, .min:
      switch ordering(args.first, items, env) {
      case .ordered(let before): return (id == .max ? items.max(by: before) : items.min(by: before)) ?? .none
      case .assumed(let root): return .opaque(root)
      case .unknown: return unmodelled(e)
      }
    case .map, .compactMap:
      guard args.count == 1 else { return unmodelled(e) }
      let mapped: [Value]
      switch args[0].value.kind {
      // `names.map(\.count)`: each element's member along the key path.
      case .keyPath(_, let path):
        mapped = items.map { follow(path, from: $0) }
      // `map(String.init)`: what an interpolation of each element shows.
      case .member(let type, "init", _) where facts.type(of: e) == .array(.string) && Self.namesType(type, "String"):
        mapped = items.map { .string(interpolated($0)) }
      default:
        guard case .closure(let c) = eval(args[0].value, env) else { return unmodelled(e) }
        mapped = items.map { apply(c, [$0]) }
      }
      return .array(id == .compactMap ? mapped.filter { $0 != .none } : mapped)
    case .filter:
      guard let a = args.first, case .closure(let c) = eval(a.value, env) else { return unmodelled(e) }
      if let root = assumedPredicate(c, items) { return .opaque(root) }
      return .array(items.filter { apply(c, [$0]).asBool == true })
    case .prefix, .suffix, .dropFirst, .dropLast:
      let n = max(0, args.first.flatMap { eval($0.value, env).asInt } ?? 1)
      switch id {
      case .prefix: return .array(Array(items.prefix(n)))
      case .suffix: return .array(Array(items.suffix(n)))
      case .dropFirst: return .array(Array(items.dropFirst(n)))
      default: return .array(Array(items.dropLast(n)))
      }
    case .contains:
      guard let a = args.first else { return unmodelled(e) }
      let v = eval(a.value, env)
      if case .closure(let c) = v {
        if let root = assumedPredicate(c, items) { return .opaque(root) }
        return .bool(items.contains { apply(c, [$0]).asBool == true })
      }
      // Whether an assumed value (a regex, a model's opaque field) is there is not known.
      if case .opaque = v { return v }
      return .bool(items.contains { equal($0, v) })
    case .allSatisfy:
      guard let a = args.first, case .closure(let c) = eval(a.value, env) else { return unmodelled(e) }  // not a guessed `true`
      if let root = assumedPredicate(c, items) { return .opaque(root) }
      return .bool(items.allSatisfy { apply(c, [$0]).asBool == true })
    case .reduce:
      return reduced(items, args, e, env) ?? unmodelled(e)
    }
  }

  /// How `sorted`, `max` and `min` order elements.
  enum Ordering {
    case ordered((Value, Value) -> Bool)
    /// The function decides on an assumed value: the result is assumed too.
    case assumed(String)
    /// A function argument layoutc cannot run.
    case unknown
  }

  /// The ordering an `areInIncreasingOrder` argument gives: none is `<`, an operator
  /// (`sorted(by: >)`) compares, a closure is run on each pair.
  func ordering(_ a: Argument?, _ items: [Value], _ env: Environment) -> Ordering {
    guard let a else { return .ordered { self.compare("<", $0, $1) } }
    if case .identifier(let op) = a.value.kind, ["<", ">", "<=", ">="].contains(op) {
      return .ordered { self.compare(op, $0, $1) }
    }
    guard case .closure(let c) = eval(a.value, env) else { return .unknown }
    if let root = assumedPredicate(c, items, pairs: true) { return .assumed(root) }
    return .ordered { self.apply(c, [$0, $1]).asBool == true }
  }

  /// `items.reduce(initial, f)`: an operator (`reduce(0, +)`) or a closure as the combining
  /// function; nil when the function is neither.
  private func reduced(_ items: [Value], _ args: [Argument], _ e: Expr, _ env: Environment) -> Value? {
    guard args.count == 2 else { return nil }
    if case .identifier(let op) = args[1].value.kind, ["+", "-", "*"].contains(op) {
      return items.reduce(eval(args[0].value, env)) { acc, item in
        guard let x = LayoutGeometry.number(acc), let y = LayoutGeometry.number(item) else { return .none }
        if case .int(let i) = acc, case .int(let j) = item {
          let (v, o) = op == "+" ? i.addingReportingOverflow(j) : op == "-" ? i.subtractingReportingOverflow(j) : i.multipliedReportingOverflow(by: j)
          if o { report(EvalDiagnostics.overflow, e.range); return .int(0) }
          return .int(v)
        }
        return .double(op == "+" ? x + y : op == "-" ? x - y : x * y)
      }
    }
    guard case .closure(let c) = eval(args[1].value, env) else { return nil }
    return items.reduce(eval(args[0].value, env)) { apply(c, [$0, $1]) }
  }
}
