import LayoutcSource

extension Parser {
  // generic-params = "<" generic-param { "," generic-param } [ where-clause ] ">"
  // generic-param = [ "each" ] name [ ":" type ]
  mutating func parseGenericParameters() -> [GenericParameter] {
    guard current.isOperator("<") else { return [] }
    advance()
    var params: [GenericParameter] = []
    while current.kind == .identifier {
      let start = current.start
      let isPack = current.isIdentifier("each") && peek().kind == .identifier
      if isPack { advance() }
      let t = advance()
      var constraint: TypeRepr? = nil
      if consume(.colon) != nil { constraint = parseType() }
      params.append(GenericParameter(name: t.text, constraint: constraint, range: range(from: start), isPack: isPack))
      if consume(.comma) == nil { break }
    }
    if !consumeClosingAngle() { error(SyntaxDiagnostics.expected("'>' to complete generic parameter list")) }
    return params
  }

  // where-clause = "where" requirement { "," requirement }
  // requirement = type ":" type | type "==" type
  mutating func parseWhereClause() -> [GenericRequirement] {
    guard current.isKeyword("where") else { return [] }
    advance()
    var requirements: [GenericRequirement] = []
    repeat {
      let start = current.start
      let subject = parseType()
      if case .error = subject.kind { break }
      let kind: GenericRequirement.Kind
      if consume(.colon) != nil {
        kind = .conformance
      } else if current.isOperator("==") {
        advance()
        kind = .sameType
      } else {
        error(SyntaxDiagnostics.expected("':' or '==' to indicate a conformance or same-type requirement"))
        break
      }
      let constraint = parseType()
      requirements.append(GenericRequirement(kind: kind, subject: subject, constraint: constraint, range: range(from: start)))
    } while consume(.comma) != nil
    return requirements
  }
}
