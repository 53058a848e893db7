import LayoutcSource

/// An expression node. A class so later stages can key facts by node identity
/// (`ObjectIdentifier`); its `kind` is an enum so they can switch over it.
public final class Expr: Sendable {
  public let kind: ExprKind
  public let range: SourceRange

  public init(_ kind: ExprKind, _ range: SourceRange) {
    self.kind = kind
    self.range = range
  }
}

public enum StringSegment: Sendable {
  case text(String)
  case interpolation(Expr)
}

/// One argument of a call, subscript or tuple: `label: value`, or a trailing closure.
public struct Argument: Sendable {
  public var label: String?
  public var labelRange: SourceRange?
  public var value: Expr
  /// True for closures written after the parentheses (`VStack { ... }`, `} label: { ... }`).
  public var isTrailingClosure: Bool

  public init(label: String?, labelRange: SourceRange?, value: Expr, isTrailingClosure: Bool = false) {
    self.label = label
    self.labelRange = labelRange
    self.value = value
    self.isTrailingClosure = isTrailingClosure
  }
}

public struct ClosureParameter: Sendable {
  /// The parameter's name; `_` for an ignored one.
  public var name: String
  /// The argument label written before the name (`(for item: Item)`), if any.
  public var label: String? = nil
  public var type: TypeRepr?
  public var range: SourceRange
}

/// One entry of a closure's capture list: `weak self`, `unowned(safe) model`, `x = y`.
public struct CaptureItem: Sendable {
  /// `weak`, `unowned`, `unowned(safe)`, `unowned(unsafe)`; nil for a strong capture.
  public var specifier: String?
  public var name: String
  /// `y` in `[x = y]`; nil when the capture names a variable of the enclosing scope.
  public var value: Expr?
  public var range: SourceRange
}

public struct Closure: Sendable {
  /// Explicit parameters (`{ pet in ... }`); empty when the closure uses `$0` or none.
  public var parameters: [ClosureParameter]
  /// True when the closure has an `in` clause, even with no parameters.
  public var hasSignature: Bool
  public var body: [Stmt]
  /// `@MainActor` in `{ @MainActor in ... }`.
  public var attributes: [Attribute] = []
  public var captures: [CaptureItem] = []
  /// `async`, `throws`, `rethrows` as written in the signature.
  public var effects: [String] = []
  /// `-> T` in the signature.
  public var resultType: TypeRepr? = nil
  /// The function declared in a body that this closure stands for (`func double(_ x: Int) ->
  /// Int { … }` inside a function): called with its labels, defaults and variadics. Boxed, so
  /// every expression's payload stays one reference larger, not one declaration larger.
  public var function: LocalFunction? = nil

  /// A local function as the closure value it is: its body and result type, the parameters
  /// bound by name.
  public init(function f: FunctionDecl) {
    parameters = f.parameters.map { ClosureParameter(name: $0.name, label: $0.label, type: $0.type, range: $0.range) }
    hasSignature = true
    body = f.body
    resultType = f.returnType
    function = LocalFunction(f)
  }

  public init(parameters: [ClosureParameter], hasSignature: Bool, body: [Stmt]) {
    self.parameters = parameters
    self.hasSignature = hasSignature
    self.body = body
  }
}

/// A function declared inside a body, as a closure value refers to it.
public final class LocalFunction: Sendable {
  public let decl: FunctionDecl
  public init(_ decl: FunctionDecl) { self.decl = decl }
}

/// One step of a key path that is not a plain property: `\.items[0]`, `\.a?.b`.
public enum KeyPathComponent: Sendable {
  case property(String)
  /// `?` (optional chaining) or `!` (force unwrap).
  case optional(String)
  case `subscript`([Argument])
}

public enum ExprKind: Sendable {
  case integerLiteral(String)
  case floatLiteral(String)
  case stringLiteral([StringSegment])
  case booleanLiteral(Bool)
  case nilLiteral
  /// `/a+/`, `#/a+/#`: a regex literal, as written (layoutc does not read its pattern).
  case regexLiteral(String)
  /// A name: `title`, `self`, `$0`, `$isOn`.
  case identifier(String)
  /// `.leading`: a member of a type inferred from context.
  case implicitMember(String)
  /// `base.name`; `nameRange` covers `name` alone for precise diagnostics.
  case member(base: Expr, name: String, nameRange: SourceRange)
  /// `callee(args) { trailing }`.
  case call(callee: Expr, arguments: [Argument])
  case `subscript`(base: Expr, arguments: [Argument])
  case closure(Closure)
  case array([Expr])
  /// `\.name` or `\Type.name.other`.
  case keyPath(root: String?, components: [String])
  /// A key path with optional chaining, force unwraps or subscripts (`\.a?.b`,
  /// `\Item.tags[0]`): kept whole; later stages read only the simple `keyPath`.
  case keyPathComponents(root: String?, components: [KeyPathComponent])
  /// `[key: value, ...]`, or `[:]` with no elements.
  case dictionary(keys: [Expr], values: [Expr])
  /// `try x`, `try? x`, `try! x`: the operator spelling and its operand.
  case `try`(String, Expr)
  /// `await x`.
  case await(Expr)
  /// `Name<Args>` before a call or member (`Box<Int>(value: 1)`, `#Predicate<Item> { ... }`).
  case specialize(Expr, [TypeRepr])
  /// An `if` or `switch` used as a value (SE-0380: `let x = if c { 1 } else { 2 }`).
  case statement(Stmt)
  /// `is T` as a pattern (`case is Int:`, `catch is CancellationError`).
  case isPattern(TypeRepr)
  /// A type written where a value is, in a form only a type has: `[() -> Void]()`,
  /// `[any Cancellable]()`, `(any Error).self`, `(@convention(c) (Int) -> Void).self`.
  case type(TypeRepr)
  case prefixOperator(String, Expr)
  case postfixOperator(String, Expr)
  case binaryOperator(String, Expr, Expr)
  case ternary(condition: Expr, then: Expr, else: Expr)
  /// `(a)` or `(a, b)`; one unlabeled element is just parentheses.
  case tuple([Argument])
  /// `#asset(...)` used as an expression, or another macro.
  case macro(name: String, arguments: [Argument])
  /// `x as T`, `x is T`, `x as? T`.
  case cast(String, Expr, TypeRepr)
  /// `let name` inside a `case` pattern (`case .loaded(let value)`).
  case patternBinding(String)
  /// A placeholder where parsing failed; a diagnostic has been emitted.
  case error
}
