import LayoutcSource

/// A statement of a body, builder closure or action closure.
public final class Stmt: Sendable {
  public let kind: StmtKind
  public let range: SourceRange

  public init(_ kind: StmtKind, _ range: SourceRange) {
    self.kind = kind
    self.range = range
  }
}

/// One clause of an `if` condition list: `a == b`, `let x = optional`, `#available(iOS 17, *)`,
/// `#unavailable(iOS 15)`, `case .loaded(let n) = state`.
public enum Condition: Sendable {
  case expression(Expr)
  case optionalBinding(isLet: Bool, name: String, nameRange: SourceRange, value: Expr?)
  case available([String], SourceRange)
  case unavailable([String], SourceRange)
  /// `case pattern = value`: the pattern as in a switch case (`.x(let a)`, `let .x(a, b)`).
  case pattern(Expr, value: Expr)
}

public struct SwitchCase: Sendable {
  /// Patterns of `case a, b:`; empty for `default:`.
  public var patterns: [Expr]
  public var isDefault: Bool
  public var body: [Stmt]
  public var range: SourceRange
  /// `case let .loaded(_, n) where n > 0:`: the case matches only when this holds too.
  public var whereClause: Expr? = nil
}

public enum StmtKind: Sendable {
  case expression(Expr)
  /// A local `let`/`var`.
  case variable(VariableDecl)
  case `if`(conditions: [Condition], then: [Stmt], else: ElseClause?)
  case `switch`(subject: Expr, cases: [SwitchCase])
  /// `for x in seq { ... }`: parsed so that the checker can reject it with Swift's message.
  case `for`(pattern: String, sequence: Expr, body: [Stmt])
  case `while`(condition: Expr, body: [Stmt])
  case `return`(Expr?)
  case `break`
  case `continue`
  /// A `func`/`struct` declared inside a body; kept so that it can be rejected precisely.
  case declaration(Decl)
}

public indirect enum ElseClause: Sendable {
  case block([Stmt], SourceRange)
  /// `else if ...`: the nested if statement.
  case elseIf(Stmt)
}
