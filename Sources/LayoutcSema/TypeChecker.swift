import LayoutcCatalog
import LayoutcSource
import LayoutcSyntax

/// The inferred type of one view member, as `layoutc` prints it.
public struct MemberType: Sendable {
  public var view: String
  /// `body`, `header`, or `row(_:)`.
  public var member: String
  public var type: SwiftType
  public var file: String
  public var range: SourceRange
}

/// What the checker learned about the module, for later stages.
public struct SemaResult: Sendable {
  public var model: SemanticModel
  public var members: [MemberType]
  public var diagnostics: [Diagnostic]
  public var facts: TypeFacts
  /// What the module's errors keep from the later stages: failed declarations and the views
  /// and previews that use them.
  public var containment = Containment()
}

/// The entry point of the semantic stage.
public enum Sema {
  /// Checks a module, declaration by declaration: an error fails its declaration and what uses
  /// it (`Containment`), never the module. `parseErrors` are the parser's errors in `files`,
  /// whose declarations are checked too but whose checker diagnostics are echoes, dropped.
  /// `imported`: the paths of the files that belong to the modules this one imports, whose
  /// top-level names the module's own declarations shadow.
  public static func check(_ files: [SourceFileSyntax], sdk: SDK, parseErrors: [Diagnostic] = [], imported: Set<String> = []) -> SemaResult {
    fullCheck(files, sdk: sdk, parseErrors: parseErrors, imported: imported).result
  }

  /// `check`, for a process that checks the same module again after each edit (the language
  /// server): with the previous check's state, the files an edit cannot change are not checked
  /// again (`IncrementalCheck`); the result is the one `check` gives. The state returned is for
  /// the next check, nil when this one cannot be reused (it reported something): the next
  /// check may then reuse `previous` still.
  public static func check(
    _ files: [SourceFileSyntax], sdk: SDK, parseErrors: [Diagnostic] = [], imported: Set<String> = [], reusing previous: ReusableCheck?
  ) -> (result: SemaResult, reusable: ReusableCheck?) {
    if let previous, let reused = IncrementalCheck(previous: previous, files: files, sdk: sdk, parseErrors: parseErrors, imported: imported)?.run() {
      return reused
    }
    let (result, checker) = fullCheck(files, sdk: sdk, parseErrors: parseErrors, imported: imported)
    let reusable = ReusableCheck(
      files, result: result, parseErrors: parseErrors, imported: imported, checker: checker, filesChecked: files.count,
      mentioned: previous?.mentioned ?? [:])
    return (result, reusable)
  }

  private static func fullCheck(_ files: [SourceFileSyntax], sdk: SDK, parseErrors: [Diagnostic], imported: Set<String>) -> (result: SemaResult, checker: TypeChecker) {
    let model = SemanticModel(sdk: sdk)
    var declare = Declare(model: model, imported: imported)
    declare.run(files)
    let checker = TypeChecker(model: model)
    checker.diagnostics = declare.diagnostics
    let members = checker.checkAll()
    return (finish(checker, members, files, parseErrors: parseErrors, imported: imported), checker)
  }

  /// What follows checking every declaration, in a full check and in one reusing the previous
  /// (`IncrementalCheck`), with `checker.diagnostics` holding every declaration's: the errors
  /// no declaration reported, what the errors keep from the later stages, the summaries.
  static func finish(
    _ checker: TypeChecker, _ members: [MemberType], _ files: [SourceFileSyntax], parseErrors: [Diagnostic], imported: Set<String>
  ) -> SemaResult {
    let model = checker.model
    if parseErrors.isEmpty { checker.reportSilentErrors(members) }
    var containment = Containment(files: files, model: model, errors: parseErrors + checker.diagnostics, parseErrors: parseErrors, facts: checker.facts, imported: imported)
    checker.diagnostics.removeAll { containment.isParseEcho($0) }
    // A body left with an error type in a view nothing failed for gets its own error.
    if !containment.isEmpty, checker.reportSilentErrors(members, outside: containment) {
      containment = Containment(files: files, model: model, errors: parseErrors + checker.diagnostics, parseErrors: parseErrors, facts: checker.facts, imported: imported)
    }
    checker.summarizeAssumptions(files)
    // A member whose declaration did not parse has no type to report, only its parse error.
    let typed = members.filter { m in
      guard let view = model.views[m.view] else { return true }
      return !containment.isParseEcho(m.range.start.offset, in: view.file.path)
    }
    var result = SemaResult(model: model, members: typed, diagnostics: checker.diagnostics, facts: checker.facts)
    result.containment = containment
    return result
  }
}

/// Infers the type of every view member, applying ViewBuilder's rules and the catalog.
///
/// Checking is on demand and memoised: a body that uses `header` checks `header` first, and a
/// member reached again while it is being checked is the recursion Swift rejects.
final class TypeChecker {
  let model: SemanticModel
  var sdk: SDK { model.sdk }
  var diagnostics: [Diagnostic] = []
  let facts: TypeFacts
  /// While positive, diagnostics are dropped: overload resolution probes arguments quietly.
  var quiet = 0
  /// While positive, diagnostics are dropped but facts are kept: code read only so that the
  /// evaluator can compute it (a default argument, a value's getter), not checked.
  var muted = 0
  /// Whether a diagnostic found now is reported.
  var reports: Bool { quiet == 0 && muted == 0 }
  /// What tolerant files assumed so far (`Assumptions.swift`), each name reported once.
  var assumptionLog = AssumptionLog()
  var templates: [String: SwiftType] = [:]
  var sdkOverloads = SDKOverloads()
  var memberState: [String: MemberState] = [:]
  /// `TypeSize.prettyLength` of each member's type, by the key of `memberState`.
  var memberPrettyLengths: [String: Int] = [:]
  /// The generic arguments written on the view being initialised (`Row<EmptyView>(…)`).
  var explicitGenerics: [String: SwiftType] = [:]
  /// Globals whose type is inferred or being inferred from their initial value (`globalType`).
  var globalTypes: [String: MemberState] = [:]
  var globalDepth = 0
  /// Globals initialised from globals initialised from ...: deeper than this is refused.
  static let globalChainLimit = 400
  var checkedData: Set<String> = []
  /// Functions returning data whose bodies have been checked (`key#overload`).
  var checkedFunctions: Set<String> = []
  /// The first expression (innermost first) typed with an error, for `reportSilentErrors`.
  var firstUntyped: (range: SourceRange, file: SourceFile)?
  /// Stored properties' types inferred from their initial values, by `View.property`: a
  /// property used twice by the next one would otherwise be re-inferred 2^n times.
  var storedTypes: [String: MemberState] = [:]
  /// How many `extension View` helpers and initializer delegations (an app's initializer of a
  /// SwiftUI view calling another) are being typed inside one another: one that reaches itself
  /// stops at `helperDepthLimit`.
  var helperDepth = 0
  var aliasDepth = 0
  /// The view type written as the result of the member being checked (`var icon: Image`),
  /// which an implicit member in its body names (`.init(systemName:)`); nil for `some View`.
  var writtenViewType: SwiftType?
  /// Default argument values read so far (`readDefaultArguments`), each once.
  var readDefaults: Set<ObjectIdentifier> = []
  /// In a check reusing the previous one (`IncrementalCheck`): the views, globals (by key) and
  /// previews (their types, by index) of the files the edit cannot change, whose facts and
  /// memoised types were carried over and are not checked again.
  var reusedViews: Set<String> = []
  var reusedGlobals: Set<String> = []
  var reusedPreviewTypes: [Int: SwiftType] = [:]
  /// The members (`memberState` keys) whose type code outside their view read (`row.header`):
  /// a later check that finds another type for one must check its readers again.
  var crossReads: Set<String> = []
  /// The declaration being checked: a view's name, `#Preview i`, `global KEY`, or the memo key of
  /// a body checked on first use (a function's, a helper's) while that body is checked.
  var currentUnit = "" {
    didSet { if currentUnit != oldValue { unitStarts.append((currentUnit, diagnostics.count)) } }
  }
  /// Where each stretch of `diagnostics` reported while one declaration was being checked
  /// starts (`currentUnit`), from the start of `checkAll`: a later check that reuses a
  /// declaration carries its diagnostics (`diagnosticsByUnit`).
  private var unitStarts: [(unit: String, index: Int)] = []

  /// The diagnostics `checkAll` reported, by the declaration being checked when each was.
  func diagnosticsByUnit() -> [String: [Diagnostic]] {
    var byUnit: [String: [Diagnostic]] = [:]
    for (k, start) in unitStarts.enumerated() {
      let end = k + 1 < unitStarts.count ? unitStarts[k + 1].index : diagnostics.count
      if start.index < end { byUnit[start.unit, default: []] += diagnostics[start.index..<end] }
    }
    return byUnit
  }
  /// For each body checked on first use, by its memo key, the declarations that reached it: a
  /// later check reusing this one keeps its facts only while one of them still does.
  var reachedBy: [String: Set<String>] = [:]

  /// Notes that the declaration being checked reaches the body `key`, which becomes the one
  /// being checked; returns the previous one, for the caller to restore.
  func enterBody(_ key: String) -> String {
    reachedBy[key, default: []].insert(currentUnit)
    defer { currentUnit = key }
    return currentUnit
  }

  enum MemberState {
    case checking
    case done(SwiftType)
  }

  init(model: SemanticModel, facts: TypeFacts = TypeFacts()) {
    self.model = model
    self.facts = facts
  }

  func checkAll() -> [MemberType] {
    var result: [MemberType] = []
    unitStarts = [(currentUnit, diagnostics.count)]
    checkGlobals()
    currentUnit = ""
    var printedMembers = 0
    var membersOverLimit = false
    for name in model.viewOrder + model.modifierOrder {
      guard let view = model.views[name] else { continue }
      currentUnit = name
      if reusedViews.contains(name) { typeContext = name } else { checkStoredProperties(view) }
      for member in view.members {
        var type = memberType(view, member)
        // `--types` prints every member: their printed sizes together are bounded too. The
        // length was counted when the member was checked (a walk of the whole type: a tenth of
        // checking a 100,000-view body).
        printedMembers += memberPrettyLengths[view.name + "." + member.displayName] ?? TypeSize.prettyLength(type) ?? 0
        if printedMembers > TypeSize.allMembersLimit {
          if !membersOverLimit {
            currentFile = view.file
            emit(SemaDiagnostics.typeTooLarge(TypeSize.allMembersLimit), member.nameRange)
          }
          membersOverLimit = true  // reported at the first member past it; the rest are not printed
          type = .error
        }
        result.append(MemberType(view: name, member: member.displayName, type: type, file: view.file.path, range: member.nameRange))
      }
    }
    typeContext = nil
    for (i, preview) in model.previews.enumerated() {
      currentUnit = "#Preview \(i)"
      if let t = reusedPreviewTypes[i] {
        facts.previewTypes[i] = t
        continue
      }
      currentFile = preview.file
      typeContext = preview.context
      let scope = Scope(view: nil, file: preview.file)
      let t = buildBody(preview.body, scope: scope, isBuilder: true, range: preview.range)
      facts.previewTypes[i] = bounded(t, preview.range)
    }
    typeContext = nil
    currentUnit = ""
    return result
  }

  // MARK: Diagnostics

  /// The invariant: every member has a type or an error diagnostic. A type the checker
  /// could not infer is `.error`, which is otherwise silent (an error was meant to be reported
  /// where it arose); when no error was reported at all, the first expression left untyped
  /// gets one, so a spec is never accepted with a member missing from the report.
  func reportSilentErrors(_ members: [MemberType]) {
    guard !diagnostics.contains(where: { $0.severity == .error }) else { return }
    if let (range, file) = firstUntyped {
      emit(SemaDiagnostics.untyped("this expression"), range, file: file)
      return
    }
    if let m = members.first(where: { $0.type.containsError }), let view = model.views[m.view] {
      emit(SemaDiagnostics.untyped("'\(m.member)'"), m.range, file: view.file)
      return
    }
    for (i, preview) in model.previews.enumerated() where facts.previewTypes[i]?.containsError ?? false {
      emit(SemaDiagnostics.untyped("this preview"), preview.range, file: preview.file)
      return
    }
  }

  /// `reportSilentErrors` in a module with errors: each member or preview left with an error
  /// type, outside what the errors already skip, is reported at its name. True when any was.
  func reportSilentErrors(_ members: [MemberType], outside containment: Containment) -> Bool {
    var reported = false
    for m in members where m.type.containsError {
      guard let view = model.views[m.view], !containment.isSkipped(view) else { continue }
      emit(SemaDiagnostics.untyped("'\(m.member)'"), m.range, file: view.file)
      reported = true
    }
    for (i, preview) in model.previews.enumerated() where !containment.skippedPreviews.contains(i) && facts.previewTypes[i]?.containsError ?? false {
      emit(SemaDiagnostics.untyped("this preview"), preview.range, file: preview.file)
      reported = true
    }
    return reported
  }

  /// Records an expression's type; remembers the first one left untyped. Code read muted keeps
  /// no type resting on an assumption or an error: the evaluator computes such a name by itself
  /// there, and what it could not type is not reported.
  func record(_ t: SwiftType, of e: Expr, in file: SourceFile) {
    guard quiet == 0, muted == 0 || !(t.containsAssumption || t.containsError) else { return }
    facts.types[ObjectIdentifier(e)] = t
    if firstUntyped == nil, t.containsError { firstUntyped = (e.range, file) }
  }

  /// Records that `e`'s value rests on the assumption `root`, unless read muted (`record`).
  func noteAssumed(_ root: String, of e: Expr) {
    guard muted == 0 else { return }
    facts.assumed[ObjectIdentifier(e)] = root
  }

  func emit(_ message: DiagnosticMessage, _ range: SourceRange?, file: SourceFile? = nil, suggestion: String? = nil, notes: [Note] = []) {
    guard reports, !assumptionLog.suppresses(message, range, (file ?? currentFile)?.path) else { return }
    var notes = notes
    var fixIts: [FixIt] = []
    if let suggestion, var fixRange = range {
      // `.rde` → `red`: the replacement covers the name, not the implicit member's dot.
      if let f = file ?? currentFile, fixRange.start.offset < fixRange.end.offset, fixRange.start.offset < f.bytes.count,
        f.bytes[fixRange.start.offset] == UInt8(ascii: "."), !suggestion.hasPrefix(".")
      {
        fixRange = f.range(fixRange.start.offset + 1, fixRange.end.offset)
      }
      notes.insert(Note("did you mean '\(suggestion)'?", file: (file ?? currentFile)?.path, range: fixRange), at: 0)
      fixIts.append(FixIt(range: fixRange, replacement: suggestion))
    }
    diagnostics.append(message.at(range, in: file ?? currentFile, notes: notes, fixIts: fixIts))
  }

  /// The file of the declaration being checked (set while walking a view or preview).
  var currentFile: SourceFile?
  /// The qualified name of the type whose declaration is being checked: where unqualified
  /// type names are looked up first (`Inner` inside `Outer` is `Outer.Inner`).
  var typeContext: String?

  /// The declared type (view, data or enum) `name` means here, by its qualified name.
  /// `model.typeKey`'s answer; a name no nested type ends with (`Text`, `Item`) is looked up
  /// once, not once per enclosing type (a fifth of checking a 100,000-Text stack).
  func declaredType(_ name: String) -> String? {
    // A file's own private type of a name another file's has (`SemanticModel.filePrivateTypes`).
    if !model.filePrivateTypes.isEmpty, let file = currentFile, let key = model.filePrivateTypes[file.path]?[name] {
      if typeContext != nil, typeNames.isNestedTypeName(name), let nested = model.typeKey(name, in: typeContext), nested != name { return nested }
      return key
    }
    guard typeContext == nil || !typeNames.isNestedTypeName(name) else { return model.typeKey(name, in: typeContext) }
    return typeNames.all.contains(name) ? name : nil
  }

  /// The model's type names, gathered once: declarations are complete before checking starts.
  private(set) lazy var typeNames = DeclaredTypeNames(model)

  func template(_ text: String) -> SwiftType {
    if let t = templates[text] { return t }
    let t = TypeTemplate.parse(text)
    templates[text] = t
    return t
  }

  // MARK: Members

  /// The stored properties' declared types and initializers are checked once per view.
  func checkStoredProperties(_ view: ViewInfo) {
    currentFile = view.file
    typeContext = view.name
    let generics = Set(view.genericParameters)
    for p in view.storedProperties {
      checkEnvironmentProperty(p)
      let declared = p.decl.type.map { initialValueType($0, generics: generics) }
      recordAssumedProperty(p, view)
      if let e = p.decl.initializer {
        let t = checkValue(e, Scope(view: view, file: view.file), expected: declared)
        if let declared, !compatible(t, declared) {
          emit(SemaDiagnostics.cannotConvert(TypePrinter.print(t), TypePrinter.print(declared)), e.range)
        }
      }
    }
    // In declaration order, not the dictionary's (which varies with the hash seed): the first
    // expression left untyped is the one reported.
    let inFile = model.dataTypes.values.filter { $0.file === view.file }
    for data in inFile.sorted(by: { $0.decl.range.start.offset < $1.decl.range.start.offset }) where !checkedData.contains(data.name) {
      checkedData.insert(data.name)
      checkDataType(data)
    }
  }

  /// Top-level `let`/`var` initializers, checked once out loud (uses infer their types
  /// quietly, in `globalType`), so an error inside one is reported where it is.
  func checkGlobals() {
    let (saved, savedContext) = (currentFile, typeContext)
    defer { (currentFile, typeContext) = (saved, savedContext) }
    let globals = model.globals.sorted { ($0.value.file.path, $0.value.decl.range.start.offset) < ($1.value.file.path, $1.value.decl.range.start.offset) }
    // Types first, quietly and memoised as every use does (cycles and over-deep chains are
    // reported there, once); then each initializer out loud, with its uses already typed.
    for (key, g) in globals where g.decl.type == nil {
      currentUnit = "global " + key
      if let e = g.decl.initializer { _ = globalType(key, e, g.file, at: g.decl.nameRange, in: g.file) }
    }
    for (key, g) in globals where !reusedGlobals.contains(key) {
      guard let e = g.decl.initializer else { continue }
      currentUnit = "global " + key
      // A static's initializer finds its type's other statics unqualified (`spacing / 2`).
      (currentFile, typeContext) = (g.file, g.context)
      let declared = g.decl.type.map { initialValueType($0, generics: []) }
      let t = isViewExpression(e, Scope(view: nil, file: g.file))
        ? checkView(e, Scope(view: nil, file: g.file)) : checkValue(e, Scope(view: nil, file: g.file), expected: declared)
      if let declared, !compatible(t, declared) {
        emit(SemaDiagnostics.cannotConvert(TypePrinter.print(t), TypePrinter.print(declared)), e.range)
      }
    }
  }

  /// Data structs: property types resolve, initializers fit their annotations.
  func checkDataType(_ data: DataInfo) {
    let (saved, savedContext) = (currentFile, typeContext)
    currentFile = data.file
    typeContext = data.name
    defer { (currentFile, typeContext) = (saved, savedContext) }
    for p in data.storedProperties {
      let declared = p.decl.type.map { initialValueType($0, generics: []) }
      if let e = p.decl.initializer { _ = checkValue(e, Scope(view: nil, file: data.file), expected: declared) }
    }
    for v in data.computedProperties {
      if let t = v.type { _ = resolve(t, generics: []) }
    }
    checkClassInitializers(data)
  }

  func memberType(_ view: ViewInfo, _ member: ViewMember) -> SwiftType {
    let key = view.name + "." + member.displayName
    if typeContext != view.name { crossReads.insert(key) }
    switch memberState[key] {
    case .done(let t)?: return t
    case .checking?:
      return .error  // reported by the caller that closed the cycle
    case nil: break
    }
    memberState[key] = .checking
    let (savedFile, savedContext, savedUnit) = (currentFile, typeContext, currentUnit)
    currentFile = view.file
    typeContext = view.name
    currentUnit = view.name
    var scope = Scope(view: view, file: view.file)
    if case .function(let f) = member.kind {
      let generics = Set(view.genericParameters)
      for p in f.parameters {
        // `content` in a ViewModifier's `body(content:)`: `_ViewModifier_Content<Self>`.
        if view.isModifier, case .named(["Content"], _) = p.type.kind {
          scope.locals[p.name] = .nominal("_ViewModifier_Content", [.nominal(view.name, [])])
          continue
        }
        // `children` in a variadic root's `body(children:)`.
        if Self.isChildrenType(p.type) {
          scope.locals[p.name] = .nominal(Self.childrenType, [])
          continue
        }
        // `configuration` in a style's `makeBody(configuration:)`.
        if let configuration = view.styleConfiguration, case .named(["Configuration"], _) = p.type.kind {
          scope.locals[p.name] = .nominal(configuration, [])
          continue
        }
        scope.locals[p.name] = resolve(p.type, generics: generics)
      }
    }
    // A member's type is printed by `--types` (also `--pretty`): both forms must fit.
    let built = concreteMemberType(member, scope, generics: Set(view.genericParameters))
      ?? buildBody(member.body, scope: scope, isBuilder: member.isViewBuilder, range: member.nameRange)
    var type = bounded(built, member.nameRange)
    if let length = TypeSize.prettyLength(type) {
      memberPrettyLengths[key] = length
    } else {
      emit(SemaDiagnostics.typeTooLarge(TypeSize.prettyLimit), member.nameRange)
      type = .error
    }
    (currentFile, typeContext, currentUnit) = (savedFile, savedContext, savedUnit)
    memberState[key] = .done(type)
    return type
  }

  /// `t`, or `.error` after reporting at `range` when its printed form passes the limit
  /// (`TypeSize`): every type the checker keeps is then small enough to print, hash and compare.
  func bounded(_ t: SwiftType, _ range: SourceRange) -> SwiftType {
    guard TypeSize.printedLength(t) == nil else { return t }
    emit(SemaDiagnostics.typeTooLarge(TypeSize.printedLimit), range)
    return .error
  }

  /// Type of a member referenced from another body; reports a cycle at the reference.
  func referencedMemberType(_ view: ViewInfo, _ member: ViewMember, at range: SourceRange) -> SwiftType {
    let key = view.name + "." + member.displayName
    if case .checking? = memberState[key] {
      emit(SemaDiagnostics.recursiveOpaque("some View"), range,
        notes: [Note("'\(member.displayName)' is used in its own definition", file: currentFile?.path, range: member.nameRange)])
      return .error
    }
    return memberType(view, member)
  }
}

/// Per-expression facts recorded for later stages (the evaluator and the linter).
///
/// The tables are `@exclusivity(unchecked)`: the evaluator reads them for nearly every
/// expression, and a checked read costs a run-time check each time. Only the checker writes them, one entry
/// at a time, before any reader exists; none is ever lent out while being read.
public final class TypeFacts: @unchecked Sendable {
  /// The type inferred for view and value expressions, by node identity.
  @exclusivity(unchecked) public internal(set) var types = IdentityTable<SwiftType>()
  /// The catalog overload each call resolved to.
  @exclusivity(unchecked) public internal(set) var calls = IdentityTable<ResolvedCall>()
  /// The type of each `#Preview` body, by preview index.
  public internal(set) var previewTypes: [Int: SwiftType] = [:]
  /// The static property or function an expression reads or calls (`Theme.spacing`,
  /// `makeItems()`), by node identity.
  @exclusivity(unchecked) public internal(set) var references = IdentityTable<DeclarationReference>()

  public func reference(_ e: Expr) -> DeclarationReference? { references[ObjectIdentifier(e)] }
  /// The standard-library member or function a member access or call resolved to
  /// (`Builtins`), by node identity: the evaluator computes it by this id.
  @exclusivity(unchecked) public internal(set) var builtins = IdentityTable<BuiltinID>()
  public func builtin(_ e: Expr) -> BuiltinID? { builtins[ObjectIdentifier(e)] }
  /// The assumption an expression's value rests on (`AppTheme` for `AppTheme.accent`), for
  /// expressions a tolerant file assumes: the evaluator makes them opaque values.
  @exclusivity(unchecked) public internal(set) var assumed = IdentityTable<String>()
  public func assumption(_ e: Expr) -> String? { assumed[ObjectIdentifier(e)] }
  /// Stored properties of an assumed type with no value to evaluate (`@EnvironmentObject var
  /// store: Store`, `@Environment(\.dismiss) var dismiss`), by `View.property`: opaque values.
  public internal(set) var assumedProperties: [String: String] = [:]
  /// False while nothing was assumed (every strict spec): later stages skip their checks.
  public internal(set) var hasAssumptions = false

  public func type(of e: Expr) -> SwiftType? { types[ObjectIdentifier(e)] }
  public func call(_ e: Expr) -> ResolvedCall? { calls[ObjectIdentifier(e)] }
}

/// A static property or a function returning data, by its key in `SemanticModel.globals` or
/// `SemanticModel.functions`, with the overload a call chose.
public enum DeclarationReference: Sendable, Hashable {
  case staticProperty(String)
  case function(String, overload: Int)
  /// An initializer the app adds to a SwiftUI value type (`extension EdgeInsets { init(…) }`),
  /// by the type's name and its index in `SemanticModel.extensionInitializers`.
  case extensionInitializer(String, index: Int)
  /// The declared initializer of a module's own data type that a call chose among overloads
  /// of the same labels (`init?(_: Int?, _: Int?)` beside `init(_: Int, _: Int)`), by the
  /// type's name and its index among its extensions' then its own initializers.
  case declaredInitializer(String, index: Int)
}

/// A call resolved against the catalog or a user view.
public struct ResolvedCall: Sendable {
  public enum Target: Sendable {
    case catalogView(String)
    case modifier(String)
    case userView(String)
    case member(String)
    /// `EmptyStateView.noActivities()`: a static function of a view type (by its key) that
    /// makes a view, by name and overload (`SemanticModel.viewFactories`).
    case staticMember(type: String, name: String, overload: Int)
    /// `.modifier(Card())`: the `ViewModifier` struct's `body(content:)` around the receiver.
    case viewModifier(String)
    /// An `extension View` helper (`.card()`), by name and overload.
    case viewExtension(String, overload: Int)
    /// A view initializer a tolerant file assumes (`KFImage(url)`): an opaque view whose
    /// trailing closures, if any, are its content.
    case assumedView(String)
    /// A modifier a tolerant file assumes (`.shimmering()`): a layout pass-through.
    case assumedModifier(String)
    /// `Triangle()`: a `Shape` struct the module declares, by its key (AppShapes).
    case appShape(String)
    /// `FlowLayout(…) { … }`: a declared `Layout` struct called with its content (CustomLayouts).
    case customLayout(String)
    /// `layout { … }` of a local holding a layout value of the named type (CustomLayouts).
    case layoutValueCall(String)
    /// `_VariadicView.Tree(Root()) { … }` with the declared root (VariadicViews).
    case variadicTree(String)
    /// iOS 18's `ForEach(subviews:)` or `Group(subviews:)`, by the view's name (VariadicViews).
    case containerSubviews(String)
    /// `Section("a", systemImage: "b") { … }` reaching an initializer the module declares in
    /// an extension of a SwiftUI view: the view's name and the initializer's index in
    /// `SemanticModel.extensionInitializers` (CatalogViewExtensionInitializers).
    case extensionInitializer(String, index: Int)
  }
  public var target: Target
  public var overload: Overload?
  /// Arguments by parameter index (for catalog calls), so later stages read them by role.
  public var argumentIndices: [Int: Int]
  /// The declared `init` of a user view the call reaches (in its declaration or an
  /// extension); nil for its memberwise initializer.
  public var initializer: FunctionDecl? = nil
}

/// Names visible while checking an expression.
struct Scope {
  var view: ViewInfo?
  var file: SourceFile
  var locals: [String: SwiftType] = [:]
  /// The type of `$0` inside a shorthand closure.
  var shorthand: SwiftType? = nil
  /// What calling a closure-typed local gives, where its argument's closure was typed:
  /// `transform(self)` in `func if<C: View>(_ c: Bool, transform: (Self) -> C)`.
  var callResults: [String: SwiftType] = [:]
  /// Functions declared in the enclosing bodies, by name, from their declaration on.
  var localFunctions: [String: FunctionDecl] = [:]

  init(view: ViewInfo?, file: SourceFile) {
    self.view = view
    self.file = file
  }
}
