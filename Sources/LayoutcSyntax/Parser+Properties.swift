import LayoutcSource

extension Parser {
  /// Accessor names (swift/include/swift/AST/AccessorKinds.def, as spelled in source).
  static let accessorNames: Set<String> = [
    "get", "set", "willSet", "didSet", "_read", "_modify", "read", "modify", "unsafeAddress",
    "unsafeMutableAddress", "init",
  ]
  static let accessorModifiers: Set<String> = ["mutating", "nonmutating", "__consuming", "consuming", "borrowing"]

  // variable = ( "var" | "let" ) binding { "," binding }
  // binding = pattern [ ":" type ] [ "=" expression ] [ accessor-block ]
  // pattern = name | "_" | "(" pattern { "," pattern } ")"
  /// One declaration per binding: `let a = 1, b: Int` declares `a` and `b`, each carrying the
  /// attributes and modifiers written before `let`.
  mutating func parseVariableDeclaration(attributes: [Attribute], modifiers: [String], start: Int) -> [Decl] {
    let isLet = advance().text == "let"
    var decls: [Decl] = []
    var bindingStart = start
    while true {
      if current.kind == .leftParen {
        let pattern = parseBindingPattern()
        var type: TypeRepr? = nil
        if consume(.colon) != nil { type = parseType() }
        var initializer: Expr? = nil
        if consume(.equal) != nil { initializer = parseExpression() }
        let binding = PatternBindingDecl(
          attributes: attributes, modifiers: modifiers, isLet: isLet, pattern: pattern, type: type,
          initializer: initializer, range: range(from: bindingStart))
        decls.append(Decl(.patternBinding(binding), binding.range))
      } else {
        let v = parseVariableBinding(attributes: attributes, modifiers: modifiers, isLet: isLet, start: bindingStart)
        decls.append(Decl(.variable(v), v.range))
      }
      guard consume(.comma) != nil else { break }
      bindingStart = current.start
    }
    return Parser.sharingAnnotations(decls)
  }

  /// `let r, g, b: Double`: a name with neither a type nor a value takes the type written after
  /// the next name that has one, as in Swift.
  static func sharingAnnotations(_ decls: [Decl]) -> [Decl] {
    var result = decls
    var shared: TypeRepr? = nil
    for i in decls.indices.reversed() {
      guard case .variable(var v) = decls[i].kind else { shared = nil; continue }
      if let t = v.type {
        shared = t
      } else if v.initializer == nil, v.getter == nil, v.accessors.isEmpty, let t = shared {
        v.type = t
        result[i] = Decl(.variable(v), decls[i].range)
      } else {
        shared = nil
      }
    }
    return result
  }

  /// A single-name `let`/`var` (a local variable, or the first binding of a declaration).
  mutating func parseVariable(attributes: [Attribute], modifiers: [String], start: Int) -> VariableDecl {
    let isLet = advance().text == "let"
    return parseVariableBinding(attributes: attributes, modifiers: modifiers, isLet: isLet, start: start)
  }

  mutating func parseVariableBinding(attributes: [Attribute], modifiers: [String], isLet: Bool, start: Int) -> VariableDecl {
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
    if consume(.equal) != nil { initializer = parseExpression() }
    var getter: [Stmt]? = nil
    var accessors: [AccessorDecl] = []
    if current.kind == .leftBrace && (initializer == nil || startsObserverBlock()) {
      (getter, accessors) = parseAccessorBlock()
    }
    var v = VariableDecl(
      attributes: attributes, modifiers: modifiers, isLet: isLet, name: name, nameRange: nameRange,
      type: type, initializer: initializer, getter: getter, range: range(from: start))
    v.accessors = accessors
    return v
  }

  // binding-pattern = name | "_" | "(" binding-pattern { "," binding-pattern } ")"
  mutating func parseBindingPattern() -> BindingPattern {
    let start = current.start
    if current.kind == .leftParen {
      advance()
      guard enter() else { return .wildcard(range(from: start)) }
      var elements: [BindingPattern] = []
      while !atEOF && current.kind != .rightParen {
        elements.append(parseBindingPattern())
        if consume(.comma) == nil { break }
      }
      leave()
      expect(.rightParen, "')' at end of tuple pattern")
      return .tuple(elements, range(from: start))
    }
    if current.isKeyword("_") { return .wildcard(tokenRange(advance())) }
    if current.kind == .identifier { let t = advance(); return .name(t.text, tokenRange(t)) }
    error(SyntaxDiagnostics.expected("pattern"))
    return .wildcard(range(from: start))
  }

  /// `{ willSet` or `{ didSet` after an initializer: observers, not a trailing closure
  /// (Parser::isStartOfGetSetAccessor in swiftc).
  func startsObserverBlock() -> Bool {
    guard current.kind == .leftBrace else { return false }
    let k = tokenAfterAttributes(from: 1)
    return peek(k).isIdentifier("willSet") || peek(k).isIdentifier("didSet")
  }

  /// Whether the `{` at the current token opens a list of accessors rather than a getter body.
  func startsAccessorList() -> Bool {
    var k = tokenAfterAttributes(from: 1)
    while peek(k).kind == .identifier && Parser.accessorModifiers.contains(peek(k).text) { k += 1 }
    let t = peek(k)
    guard (t.kind == .identifier || t.isKeyword("init")) && Parser.accessorNames.contains(t.text) else { return false }
    let next = peek(k + 1)
    return next.kind == .leftBrace || next.kind == .rightBrace || next.atLineStart
      || (next.kind == .leftParen && t.text != "get") || next.isIdentifier("async") || next.isKeyword("throws")
      || (next.kind == .identifier && Parser.accessorNames.contains(next.text))
      || (next.kind == .identifier && Parser.accessorModifiers.contains(next.text))
  }

  /// The offset of the first token after the attributes starting at `k`, with their arguments
  /// (`@_optimize(speed) get`, `@inline(__always) set`).
  func tokenAfterAttributes(from start: Int) -> Int {
    var k = start
    while peek(k).kind == .attribute {
      k += 1
      guard peek(k).kind == .leftParen && !peek(k).spaceBefore else { continue }
      guard let after = afterParentheses(from: k) else { return k }
      k = after
    }
    return k
  }

  /// The offset just past the balanced parentheses opening at offset `k` (an attribute's
  /// arguments), nil when the file ends first.
  func afterParentheses(from k: Int) -> Int? {
    var k = k, depth = 0
    repeat {
      if peek(k).kind == .leftParen { depth += 1 } else if peek(k).kind == .rightParen { depth -= 1 }
      if peek(k).kind == .eof { return nil }
      k += 1
    } while depth > 0
    return k
  }

  // accessor-block = "{" statements "}" | "{" { accessor } "}"
  // accessor = { attribute } [ "mutating" | "nonmutating" | "__consuming" ] accessor-name
  //            [ "(" name ")" ] effects [ block ]
  /// Returns the getter's statements (a bare body or the `get` accessor's) and the accessors.
  mutating func parseAccessorBlock() -> ([Stmt]?, [AccessorDecl]) {
    guard startsAccessorList() else { return (parseBlock(), []) }
    let open = advance()
    guard enter() else { return (nil, []) }
    defer { leave() }
    var accessors: [AccessorDecl] = []
    var reportedMissingBody = false
    while !atEOF && current.kind != .rightBrace {
      let start = current.start
      var attributes: [Attribute] = []
      while current.kind == .attribute { attributes.append(parseAttribute()) }
      var modifiers: [String] = []
      while current.kind == .identifier && Parser.accessorModifiers.contains(current.text) { modifiers.append(advance().text) }
      guard (current.kind == .identifier || current.isKeyword("init")) && Parser.accessorNames.contains(current.text) else {
        error(SyntaxDiagnostics.expected("'get', 'set', 'willSet', or 'didSet' keyword to start an accessor definition"))
        skipToStatementEnd()
        if index == start { advance() }
        continue
      }
      let name = advance().text
      var parameterName: String? = nil
      if current.kind == .leftParen && !current.atLineStart {
        advance()
        if current.kind == .identifier { parameterName = advance().text } else { error(SyntaxDiagnostics.expected("name of \(name) parameter")) }
        expect(.rightParen, "')' after \(name) parameter name")
      }
      let effects = parseEffects()
      var body: [Stmt]? = nil
      if current.kind == .leftBrace {
        body = parseBlock()
      } else if !inProtocolBody && !reportedMissingBody {
        // swiftc reports the first accessor without a body only (`{ get set }` outside a protocol).
        let what = name == "get" ? "getter" : name == "set" ? "setter" : "'\(name)'"
        error(SyntaxDiagnostics.expected("'{' to start \(what) definition"))
        reportedMissingBody = true
      }
      accessors.append(AccessorDecl(
        attributes: attributes, modifiers: modifiers, kind: name, parameterName: parameterName, effects: effects,
        body: body, range: range(from: start)))
      _ = consume(.semicolon)
    }
    closeBrace(open)
    return (accessors.first { $0.kind == "get" }?.body, accessors)
  }
}
