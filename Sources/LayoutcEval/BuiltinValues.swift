import LayoutcCatalog
import LayoutcSema
import LayoutcSyntax

/// The standard-library properties (`Builtins`) computed by the id the checker resolved, every
/// id handled. A value of another kind than the id's receiver (a typed member read on a value
/// layoutc holds otherwise) is an opaque value named by the id, never a guessed one.
extension Evaluator {
  /// The builtin property `e` reads: as the checker resolved it, else (layout code runs
  /// untyped) looked up in the same table by the kind of the value it is read on.
  func builtinProperty(_ e: Expr, _ name: String, on v: Value) -> BuiltinProperty? {
    if case .property(let id)? = facts.builtin(e) { return id }
    guard let receiver = Self.builtinReceiver(v) else { return nil }
    if let id = Builtins.property(name, of: receiver) { return id }
    return Self.mayBeFloatingPoint(v) ? Builtins.property(name, of: "Double") : nil
  }

  /// The type whose builtins a value of this kind has, for code the checker did not type.
  static func builtinReceiver(_ v: Value) -> String? {
    switch v {
    case .array: "Array"
    case .range: "Range"
    case .string: "String"
    case .dictionary: "Dictionary"
    case .int: "Int"
    case .member("Path"?, _, _): "Path"
    case .member("CGRect"?, _, _): "CGRect"
    default: LayoutGeometry.number(v) != nil ? "Double" : nil  // `.infinity`, `CGFloat.pi`
    }
  }

  /// Whether an untyped value may be a floating-point number: an integer literal in layout
  /// code may be one (`var x: CGFloat = 0`), as may any number.
  static func mayBeFloatingPoint(_ v: Value) -> Bool { LayoutGeometry.number(v) != nil }

  /// `e` (`base.name`) for the builtin property `id`; `v` is the receiver's value.
  func builtinPropertyValue(_ id: BuiltinProperty, of v: Value, _ e: Expr, base: Expr) -> Value {
    if v == .none { return .none }  // a nil receiver of an optional chain
    let array: [Value]? = if case .array(let a) = v { a } else { nil }
    // A range's count saturates at `Int.max` (`elementCount`) rather than overflow.
    let range: (lower: Int, upper: Int, count: Int)? =
      if case .range(let l, let u, _) = v, let n = v.elementCount { (l, u, n) } else { nil }
    let string = v.asString
    // A dictionary's keys, or a Set's elements (an array of distinct values here).
    let keys: [Value]? = switch v {
    case .dictionary(let keys, _): keys
    case .array(let elements): elements
    default: nil
    }
    let number = LayoutGeometry.number(v)
    switch id {
    case .arrayCount: return array.map { .int($0.count) } ?? unmodelled(e)
    case .arrayIsEmpty: return array.map { .bool($0.isEmpty) } ?? unmodelled(e)
    case .arrayFirst: return array.map { $0.first ?? .none } ?? unmodelled(e)
    case .arrayLast: return array.map { $0.last ?? .none } ?? unmodelled(e)
    case .arrayIndices: return array.map { .range(0, $0.count, closed: false) } ?? unmodelled(e)
    case .rangeCount: return range.map { .int($0.count) } ?? unmodelled(e)
    case .rangeIsEmpty: return range.map { .bool($0.count == 0) } ?? unmodelled(e)
    case .rangeIndices: return range.map { .range(0, $0.count, closed: false) } ?? unmodelled(e)
    // A range of other bounds than Ints is a record of its two bounds.
    case .rangeLowerBound: return range.map { .int($0.lower) } ?? v.field("lowerBound") ?? unmodelled(e)
    case .rangeUpperBound: return range.map { .int($0.upper) } ?? v.field("upperBound") ?? unmodelled(e)
    case .stringCount: return string.map { .int($0.count) } ?? unmodelled(e)
    case .stringIsEmpty: return string.map { .bool($0.isEmpty) } ?? unmodelled(e)
    // A dictionary literal's repeated key is one entry.
    case .dictionaryCount: return keys.map { .int(Set($0).count) } ?? unmodelled(e)
    case .dictionaryIsEmpty: return keys.map { .bool($0.isEmpty) } ?? unmodelled(e)
    // What an interpolation shows; a UUID's description is its `uuidString` (Foundation).
    case .isInfinite: return number.map { .bool($0.isInfinite) } ?? unmodelled(e)
    case .isFinite: return number.map { .bool($0.isFinite) } ?? unmodelled(e)
    case .isNaN: return number.map { .bool($0.isNaN) } ?? unmodelled(e)
    case .isZero: return number.map { .bool($0 == 0) } ?? unmodelled(e)
    case .magnitude: return number.map { .double(Swift.abs($0)) } ?? unmodelled(e)
    case .description, .uuidString:
      switch v {
      case .int, .double, .fresh: return .string(interpolated(v, as: facts.type(of: base)))
      default: return unmodelled(e)
      }
    }
  }

  /// `e`, a CoreGraphics value's part by the checker's id (layout code's untyped reads go
  /// through the same table in `LayoutGeometry.member`); `v` is the receiver's value.
  func builtinGeometryValue(_ id: GeometryProperty, of v: Value, _ e: Expr) -> Value {
    switch v {
    case .none, .opaque: return v  // a nil receiver of an optional chain; an assumed value
    default: return LayoutGeometry.value(id, of: v) ?? unmodelled(e)
    }
  }
}
