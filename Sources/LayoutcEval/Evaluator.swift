import LayoutcCatalog
import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// Turns a root (a `#Preview` or a view) into an instance tree under concrete state values.
///
/// Deterministic: fresh values are numbered, collections keep their order. Bounded: the
/// number of instances, the nesting of user views and recursion through a view's own body
/// are limited, each with a located error instead of a hang.
public final class Evaluator {
  /// Views and modifiers after expansion. A million make `--frames` run for minutes and take
  /// gigabytes; the benchmarks' largest spec (100,000 views as 172,337 instances) must
  /// pass, with room. At the limit a release build lays out in seconds (docs/robustness.md).
  public static let instanceLimit = 500_000
  public static let nestingLimit = 400
  /// How often a view may appear inside itself (conditional recursion with a base case).
  public static let recursionLimit = 32
  /// How deep a view of a tolerant file nests in itself before layoutc stops it as an
  /// assumption: such nesting ends on data it cannot see (docs/robustness.md).
  public static let assumedNestingLimit = 4

  let model: SemanticModel
  let facts: TypeFacts
  // The evaluator's hot state below is `@exclusivity(unchecked)`: a class's stored `var` is
  // otherwise checked at run time on every access (~8 % of evaluating a list). An evaluator runs
  // on one thread, and none of these is lent out (`inout`, a mutating call taking a closure)
  // while evaluation could reach it again, so the checks could never fire.
  @exclusivity(unchecked) public internal(set) var diagnostics: [Diagnostic] = []
  /// Every ForEach this evaluation expanded, for rules that check its ids.
  @exclusivity(unchecked) public internal(set) var expansions: [ForEachExpansion] = []
  /// Expressions whose value is not of the kind their checker type promises (`Int.max`
  /// evaluated to a member name, `1 << 2` to nil): the evaluator's own bugs, or the result of
  /// an error it reported. A test requires none where no error was reported.
  @exclusivity(unchecked) public internal(set) var inexactValues: [InexactValue] = []
  @exclusivity(unchecked) var freshCounter = 0
  /// Shared with the other evaluators of the run (`EvaluationBudget`).
  public let budget: EvaluationBudget
  /// True once this evaluation stopped because the budget was spent.
  public private(set) var exhaustedBudget = false
  @exclusivity(unchecked) var stopped = false
  @exclusivity(unchecked) var viewStack: [String] = []
  /// Call sites seen (`CallSite`), and each user view's body as it is evaluated (`ViewBody`).
  @exclusivity(unchecked) var callSites = IdentityTable<CallSite>()
  /// Values of constant expressions (`isConstant`), with the expression, held so that its
  /// identifier is never reused by another.
  @exclusivity(unchecked) var constantValues = IdentityTable<(expr: Expr, value: Value)>()
  @exclusivity(unchecked) var viewBodies = IdentityTable<ViewBody>()
  @exclusivity(unchecked) var globals: [String: Value] = [:]
  @exclusivity(unchecked) var evaluatingGlobals: Set<String> = []
  /// Calls of app logic in progress: functions, methods, getters, closures (recursion is
  /// bounded by `nestingLimit`).
  @exclusivity(unchecked) var functionDepth = 0
  /// The outermost of those calls, where a spent step budget is reported (`EvaluationSteps`).
  @exclusivity(unchecked) var outermostCall: (range: SourceRange, file: SourceFile?)?
  /// Steps the body being evaluated took (`EvaluationSteps`), or the custom layout method
  /// being run.
  @exclusivity(unchecked) var bodySteps = 0
  /// The step count at which the custom layout method being run stops (`layoutStepLimit`).
  var stepLimit: Int? = nil
  /// Set once a custom layout's method ran out of steps: the layout is not run again.
  var layoutRanOutOfSteps = false
  /// The views of `_VariadicView.Tree` contents, by the number a child value holds.
  @exclusivity(unchecked) var variadicChildren: [Instance] = []
  /// The views multi-root variadic trees made (`isMultiViewList`).
  @exclusivity(unchecked) var multiViewElements: Set<ObjectIdentifier> = []
  /// Set when a called function threw: the `try` around the call decides what that means
  /// (`try?` is nil, `try!` an error, `try` passes it to the body running the call).
  @exclusivity(unchecked) var pendingThrow = false
  @exclusivity(unchecked) var currentFile: SourceFile?
  /// Lint evaluates every view of a tolerant file on its own: a property no argument gives
  /// (`let item: Item`) is then an opaque value standing for whatever the caller passes.
  public var assumesMissingArguments = false
  /// Set while lint evaluates a view on its own (`assumesMissingArguments`): the objects its
  /// views read from the environment are those the callers provide, assumed like a missing
  /// argument (a preview that uses the view says whether one is provided).
  var assumesProvidedObjects = false
  /// GeometryReaders' proxies, by the reader's identity path, from a layout of this root
  /// (`GeometryProxyValues`); the layout modes fill it and evaluate again.
  public var geometry: [String: GeometryProxyValues] = [:]
  /// The proxy of a reader `geometry` does not hold while the layout is still being found;
  /// nil in the final evaluation, where such a proxy is unknown.
  public var provisionalGeometry: GeometryProxyValues?
  /// "Now" for `Date()`, `Date.now` and relative date styles, seconds since 1970 (`--now`): a
  /// fixed instant, so that a picture showing a date is the same on every run.
  public var now = Evaluator.defaultNow
  /// `@Environment(\.colorScheme)` where no ancestor writes it: `dark` under `--appearance dark`.
  public var colorScheme = "light"
  /// 2026-01-15T09:41:00Z, the default "now" (docs/text.md).
  public static let defaultNow = CivilTime.instant(year: 2026, month: 1, day: 15, hour: 9, minute: 41)
  /// Set when content read a provisional proxy: the root must be laid out and evaluated again.
  public internal(set) var readsProvisionalGeometry = false
  /// Environment values written by the modifiers around the view being evaluated.
  @exclusivity(unchecked) var environmentWritten = WrittenEnvironment()
  /// What the module's errors keep from evaluation: views shown but not evaluated.
  let containment: Containment
  /// Values that replace the root view's property defaults (`--set`).
  let overrides: [String: Value]
  /// In a `#Preview`, the view `--set` assigns (the first its body creates): its first
  /// instance takes `overrides`, as docs/identity.md says.
  let overrideTarget: String?
  /// Whether a preview's `overrideTarget` is still to be instantiated.
  var overridesPending = false

  public init(sema: SemaResult, overrides: [String: Value] = [:], overrideTarget: String? = nil, budget: EvaluationBudget = EvaluationBudget()) {
    self.model = sema.model
    self.facts = sema.facts
    self.containment = sema.containment
    self.overrides = overrides
    self.overrideTarget = overrideTarget
    self.budget = budget
  }

  /// The string `parts` joined, or nil after reporting at `range` when it would pass the
  /// string limits (checked before anything is allocated).
  func joined(_ parts: [String], at range: SourceRange) -> String? {
    let n = parts.reduce(0) { $0 + $1.utf8.count }
    guard parts.count < 2 || budget.takeString(n) else {
      report(EvalDiagnostics.stringTooLong, range)
      return nil
    }
    return parts.joined()
  }

  /// The elements of a collection (a String's Characters included), or nil after reporting at
  /// `range` when a range has more than the view limit's number of elements (checked before
  /// they are made).
  func materialized(_ v: Value, at range: SourceRange) -> [Value]? {
    if case .range = v, let n = v.elementCount, n > Evaluator.instanceLimit {
      report(EvalDiagnostics.collectionTooLarge(Evaluator.instanceLimit), range)
      return nil
    }
    return v.characters ?? v.elements
  }

  /// Takes `n` instances from the budget; past it, reports at `range` and stops.
  func allocate(_ n: Int, at range: SourceRange?) -> Bool {
    guard budget.take(n) else {
      if !stopped { report(EvalDiagnostics.tooManyInstances(budget.limit), range) }
      exhaustedBudget = true
      stopped = true
      return false
    }
    return !stopped
  }

  /// `body`'s views with `key` on the view stack, or none after `eval.recursive-view` at
  /// `range` when `key` is already on it more often than the recursion limit allows (a
  /// helper, modifier or initializer that reaches itself).
  func nested(_ key: String, at range: SourceRange, _ body: () -> [Instance]) -> [Instance] {
    viewStack.append(key)
    defer { viewStack.removeLast() }
    if viewStackHolds(key, atLeast: Evaluator.recursionLimit + 1) {
      report(EvalDiagnostics.recursiveView(key), range)
      stopped = true
      return []
    }
    return body()
  }

  /// Whether `key` is on `viewStack` at least `n` times; the stack is searched only when it is
  /// that deep (it rarely is, and searching it for every instance would be a tenth of evaluating).
  func viewStackHolds(_ key: String, atLeast n: Int) -> Bool {
    guard viewStack.count >= n else { return false }
    var found = 0
    for entry in viewStack where entry == key { found += 1 }
    return found >= n
  }

  func report(_ message: DiagnosticMessage, _ range: SourceRange?, notes: [Note] = []) {
    guard !diagnostics.contains(where: { $0.id == message.id && $0.range == range }) else { return }
    diagnostics.append(message.at(range, in: currentFile, notes: notes))
  }

  /// The top-level variable `name` as the code being evaluated sees it: its file's private one
  /// first, then the module's.
  func topLevelValue(_ name: String) -> Value? { globalValue(model.globalKey(name, inFile: currentFile?.path)) }

  func globalValue(_ name: String) -> Value? {
    if let v = globals[name] { return v }
    guard let g = model.globals[name], g.decl.initializer != nil || g.decl.getter != nil, !evaluatingGlobals.contains(name) else { return nil }
    // A chain of globals each initialised from the next recurses once per link (the checker
    // has already refused chains deeper than its limit; this keeps the evaluator safe alone).
    guard evaluatingGlobals.count < Evaluator.nestingLimit else {
      report(EvalDiagnostics.tooDeep, g.decl.nameRange)
      return nil
    }
    evaluatingGlobals.insert(name)
    let saved = currentFile
    currentFile = g.file
    // A static computed property (`static var spacing: CGFloat { 8 }`) runs its getter.
    // An initial value with errors, contained to it (`Containment.failedInitializer`): assumed.
    let v = g.decl.initializer.map { i in
      containment.failedInitializer(i).map { .opaque($0 + " has errors") } ?? eval(i, .root(view: nil, properties: [:]))
    } ?? evalGetter(g.decl.getter ?? [], .root(view: nil, properties: [:]))
    currentFile = saved
    evaluatingGlobals.remove(name)
    globals[name] = v
    return v
  }

  // MARK: Roots

  /// Evaluates a `#Preview` body.
  public func evaluate(preview: PreviewInfo) -> InstanceRoot {
    currentFile = preview.file
    let rootName = preview.name.map { "#Preview(\"\($0)\")" } ?? "#Preview"
    let path = IdentityPath([.type(rootName)])
    overridesPending = overrideTarget != nil && !overrides.isEmpty
    // A body with `return` (`let item = Item.sample; return Row(item: item)`) runs to the
    // view it returns, as a `@ViewBuilder` body without one is built.
    let env = Environment.root(view: nil, properties: [:])
    let views = containsReturn(preview.body) ? returnedViews(preview.body, env, path) : block(preview.body, env, path)
    overridesPending = false
    return InstanceRoot(name: rootName, preview: preview, instances: views)
  }

  /// Evaluates a view as the root, its properties at their defaults and overrides.
  public func evaluate(view: ViewInfo) -> InstanceRoot {
    currentFile = view.file
    assumesProvidedObjects = assumesMissingArguments
    defer { assumesProvidedObjects = false }
    let instance = userView(view, arguments: [:], range: view.decl.nameRange,
      parent: IdentityPath(), isRoot: true)
    return InstanceRoot(name: view.name, preview: nil, instances: instance.map { [$0] } ?? [])
  }

  /// `@Environment(Store.self)`: an object read from the environment, not a key path.
  static func isObjectType(_ attribute: Attribute) -> Bool {
    guard let args = attribute.arguments, args.count == 1, case .member(_, "self", _) = args[0].value.kind else { return false }
    return true
  }

  /// Property values of a user view instance: arguments, else initializers; `--set` on roots.
  func propertyValues(_ view: ViewInfo, _ arguments: [String: Value], isRoot: Bool) -> [String: Value] {
    var props: [String: Value] = [:]
    let saved = currentFile
    currentFile = view.file
    defer { currentFile = saved }
    for p in view.storedProperties {
      if isRoot, let v = overrides[p.name] { props[p.name] = v; continue }
      if let v = arguments[p.name] { props[p.name] = v; continue }
      if let initial = p.decl.initializer {
        props[p.name] = eval(initial, .root(view: view, properties: props))
      } else if let root = facts.assumedProperties[view.name + "." + p.name] {
        props[p.name] = .opaque(root)
      } else if let object = providedObject(p, view) {
        props[p.name] = object  // `.environmentObject(m)` or `.environment(m)` above this view
      } else if let wrapper = ["Query", "FetchRequest"].first(where: { p.decl.hasAttribute($0) }) {
        // What SwiftData's `@Query` (or Core Data's `@FetchRequest`) fetches is in a store
        // layoutc does not read: an assumed value, so a ForEach over it lays out one marked row.
        props[p.name] = .opaque("@\(wrapper) \(p.name)")
      } else if p.decl.hasUnknownWrapper, let a = p.decl.attributes.first(where: { $0.name.first?.isUppercase == true }) {
        // A wrapper layoutc does not know (`@AppSettings(\.x)`) provides the value: assumed.
        props[p.name] = .opaque("@\(a.name) \(p.name)")
      } else if let (w, attribute) = p.decl.propertyWrapper, w.name == "Environment", Self.isObjectType(attribute) {
        // An object from the environment: reading it is the error (`identifier`).
        props[p.name] = assumesProvidedObjects && view.file.strictness == .tolerant ? .opaque(view.name + "." + p.name) : Value.none
      } else if let (w, attribute) = p.decl.propertyWrapper, w.name == "Environment" {
        props[p.name] = environmentValue(p, attribute)
      } else if assumesMissingArguments, view.file.strictness == .tolerant {
        props[p.name] = .opaque(view.name + "." + p.name)
      } else {
        props[p.name] = Value.none
      }
    }
    // `--set model.count=5` replaces one field of the value the property got.
    if isRoot {
      for (key, v) in overrides.sorted(by: { $0.key < $1.key }) where key.contains(".") {
        let path = key.split(separator: ".").map(String.init)
        if let base = props[path[0]] { props[path[0]] = Self.replacing(base, path.dropFirst(), with: v) }
      }
    }
    return props
  }

  /// `value` with the field at `path` replaced (records only; anything else is kept).
  static func replacing(_ value: Value, _ path: ArraySlice<String>, with new: Value) -> Value {
    guard let name = path.first else { return new }
    guard case .record(let type, var fields) = value, let i = fields.firstIndex(where: { $0.name == name }) else { return value }
    fields[i].value = replacing(fields[i].value, path.dropFirst(), with: new)
    return .record(type: type, fields: fields)
  }
}

/// One ForEach as evaluated: where it is, and the id and value of each element in order.
public struct ForEachExpansion: Sendable {
  public var file: String
  public var range: SourceRange
  public var ids: [String]
  /// The elements' values when their text is not their id's. Kept as values and printed only
  /// when a rule asks: describing every element of every ForEach (a record's fields, each
  /// number formatted) is 5 % of evaluating a list, for text only `--lint` shows.
  let elementValues: [Value]?
  /// Whether each id rests on an assumption (an opaque value): neither stable nor unstable as
  /// far as layoutc knows, so the identity rules skip it.
  public var assumedIDs: [Bool] = []

  /// `elementValues` nil: each element's text is its id's.
  init(file: String, range: SourceRange, ids: [String], elementValues: [Value]?, assumedIDs: [Bool]) {
    self.file = file
    self.range = range
    self.ids = ids
    self.elementValues = elementValues
    self.assumedIDs = assumedIDs
  }

  /// The text of element `i`, as identity paths print an explicit id.
  public func element(_ i: Int) -> String {
    guard let values = elementValues else { return ids[i] }
    return IdentityPath.explicitText(values[i].description)
  }

  /// Every element's text, in order.
  public var elements: [String] { elementValues.map { $0.map { IdentityPath.explicitText($0.description) } } ?? ids }
}

/// An expression whose value did not fit its checker type (`Evaluator.inexactValues`).
public struct InexactValue: Sendable, CustomStringConvertible {
  public var file: String
  public var range: SourceRange
  public var type: SwiftType
  public var value: Value
  public var description: String { "\(file):\(range.start): '\(TypePrinter.print(type))' evaluated to \(value)" }
}

extension Evaluator {
  /// `body` evaluated as code of `file`: its diagnostics and the instances it makes are
  /// located there. Views and closures are values that travel into code of other files (an
  /// `extension View` helper's `self`, a closure given to a function), and are evaluated there.
  func inFile<T>(_ file: SourceFile?, _ body: () -> T) -> T {
    guard let file, file !== currentFile else { return body() }
    let saved = currentFile
    currentFile = file
    defer { currentFile = saved }
    return body()
  }

  /// The views of a view value, in the file it was written in.
  func views(_ thunk: ViewThunk, _ path: IdentityPath) -> [Instance] {
    if let styled = styledGradient(thunk, path) { return styled }
    return inFile(thunk.file) { views(thunk.expr, thunk.environment, path) }
  }

  /// A gradient spelled as a style rather than a view (`.background(.linearGradient(…))`,
  /// `.background(.blue.gradient)`): the gradient its record describes, drawn as a view of its
  /// type would be.
  private func styledGradient(_ thunk: ViewThunk, _ path: IdentityPath) -> [Instance]? {
    guard case .record(let type, let fields)? = thunk.style else { return nil }
    if case .call(let callee, _) = thunk.expr.kind, case .identifier = callee.kind { return nil }
    guard count(at: thunk.expr.range) else { return [] }
    return [Instance(kind: .view, name: type, role: .shape, identity: path.appending(.type(type)), file: (thunk.file ?? currentFile)?.path ?? "",
      range: thunk.expr.range, arguments: LabeledValues(fields.map { ($0.name, $0.value) }))]
  }
}
