import LayoutcSource

extension Parser {
  // attribute = "@" name { "." name } [ generic-args ] [ "(" arguments ")" ]
  /// A custom attribute (a property wrapper, result builder, global actor or macro: its name
  /// starts with an upper-case letter) has expression arguments, `@Environment(\.font)`,
  /// `@Query(sort: \Item.date)`, unless `expressionArguments` is false (a type attribute).
  /// Swift's own attributes (`@available(iOS 17, *)`, `@objc(name:)`, `@inline(__always)`)
  /// have a syntax each; their argument tokens are kept as text.
  mutating func parseAttribute(expressionArguments: Bool = true) -> Attribute {
    let t = advance()
    var name = String(t.text.dropFirst())
    var genericArguments: [TypeRepr] = []
    // `@FocusState.Binding`, `@Wrapper<Int>`, `@FocusState<Field?>.Binding`.
    while true {
      if current.isOperator("<") && !current.spaceBefore {
        genericArguments += parseGenericArguments()
      } else if current.kind == .period && !current.spaceBefore && peek().kind == .identifier && !peek().spaceBefore {
        advance()
        name += "." + advance().text
      } else {
        break
      }
    }
    var attribute = Attribute(name: name, range: SourceRange(start: tokenRange(t).start, end: tokenRange(t).end))
    attribute.genericArguments = genericArguments
    if current.kind == .leftParen && !current.spaceBefore && !Self.argumentlessAttributes.contains(name) {
      let isCustom = name.first.map { $0.isUppercase } ?? false
      if isCustom && expressionArguments {
        attribute.arguments = parseArgumentList()
      } else {
        attribute.argumentText = attributeArgumentText()
        attribute.arguments = []
      }
    }
    attribute.range = SourceRange(start: attribute.range.start, end: lines.range(previousEnd, previousEnd).end)
    return attribute
  }

  /// Attributes that never take arguments, so a `(` right after one begins what follows:
  /// `@escaping(Item) -> Void` is the attribute and a function type (swiftc accepts it).
  static let argumentlessAttributes: Set<String> = ["escaping", "autoclosure", "Sendable", "noescape", "discardableResult"]

  /// Reads a balanced `( ... )` and returns the tokens inside, spaced as written (one space
  /// where there was any).
  mutating func attributeArgumentText() -> String {
    let open = advance()
    guard enter() else { return "" }
    defer { leave() }
    var text = ""
    var level = 0
    while !atEOF {
      let k = current.kind
      if k == .rightParen && level == 0 { break }
      if k == .leftParen || k == .leftBracket || k == .leftBrace { level += 1 }
      if k == .rightParen || k == .rightBracket || k == .rightBrace { level -= 1 }
      if !text.isEmpty && current.spaceBefore { text += " " }
      text += advance().text
    }
    if consume(.rightParen) == nil {
      error(SyntaxDiagnostics.expected("')' in attribute arguments"))
      _ = open
    }
    return text
  }
}
