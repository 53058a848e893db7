import LayoutcCatalog
import LayoutcSource
import LayoutcSyntax

/// Something a tolerant file uses that layoutc does not model, and what it assumes instead
/// (docs/language.md, "Assumptions"): an opaque view, an inert modifier, an opaque value or type.
public struct Assumption: Sendable, Hashable {
  public enum Kind: String, Sendable, CaseIterable {
    /// A view initializer layoutc does not know (`KFImage(url)`): an opaque view.
    case view
    /// A modifier layoutc does not know, or not on this receiver: a layout pass-through.
    case modifier
    /// A name that is not declared in the module or the vocabulary (`AppTheme`, `viewModel`).
    case value
    /// A type name that is not declared in the module or the vocabulary (`let item: Item`).
    case type
    /// A member of a known type the vocabulary lacks (`Color.brand`, `.headline.smallCaps()`).
    case member
    /// A generic argument Swift infers from a closure's body (`ModelPreview { bird in
    /// BirdIcon(bird: bird) }` makes `Model` a `Bird`), which layoutc does not.
    case generic
    /// An initializer the module declares in an extension of a SwiftUI view whose body
    /// layoutc cannot evaluate: an opaque view of that view's type.
    case initializer
  }

  public var kind: Kind
  /// The name as written: `KFImage`, `.shimmering`, `Color.brand`.
  public var name: String
  public var file: String
  public var range: SourceRange
}

/// Spellings of assumed types, and the notes that report assumptions.
public enum Assumptions {
  /// A placeholder for an assumed type the source does not name: `<assumed .shimmering>`. The
  /// angle bracket and the space make it impossible to mistake for a Swift type name.
  public static func placeholder(_ what: String) -> String { "<assumed \(what)>" }
  public static func isPlaceholder(_ name: String) -> Bool { name.hasPrefix("<assumed ") }

  /// The type an assumed view or value has: its name when the source spells a type (an
  /// upper-case initializer such as `KFImage(…)` or `Kingfisher.KFImage(…)`), else a placeholder.
  static func type(spelled name: String) -> SwiftType {
    let last = name.split(separator: ".").last.map(String.init) ?? name
    if let first = last.first, first.isUppercase { return .assumed(name, []) }
    return .assumed(placeholder(name), [])
  }

  /// `ModifiedContent<Receiver, <assumed .name>>`: what most custom modifiers are (a
  /// `ViewModifier` applied by a `View` extension); the placeholder marks the guess.
  static func modified(_ receiver: SwiftType, by name: String) -> SwiftType {
    .nominal("ModifiedContent", [receiver, .assumed(placeholder("." + name), [])])
  }
}

/// The assumptions of one module: each name is reported once, at its first use.
struct AssumptionLog {
  private(set) var reported: [Assumption] = []
  /// How many uses each reported assumption has, by its index in `reported`.
  private(set) var uses: [Int] = []
  private var seen: [String: Int] = [:]
  /// Platform views and modifiers layoutc does not model, noted (`PlatformLookup.swift`).
  var unmodelled: Set<String> = []
  /// How many of them each file noted, for the module's summary.
  var unmodelledByFile: [String: Int] = [:]
  /// Where a strict file's platform names were reported, as `path:offset`.
  var platformErrors: Set<String> = []

  /// Whether nothing was noted: no assumption, no platform name.
  var isEmpty: Bool { reported.isEmpty && unmodelled.isEmpty && platformErrors.isEmpty }

  /// True the first time `kind` and `name` are seen; every use is counted.
  mutating func record(_ a: Assumption) -> Bool {
    let key = a.kind.rawValue + " " + a.name
    if let i = seen[key] {
      uses[i] += 1
      return false
    }
    seen[key] = reported.count
    reported.append(a)
    uses.append(1)
    return true
  }
}

extension TypeChecker {
  /// The one question every name layoutc cannot model asks: is the file strict or tolerant?
  /// A name the platform declares is first answered by `platformName` (PlatformLookup.swift).
  /// Strict (a `.ui` spec): returns false, and the caller reports its error.
  /// Tolerant (`.swift`, `--tolerant`): the assumption is noted once per module and this
  /// returns true; the caller then returns the assumed type. Probing quietly (`quiet`) answers
  /// the same without noting, so the note comes from the use that is checked out loud.
  func assumes(_ kind: Assumption.Kind, _ name: String, at range: SourceRange, in file: SourceFile? = nil) -> Bool {
    if let f = file ?? currentFile, let known = platformName(kind, name, at: range, in: f) { return known }
    guard let f = file ?? currentFile, f.strictness == .tolerant else { return false }
    facts.hasAssumptions = true
    guard quiet == 0 else { return true }
    let a = Assumption(kind: kind, name: name, file: f.path, range: range)
    if muted == 0, assumptionLog.record(a) { diagnostics.append(SemaDiagnostics.assumed(kind, name).at(range, in: f)) }
    return true
  }

  /// True when `file` (or the file being checked) is tolerant: code that never produces a view
  /// is then checked only as far as the view needs.
  func isTolerant(_ file: SourceFile? = nil) -> Bool { (file ?? currentFile)?.strictness == .tolerant }

  /// The module's summaries: its assumptions (how many, of which kinds, the names used most)
  /// and the platform names it uses that layoutc does not model, each at the first file that
  /// has one, so a CI log shows the totals at a glance.
  func summarizeAssumptions(_ files: [SourceFileSyntax]) {
    let log = assumptionLog
    if let first = files.first(where: { f in log.reported.contains { $0.file == f.file.path } }) {
      var kinds: [Assumption.Kind: Int] = [:]
      for a in log.reported { kinds[a.kind, default: 0] += 1 }
      let byKind = Assumption.Kind.allCases.compactMap { k in kinds[k].map { (k, $0) } }
      // The most used first; in order of first use among equals.
      let frequent = log.reported.indices.sorted { (log.uses[$0], -$0) > (log.uses[$1], -$1) }.prefix(3).map { (log.reported[$0].name, log.uses[$0]) }
      let fileCount = Set(log.reported.map(\.file)).count
      diagnostics.append(SemaDiagnostics.assumptionSummary(log.reported.count, files: fileCount, byKind: byKind, frequent: frequent).at(nil, in: first.file))
    }
    let unmodelled = log.unmodelledByFile.values.reduce(0, +)
    if unmodelled > 0, let f = files.first(where: { log.unmodelledByFile[$0.file.path] != nil }) {
      diagnostics.append(SemaDiagnostics.unmodelledSummary(unmodelled, files: log.unmodelledByFile.count).at(nil, in: f.file))
    }
  }

  /// A closure parameter whose type layoutc does not know (`$0` or a named one, in a closure
  /// passed to a call it does not model): assumed in a tolerant file, without a note of its own
  /// (the call's note covers it). Nil in a strict file.
  func assumedClosureParameter(_ name: String, in file: SourceFile) -> SwiftType? {
    guard file.strictness == .tolerant else { return nil }
    facts.hasAssumptions = true
    return .assumed(Assumptions.placeholder(name), [])
  }

  /// A closure whose parameters' types layoutc cannot know (an assumed view's content, an
  /// assumed modifier's action): its statements are checked with the parameters assumed.
  func checkAssumedClosure(_ e: Expr, _ scope: Scope, content: Bool) -> SwiftType {
    guard case .closure(let c) = e.kind else { return checkArgumentLoosely(e, scope) }
    var inner = scope
    for p in c.parameters { inner.locals[p.name] = .assumed(Assumptions.placeholder(p.name), []) }
    if c.parameters.isEmpty { inner.shorthand = .assumed(Assumptions.placeholder("$0"), []) }
    // A trailing closure that assigns or starts work (`SFButton("gear") { shown = true }`) is
    // the assumed view's action, not its content.
    guard content, !Self.isActionBody(c.body), !callsVoid(c.body, inner) else {
      checkActionClosure(e, inner)
      return .action
    }
    let t = buildBody(c.body, scope: inner, isBuilder: true, range: e.range)
    facts.types[ObjectIdentifier(e)] = t
    return t
  }

  /// Whether a statement calls something returning nothing (`onDelete(item.id)` of a closure
  /// property): such a closure is an action.
  private func callsVoid(_ body: [Stmt], _ scope: Scope) -> Bool {
    body.contains { s in
      guard case .expression(let x) = s.kind, case .call = x.kind, !isViewExpression(x, scope) else { return false }
      quiet += 1
      defer { quiet -= 1 }
      return checkValue(x, scope, expected: nil).isVoid
    }
  }

  /// Statements no view builder holds: an assignment, or a call of `Task`, `withAnimation`,
  /// `print` or `dismiss()`.
  static func isActionBody(_ body: [Stmt]) -> Bool {
    body.contains { s in
      guard case .expression(let x) = s.kind else { return false }
      switch x.kind {
      case .binaryOperator(let op, _, _): return ["=", "+=", "-=", "*=", "/=", "%="].contains(op)
      case .call(let callee, _):
        if case .identifier(let n) = callee.kind { return ["Task", "withAnimation", "print", "dismiss"].contains(n) }
        return false
      case .try, .await: return true
      default: return false
      }
    }
  }

  /// The arguments of an assumed view or modifier: values checked as values, closures with
  /// their parameters assumed; a view's trailing closures are its content (`content: true`).
  /// A parameter's type is unknown, so each value's context is assumed (on `root`, the
  /// assumption the call rests on): `.all`, `nil`, `[]` are then values of it.
  func checkAssumedArguments(_ args: [Argument], _ scope: Scope, content: Bool, root: String) {
    let context = SwiftType.assumed(Assumptions.placeholder(root), [])
    for a in args {
      if case .closure = a.value.kind {
        _ = checkAssumedClosure(a.value, scope, content: content && a.isTrailingClosure)
      } else if isViewExpression(a.value, scope) {
        _ = checkView(a.value, scope)
      } else {
        _ = checkValue(a.value, scope, expected: context)
      }
    }
  }
}

extension Assumptions {
  /// The name an assumed type stands for: a placeholder's inside, or the spelled type name.
  public static func name(of t: SwiftType) -> String {
    guard case .assumed(let n, _) = t else { return TypePrinter.print(t) }
    return isPlaceholder(n) ? String(n.dropFirst(9).dropLast()) : n
  }

  /// The member `name` of an assumed value: assumed too, spelled after it (`<assumed item.title>`).
  static func member(of t: SwiftType, _ name: String) -> SwiftType {
    .assumed(placeholder(Assumptions.name(of: t) + "." + name), [])
  }
}

extension TypeChecker {
  /// An unknown name used as a value (`viewModel`, `AppTheme`, `formatDate(…)`) or called as a
  /// type's initializer (`ViewModel()`): assumed in a tolerant file, with its arguments checked.
  /// Nil in a strict file (the caller reports `cannot find`).
  func assumedName(_ name: String, _ range: SourceRange, args: [Argument]?, _ e: Expr?, _ scope: Scope) -> SwiftType? {
    let upper = name.first?.isUppercase == true
    guard assumes(upper ? .type : .value, name, at: range, in: scope.file) else { return nil }
    if let args { checkAssumedArguments(args, scope, content: false, root: name) }
    let t = Assumptions.type(spelled: name)
    if let e, quiet == 0 { noteAssumed(name, of: e) }
    return t
  }

  /// A view initializer layoutc does not know (`KFImage(url)`, `MyRow(item:)`, or a catalog
  /// view's initializer the vocabulary lacks): an opaque view in a tolerant file, printed by its
  /// name, its trailing closures checked as its content. Nil in a strict file.
  func assumedView(_ name: String, spelled: String, callee: Expr, args: [Argument], call: Expr, _ scope: Scope) -> SwiftType? {
    guard assumes(.view, spelled, at: callee.range, in: scope.file) else { return nil }
    checkAssumedArguments(args, scope, content: true, root: spelled)
    if quiet == 0 {
      facts.calls[ObjectIdentifier(call)] = ResolvedCall(target: .assumedView(name), overload: nil, argumentIndices: [:])
      noteAssumed(spelled, of: call)
    }
    return Assumptions.type(spelled: name)
  }

  /// A modifier layoutc does not know, or not with these arguments or on this receiver: a
  /// layout pass-through in a tolerant file, `ModifiedContent<Receiver, <assumed .name>>` in
  /// types. Nil in a strict file.
  func assumedModifier(_ name: String, spelled: String, nameRange: SourceRange, receiver: SwiftType, args: [Argument], call: Expr, _ scope: Scope) -> SwiftType? {
    guard assumes(.modifier, spelled, at: nameRange, in: scope.file) else { return nil }
    checkAssumedArguments(args, scope, content: false, root: spelled)
    if quiet == 0 {
      facts.calls[ObjectIdentifier(call)] = ResolvedCall(target: .assumedModifier(name), overload: nil, argumentIndices: [:])
      noteAssumed(spelled, of: call)
    }
    return Assumptions.modified(receiver, by: name)
  }

  /// `.foo` or `.foo(…)` where layoutc does not know the contextual type (the argument of a
  /// call it does not model, an implicit member compared first): an assumed value in a tolerant
  /// file, noted as the member it assumes. Nil in a strict file, where the caller reports
  /// swiftc's "cannot infer contextual base".
  func unknownContextMember(_ name: String, _ range: SourceRange, _ e: Expr? = nil) -> SwiftType? {
    guard assumes(.member, "." + name, at: range) else { return nil }
    if let e, quiet == 0 { noteAssumed("." + name, of: e) }
    return .assumed(Assumptions.placeholder("." + name), [])
  }

  /// `name(label:…)`, how a call the vocabulary lacks is named in its note.
  static func spelledCall(_ name: String, _ args: [Argument]) -> String {
    args.isEmpty ? name + "()" : name + "(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }

  /// A member of an assumed value (`item.title`, `viewModel.load()`): assumed too, without a
  /// note of its own (the base's note covers it); its arguments are checked.
  func memberOfAssumed(_ base: Expr, _ baseType: SwiftType, _ name: String, args: [Argument]?, _ e: Expr, _ scope: Scope) -> SwiftType {
    if let args { checkAssumedArguments(args, scope, content: false, root: facts.assumption(base) ?? Assumptions.name(of: baseType)) }
    // The root is the base's; a local's (a row's `item`) is known only when evaluated.
    if quiet == 0, let root = facts.assumption(base) { noteAssumed(root, of: e) }
    return Assumptions.member(of: baseType, name)
  }
}

extension TypeChecker {
  /// `Color.brand`, `Font.customTitle`: a static member of a known type the vocabulary lacks
  /// (an extension in the app, or an API outside the vocabulary). Assumed to be of the type
  /// itself, as such members usually are; its value is opaque.
  func assumedStaticMember(_ typeName: String, _ name: String, _ range: SourceRange, _ e: Expr, _ scope: Scope, args: [Argument]? = nil) -> SwiftType? {
    let spelled = typeName + "." + name
    guard assumes(.member, spelled, at: range, in: scope.file) else { return nil }
    if let args { checkAssumedArguments(args, scope, content: false, root: spelled) }
    if quiet == 0 { noteAssumed(spelled, of: e) }
    if let declared = platformStaticType(typeName, name) { return declared }
    return .nominal(valueType(typeName)?.runtimeName ?? typeName, [])
  }

  /// The type the platform declares for a static property of a type that is one of that type
  /// (`ContentUnavailableView.search`: `ContentUnavailableView<SearchUnavailableContent.Label, …>`).
  private func platformStaticType(_ typeName: String, _ name: String) -> SwiftType? {
    for signature in PlatformNames.member(name, of: typeName)?.signatures ?? [] where signature.hasPrefix("static ") {
      let written = signature.dropFirst("static ".count)
      guard written.hasPrefix(typeName + "<") else { continue }
      let t = template(String(written))
      if case .nominal(typeName, let args) = t, !args.isEmpty { return t }
    }
    return nil
  }

  /// `text.trimmingCharacters(in: .whitespaces)`, `date.formatted()`: a member of a known
  /// value type the vocabulary lacks; an opaque value of an unknown type.
  func assumedMethod(_ receiver: SwiftType, _ name: String, _ range: SourceRange, args: [Argument]?, _ e: Expr, _ scope: Scope) -> SwiftType? {
    let spelled = TypePrinter.print(receiver) + "." + name
    guard assumes(.member, spelled, at: range, in: scope.file) else { return nil }
    if let args { checkAssumedArguments(args, scope, content: false, root: spelled) }
    if quiet == 0 { noteAssumed(spelled, of: e) }
    // A platform method of the receiver's type gives a value of the type it declares
    // (`Color.red.mix(with:by:)` is a Color), opaque since layoutc does not compute it.
    // A note says layoutc does not model it: the value may change what is drawn.
    if let owner = receiver.name ?? (receiver.isAssumed ? Assumptions.name(of: receiver) : nil),
      let result = PlatformNames.methodResult(name, of: owner), let method = PlatformNames.member(name, of: owner)
    {
      facts.hasAssumptions = true
      let shown = owner + "." + name
      if reports, assumptionLog.recordUnmodelled("method " + shown, file: scope.file.path) {
        diagnostics.append(SemaDiagnostics.notModelled(shown, module: method.module, kind: "method", strict: false).at(range, in: scope.file))
      }
      return result.hasSuffix("?") ? .optional(.assumed(String(result.dropLast()), [])) : .assumed(result, [])
    }
    return .assumed(Assumptions.placeholder(spelled), [])
  }
}

extension TypeChecker {
  /// A stored property of an assumed type without an initial value: the evaluator gives it an
  /// opaque value (`TypeFacts.assumedProperties`) instead of none.
  func recordAssumedProperty(_ p: PropertyInfo, _ view: ViewInfo) {
    guard p.decl.initializer == nil, isTolerant(view.file) else { return }
    let t = storedPropertyType(p, view)
    guard t.isAssumed else { return }
    var root = Assumptions.name(of: t)
    if let (w, attribute) = p.decl.propertyWrapper, w.name == "Environment", let key = Self.environmentKey(attribute) { root = "\\." + key }
    facts.assumedProperties[view.name + "." + p.name] = root
  }

  /// `dismiss()`, `action()`: a call of a stored property whose type is assumed; assumed
  /// too, without a note of its own.
  func callOfAssumedProperty(_ name: String, _ args: [Argument], _ e: Expr, _ scope: Scope) -> SwiftType? {
    guard let view = scope.view, let p = view.storedProperties.first(where: { $0.name == name }) else { return nil }
    let t = storedPropertyType(p, view)
    guard t.isAssumed else { return nil }
    checkAssumedArguments(args, scope, content: false, root: name)
    if quiet == 0 { noteAssumed(facts.assumedProperties[view.name + "." + name] ?? Assumptions.name(of: t), of: e) }
    return Assumptions.member(of: t, "()")
  }
}
