import LayoutcSource

/// Every message of the lexer and parser, alphabetical by id. Wording follows swiftc's
/// (swift/include/swift/AST/DiagnosticsParse.def) where Swift has the same error.
public enum SyntaxDiagnostics {
  public static func expected(_ what: String) -> DiagnosticMessage {
    .error("parse.expected", "expected \(what)")
  }
  public static func expectedIn(_ what: String, _ context: String) -> DiagnosticMessage {
    .error("parse.expected", "expected \(what) in \(context)")
  }
  public static let expectedDeclaration = DiagnosticMessage.error(
    "parse.expected-declaration", "expected declaration")
  public static let expectedExpression = DiagnosticMessage.error(
    "parse.expected-expression", "expected expression")
  public static func keywordAsIdentifier(_ keyword: String) -> DiagnosticMessage {
    .error("parse.keyword-as-identifier", "keyword '\(keyword)' cannot be used as an identifier here")
  }
  public static func labelOutsideSwitch(_ keyword: String) -> DiagnosticMessage {
    .error("parse.case-outside-switch", "'\(keyword)' label can only appear inside a 'switch' statement")
  }
  public static let expectedRBrace = DiagnosticMessage.error(
    "parse.expected-rbrace", "expected '}'")
  public static let expectedType = DiagnosticMessage.error("parse.expected-type", "expected type")
  public static let extraneousRBrace = DiagnosticMessage.error(
    "parse.extraneous-rbrace", "extraneous '}' at top level")
  public static let consecutiveStatements = DiagnosticMessage.error(
    "parse.consecutive-statements", "consecutive statements on a line must be separated by ';'")
  public static let consecutiveDeclarations = DiagnosticMessage.error(
    "parse.consecutive-declarations", "consecutive declarations on a line must be separated by ';'")
  public static let nestingTooDeep = DiagnosticMessage.error(
    "parse.nesting-too-deep", "nesting too deep: more than \(Parser.maximumDepth) levels")
  public static let ternaryNeedsSpaces = DiagnosticMessage.error(
    "parse.ternary-spacing", "'?' must be separated by whitespace in a conditional expression")
  public static func unsupportedDeclaration(_ what: String) -> DiagnosticMessage {
    .error("parse.unsupported-declaration", "'\(what)' declarations are not supported in layout specs")
  }
  public static func unknownMacro(_ name: String) -> DiagnosticMessage {
    .error("parse.unknown-macro", "no macro named '\(name)'")
  }
  public static let operatorFixity = DiagnosticMessage.error(
    "parse.operator-fixity", "operator must be declared as 'prefix', 'postfix', or 'infix'")
  public static func poundError(_ message: String) -> DiagnosticMessage {
    .error("parse.pound-error", message)
  }
  public static func poundWarning(_ message: String) -> DiagnosticMessage {
    .warning("parse.pound-warning", message)
  }
  public static func poundDiagnosticArgument(_ directive: String) -> DiagnosticMessage {
    .error("parse.pound-diagnostic", "expected string literal in \(directive) directive")
  }
  public static func ifConfigCondition(_ detail: String) -> DiagnosticMessage {
    .error("parse.if-config-condition", detail)
  }
  public static let expectedEndif = DiagnosticMessage.error(
    "parse.expected-endif", "expected #else or #endif at end of conditional compilation block")
  public static let unexpectedIfConfigTerminator = DiagnosticMessage.error(
    "parse.unexpected-if-config", "unexpected conditional compilation block terminator")
  public static let tooManyErrors = DiagnosticMessage.error(
    "parse.too-many-errors", "too many errors emitted, stopping now")
  public static let invalidCharacter = DiagnosticMessage.error(
    "lex.invalid-character", "invalid character in source file")
  public static let unprintableCharacter = DiagnosticMessage.error(
    "lex.unprintable-character", "unprintable ASCII character found in source file")
  public static let nulCharacter = DiagnosticMessage.warning(
    "lex.nul-character", "nul character embedded in middle of file")
  public static let noBreakSpace = DiagnosticMessage.warning(
    "lex.non-breaking-space", "non-breaking space (U+00A0) used instead of regular space")
  public static let unterminatedBlockComment = DiagnosticMessage.error(
    "lex.unterminated-comment", "unterminated '/*' comment")
  public static let unterminatedString = DiagnosticMessage.error(
    "lex.unterminated-string", "unterminated string literal")
  public static let invalidEscape = DiagnosticMessage.error(
    "lex.invalid-escape", "invalid escape sequence in literal")
  public static let invalidNumber = DiagnosticMessage.error(
    "lex.invalid-number", "invalid numeric literal")
  /// `12px`, `0b102`: swiftc names the first bad character and the digits the base allows.
  public static func invalidDigit(_ character: String, _ base: String, literal: String = "integer literal") -> DiagnosticMessage {
    .error("lex.invalid-number", "'\(character)' is not a valid \(base) in \(literal)")
  }
  public static func expectedDigits(_ base: String) -> DiagnosticMessage {
    .error("lex.invalid-number", "expected \(base) in integer literal")
  }
  public static let expectedExponentDigit = DiagnosticMessage.error(
    "lex.invalid-number", "expected a digit in floating point exponent")
  public static let invalidUnicodeScalar = DiagnosticMessage.error(
    "lex.invalid-escape", "invalid unicode scalar")
  public static let unicodeEscapeNeedsBraces = DiagnosticMessage.error(
    "lex.invalid-escape", "expected hexadecimal code in braces after unicode escape")
  public static let curlyQuote = DiagnosticMessage.error(
    "lex.curly-quote", "unicode curly quote found, replace with '\"'")
  public static let singleQuotedString = DiagnosticMessage.error(
    "lex.single-quote", "single-quoted string literal found, use '\"'")
  public static let multilineStringStart = DiagnosticMessage.error(
    "lex.multiline-string", "multi-line string literal content must begin on a new line")
  public static let multilineStringEnd = DiagnosticMessage.error(
    "lex.multiline-string", "multi-line string literal closing delimiter must begin on a new line")
  public static let interpolationTooDeep = DiagnosticMessage.error(
    "lex.interpolation-too-deep",
    "string interpolations nest too deeply: more than \(Lexer.interpolationNestingLimit) levels")
  public static let unbalancedInterpolation = DiagnosticMessage.error(
    "lex.unterminated-interpolation", "unterminated string interpolation")
}
