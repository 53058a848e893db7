import LayoutcSource

/// `@State`, `@ViewBuilder`, `@Binding`, `@FocusState.Binding`, `@Environment(\\.font)`, with
/// the range of the attribute.
public struct Attribute: Sendable {
  /// The dotted name without `@`: `State`, `FocusState.Binding`.
  public var name: String
  /// `Int` in `@Wrapper<Int>`.
  public var genericArguments: [TypeRepr] = []
  public var range: SourceRange
  /// The arguments written after the name (`\\.colorScheme` in `@Environment(\\.colorScheme)`);
  /// nil when there is no argument list.
  public var arguments: [Argument]?
  /// The argument tokens of an attribute with a syntax of its own (`iOS 17, *` in
  /// `@available(iOS 17, *)`, `doThing:` in `@objc(doThing:)`), single-spaced; nil otherwise.
  public var argumentText: String?

  public init(name: String, range: SourceRange, arguments: [Argument]? = nil, argumentText: String? = nil) {
    self.name = name
    self.range = range
    self.arguments = arguments
    self.argumentText = argumentText
  }
}

public struct GenericParameter: Sendable {
  public var name: String
  /// `View` in `<Content: View>`.
  public var constraint: TypeRepr?
  public var range: SourceRange
  /// `<each T>`: a parameter pack.
  public var isPack = false
}

/// One requirement of a `where` clause: `T: Hashable`, `Element == Int`, `T: AnyObject`.
public struct GenericRequirement: Sendable {
  public enum Kind: String, Sendable { case conformance = ":", sameType = "==" }
  public var kind: Kind
  public var subject: TypeRepr
  public var constraint: TypeRepr
  public var range: SourceRange
}

/// `async`, `throws`, `rethrows`, `throws(E)` after a parameter list or in an accessor.
public struct Effects: Sendable {
  public var isAsync = false
  /// `throws` or `rethrows`; nil when the declaration does not throw.
  public var throwsKeyword: String?
  /// `E` in `throws(E)`.
  public var thrownType: TypeRepr?

  public init(isAsync: Bool = false, throwsKeyword: String? = nil, thrownType: TypeRepr? = nil) {
    self.isAsync = isAsync
    self.throwsKeyword = throwsKeyword
    self.thrownType = thrownType
  }
  public var isEmpty: Bool { !isAsync && throwsKeyword == nil }
}

/// `get`, `set(value)`, `willSet`, `didSet(old)`, `_modify`, `init` accessors of a property or
/// subscript, with their modifiers (`mutating get`) and effects (`get async throws`).
public struct AccessorDecl: Sendable {
  public var attributes: [Attribute]
  public var modifiers: [String]
  /// `get`, `set`, `willSet`, `didSet`, `_modify`, `_read`, `modify`, `read`, `init`.
  public var kind: String
  /// The name in `set(value)` / `didSet(old)`.
  public var parameterName: String?
  public var effects: Effects
  /// Nil in a protocol requirement (`var x: Int { get set }`).
  public var body: [Stmt]?
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
  /// Every accessor as written, the getter included (empty for a stored property without
  /// observers and for `var x: Int { ... }` written as a bare getter body).
  public var accessors: [AccessorDecl] = []
  /// A protocol requirement's accessors (`get set` in `var x: Int { get set }`): those written
  /// without a body; nil for a declaration with storage or bodies.
  public var accessorRequirements: [String]? {
    let bare = accessors.filter { $0.body == nil }
    return bare.isEmpty ? nil : bare.map(\.kind)
  }

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
  /// `xs: Int...`.
  public var isVariadic = false
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
  public var effects = Effects()
  public var whereClause: [GenericRequirement] = []
  /// `?` or `!` for a failable initializer (`init?`, `init!`).
  public var failability: String?
  /// False for a declaration without a body (`@_silgen_name("f") func f()`, a requirement).
  public var hasBody = true
  /// A protocol requirement (`func f() -> Int`, `init(x: Int)`): declared without a body.
  public var isRequirement: Bool { !hasBody }

  public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
  public var isStatic: Bool { modifiers.contains("static") }
}

public struct EnumCaseElement: Sendable {
  public var name: String
  public var associatedValues: [TypeRepr]
  public var rawValue: Expr?
  public var range: SourceRange
  /// The associated values with their labels and defaults (`radius: Double = 1`), in the order
  /// of `associatedValues`.
  public var associatedParameters: [FunctionParameter] = []
  /// Attributes and modifiers (`indirect`) of the `case` declaration it is part of.
  public var attributes: [Attribute] = []
  public var modifiers: [String] = []
}

/// `typealias Handler<T> = (T) -> Void where T: Sendable`.
public struct TypealiasDecl: Sendable {
  public var attributes: [Attribute]
  public var modifiers: [String]
  public var name: String
  public var nameRange: SourceRange
  public var genericParameters: [GenericParameter]
  public var type: TypeRepr
  public var whereClause: [GenericRequirement]
}

/// `subscript(row: Int) -> Double { get { ... } set { ... } }`.
public struct SubscriptDecl: Sendable {
  public var attributes: [Attribute]
  public var modifiers: [String]
  public var genericParameters: [GenericParameter]
  public var parameters: [FunctionParameter]
  public var returnType: TypeRepr
  public var whereClause: [GenericRequirement]
  public var accessors: [AccessorDecl]
  /// Statements of a subscript written as a bare getter body.
  public var getter: [Stmt]?
  public var range: SourceRange
}

/// `infix operator <+> : AdditionPrecedence`, `prefix operator √`.
public struct OperatorDecl: Sendable {
  /// `infix`, `prefix` or `postfix`.
  public var fixity: String
  public var name: String
  public var precedenceGroup: String?
  public var range: SourceRange
}

/// `precedencegroup Power { higherThan: Multiplication associativity: right }`: each
/// attribute with its values as written.
public struct PrecedenceGroupDecl: Sendable {
  public var name: String
  public var attributes: [(name: String, values: [String])]
  public var range: SourceRange
}

/// `let (a, b) = pair`, `var (x, _): (Int, String)`: a binding whose pattern is not one name.
public struct PatternBindingDecl: Sendable {
  public var attributes: [Attribute]
  public var modifiers: [String]
  public var isLet: Bool
  public var pattern: BindingPattern
  public var type: TypeRepr?
  public var initializer: Expr?
  public var range: SourceRange
}

/// The pattern of a declaration's binding: a name, `_`, or a tuple of patterns.
public indirect enum BindingPattern: Sendable {
  case name(String, SourceRange)
  case wildcard(SourceRange)
  case tuple([BindingPattern], SourceRange)

  /// The names it binds, in order.
  public var names: [(String, SourceRange)] {
    switch self {
    case .name(let n, let r): [(n, r)]
    case .wildcard: []
    case .tuple(let elements, _): elements.flatMap(\.names)
    }
  }
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
  public var whereClause: [GenericRequirement] = []
  /// For an extension, the extended type as written (`Array<Int>`, `[String]`, `Int?`); `name`
  /// is its dotted name (`Array`, `Swift.Collection`).
  public var extendedType: TypeRepr?

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
  public var whereClause: [GenericRequirement] = []
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
  case `typealias`(TypealiasDecl)
  /// `associatedtype Element: Hashable = Int where ...`.
  case associatedType(AssociatedTypeDecl)
  case macro(MacroDecl)
  case `subscript`(SubscriptDecl)
  /// `deinit { ... }`.
  case `deinit`([Stmt])
  /// A statement at the top level of a script (`main.swift`, or a file starting with `#!`),
  /// where Swift runs it in order.
  case topLevelCode(Stmt)
  case `operator`(OperatorDecl)
  case precedenceGroup(PrecedenceGroupDecl)
  case patternBinding(PatternBindingDecl)
  /// `#warning("...")`, `#error("...")` (a diagnostic already reported when active) and
  /// `#sourceLocation(file:line:)`: the directive's name and arguments.
  case compilerDirective(name: String, arguments: [Argument])
}

/// One parsed file: its declarations in order.
public struct SourceFileSyntax: Sendable {
  public var file: SourceFile
  /// The declarations, with the active clause of each `#if` spliced in where it stands.
  public var declarations: [Decl]
  /// Every `#if` of the file, in source order, with its clauses and which one is active
  /// (the inactive clauses are parsed but reach no later stage).
  public var conditionalBlocks: [IfConfigBlock]
  /// The platform its `#if os()` clauses were decided for, when it is not its module's primary
  /// (a file active only on another platform of its target); nil otherwise.
  public var otherPlatform: Platform? = nil

  public init(file: SourceFile, declarations: [Decl], conditionalBlocks: [IfConfigBlock] = []) {
    self.file = file
    self.declarations = declarations
    self.conditionalBlocks = conditionalBlocks
  }
}
