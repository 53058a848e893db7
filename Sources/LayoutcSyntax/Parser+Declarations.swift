import LayoutcSource

extension Parser {
  /// Contextual modifiers Swift accepts before a declaration keyword (swift/include/swift/AST/
  /// DeclAttr.def: the `CONTEXTUAL_SIMPLE_DECL_ATTR` and access-level entries).
  static let declarationModifiers: Set<String> = [
    "static", "private", "fileprivate", "internal", "public", "package", "open", "mutating", "nonmutating",
    "nonisolated", "override", "final", "lazy", "weak", "unowned", "dynamic", "optional", "required",
    "convenience", "indirect", "consuming", "borrowing", "__consuming", "distributed", "prefix", "postfix",
    "infix", "_const", "isolated",
  ]

  /// Modifiers that take a detail in parentheses: `private(set)`, `unowned(unsafe)`, `nonisolated(unsafe)`.
  static let modifiersWithDetail: Set<String> = [
    "private", "fileprivate", "internal", "public", "package", "open", "unowned", "nonisolated",
  ]

  /// Keywords (and contextual words) that start a declaration after its attributes and modifiers.
  static let declarationKeywords: Set<String> = [
    "struct", "enum", "extension", "protocol", "class", "func", "var", "let", "init", "import", "case",
    "typealias", "subscript", "operator", "associatedtype", "deinit", "precedencegroup", "actor",
  ]

  // file = { declaration } EOF
  mutating func parseTopLevel() -> [Decl] {
    var decls: [Decl] = []
    while !atEOF {
      if current.kind == .rightBrace {
        error(SyntaxDiagnostics.extraneousRBrace, at: tokenRange(current))
        advance()
        continue
      }
      if consume(.semicolon) != nil { continue }
      let before = index
      if isScript && !startsDeclaration(current) && current.kind != .poundIdentifier, let s = parseStatement() {
        decls.append(Decl(.topLevelCode(s), s.range))
      } else {
        decls += parseDeclarations()
      }
      checkDeclarationEnd()
      if index == before { advance() }
    }
    return decls
  }

  /// A script's top level holds statements too: `main.swift`, a playground page's
  /// `Contents.swift`, or a file starting with `#!` (swiftc runs the first as a module's entry
  /// point, Xcode runs a page from its top, the last is a script).
  var isScript: Bool {
    file.path == "main.swift" || file.path.hasSuffix("/main.swift")
      || file.path.hasSuffix(".xcplaygroundpage/Contents.swift") || file.path.hasSuffix(".playground/Contents.swift")
      || (file.bytes.count >= 2 && file.bytes[0] == UInt8(ascii: "#") && file.bytes[1] == UInt8(ascii: "!"))
  }

  /// After a declaration the next one must start on a new line (or after `;`).
  mutating func checkDeclarationEnd() {
    if !atEOF && !current.atLineStart && current.kind != .semicolon && current.kind != .rightBrace {
      error(SyntaxDiagnostics.consecutiveDeclarations)
    }
  }

  /// At a `#if`: whether each of its clauses holds only attributes (`@Attr`, `@Attr(…)`) and a
  /// declaration follows its `#endif`, so the block chooses that declaration's attributes.
  func ifConfigOfAttributesAhead() -> Bool {
    var k = 1, attributes = 0
    while !peek(k).atLineStart && peek(k).kind != .eof { k += 1 }
    while k < 4096 {
      let t = peek(k)
      switch t.kind {
      case .attribute:
        attributes += 1
        k += 1
        if peek(k).kind == .leftParen && !peek(k).spaceBefore {
          guard let after = afterParentheses(from: k) else { return false }
          k = after
        }
      case .poundIdentifier where t.text == "#elseif" || t.text == "#else":
        guard t.atLineStart else { return false }
        k += 1
        while !peek(k).atLineStart && peek(k).kind != .eof { k += 1 }
      case .poundIdentifier where t.text == "#endif":
        return attributes > 0 && startsDeclaration(peek(k + 1)) && !(peek(k + 1).kind == .poundIdentifier)
      default:
        return false
      }
    }
    return false
  }

  func startsDeclaration(_ t: Token) -> Bool {
    if t.kind == .attribute || t.kind == .poundIdentifier { return true }
    if t.kind == .keyword {
      return Parser.declarationKeywords.contains(t.text) || Parser.declarationModifiers.contains(t.text)
    }
    if t.kind == .identifier && (t.text == "deinit" || t.text == "precedencegroup") { return true }
    return t.kind == .identifier && Parser.declarationModifiers.contains(t.text)
      && (peek().kind == .keyword || peek().kind == .identifier)
  }

  /// Whether the current `class` keyword is a modifier (`class func`, `class var`,
  /// `class override func`) rather than the start of a class declaration.
  func classIsModifier() -> Bool {
    guard current.isKeyword("class") else { return false }
    let next = peek()
    if next.kind == .keyword { return ["func", "var", "let", "subscript", "typealias", "static"].contains(next.text) }
    return next.kind == .identifier && Parser.declarationModifiers.contains(next.text)
      && (peek(2).kind == .keyword || peek(2).kind == .identifier)
  }

  /// Parses one declaration; `let a = 1, b = 2` yields one declaration per name.
  mutating func parseDeclarations() -> [Decl] {
    if current.kind == .poundIdentifier && current.text == "#if" && !ifConfigOfAttributesAhead() { return parseIfConfigDeclarations() }
    if isIfConfigClauseEnd(current) { skipStrayIfConfigTerminator(); return [] }
    let start = current.start
    var attributes: [Attribute] = []
    while true {
      if current.kind == .attribute {
        attributes.append(parseAttribute())
      } else if current.kind == .poundIdentifier && current.text == "#if" && ifConfigOfAttributesAhead() {
        // `#if ALPHA @Wrapper(a) #else @Wrapper(b) #endif var x`: the active clause's
        // attributes are the declaration's (SE-0367 lets `#if` choose attributes).
        attributes += parseIfConfig(.declarations) { p in
          var clause: [Attribute] = []
          while p.current.kind == .attribute { clause.append(p.parseAttribute()) }
          return clause
        }
      } else {
        break
      }
    }
    let modifiers = parseModifiers()
    if current.isKeyword("var") || current.isKeyword("let") {
      return parseVariableDeclaration(attributes: attributes, modifiers: modifiers, start: start)
    }
    return parseDeclaration(attributes: attributes, modifiers: modifiers, start: start).map { [$0] } ?? []
  }

  /// One declaration (the first, for `let a = 1, b = 2`).
  mutating func parseDeclaration() -> Decl? { parseDeclarations().first }

  // modifier = name [ "(" detail ")" ]          (`private(set)`, `unowned(unsafe)`)
  mutating func parseModifiers() -> [String] {
    var modifiers: [String] = []
    while (current.kind == .keyword || current.kind == .identifier)
      && (Parser.declarationModifiers.contains(current.text) || classIsModifier())
    {
      if current.kind == .identifier && !(peek().kind == .keyword || peek().kind == .identifier
        || peek().kind == .attribute || (peek().kind == .leftParen && !peek().spaceBefore))
      {
        break  // `final` as a name, not a modifier
      }
      var text = advance().text
      // swiftc accepts `private (set)` with a space in Swift 5 mode, with a warning.
      if Parser.modifiersWithDetail.contains(text) && current.kind == .leftParen && !current.atLineStart
        && (!current.spaceBefore || peek().isIdentifier("set")) && peek().kind == .identifier && peek(2).kind == .rightParen
      {
        advance()
        text += "(" + advance().text + ")"
        advance()
      }
      modifiers.append(text)
    }
    return modifiers
  }

  // declaration = { attribute } { modifier } ( import | type-decl | variable | function | init
  //             | deinit | subscript | enum-case | typealias | associatedtype | operator
  //             | precedencegroup | macro-expansion | compiler-directive | if-config )
  mutating func parseDeclaration(attributes: [Attribute], modifiers: [String], start: Int) -> Decl? {
    let t = current
    switch (t.kind, t.text) {
    case (.keyword, "import"):
      advance()
      // `import struct Foundation.Date`: the kind of the imported declaration.
      if (current.kind == .keyword || current.kind == .identifier) && peek().kind == .identifier && !peek().atLineStart
        && ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"].contains(current.text)
      {
        advance()
      }
      var path: [String] = []
      repeat {
        guard current.kind == .identifier || current.kind == .operator || current.kind == .keyword else {
          error(SyntaxDiagnostics.expected("module name"))
          break
        }
        path.append(advance().text)
      } while consume(.period) != nil
      return Decl(.import(path), range(from: start))
    case (.keyword, "struct"), (.keyword, "enum"), (.keyword, "extension"), (.keyword, "class"), (.keyword, "protocol"):
      return parseTypeDecl(attributes: attributes, modifiers: modifiers, start: start)
    case (.identifier, "actor") where peek().kind == .identifier && !peek().atLineStart:
      return parseTypeDecl(attributes: attributes, modifiers: modifiers, start: start)
    case (.keyword, "func"), (.keyword, "init"):
      let f = parseFunction(attributes: attributes, modifiers: modifiers, start: start)
      return Decl(.function(f), f.range)
    case (.identifier, "deinit") where peek().kind == .leftBrace:
      advance()
      let body = parseBlock()
      return Decl(.deinit(body), range(from: start))
    case (.keyword, "subscript"):
      return parseSubscript(attributes: attributes, modifiers: modifiers, start: start)
    case (.keyword, "case"):
      return parseEnumCase(attributes: attributes, modifiers: modifiers, start: start)
    case (.keyword, "typealias"):
      advance()
      let nameStart = current.start
      let name = current.kind == .identifier ? advance().text : ""
      if name.isEmpty { error(SyntaxDiagnostics.expected("identifier in typealias declaration")) }
      let nameRange = range(from: nameStart)
      let generics = parseGenericParameters()
      expect(.equal, "'=' in typealias declaration")
      let type = parseType()
      let requirements = parseWhereClause()
      let alias = TypealiasDecl(
        attributes: attributes, modifiers: modifiers, name: name, nameRange: nameRange, genericParameters: generics,
        type: type, whereClause: requirements)
      return Decl(.typealias(alias), range(from: start))
    case (.keyword, "associatedtype"):
      advance()
      let nameRange = tokenRange(current)
      let name = current.kind == .identifier ? advance().text : ""
      if name.isEmpty { error(SyntaxDiagnostics.expected("identifier in associatedtype declaration")) }
      var inheritance: [TypeRepr] = []
      if consume(.colon) != nil { repeat { inheritance.append(parseType()) } while consume(.comma) != nil }
      var defaultType: TypeRepr? = nil
      if consume(.equal) != nil { defaultType = parseType() }
      let decl = AssociatedTypeDecl(
        name: name, nameRange: nameRange, constraints: inheritance, defaultType: defaultType, whereClause: parseWhereClause())
      return Decl(.associatedType(decl), range(from: start))
    case (.keyword, "operator"):
      return parseOperatorDecl(modifiers: modifiers, start: start)
    case (.identifier, "precedencegroup"):
      return parsePrecedenceGroup(start: start)
    case (.poundIdentifier, "#warning"), (.poundIdentifier, "#error"), (.poundIdentifier, "#sourceLocation"):
      return parseCompilerDirective(start: start)
    case (.poundIdentifier, _):
      return parseMacroDeclaration(start: start)
    default:
      if !attributes.isEmpty || !modifiers.isEmpty {
        error(SyntaxDiagnostics.expectedDeclaration)
      } else {
        // At the stray token itself, even when it starts a line.
        error(SyntaxDiagnostics.expectedDeclaration, at: atEOF ? nil : tokenRange(current))
        skipToStatementEnd()
      }
      return nil
    }
  }

  // type-decl = ( "struct" | "enum" | "class" | "actor" | "protocol" ) name [ generic-params ] [ inheritance ] [ where-clause ] member-block
  //           | "extension" type [ inheritance ] [ where-clause ] member-block
  // inheritance = ":" type { "," type }
  mutating func parseTypeDecl(attributes: [Attribute], modifiers: [String], start: Int) -> Decl {
    let keyword = advance()
    let kind = TypeDecl.Kind(rawValue: keyword.text)!
    var name = ""
    var nameRange = tokenRange(current)
    var extendedType: TypeRepr? = nil
    if kind == .extension {
      let type = parseType()
      extendedType = type
      nameRange = type.range
      if case .named(let path, _) = type.kind { name = path.joined(separator: ".") } else { name = TypeReprPrinter.print(type) }
    } else if current.kind == .identifier {
      nameRange = tokenRange(current)
      name = advance().text
    } else {
      error(SyntaxDiagnostics.expected("identifier in \(keyword.text) declaration"))
    }
    let generics = kind == .extension ? [] : parseGenericParameters()
    var inheritance: [TypeRepr] = []
    if consume(.colon) != nil {
      repeat {
        // `protocol P: class` is the older spelling of `AnyObject` (swiftc warns it is deprecated).
        if kind == .protocol && current.isKeyword("class") {
          inheritance.append(TypeRepr(.named(["AnyObject"], genericArguments: []), tokenRange(advance())))
          continue
        }
        // `~Copyable`: a suppressed conformance; the type conforms to nothing more for layoutc.
        if current.kind == .operator && current.text == "~" && !current.spaceAfter {
          advance()
          _ = parseType()
          continue
        }
        inheritance.append(parseType())
      } while consume(.comma) != nil
    }
    let requirements = parseWhereClause()
    let members = parseMemberBlock(protocolBody: kind == .protocol)
    var decl = TypeDecl(
      kind: kind, attributes: attributes, modifiers: modifiers, name: name, nameRange: nameRange,
      genericParameters: generics, inheritance: inheritance, members: members, range: range(from: start))
    decl.whereClause = requirements
    decl.extendedType = extendedType
    return Decl(.type(decl), decl.range)
  }

  // member-block = "{" { declaration | if-config } "}"
  /// `protocolBody` allows accessor requirements without bodies (`var x: Int { get set }`).
  mutating func parseMemberBlock(protocolBody: Bool = false) -> [Decl] {
    guard current.kind == .leftBrace else {
      error(SyntaxDiagnostics.expected("'{' in declaration"))
      return []
    }
    let open = advance()
    guard enter() else { return [] }
    let outer = inProtocolBody
    inProtocolBody = protocolBody
    defer { leave(); inProtocolBody = outer }
    let members = parseDeclarationList { $0.kind == .rightBrace }
    closeBrace(open)
    return members
  }

  /// Declarations up to (not including) a token for which `stop` holds, or end of file.
  mutating func parseDeclarationList(until stop: (Token) -> Bool) -> [Decl] {
    var members: [Decl] = []
    while !atEOF && !stop(current) {
      if consume(.semicolon) != nil { continue }
      let before = index
      members += parseDeclarations()
      checkDeclarationEnd()
      if index == before { advance() }
    }
    return members
  }

  /// Consumes the `}` matching `open`, or reports it missing with a note at the opening brace.
  mutating func closeBrace(_ open: Token) {
    if consume(.rightBrace) != nil { return }
    let at = lines.range(previousEnd, previousEnd)
    if !isEcho(at) {
      lastErrorOffset = at.start.offset
      diagnostics.append(
        SyntaxDiagnostics.expectedRBrace.at(
          at, in: file, notes: [Note("to match this opening '{'", file: file.path, range: tokenRange(open))]))
    }
  }

  // enum-case = "case" element { "," element }
  // element = name [ "(" [ case-param { "," case-param } ] ")" ] [ "=" expression ]
  // case-param = [ label [ name ] ":" ] type [ "=" expression ]
  mutating func parseEnumCase(attributes: [Attribute], modifiers: [String], start: Int) -> Decl {
    advance()
    var elements: [EnumCaseElement] = []
    repeat {
      let caseStart = current.start
      guard current.kind == .identifier || current.kind == .keyword else {
        error(SyntaxDiagnostics.expected("identifier in enum 'case' declaration"))
        skipToStatementEnd()
        break
      }
      let name = advance().text
      var parameters: [FunctionParameter] = []
      if current.kind == .leftParen {
        advance()
        if enter() {
          while !atEOF && current.kind != .rightParen {
            let pStart = current.start
            var label: String? = nil
            var pname = ""
            let isName = current.kind == .identifier || current.kind == .keyword
            if isName && peek().kind == .colon {
              label = advance().text
              pname = label!
              advance()
            } else if isName && (peek().kind == .identifier || peek().kind == .keyword) && peek(2).kind == .colon {
              let first = advance().text
              label = first == "_" ? nil : first
              pname = advance().text
              advance()
            }
            let type = parseType()
            var def: Expr? = nil
            if consume(.equal) != nil { def = parseExpression() }
            parameters.append(FunctionParameter(
              label: label, name: pname, type: type, attributes: [], defaultValue: def, range: range(from: pStart)))
            if consume(.comma) == nil { break }
          }
          leave()
        }
        expect(.rightParen, "')' in enum case")
      }
      var raw: Expr? = nil
      if consume(.equal) != nil { raw = parseExpression() }
      var element = EnumCaseElement(
        name: name, associatedValues: parameters.map(\.type), rawValue: raw, range: range(from: caseStart))
      element.associatedParameters = parameters
      element.attributes = attributes
      element.modifiers = modifiers
      elements.append(element)
    } while consume(.comma) != nil
    return Decl(.enumCase(elements), range(from: start))
  }

  // macro-expansion = "#" name [ "(" arguments ")" ] [ block { label ":" closure } ]
  mutating func parseMacroDeclaration(start: Int) -> Decl {
    let t = advance()
    let name = String(t.text.dropFirst())
    var args: [Argument] = []
    if current.kind == .leftParen && !current.atLineStart { args = parseArgumentList() }
    var body: [Stmt]? = nil
    if current.kind == .leftBrace { body = parseBlock() }
    // `#Preview(as: .systemSmall) { Widget() } timeline: { Entry() }`: further labelled trailing
    // closures are arguments.
    while body != nil, (current.kind == .identifier || current.kind == .keyword), !current.atLineStart,
      peek().kind == .colon, peek(2).kind == .leftBrace
    {
      let label = advance()
      advance()
      args.append(Argument(label: label.text, labelRange: tokenRange(label), value: parseClosure(), isTrailingClosure: true))
    }
    let m = MacroDecl(name: name, nameRange: tokenRange(t), arguments: args, body: body, range: range(from: start))
    return Decl(.macro(m), m.range)
  }
}
