import LayoutcSource

extension Parser {
  /// Contextual modifiers Swift accepts before a declaration keyword.
  static let declarationModifiers: Set<String> = [
    "static", "private", "fileprivate", "internal", "public", "mutating", "nonisolated", "override",
    "final", "lazy", "nonmutating", "open",
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
      if let d = parseDeclaration() { decls.append(d) }
      checkDeclarationEnd()
      if index == before { advance() }
    }
    return decls
  }

  /// After a declaration the next one must start on a new line (or after `;`).
  mutating func checkDeclarationEnd() {
    if !atEOF && !current.atLineStart && current.kind != .semicolon && current.kind != .rightBrace {
      error(SyntaxDiagnostics.consecutiveDeclarations)
    }
  }

  func startsDeclaration(_ t: Token) -> Bool {
    if t.kind == .attribute || t.kind == .poundIdentifier { return true }
    if t.kind == .keyword {
      return ["struct", "enum", "extension", "protocol", "class", "func", "var", "let", "init", "import",
        "case", "typealias", "static", "private", "fileprivate", "internal", "public", "associatedtype"].contains(t.text)
    }
    if t.isIdentifier("actor") && t.start == current.start && peek().kind == .identifier && !peek().atLineStart { return true }
    return t.kind == .identifier && Parser.declarationModifiers.contains(t.text)
      && (peek().kind == .keyword || peek().kind == .identifier)
  }

  /// Modifiers only classes and their members use (`weak var parent`, `required init`).
  static let classMemberModifiers: Set<String> = ["weak", "unowned", "required", "convenience", "dynamic"]

  /// `class` before `func`/`var`/`let`/`subscript` (or another modifier) is a modifier (`class
  /// func make()`), not a class declaration.
  func classIsModifier() -> Bool {
    guard current.isKeyword("class") else { return false }
    let next = peek()
    if next.kind == .keyword { return ["func", "var", "let", "subscript", "static", "private", "fileprivate", "internal", "public"].contains(next.text) }
    return next.kind == .identifier && Parser.declarationModifiers.contains(next.text) && peek(2).kind != .leftBrace
      && peek(2).kind != .colon && !peek(2).isOperator("<")
  }

  // declaration = { attribute } { modifier } ( import | struct | enum | extension | class | actor
  //             | protocol | var | let | func | init | case | typealias | associatedtype
  //             | macro-expansion )
  mutating func parseDeclaration() -> Decl? {
    let start = current.start
    var attributes: [Attribute] = []
    while current.kind == .attribute { attributes.append(parseAttribute()) }
    var modifiers: [String] = []
    while (current.kind == .keyword || current.kind == .identifier)
      && (Parser.declarationModifiers.contains(current.text)
        || Parser.classMemberModifiers.contains(current.text) && (peek().kind == .keyword || peek().kind == .identifier))
      || classIsModifier()
    {
      modifiers.append(advance().text)
      if current.kind == .leftParen { skipBalanced() }  // private(set)
    }
    let t = current
    switch (t.kind, t.text) {
    case (.keyword, "import"):
      advance()
      var path: [String] = []
      repeat {
        guard current.kind == .identifier else { error(SyntaxDiagnostics.expected("module name")); break }
        path.append(advance().text)
      } while consume(.period) != nil
      return Decl(.import(path), range(from: start))
    case (.keyword, "struct"), (.keyword, "enum"), (.keyword, "extension"), (.keyword, "class"), (.keyword, "protocol"):
      return parseTypeDecl(attributes: attributes, modifiers: modifiers, start: start)
    case (.identifier, "actor") where peek().kind == .identifier && !peek().atLineStart:
      return parseTypeDecl(attributes: attributes, modifiers: modifiers, start: start)
    case (.keyword, "associatedtype"):
      return parseAssociatedType(start: start)
    case (.identifier, "deinit") where peek().kind == .leftBrace:
      // deinit = "deinit" block: a class's deinitializer, kept as a function without parameters.
      let t = advance()
      let body = parseBlock()
      let f = FunctionDecl(
        attributes: attributes, modifiers: modifiers, name: "deinit", nameRange: tokenRange(t), genericParameters: [],
        parameters: [], returnType: nil, body: body, range: range(from: start))
      return Decl(.function(f), f.range)
    case (.keyword, "var"), (.keyword, "let"):
      let v = parseVariable(attributes: attributes, modifiers: modifiers, start: start)
      return Decl(.variable(v), v.range)
    case (.keyword, "func"), (.keyword, "init"):
      let f = parseFunction(attributes: attributes, modifiers: modifiers, start: start)
      return Decl(.function(f), f.range)
    case (.keyword, "case"):
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
        var values: [TypeRepr] = []
        if current.kind == .leftParen {
          advance()
          while !atEOF && current.kind != .rightParen {
            if current.kind == .identifier && peek().kind == .colon { advance(); advance() }
            values.append(parseType())
            if consume(.comma) == nil { break }
          }
          expect(.rightParen, "')' in enum case")
        }
        var raw: Expr? = nil
        if consume(.equal) != nil { raw = parseExpression() }
        elements.append(EnumCaseElement(name: name, associatedValues: values, rawValue: raw, range: range(from: caseStart)))
      } while consume(.comma) != nil
      return Decl(.enumCase(elements), range(from: start))
    case (.keyword, "typealias"):
      advance()
      let name = current.kind == .identifier ? advance().text : ""
      if name.isEmpty { error(SyntaxDiagnostics.expected("identifier in typealias declaration")) }
      expect(.equal, "'=' in typealias declaration")
      let type = parseType()
      return Decl(.typealias(name: name, type: type), range(from: start))
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

  /// Attributes whose arguments are kept as expressions: SwiftUI's property wrappers.
  static let argumentAttributes: Set<String> = [
    "Environment", "EnvironmentObject", "AppStorage", "SceneStorage", "ScaledMetric", "GestureState", "State",
    "FocusState", "Query", "Namespace", "Binding",
  ]

  // attribute = "@" name { "." name } [ arguments ]   (`@FocusState.Binding`, `@Environment(\\.font)`)
  mutating func parseAttribute() -> Attribute {
    let t = advance()
    var name = String(t.text.dropFirst())
    var end = tokenRange(t)
    while current.kind == .period && !current.spaceBefore && peek().kind == .identifier && !peek().spaceBefore {
      advance()
      let part = advance()
      name += "." + part.text
      end = tokenRange(part)
    }
    var arguments: [Argument]? = nil
    if current.kind == .leftParen && !current.spaceBefore {
      // Only a property wrapper's arguments are expressions (`@Environment(\.font)`); other
      // attributes have their own syntax (`@available(iOS 17, *)`) and are skipped.
      if Self.argumentAttributes.contains(name) { arguments = parseArgumentList() } else { skipBalanced(); arguments = [] }
    }
    return Attribute(name: name, range: SourceRange(start: tokenRange(t).start, end: end.end), arguments: arguments)
  }

  // type-decl = ( "struct" | "enum" | "class" | "actor" | "protocol" ) name [ generic-params ]
  //             [ ":" type { "," type } ] member-block
  //           | "extension" type-name [ ":" type { "," type } ] member-block
  mutating func parseTypeDecl(attributes: [Attribute], modifiers: [String], start: Int) -> Decl {
    let keyword = advance()
    let kind = TypeDecl.Kind(rawValue: keyword.text)!
    var name = ""
    var nameRange = tokenRange(current)
    if current.kind == .identifier {
      let nameStart = current.start
      name = advance().text
      while kind == .extension && current.kind == .period && peek().kind == .identifier {
        advance()
        name += "." + advance().text
      }
      nameRange = range(from: nameStart)
    } else {
      error(SyntaxDiagnostics.expected("identifier in \(keyword.text) declaration"))
    }
    let generics = parseGenericParameters()
    var inheritance: [TypeRepr] = []
    if consume(.colon) != nil {
      repeat { inheritance.append(parseType()) } while consume(.comma) != nil
    }
    if current.isKeyword("where") {  // where clauses constrain generics; layout ignores them
      while !atEOF && current.kind != .leftBrace { advance() }
    }
    let savedInProtocol = inProtocol
    inProtocol = kind == .protocol
    let members = parseMemberBlock()
    inProtocol = savedInProtocol
    let decl = TypeDecl(
      kind: kind, attributes: attributes, modifiers: modifiers, name: name, nameRange: nameRange,
      genericParameters: generics, inheritance: inheritance, members: members, range: range(from: start))
    return Decl(.type(decl), decl.range)
  }

  // associatedtype = "associatedtype" name [ ":" type { "," type } ] [ "=" type ] [ "where" ... ]
  mutating func parseAssociatedType(start: Int) -> Decl {
    advance()
    var name = ""
    var nameRange = tokenRange(current)
    if current.kind == .identifier {
      nameRange = tokenRange(current)
      name = advance().text
    } else {
      error(SyntaxDiagnostics.expected("identifier in associatedtype declaration"))
    }
    var constraints: [TypeRepr] = []
    if consume(.colon) != nil {
      repeat { constraints.append(parseType()) } while consume(.comma) != nil
    }
    var defaultType: TypeRepr? = nil
    if consume(.equal) != nil { defaultType = parseType() }
    if current.isKeyword("where") {  // constraints on the associated type; layout ignores them
      while !atEOF && !current.atLineStart && current.kind != .rightBrace && current.kind != .semicolon { advance() }
    }
    let decl = AssociatedTypeDecl(name: name, nameRange: nameRange, constraints: constraints, defaultType: defaultType)
    return Decl(.associatedType(decl), range(from: start))
  }

  // generic-params = "<" name [ ":" type ] { "," name [ ":" type ] } ">"
  mutating func parseGenericParameters() -> [GenericParameter] {
    guard current.isOperator("<") else { return [] }
    advance()
    var params: [GenericParameter] = []
    while current.kind == .identifier {
      let t = advance()
      var constraint: TypeRepr? = nil
      if consume(.colon) != nil { constraint = parseType() }
      params.append(GenericParameter(name: t.text, constraint: constraint, range: range(from: t.start)))
      if consume(.comma) == nil { break }
    }
    if !consumeClosingAngle() { error(SyntaxDiagnostics.expected("'>' to complete generic parameter list")) }
    return params
  }

  // member-block = "{" { declaration } "}"
  mutating func parseMemberBlock() -> [Decl] {
    guard current.kind == .leftBrace else {
      error(SyntaxDiagnostics.expected("'{' in declaration"))
      return []
    }
    let open = advance()
    guard enter() else { return [] }
    defer { leave() }
    var members: [Decl] = []
    while !atEOF && current.kind != .rightBrace {
      if consume(.semicolon) != nil { continue }
      let before = index
      if let d = parseDeclaration() { members.append(d) }
      checkDeclarationEnd()
      if index == before { advance() }
    }
    closeBrace(open)
    return members
  }

  /// Consumes the `}` matching `open`, or reports it missing with a note at the opening brace.
  mutating func closeBrace(_ open: Token) {
    if consume(.rightBrace) != nil { return }
    let at = file.range(previousEnd, previousEnd)
    if !isEcho(at) {
      lastErrorOffset = at.start.offset
      diagnostics.append(
        SyntaxDiagnostics.expectedRBrace.at(
          at, in: file, notes: [Note("to match this opening '{'", file: file.path, range: tokenRange(open))]))
    }
  }

  // variable = ( "var" | "let" ) name [ ":" type ] [ "=" expression ] [ getter-block ]
  mutating func parseVariable(attributes: [Attribute], modifiers: [String], start: Int) -> VariableDecl {
    let isLet = advance().text == "let"
    var name = ""
    var nameRange = tokenRange(current)
    if current.kind == .identifier || current.kind == .keyword && current.text == "_" {
      name = advance().text
    } else if current.kind == .keyword && !current.atLineStart && (peek().kind == .colon || peek().kind == .equal) {
      // `let default = 1`: report the keyword and read it as the name it was meant to be.
      error(SyntaxDiagnostics.keywordAsIdentifier(current.text), at: tokenRange(current))
      name = advance().text
    } else {
      error(SyntaxDiagnostics.expected("pattern"))
    }
    nameRange = name.isEmpty ? nameRange : tokenRange(tokens[index - 1])
    var type: TypeRepr? = nil
    if consume(.colon) != nil { type = parseType() }
    var initializer: Expr? = nil
    if consume(.equal) != nil {
      // `@Published var query = "" { didSet { ... } }`: the block is observers, not a trailing closure.
      initializer = parseExpression(allowTrailingClosure: !observerBlockFollows())
    }
    var getter: [Stmt]? = nil
    var accessors: [String]? = nil
    if current.kind == .leftBrace && initializer != nil && (peek().isIdentifier("didSet") || peek().isIdentifier("willSet")) {
      skipBalanced()  // property observers run on assignment: they never change what a view shows
    } else if current.kind == .leftBrace && initializer == nil && startsAccessorRequirements() {
      accessors = parseAccessorRequirements()
    } else if current.kind == .leftBrace && initializer == nil {
      getter = parseGetter()
    }
    var v = VariableDecl(
      attributes: attributes, modifiers: modifiers, isLet: isLet, name: name, nameRange: nameRange,
      type: type, initializer: initializer, getter: getter, range: range(from: start))
    v.accessorRequirements = accessors
    return v
  }

  /// True when a `{ didSet` or `{ willSet` block follows on this line, outside brackets: the
  /// initializer before it takes no trailing closure (Swift's own disambiguation).
  func observerBlockFollows() -> Bool {
    var k = 0
    var depth = 0
    while true {
      let t = peek(k)
      if t.kind == .eof || (k > 0 && t.atLineStart && depth == 0) { return false }
      switch t.kind {
      case .leftParen, .leftBracket: depth += 1
      case .rightParen, .rightBracket: depth -= 1
      case .leftBrace where depth == 0: return peek(k + 1).isIdentifier("didSet") || peek(k + 1).isIdentifier("willSet")
      default: break
      }
      k += 1
    }
  }

  /// `{ get }`, `{ get set }`, `{ mutating get async throws }`: accessors without bodies,
  /// which only a protocol requirement declares.
  func startsAccessorRequirements() -> Bool {
    var k = 1
    while peek(k).isIdentifier("mutating") || peek(k).isIdentifier("nonmutating") { k += 1 }
    guard peek(k).isIdentifier("get") || peek(k).isIdentifier("set") else { return false }
    return peek(k + 1).kind != .leftBrace
  }

  // accessor-requirements = "{" { "get" | "set" | "mutating" | "nonmutating" | "async" | "throws" } "}"
  mutating func parseAccessorRequirements() -> [String] {
    let open = advance()
    var accessors: [String] = []
    while current.kind == .identifier || current.isKeyword("throws") {
      let word = advance().text
      if word == "get" || word == "set" { accessors.append(word) }
      else if !["mutating", "nonmutating", "async", "throws"].contains(word) {
        error(SyntaxDiagnostics.expected("get or set in a protocol property"), at: tokenRange(tokens[index - 1]))
      }
    }
    closeBrace(open)
    if !inProtocol { error(SyntaxDiagnostics.expected("'{' in body of accessor"), at: tokenRange(open)) }
    return accessors
  }

  // getter-block = "{" statements "}" | "{" "get" "{" statements "}" [ "set" ... ] "}"
  mutating func parseGetter() -> [Stmt] {
    if peek().isIdentifier("get") && (peek(2).kind == .leftBrace) {
      let open = advance()
      advance()
      let body = parseBlock()
      while !atEOF && current.kind != .rightBrace {  // set { } / didSet: ignored for layout
        if current.kind == .leftBrace { skipBalanced() } else { advance() }
      }
      closeBrace(open)
      return body
    }
    return parseBlock()
  }

  // function = ( "func" name | "init" ) [ generic-params ] "(" [ param { "," param } ] ")"
  //            [ "throws" ] [ "->" type ] [ "where" ... ] block
  // param = { attribute } [ label ] name ":" type [ "=" expression ]
  mutating func parseFunction(attributes: [Attribute], modifiers: [String], start: Int) -> FunctionDecl {
    let keyword = advance()
    var name = "init"
    var nameRange = tokenRange(keyword)
    // `init?(...)`, `init!(...)`: failable initializers.
    if keyword.text == "init", (current.kind == .questionMark || current.kind == .exclamation || current.isOperator("?") || current.isOperator("!")), !current.spaceBefore {
      advance()
    }
    if keyword.text == "func" {
      if current.kind == .identifier || current.kind == .operator {
        let t = advance()
        name = t.text
        nameRange = tokenRange(t)
      } else {
        error(SyntaxDiagnostics.expected("identifier in function declaration"))
        name = ""
      }
    }
    let generics = parseGenericParameters()
    var params: [FunctionParameter] = []
    if expect(.leftParen, "'(' in argument list of function declaration") {
      // A `{` where a parameter should start means the list was never closed: the body follows.
      while !atEOF && current.kind != .rightParen && current.kind != .leftBrace {
        let pStart = current.start
        var attrs: [Attribute] = []
        while current.kind == .attribute { attrs.append(parseAttribute()) }
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
        if current.kind == .identifier || current.kind == .keyword && current.kind != .colon {
          pname = advance().text
        }
        if first == "_" { label = nil }
        var type = TypeRepr(.error, tokenRange(current))
        if expect(.colon, "':' following argument label and parameter name") { type = parseType() }
        var def: Expr? = nil
        if consume(.equal) != nil { def = parseExpression() }
        params.append(
          FunctionParameter(label: label, name: pname, type: type, attributes: attrs, defaultValue: def, range: range(from: pStart)))
        if consume(.comma) == nil && current.kind != .rightParen {
          error(SyntaxDiagnostics.expected("',' separator"))
          skipToParameterEnd()
        }
      }
      expect(.rightParen, "')' in parameter list")
    }
    while current.isKeyword("throws") || current.isIdentifier("async") || current.isIdentifier("rethrows") { advance() }
    var returnType: TypeRepr? = nil
    if consume(.arrow) != nil { returnType = parseType() }
    if current.isKeyword("where") { while !atEOF && current.kind != .leftBrace && !current.atLineStart { advance() } }
    var body: [Stmt] = []
    var isRequirement = false
    if current.kind == .leftBrace {
      body = parseBlock()
    } else if inProtocol {
      isRequirement = true  // a protocol requirement: `func f() -> Int`
    } else {
      error(SyntaxDiagnostics.expected("'{' in body of function declaration"))
    }
    var f = FunctionDecl(
      attributes: attributes, modifiers: modifiers, name: name, nameRange: nameRange, genericParameters: generics,
      parameters: params, returnType: returnType, body: body, range: range(from: start))
    f.isRequirement = isRequirement
    return f
  }

  mutating func skipToParameterEnd() {
    while !atEOF && current.kind != .comma && current.kind != .rightParen && current.kind != .leftBrace {
      if current.kind == .leftParen || current.kind == .leftBracket { skipBalanced() } else { advance() }
    }
    _ = consume(.comma)
  }

  // macro-expansion = "#" name [ "(" arguments ")" ] [ block ]
  mutating func parseMacroDeclaration(start: Int) -> Decl {
    let t = advance()
    let name = String(t.text.dropFirst())
    var args: [Argument] = []
    if current.kind == .leftParen && !current.atLineStart { args = parseArgumentList() }
    var body: [Stmt]? = nil
    if current.kind == .leftBrace { body = parseBlock() }
    let m = MacroDecl(name: name, nameRange: tokenRange(t), arguments: args, body: body, range: range(from: start))
    return Decl(.macro(m), m.range)
  }
}
