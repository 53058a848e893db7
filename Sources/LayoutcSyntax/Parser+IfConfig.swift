import LayoutcSource

extension Parser {
  func isIfConfigClauseEnd(_ t: Token) -> Bool { Parser.isIfConfigClauseEnd(t) }
  static func isIfConfigClauseEnd(_ t: Token) -> Bool {
    t.kind == .poundIdentifier && (t.text == "#elseif" || t.text == "#else" || t.text == "#endif")
  }

  /// A `#elseif`, `#else` or `#endif` with no `#if` open: reported and skipped.
  mutating func skipStrayIfConfigTerminator() {
    error(SyntaxDiagnostics.unexpectedIfConfigTerminator, at: tokenRange(current))
    advance()
  }

  // if-config = "#if" condition elements { "#elseif" condition elements } [ "#else" elements ] "#endif"
  /// Declarations of the active clause (to be spliced where the block stands).
  mutating func parseIfConfigDeclarations() -> [Decl] {
    parseIfConfig(.declarations) { p in
      p.parseDeclarationList { $0.kind == .rightBrace || Parser.isIfConfigClauseEnd($0) }
    }
  }

  /// At a `#if` among statements: the active clause's statements; at `#warning`, `#error` or
  /// `#sourceLocation`: the directive; at an attribute: its declaration, one statement per binding; at a stray `#else` or `#endif`: reported, skipped, and
  /// nothing. Nil elsewhere. (One call, so that the
  /// statement loop, which recurses for every nested closure, keeps a small frame.)
  @inline(never)
  mutating func parseIfConfigAmongStatements() -> [Stmt]? {
    if current.kind == .attribute {
      // `@State var a = 1, b = 2` in a body: one declaration statement per binding.
      return parseDeclarations().map { Stmt(.declaration($0), $0.range) }
    }
    guard current.kind == .poundIdentifier else { return nil }
    if current.text == "#if" { return parseIfConfigStatements() }
    if ["#warning", "#error", "#sourceLocation"].contains(current.text) {
      let d = parseCompilerDirective(start: current.start)
      return [Stmt(.declaration(d), d.range)]
    }
    if isIfConfigClauseEnd(current) { skipStrayIfConfigTerminator(); return [] }
    return nil
  }

  /// `base` continued by a `#if` of member suffixes, or nil when none follows.
  @inline(never)
  mutating func parsePostfixIfConfigIfPresent(_ base: Expr, _ trailing: Bool, _ inPattern: Bool) -> Expr? {
    guard startsPostfixIfConfig() else { return nil }
    return parsePostfixIfConfig(base, trailing, inPattern)
  }

  /// Statements of the active clause.
  mutating func parseIfConfigStatements() -> [Stmt] {
    parseIfConfig(.statements) { p in
      p.parseStatements { $0.kind == .rightBrace || Parser.isIfConfigClauseEnd($0) }
    }
  }

  /// Whether the `#if` at the current token continues a postfix chain (SE-0308): its first
  /// clause starts with `.member` on the line after the condition, or with a nested `#if` whose
  /// first clause does (a nested `#if` of statements after `x = a.b` is not a postfix one).
  func startsPostfixIfConfig() -> Bool {
    guard current.kind == .poundIdentifier && current.text == "#if" && current.atLineStart else { return false }
    var k = 1
    while true {
      while peek(k).kind != .eof && !peek(k).atLineStart { k += 1 }
      if peek(k).kind == .period { return true }
      guard peek(k).kind == .poundIdentifier && peek(k).text == "#if" else { return false }
      k += 1
    }
  }

  /// The chain `base` continued by the active clause's members (`base` itself when no clause
  /// is active); the inactive clauses are parsed against `base` and dropped.
  mutating func parsePostfixIfConfig(_ base: Expr, _ trailing: Bool, _ inPattern: Bool) -> Expr {
    let results = parseIfConfig(.postfix) { p -> [Expr] in
      let e = p.parsePostfix(base, trailing, inPattern)
      var count = 0
      var spine = e
      while spine !== base {
        switch spine.kind {
        case .member(let b, _, _): count += 1; spine = b
        case .call(let c, _): spine = c
        case .subscript(let b, _): spine = b
        case .postfixOperator(_, let b): spine = b
        default: spine = base
        }
      }
      // One element per member suffix, each the whole continued chain: the last is the result.
      return Array(repeating: e, count: count)
    }
    return results.last ?? base
  }

  /// Parses a whole `#if` block. `elements` parses one clause's contents; the block is recorded
  /// in `conditionalBlocks` and the active clause's elements are returned.
  mutating func parseIfConfig<T>(_ context: IfConfigBlock.Context, _ elements: (inout Parser) -> [T]) -> [T] {
    let start = current.start
    guard enter() else { return [] }
    defer { leave() }
    let blockIndex = conditionalBlocks.count
    conditionalBlocks.append(IfConfigBlock(context: context, clauses: [], range: tokenRange(current)))
    var clauses: [IfConfigClause] = []
    var result: [T] = []
    var anyActive = false
    var keyword = advance()
    while true {
      var condition: BuildCondition? = nil
      if keyword.text != "#else" {
        condition = parseBuildCondition(after: keyword)
        if !atEOF && !current.atLineStart {
          error(SyntaxDiagnostics.ifConfigCondition("extra tokens following conditional compilation directive"))
          while !atEOF && !current.atLineStart { advance() }
        }
      }
      let holds = condition.map { configuration.evaluate($0) } ?? true
      let isActive = inactiveConditionDepth == 0 && !anyActive && holds
      if isActive { anyActive = true }
      let isSkipped = !holds && (condition?.isVersionCheck ?? false)
      var count = 0
      if isSkipped {
        skipIfConfigClause()
      } else {
        if !isActive { inactiveConditionDepth += 1 }
        let parsed = elements(&self)
        if !isActive { inactiveConditionDepth -= 1 }
        count = parsed.count
        if isActive { result = parsed }
      }
      clauses.append(IfConfigClause(
        keyword: String(keyword.text), condition: condition, isActive: isActive, isSkipped: isSkipped,
        elementCount: count, range: range(from: keyword.start)))
      if current.kind == .poundIdentifier && (current.text == "#elseif" || current.text == "#else") {
        keyword = advance()
        continue
      }
      if current.kind == .poundIdentifier && current.text == "#endif" {
        advance()
      } else {
        error(SyntaxDiagnostics.expectedEndif)
      }
      break
    }
    conditionalBlocks[blockIndex] = IfConfigBlock(context: context, clauses: clauses, range: range(from: start))
    return result
  }

  /// Skips a clause swiftc does not parse, up to its `#elseif`, `#else` or `#endif`.
  mutating func skipIfConfigClause() {
    var nesting = 0
    while !atEOF {
      if current.kind == .poundIdentifier {
        if current.text == "#if" { nesting += 1 }
        else if current.text == "#endif" { if nesting == 0 { return }; nesting -= 1 }
        else if (current.text == "#elseif" || current.text == "#else") && nesting == 0 { return }
      }
      advance()
    }
  }

  // condition = and-condition { "||" and-condition }
  // and-condition = unary-condition { "&&" unary-condition }
  // unary-condition = "!" unary-condition | "(" condition ")" | "true" | "false"
  //                 | name [ "(" argument-tokens ")" ]
  mutating func parseBuildCondition(after keyword: Token) -> BuildCondition {
    if atEOF || current.atLineStart {
      error(SyntaxDiagnostics.ifConfigCondition("expected a condition to follow \(keyword.text)"))
      return .boolean(false)
    }
    return parseOrCondition()
  }

  mutating func parseOrCondition() -> BuildCondition {
    var lhs = parseAndCondition()
    while current.isOperator("||") { advance(); lhs = .or(lhs, parseAndCondition()) }
    return lhs
  }

  mutating func parseAndCondition() -> BuildCondition {
    var lhs = parseUnaryCondition()
    while current.isOperator("&&") { advance(); lhs = .and(lhs, parseUnaryCondition()) }
    if current.kind == .operator && !current.atLineStart && !current.isOperator("||") {
      error(SyntaxDiagnostics.ifConfigCondition("expected '&&' or '||' expression"))
      while !atEOF && !current.atLineStart { advance() }
    }
    return lhs
  }

  static let platformConditions: Set<String> = [
    "os", "arch", "targetEnvironment", "canImport", "swift", "compiler", "_compiler_version", "hasFeature",
    "hasAttribute", "_endian", "_pointerBitWidth", "_runtime", "_hasAtomicBitWidth", "_ptrauth",
  ]

  mutating func parseUnaryCondition() -> BuildCondition {
    guard enter() else { return .boolean(false) }
    defer { leave() }
    let t = current
    if t.kind == .exclamation || t.isOperator("!") {
      advance()
      return .not(parseUnaryCondition())
    }
    if t.kind == .leftParen {
      advance()
      let inner = parseOrCondition()
      expect(.rightParen, "')' in conditional compilation expression")
      return inner
    }
    if t.kind == .operator && t.text.hasPrefix("!") {  // `!!A` lexes as one operator
      error(SyntaxDiagnostics.ifConfigCondition("expected unary '!' expression"), at: tokenRange(t))
      while !atEOF && !current.atLineStart { advance() }
      return .boolean(false)
    }
    if t.isKeyword("true") || t.isKeyword("false") { advance(); return .boolean(t.text == "true") }
    if t.kind == .integer {
      advance()
      let hint = t.text == "1" ? ", use 'true'" : t.text == "0" ? ", use 'false'" : ""
      error(SyntaxDiagnostics.ifConfigCondition("'\(t.text)' is not a valid conditional compilation expression\(hint)"), at: tokenRange(t))
      return .boolean(false)
    }
    guard t.kind == .identifier else {
      error(SyntaxDiagnostics.ifConfigCondition("invalid conditional compilation expression"), at: atEOF ? nil : tokenRange(t))
      while !atEOF && !current.atLineStart { advance() }
      return .boolean(false)
    }
    advance()
    guard current.kind == .leftParen && !current.spaceBefore else { return .flag(t.text) }
    advance()
    var argument = ""
    var level = 0
    while !atEOF && !(current.kind == .rightParen && level == 0) {
      if current.kind == .leftParen { level += 1 }
      if current.kind == .rightParen { level -= 1 }
      argument += advance().text
    }
    expect(.rightParen, "')' in conditional compilation expression")
    if !Parser.platformConditions.contains(t.text) {
      error(SyntaxDiagnostics.ifConfigCondition("invalid conditional compilation expression"), at: tokenRange(t))
      return .boolean(false)
    }
    return .check(t.text, argument)
  }
}
