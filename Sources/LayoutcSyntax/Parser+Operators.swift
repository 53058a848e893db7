import LayoutcSource

extension Parser {
  // operator-decl = ( "infix" | "prefix" | "postfix" ) "operator" operator [ ":" name { "," name } ]
  /// Parsed only: layout never calls a user-defined operator.
  mutating func parseOperatorDecl(modifiers: [String], start: Int) -> Decl {
    advance()
    let fixity = modifiers.first { ["infix", "prefix", "postfix"].contains($0) }
    if fixity == nil { error(SyntaxDiagnostics.operatorFixity, at: range(from: start)) }
    var name = ""
    if [.operator, .ampersand, .exclamation, .questionMark, .equal, .arrow].contains(current.kind) || current.kind == .identifier {
      name = advance().text
    } else {
      error(SyntaxDiagnostics.expected("operator name in operator declaration"))
    }
    var group: String? = nil
    if consume(.colon) != nil {
      if current.kind == .identifier { group = advance().text } else { error(SyntaxDiagnostics.expected("precedence group name")) }
      while consume(.comma) != nil { if current.kind == .identifier { advance() } }  // designated types (Swift 4)
    }
    return Decl(.operator(OperatorDecl(fixity: fixity ?? "infix", name: name, precedenceGroup: group, range: range(from: start))), range(from: start))
  }

  // precedencegroup = "precedencegroup" name "{" { group-attribute } "}"
  // group-attribute = ( "higherThan" | "lowerThan" ) ":" name { "," name }
  //                 | "associativity" ":" ( "left" | "right" | "none" ) | "assignment" ":" ( "true" | "false" )
  mutating func parsePrecedenceGroup(start: Int) -> Decl {
    advance()
    var name = ""
    if current.kind == .identifier { name = advance().text } else { error(SyntaxDiagnostics.expected("identifier after 'precedencegroup'")) }
    var attributes: [(name: String, values: [String])] = []
    if current.kind == .leftBrace {
      let open = advance()
      while !atEOF && current.kind != .rightBrace {
        guard current.kind == .identifier,
          ["higherThan", "lowerThan", "associativity", "assignment"].contains(current.text)
        else {
          error(SyntaxDiagnostics.expected("'higherThan', 'lowerThan', 'associativity', or 'assignment' in precedence group"))
          skipToStatementEnd()
          continue
        }
        let attribute = advance().text
        expect(.colon, "colon after attribute name in precedence group")
        var values: [String] = []
        repeat {
          guard current.kind == .identifier || current.kind == .keyword else {
            error(SyntaxDiagnostics.expected("value of '\(attribute)'"))
            break
          }
          values.append(advance().text)
        } while (attribute == "higherThan" || attribute == "lowerThan") && consume(.comma) != nil
        attributes.append((attribute, values))
      }
      closeBrace(open)
    } else {
      error(SyntaxDiagnostics.expected("'{' after name of precedence group"))
    }
    return Decl(.precedenceGroup(PrecedenceGroupDecl(name: name, attributes: attributes, range: range(from: start))), range(from: start))
  }

  // compiler-directive = ( "#warning" | "#error" ) "(" string ")" | "#sourceLocation" "(" [ arguments ] ")"
  /// An active `#error` is an error and an active `#warning` a warning, with the message written
  /// (swiftc reports them the same way); in an inactive `#if` clause they say nothing.
  mutating func parseCompilerDirective(start: Int) -> Decl {
    let t = advance()
    let name = String(t.text.dropFirst())
    var args: [Argument] = []
    if current.kind == .leftParen && !current.spaceBefore {
      args = parseArgumentList()
    } else {
      error(SyntaxDiagnostics.expected("'(' after '\(t.text)'"))
    }
    if name != "sourceLocation" {
      let message: String? = args.count == 1 && args[0].label == nil ? {
        if case .stringLiteral(let segments) = args[0].value.kind, segments.allSatisfy({ if case .text = $0 { true } else { false } }) {
          return segments.map { if case .text(let s) = $0 { s } else { "" } }.joined()
        }
        return nil
      }() : nil
      if let message {
        if inactiveConditionDepth == 0 {
          let r = args[0].value.range
          if name == "error" {
            error(SyntaxDiagnostics.poundError(message), at: r)
          } else {
            diagnostics.append(SyntaxDiagnostics.poundWarning(message).at(r, in: file))
          }
        }
      } else {
        error(SyntaxDiagnostics.poundDiagnosticArgument(t.text), at: range(from: start))
      }
    }
    return Decl(.compilerDirective(name: name, arguments: args), range(from: start))
  }
}
