import LayoutcSource

/// A statement of a body, builder closure or action closure.
public final class Stmt: Sendable {
  public let kind: StmtKind
  public let range: SourceRange
  /// `outer` in `outer: for row in rows { ... }`: the name `break outer` and `continue outer`
  /// use; nil for an unlabelled statement.
  public let label: String?

  public init(_ kind: StmtKind, _ range: SourceRange, label: String? = nil) {
    self.kind = kind
    self.range = range
    self.label = label
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

/// `for pattern in sequence where condition { body }`.
public struct ForLoop: Sendable {
  /// The loop variable(s): a binding (`item`, `(i, x)` as `(let i, let x)`, `_`), or with
  /// `isCase` a pattern the element must match (`for case let .x(a) in`).
  public var pattern: Expr
  public var isCase: Bool
  /// `for try await line in lines`: the sequence is asynchronous.
  public var isAwait: Bool
  public var sequence: Expr
  public var whereClause: Expr?
  public var body: [Stmt]
}

/// `catch let e as E where cond { ... }`; no pattern catches every error (as `error`).
public struct CatchClause: Sendable {
  public var patterns: [Expr]
  public var whereClause: Expr?
  public var body: [Stmt]
  public var range: SourceRange
}

public struct SwitchCase: Sendable {
  /// Patterns of `case a, b:`; empty for `default:`.
  public var patterns: [Expr]
  public var isDefault: Bool
  public var body: [Stmt]
  public var range: SourceRange
  /// The `where` clause after each pattern, nil where it has none (`case .a where x, .b:`): a
  /// clause guards only the pattern it follows (The Swift Programming Language, "Switch":
  /// `case-item-list → pattern where-clause? | pattern where-clause? , case-item-list`).
  public var whereClauses: [Expr?] = []
  /// `@unknown default:` (or `@unknown case _:`).
  public var isUnknown = false

  /// The `where` clause guarding the pattern at `index`, if it has one.
  public func whereClause(of index: Int) -> Expr? { index < whereClauses.count ? whereClauses[index] : nil }
}

public enum StmtKind: Sendable {
  case expression(Expr)
  /// A local `let`/`var`.
  case variable(VariableDecl)
  /// `let (a, _) = pair`: a local binding through a tuple pattern (every name in it binds).
  case destructuring(isLet: Bool, pattern: Expr, type: TypeRepr?, initializer: Expr?)
  case `if`(conditions: [Condition], then: [Stmt], else: ElseClause?)
  case `switch`(subject: Expr, cases: [SwitchCase])
  /// `guard conditions else { ... }`: the names the conditions bind stay in scope after it.
  case `guard`(conditions: [Condition], else: [Stmt])
  case `for`(ForLoop)
  case `while`(conditions: [Condition], body: [Stmt])
  /// `repeat { ... } while condition`.
  case `repeat`(body: [Stmt], condition: Expr)
  case `return`(Expr?)
  /// `break` or `break outer`.
  case `break`(label: String?)
  /// `continue` or `continue outer`.
  case `continue`(label: String?)
  case `fallthrough`
  case `defer`([Stmt])
  /// `do { ... } catch ... { ... }`; no catch clauses for a plain scope.
  case `do`(body: [Stmt], catches: [CatchClause])
  case `throw`(Expr)
  /// A `func`/`struct` declared inside a body; kept so that it can be rejected precisely.
  case declaration(Decl)
}

public indirect enum ElseClause: Sendable {
  case block([Stmt], SourceRange)
  /// `else if ...`: the nested if statement.
  case elseIf(Stmt)
}

extension Stmt {
  /// An `if` (with an `else`) or a `switch` usable as an expression (SE-0380): each branch is
  /// one expression, a `throw`, or such an `if` or `switch` itself.
  public var isExpressionBranching: Bool {
    func single(_ body: [Stmt]) -> Bool {
      guard body.count == 1 else { return false }
      switch body[0].kind {
      case .expression, .throw: return true
      default: return body[0].isExpressionBranching
      }
    }
    switch kind {
    case .if(_, let then, let elseClause):
      guard single(then) else { return false }
      switch elseClause {
      case .block(let b, _)?: return single(b)
      case .elseIf(let next)?: return next.isExpressionBranching
      case nil: return false
      }
    case .switch(_, let cases):
      return !cases.isEmpty && cases.allSatisfy { single($0.body) }
    default:
      return false
    }
  }
}
