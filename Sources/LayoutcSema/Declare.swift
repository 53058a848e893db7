import LayoutcCatalog
import LayoutcSource
import LayoutcSyntax

/// Pass 1: collects every declaration of the module into the semantic model, before any body
/// is checked, so views may use views declared later or in other files.
struct Declare {
  let model: SemanticModel
  var diagnostics: [Diagnostic] = []
  private var seen: [String: (SourceRange, SourceFile)] = [:]
  /// The first file-private top-level declaration of each name.
  private var filePrivateSeen: [String: (SourceRange, SourceFile)] = [:]
  /// Top-level types declared `private` or `fileprivate`, by name, with their file's path.
  private var filePrivateTypes: [String: String] = [:]
  /// Static members claimed by a `private` or `fileprivate` declaration (or one in a private
  /// extension), by qualified name, with their file's path.
  private var filePrivateStatics: [String: String] = [:]
  /// Whether the members being declared are in a `private` or `fileprivate` type or extension.
  private var inFilePrivateScope = false
  /// Each top-level struct's unconstrained extensions (`extension Row { … }`, `extension Row:
  /// View`), by the extended name (`PlainExtensions`).
  var plainExtensions: [String: [(decl: TypeDecl, file: String)]] = [:]
  /// The module's top-level view structs, known before any is declared, so a function in an
  /// earlier file returning one (`static func trailers(…) -> SectionView`) is a view member.
  var viewNames: Set<String> = []

  /// Files of the imported modules: a name the module declares itself shadows theirs.
  let imported: Set<String>
  /// Files read for another platform than the module's primary, by path: a name a file of the
  /// primary declares shadows theirs, and files of two other platforms never clash.
  private var otherPlatform: [String: Platform] = [:]

  init(model: SemanticModel, imported: Set<String> = []) {
    self.model = model
    self.imported = imported
  }

  /// Where a file's declarations yield to the module's own for the primary platform: an
  /// imported module's, or another platform's (by its name); nil for the module's own.
  private func yieldingScope(_ path: String) -> String? {
    imported.contains(path) ? "imported" : otherPlatform[path]?.rawValue
  }

  mutating func run(_ files: [SourceFileSyntax]) {
    let files = files.filter { !Self.isBuildManifest($0) }
    for f in files { if let p = f.otherPlatform { otherPlatform[f.file.path] = p } }
    collectPlainExtensions(files)
    for f in files {
      for d in f.declarations {
        checkModelled(d, in: f.file, inView: false)
        declare(d, in: f.file)
      }
    }
  }

  /// A Tuist or SwiftPM manifest found among an app's files (`Project.swift`, `Tuist/
  /// ProjectDescriptionHelpers/*.swift`, a `Package.swift` of another name): its build tool
  /// compiles it on its own, against `ProjectDescription` or `PackageDescription`, never with
  /// the app's code, so it declares nothing the app's files see.
  static func isBuildManifest(_ f: SourceFileSyntax) -> Bool {
    f.declarations.contains { d in
      if case .import(let path) = d.kind { path.first == "ProjectDescription" || path.first == "PackageDescription" } else { false }
    }
  }

  /// Declarations (and parts of them) the checker does not model. A strict spec reports each
  /// where it is written, so it never silently changes an answer; tolerant Swift skips those that
  /// cannot affect a view (an operator, a `deinit`, a subscript) and reports
  /// the others. Members of a type are checked with it.
  private mutating func checkModelled(_ d: Decl, in file: SourceFile, inView: Bool) {
    let strict = file.strictness == .strict
    func unmodelled(_ what: String, _ range: SourceRange, affectsView: Bool) {
      guard strict || affectsView else { return }
      diagnostics.append(SemaDiagnostics.unsupportedExpression(what).at(range, in: file))
    }
    func checkAccessors(_ accessors: [AccessorDecl]) {
      for a in accessors where a.kind != "get" || !a.effects.isEmpty {
        unmodelled("'\(a.kind)' accessor", a.range, affectsView: false)
      }
    }
    switch d.kind {
    case .import, .typealias, .enumCase, .macro:
      break
    case .compilerDirective(let name, _):
      if name == "sourceLocation" { unmodelled("'#sourceLocation'", d.range, affectsView: false) }
    case .operator: unmodelled("operator declaration", d.range, affectsView: false)
    case .precedenceGroup: unmodelled("precedence group declaration", d.range, affectsView: false)
    case .deinit: break  // runs when an object goes away: never during one layout
    case .topLevelCode: unmodelled("top-level code", d.range, affectsView: false)
    case .associatedType: unmodelled("'associatedtype' declaration", d.range, affectsView: false)
    // A view's subscript is not its body: in tolerant Swift a use of it is checked (and
    // assumed) where it is written, and the view stands.
    case .subscript: unmodelled("'subscript' declaration", d.range, affectsView: false)
    case .patternBinding: unmodelled("tuple pattern in a declaration", d.range, affectsView: inView)
    case .variable(let v):
      checkAccessors(v.accessors)
    case .function(let f):
      // A throwing function is evaluated (`try?`, `try!`, `do`/`catch`: StatementExecution); an
      // `async` one never runs while a view is built.
      if f.effects.isAsync { unmodelled("'async' function", f.nameRange, affectsView: false) }
      if !f.whereClause.isEmpty { unmodelled("'where' clause", f.range, affectsView: false) }
    case .type(let t):
      // `where B: Badge` on the type's own generic parameters is modelled (their members come
      // from the protocol: `TypeChecker.constrainingProtocols`); other requirements are not.
      // An extension of SwiftUI's generic view (`extension Section where Content: View`)
      // constrains that view's parameters (CatalogViewExtensionInitializers).
      let own = Set(t.genericParameters.map(\.name) + (t.kind == .extension ? Catalog.viewGenericParameters[t.name] ?? [] : []))
      // So is `extension Box where Content == EmptyView` holding only initializers: a call
      // binds what the clause requires (`checkUserViewInit`).
      let onlyInitializers = t.kind == .extension && t.members.allSatisfy { m in
        if case .function(let f) = m.kind { return f.name == "init" }
        return false
      }
      let modelledWhere = t.whereClause.allSatisfy { r in
        guard case .named(let p, let args) = r.subject.kind, p.count == 1 else { return false }
        if r.kind == .conformance, own.contains(p[0]) { return true }
        return r.kind == .sameType && args.isEmpty && onlyInitializers
      }
      if !modelledWhere { unmodelled("'where' clause", t.nameRange, affectsView: false) }
      if t.kind == .extension, let e = t.extendedType, !isPlainName(e) {
        unmodelled("extension of '\(TypeReprPrinter.print(e))'", e.range, affectsView: false)
      }
      // A protocol's members are requirements (accessors without bodies, associated types):
      // modelled as such (ProtocolInfo).
      guard t.kind != .protocol else { return }
      let view = t.conforms(to: "View")
      for m in t.members { checkModelled(m, in: file, inView: view) }
    }
  }

  private func isPlainName(_ t: TypeRepr) -> Bool {
    if case .named(_, let args) = t.kind { return args.isEmpty }
    return false
  }

  /// Records `name` (kept under `key`, which a file-private name qualifies) and reports a
  /// second declaration of it.
  /// Swift lets two files each declare a file-private `x`, but not a file-private and a
  /// module-wide one (swiftc: "invalid redeclaration"), so each kind also meets the other.
  mutating func claim(_ name: String, _ range: SourceRange, _ file: SourceFile, key: String? = nil) -> Bool {
    let key = key ?? name
    let clash = seen[key] ?? (key == name ? filePrivateSeen[name] : seen[name])
    if let (previous, previousFile) = clash {
      // Swift's lookup finds a module's own declaration before an imported module's of the
      // same name (two targets each declaring a `Player`), and two platforms' declarations
      // never meet in one build: the primary platform's own one stands, else the first.
      let previousScope = yieldingScope(previousFile.path), scopeHere = yieldingScope(file.path)
      if previousScope != scopeHere || scopeHere == "imported" {
        guard previousScope != nil && scopeHere == nil else { return false }
        seen[key] = (range, file)
        return true
      }
      diagnostics.append(SemaDiagnostics.redeclaration(name).at(
        range, in: file, notes: [Note("'\(name)' previously declared here", file: previousFile.path, range: previous)]))
      return false
    }
    seen[key] = (range, file)
    if key != name { filePrivateSeen[name] = filePrivateSeen[name] ?? (range, file) }
    return true
  }

  /// Two properties, cases or nested types of one name in a type: Swift's "invalid
  /// redeclaration" at the second. Functions may share a name (their labels differ), and an
  /// instance property may share one with a static member or a case (swiftc accepts
  /// `case title(String)` beside `var title: String`, and `static let a` beside `let a`), and a
  /// case with associated values one with a static member (`case popover(Int)`, `static var
  /// popover`).
  private mutating func checkMemberRedeclarations(_ t: TypeDecl, _ file: SourceFile) {
    var members: [String: SourceRange] = [:]
    func check(_ name: String, _ range: SourceRange, isStatic: Bool = true) {
      guard !name.isEmpty, name != "_" else { return }
      let key = (isStatic ? "static " : "") + name
      if let previous = members[key] {
        diagnostics.append(SemaDiagnostics.redeclaration(name).at(
          range, in: file, notes: [Note("'\(name)' previously declared here", file: file.path, range: previous)]))
      } else {
        members[key] = range
      }
    }
    for m in t.members {
      switch m.kind {
      case .variable(let v): check(v.name, v.nameRange, isStatic: v.isStatic || v.modifiers.contains("class"))
      // A case with associated values is named with them (`popover(_:)`): swiftc accepts a
      // `static var popover` beside it.
      case .enumCase(let elements): for e in elements where e.associatedValues.isEmpty { check(e.name, e.range) }
      case .type(let nested) where nested.kind != .extension: check(nested.name, nested.nameRange)
      default: break
      }
    }
  }

  /// Declares `d`; `context` is the qualified name of the type it is nested in (nil at the
  /// top level), so `struct Inner` in `extension Outer` is `Outer.Inner`.
  private mutating func declare(_ d: Decl, in file: SourceFile, context: String? = nil) {
    switch d.kind {
    case .typealias(let a):
      let key = context.map { $0 + "." + a.name } ?? a.name
      if a.genericParameters.isEmpty, model.typeAliases[key] == nil, !model.isDeclaredType(key) {
        model.typeAliases[key] = TypeAliasInfo(decl: a, context: context)
      }
    case .import, .enumCase, .associatedType:
      break
    case .subscript, .deinit, .operator, .precedenceGroup, .patternBinding, .compilerDirective, .topLevelCode:
      break  // reported by `checkModelled` where they matter
    case .function(let f):
      if let context { declareLocalTypes(f, in: context, file) }
      // Functions returning a view are view members (`declareView`); the others are values.
      // A static function of a type returning a concrete view type (`static func color(for:)
      // -> Color`) is one too: it is called on the type, never a member of a view.
      let isOpaque: (TypeRepr) -> Bool = { if case .opaque = $0.kind { true } else { false } }
      if f.name != "init", context == nil, f.returnType == nil, f.hasBody {
        model.procedures[f.name, default: []].append(FunctionInfo(decl: f, file: file, context: nil))
      }
      if let context, f.isStatic, f.name != "init", returnsView(f.returnType) {
        let labels = f.parameters.map { ($0.label ?? "_") + ":" }.joined()
        model.viewFactories[context + "." + f.name, default: []].append(ViewMember(
          kind: .function(f), displayName: "\(f.name)(\(labels))", isViewBuilder: f.hasAttribute("ViewBuilder"), range: f.range, nameRange: f.nameRange))
      }
      // A type's static function returning nothing (`URLOpener.open(_:)`) is one of Void.
      guard f.name != "init", f.returnType != nil || (context != nil && f.isStatic) else { return }
      if let result = f.returnType, returnsView(result), !(context != nil && f.isStatic && !isOpaque(result)) { return }
      let key = context.map { $0 + "." + f.name } ?? f.name
      model.functions[key, default: []].append(FunctionInfo(decl: f, file: file, context: context))
    case .variable(let v):
      if let context {
        // A static property: `Theme.spacing`, `Color.brand`; instance properties are the type's.
        guard v.isStatic else { return }
        // Two files may each add a private static of one name (`private extension Theme {
        // static let background }`): the first stands for both, as for private types.
        let key = context + "." + v.name
        if inFilePrivateScope || v.modifiers.contains("private") || v.modifiers.contains("fileprivate") {
          if let other = filePrivateStatics[key], other != file.path { return }
          filePrivateStatics[key] = file.path
        }
        guard claim(key, v.nameRange, file) else { return }
        model.globals[context + "." + v.name] = GlobalInfo(decl: v, file: file, context: context)
        return
      }
      let fileScoped = v.modifiers.contains("private") || v.modifiers.contains("fileprivate")
      let key = fileScoped ? SemanticModel.fileScopedKey(v.name, file: file.path) : v.name
      if claim(v.name, v.nameRange, file, key: key) { model.globals[key] = GlobalInfo(decl: v, file: file) }
    case .type(let t):
      var name = context.map { $0 + "." + t.name } ?? t.name
      // Two files may each declare a private type of one name (a `private struct Row: View`
      // in each screen's file; swiftc accepts it, each file seeing its own). A top-level one
      // after the first is kept under a key of its own file (`SemanticModel.filePrivateTypes`),
      // which code in that file finds first; a nested one, as the first stands for both.
      if t.kind != .extension, inFilePrivateScope || t.modifiers.contains("private") || t.modifiers.contains("fileprivate") {
        if let other = filePrivateTypes[name], other != file.path {
          guard context == nil else { return }
          name = SemanticModel.filePrivateTypeKey(t.name, clash: model.filePrivateTypeCount)
          model.filePrivateTypes[file.path, default: [:]][t.name] = name
        } else {
          filePrivateTypes[name] = file.path
        }
      }
      if t.kind != .extension, t.conforms(to: "AlignmentID") { declareAlignmentID(t, owner: nil, file) }
      let t = context == nil && t.kind == .struct ? withPlainExtensions(t, file) : t
      switch t.kind {
      case .struct:
        guard claim(name, t.nameRange, file) else { return }
        checkMemberRedeclarations(t, file)
        if t.conforms(to: "View") {
          declareView(t, name, file)
        } else if t.conforms(to: "ViewModifier") {
          declareViewModifier(t, name, file)
        } else if TypeChecker.variadicRoot(t) != nil {
          // Seed 004's roots: `body(children:)` is typed like a modifier's `body(content:)`.
          declareView(t, name, file, isModifier: true)
        } else if let configuration = Self.styleConfiguration(t) {
          declareView(t, name, file, isModifier: true, styleConfiguration: configuration)
        } else {
          if t.conforms(to: "PreviewProvider") { declarePreviewProvider(t, file) }
          declareData(t, name, file)
        }
        declareNestedTypes(t, in: name, file)
      case .class, .actor:
        // View models (`ObservableObject`, `@Observable`, SwiftData's `@Model`): data with
        // reference semantics, their declared initializers or `init()`.
        guard claim(name, t.nameRange, file) else { return }
        checkMemberRedeclarations(t, file)
        declareData(t, name, file)
        declareNestedTypes(t, in: name, file)
      case .protocol:
        guard claim(name, t.nameRange, file) else { return }
        checkMemberRedeclarations(t, file)
        model.protocols[name] = ProtocolInfo(decl: t, name: name, file: file)
      case .enum:
        guard claim(name, t.nameRange, file) else { return }
        checkMemberRedeclarations(t, file)
        declareEnum(t, name, file)
        declareNestedTypes(t, in: name, file)
      case .extension:
        if !t.inheritance.isEmpty { model.extensionInheritance[t.name, default: []] += t.inheritance }
        declareExtension(t, file)
        declareExtensionMembers(t, file)
        // `extension Outer { struct Inner: View { ... } }` declares `Outer.Inner`. An
        // alignment's `AlignmentID` enum is read by `declareExtension` instead.
        if t.name != "VerticalAlignment" && t.name != "HorizontalAlignment" { declareNestedTypes(t, in: t.name, file) }
      }
    case .macro(let m):
      switch m.name {
      case "Preview": declarePreview(m, file)
      case "asset": declareAsset(m, file)
      default: diagnostics.append(SemaDiagnostics.unknownMacro(m.name).at(m.nameRange, in: file))
      }
    }
  }

  /// Types and typealiases declared at the top of a method's body (`struct Pair { … }` inside
  /// `func total()`), visible in that body (The Swift Programming Language, "Nested Types"):
  /// declared as nested in the method's type, where the body's lookup finds them. A second
  /// local type of one name in a type is left undeclared, and the checker reports it as a
  /// local declaration it does not model, rather than reading one body's type in another.
  private mutating func declareLocalTypes(_ f: FunctionDecl, in context: String, _ file: SourceFile) {
    for s in f.body {
      guard case .declaration(let d) = s.kind else { continue }
      switch d.kind {
      case .type(let t) where (t.kind == .struct || t.kind == .enum) && !t.conforms(to: "View"):
        let key = context + "." + t.name
        guard !model.isDeclaredType(key), model.typeAliases[key] == nil else { continue }
        declare(d, in: file, context: context)
      case .typealias:
        declare(d, in: file, context: context)
      default:
        continue
      }
    }
  }

  /// Nested types, static properties and functions returning data of a type or extension.
  private mutating func declareNestedTypes(_ t: TypeDecl, in context: String, _ file: SourceFile) {
    let saved = inFilePrivateScope
    inFilePrivateScope = saved || t.modifiers.contains("private") || t.modifiers.contains("fileprivate")
    defer { inFilePrivateScope = saved }
    for m in t.members {
      switch m.kind {
      case .type, .function, .variable, .typealias: declare(m, in: file, context: context)
      default: break
      }
    }
  }

  func storedAndComputed(_ t: TypeDecl) -> ([PropertyInfo], [VariableDecl]) {
    var stored: [PropertyInfo] = []
    var computed: [VariableDecl] = []
    for m in t.members {
      guard case .variable(let v) = m.kind, !v.isStatic else { continue }
      if v.getter != nil { computed.append(v) } else { stored.append(PropertyInfo(decl: v)) }
    }
    return (stored, computed)
  }

  mutating func declareView(_ t: TypeDecl, _ name: String, _ file: SourceFile, isModifier: Bool = false, styleConfiguration: String? = nil) {
    let (stored, computed) = storedAndComputed(t)
    var members: [ViewMember] = []
    var inits: [FunctionDecl] = []
    for v in computed where v.name == "body" || returnsView(v.type) {
      members.append(ViewMember(
        kind: .property(v), displayName: v.name,
        isViewBuilder: v.hasAttribute("ViewBuilder") || (v.name == "body" && model.sdk.bodyIsViewBuilder),
        range: v.range, nameRange: v.nameRange))
    }
    for m in t.members {
      guard case .function(let f) = m.kind else { continue }
      if f.name == "init" { inits.append(f); continue }
      guard returnsView(f.returnType) else { continue }
      let labels = f.parameters.map { ($0.label ?? "_") + ":" }.joined()
      // ViewModifier's `body(content:)` requirement is `@ViewBuilder` as View's `body` is.
      let requirement = styleConfiguration != nil ? "makeBody" : "body"
      let builder = f.hasAttribute("ViewBuilder") || (isModifier && f.name == requirement && model.sdk.bodyIsViewBuilder)
      members.append(ViewMember(
        kind: .function(f), displayName: "\(f.name)(\(labels))", isViewBuilder: builder,
        range: f.range, nameRange: f.nameRange))
    }
    members.sort { $0.range.start.offset < $1.range.start.offset }
    if !isModifier && !members.contains(where: { $0.displayName == "body" }) && !stored.contains(where: { $0.name == "body" }) {
      diagnostics.append(SemaDiagnostics.notAView(TypePrinter.runtimeName(name)).at(
        t.nameRange, in: file, notes: [Note("protocol requires property 'body' with type 'Body'", file: file.path, range: t.nameRange)]))
    }
    for p in stored where p.decl.isLet {
      if let wrapper = p.decl.propertyWrapper?.attribute {
        diagnostics.append(SemaDiagnostics.wrapperOnLet.at(wrapper.range, in: file))
      }
    }
    let (properties, initializers) = writingOutFunctionAliases(t, stored, inits)
    model.views[name] = ViewInfo(
      decl: t, name: name, file: file, storedProperties: properties, members: members, initializers: initializers, isModifier: isModifier,
      styleConfiguration: styleConfiguration)
    if isModifier { model.modifierOrder.append(name) } else { model.viewOrder.append(name) }
  }

  func returnsView(_ type: TypeRepr?) -> Bool {
    guard let type else { return false }
    switch type.kind {
    case .opaque(let inner), .existential(let inner):
      if case .named(let p, _) = inner.kind { return p.last == "View" }
      return false
    case .named(let p, _):
      return Catalog.views[p.last ?? ""] != nil || p == ["AnyView"] || model.views[p.last ?? ""] != nil || viewNames.contains(p.last ?? "")
    default:
      return false
    }
  }

  private mutating func declareData(_ t: TypeDecl, _ name: String, _ file: SourceFile) {
    let (stored, computed) = storedAndComputed(t)
    var inits: [FunctionDecl] = []
    for m in t.members { if case .function(let f) = m.kind, f.name == "init" { inits.append(f) } }
    model.dataTypes[name] = DataInfo(
      decl: t, name: name, file: file, storedProperties: stored, computedProperties: computed, initializers: inits)
  }

  /// `extension VerticalAlignment { ... static let name = VerticalAlignment(ID.self) }`.
  private mutating func declareExtension(_ t: TypeDecl, _ file: SourceFile) {
    guard t.name == "VerticalAlignment" || t.name == "HorizontalAlignment" else { return }
    let axis: CustomAlignment.Axis = t.name == "VerticalAlignment" ? .vertical : .horizontal
    var defaults: [String: FunctionDecl] = [:]
    for m in t.members {
      guard case .type(let nested) = m.kind, nested.conforms(to: "AlignmentID") else { continue }
      for f in nested.members { if case .function(let fn) = f.kind, fn.name == "defaultValue" { defaults[nested.name] = fn } }
      declareAlignmentID(nested, owner: t.name, file)
    }
    for m in t.members {
      guard case .variable(let v) = m.kind, v.isStatic, let initializer = v.initializer,
        case .call(_, let args) = initializer.kind, let first = args.first,
        case .member(let base, "self", _) = first.value.kind, case .identifier(let id) = base.kind
      else { continue }
      let alignment = CustomAlignment(
        name: v.name, axis: axis, identifier: id, defaultValue: defaults[id], range: v.nameRange, file: file)
      if claim("\(t.name).\(v.name)", v.nameRange, file) { model.alignments[v.name] = alignment }
    }
  }

  private mutating func declareAlignmentID(_ t: TypeDecl, owner: String?, _ file: SourceFile) {
    var defaultValue: FunctionDecl? = nil
    for f in t.members { if case .function(let fn) = f.kind, fn.name == "defaultValue" { defaultValue = fn } }
    model.alignmentIDs[t.name] = AlignmentIDInfo(name: t.name, owner: owner, defaultValue: defaultValue, range: t.nameRange, file: file)
  }

  mutating func declarePreview(_ m: MacroDecl, _ file: SourceFile) {
    var name: String? = nil
    var traits = PreviewInfo.Traits.device
    // `traits:` is variadic (`traits: .sizeThatFitsLayout, .landscapeLeft`): the unlabeled
    // arguments after it are traits too.
    var inTraits = false
    for a in m.arguments {
      if a.label != nil { inTraits = a.label == "traits" }
      if !inTraits, a.label == nil, case .stringLiteral(let segs) = a.value.kind {
        name = segs.map { if case .text(let t) = $0 { t } else { "" } }.joined()
      } else if inTraits {
        if let t = parseTraits(a.value) {
          if t != .device { traits = t }
        } else if case .implicitMember(let trait) = a.value.kind, Self.unmodelledTraits.contains(trait) || file.strictness == .tolerant {
          // An orientation or another device's trait: laid out on layoutc's device, as
          // `.previewDevice` is (a warning in Swift sources, an error in a spec).
          diagnostics.append(SemaDiagnostics.previewDeviceNotModelled(trait, file.strictness).at(a.value.range, in: file))
        } else if file.strictness == .tolerant {
          diagnostics.append(SemaDiagnostics.previewDeviceNotModelled("traits", file.strictness).at(a.value.range, in: file))
        } else {
          diagnostics.append(SemaDiagnostics.previewTraits.at(a.value.range, in: file))
        }
      }
    }
    // `#Preview(body: { … })`: the body passed as an argument rather than a trailing closure.
    let bodyArgument = m.arguments.last.flatMap { a -> [Stmt]? in
      if a.label == "body", case .closure(let c) = a.value.kind { return c.body }
      return nil
    }
    guard var body = m.body ?? bodyArgument else {
      diagnostics.append(SemaDiagnostics.previewBody.at(m.range, in: file))
      return
    }
    // `@Previewable @State var n = 5`: state of the preview, a local its views read.
    body = body.map { s in
      if case .declaration(let d) = s.kind, case .variable(let v) = d.kind, v.hasAttribute("Previewable") {
        return Stmt(.variable(v), s.range)
      }
      return s
    }
    model.previews.append(PreviewInfo(name: name, traits: traits, body: body, range: m.range, file: file, context: declarePreviewLocalTypes(body, file)))
  }

  /// Types declared in a `#Preview` body (`struct Preview: View { @State … }` then `return
  /// Preview()`, the way to give a preview state before `@Previewable`), visible in that body
  /// only: declared nested in a context of the preview's own, which the checker enters for
  /// its body. Swift prints a local type by its own name, as a nested one. Nil when the body
  /// declares none.
  private mutating func declarePreviewLocalTypes(_ body: [Stmt], _ file: SourceFile) -> String? {
    let context = "#Preview\(model.previews.count)"
    var declared = false
    for s in body {
      guard case .declaration(let d) = s.kind else { continue }
      switch d.kind {
      case .type, .typealias:
        declare(d, in: file, context: context)
        declared = true
      default:
        continue
      }
    }
    return declared ? context : nil
  }

  /// Preview traits of another orientation (PreviewTrait, `landscapeLeft` and others): the
  /// preview is laid out in layoutc's portrait device, with the diagnostic `.previewDevice` has
  /// (a warning in Swift sources, an error in a spec).
  static let unmodelledTraits: Set<String> = ["landscapeLeft", "landscapeRight", "portraitUpsideDown"]

  func parseTraits(_ e: Expr) -> PreviewInfo.Traits? {
    switch e.kind {
    case .implicitMember("sizeThatFitsLayout"): return .sizeThatFits
    case .implicitMember("portrait"): return .device
    case .call(let callee, let args):
      guard case .implicitMember("fixedLayout") = callee.kind, args.count == 2,
        args[0].label == "width", args[1].label == "height",
        let w = NumericLiteral.value(args[0].value), let h = NumericLiteral.value(args[1].value)
      else { return nil }
      return .fixedLayout(width: w, height: h)
    default: return nil
    }
  }

  private mutating func declareAsset(_ m: MacroDecl, _ file: SourceFile) {
    guard m.arguments.count == 3, m.arguments[0].label == nil,
      case .stringLiteral(let segs) = m.arguments[0].value.kind,
      m.arguments[1].label == "width", m.arguments[2].label == "height",
      let w = NumericLiteral.value(m.arguments[1].value), let h = NumericLiteral.value(m.arguments[2].value),
      w >= 0, h >= 0
    else {
      diagnostics.append(SemaDiagnostics.assetArguments.at(m.range, in: file))
      return
    }
    let name = segs.map { if case .text(let t) = $0 { t } else { "" } }.joined()
    model.assets[name] = AssetInfo(name: name, width: w, height: h, range: m.range)
  }
}

/// Reads a numeric literal (optionally negated) as a Double.
enum NumericLiteral {
  static func value(_ e: Expr) -> Double? {
    switch e.kind {
    case .integerLiteral(let t), .floatLiteral(let t):
      return Double(t.filter { $0 != "_" })
    case .prefixOperator("-", let inner):
      return value(inner).map { -$0 }
    default: return nil
    }
  }
}
