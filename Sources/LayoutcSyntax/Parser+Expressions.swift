import LayoutcSource

/// Swift's standard operator precedence groups, lowest first
/// (https://developer.apple.com/documentation/swift/operator-declarations).
enum Precedence: Int, Comparable {
  case assignment = 1, ternary, disjunction, conjunction, comparison, nilCoalescing, casting
  case rangeFormation, addition, multiplication, bitwiseShift

  static func < (a: Precedence, b: Precedence) -> Bool { a.rawValue < b.rawValue }

  static func of(_ op: String) -> Precedence? {
    switch op {
    case "=", "+=", "-=", "*=", "/=", "%=", "&&=", "||=": .assignment
    case "||": .disjunction
    case "&&": .conjunction
    case "==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=": .comparison
    case "??": .nilCoalescing
    case "..<", "...": .rangeFormation
    case "+", "-", "&+", "&-", "|", "^": .addition
    case "*", "/", "%", "&*", "&": .multiplication
    case "<<", ">>": .bitwiseShift
    default: nil
    }
  }

  var isRightAssociative: Bool { self == .assignment || self == .ternary || self == .nilCoalescing }
}

extension Parser {
  /// Parses an expression. `allowTrailingClosure` is false in `if`/`switch`/`for` heads, where
  /// a `{` opens the statement's block, as in Swift.
  mutating func parseExpression(allowTrailingClosure: Bool = true, inPattern: Bool = false) -> Expr {
    guard enter() else { return Expr(.error, lines.range(current.start, current.start)) }
    defer { leave() }
    return parseBinary(Precedence.assignment, allowTrailingClosure, inPattern)
  }

  /// A binary operator token: spaced on both sides or on neither (Swift's rule), on this line
  /// or the next.
  func binaryOperator() -> (String, Precedence)? {
    let t = current
    switch t.kind {
    case .operator:
      guard t.spaceBefore == t.spaceAfter else { return nil }
      // An operator no precedence group lists (`<<<`) is Swift's DefaultPrecedence, just
      // above the ternary's; the checker then reports that no such operator exists.
      return (t.text, Precedence.of(t.text) ?? .disjunction)
    case .ampersand where t.spaceBefore == t.spaceAfter: return ("&", .multiplication)
    case .equal: return ("=", .assignment)
    case .questionMark where t.spaceBefore || isMisspacedTernary(): return ("?", .ternary)
    // `as` may start the next line (`let header = dequeue(...)\n    as? HeaderView`): no
    // statement starts with it. `is` at a line's start stays a pattern's.
    case .keyword where t.text == "as" || (t.text == "is" && !t.atLineStart): return (t.text, .casting)
    default: return nil
    }
  }

  /// `isOn?"On":"Off"`: a `?` glued to its condition but followed by an operand, not by
  /// the `.`, `(` or `[` of optional chaining. Read as the ternary it was meant to be (and
  /// reported), instead of as a chain followed by a cascade of separator errors.
  func isMisspacedTernary() -> Bool {
    let t = current, next = peek()
    guard t.kind == .questionMark, !t.spaceBefore, !next.atLineStart else { return false }
    switch next.kind {
    case .identifier, .integer, .float, .string, .dollarIdentifier: return true
    case .keyword: return ["true", "false", "nil", "self"].contains(next.text)
    default: return false
    }
  }

  // binary = prefix { binary-operator prefix } | binary "?" expression ":" expression
  //        | binary ( "as" | "as?" | "as!" | "is" ) type
  mutating func parseBinary(_ minimum: Precedence, _ trailing: Bool, _ inPattern: Bool) -> Expr {
    var lhs = parsePrefix(trailing, inPattern)
    // Each operator adds a level to the tree (left-deep, or right-deep for `?:`, `=`, `??`), so
    // it counts as nesting: `1 + 1 + ...` 100,000 times stops at the limit instead of
    // overflowing the stack of every later stage.
    var levels = 0
    defer { depth -= levels }
    while let (op, prec) = binaryOperator(), prec >= minimum {
      levels += 1
      guard enter() else { break }
      let opToken = advance()
      if prec == .casting {
        var spelling = op
        if op == "as" && !current.spaceBefore && (current.kind == .questionMark || current.kind == .exclamation) {
          spelling += advance().text
        }
        let type = parseType()
        lhs = Expr(.cast(spelling, lhs, type), lhs.range.union(type.range))
        continue
      }
      if prec == .ternary {
        if !opToken.spaceAfter || !opToken.spaceBefore { error(SyntaxDiagnostics.ternaryNeedsSpaces, at: tokenRange(opToken)) }
        let then = parseBinary(.ternary, trailing, inPattern)
        var other = Expr(.error, tokenRange(current))
        if expect(.colon, "':' after '? ...' in ternary expression") {
          other = parseBinary(.ternary, trailing, inPattern)
        }
        lhs = Expr(.ternary(condition: lhs, then: then, else: other), lhs.range.union(other.range))
        continue
      }
      // The right operand binds tighter (or, right-associative, as tight). Nothing binds
      // tighter than the last group (`<<`, `>>`): its right operand is a prefix expression.
      let rhs: Expr
      if let next = prec.isRightAssociative ? prec : Precedence(rawValue: prec.rawValue + 1) {
        rhs = parseBinary(next, trailing, inPattern)
      } else {
        rhs = parsePrefix(trailing, inPattern)
      }
      lhs = Expr(.binaryOperator(op, lhs, rhs), lhs.range.union(rhs.range))
    }
    return lhs
  }

  // prefix = [ prefix-operator ] postfix
  mutating func parsePrefix(_ trailing: Bool, _ inPattern: Bool) -> Expr {
    let t = current
    if (inPattern && t.isKeyword("is")) || t.isKeyword("try") || (t.isIdentifier("await") && startsAwaitOperand(peek())) {
      return parseKeywordPrefix(trailing, inPattern)
    }
    if t.kind == .operator, [.rightParen, .comma, .rightBracket].contains(peek().kind) {
      // An operator passed as a function (`reduce(0, +)`, `sorted(by: <)`).
      advance()
      return Expr(.identifier(t.text), tokenRange(t))
    }
    if (t.kind == .operator || t.kind == .exclamation || t.kind == .ampersand) && !t.spaceAfter {
      advance()
      guard enter() else { return Expr(.error, tokenRange(t)) }
      defer { leave() }
      let operand = parsePrefix(trailing, inPattern)
      return Expr(.prefixOperator(t.text, operand), tokenRange(t).union(operand.range))
    }
    if inPattern && t.text == "_" && (t.kind == .identifier || t.kind == .keyword) {
      advance()
      // `_?`: an optional pattern around the wildcard (matches any value that is not nil).
      return parsePostfix(Expr(.patternBinding("_"), tokenRange(t)), false, true)
    }
    if inPattern && (t.isKeyword("let") || t.isKeyword("var")) {
      advance()
      if current.kind == .identifier {
        let name = advance()
        // `let x?`: an optional pattern around the binding.
        return parsePostfix(Expr(.patternBinding(name.text), lines.range(t.start, name.end)), false, true)
      }
      if current.kind == .leftParen || current.kind == .period {
        // `.success(let (value, _))`, `(nil, let .some(id))`: every name inside is bound.
        return Parser.bindingEveryName(parsePostfix(parsePrimary(false, true), false, true))
      }
      error(SyntaxDiagnostics.expected("pattern"))
      return Expr(.error, tokenRange(t))
    }
    return parsePostfix(parsePrimary(trailing, inPattern), trailing, inPattern)
  }

  /// `is T` (a pattern), `try` and `await`: kept out of `parsePrefix`, whose
  /// frame every nested expression recurses through.
  @inline(never)
  mutating func parseKeywordPrefix(_ trailing: Bool, _ inPattern: Bool) -> Expr {
    let t = current
    if t.isKeyword("is") {
      advance()
      let type = parseType()
      return Expr(.isPattern(type), tokenRange(t).union(type.range))
    }
    // `try`, `try?`, `try!` and `await` cover everything to their right, operators included
    // (`try a + b` tries both), as Swift parses them.
    advance()
    var spelling = t.text
    if t.text == "try" && !current.spaceBefore && (current.kind == .questionMark || current.kind == .exclamation) {
      spelling += advance().text
    }
    guard enter() else { return Expr(.error, tokenRange(t)) }
    defer { leave() }
    let operand = parseBinary(.assignment, trailing, inPattern)
    let r = tokenRange(t).union(operand.range)
    return Expr(spelling == "await" ? .await(operand) : .try(spelling, operand), r)
  }

  /// Whether the `(` at the current token holds only argument labels (`(action:)`,
  /// `(_:with:)`): Swift's compound name of a function, used as a value.
  func compoundNameAhead() -> Bool {
    var k = 1
    while peek(k).kind != .rightParen {
      let name = peek(k)
      guard name.kind == .identifier || name.kind == .keyword, peek(k + 1).kind == .colon, !peek(k + 1).spaceBefore else {
        return false
      }
      k += 2
      if k > 64 { return false }
    }
    return k > 1
  }

  /// Whether the token after `await` starts its operand: `await` is a contextual keyword, so
  /// `await` alone, `await.x` or `await = 1` use it as a name.
  func startsAwaitOperand(_ next: Token) -> Bool {
    guard !next.atLineStart, next.spaceBefore else { return false }
    switch next.kind {
    case .identifier, .dollarIdentifier, .integer, .float, .string, .leftParen, .leftBracket, .backslash, .poundIdentifier, .period:
      return true
    case .keyword: return ["self", "Self", "try", "true", "false", "nil", "init"].contains(next.text)
    case .operator, .exclamation, .ampersand: return !next.spaceAfter
    default: return false
    }
  }

  // postfix = primary { "." ( member | "$"name | integer ) | "(" arguments ")" [ trailing-closures ]
  //         | "[" arguments "]" | trailing-closures | "?" | "!" | "<" type { "," type } ">" }
  mutating func parsePostfix(_ base: Expr, _ trailing: Bool, _ inPattern: Bool) -> Expr {
    var expr = base
    // Each `.member` (a modifier), subscript (`[0]`), postfix `!` or `?` and each call of a call
    // (`f()()`) wraps the chain so far one level deeper, so they count as nesting: a chain of
    // 100,000 `.padding()` or `[0]` stops at the limit. (A call after a name or member,
    // `VStack { }` or `.frame(...)`, adds no level of its own: a modifier costs one, and nested
    // stacks keep the whole budget.)
    var levels = 0
    defer { depth -= levels }
    var afterCall = false
    while true {
      if let continued = parsePostfixIfConfigIfPresent(expr, trailing, inPattern) { expr = continued; continue }
      let t = current
      let conditionClosure = t.kind == .leftBrace && !trailing && !inPattern && !t.atLineStart && conditionTrailingClosureAhead()
      let isCall = (t.kind == .leftParen && !t.atLineStart)
        || (t.kind == .leftBrace && trailing && !startsObserverBlock()) || conditionClosure
      let isSubscript = t.kind == .leftBracket && !t.atLineStart && !t.spaceBefore
      let isPostfixOperator = !t.spaceBefore
        && (t.kind == .exclamation || (t.kind == .questionMark && !isMisspacedTernary())
          || (t.kind == .operator && t.spaceAfter && (t.text == "?" || t.text == "!")) || isPostfixRange(t))
      let isSpecialization = t.kind == .operator && t.text.hasPrefix("<") && !t.spaceBefore && genericArgumentsAhead()
      if t.kind == .period || isSubscript || isPostfixOperator || isSpecialization || (isCall && afterCall) {
        levels += 1
        guard enter() else { return expr }
      }
      afterCall = isCall
      if isSpecialization {
        let args = parseGenericArguments()
        expr = Expr(.specialize(expr, args), range(from: expr.range.start.offset))
        continue
      }
      switch t.kind {
      case .period:
        advance()
        let name = current
        if name.kind == .identifier || name.kind == .keyword || name.kind == .integer || name.kind == .dollarIdentifier {
          advance()
          expr = Expr(.member(base: expr, name: name.text, nameRange: tokenRange(name)), expr.range.union(tokenRange(name)))
        } else {
          error(SyntaxDiagnostics.expected("member name following '.'"))
          return expr
        }
      case .leftParen where !t.atLineStart && compoundNameAhead():
        // `handleAction(action:)`: a function named with its argument labels, not a call.
        var labels = ""
        advance()
        while current.kind != .rightParen {
          labels += advance().text
          labels += advance().text  // the `:`
        }
        let close = advance()
        switch expr.kind {
        case .identifier(let name):
          expr = Expr(.identifier(name + "(" + labels + ")"), expr.range.union(tokenRange(close)))
        case .member(let base, let name, let nameRange):
          expr = Expr(.member(base: base, name: name + "(" + labels + ")", nameRange: nameRange.union(tokenRange(close))),
            expr.range.union(tokenRange(close)))
        case .implicitMember(let name):
          expr = Expr(.implicitMember(name + "(" + labels + ")"), expr.range.union(tokenRange(close)))
        default:
          error(SyntaxDiagnostics.expectedExpression, at: tokenRange(close))
        }
      case .leftParen where !t.atLineStart:
        let args = parseArgumentList(inPattern: inPattern)
        let closures = trailing ? parseTrailingClosures() : []
        expr = Expr(.call(callee: expr, arguments: args + closures), range(from: expr.range.start.offset))
      case .leftBracket where !t.atLineStart && !t.spaceBefore:
        let open = advance()
        guard enter() else { return expr }
        var args: [Argument] = []
        while !atEOF && current.kind != .rightBracket {
          args.append(parseArgument(inPattern: false))
          if consume(.comma) == nil { break }
        }
        leave()
        if consume(.rightBracket) == nil {
          error(SyntaxDiagnostics.expected("']' in expression list"))
          _ = open
        }
        expr = Expr(.subscript(base: expr, arguments: args), range(from: expr.range.start.offset))
      case .leftBrace where (trailing && !startsObserverBlock()) || conditionClosure:
        let closures = parseTrailingClosures()
        expr = Expr(.call(callee: expr, arguments: closures), range(from: expr.range.start.offset))
      case .questionMark where !t.spaceBefore && !isMisspacedTernary(), .exclamation where !t.spaceBefore:
        advance()
        expr = Expr(.postfixOperator(t.text, expr), expr.range.union(tokenRange(t)))
      case .operator where !t.spaceBefore && t.spaceAfter && (t.text == "?" || t.text == "!"), .operator where isPostfixRange(t):
        advance()
        expr = Expr(.postfixOperator(t.text, expr), expr.range.union(tokenRange(t)))
      default:
        return expr
      }
    }
  }

  /// At a `{` in a condition (`if xs.filter { $0 > 1 }.count == 0 {`), where a trailing closure
  /// is not expected: whether it is one all the same, as swiftc decides
  /// (Parser::isValidTrailingClosure): the token after its `}` is the statement's `{`, `where`
  /// or `,`, or on the same line a token that continues an expression (`.`, `(`, `[`, an
  /// operator, `?`, `!`, `is`, `as`, `:`, `=`). swiftc accepts it with a warning.
  func conditionTrailingClosureAhead() -> Bool {
    var k = 1, depth = 0
    while k < 4096 {
      let t = peek(k)
      switch t.kind {
      case .eof: return false
      case .leftBrace: depth += 1
      case .rightBrace:
        if depth == 0 {
          let after = peek(k + 1)
          switch after.kind {
          case .leftBrace, .comma: return true
          case .keyword where after.text == "where": return true
          case .period, .leftParen, .leftBracket, .operator, .questionMark, .exclamation, .colon, .equal:
            return !after.atLineStart
          case .keyword where after.text == "is" || after.text == "as": return !after.atLineStart
          default: return false
          }
        }
        depth -= 1
      default: break
      }
      k += 1
    }
    return false
  }

  /// Whether the `<` at the current token opens generic arguments (`Box<Int>(1)`,
  /// `#Predicate<Item> { ... }`) rather than a comparison, as Swift decides
  /// (Parser::canParseAsGenericArgumentList): only type tokens up to the matching `>`, then a
  /// token that can follow a type in an expression.
  func genericArgumentsAhead() -> Bool {
    var k = 0, depth = 0
    while k < 256 {
      let t = peek(k)
      switch t.kind {
      case .operator:
        guard t.text.allSatisfy({ "<>?!".contains($0) }) else { return false }
        for (i, c) in t.text.enumerated() {
          if c == "<" { depth += 1 } else if c == ">" { depth -= 1 }
          if depth == 0 && i < t.text.count - 1 { return false }
        }
      case .identifier, .period, .comma, .colon, .leftBracket, .rightBracket, .leftParen, .rightParen, .arrow,
        .questionMark, .exclamation:
        break
      case .keyword where t.text == "Self" || t.text == "inout":
        break
      default:
        return false
      }
      k += 1
      if depth == 0 {
        let next = peek(k)
        if next.atLineStart || next.kind == .eof { return true }
        return [.leftParen, .period, .leftBrace, .rightParen, .rightBracket, .rightBrace, .comma, .semicolon].contains(next.kind)
      }
    }
    return false
  }

  // trailing-closures = closure { label ":" closure }
  mutating func parseTrailingClosures() -> [Argument] {
    // A `{` on the next line is still a trailing closure: swiftc 6.3 accepts `f(1)` newline `{ … }`
    // as `f(1) { … }` (only conditions, `trailing: false`, stop at a brace).
    guard current.kind == .leftBrace && !startsObserverBlock() else { return [] }
    var args = [Argument(label: nil, labelRange: nil, value: parseClosure(), isTrailingClosure: true)]
    while (current.kind == .identifier || current.kind == .keyword) && peek().kind == .colon && peek(2).kind == .leftBrace {
      let label = advance()
      advance()
      args.append(Argument(label: label.text, labelRange: tokenRange(label), value: parseClosure(), isTrailingClosure: true))
    }
    return args
  }

  // arguments = "(" [ argument { "," argument } ] ")"
  mutating func parseArgumentList(inPattern: Bool = false) -> [Argument] {
    let open = advance()
    guard enter() else { return [] }
    defer { leave() }
    var args: [Argument] = []
    while !atEOF && current.kind != .rightParen {
      if current.kind == .rightBrace || current.kind == .rightBracket { break }
      let before = index
      args.append(parseArgument(inPattern: inPattern))
      if consume(.comma) == nil {
        if listEndedUnclosed() { break }
        if current.kind != .rightParen {
          error(SyntaxDiagnostics.expected("',' separator"))
          if index == before || current.atLineStart { break }
        }
      }
    }
    if consume(.rightParen) == nil {
      let at = lines.range(previousEnd, previousEnd)
      if !isEcho(at) {
        lastErrorOffset = at.start.offset
        diagnostics.append(
          SyntaxDiagnostics.expected("')' in expression list").at(
            at, in: file, notes: [Note("to match this opening '('", file: file.path, range: tokenRange(open))]))
      }
    }
    return args
  }

  // argument = [ label ":" ] expression
  mutating func parseArgument(inPattern: Bool) -> Argument {
    if (current.kind == .identifier || current.kind == .keyword) && peek().kind == .colon {
      let label = advance()
      advance()
      return Argument(label: label.text, labelRange: tokenRange(label), value: parseExpression(inPattern: inPattern))
    }
    return Argument(label: nil, labelRange: nil, value: parseExpression(inPattern: inPattern))
  }

  /// A one-sided range `a...` (the standard library's postfix `...`): bound to its operand on
  /// the left and not on the right, where a closing bracket, comma, colon or new line counts as space
  /// (swiftc's rule for postfix operators, Lexer::lexOperatorIdentifier).
  func isPostfixRange(_ t: Token) -> Bool {
    guard t.kind == .operator, t.text == "...", !t.spaceBefore else { return false }
    let next = peek()
    return t.spaceAfter || next.atLineStart || [.rightBracket, .rightParen, .comma, .semicolon, .colon, .rightBrace, .eof].contains(next.kind)
  }
}
