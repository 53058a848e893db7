/// `\.hashValue`, the key path apps use for an identity (`ForEach(items, id: \.hashValue)`):
/// every Hashable value has it (Swift standard library, Hashable). Its number is seeded anew
/// in each process (SE-0206), so layoutc never shows one; equal values have equal hashes, so
/// as an identity it stands for the value it hashes.
extension TypeChecker {
  /// Whether values of `t` are Hashable: the standard value types, the module's enums without
  /// payloads or declared Hashable, and its types declared Hashable (or Identifiable and Hashable
  /// through a declared protocol).
  func isHashable(_ t: SwiftType) -> Bool {
    guard let name = t.name else { return false }
    if Self.hashableStandardTypes.contains(name) { return true }
    if let en = model.enums[name] { return en.cases.allSatisfy { $0.associatedValues.isEmpty } || model.conforms(name, to: "Hashable") }
    return model.isDeclaredType(name) && model.conforms(name, to: "Hashable")
  }

  static let hashableStandardTypes: Set<String> = [
    "Int", "Double", "CGFloat", "Float", "String", "Bool", "Character", "UUID", "Date",
  ]
}
