/// The module's declarations by the names code finds them by, built once from the
/// containment units: types by qualified and simple name, members by their type, top-level
/// declarations by name. What a name resolves to is looked up here, never matched by spelling
/// against every declaration.
struct ModuleDeclarations {
  /// Type headers (declarations and extensions) by qualified name (`Shop.Row`, `Store`).
  private(set) var headersByQualifiedName: [String: [Int]] = [:]
  /// Type headers by simple name: whether a name is a type of the module at all.
  private(set) var headersBySimpleName: [String: [Int]] = [:]
  /// What constructing a type runs: its initializers and stored properties, by simple name.
  private(set) var interfaces: [String: [Int]] = [:]
  /// Members by the simple name of their type (or extended type), then by member name.
  private(set) var members: [String: [String: [Int]]] = [:]
  /// Members by name alone, whatever their type, instance and static ones apart: the
  /// candidates of a member access whose base has no type layoutc can tell.
  private(set) var instanceMembersByName: [String: [Int]] = [:]
  private(set) var staticMembersByName: [String: [Int]] = [:]
  /// Top-level functions, variables and typealiases by name (file-private ones apart).
  private(set) var topLevel: [String: [Int]] = [:]
  private(set) var filePrivate: [String: [Int]] = [:]
  /// The struct, class, enum and actor names the module declares: a member access on one of
  /// them finds only its own members and those of what it conforms to or inherits.
  private(set) var concreteTypes: Set<String> = []
  /// Names written in each type's inheritance clauses (its declaration and extensions).
  private(set) var inherits: [String: Set<String>] = [:]
  /// The concrete types of the module each type inherits from, transitively (superclasses).
  private var supertypes: [String: [String]] = [:]
  /// Members of extensions of protocols the module does not declare as concrete types
  /// (`extension View`, an app protocol's extension), by member name: a platform protocol's
  /// hierarchy is not known here, so they may apply to a value of any type.
  private(set) var openMembers: [String: [Int]] = [:]

  /// Whether each unit is found through its type (`ContainmentUnit.isStatic`), by index.
  private var isStatic: [Bool] = []

  init(units: [ContainmentUnit]) {
    isStatic = units.map(\.isStatic)
    for (i, u) in units.enumerated() {
      if u.isTypeHeader, let q = u.qualifiedName {
        let simple = ContainmentUnit.simpleName(q)
        headersByQualifiedName[q, default: []].append(i)
        headersBySimpleName[simple, default: []].append(i)
        if case .type(let t) = u.decl.kind {
          if t.kind != .extension && t.kind != .protocol { concreteTypes.insert(simple) }
          for case .named(let path, _) in t.inheritance.map(\.kind) { if let p = path.last { inherits[simple, default: []].insert(p) } }
        }
        continue
      }
      if let owner = u.ownerSimpleName {
        for n in u.declares where !u.isInitializer {
          members[owner, default: [:]][n, default: []].append(i)
          if u.isStatic { staticMembersByName[n, default: []].append(i) } else { instanceMembersByName[n, default: []].append(i) }
        }
        if u.isInitializer || u.isStored { interfaces[owner, default: []].append(i) }
        if u.isInitializer {
          members[owner, default: [:]]["init", default: []].append(i)
          staticMembersByName["init", default: []].append(i)
        }
      } else {
        for n in u.declares {
          if u.isFilePrivate {
            filePrivate[Self.fileScoped(n, u.file.path), default: []].append(i)
          } else {
            topLevel[n, default: []].append(i)
          }
        }
      }
    }
    // A name the module conforms to, or extends with a `where` clause, is a protocol's (or a
    // generic type's): its extension members may apply to any type. An extension of another
    // name (`extension Color`, a package's struct) applies to that type alone.
    var protocolLike = Set(inherits.values.joined())
    for u in units where u.isExtension {
      if case .type(let t) = u.decl.kind, !t.whereClause.isEmpty, let q = u.qualifiedName { protocolLike.insert(ContainmentUnit.simpleName(q)) }
    }
    for (owner, byName) in members where !concreteTypes.contains(owner) && protocolLike.contains(owner) {
      for (name, found) in byName { openMembers[name, default: []] += found }
    }
    for key in openMembers.keys { openMembers[key]!.sort() }
    for type in inherits.keys {
      var seen: Set<String> = [type]
      var queue = Array(inherits[type] ?? [])
      var found: [String] = []
      while let p = queue.popLast() {
        guard seen.insert(p).inserted else { continue }
        if concreteTypes.contains(p) { found.append(p) }
        queue += inherits[p] ?? []
      }
      if !found.isEmpty { supertypes[type] = found.sorted() }
    }
  }

  static func fileScoped(_ name: String, _ path: String) -> String { path + "\u{1}" + name }

  /// The type headers a type name written inside `owner` (qualified) finds, as Swift's lookup
  /// does: a nested type of an enclosing type (or of what it inherits), then a top-level type
  /// (a module-qualified name too). A nested type is never found from outside its scope.
  func typeHeaders(_ path: [String], inside owner: String?) -> [Int] {
    guard !path.isEmpty else { return [] }
    let written = path.joined(separator: ".")
    var scope = owner
    while let s = scope {
      if let found = headersByQualifiedName[s + "." + written] { return found }
      for p in inherits[ContainmentUnit.simpleName(s)] ?? [] {
        if let found = headersByQualifiedName[p + "." + written] { return found }
      }
      scope = s.contains(".") ? String(s[..<s.lastIndex(of: ".")!]) : nil
    }
    if let found = headersByQualifiedName[written] { return found }
    if path.count > 1, let found = headersByQualifiedName[path.dropFirst().joined(separator: ".")] { return found }
    return []
  }

  /// The members named `name` a value of type `type` (a simple name) finds: its own, those of
  /// the types it names in its inheritance clauses (transitively), and those of extensions
  /// of protocols (`openMembers`). `through`
  /// says whether the access is through a value (instance members), the type (static
  /// members, cases, initializers), or either (a bare name).
  func members(named name: String, of type: String, through access: MemberAccess = .either) -> [Int] {
    access.filter(allMembers(named: name, of: type), units: isStatic)
  }

  /// Members named `name` of any type, for a base whose type cannot be told.
  func members(named name: String, through access: MemberAccess) -> [Int] {
    switch access {
    case .instance: instanceMembersByName[name] ?? []
    case .type: staticMembersByName[name] ?? []
    case .either: (instanceMembersByName[name] ?? []) + (staticMembersByName[name] ?? [])
    }
  }

  private func allMembers(named name: String, of type: String) -> [Int] {
    var found = (members[type]?[name] ?? []) + (openMembers[name] ?? [])
    for p in supertypes[type] ?? [] { found += members[p]?[name] ?? [] }
    return found
  }

  func isType(_ simpleName: String) -> Bool { headersBySimpleName[simpleName] != nil }
}

/// How a member is reached: through a value, through its type, or by a bare name (either).
enum MemberAccess {
  case instance, type, either

  func filter(_ found: [Int], units isStatic: [Bool]) -> [Int] {
    switch self {
    case .either: found
    case .instance: found.filter { !isStatic[$0] }
    case .type: found.filter { isStatic[$0] }
    }
  }
}
