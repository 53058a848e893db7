import LayoutcCatalog
import LayoutcSema
import LayoutcSyntax

/// Values of an app's `OptionSet`: a record whose `rawValue` holds the set's bits. An array
/// literal is the union of its elements, and SetAlgebra's members are bit operations on the raw
/// value, as the standard library's defaults for an OptionSet with a FixedWidthInteger raw value
/// compute them (`union` is `|`, `intersection` `&`, `contains(m)` `self & m == m`).
extension Evaluator {
  /// The app OptionSet `name` names, nil for any other type.
  func appOptionSet(named name: String?) -> String? {
    guard let name, let data = model.dataTypes[name], model.conforms(name, to: "OptionSet"),
      data.storedProperties.map(\.name) == ["rawValue"]
    else { return nil }
    return name
  }

  /// `[.a, .b]` of the OptionSet `type`: the union of the elements (an element it cannot read
  /// makes the set uncomputed; an assumed one, assumed).
  func optionSetLiteral(_ type: String, _ elements: [Value]) -> Value {
    var bits = 0
    for v in elements {
      if case .opaque = v { return v }
      guard let b = Self.optionBits(v) else { return .none }
      bits |= b
    }
    return Self.optionSet(type, bits)
  }

  /// `set.name(argument)` of SetAlgebra, nil when `name` is not one of its methods here.
  func optionSetMethod(_ set: Value, _ type: String, _ name: String, _ argument: Value) -> Value? {
    guard let method = SetAlgebraMethod(rawValue: name) else { return nil }
    if case .opaque = argument { return argument }
    guard let a = Self.optionBits(set), let b = Self.optionBits(argument) else { return .none }
    switch method {
    case .contains, .isSuperset: return .bool(a & b == b)
    case .isSubset: return .bool(a & b == a)
    case .isStrictSubset: return .bool(a & b == a && a != b)
    case .isStrictSuperset: return .bool(a & b == b && a != b)
    case .isDisjoint: return .bool(a & b == 0)
    case .union: return Self.optionSet(type, a | b)
    case .intersection: return Self.optionSet(type, a & b)
    case .symmetricDifference: return Self.optionSet(type, a ^ b)
    case .subtracting: return Self.optionSet(type, a & ~b)
    }
  }

  static func optionBits(_ v: Value) -> Int? { v.field("rawValue")?.asInt }

  static func optionSet(_ type: String, _ bits: Int) -> Value { .record(type: type, fields: [Value.Field("rawValue", .int(bits))]) }
}
