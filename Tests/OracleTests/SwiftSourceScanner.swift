/// Just enough lexical structure of Swift source to move a spec's declarations around
/// textually: which characters are code (not inside a string literal or a comment), the
/// top-level items, and the identifiers. A parser would be overkill and layoutc's own one
/// is what is under test, so the oracle must not depend on it.
struct SwiftSourceScanner {
  let characters: [Character]
  /// `isCode[i]` is false inside comments and string literals (interpolated code is code).
  let isCode: [Bool]

  init(_ text: String) {
    characters = Array(text)
    isCode = Self.classify(characters)
  }

  private enum Context { case code(interpolationDepth: Int?), string(multiline: Bool) }

  private static func classify(_ c: [Character]) -> [Bool] {
    var code = [Bool](repeating: true, count: c.count)
    var stack: [Context] = [.code(interpolationDepth: nil)]
    func starts(_ s: String, at i: Int) -> Bool {
      var j = i
      for ch in s { guard j < c.count, c[j] == ch else { return false }; j += 1 }
      return true
    }
    var i = 0
    while i < c.count {
      switch stack[stack.count - 1] {
      case .code(let depth):
        if starts("//", at: i) {
          while i < c.count, c[i] != "\n" { code[i] = false; i += 1 }
          continue
        }
        if starts("/*", at: i) {
          var nesting = 0
          repeat {
            if starts("/*", at: i) { nesting += 1; code[i] = false; code[i + 1] = false; i += 2 }
            else if starts("*/", at: i) { nesting -= 1; code[i] = false; code[i + 1] = false; i += 2 }
            else { code[i] = false; i += 1 }
          } while nesting > 0 && i < c.count
          continue
        }
        if starts("\"\"\"", at: i) {
          for k in i..<i + 3 { code[k] = false }
          stack.append(.string(multiline: true)); i += 3; continue
        }
        if c[i] == "\"" { code[i] = false; stack.append(.string(multiline: false)); i += 1; continue }
        if let depth {
          if c[i] == "(" { stack[stack.count - 1] = .code(interpolationDepth: depth + 1) }
          if c[i] == ")" {
            if depth == 0 { code[i] = false; stack.removeLast(); i += 1; continue }
            stack[stack.count - 1] = .code(interpolationDepth: depth - 1)
          }
        }
        i += 1
      case .string(let multiline):
        code[i] = false
        if c[i] == "\\" {
          if i + 1 < c.count { code[i + 1] = false }
          if starts("\\(", at: i) { stack.append(.code(interpolationDepth: 0)) }
          i += 2; continue
        }
        if multiline, starts("\"\"\"", at: i) {
          for k in i..<i + 3 { code[k] = false }
          stack.removeLast(); i += 3; continue
        }
        if !multiline, c[i] == "\"" { stack.removeLast() }
        i += 1
      }
    }
    return code
  }

  /// The top-level items (declarations, macro expansions, statements), each as its text from
  /// its first code character to its last. Comments between items are dropped.
  func topLevelItems() -> [String] {
    var items: [String] = []
    var depth = 0
    var start: Int? = nil
    var i = 0
    func finish(_ end: Int) {
      if let s = start { items.append(String(characters[s..<end])) }
      start = nil
    }
    while i < characters.count {
      let ch = characters[i]
      if isCode[i] {
        if start == nil, !ch.isWhitespace { start = i }
        if "({[".contains(ch) { depth += 1 }
        if ")}]".contains(ch) { depth -= 1 }
        if ch == "\n", depth == 0, let s = start, !continues(after: i), !isOnlyAttributes(s..<i) { finish(i) }
      }
      i += 1
    }
    finish(characters.count)
    return items.map { $0.trimmingTrailingWhitespace() }
  }

  /// Whether the next code after a newline carries on the same item (`{` on its own line, a
  /// `.modifier` continuation, a `where` clause).
  private func continues(after i: Int) -> Bool {
    var j = i + 1
    while j < characters.count, !isCode[j] || characters[j].isWhitespace { j += 1 }
    guard j < characters.count else { return false }
    if characters[j] == "{" || characters[j] == "." { return true }
    return String(characters[j..<min(j + 6, characters.count)]) == "where "
  }

  private func isOnlyAttributes(_ range: Range<Int>) -> Bool {
    let text = String(characters[range]).trimmingTrailingWhitespace()
    return text.hasPrefix("@") && !text.contains(" ")
  }

  /// The text with every identifier in code replaced by `transform(identifier)`.
  func mapIdentifiers(_ transform: (String) -> String) -> String {
    var out = ""
    var i = 0
    while i < characters.count {
      let ch = characters[i]
      if isCode[i], ch.isIdentifierHead, i == 0 || !characters[i - 1].isIdentifierBody || !isCode[i - 1] {
        var j = i
        while j < characters.count, isCode[j], characters[j].isIdentifierBody { j += 1 }
        out += transform(String(characters[i..<j]))
        i = j
      } else {
        out.append(ch)
        i += 1
      }
    }
    return out
  }

  /// Identifiers declared (after `let`, `var`, `func`, `enum`, `struct`, `class`) at brace
  /// depth one of this text: the members an extension adds.
  func memberDeclarationNames() -> [String] {
    var names: [String] = []
    var depth = 0
    var previousWord: String? = nil
    var i = 0
    while i < characters.count {
      let ch = characters[i]
      guard isCode[i] else { i += 1; continue }
      if ch == "{" { depth += 1 } else if ch == "}" { depth -= 1 }
      if ch.isIdentifierHead {
        var j = i
        while j < characters.count, isCode[j], characters[j].isIdentifierBody { j += 1 }
        let word = String(characters[i..<j])
        if depth == 1, let p = previousWord, ["let", "var", "func", "enum", "struct", "class"].contains(p) { names.append(word) }
        previousWord = word
        i = j
        continue
      }
      if !ch.isWhitespace { previousWord = nil }
      i += 1
    }
    return names
  }
}

extension Character {
  var isIdentifierHead: Bool { isLetter || self == "_" }
  var isIdentifierBody: Bool { isLetter || isNumber || self == "_" }
}

extension String {
  func trimmingTrailingWhitespace() -> String {
    var s = Substring(self)
    while let last = s.last, last.isWhitespace { s = s.dropLast() }
    return String(s)
  }
}
