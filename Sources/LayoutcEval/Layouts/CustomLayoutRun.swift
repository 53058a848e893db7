import LayoutcCatalog
import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// A declared `Layout` used as a container (`FlowLayout(spacing: 8) { … }`, typed by
/// `TypeChecker.checkCustomLayoutCall`): its instance, and its code run at layout time.
///
/// The instance is a view named after the layout with the layout's value (a record of its
/// stored properties) as its `layout` argument and the content's views as its children. The
/// engine asks the lowering for a size or for placements; the lowering calls
/// `customLayoutSize` / `customLayoutPlacement`, which run the struct's `sizeThatFits` and
/// `placeSubviews` as `StatementExecution` runs any function, with `subviews` the proxies of
/// the engine's children (`Value.subview`), `cache` what `makeCache(subviews:)` returns
/// (made afresh for each call: a cache only saves work) and `self` the layout's value. Loops
/// count against the evaluation's step budget, so a layout that never ends is the located
/// error `eval.too-many-steps`, never a hang.
extension Evaluator {
  func customLayoutView(_ key: String, _ args: [Argument], _ e: Expr, _ env: Environment, _ path: IdentityPath) -> [Instance] {
    guard let data = model.dataTypes[key], let last = args.last, case .closure(let c) = last.value.kind else { return [] }
    guard count(at: e.range) else { return [] }
    let name = TypePrinter.runtimeName(key)
    let here = path.appending(.type(name))
    let layout = dataInit(data, Array(args.dropLast()), env, at: e.range)
    let children = block(c.body, env, here)
    return [Instance(kind: .view, name: name, role: .customLayout, identity: here, file: currentFile?.path ?? "", range: e.range,
      arguments: ["layout": layout], children: children)]
  }

  /// `layout { … }` of a local holding a layout: an `AnyLayout` instance holding its value,
  /// which the lowering lays out as the layout it is.
  func layoutValueView(_ type: String, _ callee: Expr, _ args: [Argument], _ e: Expr, _ env: Environment, _ path: IdentityPath) -> [Instance] {
    guard let last = args.last, case .closure(let c) = last.value.kind, count(at: e.range) else { return [] }
    let name = TypePrinter.runtimeName(type)
    let here = path.appending(.type(name))
    let value = eval(callee, env)
    let children = block(c.body, env, here)
    return [Instance(kind: .view, name: name, role: .anyLayout, identity: here, file: currentFile?.path ?? "", range: e.range,
      arguments: ["_0": value], children: children)]
  }

  /// `sizeThatFits(proposal:subviews:cache:)` of the layout value, or nil after reporting why
  /// it has no size layoutc can compute.
  public func customLayoutSize(_ layout: Value, proposal: (width: Double?, height: Double?), subviews: any LayoutSubviewsHost, at range: SourceRange, in file: String)
    -> (width: Double, height: Double)?
  {
    guard case .record(let type, _) = layout else { return nil }
    let arguments: [String: Value] = ["proposal": LayoutGeometry.proposal(proposal.width, proposal.height)]
    guard let v = runLayoutMethod(layout, type, "sizeThatFits", arguments, subviews, at: range, in: file) else { return nil }
    guard let size = LayoutGeometry.asSize(v) else {
      if !v.assumptions.isEmpty || stopped { return nil }
      reportLayout(EvalDiagnostics.layoutSize(TypePrinter.runtimeName(type)), at: range, in: file)
      return nil
    }
    // An infinite or NaN size has no frame to print (SwiftUI's is undefined): a located error.
    guard size.width.isFinite, size.height.isFinite else {
      reportLayout(EvalDiagnostics.layoutNotFinite("size (\(ValueFormat.number(size.width)) × \(ValueFormat.number(size.height)))"), at: range, in: file)
      return nil
    }
    return size
  }

  /// Runs `placeSubviews(in:proposal:subviews:cache:)`; its `place(at:anchor:proposal:)`
  /// calls reach the host. False after reporting what layoutc could not run.
  @discardableResult
  public func customLayoutPlacement(
    _ layout: Value, bounds: (x: Double, y: Double, width: Double, height: Double), proposal: (width: Double?, height: Double?),
    subviews: any LayoutSubviewsHost, at range: SourceRange, in file: String
  ) -> Bool {
    guard case .record(let type, _) = layout else { return false }
    let arguments: [String: Value] = [
      "in": LayoutGeometry.rect(bounds.x, bounds.y, bounds.width, bounds.height),
      "proposal": LayoutGeometry.proposal(proposal.width, proposal.height),
    ]
    return runLayoutMethod(layout, type, "placeSubviews", arguments, subviews, at: range, in: file) != nil
  }

  /// `spacing(subviews:cache:)`: where its preferences start (`ViewSpacing.zero` or
  /// `ViewSpacing()`) and which subviews' it merges on which edges (top, leading, bottom,
  /// trailing); nil after reporting what could not be run or read.
  public func customLayoutSpacing(_ layout: Value, subviews: any LayoutSubviewsHost, at range: SourceRange, in file: String)
    -> (startsAtZero: Bool, unions: [(subview: Int, edges: [Bool])])?
  {
    guard case .record(let type, _) = layout,
      let v = runLayoutMethod(layout, type, "spacing", [:], subviews, at: range, in: file)
    else { return nil }
    guard let flat = Self.flattenedSpacing(v) else {
      reportLayout(EvalDiagnostics.layoutSpacing(TypePrinter.runtimeName(type)), at: range, in: file)
      return nil
    }
    return flat
  }

  /// A `ViewSpacing` value built by layout code, flattened.
  static func flattenedSpacing(_ v: Value) -> (startsAtZero: Bool, unions: [(subview: Int, edges: [Bool])])? {
    switch v {
    case .member("ViewSpacing"?, "init", let a) where a.isEmpty: return (false, [])
    case .member(let t, "zero", let a) where a.isEmpty && (t == nil || t == "ViewSpacing"): return (true, [])
    case .member("ViewSpacing"?, "of", let a):
      guard case .subview(let r)? = a.first else { return nil }
      return (true, [(r.index, [true, true, true, true])])
    case .member("ViewSpacing"?, "union", let a) where a.count == 3:
      guard var base = flattenedSpacing(a[0]), let other = flattenedSpacing(a[1]), let edges = spacingEdges(a[2]) else { return nil }
      for u in other.unions { base.unions.append((u.subview, zip(u.edges, edges).map { $0 && $1 })) }
      return base
    default:
      return nil
    }
  }

  /// `Edge.Set` as [top, leading, bottom, trailing].
  static func spacingEdges(_ v: Value) -> [Bool]? {
    if case .array(let parts) = v {
      var all = [false, false, false, false]
      for p in parts {
        guard let e = spacingEdges(p) else { return nil }
        all = zip(all, e).map { $0 || $1 }
      }
      return all
    }
    guard let set = v.named(EdgeSetName.self) else { return nil }
    return [EdgeName.top, .leading, .bottom, .trailing].map(set.edges.contains)
  }

  /// `static var layoutProperties: LayoutProperties`'s `stackOrientation` (`"horizontal"`,
  /// `"vertical"`), nil when the layout declares none or leaves it nil.
  /// Whether the layout's struct declares `explicitAlignment(of:…)`: only then does the engine
  /// ask it for guides (every guide in use may then be explicit, which costs questions).
  public func declaresExplicitAlignment(_ layout: Value) -> Bool {
    guard case .record(let type, _) = layout, let data = model.dataTypes[type] else { return false }
    return data.decl.members.contains { m in
      if case .function(let f) = m.kind { return f.name == "explicitAlignment" }
      return false
    }
  }

  /// Whether the layout's struct declares `spacing(subviews:cache:)` (a helper of other labels
  /// is not the requirement).
  public func declaresSpacing(_ layout: Value) -> Bool {
    guard case .record(let type, _) = layout, let data = model.dataTypes[type] else { return false }
    return data.decl.members.contains { m in
      if case .function(let f) = m.kind { return f.name == "spacing" && f.parameters.map { $0.label ?? "_" } == ["subviews", "cache"] }
      return false
    }
  }

  public func customLayoutOrientation(_ layout: Value) -> AxisName? {
    guard case .record(let type, _) = layout, model.globals[type + ".layoutProperties"] != nil else { return nil }
    return globalValue(type + ".layoutProperties")?.field("stackOrientation")?.named(AxisName.self)
  }

  /// `explicitAlignment(of:in:proposal:subviews:cache:)` for a guide named `guide` on one axis:
  /// nil when the layout declares none for that axis (the default merges the subviews'),
  /// `.some(nil)` when it returns nil or cannot be run (the error is reported).
  public func customLayoutGuide(
    _ layout: Value, guide: String, horizontal: Bool, bounds: (x: Double, y: Double, width: Double, height: Double),
    proposal: (width: Double?, height: Double?), subviews: any LayoutSubviewsHost, at range: SourceRange, in file: String
  ) -> Double?? {
    guard case .record(let type, _) = layout, let data = model.dataTypes[type] else { return nil }
    let axisType = horizontal ? "HorizontalAlignment" : "VerticalAlignment"
    let declared = data.decl.members.compactMap { m -> FunctionDecl? in
      guard case .function(let f) = m.kind, f.name == "explicitAlignment", let first = f.parameters.first, first.label == "of",
        case .named(let path, _) = first.type.kind, path.last == axisType
      else { return nil }
      return f
    }
    guard let f = declared.first else { return nil }
    let arguments: [String: Value] = [
      "of": .member(type: axisType, name: guide, arguments: []),
      "in": LayoutGeometry.rect(bounds.x, bounds.y, bounds.width, bounds.height),
      "proposal": LayoutGeometry.proposal(proposal.width, proposal.height),
    ]
    guard let v = runLayoutFunction(f, data.file, layout, type, arguments, subviews, at: range, in: file) else { return .some(nil) }
    return .some(LayoutGeometry.number(v))
  }

  /// Runs one of the layout's methods, its parameters bound by label (`subviews`, `cache` and
  /// those in `arguments`), as locals so that `cache.rows = …` on the `inout` cache runs.
  /// The value of its `return` (`.tuple([])` for a method returning nothing), or nil after
  /// an error.
  private func runLayoutMethod(
    _ layout: Value, _ type: String, _ name: String, _ arguments: [String: Value], _ host: any LayoutSubviewsHost,
    at range: SourceRange, in file: String
  ) -> Value? {
    guard let (f, declaredIn) = declaredMethod(type, name) else {
      reportLayout(EvalDiagnostics.layoutMethodMissing(TypePrinter.runtimeName(type), name + "(…)"), at: range, in: file)
      return nil
    }
    return runLayoutFunction(f, declaredIn, layout, type, arguments, host, at: range, in: file)
  }

  private func runLayoutFunction(
    _ f: FunctionDecl, _ declaredIn: SourceFile, _ layout: Value, _ type: String, _ arguments: [String: Value],
    _ host: any LayoutSubviewsHost, at range: SourceRange, in file: String
  ) -> Value? {
    let subviews = Value.array((0..<host.count).map { .subview(SubviewReference(host: host, index: $0)) })
    var locals: [String: Value] = [:]
    for p in f.parameters {
      switch p.label ?? p.name {
      case "subviews": locals[p.name] = subviews
      case "cache": locals[p.name] = layoutCache(layout, type, subviews, host)
      case let label: if let v = arguments[label] { locals[p.name] = v }
      }
    }
    var props: [String: Value] = ["self": layout]
    if case .record(_, let fields) = layout { for field in fields { props[field.name] = field.value } }
    let saved = currentFile
    currentFile = declaredIn
    defer { currentFile = saved }
    var frame = Frame(base: .root(view: nil, properties: props), locals: locals)
    let reported = diagnostics.count
    // Each run has its own step budget (`layoutStepLimit`), apart from the evaluation's; a
    // layout that once ran out is not run again, so every later question gets the same
    // located error, once.
    if layoutRanOutOfSteps { return nil }
    let (savedSteps, savedLimit) = (bodySteps, stepLimit)
    (bodySteps, stepLimit) = (0, Evaluator.layoutStepLimit)
    defer { (bodySteps, stepLimit) = (savedSteps, savedLimit) }
    // A body of one expression returns it (`proposal.replacingUnspecifiedDimensions()`).
    if f.body.count == 1, case .expression(let x) = f.body[0].kind, assignsNothing(x) {
      let v = eval(x, frame.env)
      return diagnostics.count == reported ? v : nil
    }
    let completion = execute(f.body, &frame)
    let outOfSteps = bodySteps >= Evaluator.layoutStepLimit
    if outOfSteps { layoutRanOutOfSteps = true }
    switch completion {
    case .returned(let v): return v
    case .normal where diagnostics.count == reported: return .tuple([], labels: [])
    case .unsupported(let s) where !stopped && !outOfSteps:
      report(EvalDiagnostics.functionNotEvaluable(Self.displayName(f)), s.range,
        notes: [Note("'\(Self.displayName(f))' declared here", file: declaredIn.path, range: f.nameRange)])
      return nil
    default:
      return nil
    }
  }

  private func assignsNothing(_ x: Expr) -> Bool {
    if case .binaryOperator(let op, _, _) = x.kind, op.hasSuffix("="), !["==", "!=", "<=", ">="].contains(op) { return false }
    return true
  }

  /// `makeCache(subviews:)`'s value, or `()` for a layout without one.
  private func layoutCache(_ layout: Value, _ type: String, _ subviews: Value, _ host: any LayoutSubviewsHost) -> Value {
    guard let (f, declaredIn) = declaredMethod(type, "makeCache") else { return .tuple([], labels: []) }
    var props: [String: Value] = ["self": layout]
    if case .record(_, let fields) = layout { for field in fields { props[field.name] = field.value } }
    let saved = currentFile
    currentFile = declaredIn
    defer { currentFile = saved }
    let params = Dictionary(f.parameters.map { ($0.name, subviews) }, uniquingKeysWith: { a, _ in a })
    return returnedValue(f.body, Environment.root(view: nil, properties: props).binding(params)).value ?? .none
  }

  private func reportLayout(_ message: DiagnosticMessage, at range: SourceRange, in file: String) {
    guard !diagnostics.contains(where: { $0.id == message.id && $0.range == range }) else { return }
    diagnostics.append(Diagnostic(id: message.id, severity: message.severity, message: message.message, file: file, range: range))
  }
}
