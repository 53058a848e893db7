/// Every declared type's key (views, data types, enums, protocols: what
/// `SemanticModel.isDeclaredType` accepts) and the last components of the nested ones, so
/// that the checker can tell with one lookup that no enclosing type declares a name.
struct DeclaredTypeNames {
  let all: Set<String>
  /// `Inner` for `Outer.Inner`.
  private let nestedLast: Set<String>

  init(_ model: SemanticModel) {
    var all = Set(model.views.keys)
    all.formUnion(model.dataTypes.keys)
    all.formUnion(model.enums.keys)
    all.formUnion(model.protocols.keys)
    self.all = all
    nestedLast = Set(all.compactMap { key in key.utf8.contains(UInt8(ascii: ".")) ? Self.lastComponent(key) : nil })
  }

  /// Whether some nested type's name ends with `name`'s last component: only then can a
  /// context make `name` mean `Context.name`.
  func isNestedTypeName(_ name: String) -> Bool {
    !nestedLast.isEmpty && nestedLast.contains(Self.lastComponent(name))
  }

  private static func lastComponent(_ name: String) -> String {
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
    return String(name[name.utf8.index(after: dot)...])
  }
}
