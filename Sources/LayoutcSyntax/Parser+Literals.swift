import LayoutcSource

/// Collection literals and key paths: the primaries with a grammar of their own.
extension Parser {
  // array = "[" [ expression { "," expression } [ "," ] ] "]"
  // dictionary = "[" ":" "]" | "[" expression ":" expression { "," expression ":" expression } [ "," ] "]"
  mutating func parseCollectionLiteral() -> Expr {
    let t = advance()
    guard enter() else { return Expr(.error, tokenRange(t)) }
    defer { leave() }
    if current.kind == .colon && peek().kind == .rightBracket {  // `[:]`
      advance()
      advance()
      return Expr(.dictionary(keys: [], values: []), range(from: t.start))
    }
    var elements: [Expr] = []
    var values: [Expr] = []
    var isDictionary = false
    while !atEOF && current.kind != .rightBracket {
      let before = index
      elements.append(parseExpression())
      if elements.count == 1 && current.kind == .colon { isDictionary = true }
      if isDictionary {
        if expect(.colon, "':' in dictionary literal") {
          values.append(parseExpression())
        } else {
          values.append(Expr(.error, lines.range(previousEnd, previousEnd)))
        }
      }
      if consume(.comma) == nil {
        if listEndedUnclosed() { break }
        if current.kind != .rightBracket {
          error(SyntaxDiagnostics.expected("',' separator"))
          if index == before || current.kind == .rightBrace || current.kind == .rightParen { break }
        }
      }
    }
    expect(.rightBracket, "']' in container literal expression")
    if isDictionary { return Expr(.dictionary(keys: elements, values: values), range(from: t.start)) }
    return Expr(.array(elements), range(from: t.start))
  }

  // key-path = "\" [ type-name ] key-path-component { key-path-component }
  // key-path-component = "." ( name | integer | "self" ) | "?" | "!" | "[" arguments "]"
  /// A path of plain names is a `keyPath`; one with `?`, `!` or a subscript keeps every
  /// component in a `keyPathComponents`.
  mutating func parseKeyPath() -> Expr {
    let t = advance()
    var root: String? = nil
    if (current.kind == .identifier || current.isKeyword("Self")) && !current.spaceBefore {
      root = advance().text
    }
    var components: [KeyPathComponent] = []
    var simple = true
    while !current.spaceBefore {
      if current.kind == .period {
        advance()
        // `\.?.name`: the root itself optionally chained (a key path on an Optional).
        if (current.kind == .questionMark || current.kind == .exclamation) && !current.spaceBefore {
          components.append(.optional(advance().text))
          simple = false
          continue
        }
        // A tuple element by position (`\.0`) is a component too, as in `pair.0`.
        // `\.$title`: a key path to a projected value (App Intents' parameter summaries).
        guard current.kind == .identifier || current.kind == .keyword || current.kind == .integer || current.kind == .dollarIdentifier else {
          error(SyntaxDiagnostics.expected("member name following '.'"))
          break
        }
        components.append(.property(advance().text))
      } else if current.kind == .questionMark || current.kind == .exclamation {
        components.append(.optional(advance().text))
        simple = false
      } else if current.kind == .leftBracket {
        let open = advance()
        guard enter() else { break }
        var args: [Argument] = []
        while !atEOF && current.kind != .rightBracket {
          args.append(parseArgument(inPattern: false))
          if consume(.comma) == nil { break }
        }
        leave()
        if consume(.rightBracket) == nil { error(SyntaxDiagnostics.expected("']' in expression list"), at: nil); _ = open }
        components.append(.subscript(args))
        simple = false
      } else {
        break
      }
    }
    if components.isEmpty { error(SyntaxDiagnostics.expected("'.' and a property name in key path"), at: tokenRange(t)) }
    if simple {
      let names = components.map { if case .property(let n) = $0 { n } else { "" } }
      return Expr(.keyPath(root: root, components: names), range(from: t.start))
    }
    return Expr(.keyPathComponents(root: root, components: components), range(from: t.start))
  }
}
