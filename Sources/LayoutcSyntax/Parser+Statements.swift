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
      if let s = parseStatement() { stmts.append(s) }
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

  // statement = variable | if | switch | for | while | return | "break" | "continue"
  //           | declaration | expression
  mutating func parseStatement() -> Stmt? {
    let start = current.start
    let t = current
    switch (t.kind, t.text) {
    case (.keyword, "let"), (.keyword, "var"):
      let v = parseVariable(attributes: [], modifiers: [], start: start)
      return Stmt(.variable(v), v.range)
    case (.keyword, "if"):
      return parseIf()
    case (.keyword, "switch"):
      return parseSwitch()
    case (.keyword, "for"):
      advance()
      var pattern = "_"
      if current.kind == .identifier { pattern = advance().text }
      else if current.kind == .leftParen { skipBalanced(); pattern = "(...)" }
      else { error(SyntaxDiagnostics.expected("pattern")) }
      if !consumeKeyword("in") { error(SyntaxDiagnostics.expected("'in' after for-each pattern")) }
      let seq = parseExpression(allowTrailingClosure: false)
      let body = parseBlock(after: "to start the body of for-each loop")
      return Stmt(.for(pattern: pattern, sequence: seq, body: body), range(from: start))
    case (.keyword, "while"):
      advance()
      let cond = parseExpression(allowTrailingClosure: false)
      let body = parseBlock(after: "after 'while' condition")
      return Stmt(.while(condition: cond, body: body), range(from: start))
    case (.keyword, "return"):
      advance()
      var value: Expr? = nil
      if !current.atLineStart && current.kind != .rightBrace && current.kind != .semicolon && !atEOF {
        value = parseExpression()
      }
      return Stmt(.return(value), range(from: start))
    case (.keyword, "case"), (.keyword, "default"):
      error(SyntaxDiagnostics.labelOutsideSwitch(t.text), at: tokenRange(t))
      skipToStatementEnd()
      return nil
    case (.keyword, "break"):
      advance()
      return Stmt(.break, range(from: start))
    case (.keyword, "continue"):
      advance()
      return Stmt(.continue, range(from: start))
    default:
      if t.kind == .attribute || (t.kind == .keyword && ["func", "struct", "enum", "extension", "static", "private"].contains(t.text)) {
        guard let d = parseDeclaration() else { return nil }
        return Stmt(.declaration(d), d.range)
      }
      // A token no expression starts with (`else`, `)`): parseStatements reports it where it is.
      if [.rightParen, .rightBracket, .comma, .colon, .arrow, .equal].contains(t.kind)
        || (t.kind == .keyword && !["true", "false", "nil", "self", "Self", "try"].contains(t.text))
      {
        return nil
      }
      let e = parseExpression()
      if case .error = e.kind, index < tokens.count, e.range.start.offset == e.range.end.offset { return nil }
      return Stmt(.expression(e), e.range)
    }
  }

  // if = "if" condition { "," condition } block [ "else" ( if | block ) ]
  // condition = ( "let" | "var" ) name [ "=" expression ] | ( "#available" | "#unavailable" ) "(" ... ")"
  //           | "case" pattern "=" expression | expression
  mutating func parseIf() -> Stmt {
    let start = advance().start
    var conditions: [Condition] = []
    repeat {
      if current.isKeyword("let") || current.isKeyword("var") {
        let isLet = advance().text == "let"
        guard current.kind == .identifier else {
          error(SyntaxDiagnostics.expected("pattern"))
          break
        }
        let nameToken = advance()
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
    default: return e
    }
  }

  // switch = "switch" expression "{" { ( "case" pattern { "," pattern } [ "where" expression ] | "default" ) ":"
  //          statements } "}"
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
    while !atEOF && current.kind != .rightBrace {
      let caseStart = current.start
      var patterns: [Expr] = []
      var isDefault = false
      var whereClause: Expr? = nil
      if consumeKeyword("case") {
        repeat { patterns.append(parsePattern()) } while consume(.comma) != nil
        if current.isKeyword("where") { advance(); whereClause = parseExpression(allowTrailingClosure: false) }
      } else if consumeKeyword("default") {
        isDefault = true
      } else {
        error(SyntaxDiagnostics.expected("'case' or 'default' in switch"))
        skipToStatementEnd()
        continue
      }
      expect(.colon, "':' after 'case'")
      let body = parseStatements { $0.isKeyword("case") || $0.isKeyword("default") || $0.kind == .rightBrace }
      cases.append(SwitchCase(patterns: patterns, isDefault: isDefault, body: body, range: range(from: caseStart), whereClause: whereClause))
    }
    closeBrace(open)
    return Stmt(.switch(subject: subject, cases: cases), range(from: start))
  }
}
