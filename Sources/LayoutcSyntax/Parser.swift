import LayoutcSource

/// A recursive-descent parser for the layout-spec subset of Swift.
///
/// Style: one `parseX()` per production, each preceded by its EBNF in a comment (the same
/// productions docs/language.md collects). Errors never throw: the parser reports, inserts an
/// `.error` node or skips to a synchronisation point (end of line, `}`), and keeps going, so
/// one run reports every syntax error once. Nesting deeper than `maximumDepth` stops the parse
/// with one diagnostic instead of exhausting the stack.
public struct Parser {
  /// Nested brackets, braces and closures allowed before `parse.nesting-too-deep`.
  public static let maximumDepth = 512

  let file: SourceFile
  /// `file`'s locations, answered fast in file order (`LineCursor`).
  let lines: LineCursor
  /// The `#if` configuration and state, boxed: debug builds copy the parser struct into
  /// temporaries in every recursive frame, so each word added to it costs stack at every
  /// nesting level (the nesting tests of RecoveryTests).
  let directives: DirectiveState
  var tokens: [Token]
  let stringSegments: [Int: [StringSegmentToken]]
  var index = 0
  var depth = 0
  /// Set when nesting grew too deep: from then on every token reads as end of file.
  var aborted = false
  public internal(set) var diagnostics: [Diagnostic] = []
  /// Errors among `diagnostics` (the lexer's warnings do not count toward the limit).
  var errorCount = 0
  /// Where the last error was reported; errors at the same token are follow-on noise.
  var lastErrorOffset = -1
  var lexedErrorLines: Set<Int> = []
  /// Set when a lexical error consumed the end of the file; errors at end of file are then
  /// not reported.
  var endSwallowed = false

  /// Parses a whole file.
  public static func parse(
    _ file: SourceFile, configuration: BuildConfiguration = .default
  ) -> (SourceFileSyntax, [Diagnostic]) {
    let lexed = Lexer.tokenize(file)
    var parser = Parser(file: file, tokens: lexed.tokens, segments: lexed.segments, configuration: configuration)
    parser.diagnostics = lexed.diagnostics  // the lexer keeps at most `errorLimit` of each severity
    let lexedErrors = lexed.diagnostics.filter { $0.severity == .error }
    parser.errorCount = lexedErrors.count
    parser.lexedErrorLines = Set(lexedErrors.compactMap { $0.range?.start.line })
    // An unterminated comment or multi-line string runs to the end of the file: whatever
    // the parser then misses at the end (`)`, `}`) is its echo, not a second error.
    let lastToken = lexed.tokens.dropLast().last
    parser.endSwallowed = lexed.diagnostics.contains {
      $0.id == SyntaxDiagnostics.unterminatedBlockComment.id
        || ($0.id == SyntaxDiagnostics.unterminatedString.id && lastToken?.kind == .string
          && lastToken?.end == file.bytes.count && $0.range?.start.offset == lastToken?.start)
    }
    if lexedErrors.count >= errorLimit, let last = lexedErrors.last {
      parser.diagnostics.append(SyntaxDiagnostics.tooManyErrors.at(last.range, in: file))
      return (SourceFileSyntax(file: file, declarations: []), parser.diagnostics)
    }
    let decls = parser.parseTopLevel()
    let blocks = parser.directives.conditionalBlocks
    return (SourceFileSyntax(file: file, declarations: decls, conditionalBlocks: blocks), parser.diagnostics)
  }

  init(
    file: SourceFile, tokens: [Token], segments: [Int: [StringSegmentToken]], configuration: BuildConfiguration = .default
  ) {
    self.file = file
    self.lines = LineCursor(file)
    self.directives = DirectiveState(configuration: configuration)
    self.tokens = tokens
    self.stringSegments = segments
  }

  var configuration: BuildConfiguration { directives.configuration }
  /// Every `#if` block parsed so far, outer blocks before the blocks they contain.
  var conditionalBlocks: [IfConfigBlock] {
    get { directives.conditionalBlocks }
    nonmutating set { directives.conditionalBlocks = newValue }
  }
  /// Inside an inactive `#if` clause (parsed, but its `#error`s say nothing and nothing in it
  /// reaches the tree) when above zero.
  var inactiveConditionDepth: Int {
    get { directives.inactiveConditionDepth }
    nonmutating set { directives.inactiveConditionDepth = newValue }
  }
  /// In a protocol's member block, where accessors and functions need no body.
  var inProtocolBody: Bool {
    get { directives.inProtocolBody }
    nonmutating set { directives.inProtocolBody = newValue }
  }

  // MARK: Cursor

  static let eofToken = Token(
    kind: .eof, text: "", start: 0, end: 0, atLineStart: true, spaceBefore: true, spaceAfter: true)

  var current: Token {
    if aborted { var t = Parser.eofToken; t.start = file.bytes.count; t.end = t.start; return t }
    return tokens[index]
  }
  func peek(_ k: Int = 1) -> Token {
    aborted ? Parser.eofToken : tokens[min(index + k, tokens.count - 1)]
  }
  var atEOF: Bool { current.kind == .eof }

  @discardableResult
  mutating func advance() -> Token {
    let t = current
    if !aborted && index < tokens.count - 1 { index += 1 }
    return t
  }

  /// The end offset of the previous token: where a node that ends before `current` stops.
  var previousEnd: Int { index > 0 ? tokens[index - 1].end : 0 }

  func range(from start: Int) -> SourceRange { lines.range(start, max(start, previousEnd)) }
  func tokenRange(_ t: Token) -> SourceRange { lines.range(t.start, t.end) }

  mutating func consume(_ kind: TokenKind) -> Token? {
    current.kind == kind ? advance() : nil
  }
  mutating func consumeKeyword(_ spelling: String) -> Bool {
    if current.isKeyword(spelling) { advance(); return true }
    return false
  }

  /// Consumes `kind` or reports `expected <what>` at the current token.
  @discardableResult
  mutating func expect(_ kind: TokenKind, _ what: String) -> Bool {
    if consume(kind) != nil { return true }
    error(SyntaxDiagnostics.expected(what))
    return false
  }

  // MARK: Diagnostics

  /// Errors after which the parse stops, as clang and swiftc stop after too many.
  public static let errorLimit = 50

  /// How many tokens the look-ahead for a closure signature reads: a signature longer than
  /// this is read as the closure's body (and its `in` is then an error, never a silent misread).
  static let closureSignatureLookahead = 1024

  /// Reports at the current token (or, for an end of line, just after the previous one).
  /// A line where the lexer already reported a problem gets no parse errors: they would only
  /// restate it.
  mutating func error(_ message: DiagnosticMessage, at range: SourceRange? = nil, fixIts: [FixIt] = []) {
    let r = range ?? (current.atLineStart || current.kind == .eof
      ? lines.range(previousEnd, previousEnd) : tokenRange(current))
    guard !isEcho(r) else { return }
    lastErrorOffset = r.start.offset
    diagnostics.append(message.at(r, in: file, fixIts: fixIts))
    errorCount += 1
    if errorCount >= Parser.errorLimit {
      diagnostics.append(SyntaxDiagnostics.tooManyErrors.at(r, in: file))
      aborted = true
    }
  }

  /// Whether an error at `r` would only restate one already reported: the same token, a
  /// line the lexer complained about, or the end of a file an unterminated literal swallowed.
  func isEcho(_ r: SourceRange) -> Bool {
    aborted || (endSwallowed && current.kind == .eof) || r.start.offset == lastErrorOffset
      || lexedErrorLines.contains(r.start.line)
  }

  /// Enters one level of nesting; false (and the parse stops) past `maximumDepth`.
  mutating func enter() -> Bool {
    depth += 1
    if depth > Parser.maximumDepth && !aborted {
      error(SyntaxDiagnostics.nestingTooDeep, at: tokenRange(current))
      aborted = true
    }
    return !aborted
  }
  mutating func leave() { depth -= 1 }

  // MARK: Recovery

  /// In a comma-separated list with no `,` after an element: true when the list has clearly
  /// ended without its closing bracket (end of file, or a new line starting a `}`, a
  /// declaration or a statement), so the missing bracket is the one error to report, as
  /// swiftc does, rather than a missing `,`.
  func listEndedUnclosed() -> Bool {
    if atEOF { return true }
    guard current.atLineStart else { return false }
    if current.kind == .rightBrace || startsDeclaration(current) { return true }
    return current.kind == .keyword && ["if", "switch", "for", "while", "return", "else"].contains(current.text)
  }

  /// Skips a balanced group starting at an opening bracket, brace or parenthesis.
  mutating func skipBalanced() {
    var stack: [TokenKind] = []
    repeat {
      switch current.kind {
      case .leftParen: stack.append(.rightParen)
      case .leftBrace: stack.append(.rightBrace)
      case .leftBracket: stack.append(.rightBracket)
      case .rightParen, .rightBrace, .rightBracket:
        if let last = stack.last, last == current.kind { stack.removeLast() } else if stack.isEmpty { return }
      default: break
      }
      advance()
    } while !stack.isEmpty && !atEOF
  }

  /// Skips to the start of the next line, or to a `}` that closes the enclosing block.
  mutating func skipToStatementEnd() {
    while !atEOF && current.kind != .rightBrace {
      if current.kind == .leftParen || current.kind == .leftBrace || current.kind == .leftBracket {
        skipBalanced()
      } else {
        advance()
      }
      if current.atLineStart || current.kind == .semicolon { break }
    }
  }
}

/// The parser's conditional-compilation state (see `Parser.directives`).
final class DirectiveState {
  let configuration: BuildConfiguration
  var conditionalBlocks: [IfConfigBlock] = []
  var inactiveConditionDepth = 0
  var inProtocolBody = false

  init(configuration: BuildConfiguration) { self.configuration = configuration }
}
