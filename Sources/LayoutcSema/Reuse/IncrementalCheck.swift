import LayoutcCatalog
import LayoutcSource
import LayoutcSyntax

/// A check of a module after an edit that reuses the previous check's work on the files the
/// edit cannot change, with the result a full check gives.
///
/// It applies when the edited files declare what they declared before (`DeclarationFingerprint`:
/// the edit is inside bodies) and neither check notes an assumption (`ReusableCheck`).
/// The declare pass runs again over every file (a few per cent of a check). The files checked
/// again are the edited ones and those that spell a name the edited ones declare
/// (`FileNames`): a body that calls an edited helper or initializer reads the edited body. Every
/// other view, global, function and preview keeps its memoised type, its facts (facts are
/// keyed by syntax node, and an unchanged file keeps its nodes) and its diagnostics; what the
/// errors keep from the later stages is made again from all of them, as a full check does.
///
/// Otherwise, or when the result could differ from a full check's, it gives up (nil) and the
/// caller checks in full: when an edited member's type changed and code outside its view read
/// it, when a stored property's or global's inferred type changed, when a body checked on first
/// use is no longer reached by any declaration (a full check would have no facts about it),
/// when a kept fact still names an initializer of an edited file's previous text, when a kept
/// diagnostic lies outside its declaration's file, when the new check notes an assumption, or
/// when a module without errors has an expression typed with an error (the first one in the
/// order of checking is reported).
struct IncrementalCheck {
  let previous: ReusableCheck
  let files: [SourceFileSyntax]
  let sdk: SDK
  let imported: Set<String>
  /// Indices of the files whose syntax changed.
  let changed: [Int]

  init?(previous: ReusableCheck, files: [SourceFileSyntax], sdk: SDK, parseErrors: [Diagnostic], imported: Set<String>) {
    guard parseErrors.isEmpty, sdk == previous.result.model.sdk, imported == previous.imported, files.count == previous.trees.count else { return nil }
    var changed: [Int] = []
    for (i, (new, old)) in zip(files, previous.trees).enumerated() {
      guard new.file.path == old.file.path else { return nil }
      if new.file === old.file, new.declarations.count == old.declarations.count, zip(new.declarations, old.declarations).allSatisfy({ $0 === $1 }) {
        continue
      }
      // The same bytes parsed into other declarations: another platform or configuration.
      guard new.file !== old.file, DeclarationFingerprint.of(new) == DeclarationFingerprint.of(old) else { return nil }
      changed.append(i)
    }
    self.previous = previous
    self.files = files
    self.sdk = sdk
    self.imported = imported
    self.changed = changed
  }

  func run() -> (result: SemaResult, reusable: ReusableCheck?)? {
    guard !changed.isEmpty else { return (previous.result, previous) }
    let model = SemanticModel(sdk: sdk)
    var declare = Declare(model: model, imported: imported)
    declare.run(files)

    // The files to check again: the edited ones and those naming what they declare.
    var mentioned = previous.mentioned
    var exported: Set<String> = []
    for i in changed { exported.formUnion(FileNames.declared(in: files[i], model: model)) }
    var dirty = Set(changed.map { files[$0].file.path })
    for tree in files where !dirty.contains(tree.file.path) {
      let path = tree.file.path
      if mentioned[path]?.file !== tree.file { mentioned[path] = (tree.file, FileNames.mentioned(in: tree.file)) }
      if exported.contains(where: mentioned[path]!.words.contains) { dirty.insert(path) }
    }
    for i in changed { mentioned[files[i].file.path] = nil }
    let dirtyTypes = files.filter { dirty.contains($0.file.path) }.reduce(into: Set<String>()) { $0.formUnion(FileNames.types(in: $1)) }
    let isClean = { (file: SourceFile) in !dirty.contains(file.path) }
    let ownerIsClean = { (owner: String) -> Bool in
      guard !dirtyTypes.contains(owner), let file = model.views[owner]?.file ?? model.dataTypes[owner]?.file ?? model.enums[owner]?.file else { return false }
      return isClean(file)
    }
    let globalIsClean = { (key: String) -> Bool in
      guard let g = model.globals[key] else { return false }
      return isClean(g.file) && !(g.context.map(dirtyTypes.contains) ?? false)
    }

    var reusedPreviewTypes: [Int: SwiftType] = [:]
    let oldPreviews = previous.result.model.previews
    if oldPreviews.count == model.previews.count {
      for (i, (new, old)) in zip(model.previews, oldPreviews).enumerated() where isClean(new.file) && Self.sameStatements(new.body, old.body) {
        reusedPreviewTypes[i] = previous.result.facts.previewTypes[i]
      }
    }

    let checker = TypeChecker(model: model, facts: carriedFacts(dirty: dirty, reusedPreviews: Set(reusedPreviewTypes.keys)))
    checker.diagnostics = declare.diagnostics
    let memo = previous.memo
    let reusedViews = Set(model.views.keys.filter(ownerIsClean))
    checker.facts.assumedProperties = previous.result.facts.assumedProperties.filter { reusedViews.contains(Self.owner($0.key)) }
    for (key, state) in memo.memberState where ownerIsClean(Self.owner(key)) {
      checker.memberState[key] = state
      checker.memberPrettyLengths[key] = memo.memberPrettyLengths[key]
    }
    for (key, state) in memo.storedTypes where ownerIsClean(Self.owner(key)) { checker.storedTypes[key] = state }
    for (key, state) in memo.globalTypes where globalIsClean(key) { checker.globalTypes[key] = state }
    checker.checkedFunctions = memo.checkedFunctions.filter { key in
      functionFile(key, model).map { !dirty.contains($0.path) && !($0.context.map(dirtyTypes.contains) ?? false) } ?? false
    }
    checker.checkedData = memo.checkedData.filter(ownerIsClean)
    checker.crossReads = memo.crossReads
    checker.reusedViews = reusedViews
    checker.reusedGlobals = Set(model.globals.keys.filter(globalIsClean))
    checker.reusedPreviewTypes = reusedPreviewTypes
    let seeded = (members: Set(checker.memberState.keys), stored: Set(checker.storedTypes.keys), globals: Set(checker.globalTypes.keys))
    // What runs again: its reaches are recorded anew.
    var rerun = Set(model.views.keys).subtracting(checker.reusedViews)
    rerun.formUnion(model.previews.indices.filter { reusedPreviewTypes[$0] == nil }.map { "#Preview \($0)" })
    rerun.formUnion(model.globals.keys.filter { !checker.reusedGlobals.contains($0) }.map { "global " + $0 })
    let onDemand = memo.checkedFunctions.union(memo.memberState.keys.filter { model.views[Self.owner($0)] == nil })
    rerun.formUnion(onDemand.filter { !checker.checkedFunctions.contains($0) && !seeded.members.contains($0) })

    let members = checker.checkAll()
    guard checker.assumptionLog.isEmpty else { return nil }
    // A type computed again that others read must be what they read.
    for (key, state) in checker.memberState where !seeded.members.contains(key) && Self.differs(state, memo.memberState[key]) {
      if model.views[Self.owner(key)] == nil || checker.crossReads.contains(key) { return nil }
    }
    for (key, state) in checker.storedTypes where !seeded.stored.contains(key) && Self.differs(state, memo.storedTypes[key]) { return nil }
    for (key, state) in checker.globalTypes where !seeded.globals.contains(key) && Self.differs(state, memo.globalTypes[key]) { return nil }
    if namesReplacedInitializer(checker.facts) { return nil }
    guard let reachedBy = liveReaches(checker, model, rerun: rerun, onDemand: onDemand, dirty: dirty) else { return nil }
    checker.reachedBy = reachedBy
    guard let kept = keptDiagnostics(model, rerun: rerun) else { return nil }
    var reusable = ReusableCheck.Memo(checker)
    // A declaration not checked again reported nothing again.
    guard !kept.keys.contains(where: { reusable.diagnostics[$0] != nil }) else { return nil }
    reusable.diagnostics.merge(kept) { _, kept in kept }
    reusable.hadUntyped = reusable.hadUntyped || previous.memo.hadUntyped
    checker.diagnostics += kept.keys.sorted().flatMap { kept[$0]! }
    guard checker.diagnostics.contains(where: { $0.severity == .error }) || !reusable.hadUntyped else { return nil }

    let result = Sema.finish(checker, members, files, parseErrors: [], imported: imported)
    let next = ReusableCheck(files, result: result, imported: imported, memo: reusable, filesChecked: dirty.count, mentioned: mentioned)
    return (result, next)
  }

  /// The previous check's diagnostics of the declarations not checked again, by declaration;
  /// nil when one lies outside the file of its declaration (reported while checking another
  /// declaration's code, it may be missing from a full check or in it twice).
  private func keptDiagnostics(_ model: SemanticModel, rerun: Set<String>) -> [String: [Diagnostic]]? {
    var kept: [String: [Diagnostic]] = [:]
    for (unit, diagnostics) in previous.memo.diagnostics where !unit.isEmpty && !rerun.contains(unit) {
      guard let path = unitFile(unit, model), diagnostics.allSatisfy({ $0.file == path }) else { return nil }
      kept[unit] = diagnostics
    }
    return kept
  }

  /// The file declaring a declaration checked on its own (`TypeChecker.currentUnit`).
  private func unitFile(_ unit: String, _ model: SemanticModel) -> String? {
    if let view = model.views[unit] { return view.file.path }
    if unit.hasPrefix("global ") { return model.globals[String(unit.dropFirst(7))]?.file.path }
    if unit.hasPrefix("#Preview "), let i = Int(unit.dropFirst(9)), model.previews.indices.contains(i) { return model.previews[i].file.path }
    return functionFile(unit, model)?.path
  }

  /// The previous check's facts without those about the files checked again (the edited files'
  /// previous syntax; the checker reads a view expression's recorded type as its memo) and
  /// about previews whose statements the declare pass made anew (`@Previewable`, a
  /// `PreviewProvider`'s), whose nodes are not in the new trees.
  private func carriedFacts(dirty: Set<String>, reusedPreviews: Set<Int>) -> TypeFacts {
    var removed: Set<ObjectIdentifier> = []
    let walker = ASTWalker(
      expr: { removed.insert(ObjectIdentifier($0)) },
      decl: { d in
        for a in Self.attributes(d) { for argument in a.arguments ?? [] { removed.insert(ObjectIdentifier(argument.value)) } }
      })
    for tree in previous.trees where dirty.contains(tree.file.path) { walker.walk(tree) }
    for (i, p) in previous.result.model.previews.enumerated() where !reusedPreviews.contains(i) { walker.walk(p.body) }
    let old = previous.result.facts
    let facts = TypeFacts()
    (facts.types, facts.calls, facts.references, facts.builtins, facts.assumed) = (old.types, old.calls, old.references, old.builtins, old.assumed)
    facts.types.remove(removed)
    facts.calls.remove(removed)
    facts.references.remove(removed)
    facts.builtins.remove(removed)
    facts.assumed.remove(removed)
    // A flag that only lets later stages skip looking for assumptions: kept set when the
    // previous check set it, though the assumption may have been in an edited body.
    facts.hasAssumptions = old.hasAssumptions
    return facts
  }

  /// The reaches of bodies checked on first use: the previous check's, but for those of what ran
  /// again, with this check's. Nil when a body the previous check had checked and this one did
  /// not keep is reached but was not checked again (only code not checked again reaches it),
  /// or is not reached and its facts may be kept (a full check would have none).
  private func liveReaches(
    _ checker: TypeChecker, _ model: SemanticModel, rerun: Set<String>, onDemand: Set<String>, dirty: Set<String>
  ) -> [String: Set<String>]? {
    var reachedBy = checker.reachedBy
    for (key, reachers) in previous.memo.reachedBy { reachedBy[key, default: []].formUnion(reachers.subtracting(rerun)) }
    var reaches: [String: [String]] = [:]
    for (key, reachers) in reachedBy { for r in reachers { reaches[r, default: []].append(key) } }
    var pending = [""] + model.views.keys + model.previews.indices.map { "#Preview \($0)" } + model.globals.keys.map { "global " + $0 }
    var live = Set(pending)
    while let unit = pending.popLast() {
      for key in reaches[unit] ?? [] where live.insert(key).inserted { pending.append(key) }
    }
    for key in onDemand where !live.contains(key) || rerun.contains(key) {
      if live.contains(key) {
        guard checker.checkedFunctions.contains(key) || checker.memberState[key] != nil else { return nil }
      } else {
        guard rerun.contains(key), let path = functionFile(key, model)?.path, dirty.contains(path) else { return nil }
      }
    }
    return reachedBy
  }

  /// Whether a carried fact still names an initializer of an edited file's previous text (a
  /// call resolved to it from a file not checked again): the new text's must be resolved.
  private func namesReplacedInitializer(_ facts: TypeFacts) -> Bool {
    var replaced: Set<ObjectIdentifier> = []
    let walker = ASTWalker(decl: { d in
      if case .function(let f) = d.kind, f.name == "init", let first = f.body.first { replaced.insert(ObjectIdentifier(first)) }
    })
    for i in changed { walker.walk(previous.trees[i]) }
    guard !replaced.isEmpty else { return false }
    return facts.calls.contains { call in call.initializer?.body.first.map { replaced.contains(ObjectIdentifier($0)) } ?? false }
  }

  private static func attributes(_ d: Decl) -> [Attribute] {
    switch d.kind {
    case .variable(let v): v.attributes
    case .function(let f): f.attributes + f.parameters.flatMap(\.attributes)
    case .type(let t): t.attributes
    default: []
    }
  }

  /// The file and type declaring a body memoised in `checkedFunctions` (a function's, a
  /// helper's, a value type's initializer's); nil for another key, whose body is then checked
  /// again wherever it is reached.
  private func functionFile(_ key: String, _ model: SemanticModel) -> (path: String, context: String?)? {
    if key.hasPrefix("init#"), let at = key.firstIndex(of: "@") { return (String(key[key.index(after: at)...]), nil) }
    // A value's getter read on first use (`ValueGetters`): `Owner.name#getter`.
    if key.hasSuffix(TypeChecker.getterMemoSuffix), let dot = key.lastIndex(of: ".") {
      let owner = String(key[..<dot])
      guard let file = model.dataTypes[owner]?.file ?? model.enums[owner]?.file else { return nil }
      return (file.path, owner)
    }
    guard let hash = key.lastIndex(of: "#"), let index = Int(key[key.index(after: hash)...]) else { return nil }
    let base = String(key[..<hash])
    let info = base.hasPrefix("View.") ? model.viewExtensions[String(base.dropFirst(5))] : model.functions[base]
    guard let info, info.indices.contains(index) else { return nil }
    return (info[index].file.path, info[index].context)
  }

  /// `Row.body` → `Row`; `Outer.Inner.row(_:)` → `Outer.Inner`.
  static func owner(_ key: String) -> String {
    let name = key.prefix { $0 != "(" }
    return name.lastIndex(of: ".").map { String(name[..<$0]) } ?? ""
  }

  /// Whether a type computed again is not the one the previous check memoised (a type no
  /// check memoised before was read by no one).
  static func differs(_ new: TypeChecker.MemberState, _ old: TypeChecker.MemberState?) -> Bool {
    switch (new, old) {
    case (_, nil): false
    case (.done(let n), .done(let o)?): n != o
    default: true
    }
  }

  static func sameStatements(_ a: [Stmt], _ b: [Stmt]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
  }
}
