import LayoutcSource

extension Parser {
  // type = [ "some" | "any" | "inout" ] primary-type { "?" | "!" } [ "->" type ]
  // primary-type = name [ "<" type { "," type } ">" ] { "." name [ generic-args ] }
  //              | "[" type [ ":" type ] "]" | "(" [ type { "," type } ] ")"
  mutating func parseType() -> TypeRepr {
    let start = current.start
    guard enter() else { return TypeRepr(.error, range(from: start)) }
    defer { leave() }
    while current.kind == .attribute { advance() }  // @escaping, @Sendable
    if current.isIdentifier("some") || current.isIdentifier("any") || current.isKeyword("inout") {
      let word = advance().text
      let inner = parseType()
      switch word {
      case "some": return TypeRepr(.opaque(inner), range(from: start))
      case "any": return TypeRepr(.existential(inner), range(from: start))
      default: return inner
      }
    }
    var type: TypeRepr
    switch current.kind {
    case .identifier, .keyword where current.text == "Self":
      var path = [advance().text]
      var args = parseGenericArguments()
      while current.kind == .period && (peek().kind == .identifier || peek().kind == .keyword) && args.isEmpty {
        advance()
        path.append(advance().text)
        args = parseGenericArguments()
      }
      type = TypeRepr(.named(path, genericArguments: args), range(from: start))
    case .leftBracket:
      advance()
      let element = parseType()
      if consume(.colon) != nil {
        let value = parseType()
        expect(.rightBracket, "']' in dictionary type")
        type = TypeRepr(.dictionary(element, value), range(from: start))
      } else {
        expect(.rightBracket, "']' in array type")
        type = TypeRepr(.array(element), range(from: start))
      }
    case .leftParen:
      advance()
      var elements: [TypeRepr] = []
      while !atEOF && current.kind != .rightParen {
        if (current.kind == .identifier) && peek().kind == .colon { advance(); advance() }
        elements.append(parseType())
        if consume(.comma) == nil { break }
      }
      expect(.rightParen, "')' at end of tuple type")
      type = TypeRepr(elements.count == 1 ? elements[0].kind : .tuple(elements), range(from: start))
    default:
      error(SyntaxDiagnostics.expectedType)
      return TypeRepr(.error, range(from: start))
    }
    // Each `?` wraps the type one level deeper, so it counts as nesting (`Int???…`).
    var optionalLevels = 0
    defer { depth -= optionalLevels }
    while !current.spaceBefore, [.questionMark, .exclamation, .operator].contains(current.kind),
      current.text.hasPrefix("?") || current.text.hasPrefix("!")
    {
      // Swift lexes a `?` or `!` that touches what precedes it as a postfix token of its own
      // (Lexer.cpp: a left-bound `?` is `question_postfix`), so `Int??` is two optionals and
      // `Binding<String?>` closes its argument list after the `?`.
      optionalLevels += 1
      guard enter() else { return type }
      type = TypeRepr(.optional(type), file.range(start, current.start + 1))
      splitCurrentToken(after: 1)
    }
    while current.isKeyword("throws") || current.isIdentifier("async") { advance() }
    if current.kind == .arrow {
      advance()
      let result = parseType()
      var params: [TypeRepr] = []
      if case .tuple(let list) = type.kind { params = list } else { params = [type] }
      if case .named(let p, _) = type.kind, p == ["Void"] { params = [] }
      type = TypeRepr(.function(parameters: params, result: result), range(from: start))
    }
    return type
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
}
