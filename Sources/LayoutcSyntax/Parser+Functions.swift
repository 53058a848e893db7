import LayoutcSource

extension Parser {
  // function = ( "func" ( name | operator ) | "init" [ "?" | "!" ] ) [ generic-params ]
  //            parameter-clause effects [ "->" type ] [ where-clause ] [ block ]
  mutating func parseFunction(attributes: [Attribute], modifiers: [String], start: Int) -> FunctionDecl {
    let keyword = advance()
    var name = "init"
    var nameRange = tokenRange(keyword)
    var failability: String? = nil
    if keyword.text == "func" {
      if current.kind == .identifier || current.kind == .operator || current.kind == .ampersand
        || current.kind == .exclamation
      {
        let t = advance()
        name = t.text
        nameRange = tokenRange(t)
      } else {
        error(SyntaxDiagnostics.expected("identifier in function declaration"))
        name = ""
      }
    } else if !current.spaceBefore && (current.kind == .questionMark || current.kind == .exclamation
      || (current.kind == .operator && (current.text.hasPrefix("?") || current.text.hasPrefix("!"))))
    {
      failability = String(current.text.prefix(1))
      splitCurrentToken(after: 1)
    }
    let generics = parseGenericParameters()
    let params = parseParameterClause(context: "function declaration")
    let effects = parseEffects(acrossLines: true)
    var returnType: TypeRepr? = nil
    if consume(.arrow) != nil { returnType = parseType() }
    let requirements = parseWhereClause()
    var body: [Stmt] = []
    var hasBody = true
    if current.kind == .leftBrace {
      body = parseBlock()
    } else {
      hasBody = false
      // A requirement in a protocol has no body; elsewhere swiftc's parser accepts a bodiless
      // declaration too (`@_silgen_name`, Core Data's `@NSManaged func addToItems(_:)`, whose
      // body the runtime provides), and its type checker requires one.
      if !inProtocolBody && !attributes.contains(where: { ["_silgen_name", "_extern", "NSManaged"].contains($0.name) }) {
        error(SyntaxDiagnostics.expected("'{' in body of function declaration"))
      }
    }
    var f = FunctionDecl(
      attributes: attributes, modifiers: modifiers, name: name, nameRange: nameRange, genericParameters: generics,
      parameters: params, returnType: returnType, body: body, range: range(from: start))
    f.effects = effects
    f.whereClause = requirements
    f.failability = failability
    f.hasBody = hasBody
    return f
  }

  // parameter-clause = "(" [ parameter { "," parameter } ] ")"
  // parameter = { attribute } [ label ] name ":" type [ "..." ] [ "=" expression ]
  mutating func parseParameterClause(context: String) -> [FunctionParameter] {
    var params: [FunctionParameter] = []
    guard expect(.leftParen, "'(' in argument list of \(context)") else { return [] }
    guard enter() else { return [] }
    defer { leave() }
    // A `{` where a parameter should start means the list was never closed: the body follows.
    while !atEOF && current.kind != .rightParen && current.kind != .leftBrace {
      let pStart = current.start
      var attrs: [Attribute] = []
      while current.kind == .attribute { attrs.append(parseAttribute(expressionArguments: false)) }
      var first = ""
      if current.kind == .identifier || current.kind == .keyword {
        first = advance().text
      } else {
        error(SyntaxDiagnostics.expected("parameter name followed by ':'"))
        skipToParameterEnd()
        continue
      }
      var label: String? = first
      var pname = first
      if current.kind == .identifier || current.kind == .keyword {
        pname = advance().text
      }
      if first == "_" { label = nil }
      var type = TypeRepr(.error, tokenRange(current))
      if expect(.colon, "':' following argument label and parameter name") { type = parseType() }
      var isVariadic = false
      if case .variadic = type.kind { isVariadic = true }
      var def: Expr? = nil
      if consume(.equal) != nil { def = parseExpression() }
      var p = FunctionParameter(label: label, name: pname, type: type, attributes: attrs, defaultValue: def, range: range(from: pStart))
      p.isVariadic = isVariadic
      params.append(p)
      if consume(.comma) == nil && current.kind != .rightParen {
        error(SyntaxDiagnostics.expected("',' separator"))
        skipToParameterEnd()
      }
    }
    expect(.rightParen, "')' in parameter list")
    return params
  }

  mutating func skipToParameterEnd() {
    while !atEOF && current.kind != .comma && current.kind != .rightParen && current.kind != .leftBrace {
      if current.kind == .leftParen || current.kind == .leftBracket { skipBalanced() } else { advance() }
    }
    _ = consume(.comma)
  }

  // subscript = "subscript" [ generic-params ] parameter-clause "->" type [ where-clause ]
  //             ( accessor-block | block )
  mutating func parseSubscript(attributes: [Attribute], modifiers: [String], start: Int) -> Decl {
    advance()
    let generics = parseGenericParameters()
    let params = parseParameterClause(context: "subscript")
    var result = TypeRepr(.error, tokenRange(current))
    if expect(.arrow, "'->' for subscript element type") { result = parseType() }
    let requirements = parseWhereClause()
    var accessors: [AccessorDecl] = []
    var getter: [Stmt]? = nil
    if current.kind == .leftBrace {
      (getter, accessors) = parseAccessorBlock()
    } else if !inProtocolBody {
      error(SyntaxDiagnostics.expected("'{' in subscript to specify getter and setter implementation"))
    }
    let s = SubscriptDecl(
      attributes: attributes, modifiers: modifiers, genericParameters: generics, parameters: params, returnType: result,
      whereClause: requirements, accessors: accessors, getter: getter, range: range(from: start))
    return Decl(.subscript(s), s.range)
  }
}
