import LayoutcSource

/// The kinds of token the lexer produces. Keywords are identifiers with a reserved spelling;
/// `isKeyword` tells them apart so that `default:` and `.default` both work.
public enum TokenKind: Hashable, Sendable {
  case identifier
  case keyword
  /// `$0`, `$1` closure shorthand parameters and `$name` binding projections.
  case dollarIdentifier
  case integer
  case float
  /// A string literal; its segments are recovered by `StringLiteralScanner`.
  case string
  /// `#Preview`, `#asset`, `#available`: a pound-prefixed name.
  case poundIdentifier
  /// `@State`, `@ViewBuilder`.
  case attribute
  /// A regex literal, `/a+/` or `#/a+/#` (SE-0354): one token, its text the whole literal.
  case regex
  case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
  case comma, colon, semicolon, period, arrow, backslash, equal, questionMark, exclamation, ampersand
  /// Any other operator spelling (`+`, `..<`, `==`, `&&`, `+=`).
  case `operator`
  /// Bytes the lexer could not understand; a diagnostic has been emitted for it.
  case unknown
  case eof
}

/// A token: its kind, text, range, and the whitespace around it, which Swift uses to tell
/// prefix from postfix and binary operators and to end statements at line breaks.
public struct Token: Sendable {
  public var kind: TokenKind
  public var text: String
  public var start: Int
  public var end: Int
  /// True when a line break precedes the token (after the previous token).
  public var atLineStart: Bool
  /// True when whitespace or a comment precedes the token.
  public var spaceBefore: Bool
  /// True when whitespace or a comment follows the token.
  public var spaceAfter: Bool

  public func isKeyword(_ spelling: String) -> Bool { kind == .keyword && text == spelling }
  public func isOperator(_ spelling: String) -> Bool { kind == .operator && text == spelling }
  public func isIdentifier(_ spelling: String) -> Bool { kind == .identifier && text == spelling }
}

public enum Keywords {
  /// Spellings the lexer marks as keywords. Contextual words (`some`, `get`, `set`, `mutating`)
  /// stay identifiers and the parser recognises them by position, as Swift does.
  public static let reserved: Set<String> = [
    "struct", "enum", "extension", "protocol", "class", "func", "var", "let", "init", "import",
    "static", "private", "fileprivate", "internal", "public", "if", "else", "switch", "case",
    "default", "for", "in", "while", "repeat", "break", "continue", "return", "guard", "true",
    "false", "nil", "self", "Self", "as", "is", "where", "throw", "throws", "try", "typealias",
    "inout", "defer", "do", "catch", "fallthrough", "subscript", "operator", "associatedtype",
  ]
}
