import LayoutcSyntax

extension SemanticModel {
  /// The declared protocols a declared type conforms to, directly or through protocols that
  /// refine them.
  public func conformedProtocols(_ typeName: String) -> [String] {
    var result: [String] = []
    var pending: [String] = []
    // A class conforms to what its superclasses conform to.
    for t in [typeName] + superclasses(of: typeName) {
      let decl = dataTypes[t]?.decl ?? views[t]?.decl ?? enums[t]?.decl ?? protocols[t]?.decl
      pending += ((decl?.inheritance ?? []) + (extensionInheritance[t] ?? [])).compactMap(protocolName)
    }
    while let p = pending.popLast() {
      guard !result.contains(p) else { continue }
      result.append(p)
      pending += (protocols[p]?.decl.inheritance ?? []).compactMap(protocolName)
    }
    return result
  }

  /// True when the declared type names `proto` (a SwiftUI protocol such as `ButtonStyle`, or
  /// a declared one) among its conformances, directly or through a declared protocol.
  public func conforms(_ typeName: String, to proto: String) -> Bool {
    // A class conforms to what its superclasses conform to (`class Post: Entity`,
    // `class Entity: Identifiable`).
    for t in [typeName] + superclasses(of: typeName) {
      let decl = dataTypes[t]?.decl ?? views[t]?.decl ?? enums[t]?.decl
      if decl?.conforms(to: proto) == true { return true }
      // SwiftData's `@Model` makes a class a `PersistentModel`, which refines `Identifiable`,
      // `Hashable` and `Observable` (developer.apple.com/documentation/swiftdata/persistentmodel).
      if decl?.attributes.contains(where: { $0.name == "Model" }) == true, Self.persistentModelProtocols.contains(proto) { return true }
      if extensionInheritance[t]?.contains(where: { if case .named(let p, _) = $0.kind { p.last == proto } else { false } }) == true {
        return true
      }
    }
    return conformedProtocols(typeName).contains { $0 == proto || protocols[$0]?.decl.conforms(to: proto) == true }
  }

  /// Whether `allCases` is synthesised for the enum: it conforms to `CaseIterable`, in its
  /// declaration, an extension or through a declared protocol refining it
  /// (`enum Letter: String, Property`, `protocol Property: CaseIterable`), and its cases are bare.
  public func isCaseIterable(_ en: EnumInfo) -> Bool { en.hasOnlyBareCases && conforms(en.name, to: "CaseIterable") }

  static let persistentModelProtocols: Set<String> = ["PersistentModel", "Identifiable", "Hashable", "Equatable", "Observable"]

  /// An extension member of the type, else of the protocols it conforms to (their defaults).
  public func extensionMember(_ typeName: String, _ name: String) -> ExtensionMember? {
    if let m = extensionMembers[typeName]?.first(where: { $0.name == name }) { return m }
    for p in conformedProtocols(typeName) {
      if let m = extensionMembers[p]?.first(where: { $0.name == name }) { return m }
    }
    return nil
  }

  /// The declared classes a class inherits from, nearest first (`class A: B`, `class B: C`:
  /// `[B, C]`): the first inherited type of a class that is a class the module declares.
  public func superclasses(of typeName: String) -> [String] {
    var result: [String] = []
    var current = typeName
    while let decl = dataTypes[current]?.decl, decl.kind == .class,
      case .named(let path, _)? = decl.inheritance.first?.kind,
      let key = typeKey(path.joined(separator: "."), in: nil), let parent = dataTypes[key], parent.decl.kind == .class,
      key != typeName, !result.contains(key)
    {
      result.append(key)
      current = key
    }
    return result
  }

  private func protocolName(_ t: TypeRepr) -> String? {
    guard case .named(let path, _) = t.kind, let key = typeKey(path.joined(separator: "."), in: nil), protocols[key] != nil
    else { return nil }
    return key
  }
}
