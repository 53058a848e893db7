import LayoutcSource

/// A type as written: `Content`, `[Pet]`, `Int?`, `some View`, `() -> Content`.
public final class TypeRepr: Sendable {
  public let kind: TypeReprKind
  public let range: SourceRange

  public init(_ kind: TypeReprKind, _ range: SourceRange) {
    self.kind = kind
    self.range = range
  }
}

public enum TypeReprKind: Sendable {
  /// `Name<Args>` possibly dotted: `Edge.Set`, `Array<Pet>`.
  case named([String], genericArguments: [TypeRepr])
  case optional(TypeRepr)
  case array(TypeRepr)
  case dictionary(TypeRepr, TypeRepr)
  case tuple([TypeRepr])
  case function(parameters: [TypeRepr], result: TypeRepr)
  /// `some View`.
  case opaque(TypeRepr)
  /// `any P`.
  case existential(TypeRepr)
  case error
}
