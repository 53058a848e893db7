import LayoutcSource

/// `@State`, `@ViewBuilder`, `@Binding`, `@FocusState.Binding`, `@Environment(\\.font)`, with
/// the range of the attribute.
public struct Attribute: Sendable {
  /// The dotted name without `@`: `State`, `FocusState.Binding`.
  public var name: String
  public var range: SourceRange
  /// The arguments written after the name (`\\.colorScheme` in `@Environment(\\.colorScheme)`);
  /// nil when there is no argument list.
  public var arguments: [Argument]?

  public init(name: String, range: SourceRange, arguments: [Argument]? = nil) {
    self.name = name
    self.range = range
    self.arguments = arguments
  }
}

public struct GenericParameter: Sendable {
  public var name: String
  /// `View` in `<Content: View>`.
  public var constraint: TypeRepr?
  public var range: SourceRange
}

/// A stored or computed property, or a local `let`/`var`.
public struct VariableDecl: Sendable {
  public var attributes: [Attribute]
  public var modifiers: [String]
  public var isLet: Bool
  public var name: String
  public var nameRange: SourceRange
  public var type: TypeRepr?
  public var initializer: Expr?
  /// Statements of a computed property's getter (`var body: some View { ... }`).
  public var getter: [Stmt]?
  public var range: SourceRange
  /// A protocol requirement's accessors (`{ get set }` in `var x: Int { get set }`); nil
  /// for a declaration with storage or a body.
  public var accessorRequirements: [String]? = nil

  public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
  public var isStatic: Bool { modifiers.contains("static") }
}

public struct FunctionParameter: Sendable {
  /// The argument label; nil when written `_`.
  public var label: String?
  public var name: String
  public var type: TypeRepr
  public var attributes: [Attribute]
  public var defaultValue: Expr?
  public var range: SourceRange
}

public struct FunctionDecl: Sendable {
  public var attributes: [Attribute]
  public var modifiers: [String]
  /// The name; `init` for initializers.
  public var name: String
  public var nameRange: SourceRange
  public var genericParameters: [GenericParameter]
  public var parameters: [FunctionParameter]
  public var returnType: TypeRepr?
  public var body: [Stmt]
  public var range: SourceRange
  /// A protocol requirement (`func f() -> Int`, `init(x: Int)`): declared without a body.
  public var isRequirement = false

  public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
  public var isStatic: Bool { modifiers.contains("static") }
}

public struct EnumCaseElement: Sendable {
  public var name: String
  public var associatedValues: [TypeRepr]
  public var rawValue: Expr?
  public var range: SourceRange
}

/// A `struct`, `enum`, `class`, `actor`, `protocol` or `extension` with its members.
public struct TypeDecl: Sendable {
  public enum Kind: String, Sendable { case `struct`, `enum`, `extension`, `class`, actor, `protocol` }
  public var kind: Kind
  public var attributes: [Attribute]
  public var modifiers: [String]
  /// The declared name; for an extension, the extended type's dotted name.
  public var name: String
  public var nameRange: SourceRange
  public var genericParameters: [GenericParameter]
  public var inheritance: [TypeRepr]
  public var members: [Decl]
  public var range: SourceRange

  /// True when the inheritance clause names `protocolName` (`View`, `Identifiable`).
  public func conforms(to protocolName: String) -> Bool {
    inheritance.contains {
      if case .named(let path, _) = $0.kind { return path.last == protocolName }
      return false
    }
  }
}

/// `associatedtype Content: View = EmptyView` in a protocol.
public struct AssociatedTypeDecl: Sendable {
  public var name: String
  public var nameRange: SourceRange
  /// `View` in `associatedtype Content: View`.
  public var constraints: [TypeRepr]
  public var defaultType: TypeRepr?
}

/// `#Preview("name", traits: ...) { body }` or `#asset("name", width: 20, height: 20)`.
public struct MacroDecl: Sendable {
  public var name: String
  public var nameRange: SourceRange
  public var arguments: [Argument]
  public var body: [Stmt]?
  public var range: SourceRange
}

public final class Decl: Sendable {
  public let kind: DeclKind
  public let range: SourceRange

  public init(_ kind: DeclKind, _ range: SourceRange) {
    self.kind = kind
    self.range = range
  }
}

public enum DeclKind: Sendable {
  case `import`([String])
  case type(TypeDecl)
  case variable(VariableDecl)
  case function(FunctionDecl)
  case enumCase([EnumCaseElement])
  case `typealias`(name: String, type: TypeRepr)
  case associatedType(AssociatedTypeDecl)
  case macro(MacroDecl)
}

/// One parsed file: its declarations in order.
public struct SourceFileSyntax: Sendable {
  public var file: SourceFile
  public var declarations: [Decl]

  public init(file: SourceFile, declarations: [Decl]) {
    self.file = file
    self.declarations = declarations
  }
}
