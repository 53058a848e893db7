import LayoutcSource

/// A type as written: `Content`, `[Pet]`, `Int?`, `some View`, `() -> Content`.
public final class TypeRepr: Sendable {
  public let kind: TypeReprKind
  public let range: SourceRange
  /// Type attributes written before it: `@escaping`, `@Sendable`, `@MainActor`, `@autoclosure`.
  public let attributes: [Attribute]
  /// An ownership or isolation specifier written before it: `inout`, `borrowing`, `consuming`,
  /// `sending`, `isolated`, `__owned`, `__shared`.
  public let specifier: String?
  /// For a function type, `async`/`throws`/`throws(E)` before its `->`.
  public let effects: Effects
  /// For an element of a tuple or function type, its label (`label` in `(label: Int)`, `x` in
  /// `(_ x: Int) -> Void`).
  public let label: String?

  public init(
    _ kind: TypeReprKind, _ range: SourceRange, attributes: [Attribute] = [], specifier: String? = nil,
    effects: Effects = Effects(), label: String? = nil
  ) {
    self.kind = kind
    self.range = range
    self.attributes = attributes
    self.specifier = specifier
    self.effects = effects
    self.label = label
  }

  /// The same type with `attributes` and `specifier` added, over `range`.
  func annotated(attributes: [Attribute], specifier: String?, range: SourceRange) -> TypeRepr {
    TypeRepr(kind, range, attributes: attributes + self.attributes, specifier: specifier ?? self.specifier, effects: effects)
  }

  /// The same type as a labelled tuple element.
  func labelled(_ label: String?) -> TypeRepr {
    guard let label else { return self }
    return TypeRepr(kind, range, attributes: attributes, specifier: specifier, effects: effects, label: label)
  }
}

public enum TypeReprKind: Sendable {
  /// `Name<Args>` possibly dotted: `Edge.Set`, `Array<Pet>`.
  case named([String], genericArguments: [TypeRepr])
  case optional(TypeRepr)
  /// `Int!`.
  case implicitlyUnwrappedOptional(TypeRepr)
  case array(TypeRepr)
  case dictionary(TypeRepr, TypeRepr)
  case tuple([TypeRepr])
  case function(parameters: [TypeRepr], result: TypeRepr)
  /// `some View`.
  case opaque(TypeRepr)
  /// `any P`.
  case existential(TypeRepr)
  /// `T.Type`, or `P.Protocol` when `isProtocol`.
  case metatype(TypeRepr, isProtocol: Bool)
  /// `Hashable & Sendable`.
  case composition([TypeRepr])
  /// `Int...` in a parameter list.
  case variadic(TypeRepr)
  /// `repeat each T` in a generic argument or parameter list.
  case packExpansion(TypeRepr)
  /// `each T` naming a parameter pack.
  case packElement(TypeRepr)
  case error
}
