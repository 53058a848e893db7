import LayoutcSource
import LayoutcSyntax

/// Which parts of a module its errors keep from the later stages. A compiler reports errors per
/// declaration and checks the rest; layoutc does the same: an error (of the parser or the
/// checker) fails the declaration that holds it (a member of a type, a top-level function or
/// variable, a `#Preview`), and every declaration that uses a failed one is skipped too, with a
/// note naming the chain. A view is skipped when its header, a stored property, an initializer
/// or a member producing a view failed or uses a failed declaration; its other methods
/// (actions) do not stop it unless a view member uses them. Its users are skipped only when its
/// interface (header, stored properties, initializers) failed; where they show a view whose
/// body failed, the evaluator puts an opaque node marked "X has errors". Every other view is
/// evaluated, linted and laid out as if the module had no error.
///
/// Uses are resolved references (`UseResolver`): the declaration a name finds in its scope or
/// in its base's type, never every declaration that shares its spelling. Where no type can be
/// told for a member access's base, every member of that name is a candidate: that skips more
/// rather than less, since a skipped view is reported and a view evaluated over a failed
/// declaration would be a silent wrong answer. The work is linear in the module: each unit is
/// walked once, and failure spreads once along the reversed uses.
public struct Containment: Sendable {
  /// Views not to evaluate, lint or lay out, by qualified name.
  public private(set) var skippedViews: Set<String> = []
  /// Indices into `SemanticModel.previews` not to lay out.
  public private(set) var skippedPreviews: Set<Int> = []
  /// The ranges of failed or skipped declarations, by file path: lint findings in them are
  /// dropped (a rule reading an ill-typed declaration would guess).
  public private(set) var excludedRanges: [String: [SourceRange]] = [:]
  /// A note for each view or preview skipped only because it uses a failed declaration.
  public private(set) var notes: [Diagnostic] = []
  /// Declarations holding a parse error, by file path: the checker's diagnostics in them are
  /// echoes of the parse error.
  var parseFailedRanges: [String: [SourceRange]] = [:]
  /// Failed bodies that do not spread (`containedBody`), by their first statement, with the
  /// names of their declarations.
  private var failedBodies: [ObjectIdentifier: String] = [:]
  /// Failed initial values that do not spread (`containedInitializer`), with their names.
  private var failedInitializers: [ObjectIdentifier: String] = [:]

  /// Nothing is skipped: the module had no error.
  public init() {}

  public var isEmpty: Bool { skippedViews.isEmpty && skippedPreviews.isEmpty && excludedRanges.isEmpty }

  public func isSkipped(_ view: ViewInfo) -> Bool { skippedViews.contains(view.name) }

  /// Whether `range` of the file at `path` lies in a failed or skipped declaration.
  public func isExcluded(_ path: String?, _ range: SourceRange?) -> Bool {
    guard let path, let range, let ranges = excludedRanges[path] else { return false }
    return ranges.contains { $0.start.offset <= range.start.offset && range.start.offset < max($0.end.offset, $0.start.offset + 1) }
  }

  /// - Parameters:
  ///   - errors: every error of the module so far (parser and checker).
  ///   - parseErrors: the parser's, whose declarations' checker diagnostics are echoes.
  ///   - facts: the checker's types of expressions, which resolve member accesses.
  ///   - imported: the files of the modules this one imports. Their declarations are followed
  ///     only where the module's own reach them, and their previews and the views the module
  ///     does not reach are skipped: the rest of a dependency is its own module's concern, and
  ///     resolving it again for every dependent made a library cost as many times as it has
  ///     dependents.
  init(
    files: [SourceFileSyntax], model: SemanticModel, errors: [Diagnostic], parseErrors: [Diagnostic], facts: TypeFacts? = nil,
    imported: Set<String> = []
  ) {
    let located = errors.filter { $0.severity == .error && $0.file != nil && $0.range != nil }
    guard !located.isEmpty else { return }
    var units: [ContainmentUnit] = []
    for f in files {
      for d in f.declarations { ContainmentUnit.collect(d, owner: nil, file: f.file, into: &units) }
    }
    let unitsByFile = Dictionary(grouping: units.indices, by: { units[$0].file.path })
    // The innermost declaration holding each error fails.
    func innermost(_ d: Diagnostic) -> Int? {
      guard let path = d.file, let offset = d.range?.start.offset else { return nil }
      var best: Int?
      // Inclusive of the end: a missing `}` is reported where the declaration ends.
      for i in unitsByFile[path] ?? [] where units[i].range.start.offset <= offset && offset <= units[i].range.end.offset {
        if let b = best, units[b].range.end.offset - units[b].range.start.offset <= units[i].range.end.offset - units[i].range.start.offset { continue }
        best = i
      }
      return best
    }
    // Where each failed unit's errors are, to tell a failed body from a failed signature.
    var errorOffsets: [Int: [Int]] = [:]
    for d in located {
      guard let i = innermost(d) else { continue }
      units[i].failed = true
      errorOffsets[i, default: []].append(d.range!.start.offset)
    }
    // A parse that stopped (too deep, too many errors) left its file's tree cut short anywhere:
    // every declaration of the file fails, and nothing in it is checked out loud.
    let stopped = Set(parseErrors.filter { [SyntaxDiagnostics.nestingTooDeep.id, SyntaxDiagnostics.tooManyErrors.id].contains($0.id) }.compactMap(\.file))
    for i in units.indices where stopped.contains(units[i].file.path) {
      units[i].failed = true
      parseFailedRanges[units[i].file.path, default: []].append(units[i].range)
    }
    for d in parseErrors where d.severity == .error {
      guard let i = innermost(d) else { continue }
      parseFailedRanges[units[i].file.path, default: []].append(units[i].range)
    }

    // In the app's own Swift, a body with errors whose signature stands is contained: its
    // users are checked, and what it would compute is assumed when they run it.
    var contained = Set<Int>()
    for (i, offsets) in errorOffsets where !stopped.contains(units[i].file.path) && units[i].file.strictness == .tolerant {
      if let first = Self.containedBody(units[i], views: model.views)?.first, offsets.allSatisfy({ $0 >= first.range.start.offset }) {
        contained.insert(i)
        failedBodies[ObjectIdentifier(first)] = units[i].displayName
      } else if let value = Self.containedInitializer(units[i], model), offsets.allSatisfy({ $0 >= value.range.start.offset }) {
        contained.insert(i)
        failedInitializers[ObjectIdentifier(value)] = units[i].displayName
      }
    }

    // The view each unit belongs to, and whether the view stands or falls with it.
    let viewsByOwner = Dictionary(model.views.values.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    var essential: [String: [Int]] = [:]  // a view → the units it is evaluated through
    for (i, u) in units.enumerated() {
      if u.isTypeHeader, let q = u.qualifiedName, viewsByOwner[q] != nil {
        essential[q, default: []].append(i)
      } else if !u.isTypeHeader, let owner = u.owner, let view = viewsByOwner[owner],
        // A member producing a view (matched by position: one declared in an extension in
        // another file may match too, which only skips more).
        u.standsForView || view.members.contains(where: { u.contains($0.range.start.offset) })
      {
        essential[owner, default: []].append(i)
      }
    }

    // Uses, reversed: who uses each unit. Only the units the module's own reach are resolved
    // (a view's header reaches the units it is evaluated through): the others lead to no own
    // unit, so what fails through them is the same without them.
    let declarations = ModuleDeclarations(units: units)
    let resolver = UseResolver(declarations: declarations, units: units, facts: facts)
    var uses = Array(repeating: [Int](), count: units.count)
    var reached = units.map { !imported.contains($0.file.path) }
    var pending = units.indices.filter { reached[$0] }
    while let i = pending.popLast() {
      uses[i] = resolver.uses(of: i)
      let evaluatedThrough = units[i].isTypeHeader ? units[i].qualifiedName.flatMap { essential[$0] } ?? [] : []
      for j in uses[i] + evaluatedThrough where !reached[j] {
        reached[j] = true
        pending.append(j)
      }
    }
    var usedBy = Array(repeating: [Int](), count: units.count)
    for i in units.indices { for j in uses[i] { usedBy[j].append(i) } }
    // Failure spreads from each failed unit to its users, breadth first in declaration order:
    // `through[i]` is the unit that made `i` fail, `origin[i]` the failed declaration it leads to.
    var through: [Int?] = Array(repeating: nil, count: units.count)
    var origin: [Int?] = units.indices.map { units[$0].failed ? $0 : nil }
    var queue = units.indices.filter { units[$0].failed && !contained.contains($0) }
    var head = 0
    while head < queue.count {
      let j = queue[head]
      head += 1
      for i in usedBy[j] where origin[i] == nil {
        origin[i] = origin[j]
        through[i] = j
        queue.append(i)
      }
    }

    // Views are visited in declaration order, so the notes name the same declaration on every run.
    var skippedBy: [String: Int] = [:]  // a skipped view → its first failed or skipped unit
    for name in model.viewOrder + model.modifierOrder where viewsByOwner[name] != nil {
      if let i = essential[name, default: []].first(where: { origin[$0] != nil }) { skippedBy[name] = i }
    }
    skippedViews = Set(skippedBy.keys)
    // A dependency's view that the module does not reach is its own module's to evaluate.
    for (name, evaluatedThrough) in essential where imported.contains(viewsByOwner[name]!.file.path) && !evaluatedThrough.contains(where: { reached[$0] }) {
      skippedViews.insert(name)
    }
    for i in units.indices where origin[i] != nil {
      excludedRanges[units[i].file.path, default: []].append(units[i].range)
    }
    /// The chain from unit `i` to the failed declaration it leads to, as notes.
    func chain(from i: Int) -> [Note] {
      var notes: [Note] = []
      var k = i
      while let next = through[k] {
        notes.append(Note("'\(units[k].displayName)' uses '\(units[next].displayName)'", file: units[k].file.path, range: units[k].nameRange))
        k = next
      }
      notes.append(Note("'\(units[k].displayName)' has errors", file: units[k].file.path, range: units[k].nameRange))
      return notes
    }
    for name in model.viewOrder + model.modifierOrder where skippedViews.contains(name) {
      guard let view = model.views[name], let i = skippedBy[name], let o = origin[i] else { continue }
      excludedRanges[view.file.path, default: []].append(view.decl.range)
      // A view that failed itself has its error; one that only uses a failed declaration a note.
      let own = essential[name, default: []].contains { units[$0].failed }
      if !own {
        notes.append(SemaDiagnostics.skippedView(name, uses: units[o].displayName).at(view.decl.nameRange, in: view.file, notes: chain(from: i)))
      }
    }
    for (index, preview) in model.previews.enumerated() {
      // A dependency's previews are laid out in its own module.
      if imported.contains(preview.file.path) {
        skippedPreviews.insert(index)
        continue
      }
      // The declarations around the preview (a `#Preview`, a `PreviewProvider`'s `previews`)
      // and in it.
      let around = (unitsByFile[preview.file.path] ?? []).filter { i in
        units[i].file === preview.file
          && (units[i].contains(preview.range.start.offset)
            || (preview.range.start.offset <= units[i].range.start.offset && units[i].range.start.offset < preview.range.end.offset))
      }
      guard !around.isEmpty else { continue }
      let failedItself = around.contains { units[$0].failed }
      // A unit that fails through another, or shows a view that is skipped (its header).
      let cause = around.first { origin[$0] != nil }
        ?? around.lazy.flatMap { uses[$0] }.first { units[$0].isTypeHeader && units[$0].qualifiedName.map(skippedViews.contains) == true }
      guard failedItself || cause != nil else { continue }
      skippedPreviews.insert(index)
      excludedRanges[preview.file.path, default: []].append(preview.range)
      if !failedItself, let c = cause {
        let shown = origin[c].map { units[$0].displayName } ?? (units[c].qualifiedName ?? units[c].displayName)
        notes.append(SemaDiagnostics.skippedPreview(uses: shown).at(preview.range, in: preview.file, notes: origin[c] != nil ? chain(from: c) : []))
      }
    }
  }

  /// A unit's body, when an error in it leaves what its users see intact: a function, initializer, computed property or subscript of a tolerant file
  /// that produces no view (its written signature types every use). Nil for the rest: a type's
  /// header, stored properties (their type may come from the failed initializer), a view's
  /// initializer, and members producing views (`some View`, a `@ViewBuilder`, a view type).
  static func containedBody(_ u: ContainmentUnit, views: [String: ViewInfo]) -> [Stmt]? {
    func producesView(_ t: TypeRepr?, _ attributes: [Attribute]) -> Bool {
      if attributes.contains(where: { $0.name == "ViewBuilder" }) { return true }
      guard let t else { return false }
      if case .opaque = t.kind { return true }
      return ContainmentUnit.nominalName(t).map { n in views.keys.contains { ContainmentUnit.simpleName($0) == n } || n == "View" } ?? false
    }
    guard !u.isTypeHeader else { return nil }
    switch u.decl.kind {
    case .function(let f):
      if f.name == "init", let owner = u.owner, views[owner] != nil { return nil }
      if producesView(f.returnType, f.attributes) { return nil }
      return f.body
    case .variable(let v):
      guard v.type != nil, !producesView(v.type, v.attributes) else { return nil }
      return v.getter ?? v.accessors.first { $0.kind == "get" }?.body
    case .subscript(let sub):
      guard !producesView(sub.returnType, []) else { return nil }
      return sub.getter ?? sub.accessors.first { $0.kind == "get" }?.body
    default: return nil
    }
  }

  /// The initial value of a global or static variable that produces no view, of a written type
  /// (`let items: [Item] = [...]`) or a call of a data type's initializer (`static let shared =
  /// Store(…)`, whose type that is whatever its arguments): an error in it leaves its users
  /// typed; its value is assumed.
  static func containedInitializer(_ u: ContainmentUnit, _ model: SemanticModel) -> Expr? {
    guard !u.isTypeHeader, u.owner == nil || u.isStatic, case .variable(let v) = u.decl.kind, let value = v.initializer else { return nil }
    guard let t = v.type else {
      guard case .call(let callee, _) = value.kind, case .identifier(let name) = callee.kind,
        let key = model.typeKey(name, in: u.owner), model.dataTypes[key] != nil
      else { return nil }
      return value
    }
    if case .opaque = t.kind { return nil }
    if let n = ContainmentUnit.nominalName(t), n == "View" || model.views.keys.contains(where: { ContainmentUnit.simpleName($0) == n }) { return nil }
    return value
  }

  /// The name of the global or static variable whose initial value `e` is, when that failed and
  /// was contained.
  public func failedInitializer(_ e: Expr) -> String? { failedInitializers[ObjectIdentifier(e)] }

  /// The name of the declaration `body` belongs to when it failed and was contained: what its
  /// callers get is assumed, marked with that name.
  public func failedBody(_ body: [Stmt]) -> String? {
    body.first.flatMap { failedBodies[ObjectIdentifier($0)] }
  }

  /// Whether a checker diagnostic only restates a parse error of its declaration.
  func isParseEcho(_ d: Diagnostic) -> Bool {
    guard let path = d.file, let offset = d.range?.start.offset else { return false }
    return isParseEcho(offset, in: path)
  }

  /// Whether `offset` of the file at `path` lies in a declaration holding a parse error.
  func isParseEcho(_ offset: Int, in path: String) -> Bool {
    parseFailedRanges[path]?.contains { $0.start.offset <= offset && offset < $0.end.offset } ?? false
  }
}
