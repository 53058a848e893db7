import LayoutcSource

extension Parser {
  /// Words written before a type that say how it is passed (Swift's type specifiers).
  static let typeSpecifiers: Set<String> = [
    "inout", "borrowing", "consuming", "__owned", "__shared", "sending", "isolated", "_const",
  ]

  // type = { type-attribute } [ specifier ] ( "some" | "any" | "each" | "repeat" ) type
  //      | { type-attribute } [ specifier ] composition [ [ "async" ] [ throws ] "->" type ]
  // throws = "throws" [ "(" type ")" ]
  // composition = postfix-type { "&" postfix-type }
  mutating func parseType() -> TypeRepr {
    let start = current.start
    guard enter() else { return TypeRepr(.error, range(from: start)) }
    defer { leave() }
    var attributes: [Attribute] = []
    while current.kind == .attribute { attributes.append(parseAttribute(expressionArguments: false)) }
    var specifier: String? = nil
    if (current.kind == .identifier || current.kind == .keyword) && Self.typeSpecifiers.contains(current.text)
      && startsType(peek())
    {
      specifier = advance().text
    }
    if (current.isIdentifier("some") || current.isIdentifier("any") || current.isIdentifier("each")
      || current.isKeyword("repeat")) && startsType(peek())
    {
      let word = advance().text
      let inner = parseType()
      let kind: TypeReprKind
      switch word {
      case "some": kind = .opaque(inner)
      case "any": kind = .existential(inner)
      case "each": kind = .packElement(inner)
      default: kind = .packExpansion(inner)
      }
      return TypeRepr(kind, range(from: start), attributes: attributes, specifier: specifier)
    }
    var type = parseCompositionType()
    if case .error = type.kind { return type }
    let effects = parseEffects()
    if current.kind == .arrow {
      advance()
      let result = parseType()
      var params: [TypeRepr] = []
      if case .tuple(let list) = type.kind { params = list } else { params = [type] }
      if case .named(let p, _) = type.kind, p == ["Void"] { params = [] }
      type = TypeRepr(.function(parameters: params, result: result), range(from: start), effects: effects)
    } else if !effects.isEmpty {
      error(SyntaxDiagnostics.expected("'->' after function type effects"))
    }
    if attributes.isEmpty && specifier == nil { return type }
    return type.annotated(attributes: attributes, specifier: specifier, range: range(from: start))
  }

  /// Whether `t` can begin a type (after `some`, `any`, a specifier).
  func startsType(_ t: Token) -> Bool {
    switch t.kind {
    case .identifier, .leftParen, .leftBracket, .attribute: return true
    case .keyword: return t.text == "Self" || t.text == "repeat" || Self.typeSpecifiers.contains(t.text)
    default: return false
    }
  }

  // effects = [ "async" ] [ ( "throws" [ "(" type ")" ] | "rethrows" ) ] [ "async" ]
  /// In a type, effects stay on the line of what precedes them; after a declaration's
  /// parameter list they may start the next line (`)\n    async throws -> [Item]`).
  mutating func parseEffects(acrossLines: Bool = false) -> Effects {
    var effects = Effects()
    while acrossLines || !current.atLineStart {
      if current.isIdentifier("async") || current.isIdentifier("reasync") {
        advance()
        effects.isAsync = true
      } else if current.isKeyword("throws") || current.isIdentifier("rethrows") {
        effects.throwsKeyword = advance().text
        if effects.throwsKeyword == "throws" && current.kind == .leftParen && !current.spaceBefore {
          advance()
          effects.thrownType = parseType()
          expect(.rightParen, "')' after thrown type")
        }
      } else {
        return effects
      }
    }
    return effects
  }

  mutating func parseCompositionType() -> TypeRepr {
    let start = current.start
    let first = parsePostfixType()
    guard current.kind == .ampersand else { return first }
    var parts = [first]
    while consume(.ampersand) != nil { parts.append(parsePostfixType()) }
    return TypeRepr(.composition(parts), range(from: start))
  }

  // postfix-type = primary-type { "?" | "!" | "." ( "Type" | "Protocol" ) | "..." }
  // primary-type = name [ generic-args ] { "." name [ generic-args ] } | "Self" | "Any"
  //              | "[" type [ ":" type ] "]" | "(" [ tuple-element { "," tuple-element } ] ")"
  // tuple-element = [ label [ name ] ":" ] type
  mutating func parsePostfixType() -> TypeRepr {
    let start = current.start
    var type: TypeRepr
    switch current.kind {
    case .keyword where current.text == "Self", .identifier:
      var path = [advance().text]
      var args = parseGenericArguments()
      while current.kind == .period && (!current.atLineStart || continuesTypeOnNextLine())
        && (peek().kind == .identifier || peek().kind == .keyword) && !peek().isIdentifier("Type") && !peek().isIdentifier("Protocol")
      {
        advance()
        path.append(advance().text)
        args = parseGenericArguments()
      }
      type = TypeRepr(.named(path, genericArguments: args), range(from: start))
    case .leftBracket:
      let open = advance()
      guard enter() else { return TypeRepr(.error, range(from: start)) }
      let element = parseType()
      if consume(.colon) != nil {
        let value = parseType()
        leave()
        expect(.rightBracket, "']' in dictionary type")
        type = TypeRepr(.dictionary(element, value), range(from: start))
      } else {
        leave()
        expect(.rightBracket, "']' in array type")
        type = TypeRepr(.array(element), range(from: start))
      }
      _ = open
    case .leftParen:
      advance()
      guard enter() else { return TypeRepr(.error, range(from: start)) }
      var elements: [TypeRepr] = []
      while !atEOF && current.kind != .rightParen {
        let label = parseTupleElementLabel()
        elements.append(parseType().labelled(label))
        if consume(.comma) == nil { break }
      }
      leave()
      expect(.rightParen, "')' at end of tuple type")
      // `(Int)` is `Int`; a label stays for a function's one parameter (`(_ x: Int) -> Void`).
      type = TypeRepr(elements.count == 1 ? elements[0].kind : .tuple(elements), range(from: start),
        attributes: elements.count == 1 ? elements[0].attributes : [], specifier: elements.count == 1 ? elements[0].specifier : nil,
        effects: elements.count == 1 ? elements[0].effects : Effects(), label: elements.count == 1 ? elements[0].label : nil)
    default:
      error(SyntaxDiagnostics.expectedType)
      return TypeRepr(.error, range(from: start))
    }
    // Each `?`, `!`, `.Type` wraps the type one level deeper, so it counts as nesting (`Int???…`).
    var levels = 0
    defer { depth -= levels }
    while true {
      if !current.spaceBefore, [.questionMark, .exclamation, .operator].contains(current.kind),
        current.text.hasPrefix("?") || current.text.hasPrefix("!")
      {
        // Swift lexes a `?` or `!` that touches what precedes it as a postfix token of its own
        // (Lexer.cpp: a left-bound `?` is `question_postfix`), so `Int??` is two optionals and
        // `Binding<String?>` closes its argument list after the `?`.
        levels += 1
        guard enter() else { return type }
        let unwrapped = current.text.hasPrefix("!")
        let r = lines.range(start, current.start + 1)
        type = TypeRepr(unwrapped ? .implicitlyUnwrappedOptional(type) : .optional(type), r)
        splitCurrentToken(after: 1)
      } else if current.kind == .period && !current.atLineStart
        && (peek().isIdentifier("Type") || peek().isIdentifier("Protocol"))
      {
        levels += 1
        guard enter() else { return type }
        advance()
        let isProtocol = advance().text == "Protocol"
        type = TypeRepr(.metatype(type, isProtocol: isProtocol), range(from: start))
      } else if current.isOperator("...") && !current.spaceBefore {
        advance()
        return TypeRepr(.variadic(type), range(from: start))
      } else {
        return type
      }
    }
  }

  /// Reads `label:` or `_ name:` before a tuple or function-type element: the label, or the
  /// name after `_`.
  mutating func parseTupleElementLabel() -> String? {
    let isLabel = current.kind == .identifier || current.kind == .keyword
    if isLabel && peek().kind == .colon {
      let label = advance().text
      advance()
      return label
    } else if isLabel && (peek().kind == .identifier || peek().kind == .keyword && peek().text == "_") && peek(2).kind == .colon {
      let first = advance().text
      let second = advance().text
      advance()
      return first + " " + second
    }
    return nil
  }

  mutating func parseGenericArguments() -> [TypeRepr] {
    guard current.isOperator("<") && !current.spaceBefore else { return [] }
    advance()
    var args: [TypeRepr] = []
    repeat { args.append(parseType()) } while consume(.comma) != nil
    if !consumeClosingAngle() { error(SyntaxDiagnostics.expected("'>' to complete generic argument list")) }
    return args
  }

  /// Consumes one `>`, splitting a `>>` or `>=` token as Swift's parser does for nested
  /// generics (Parser::parseGenericArguments: "if the token starts with '>', split it").
  mutating func consumeClosingAngle() -> Bool {
    guard current.kind == .operator, current.text.hasPrefix(">") else { return false }
    splitCurrentToken(after: 1)
    return true
  }

  /// Consumes the first `count` characters of the current token (all ASCII operator
  /// characters); what is left becomes a token of its own, of the kind its spelling has.
  mutating func splitCurrentToken(after count: Int) {
    guard current.text.utf8.count > count else { advance(); return }
    tokens[index].text.removeFirst(count)
    tokens[index].start += count
    tokens[index].spaceBefore = false
    tokens[index].kind = Lexer.operatorKind(tokens[index].text)
  }

  /// A qualified type name broken before its `.` (`-> Models\n    .Notification?`): the next
  /// line's `.Name` is a type's (capitalised) name, not a member called or chained on a value.
  func continuesTypeOnNextLine() -> Bool {
    let name = peek()
    guard name.kind == .identifier, !name.atLineStart, name.text.first?.isUppercase ?? false else { return false }
    let after = peek(2)
    return after.atLineStart || ![.leftParen, .period].contains(after.kind)
  }
}
