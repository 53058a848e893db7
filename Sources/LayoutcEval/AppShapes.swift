import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// The module's own shapes (`struct Triangle: Shape`) and `Path` used as a view: an instance
/// holding the shape's value (a Path view's initializer call, kept to run later), laid out as
/// the built-in shapes are (it takes its whole proposal), and its path made when the frame is
/// known, to draw it. `path(in:)` is run as a custom layout's code is, untyped, with a step budget
/// of its own; what layoutc cannot run is never drawn as a guess: the note names the shape and
/// the code it could not run, and the frame is drawn hatched.
extension Evaluator {
  /// The instance argument holding the shape's value.
  public static let appShapeArgument = "shape"

  func appShapeView(_ key: String, _ args: [Argument], _ e: Expr, _ env: Environment, _ path: IdentityPath) -> [Instance] {
    guard count(at: e.range) else { return [] }
    let shape: Value
    if key == Self.pathType {
      shape = .view(ViewThunk(expr: e, environment: env, file: currentFile))
    } else {
      guard let data = model.dataTypes[key] else { return [] }
      shape = dataInit(data, args, env, at: e.range)
    }
    let name = TypePrinter.runtimeName(key)
    return [Instance(kind: .view, name: name, role: .shape, identity: path.appending(.type(name)), file: currentFile?.path ?? "",
      range: e.range, arguments: [Self.appShapeArgument: shape])]
  }

  static let pathType = "Path"

  /// The shape a shape argument names (`clipShape(Triangle())`, `clipShape(shape)`,
  /// `clipShape(Path { … })`) when it is the module's or a `Path`: its type's name and its value;
  /// nil for any other argument.
  public func appShape(_ argument: Value) -> (name: String, value: Value)? {
    switch argument {
    case .view(let thunk):
      guard case .appShape(let key)? = callSite(thunk.expr)?.resolved.target, case .call(_, let args) = thunk.expr.kind else { return nil }
      if key == Self.pathType { return (Self.pathType, argument) }
      guard let data = model.dataTypes[key] else { return nil }
      return (TypePrinter.runtimeName(key), inFile(thunk.file) { dataInit(data, args, thunk.environment) })
    case .record(let type, _) where declaredMethod(type, "path") != nil:
      return (TypePrinter.runtimeName(type), argument)
    default:
      return nil
    }
  }

  /// The path `shape.path(in:)` makes for a frame of `width`×`height` (`rect` at the origin: a
  /// shape is given its own bounds), of `shape.inset(by: insetBy)` when given (`strokeBorder`
  /// strokes the shape inset by half the line's width, as InsettableShape's documentation says);
  /// a Path view's own path, whatever the frame. Nil after reporting at the shape's use (`range`
  /// in `file`) why it could not be made.
  public func appShapePath(
    _ shape: Value, width: Double, height: Double, insetBy: Double? = nil, at range: SourceRange, in file: String
  ) -> [PathElement]? {
    let made: Result<Value, ShapeRunFailure>
    let name: String
    switch shape {
    case .view(let thunk):
      // `Path { p in … }` as a view: its closure run at drawing time, within the same budget.
      name = Self.pathType
      guard case .call(_, let args) = thunk.expr.kind, let written = thunk.file ?? currentFile else { return nil }
      made = runDrawingCode(in: written, "'Path(…)'") { pathInitializer(args, thunk.expr, thunk.environment) }
    case .record(let type, _):
      name = TypePrinter.runtimeName(type)
      var drawn = shape
      if let insetBy {
        switch runShapeMethod(shape, "inset", label: "by", argument: .double(insetBy)) {
        case .success(let v): drawn = v
        case .failure(let why): return reportUndrawn(name, why, at: range, in: file)
        }
      }
      made = runShapeMethod(drawn, "path", label: "in", argument: LayoutGeometry.rect(0, 0, width, height))
    default:
      return nil
    }
    switch made {
    case .success(let v):
      if let elements = PathValues.elements(v) { return elements }
      return reportUndrawn(name, ShapeRunFailure(reason: "its path is not one layoutc can compute", strictness: .tolerant), at: range, in: file)
    case .failure(let why):
      return reportUndrawn(name, why, at: range, in: file)
    }
  }

  /// Whether the shape declares `sizeThatFits(_:)` (iOS 16's Shape requirement), which sizes it
  /// instead of its proposal.
  public func appShapeDeclaresSize(_ shape: Value) -> Bool {
    guard case .record(let type, _) = shape, let (f, _) = declaredMethod(type, "sizeThatFits") else { return false }
    return f.parameters.count == 1 && f.parameters[0].label == nil
  }

  /// The size the shape's `sizeThatFits(_:)` chooses for `proposal`; nil after reporting at the
  /// shape's use why it has none layoutc can compute (the shape then takes the proposal, as a
  /// shape declaring none does).
  public func appShapeSize(_ shape: Value, proposal: (width: Double?, height: Double?), at range: SourceRange, in file: String)
    -> (width: Double, height: Double)?
  {
    guard case .record(let type, _) = shape else { return nil }
    let failure: ShapeRunFailure
    switch runShapeMethod(shape, "sizeThatFits", label: nil, argument: LayoutGeometry.proposal(proposal.width, proposal.height)) {
    case .success(let v):
      if let s = LayoutGeometry.asSize(v), s.width.isFinite, s.height.isFinite, s.width >= 0, s.height >= 0 { return s }
      failure = ShapeRunFailure(reason: "its 'sizeThatFits(_:)' returns no finite size layoutc can compute", strictness: .tolerant)
    case .failure(let why):
      failure = why
    }
    let message = EvalDiagnostics.shapeSizeNotComputed(TypePrinter.runtimeName(type), failure.reason, failure.strictness)
    if !diagnostics.contains(where: { $0.id == message.id && $0.range == range && $0.file == file }) {
      diagnostics.append(Diagnostic(id: message.id, severity: message.severity, message: message.message, file: file, range: range))
    }
    return nil
  }

  struct ShapeRunFailure: Error {
    var reason: String
    var strictness: Strictness
  }

  /// Runs the shape's method `name(label: argument)`, `self` the shape.
  private func runShapeMethod(_ shape: Value, _ name: String, label: String?, argument: Value) -> Result<Value, ShapeRunFailure> {
    let signature = "'\(name)(\(label ?? "_"):)'"
    guard case .record(let type, let fields) = shape, let (f, declaredIn) = declaredMethod(type, name), f.parameters.count == 1,
      f.parameters[0].label == label
    else {
      return .failure(ShapeRunFailure(reason: "it declares no \(signature) layoutc can see", strictness: currentFile?.strictness ?? .tolerant))
    }
    var props: [String: Value] = ["self": shape]
    for field in fields { props[field.name] = field.value }
    var frame = Frame(base: .root(view: nil, properties: props), locals: [f.parameters[0].name: argument])
    return runDrawingCode(in: declaredIn, signature) {
      if f.body.count == 1, case .expression(let x) = f.body[0].kind { return eval(x, frame.env) }
      if case .returned(let v) = execute(f.body, &frame) { return v }
      return nil
    }
  }

  /// Runs drawing code with a step budget of its own (`layoutStepLimit`); what it reports is the
  /// reason it failed, said once at the shape's use instead.
  private func runDrawingCode(in file: SourceFile, _ what: String, _ body: () -> Value?) -> Result<Value, ShapeRunFailure> {
    let (savedFile, savedSteps, savedLimit) = (currentFile, bodySteps, stepLimit)
    (currentFile, bodySteps, stepLimit) = (file, 0, Evaluator.layoutStepLimit)
    let reported = diagnostics.count
    let value = body()
    let outOfSteps = bodySteps >= Evaluator.layoutStepLimit
    (currentFile, bodySteps, stepLimit) = (savedFile, savedSteps, savedLimit)
    let raised = diagnostics[reported...].first
    diagnostics.removeSubrange(reported...)
    if raised == nil, !outOfSteps, let value { return .success(value) }
    let reason = outOfSteps ? "its \(what) takes more than \(Evaluator.layoutStepLimit) steps"
      : raised?.range.map { "layoutc cannot run '\(Self.excerpt(file.text(in: $0)))' in its \(what)" } ?? "its \(what) returns no value layoutc can compute"
    return .failure(ShapeRunFailure(reason: reason, strictness: file.strictness))
  }

  /// A call as the note quotes it: its first line, at most 40 characters.
  private static func excerpt(_ text: String) -> String {
    let line = text.prefix { $0 != "\n" }
    return line.count <= 40 ? String(line) : String(line.prefix(39)) + "…"
  }

  private func reportUndrawn(_ name: String, _ failure: ShapeRunFailure, at range: SourceRange, in file: String) -> [PathElement]? {
    let message = EvalDiagnostics.shapePathNotDrawn(name, failure.reason, failure.strictness)
    if !diagnostics.contains(where: { $0.id == message.id && $0.range == range && $0.file == file }) {
      diagnostics.append(Diagnostic(id: message.id, severity: message.severity, message: message.message, file: file, range: range))
    }
    return nil
  }

  /// `Path()`, `Path(rect)`, `Path(ellipseIn:)`, `Path(roundedRect:cornerRadius:)` and
  /// `Path { p in … }`, whose closure builds the path in its parameter.
  func pathInitializer(_ args: [Argument], _ e: Expr, _ env: Environment) -> Value {
    if args.count == 1, case .closure(let c) = args[0].value.kind {
      let name = c.parameters.first?.name ?? "$0"
      var frame = Frame(base: env, locals: [name: PathValues.value([])])
      if case .unsupported(let s) = execute(c.body, &frame) {
        report(EvalDiagnostics.functionNotEvaluable("Path(_:)"), s.range)
        return .none
      }
      return frame.locals[name] ?? .none
    }
    return PathValues.initializer(args.map(\.label), args.map { eval($0.value, env) }) ?? uncomputedMember("Path(…)", e)
  }
}
