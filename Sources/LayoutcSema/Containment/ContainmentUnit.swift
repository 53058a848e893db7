import LayoutcSource
import LayoutcSyntax

/// One declaration that fails or stands on its own: a member of a type, a top-level
/// declaration, or a type's header (its name, inheritance and `where` clause).
struct ContainmentUnit {
  var file: SourceFile
  var range: SourceRange
  /// Where a note points at it: its name where it has one.
  var nameRange: SourceRange
  /// The declaration; for a header, the type (its members are units of their own).
  var decl: Decl
  /// The names it is found by: a member's name, a type's simple name.
  var declares: [String]
  /// The qualified name of the type it is a member of (for an extension's member, the
  /// extended type as written).
  var owner: String?
  /// For a header, the type's qualified name.
  var qualifiedName: String?
  var isTypeHeader = false
  /// A header of an extension (not the type's own declaration).
  var isExtension = false
  /// A stored or computed property, or an initializer: a view is evaluated through them.
  var standsForView = false
  var isInitializer = false
  /// Found through its type, not a value (`Type.name`, `.name`): a static member, an enum
  /// case, an initializer.
  var isStatic = false
  /// A stored property (no getter): with the initializers, what constructing the type runs.
  var isStored = false
  var displayName: String
  var failed = false
  /// Declared `private` or `fileprivate`, or inside a type that is: only its own file can use
  /// it (a member's `private` also reaches the type's extensions, all in that file).
  var isFilePrivate = false
  /// Part of what a type's users see (its header, a stored property, an initializer), not a
  /// body: a view whose body fails can still be constructed and typed by its users.
  var isInterface = false
  /// The simple name of the nominal type it holds or returns, where written (`let s: Store`,
  /// `var s = Store()`, `func make() -> Store`, an enum case's enum): how a member access on
  /// it is resolved in code the checker did not type.
  var declaredType: String?
  /// For a property with a wrapper (`@Binding var x`), the wrapper's type: the type of its
  /// storage `_x`.
  var wrapperType: String?
  /// A function's or initializer's parameters, for telling which overload a call can reach.
  var parameters: [FunctionParameter]?

  /// Whether a call with these argument labels (nil for an unlabeled argument; trailing
  /// closures apart) can reach this declaration: the labels in order, every parameter skipped
  /// has a default value, a variadic parameter takes any number of unlabeled arguments.
  /// Lenient where unsure (trailing closures may fill any parameters left): it may keep an
  /// overload Swift would not, never drop one Swift would choose.
  func accepts(labels: [String?], trailingClosures: Int) -> Bool {
    guard let parameters else { return true }
    var j = 0
    for p in parameters {
      let label = p.label
      if j < labels.count, labels[j] == label {
        j += 1
        if p.isVariadic { while j < labels.count, labels[j] == nil { j += 1 } }
      } else if p.defaultValue == nil, !p.isVariadic, trailingClosures == 0 {
        return false
      }
    }
    return j == labels.count
  }

  /// The simple name of the type it belongs to.
  var ownerSimpleName: String? { owner.map(ContainmentUnit.simpleName) }

  static func simpleName(_ qualified: String) -> String {
    guard let dot = qualified.utf8.lastIndex(of: UInt8(ascii: ".")) else { return qualified }
    return String(qualified[qualified.utf8.index(after: dot)...])
  }

  func contains(_ offset: Int) -> Bool { range.start.offset <= offset && offset < max(range.end.offset, range.start.offset + 1) }

  static func collect(_ d: Decl, owner: String?, file: SourceFile, fileScoped: Bool = false, into units: inout [ContainmentUnit]) {
    func add(_ names: [String], display: String, nameRange: SourceRange? = nil, standsForView: Bool = false, type: String? = nil) {
      let shown = owner.map { $0 + "." + display } ?? display
      units.append(
        ContainmentUnit(
          file: file, range: d.range, nameRange: nameRange ?? d.range, decl: d, declares: names, owner: owner,
          standsForView: standsForView, displayName: shown, isFilePrivate: fileScoped, declaredType: type))
    }
    switch d.kind {
    case .type(let t):
      let isExtension = t.kind == .extension
      let qualified = isExtension ? t.name : (owner.map { $0 + "." + t.name } ?? t.name)
      let scoped = fileScoped || isFilePrivate(t.modifiers)
      units.append(
        ContainmentUnit(
          file: file, range: t.range, nameRange: t.nameRange, decl: d, declares: isExtension ? [] : [t.name], owner: owner,
          qualifiedName: qualified, isTypeHeader: true, isExtension: isExtension, displayName: t.name,
          isFilePrivate: scoped, isInterface: true))
      for m in t.members { collect(m, owner: qualified, file: file, fileScoped: scoped, into: &units) }
    case .variable(let v):
      add([v.name], display: v.name, nameRange: v.nameRange, standsForView: true, type: nominalName(v.type) ?? constructedType(v.initializer))
      let stored = v.getter == nil && v.accessors.allSatisfy { $0.kind != "get" }
      units[units.count - 1].isInterface = stored
      units[units.count - 1].isStored = stored && !v.isStatic
      units[units.count - 1].isFilePrivate = fileScoped || isFilePrivate(v.modifiers)
      units[units.count - 1].isStatic = isStatic(v.modifiers)
      units[units.count - 1].wrapperType = v.attributes.first { $0.name.first?.isUppercase == true }?.name
    case .patternBinding(let b):
      let names = b.pattern.names.map(\.0)
      add(names, display: names.joined(separator: ", "), standsForView: true, type: nominalName(b.type) ?? constructedType(b.initializer))
      units[units.count - 1].isInterface = true
      units[units.count - 1].isStored = !isStatic(b.modifiers)
      units[units.count - 1].isStatic = isStatic(b.modifiers)
      units[units.count - 1].isFilePrivate = fileScoped || isFilePrivate(b.modifiers)
    case .function(let f):
      if f.name == "init" {
        let type = owner.map(simpleName)
        add(type.map { [$0] } ?? [], display: "init", nameRange: f.nameRange, standsForView: true, type: type)
        units[units.count - 1].isInterface = true
        units[units.count - 1].isInitializer = true
        units[units.count - 1].isStatic = true
        units[units.count - 1].parameters = f.parameters
      } else {
        add([f.name], display: f.name, nameRange: f.nameRange, type: nominalName(f.returnType))
        units[units.count - 1].isFilePrivate = fileScoped || isFilePrivate(f.modifiers)
        units[units.count - 1].isStatic = isStatic(f.modifiers)
        units[units.count - 1].parameters = f.parameters
      }
    case .enumCase(let elements):
      add(elements.map(\.name), display: elements.map(\.name).joined(separator: ", "), type: owner.map(simpleName))
      units[units.count - 1].isStatic = true
    case .typealias(let t):
      add([t.name], display: t.name, nameRange: t.nameRange, type: nominalName(t.type))
    case .macro(let m): add([], display: "#" + m.name, nameRange: m.nameRange)
    case .subscript(let s): add(["subscript"], display: "subscript", type: nominalName(s.returnType))
    case .deinit: add([], display: "deinit")
    case .topLevelCode: add([], display: "top-level code")
    case .associatedType(let a): add([a.name], display: a.name, nameRange: a.nameRange)
    case .import, .operator, .precedenceGroup, .compilerDirective: break
    }
  }

  static func isStatic(_ modifiers: [String]) -> Bool { modifiers.contains("static") || modifiers.contains("class") }

  static func isFilePrivate(_ modifiers: [String]) -> Bool { modifiers.contains("private") || modifiers.contains("fileprivate") }

  /// The simple name of a written nominal type, through optionals (`Store?` → `Store`); nil
  /// for collections, functions and tuples, whose members are the standard library's.
  static func nominalName(_ t: TypeRepr?) -> String? {
    guard let t else { return nil }
    switch t.kind {
    case .named(let path, _): return path.last
    case .optional(let w), .implicitlyUnwrappedOptional(let w): return nominalName(w)
    default: return nil
    }
  }

  /// The type `Store(...)` or `Box<Int>(...)` constructs, where the callee's name starts with a
  /// capital letter as a type's does.
  static func constructedType(_ e: Expr?) -> String? {
    guard let e, case .call(let callee, _) = e.kind else { return nil }
    switch callee.kind {
    case .identifier(let n) where n.first?.isUppercase == true: return n
    case .specialize(let inner, _): return constructedType(Expr(.call(callee: inner, arguments: []), e.range))
    default: return nil
    }
  }
}
