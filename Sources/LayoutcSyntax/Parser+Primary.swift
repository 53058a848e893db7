import LayoutcSource

extension Parser {
  // primary = literal | name | "$"name | "." member | "(" arguments ")" | array | dictionary
  //         | closure | key-path | "#" name [ "(" arguments ")" ] | if | switch
  mutating func parsePrimary(_ trailing: Bool, _ inPattern: Bool) -> Expr {
    let t = current
    switch t.kind {
    case .integer:
      advance()
      return Expr(.integerLiteral(t.text), tokenRange(t))
    case .float:
      advance()
      return Expr(.floatLiteral(t.text), tokenRange(t))
    case .string:
      advance()
      return Expr(.stringLiteral(parseStringSegments(tokenIndex: index - 1)), tokenRange(t))
    case .regex:
      advance()
      return Expr(.regexLiteral(t.text), tokenRange(t))
    case .identifier, .dollarIdentifier:
      advance()
      return Expr(.identifier(t.text), tokenRange(t))
    case .keyword:
      switch t.text {
      case "true", "false":
        advance()
        return Expr(.booleanLiteral(t.text == "true"), tokenRange(t))
      case "nil":
        advance()
        return Expr(.nilLiteral, tokenRange(t))
      case "self", "Self", "init":
        advance()
        return Expr(.identifier(t.text), tokenRange(t))
      case "if", "switch":
        // SE-0380: `if` and `switch` as values (`let x = if c { 1 } else { 2 }`).
        guard enter() else { return Expr(.error, tokenRange(t)) }
        defer { leave() }
        let s = t.text == "if" ? parseIf() : parseSwitch()
        return Expr(.statement(s), s.range)
      default:
        error(SyntaxDiagnostics.expectedExpression)
        return Expr(.error, lines.range(t.start, t.start))
      }
    case .period:
      advance()
      let name = current
      guard name.kind == .identifier || name.kind == .keyword else {
        error(SyntaxDiagnostics.expected("member name following '.'"))
        return Expr(.error, tokenRange(t))
      }
      advance()
      return Expr(.implicitMember(name.text), lines.range(t.start, name.end))
    case .leftParen where typeExpressionAhead(), .leftBracket where typeExpressionAhead():
      return parseTypeExpression()
    case .leftParen:
      let args = parseArgumentList(inPattern: inPattern)
      return Expr(.tuple(args), range(from: t.start))
    case .leftBracket:
      return parseCollectionLiteral()
    case .leftBrace:
      return parseClosure()
    case .backslash:
      return parseKeyPath()
    case .poundIdentifier:
      advance()
      var args: [Argument] = []
      if current.kind == .leftParen && !current.spaceBefore { args = parseArgumentList() }
      return Expr(.macro(name: String(t.text.dropFirst()), arguments: args), range(from: t.start))
    default:
      error(SyntaxDiagnostics.expectedExpression)
      return Expr(.error, lines.range(t.start, t.start))
    }
  }

  // closure = "{" [ closure-signature "in" ] statements "}"
  // closure-signature = { attribute } [ "[" capture { "," capture } "]" ]
  //                     [ name { "," name } | "(" [ parameter { "," parameter } ] ")" ]
  //                     [ "async" ] [ ( "throws" | "rethrows" ) [ "(" type ")" ] ] [ "->" type ]
  // capture = [ "weak" | "unowned" [ "(" ( "safe" | "unsafe" ) ")" ] ] name [ "=" expression ]
  // parameter = [ label ] name [ ":" type ]
  mutating func parseClosure() -> Expr {
    let open = advance()
    guard enter() else { return Expr(.error, tokenRange(open)) }
    defer { leave() }
    var closure = Closure(parameters: [], hasSignature: false, body: [])
    if closureHasSignature() { parseClosureSignature(&closure) }
    closure.body = parseStatements { $0.kind == .rightBrace }
    closeBrace(open)
    return Expr(.closure(closure), range(from: open.start))
  }

  /// The signature of a closure up to and including `in` (kept out of `parseClosure`, whose
  /// frame every nested closure recurses through).
  @inline(never)
  mutating func parseClosureSignature(_ closure: inout Closure) {
    closure.hasSignature = true
    closure.attributes = parseAttributes()
    if current.kind == .leftBracket { closure.captures = parseCaptureList() }
    if consume(.leftParen) != nil {
      while !atEOF && current.kind != .rightParen {
        guard current.kind == .identifier || current.kind == .keyword else {
          error(SyntaxDiagnostics.expected("parameter name"))
          break
        }
        let first = advance()
        var name = first, label: String? = nil
        if current.kind == .identifier || current.kind == .keyword, current.kind != .colon { label = first.text; name = advance() }
        var type: TypeRepr? = nil
        if consume(.colon) != nil { type = parseType() }
        closure.parameters.append(ClosureParameter(name: name.text, label: label, type: type, range: range(from: first.start)))
        if consume(.comma) == nil { break }
      }
      expect(.rightParen, "')' in closure parameter list")
    } else {
      // `{ $item in ... }`: a parameter named with `$` receives a binding (SE-0293).
      while current.kind == .identifier || current.kind == .dollarIdentifier {
        let name = advance()
        closure.parameters.append(ClosureParameter(name: name.text, type: nil, range: tokenRange(name)))
        if consume(.comma) == nil { break }
      }
    }
    while current.isIdentifier("async") || current.isKeyword("throws") || current.isIdentifier("rethrows") {
      closure.effects.append(advance().text)
      if closure.effects.last != "async" && current.kind == .leftParen && !current.spaceBefore {
        advance()  // typed throws: `throws(ValidationError)`
        closure.effects[closure.effects.count - 1] += "(" + TypeReprPrinter.print(parseType()) + ")"
        expect(.rightParen, "')' after thrown type")
      }
    }
    if consume(.arrow) != nil { closure.resultType = parseType() }
    if !consumeKeyword("in") { error(SyntaxDiagnostics.expected("'in' after the closure's parameters")) }
  }

  /// `@MainActor`, `@Sendable`, `@available(iOS 17, *)` before a closure's signature.
  mutating func parseAttributes() -> [Attribute] {
    var attributes: [Attribute] = []
    while current.kind == .attribute {
      let at = advance()
      var arguments: [Argument]? = nil
      if current.kind == .leftParen && !current.spaceBefore { arguments = parseArgumentList() }
      attributes.append(Attribute(name: String(at.text.dropFirst()), range: range(from: at.start), arguments: arguments))
    }
    return attributes
  }

  // capture-list = "[" capture { "," capture } "]"
  mutating func parseCaptureList() -> [CaptureItem] {
    advance()
    var captures: [CaptureItem] = []
    while !atEOF && current.kind != .rightBracket {
      let start = current.start
      var specifier: String? = nil
      if (current.isIdentifier("weak") || current.isIdentifier("unowned"))
        && (peek().kind == .identifier || peek().kind == .keyword || peek().kind == .leftParen)
      {
        specifier = advance().text
        if current.kind == .leftParen && (peek().isIdentifier("safe") || peek().isIdentifier("unsafe")) {
          advance()
          specifier! += "(" + advance().text + ")"
          expect(.rightParen, "')' after 'unowned(safe)' or 'unowned(unsafe)'")
        }
      }
      guard current.kind == .identifier || current.isKeyword("self") else {
        error(SyntaxDiagnostics.expected("name in capture list"))
        break
      }
      let name = advance()
      var value: Expr? = nil
      if consume(.equal) != nil { value = parseExpression() }
      captures.append(CaptureItem(specifier: specifier, name: name.text, value: value, range: range(from: start)))
      if consume(.comma) == nil { break }
    }
    expect(.rightBracket, "']' at end of capture list")
    return captures
  }

  /// Looks ahead for a closure signature, without consuming anything, with the shape Swift's
  /// parser requires (Parser::canParseClosureSignature): an optional capture list `[…]`, then
  /// a parenthesized parameter clause or names separated by commas, optional `async`/`throws`,
  /// an optional `-> type`, and then `in`. So `{ foo(in: x) }` and `{ a.b(in: c) }` are bodies:
  /// a name followed by `(` or `.` is not a signature.
  func closureHasSignature() -> Bool {
    var k = 0
    /// Steps over a balanced group opened at `k`; false if it does not close within reach.
    func skipGroup(_ open: TokenKind, _ close: TokenKind) -> Bool {
      var depth = 0
      repeat {
        let t = peek(k)
        if t.kind == open { depth += 1 } else if t.kind == close { depth -= 1 } else if t.kind == .eof { return false }
        k += 1
        if k > Parser.closureSignatureLookahead { return false }
      } while depth > 0
      return true
    }
    while peek(k).kind == .attribute {
      k += 1
      if peek(k).kind == .leftParen && !peek(k).spaceBefore && !skipGroup(.leftParen, .rightParen) { return false }
    }
    if peek(k).kind == .leftBracket && !skipGroup(.leftBracket, .rightBracket) { return false }
    if peek(k).kind == .leftParen {
      if !skipGroup(.leftParen, .rightParen) { return false }
    } else if peek(k).kind == .identifier || peek(k).kind == .dollarIdentifier {
      k += 1
      while peek(k).kind == .comma {
        guard peek(k + 1).kind == .identifier || peek(k + 1).kind == .dollarIdentifier else { return false }
        k += 2
      }
    }
    while peek(k).isIdentifier("async") || peek(k).isKeyword("throws") || peek(k).isIdentifier("rethrows") {
      k += 1
      if peek(k).kind == .leftParen && !peek(k).spaceBefore && !skipGroup(.leftParen, .rightParen) { return false }
    }
    if peek(k).kind == .arrow {
      // The result type: the tokens a type is written with, up to `in`.
      k += 1
      while k <= Parser.closureSignatureLookahead {
        let t = peek(k)
        switch t.kind {
        case .keyword where t.text == "in": return true
        case .identifier, .comma, .colon, .arrow, .leftParen, .rightParen, .period, .questionMark,
          .leftBracket, .rightBracket, .exclamation:
          k += 1
        case .keyword where t.text == "Self":
          k += 1
        case .operator where t.text.allSatisfy({ "<>?!".contains($0) }):
          k += 1
        default: return false
        }
      }
      return false
    }
    return peek(k).isKeyword("in")
  }


  /// Parses the interpolations of the string literal token at `tokenIndex`: each is lexed from
  /// its own byte range of the file, so its nodes carry their true source locations.
  mutating func parseStringSegments(tokenIndex: Int) -> [StringSegment] {
    guard let segments = stringSegments[tokenIndex] else { return [] }
    var result: [StringSegment] = []
    for segment in segments {
      switch segment {
      case .text(let s): result.append(.text(s))
      case .interpolation(let start, let end):
        let lexed = Lexer.tokenize(file, start: start, end: end)
        var sub = Parser(file: file, tokens: lexed.tokens, segments: lexed.segments)
        sub.depth = depth
        let expr: Expr
        if lexed.tokens.count == 1 {
          sub.error(SyntaxDiagnostics.expectedExpression, at: lines.range(start, start))
          expr = Expr(.error, lines.range(start, start))
        } else {
          // `\(value, specifier: "%.1f")`: further arguments make the segment a tuple, which
          // the checker accepts only where the interpolation type has such an overload.
          // So does a label on the first (`\(bind: id)`, an app's own `appendInterpolation`).
          var args = [sub.parseArgument(inPattern: false)]
          while !sub.atEOF, sub.consume(.comma) != nil { args.append(sub.parseArgument(inPattern: false)) }
          expr = args.count == 1 && args[0].label == nil
            ? args[0].value : Expr(.tuple(args), args[0].value.range.union(args[args.count - 1].value.range))
          if !sub.atEOF { sub.error(SyntaxDiagnostics.expected("')' in string interpolation")) }
        }
        diagnostics.append(contentsOf: lexed.diagnostics + sub.diagnostics)
        if sub.aborted { aborted = true }
        result.append(.interpolation(expr))
      }
    }
    return result
  }

  // type-expression = "(" type ")" | "[" type [ ":" type ] "]"      (followed by `.` or `(`)
  /// A type in a value's place (`Expr.type`), in `parsePrimary`'s own frame-light function.
  @inline(never)
  mutating func parseTypeExpression() -> Expr {
    let start = current.start
    if current.kind == .leftParen {
      advance()
      let type = parseType()
      expect(.rightParen, "')' after type")
      return Expr(.type(type), range(from: start))
    }
    let type = parseType()
    return Expr(.type(type), range(from: start))
  }

  /// At `(` or `[`: whether a type only a type can be follows, then `.self`/`.Type`/`(`: its
  /// bracket holds a function type's `->`, an `any`/`some`/`@attribute` at its start, or (in
  /// parentheses) is followed by `.self` or `.Type` (`(Int).self` reads the same either way).
  func typeExpressionAhead() -> Bool {
    let open = current.kind
    let close: TokenKind = open == .leftParen ? .rightParen : .rightBracket
    let first = peek(1)
    var marked = first.kind == .attribute || ((first.isIdentifier("any") || first.isIdentifier("some")) && startsType(peek(2)))
    var k = 1, depth = 0
    while k < 1024 {
      let t = peek(k)
      switch t.kind {
      case .eof, .leftBrace, .rightBrace, .semicolon, .string, .integer, .float, .equal: return false
      case .leftParen, .leftBracket: depth += 1
      case .rightParen, .rightBracket:
        if depth == 0 {
          guard t.kind == close, marked else { return false }
          let after = peek(k + 1)
          if after.spaceBefore { return false }
          if after.kind == .period { return peek(k + 2).isKeyword("self") || peek(k + 2).isIdentifier("Type") || peek(k + 2).isKeyword("init") }
          return open == .leftBracket && after.kind == .leftParen
        }
        depth -= 1
      case .arrow: marked = true
      // `[String: any Handler]()`, `[(kind: Any.Type, block: any Block)]()`: an existential
      // among the element types marks a type as much as one at the start does.
      case .identifier where (t.text == "any" || t.text == "some") && startsType(peek(k + 1)) && !peek(k + 1).atLineStart:
        marked = true
      default: break
      }
      k += 1
    }
    return false
  }
}
