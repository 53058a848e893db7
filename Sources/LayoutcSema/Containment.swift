import LayoutcSource
import LayoutcSyntax

/// Which parts of a module its errors keep from the later stages. A compiler reports errors per
/// declaration and checks the rest; layoutc does the same: an error (of the parser or the
/// checker) fails the declaration that holds it (a member of a type, a top-level function or
/// variable, a `#Preview`), and every declaration that uses a failed one by name is skipped
/// too, with a note. A view is skipped when its header, a stored property, an initializer or a
/// member producing a view failed or uses a failed declaration; its other methods (actions) do
/// not stop it unless a view member uses them. Its users are skipped only when its interface
/// (header, stored properties, initializers) failed; where they show a view whose body failed,
/// the evaluator puts an opaque node marked "X has errors". Every other view is evaluated,
/// linted and laid out as if the module had no error.
///
/// Uses are found by name (every identifier a declaration's tokens mention, interpolations
/// included), not by resolved reference. A failed top-level name is a use wherever it appears;
/// a failed member `T.title` only in a declaration that reaches `T` (see `Reach`). That skips
/// too much rather than too little: a skipped view is reported, a view evaluated over a failed
/// declaration would be a silent wrong answer.
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
  init(files: [SourceFileSyntax], model: SemanticModel, errors: [Diagnostic], parseErrors: [Diagnostic]) {
    let located = errors.filter { $0.severity == .error && $0.file != nil && $0.range != nil }
    guard !located.isEmpty else { return }
    var units: [Unit] = []
    for f in files {
      for d in f.declarations { Unit.collect(d, owner: nil, file: f.file, into: &units) }
    }
    // The innermost declaration holding each error fails.
    func innermost(_ d: Diagnostic) -> Int? {
      guard let path = d.file, let offset = d.range?.start.offset else { return nil }
      var best: Int?
      // Inclusive of the end: a missing `}` is reported where the declaration ends.
      for (i, u) in units.enumerated() where u.file.path == path && u.range.start.offset <= offset && offset <= u.range.end.offset {
        if let b = best, units[b].range.end.offset - units[b].range.start.offset <= u.range.end.offset - u.range.start.offset { continue }
        best = i
      }
      return best
    }
    for d in located {
      guard let i = innermost(d) else { continue }
      units[i].failed = true
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
    let words = Unit.words(of: files, units: units)
    for i in units.indices { units[i].uses = words[i].subtracting(units[i].declares) }

    // The view each unit belongs to, and whether the view stands or falls with it. Views are
    // visited in declaration order, so the notes name the same declaration on every run.
    let viewsByOwner = Dictionary(model.views.values.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    let viewNames = (model.viewOrder + model.modifierOrder).filter { viewsByOwner[$0] != nil }
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
    var bad: [String: String] = [:]  // a failed or skipped name → the failed declaration it leads to
    // A failed or skipped member name → its type's simple name → the failed declaration.
    var badMembers: [String: [String: String]] = [:]
    let reach = Reach(units: units)
    func markBad(_ u: Unit, because origin: String) {
      for name in u.declares {
        if let owner = u.owner, viewsByOwner[owner] != nil {
          bad[owner + "." + name] = bad[owner + "." + name] ?? origin
        } else if let owner = u.owner {
          // A member of another type: used only where that type is reachable (below).
          bad[owner + "." + name] = bad[owner + "." + name] ?? origin
          let type = String(owner.split(separator: ".").last ?? "")
          if badMembers[name]?[type] == nil { badMembers[name, default: [:]][type] = origin }
        } else if u.isFilePrivate {
          bad[Self.fileScoped(name, u.file)] = bad[Self.fileScoped(name, u.file)] ?? origin
        } else {
          bad[name] = bad[name] ?? origin
        }
      }
    }
    for u in units where u.failed { markBad(u, because: u.displayName) }
    var reasons: [Int: String] = [:]  // skipped units → the failed name they use
    var reasonOrigins: [Int: String] = [:]  // skipped units → the failed declaration it leads to
    var skippedViewReasons: [String: String] = [:]
    var changed = true
    while changed {
      changed = false
      for i in units.indices where !units[i].failed && reasons[i] == nil {
        let u = units[i]
        // The first such name in alphabetical order: the same note on every run (a Set's order is not).
        var reached: Set<String>?
        func memberOrigin(_ w: String) -> String? {
          guard let byType = badMembers[w] else { return nil }
          if reached == nil { reached = reach.types(from: i) }
          return byType.keys.sorted().first { reached!.contains($0) }.flatMap { byType[$0] }
        }
        let hit = u.uses.sorted().first { w in
          bad[w] != nil || bad[Self.fileScoped(w, u.file)] != nil || u.owner.map { bad[$0 + "." + w] != nil } ?? false || memberOrigin(w) != nil
        }
        guard let w = hit else { continue }
        reasons[i] = w
        let origin = bad[Self.fileScoped(w, u.file)] ?? bad[w] ?? bad[(u.owner ?? "") + "." + w] ?? memberOrigin(w) ?? w
        reasonOrigins[i] = origin
        markBad(u, because: origin)
        changed = true
      }
      for name in viewNames where skippedViewReasons[name] == nil {
        let failing = essential[name, default: []].first { units[$0].failed || reasons[$0] != nil }
        guard let i = failing else { continue }
        // A view that failed itself is what its users depend on; one skipped, what it uses.
        let origin = units[i].failed ? name : (reasonOrigins[i] ?? units[i].displayName)
        skippedViewReasons[name] = origin
        changed = true
        // Its users construct it through its interface only: they are skipped when that
        // failed; a failed body makes the view an opaque, marked node where they show it
        // (`Evaluator`), as Swift checks them on.
        guard essential[name, default: []].contains(where: { (units[$0].failed || reasons[$0] != nil) && units[$0].isInterface }) else { continue }
        let simple = name.split(separator: ".").last.map(String.init) ?? name
        bad[simple] = bad[simple] ?? origin
        bad[name] = bad[name] ?? origin
      }
    }
    skippedViews = Set(skippedViewReasons.keys)
    for (i, u) in units.enumerated() where u.failed || reasons[i] != nil {
      excludedRanges[u.file.path, default: []].append(u.range)
    }
    for name in model.viewOrder + model.modifierOrder where skippedViews.contains(name) {
      guard let view = model.views[name] else { continue }
      excludedRanges[view.file.path, default: []].append(view.decl.range)
      // A view that failed itself has its error; one that only uses a failed declaration a note.
      let own = units.contains { ($0.owner == name || ($0.isTypeHeader && $0.qualifiedName == name)) && $0.failed }
      if !own, let origin = skippedViewReasons[name] {
        notes.append(SemaDiagnostics.skippedView(name, uses: origin).at(view.decl.nameRange, in: view.file))
      }
    }
    for (index, preview) in model.previews.enumerated() {
      // The declarations around the preview (a `#Preview`, a `PreviewProvider`'s `previews`)
      // and in it.
      let around = units.indices.filter { i in
        units[i].file === preview.file
          && (units[i].contains(preview.range.start.offset)
            || (preview.range.start.offset <= units[i].range.start.offset && units[i].range.start.offset < preview.range.end.offset))
      }
      guard !around.isEmpty else { continue }
      let failedItself = around.contains { units[$0].failed }
      let uses = around.compactMap { reasonOrigins[$0] }
        + around.flatMap { units[$0].uses.filter { w in skippedViews.contains(w) || skippedViews.contains { $0.hasSuffix("." + w) } }.sorted() }
      guard failedItself || !uses.isEmpty else { continue }
      skippedPreviews.insert(index)
      excludedRanges[preview.file.path, default: []].append(preview.range)
      if !failedItself, let w = uses.first {
        notes.append(SemaDiagnostics.skippedPreview(uses: bad[w] ?? w).at(preview.range, in: preview.file))
      }
    }
  }

  /// The key of a file-private top-level name among the failed names.
  private static func fileScoped(_ name: String, _ file: SourceFile) -> String { file.path + "\u{1}" + name }

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

/// The types a declaration can reach: those it names, and transitively those named by the
/// declarations of a reached type (its members, extensions and header) or of a top-level
/// declaration it uses, and the types conforming to or inheriting from a reached one (a call
/// through a protocol runs a conforming type's member). A name is not a resolved reference, so
/// this reaches more than the program does, never less: a failed member of a type is a cause of
/// a skip only where its type is reached, instead of wherever its name appears.
private struct Reach {
  /// A type's simple name, or a top-level declaration's name → the types and top-level names
  /// its declarations mention.
  var edges: [String: Set<String>] = [:]
  var start: [Set<String>] = []

  init(units: [Unit]) {
    let types = Set(units.filter(\.isTypeHeader).compactMap { $0.qualifiedName.map { String($0.split(separator: ".").last ?? "") } })
    let topLevel = Set(units.filter { $0.owner == nil && !$0.isTypeHeader }.flatMap(\.declares))
    let nodes = types.union(topLevel)
    for u in units {
      let mentioned = u.uses.intersection(nodes)
      start.append(mentioned.union(u.owner.map { [String($0.split(separator: ".").last ?? "")] } ?? []))
      let key: [String]
      if u.isTypeHeader, let q = u.qualifiedName {
        let simple = String(q.split(separator: ".").last ?? "")
        key = [simple]
        // A conforming or inheriting type is reached from what it conforms to.
        for p in u.uses.intersection(types) where p != simple { edges[p, default: []].insert(simple) }
      } else if let owner = u.owner {
        key = [String(owner.split(separator: ".").last ?? "")]
      } else {
        key = u.declares
      }
      for k in key { edges[k, default: []].formUnion(mentioned) }
    }
  }

  /// The types and top-level names unit `i` reaches.
  func types(from i: Int) -> Set<String> {
    var seen = start[i]
    var queue = Array(seen)
    while let n = queue.popLast() {
      for m in edges[n] ?? [] where seen.insert(m).inserted { queue.append(m) }
    }
    return seen
  }
}

/// One declaration that fails or stands on its own: a member of a type, a top-level
/// declaration, or a type's header (its name, inheritance and `where` clause).
private struct Unit {
  var file: SourceFile
  var range: SourceRange
  /// The names it is used by: a member's name, a type's name (an initializer stands for its type).
  var declares: [String]
  /// The qualified name of the type it is a member of.
  var owner: String?
  /// For a header, the type's qualified name.
  var qualifiedName: String?
  var isTypeHeader = false
  /// A stored or computed property, or an initializer: a view is evaluated through them.
  var standsForView = false
  var displayName: String
  var failed = false
  var uses: Set<String> = []
  /// A `private`/`fileprivate` top-level variable: only its own file can use it.
  var isFilePrivate = false
  /// Part of what a type's users see (its header, a stored property, an initializer), not a
  /// body: a view whose body fails can still be constructed and typed by its users.
  var isInterface = false

  func contains(_ offset: Int) -> Bool { range.start.offset <= offset && offset < max(range.end.offset, range.start.offset + 1) }

  static func collect(_ d: Decl, owner: String?, file: SourceFile, into units: inout [Unit]) {
    func add(_ names: [String], display: String, standsForView: Bool = false) {
      let shown = owner.map { $0 + "." + display } ?? display
      units.append(Unit(file: file, range: d.range, declares: names, owner: owner, standsForView: standsForView, displayName: shown))
    }
    switch d.kind {
    case .type(let t):
      let qualified = t.kind == .extension ? t.name : (owner.map { $0 + "." + t.name } ?? t.name)
      let simple = t.kind == .extension ? [] : [t.name]
      units.append(Unit(file: file, range: t.range, declares: simple, owner: owner, qualifiedName: qualified, isTypeHeader: true, displayName: t.name, isInterface: true))
      for m in t.members { collect(m, owner: qualified, file: file, into: &units) }
    case .variable(let v):
      add([v.name], display: v.name, standsForView: true)
      units[units.count - 1].isInterface = v.getter == nil
      units[units.count - 1].isFilePrivate = owner == nil && (v.modifiers.contains("private") || v.modifiers.contains("fileprivate"))
    case .patternBinding(let b):
      let names = b.pattern.names.map(\.0)
      add(names, display: names.joined(separator: ", "), standsForView: true)
    case .function(let f):
      if f.name == "init" {
        let type = owner.map { String($0.split(separator: ".").last ?? "") }
        add(type.map { [$0] } ?? [], display: "init", standsForView: true)
        units[units.count - 1].isInterface = true
      } else {
        add([f.name], display: f.name)
      }
    case .enumCase(let elements):
      add(elements.map(\.name), display: elements.map(\.name).joined(separator: ", "))
    case .typealias(let t): add([t.name], display: t.name)
    case .macro(let m): add([], display: "#" + m.name)
    case .subscript: add(["subscript"], display: "subscript")
    case .deinit: add([], display: "deinit")
    case .topLevelCode: add([], display: "top-level code")
    case .associatedType(let a): add([a.name], display: a.name)
    case .import, .operator, .precedenceGroup, .compilerDirective: break
    }
  }

  /// The identifiers each unit's own tokens mention (not those of units nested in it), and the
  /// identifier-like words of its string literals (their interpolations).
  static func words(of files: [SourceFileSyntax], units: [Unit]) -> [Set<String>] {
    var result = Array(repeating: Set<String>(), count: units.count)
    let byFile = Dictionary(grouping: units.indices, by: { units[$0].file.path })
    for f in files {
      guard let indices = byFile[f.file.path] else { continue }
      let tokens = Lexer.tokenize(f.file).tokens
      // Innermost first: the narrowest unit holding a token owns it.
      let ordered = indices.sorted { units[$0].range.end.offset - units[$0].range.start.offset < units[$1].range.end.offset - units[$1].range.start.offset }
      for t in tokens {
        let names: [String]
        switch t.kind {
        case .identifier, .dollarIdentifier, .keyword: names = [t.text.trimmingPrefix("$")]
        case .string: names = identifierWords(t.text)
        default: continue
        }
        guard let owner = ordered.first(where: { units[$0].contains(t.start) }) else { continue }
        for n in names where !n.isEmpty { result[owner].insert(n) }
      }
    }
    return result
  }

  static func identifierWords(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    for c in text.unicodeScalars {
      if c == "_" || (c.properties.isAlphabetic) || (("0"..."9").contains(c) && !current.isEmpty) {
        current.unicodeScalars.append(c)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }
}

extension String {
  fileprivate func trimmingPrefix(_ p: String) -> String { hasPrefix(p) ? String(dropFirst(p.count)) : self }
}
