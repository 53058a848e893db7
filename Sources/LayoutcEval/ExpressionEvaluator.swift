import LayoutcCatalog
import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// Evaluates value expressions with Swift's semantics where they show in a layout: literal
/// types from context (`16/9` is 1.777… where sema typed it CGFloat, 1 where Int), integer
/// division and overflow, string interpolation, optionals, member access on data.
/// Errors are reported once and evaluate to `.none`, so evaluation always finishes.
extension Evaluator {
  func eval(_ e: Expr, _ env: Environment) -> Value {
    let constant = Self.isConstant(e)
    if constant, let known = constantValues[ObjectIdentifier(e)] { return known.value }
    let reported = diagnostics.count
    let inexact = inexactValues.count
    var v = evalKind(e, env)
    if v == .none, !pendingThrow, diagnostics.count == reported { v = uncomputed(e) }
    // A call that threw has no value: the `try` around it decides (`pendingThrow`).
    if !pendingThrow, let t = facts.type(of: e), !Self.valueFits(v, t) { inexactValues.append(InexactValue(file: currentFile?.path ?? "", range: e.range, type: t, value: v)) }
    // Kept only when evaluating it had no side effect, so that a repeat is exactly the same.
    if constant, !pendingThrow, diagnostics.count == reported, inexactValues.count == inexact {
      constantValues[ObjectIdentifier(e)] = (e, v)
    }
    return v
  }

  /// A literal or implicit member (`20`, `0.5`, `true`, `.infinity`, `.leading`): its value
  /// depends only on the checker's facts, never on the environment, so it is evaluated once
  /// per expression (`constantValues`) instead of again for each of a grid's 120,000 cells'
  /// `frame(width: 20, height: 20)`.
  static func isConstant(_ e: Expr) -> Bool {
    switch e.kind {
    case .integerLiteral, .floatLiteral, .booleanLiteral, .implicitMember: return true
    default: return false
    }
  }

  /// Whether a value is of the kind its checker type promises, for the types whose values are
  /// exact here. A value that is not is a silent wrong answer unless an error was reported.
  static func valueFits(_ v: Value, _ t: SwiftType) -> Bool {
    if case .nominal("Optional", let w) = t, let inner = w.first { return v == .none || valueFits(v, inner) }
    // `Int.random(in:)`, `UUID()`: a marked stand-in for a value that differs per call, not a
    // silent answer; the lowering refuses to lay one out (`layout.unreadable-argument`).
    if case .fresh = v { return true }
    // An assumption's value is marked wherever it is shown (`Instance.assumptions`).
    if case .opaque = v { return true }
    switch (t.name, v) {
    case ("Int", .int), ("Bool", .bool), ("String", .string): return true
    case ("Double", .double), ("CGFloat", .double), ("Float", .double): return true
    case ("Double", .int), ("CGFloat", .int), ("Float", .int): return true
    case ("Int", _), ("Bool", _), ("String", _), ("Double", _), ("CGFloat", _), ("Float", _): return false
    default: return true
    }
  }

  private func evalKind(_ e: Expr, _ env: Environment) -> Value {
    if !facts.references.isEmpty, let r = facts.reference(e) { return referenceValue(r, e, env) }
    if let root = assumedRoot(e, env) { return .opaque(root) }
    switch e.kind {
    case .integerLiteral(let text):
      let clean = text.filter { $0 != "_" }
      let v: Int? = clean.hasPrefix("0x") ? Int(clean.dropFirst(2), radix: 16)
        : clean.hasPrefix("0b") ? Int(clean.dropFirst(2), radix: 2)
        : clean.hasPrefix("0o") ? Int(clean.dropFirst(2), radix: 8) : Int(clean)
      if isFloating(e) { return .double(v.map(Double.init) ?? Double(clean) ?? 0) }
      // Past `Int`'s range: a literal of an assumed type (`UInt64`), its value not modelled.
      return v.map(Value.int) ?? .opaque(text)
    case .regexLiteral(let text):
      return .opaque(text)
    case .floatLiteral(let text):
      return .double(Double(text.filter { $0 != "_" }) ?? 0)
    case .stringLiteral(let segments):
      if segments.count == 1, case .text(let t) = segments[0] { return .string(t) }
      var parts: [String] = []
      for seg in segments {
        switch seg {
        case .text(let t): parts.append(t)
        case .interpolation(let x):
          if let v = formattedInterpolation(x, env) {
            guard case .string(let t) = v else { return v }
            parts.append(t)
            continue
          }
          if let root = Self.assumedInterpolation(x) { return .opaque(root) }
          let v = eval(x, env)
          if case .opaque = v { return v }  // the whole string rests on the assumption
          parts.append(interpolated(v, as: facts.type(of: x)))
        }
      }
      return joined(parts, at: e.range).map(Value.string) ?? .none
    case .booleanLiteral(let b): return .bool(b)
    case .nilLiteral: return .none
    case .identifier(let name):
      return identifier(name, e, env)
    case .implicitMember(let name):
      // Optional's own `.none` is nil.
      if name == "none", case .nominal("Optional", _)? = facts.type(of: e) { return .none }
      let type = facts.type(of: e).map(Self.unwrappedName)
      if let type, let v = Self.numericConstant(type, name) { return v }
      return .member(type: type, name: name, arguments: [])
    case .member(let base, let name, _):
      return member(base, name, e, env)
    case .call(let callee, let args):
      return call(e, callee, args, env)
    case .subscript(let base, let args):
      let b = eval(base, env)
      guard let first = args.first else { return .none }
      if case .dimensions(let d) = b {
        if case .implicitMember(let guide) = first.value.kind { return .double(guideValue(d.dimensions, GuideReference(guide, on: nil))) }
        // `d[HorizontalAlignment.center]`, `d[VerticalAlignment.midStarAndTitle]`: the guide by
        // name, the type telling the axis of `center`, the one name both axes have.
        if case .member(let base, let guide, _) = first.value.kind {
          let type: String? = if case .identifier(let type) = base.kind { type } else { nil }
          return .double(guideValue(d.dimensions, GuideReference(guide, on: type)))
        }
        return .double(0)
      }
      let index = eval(first.value, env)
      // `subview[Key.self]`: a layout value (`LayoutValueKey`), by the key's type.
      if case .subview(let r) = b, case .member(let key?, "Type", _) = index { return layoutValue(r, key: key) }
      // `$items[i]`: a Binding to the element (Binding's subscript through its dynamic member lookup).
      if case .binding(let path, let v) = b { return .binding(path + "[\(index)]", subscripted(v, index, e)) }
      return subscripted(b, index, e)
    case .closure(let c):
      return .closure(ClosureValue(expr: e, closure: c, environment: env, file: currentFile))
    case .array(let elements):
      if let set = appOptionSet(named: facts.type(of: e).map(Self.unwrappedName)) { return optionSetLiteral(set, elements.map { eval($0, env) }) }
      let values = elements.map { eval($0, env) }
      // A `Set` literal holds each element once. Its iteration order is Swift's hash order,
      // which differs per process; layoutc keeps the literal's (docs/language.md).
      if let t = facts.type(of: e), Self.isStandardSet(t) {
        var seen: Set<Value> = []
        return .array(values.filter { seen.insert($0).inserted })
      }
      return .array(values)
    case .keyPath(_, let components):
      return .keyPath(components)
    case .prefixOperator(let op, let x):
      let v = eval(x, env)
      switch (op, v) {
      case ("-", .int(let i)): return i == Int.min ? overflow(e) : .int(-i)
      case ("-", .double(let d)): return .double(-d)
      case ("+", .int), ("+", .double): return v
      case ("~", .int(let i)): return .int(~i)
      case ("!", .bool(let b)): return .bool(!b)
      case ("&", _): return v  // an `inout` argument: the variable's value
      // One-sided ranges, as the ranges they stand for over Int (`case ..<0:`).
      case ("..<", .int(let i)): return .range(Int.min, i, closed: false)
      case ("...", .int(let i)): return .range(Int.min, i, closed: true)
      case (_, .opaque): return v  // the operand's assumption is the result's
      default: return .none  // an operator the checker rejected
      }
    case .postfixOperator(let op, let x):
      let v = eval(x, env)
      if op == "...", case .int(let i) = v { return .range(i, Int.max, closed: true) }
      if op == "!" && v == .none {
        // Nil only where the checker typed the operand (an Optional it knows is empty); an
        // expression it never typed (`URL(string: s)!` in a getter it does not check) is
        // unknown, not nil: assumed, never a false crash.
        guard facts.type(of: x) != nil else { return .opaque("'!' of a value layoutc cannot compute") }
        report(EvalDiagnostics.unwrapNil, e.range)
      }
      return v
    case .binaryOperator(let op, let a, let b):
      if let root = assumedRoot(a, env) ?? assumedRoot(b, env) { return .opaque(root) }
      return binary(op, a, b, e, env)
    case .ternary(let c, let a, let b):
      switch truth(eval(c, env)) {
      case .known(let holds): return holds ? eval(a, env) : eval(b, env)
      case .assumed(let root): return .opaque(root)  // either branch's value, on the assumption
      }
    case .tuple(let args):
      if args.count == 1 && args[0].label == nil { return eval(args[0].value, env) }
      return .tuple(args.map { eval($0.value, env) }, labels: args.map(\.label))
    case .cast(let op, let x, let t):
      return cast(op, x, t, env)
    case .try(let op, let x):
      let saved = pendingThrow
      pendingThrow = false
      let v = eval(x, env)
      guard pendingThrow else {
        pendingThrow = saved
        return v
      }
      if op == "try" { return .none }  // passed on to the body that runs this statement
      pendingThrow = saved
      if op == "try!" { report(EvalDiagnostics.forcedTryThrew, e.range) }
      return .none  // `try?`: nil
    case .await(let x):
      return eval(x, env)
    case .statement(let s):
      return branchValue(s, env)
    case .dictionary(let keys, let values):
      return .dictionary(keys: keys.map { eval($0, env) }, values: values.map { eval($0, env) })
    case .macro("line", let args) where args.isEmpty:
      return .int(e.range.start.line)
    case .macro("column", let args) where args.isEmpty:
      return .int(e.range.start.column)
    case .macro("filePath", let args) where args.isEmpty, .macro("file", let args) where args.isEmpty:
      return currentFile.map { .string($0.path) } ?? .none
    case .keyPathComponents, .specialize, .isPattern, .type, .macro, .patternBinding, .error:
      return .none
    }
  }

  /// True where sema gave an integer literal a floating-point type (CGFloat or Double).
  func isFloating(_ e: Expr) -> Bool {
    guard let t = facts.type(of: e) else { return false }
    if case .nominal("Optional", let w) = t { return ["Double", "CGFloat", "Float"].contains(w.first?.name ?? "") }
    return ["Double", "CGFloat", "Float"].contains(t.name ?? "")
  }

  /// A value as Swift's `String` interpolation shows it: `description`, so a Double keeps its
  /// fraction (`"\(3.0)"` is "3.0", `"\(1e16)"` is "1e+16"). `type` is the checker's type of the
  /// interpolated expression, which decides whether a whole number is an Int or a Double.
  func interpolated(_ v: Value, as type: SwiftType? = nil) -> String {
    // An Optional shows as `Optional(5)`, `Optional("a")` (swiftc warns, and prints that).
    if let type, case .nominal("Optional", let w) = type, let inner = w.first, v != .none {
      switch v {
      case .string(let s): return "Optional(\"" + s + "\")"
      case .int, .double, .bool: return "Optional(" + interpolated(v, as: inner) + ")"
      default: break
      }
    }
    switch v {
    case .string(let s): return s
    // A case of the spec's own enum shows its name (`first`, not `.first`).
    case .member(let t?, let name, let args) where args.isEmpty && model.enums[t] != nil: return name
    case .none: return "nil"
    case .double(let d): return d.description
    case .int(let i):
      if let name = type.map(Self.unwrappedName), Self.floatingTypes.contains(name) { return Double(i).description }
      return String(i)
    default: return v.description
    }
  }

  static let floatingTypes: Set<String> = ["Double", "CGFloat", "Float"]

  /// `Set<Element>` (or an Optional of one), not SwiftUI's `Edge.Set`, which prints as `Set`.
  static func isStandardSet(_ t: SwiftType) -> Bool {
    switch t {
    case .nominal("Set", let w): w.count == 1
    case .nominal("Optional", let w): w.first.map(isStandardSet) ?? false
    default: false
    }
  }

  static func unwrappedName(_ t: SwiftType) -> String {
    if case .nominal("Optional", let w) = t, let inner = w.first { return inner.name ?? "" }
    return t.name ?? ""
  }

  /// The numeric types' static constants a spec may name (`Int.max`, `.pi` where a Double is
  /// expected): the same members `ValueTypes.swift` declares for them.
  static func numericConstant(_ type: String, _ name: String) -> Value? {
    if floatingTypes.contains(type) { return NumberConstant(rawValue: name).map { .double($0.value) } }
    guard type == "Int" else { return nil }
    return IntegerConstant(rawValue: name).map { .int($0.value) }
  }

  private func identifier(_ name: String, _ e: Expr, _ env: Environment) -> Value {
    if name.utf8.first == UInt8(ascii: "$") {
      if name == "$0" { return env.shorthand ?? .none }
      if name.dropFirst().allSatisfy(\.isNumber) { return env.lookup(name) ?? .none }  // `$1`
      // A row's `$item` (`ForEach($items) { $item in … }`) is the element's Binding.
      if let row = env.lookup(name), case .binding = row { return row }
      let wrapped = String(name.dropFirst())
      return .binding(wrapped, identifier(wrapped, e, env))
    }
    if !env.isLocal(name), let view = env.view, let p = view.storedProperties.first(where: { $0.name == name }),
      p.decl.initializer == nil, let (w, attribute) = p.decl.propertyWrapper,
      w.name == "EnvironmentObject" || w.name == "Environment" && Self.isObjectType(attribute)
    {
      // The object an ancestor provided (`EnvironmentObjects`), else SwiftUI stops.
      if let v = env.properties[name], v != .none { return v }
      return unprovidedObject(name, p, view, e)
    }
    if let v = env.lookup(name) { return v }
    // A computed value property of the view (`var label: String { "\(price)" }`), evaluated
    // with the view's properties; depth-limited like view members, since it may use itself.
    if let view = env.view, let getter = view.decl.members.lazy.compactMap({ d -> [Stmt]? in
      if case .variable(let v) = d.kind, v.name == name { return v.getter }
      return nil
    }).first {
      let key = view.name + "." + name
      guard !viewStackHolds(key, atLeast: Evaluator.recursionLimit) else {
        report(EvalDiagnostics.recursiveView(key), e.range)
        stopped = true
        return .none
      }
      guard step(at: e.range) else { return spentValue(at: e.range) }
      guard enterCall(at: e.range) else { return .none }
      viewStack.append(key)
      defer {
        viewStack.removeLast()
        leaveCall()
      }
      return evalGetter(getter, Environment.root(view: view, properties: env.properties))
    }
    // A member of `self` named bare inside a declared type's getter or method (`rawValue`).
    if let v = implicitSelfMember(name, env, at: e.range) { return v }
    if let g = topLevelValue(name) { return g }
    if model.enums[name] != nil || model.dataTypes[name] != nil { return .member(type: name, name: "Type", arguments: []) }
    return .none
  }

  /// The value GeometryReader's closure receives (`CatalogInstances`, `GeometryProxyValues`).
  static let geometryProxyType = "GeometryProxy"

  /// A proxy's value layoutc does not know: in the app's own Swift an assumed value (marked
  /// wherever it shows); a spec must not read one.
  func unknownGeometry(_ assumption: String, _ message: DiagnosticMessage, _ range: SourceRange) -> Value {
    if currentFile?.strictness == .tolerant { return .opaque(assumption) }
    report(message, range)
    return .none
  }

  /// `proxy.frame(in: space)` (`GeometryProxyValues.frame`).
  func geometryFrame(_ proxy: Value, _ args: [Argument], _ e: Expr, _ env: Environment) -> Value {
    guard let n = GeometryProxyValues.numbers(of: proxy) else {
      return unknownGeometry("GeometryProxy.frame", EvalDiagnostics.geometryDuringLayout, e.range)
    }
    guard let space = args.first.map({ eval($0.value, env) }), let v = GeometryProxyValues.frame(in: space, of: n) else {
      return unknownGeometry("GeometryProxy.frame", EvalDiagnostics.geometryMember("frame(in: .named(…))"), e.range)
    }
    if case .member(_, "provisional", _) = proxy { readsProvisionalGeometry = true }
    return v
  }

  /// `b[index]`: an array's or range's element, a dictionary's value for the key (or nil).
  private func subscripted(_ b: Value, _ index: Value, _ e: Expr) -> Value {
    if case .opaque = b { return b }  // an element of an assumed collection is assumed too
    if case .dictionary(let keys, let values) = b {
      return keys.lastIndex(where: { equal($0, index) }).map { values[$0] } ?? .none
    }
    guard let items = b.elements, let i = index.asInt else { return .none }
    guard i >= 0 && i < items.count else {
      report(EvalDiagnostics.indexOutOfRange(i, items.count), e.range)
      return .none
    }
    return items[i]
  }

  private func member(_ base: Expr, _ name: String, _ e: Expr, _ env: Environment) -> Value {
    // `self.thing` in a view is its property `thing`.
    if case .identifier("self") = base.kind, env.view != nil, env.lookup("self") == nil { return identifier(name, e, env) }
    // An enum case named through its type, nested or not (`Kind.a`, `Outer.Kind.a`).
    if let t = facts.type(of: e)?.name, model.enums[t] != nil, Self.namesType(base, t) {
      return .member(type: t, name: name, arguments: [])
    }
    // `Kind.allCases` (`CaseIterable`): every case in declaration order.
    if name == "allCases", case .nominal("Array", let element)? = facts.type(of: e), let t = element.first?.name,
      let en = model.enums[t], model.isCaseIterable(en), Self.namesType(base, t)
    {
      return allCases(en)
    }
    // `Self.spacing`, `Grid.anchors` in a layout's untyped code.
    if let type = untypedTypeName(base, env), let v = untypedStaticProperty(type, name) { return v }
    if case .identifier(let typeName) = base.kind, env.lookup(typeName) == nil, topLevelValue(typeName) == nil {
      if let v = Self.numericConstant(typeName, name) { return v }
      if let v = LayoutGeometry.staticMember(typeName, name) { return v }
      if model.enums[typeName] != nil || Catalog.valueTypes[typeName] != nil || Catalog.views[typeName] != nil {
        return .member(type: typeName, name: name, arguments: [])
      }
    }
    let b = eval(base, env)
    if name == "self" { return b }
    if name == "isEmpty", case .record(let type, _) = b, appOptionSet(named: type) != nil, let bits = Self.optionBits(b) { return .bool(bits == 0) }
    if case .subview(let r) = b { return subviewMember(r, name) }
    if let v = Self.variadicChildMember(b, name) ?? Self.sectionMember(b, name) { return v }
    if case .member(type: Self.geometryProxyType, let kind, _) = b {
      if let n = GeometryProxyValues.numbers(of: b) {
        if let v = GeometryProxyValues.member(name, of: n) {
          if kind == "provisional" { readsProvisionalGeometry = true }
          return v
        }
        return unknownGeometry("GeometryProxy." + name, EvalDiagnostics.geometryMember(name), e.range)
      }
      return unknownGeometry("GeometryProxy." + name, EvalDiagnostics.geometryDuringLayout, e.range)
    }
    if case .geometry(let id)? = facts.builtin(e) { return builtinGeometryValue(id, of: b, e) }
    if let v = LayoutGeometry.member(b, name) { return v }
    if case .member(let t?, _, _) = b, let en = model.enums[t], let v = enumMemberValue(b, en, name, at: e.range) { return v }
    // A member of an assumed value rests on the same assumption.
    if case .opaque = b { return b }
    if let id = builtinProperty(e, name, on: b) { return builtinPropertyValue(id, of: b, e, base: base) }
    switch b {
    case .dimensions(let d):
      switch name {
      case "width": return .double(d.dimensions.width)
      case "height": return .double(d.dimensions.height)
      default: return uncomputedMember(name, e)
      }
    case .record:
      if let v = b.field(name) { return v }
      // A computed property of a data struct, evaluated with `self` bound to the record.
      // A computed property of the type, of an extension of it, or a protocol default.
      if let v = implicitSelfMember(name, Environment.root(view: nil, properties: ["self": b]), at: e.range) { return v }
      return uncomputedMember(name, e)
    case .tuple:
      return b.field(name) ?? uncomputedMember(name, e)
    case .binding(let path, let v):
      // `$note.pinned`: a Binding to the property (Binding's dynamic member lookup).
      return name == "wrappedValue" ? v : .binding(path + "." + name, memberOf(v, name))
    case .member("Alignment"?, let n, let arguments) where name == "horizontal" || name == "vertical":
      // `Alignment.topLeading.horizontal`, `alignment.vertical`: one of the two guides.
      let type = name == "horizontal" ? "HorizontalAlignment" : "VerticalAlignment"
      if n == "init" { return arguments.count == 2 ? (name == "horizontal" ? arguments[0] : arguments[1]) : .none }
      guard let parts = Catalog.alignmentComponents(n) else { return .none }
      return .member(type: type, name: name == "horizontal" ? parts.horizontal : parts.vertical, arguments: [])
    case .none:
      return .none
    default:
      return uncomputedMember(name, e)
    }
  }

  /// Evaluates a getter or function body: the value of its `return` (or single expression).
  func evalGetter(_ body: [Stmt], _ env: Environment) -> Value {
    returnedValue(body, env).value ?? .none
  }

  private func overflow(_ e: Expr) -> Value {
    report(EvalDiagnostics.overflow, e.range)
    return .int(0)
  }

  private func binary(_ op: String, _ a: Expr, _ b: Expr, _ e: Expr, _ env: Environment) -> Value {
    switch op {
    case "&&", "||":
      // Short-circuit as Swift does; a side that decides the result decides it even when the
      // other rests on an assumption (`false && x`, `x || true`), else the result is assumed.
      let decisive = op == "||"
      let l = truth(eval(a, env))
      if l == .known(decisive) { return .bool(decisive) }
      let r = truth(eval(b, env))
      if r == .known(decisive) { return .bool(decisive) }
      if case .assumed(let root) = l { return .opaque(root) }
      if case .assumed(let root) = r { return .opaque(root) }
      return .bool(!decisive)
    case "??":
      let l = eval(a, env)
      return l == .none ? eval(b, env) : l
    case "=", "+=", "-=", "*=", "/=", "%=":
      return .none  // assignments only occur in actions, which layout never runs
    default: break
    }
    let l = eval(a, env), r = eval(b, env)
    // A comparison or arithmetic on an assumed value is assumed on the same assumption.
    if case .opaque = l { return l }
    if case .opaque = r { return r }
    switch op {
    case "==": return .bool(equal(l, r))
    case "!=": return .bool(!equal(l, r))
    case "<", "<=", ">", ">=": return .bool(compare(op, l, r))
    case "..<", "...":
      // A range of other bounds (`0.5...1.0`): its bounds, as fields.
      if case .double = l, case .double = r {
        return .record(type: op == "..<" ? "Range" : "ClosedRange", fields: [.init("lowerBound", l), .init("upperBound", r)])
      }
      guard let lo = l.asInt, let hi = r.asInt else { return .none }
      if op == "..<" ? hi < lo : hi < lo {
        report(EvalDiagnostics.duplicateRange("\(lo)\(op)\(hi)"), e.range)
        return .range(lo, lo, closed: false)
      }
      return .range(lo, hi, closed: op == "...")
    default: break
    }
    if case .string(let x) = l, case .string(let y) = r, op == "+" { return joined([x, y], at: e.range).map(Value.string) ?? .none }
    if case .array(let x) = l, case .array(let y) = r, op == "+" {
      // Arrays that double (`let b = a + a`, thirty times) are bounded like ranges.
      guard x.count + y.count <= Evaluator.instanceLimit else {
        report(EvalDiagnostics.collectionTooLarge(Evaluator.instanceLimit), e.range)
        return .none
      }
      return .array(x + y)
    }
    if case .int(let x) = l, case .int(let y) = r {
      switch op {
      case "+": let (v, o) = x.addingReportingOverflow(y); return o ? overflow(e) : .int(v)
      case "-": let (v, o) = x.subtractingReportingOverflow(y); return o ? overflow(e) : .int(v)
      case "*": let (v, o) = x.multipliedReportingOverflow(by: y); return o ? overflow(e) : .int(v)
      case "/", "%":
        if y == 0 { report(EvalDiagnostics.divisionByZero, e.range); return .int(0) }
        if x == Int.min && y == -1 { return overflow(e) }
        return .int(op == "/" ? x / y : x % y)
      case "<<": return .int(Self.shiftedLeft(x, by: y))
      case ">>": return .int(y == Int.min ? 0 : Self.shiftedLeft(x, by: -y))
      case "&": return .int(x & y)
      case "|": return .int(x | y)
      case "^": return .int(x ^ y)
      case "&+": return .int(x &+ y)
      case "&-": return .int(x &- y)
      case "&*": return .int(x &* y)
      default: return .none
      }
    }
    guard let x = LayoutGeometry.number(l), let y = LayoutGeometry.number(r) else { return .none }
    let result: Double
    switch op {
    case "+": result = x + y
    case "-": result = x - y
    case "*": result = x * y
    case "/": result = x / y
    case "%": result = x.truncatingRemainder(dividingBy: y)
    default: return .none
    }
    return .double(Self.deviceNaN(result, x, y))
  }

  /// The NaN an arm64 device computes, whatever the host: an operand's NaN propagates, and an
  /// invalid operation (`0.0 / 0`, `inf - inf`) gives the default NaN, positive on arm64 (x86's
  /// is negative, so `"\(d / 0)"` prints "-nan" on an Intel host and "nan" on an iPhone).
  static func deviceNaN(_ r: Double, _ x: Double, _ y: Double) -> Double {
    guard r.isNaN else { return r }
    if x.isNaN { return x }
    if y.isNaN { return y }
    return .nan
  }

  /// Swift's smart shift (`BinaryInteger.<<`): a negative amount shifts the other way, and an
  /// amount of the bit width or more gives 0, or -1 for a negative value shifted right.
  static func shiftedLeft(_ x: Int, by n: Int) -> Int {
    if n >= 0 { return n >= Int.bitWidth ? 0 : x << n }
    return n <= -Int.bitWidth ? (x < 0 ? -1 : 0) : x >> -n
  }

  func equal(_ a: Value, _ b: Value) -> Bool {
    if let x = a.asDouble, let y = b.asDouble { return x == y }
    if let same = LayoutGeometry.equal(a, b) { return same }
    switch (a, b) {
    case (.member(_, let n1, let a1), .member(_, let n2, let a2)): return n1 == n2 && a1 == a2
    default: return a == b
    }
  }

  func compare(_ op: String, _ a: Value, _ b: Value) -> Bool {
    if case .string(let x) = a, case .string(let y) = b {
      switch op {
      case "<": return x < y
      case "<=": return x <= y
      case ">": return x > y
      default: return x >= y
      }
    }
    guard let x = LayoutGeometry.number(a), let y = LayoutGeometry.number(b) else { return false }
    switch op {
    case "<": return x < y
    case "<=": return x <= y
    case ">": return x > y
    default: return x >= y
    }
  }

  /// A built-in guide of the dimensions, or a custom one the engine knows.
  func guideValue(_ d: any GuideDimensions, _ guide: GuideReference) -> Double {
    d.guide(guide) ?? 0
  }
}
