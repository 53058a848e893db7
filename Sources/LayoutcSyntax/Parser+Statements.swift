import LayoutcSource

extension Parser {
  // block = "{" { statement [ ";" ] } "}"
  mutating func parseBlock(after context: String? = nil) -> [Stmt] {
    guard current.kind == .leftBrace else {
      error(SyntaxDiagnostics.expected(context.map { "'{' \($0)" } ?? "'{'"))
      return []
    }
    let open = advance()
    guard enter() else { return [] }
    defer { leave() }
    let body = parseStatements { $0.kind == .rightBrace }
    closeBrace(open)
    return body
  }

  /// Statements up to (not including) a token for which `stop` holds, or end of file.
  mutating func parseStatements(until stop: (Token) -> Bool) -> [Stmt] {
    var stmts: [Stmt] = []
    while !atEOF && !stop(current) {
      if consume(.semicolon) != nil { continue }
      if let active = parseIfConfigAmongStatements() { stmts += active; continue }
      let before = index
      if let locals = parseLocalVariables() { stmts += locals } else if let s = parseStatement() { stmts.append(s) }
      if !atEOF && !stop(current) && !current.atLineStart && current.kind != .semicolon
        && current.kind != .rightBrace
      {
        error(SyntaxDiagnostics.consecutiveStatements)
      }
      if index == before {
        error(SyntaxDiagnostics.expectedExpression, at: atEOF ? nil : tokenRange(current))
        if current.kind == .rightParen || current.kind == .rightBracket { advance() } else { skipToStatementEnd() }
        if index == before { advance() }
      }
    }
    return stmts
  }

  // statement = [ label ":" ] ( for | while | repeat | if | switch | do )
  //           | variable | guard | defer | throw | return | break | continue | "fallthrough"
  //           | declaration | expression
  /// Only dispatches: each form is parsed by a function of its own, so that the frame of this
  /// function, which every nested closure recurses through, stays small (a debug build gives
  /// each case's locals a slot of their own, and 200 nested stacks must fit a thread's stack).
  mutating func parseStatement() -> Stmt? {
    let t = current
    if t.kind == .identifier && peek().kind == .colon && !peek().spaceBefore,
      ["for", "while", "repeat", "if", "switch", "do"].contains(where: { peek(2).isKeyword($0) })
    {
      return parseLabelledStatement()
    }
    if t.isIdentifier("async") && peek().isKeyword("let") {  // `async let x = load()`
      advance()
      if peek().kind == .leftParen { return parseDestructuring() }  // `async let (a, b) = (f(), g())`
      let v = parseVariable(attributes: [], modifiers: ["async"], start: t.start)
      return Stmt(.variable(v), v.range)
    }
    // A local `actor Session { … }`, or a declaration led by a contextual modifier
    // (`final class`, `nonisolated func`): declarations, as at a type's top level.
    if t.kind == .identifier, (t.text == "actor" && peek().kind == .identifier) || (Parser.declarationModifiers.contains(t.text) && peek().kind == .keyword && ["func", "class", "struct", "enum", "protocol", "typealias"].contains(peek().text)) {
      guard let d = parseDeclaration() else { return nil }
      return Stmt(.declaration(d), d.range)
    }
    // `yield x` in a `_read` or `_modify` accessor: the value the accessor lends.
    if t.isIdentifier("yield") && startsAwaitOperand(peek()) {
      advance()
      let value = parseExpression()
      return Stmt(.expression(value), range(from: t.start))
    }
    guard t.kind == .keyword || t.kind == .attribute else { return parseExpressionStatement() }
    switch t.text {
    case "let", "var":
      if peek().kind == .leftParen { return parseDestructuring() }
      let v = parseVariable(attributes: [], modifiers: [], start: t.start)
      return Stmt(.variable(v), v.range)
    case "if": return parseIf()
    case "switch": return parseSwitch()
    case "for": return parseFor()
    case "do": return parseDo()
    case "guard", "while", "repeat", "defer", "throw", "return", "break", "continue", "fallthrough", "case", "default":
      return parseKeywordStatement()
    default:
      if t.kind == .attribute || ["func", "struct", "enum", "class", "protocol", "typealias", "extension", "static", "private", "fileprivate"].contains(t.text) {
        guard let d = parseDeclaration() else { return nil }
        return Stmt(.declaration(d), d.range)
      }
      return parseExpressionStatement()
    }
  }

  // local-variables = { modifier } ( "let" | "var" ) binding { "," binding }
  /// `let a = 1, b = 2`, `let r, g, b: Double`, `weak var x = y`, `nonisolated(unsafe) var n = 0`
  /// in a body: one statement per binding; nil when no such declaration starts here (a tuple
  /// pattern `let (a, b) = ...` is `parseDestructuring`'s).
  @inline(never)
  mutating func parseLocalVariables() -> [Stmt]? {
    var k = 0
    while (peek(k).kind == .identifier || peek(k).kind == .keyword) && Parser.declarationModifiers.contains(peek(k).text)
      && !peek(k).isKeyword("let") && !peek(k).isKeyword("var")
    {
      k += 1
      if peek(k).kind == .leftParen && !peek(k).spaceBefore && peek(k + 2).kind == .rightParen { k += 3 }
    }
    guard peek(k).isKeyword("let") || peek(k).isKeyword("var"), peek(k + 1).kind != .leftParen else { return nil }
    if k == 0 && !bindingListAhead() { return nil }
    return parseDeclarations().map { d in
      if case .variable(let v) = d.kind { return Stmt(.variable(v), d.range) }
      return Stmt(.declaration(d), d.range)
    }
  }

  /// At `let`/`var`: whether a `,` on this line, outside brackets, separates bindings.
  func bindingListAhead() -> Bool {
    var k = 1, depth = 0
    while k < 4096 {
      let t = peek(k)
      if t.kind == .eof || (k > 1 && t.atLineStart && depth == 0) || t.kind == .semicolon { return false }
      switch t.kind {
      case .leftParen, .leftBracket, .leftBrace: depth += 1
      case .rightParen, .rightBracket, .rightBrace:
        if depth == 0 { return false }
        depth -= 1
      case .comma where depth == 0: return true
      default: break
      }
      k += 1
    }
    return false
  }

  // destructuring = ( "let" | "var" ) "(" pattern { "," pattern } ")" ( ":" type [ "=" expression ] | "=" expression )
  // (a typed pattern may be initialized later: `let (data, response): (Data, URLResponse)`)
  @inline(never)
  mutating func parseDestructuring() -> Stmt {
    let start = current.start
    let isLet = advance().text == "let"
    let pattern = Self.bindingEveryName(parsePrefix(false, true))
    var type: TypeRepr? = nil
    if consume(.colon) != nil { type = parseType() }
    var value: Expr? = nil
    if type == nil || current.kind == .equal {
      value = Expr(.error, lines.range(previousEnd, previousEnd))
      if expect(.equal, "'=' after tuple pattern") { value = parseExpression() }
    }
    return Stmt(.destructuring(isLet: isLet, pattern: pattern, type: type, initializer: value), range(from: start))
  }

  /// `outer: for ...`: a label names a loop, `if`, `switch` or `do` for `break`/`continue`.
  @inline(never)
  mutating func parseLabelledStatement() -> Stmt? {
    let start = current.start
    let label = advance().text
    advance()
    guard let s = parseStatement() else { return nil }
    return Stmt(s.kind, range(from: start), label: label)
  }

  @inline(never)
  mutating func parseExpressionStatement() -> Stmt? {
    let t = current
    // A token no expression starts with (`else`, `)`): parseStatements reports it where it is.
    if [.rightParen, .rightBracket, .comma, .colon, .arrow, .equal].contains(t.kind)
      || (t.kind == .keyword && !["true", "false", "nil", "self", "Self", "try", "init", "switch", "if"].contains(t.text))
    {
      return nil
    }
    let e = parseExpression()
    if case .error = e.kind, index < tokens.count, e.range.start.offset == e.range.end.offset { return nil }
    return Stmt(.expression(e), e.range)
  }

  // guard = "guard" condition-list "else" block
  // while = "while" condition-list block
  // repeat = "repeat" block "while" expression
  // defer = "defer" block
  // throw = "throw" expression
  /// Whether `t` at the start of a line begins a statement or declaration rather than an
  /// expression: a keyword other than an expression's own, an attribute, a compiler directive.
  private func startsStatement(_ t: Token) -> Bool {
    switch t.kind {
    case .attribute: return true
    case .keyword: return !["self", "Self", "super", "nil", "true", "false", "try", "await", "_"].contains(t.text)
    case .poundIdentifier: return ["#if", "#else", "#elseif", "#endif", "#warning", "#error", "#sourceLocation"].contains(t.text)
    default: return false
    }
  }

  // return = "return" [ expression ]
  // break = "break" [ label ]     continue = "continue" [ label ]
  @inline(never)
  mutating func parseKeywordStatement() -> Stmt? {
    let start = current.start
    let t = current
    switch t.text {
    case "guard":
      advance()
      let conditions = parseConditionList()
      if !consumeKeyword("else") { error(SyntaxDiagnostics.expected("'else' after 'guard' condition")) }
      let body = parseBlock(after: "after 'guard' condition")
      return Stmt(.guard(conditions: conditions, else: body), range(from: start))
    case "while":
      advance()
      let conditions = parseConditionList()
      let body = parseBlock(after: "after 'while' condition")
      return Stmt(.while(conditions: conditions, body: body), range(from: start))
    case "repeat":
      advance()
      let body = parseBlock(after: "after 'repeat'")
      var condition = Expr(.error, lines.range(previousEnd, previousEnd))
      if consumeKeyword("while") {
        condition = parseExpression(allowTrailingClosure: false)
      } else {
        error(SyntaxDiagnostics.expected("'while' after body of 'repeat' statement"))
      }
      return Stmt(.repeat(body: body, condition: condition), range(from: start))
    case "defer":
      advance()
      return Stmt(.defer(parseBlock(after: "after 'defer'")), range(from: start))
    case "throw":
      advance()
      return Stmt(.throw(parseExpression()), range(from: start))
    case "return":
      advance()
      var value: Expr? = nil
      // An expression on the next line is still the return's value unless a statement or a
      // declaration starts there (swiftc's ParseStmt: "expression following 'return' is
      // treated as an argument of the 'return'").
      if current.kind != .rightBrace && current.kind != .semicolon && !atEOF && !(current.atLineStart && startsStatement(current)) {
        value = parseExpression()
      }
      return Stmt(.return(value), range(from: start))
    case "break", "continue":
      advance()
      var label: String? = nil
      if current.kind == .identifier && !current.atLineStart { label = advance().text }
      return Stmt(t.text == "break" ? .break(label: label) : .continue(label: label), range(from: start))
    case "fallthrough":
      advance()
      return Stmt(.fallthrough, range(from: start))
    default:  // `case`, `default`
      error(SyntaxDiagnostics.labelOutsideSwitch(t.text), at: tokenRange(t))
      skipToStatementEnd()
      return nil
    }
  }

  // for = "for" [ "try" ] [ "await" ] [ "case" ] pattern "in" expression [ "where" expression ] block
  mutating func parseFor() -> Stmt {
    let start = advance().start
    _ = consumeKeyword("try")
    var isAwait = false
    if current.isIdentifier("await") && peek().kind != .keyword { advance(); isAwait = true }
    let isCase = consumeKeyword("case")
    let pattern: Expr
    if isCase {
      pattern = parsePattern()
    } else {
      // Every name of a loop pattern binds (`for (i, x) in`, `for var x in`).
      _ = consumeKeyword("var") || consumeKeyword("let")
      pattern = Self.bindingEveryName(parsePrefix(false, true))
      if consume(.colon) != nil { _ = parseType() }  // `for x: Int in` adds nothing the sequence does not say
    }
    if !consumeKeyword("in") { error(SyntaxDiagnostics.expected("'in' after for-each pattern")) }
    let sequence = parseExpression(allowTrailingClosure: false)
    var whereClause: Expr? = nil
    if consumeKeyword("where") { whereClause = parseExpression(allowTrailingClosure: false) }
    let body = parseBlock(after: "to start the body of for-each loop")
    let loop = ForLoop(pattern: pattern, isCase: isCase, isAwait: isAwait, sequence: sequence, whereClause: whereClause, body: body)
    return Stmt(.for(loop), range(from: start))
  }

  // do = "do" block { "catch" [ pattern { "," pattern } ] [ "where" expression ] block }
  mutating func parseDo() -> Stmt {
    let start = advance().start
    let body = parseBlock(after: "after 'do'")
    var catches: [CatchClause] = []
    while current.isKeyword("catch") {
      let catchStart = advance().start
      var patterns: [Expr] = []
      var whereClause: Expr? = nil
      if current.kind != .leftBrace && !current.isKeyword("where") {
        repeat { patterns.append(parsePattern()) } while consume(.comma) != nil
      }
      if consumeKeyword("where") { whereClause = parseExpression(allowTrailingClosure: false) }
      let clauseBody = parseBlock(after: "after 'catch' pattern")
      catches.append(CatchClause(patterns: patterns, whereClause: whereClause, body: clauseBody, range: range(from: catchStart)))
    }
    return Stmt(.do(body: body, catches: catches), range(from: start))
  }

  // if = "if" condition-list block [ "else" ( if | block ) ]
  mutating func parseIf() -> Stmt {
    let start = advance().start
    let conditions = parseConditionList()
    let then = parseBlock(after: "after 'if' condition")
    var elseClause: ElseClause? = nil
    if consumeKeyword("else") {
      if current.isKeyword("if") {
        // The rest of the chain nests one level deeper in the tree, so it counts as nesting:
        // a chain of 100,000 `else if` stops at the limit instead of exhausting the stack.
        if enter() { elseClause = .elseIf(parseIf()) }
        leave()
      } else {
        let bStart = current.start
        let body = parseBlock(after: "or 'if' after 'else'")
        elseClause = .block(body, range(from: bStart))
      }
    }
    return Stmt(.if(conditions: conditions, then: then, else: elseClause), range(from: start))
  }

  // condition-list = condition { "," condition }
  // condition = ( "let" | "var" ) ( name | "self" ) [ ":" type ] [ "=" expression ]
  //           | ( "let" | "var" ) "(" pattern ")" "=" expression
  //           | ( "#available" | "#unavailable" ) "(" ... ")"
  //           | "case" pattern "=" expression | expression
  mutating func parseConditionList() -> [Condition] {
    var conditions: [Condition] = []
    repeat {
      if (current.isKeyword("let") || current.isKeyword("var")) && peek().kind == .leftParen {
        // `if let (a, b) = pair` binds an optional tuple: the same as `case let (a, b)? = pair`.
        advance()
        let tuple = Self.bindingEveryName(parsePrefix(false, true))
        let pattern = Expr(.postfixOperator("?", tuple), tuple.range)
        expect(.equal, "'=' after pattern")
        conditions.append(.pattern(pattern, value: parseExpression(allowTrailingClosure: false)))
      } else if current.isKeyword("let") || current.isKeyword("var") {
        let isLet = advance().text == "let"
        guard current.kind == .identifier || current.isKeyword("self") else {
          error(SyntaxDiagnostics.expected("pattern"))
          break
        }
        let nameToken = advance()
        if consume(.colon) != nil { _ = parseType() }  // the initializer's type, written out
        var value: Expr? = nil
        if consume(.equal) != nil { value = parseExpression(allowTrailingClosure: false) }
        conditions.append(.optionalBinding(isLet: isLet, name: nameToken.text, nameRange: tokenRange(nameToken), value: value))
      } else if current.isKeyword("case") {
        advance()
        let pattern = parsePattern()
        expect(.equal, "'=' after 'case' pattern")
        conditions.append(.pattern(pattern, value: parseExpression(allowTrailingClosure: false)))
      } else if current.kind == .poundIdentifier && (current.text == "#available" || current.text == "#unavailable") {
        let negated = current.text == "#unavailable"
        let aStart = advance().start
        var platforms: [String] = []
        if current.kind == .leftParen {
          advance()
          while !atEOF && current.kind != .rightParen {
            if current.kind == .leftParen { skipBalanced(); continue }
            platforms.append(advance().text)
          }
          expect(.rightParen, "')'")
        }
        conditions.append(negated ? .unavailable(platforms, range(from: aStart)) : .available(platforms, range(from: aStart)))
      } else {
        conditions.append(.expression(parseExpression(allowTrailingClosure: false)))
      }
    } while consume(.comma) != nil
    return conditions
  }

  // pattern = ( "let" | "var" ) expression   (every name in it binds: `let .loaded(name, count)`)
  //         | expression                     (with `let x` binding one name: `.loaded(let name, _)`)
  mutating func parsePattern() -> Expr {
    if peekIsPatternStart() {
      advance()
      return Self.bindingEveryName(parseBinary(.ternary, false, true))
    }
    // Above assignment precedence: the `=` of `if case pattern = value` is not part of it.
    return parseBinary(.ternary, false, true)
  }

  /// `let .loaded(name, _)`: a `let`/`var` followed by something other than a single name.
  private func peekIsPatternStart() -> Bool {
    guard current.isKeyword("let") || current.isKeyword("var") else { return false }
    let next = peek()
    return next.kind == .period || next.kind == .leftParen
  }

  /// The names inside a `let` pattern become bindings (`let .x(a, b)` is `.x(let a, let b)`).
  static func bindingEveryName(_ e: Expr) -> Expr {
    switch e.kind {
    case .identifier(let name): return Expr(.patternBinding(name), e.range)
    case .call(let callee, let args):
      let bound = args.map { Argument(label: $0.label, labelRange: $0.labelRange, value: bindingEveryName($0.value), isTrailingClosure: $0.isTrailingClosure) }
      return Expr(.call(callee: callee, arguments: bound), e.range)
    case .tuple(let args):
      return Expr(.tuple(args.map { Argument(label: $0.label, labelRange: $0.labelRange, value: bindingEveryName($0.value)) }), e.range)
    case .postfixOperator("?", let inner):
      return Expr(.postfixOperator("?", bindingEveryName(inner)), e.range)
    case .cast(let op, let inner, let type):
      return Expr(.cast(op, bindingEveryName(inner), type), e.range)
    default: return e
    }
  }

  // switch = "switch" expression "{" { [ "@unknown" ] ( "case" pattern { "," pattern } [ "where" expression ]
  //          | "default" ) ":" statements } "}"
  mutating func parseSwitch() -> Stmt {
    let start = advance().start
    let subject = parseExpression(allowTrailingClosure: false)
    var cases: [SwitchCase] = []
    guard current.kind == .leftBrace else {
      error(SyntaxDiagnostics.expected("'{' after 'switch' subject expression"))
      return Stmt(.switch(subject: subject, cases: []), range(from: start))
    }
    let open = advance()
    guard enter() else { return Stmt(.switch(subject: subject, cases: []), range(from: start)) }
    defer { leave() }
    cases = parseSwitchCases { $0.kind == .rightBrace }
    closeBrace(open)
    return Stmt(.switch(subject: subject, cases: cases), range(from: start))
  }

  /// The cases of a switch up to `stop`; a `#if` around cases (`#if os(iOS) case .a: ... #endif`)
  /// contributes its active clause's cases.
  mutating func parseSwitchCases(until stop: (Token) -> Bool) -> [SwitchCase] {
    var cases: [SwitchCase] = []
    while !atEOF && !stop(current) {
      if current.kind == .poundIdentifier && current.text == "#if" {
        cases += parseIfConfig(.switchCases) { p in
          p.parseSwitchCases { $0.kind == .rightBrace || Parser.isIfConfigClauseEnd($0) }
        }
        continue
      }
      if isIfConfigClauseEnd(current) { skipStrayIfConfigTerminator(); continue }
      let caseStart = current.start
      var patterns: [Expr] = []
      var isDefault = false
      var whereClauses: [Expr?] = []
      var isUnknown = false
      if current.kind == .attribute && current.text == "@unknown" && (peek().isKeyword("default") || peek().isKeyword("case")) {
        advance()
        isUnknown = true
      }
      if consumeKeyword("case") {
        repeat {
          patterns.append(parsePattern())
          whereClauses.append(consumeKeyword("where") ? parseExpression(allowTrailingClosure: false) : nil)
        } while consume(.comma) != nil
      } else if consumeKeyword("default") {
        isDefault = true
      } else {
        error(SyntaxDiagnostics.expected("'case' or 'default' in switch"))
        skipToStatementEnd()
        continue
      }
      expect(.colon, "':' after 'case'")
      let all = tokens
      let body = parseStatements {
        $0.isKeyword("case") || $0.isKeyword("default") || $0.kind == .rightBrace || ($0.kind == .attribute && $0.text == "@unknown")
          || Parser.isIfConfigClauseEnd($0) || Parser.startsSwitchCaseIfConfig(all, at: $0)
      }
      cases.append(SwitchCase(patterns: patterns, isDefault: isDefault, body: body, range: range(from: caseStart), whereClauses: whereClauses, isUnknown: isUnknown))
    }
    return cases
  }

  /// At a `#if` in a case's statements: whether its first clause holds cases (the block then
  /// ends the case before it), as swiftc decides by the clause's first token.
  static func startsSwitchCaseIfConfig(_ tokens: [Token], at t: Token) -> Bool {
    guard t.kind == .poundIdentifier && t.text == "#if" else { return false }
    // The token's index, by its offset (tokens are in source order).
    var (low, high) = (0, tokens.count - 1)
    while low < high {
      let mid = (low + high) / 2
      if tokens[mid].start < t.start { low = mid + 1 } else { high = mid }
    }
    var k = low
    while k < tokens.count && tokens[k].kind == .poundIdentifier && tokens[k].text == "#if" {
      k += 1
      while k < tokens.count && tokens[k].kind != .eof && !tokens[k].atLineStart { k += 1 }
    }
    guard k < tokens.count, k > low else { return false }
    let first = tokens[k]
    return first.isKeyword("case") || first.isKeyword("default") || (first.kind == .attribute && first.text == "@unknown")
  }
}
