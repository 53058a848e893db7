/// The signature of a standard-library, Foundation or CoreGraphics name layoutc evaluates
/// (`Builtins`): the types it applies to, its labels, its parameters and its result, as the
/// Swift interface declares them.
public struct BuiltinSignature: Sendable, Equatable {
  /// The types whose values have the member (`Array`, `Range`); `Sequence` for a method of
  /// every sequence; the type an initializer makes; empty for a free function.
  public var receivers: [String]
  public var name: String
  /// The argument labels of a function or method; nil for a property.
  public var labels: [String?]?
  public var parameters: [BuiltinType]
  public var result: BuiltinType

  /// A property: `count` of `Array` is an `Int`.
  static func property(_ receivers: [String], _ name: String, _ result: BuiltinType) -> Self {
    Self(receivers: receivers, name: name, labels: nil, parameters: [], result: result)
  }

  /// A method: `prefix(_:)` of a `Sequence` takes an `Int`.
  static func method(_ receivers: [String], _ name: String, _ labels: [String?], _ parameters: [BuiltinType], _ result: BuiltinType) -> Self {
    Self(receivers: receivers, name: name, labels: labels, parameters: parameters, result: result)
  }

  /// An initializer of `type`: `String(repeating:count:)`.
  static func initializer(_ type: String, _ labels: [String?], _ parameters: [BuiltinType], _ result: BuiltinType) -> Self {
    Self(receivers: [type], name: "init", labels: labels, parameters: parameters, result: result)
  }

  /// A free function: `min(_:_:)`.
  static func function(_ name: String, _ labels: [String?], _ parameters: [BuiltinType], _ result: BuiltinType) -> Self {
    Self(receivers: [], name: name, labels: labels, parameters: parameters, result: result)
  }
}

/// A parameter or result type of a builtin, written against its receiver and arguments.
public indirect enum BuiltinType: Sendable, Equatable {
  /// A type without generic arguments: `Int`, `Bool`, `String`, `Void`.
  case named(String)
  /// A generic type: `Range<Int>`, `EnumeratedSequence<Self>`.
  case generic(String, [BuiltinType])
  /// The receiver's own type (`Self`).
  case receiver
  /// The receiver's `Element` (a range's `Bound`).
  case element
  /// `T?`.
  case optional(BuiltinType)
  /// `[T]`.
  case array(BuiltinType)
  /// The type of the argument at this index (`abs(_:)` returns its argument's type).
  case argument(Int)
  /// The element type of the sequence argument at this index (`Array(_:)` of a range); of a
  /// sequence of pairs, the pair's two types (`Dictionary(uniqueKeysWithValues:)`).
  case argumentElement(Int)
  /// The type the context expects (`Set()` where a `Set<Int>` is expected).
  case contextual
  /// The arguments' common numeric type: an `Int` literal beside a `Double` is a `Double`.
  case commonNumeric
  /// The result of the closure (or key path) argument (`map`).
  case closureResult
  /// A closure's result with an Optional unwrapped (`compactMap` drops the nils).
  case unwrapped(BuiltinType)
  /// The receiver's `SubSequence`: `ArraySlice` of an Array, `Slice<Self>` of a lazy view.
  case subSequence
  /// A function of these parameters: the closure a method takes (`(Element) -> Bool`).
  case function([BuiltinType], BuiltinType)
  /// Any value at all (`print(_:)`'s items).
  case any

  public static let int = BuiltinType.named("Int")
  public static let bool = BuiltinType.named("Bool")
  public static let string = BuiltinType.named("String")
  public static let void = BuiltinType.named("Void")
}
