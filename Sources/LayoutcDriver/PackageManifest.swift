import LayoutcSource

/// What layoutc reads of a `Package.swift` without running it: the platforms it lists and the
/// targets each target depends on, found in the text as the manifest's declarations spell them
/// (PackageDescription: `Package(platforms:targets:)`, `.target(name:dependencies:)`,
/// `Target.Dependency`). A manifest computing these values is read for what it spells out.
struct PackageManifest {
  /// `platforms: [.iOS(.v17), .macOS("14.0")]`, in order, without repeats.
  var platforms: [Platform] = []
  /// Each target's name and the names of the targets of the same package it depends on
  /// (`"Palette"`, `.target(name: "Palette")`, `.byName(name: "Palette")`; a `.product` of another
  /// package is not a folder here).
  var dependencies: [String: [String]] = [:]

  init(_ text: String) {
    let chars = Array(text.utf8)
    // Every bracket's match, found in one pass: asking each target for its closing bracket
    // again would scan to the end of an unbalanced manifest once per target.
    let matches = Self.matchingBrackets(chars)
    let closing = { (open: Int) -> Int? in matches[open] >= 0 ? Int(matches[open]) : nil }
    if let start = Self.find("platforms:", in: chars, from: 0), let list = Self.bracketed(chars, after: start, closing: closing) {
      for name in Self.calls(in: chars, list) {
        if let p = Platform(packagePlatform: name.callee), !platforms.contains(p) { platforms.append(p) }
      }
    }
    // Every target declaration, in order; one inside another's parentheses is a dependency
    // (`.target(name: "Palette")` in a `dependencies:` list).
    var starts: [Int] = []
    for kind in ["target", "executableTarget", "testTarget", "macro", "plugin"] {
      var from = 0
      while let at = Self.find("." + kind + "(", in: chars, from: from) {
        starts.append(at + kind.count + 1)
        from = at + kind.count + 2
      }
    }
    var enclosing = -1
    for open in starts.sorted() where open > enclosing {
      guard let close = closing(open), let name = Self.stringArgument("name:", in: chars, open + 1..<close) else { continue }
      enclosing = close
      var names: [String] = []
      if let d = Self.find("dependencies:", in: chars, from: open + 1, before: close), let list = Self.bracketed(chars, after: d, closing: closing) {
        for item in Self.items(in: chars, list) {
          if chars[item.lowerBound] == UInt8(ascii: "\"") {
            names.append(String(decoding: chars[item.lowerBound + 1..<item.upperBound - 1], as: UTF8.self))
          } else if let call = Self.calls(in: chars, item).first, call.callee == "target" || call.callee == "byName",
            let n = Self.stringArgument("name:", in: chars, item)
          {
            names.append(n)
          }
        }
      }
      dependencies[name] = names
    }
  }

  /// The first index of `word` at or after `from` (and before `end`), outside string literals
  /// and comments.
  static func find(_ word: String, in chars: [UInt8], from: Int, before end: Int? = nil) -> Int? {
    let w = Array(word.utf8)
    var i = from
    let end = min(end ?? chars.count, chars.count)
    while i < end {
      if let skipped = skip(chars, i) { i = skipped; continue }
      if chars[i] == w[0], i + w.count <= chars.count, Array(chars[i..<i + w.count]) == w { return i }
      i += 1
    }
    return nil
  }

  /// The index after a string literal or comment starting at `i`, nil when none starts there.
  static func skip(_ chars: [UInt8], _ i: Int) -> Int? {
    let c = chars[i]
    if c == UInt8(ascii: "\"") {
      var j = i + 1
      while j < chars.count && chars[j] != UInt8(ascii: "\"") { j += chars[j] == UInt8(ascii: "\\") ? 2 : 1 }
      return j + 1
    }
    if c == UInt8(ascii: "/"), i + 1 < chars.count {
      if chars[i + 1] == UInt8(ascii: "/") {
        var j = i
        while j < chars.count && chars[j] != UInt8(ascii: "\n") { j += 1 }
        return j
      }
      if chars[i + 1] == UInt8(ascii: "*") {
        var j = i + 2
        while j + 1 < chars.count && !(chars[j] == UInt8(ascii: "*") && chars[j + 1] == UInt8(ascii: "/")) { j += 1 }
        return j + 2
      }
    }
    return nil
  }

  /// For each index, the index of the bracket closing the `(` or `[` there, else -1: depth
  /// counted as `closing` counts it, for every bracket in one pass.
  static func matchingBrackets(_ chars: [UInt8]) -> [Int32] {
    var matches = [Int32](repeating: -1, count: chars.count)
    var open: [Int] = []
    var i = 0
    while i < chars.count {
      if let skipped = skip(chars, i) { i = skipped; continue }
      switch chars[i] {
      case UInt8(ascii: "("), UInt8(ascii: "["): open.append(i)
      case UInt8(ascii: ")"), UInt8(ascii: "]"): if let o = open.popLast() { matches[o] = Int32(i) }
      default: break
      }
      i += 1
    }
    return matches
  }

  /// The index of the bracket closing the one at `open`.
  static func closing(_ chars: [UInt8], _ open: Int) -> Int? {
    var depth = 0, i = open
    while i < chars.count {
      if let skipped = skip(chars, i) { i = skipped; continue }
      switch chars[i] {
      case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 { return i }
      default: break
      }
      i += 1
    }
    return nil
  }

  /// The inside of the `[...]` that follows a label at `label` (only spaces between).
  static func bracketed(_ chars: [UInt8], after label: Int, closing: ((Int) -> Int?)? = nil) -> Range<Int>? {
    var i = label
    while i < chars.count && chars[i] != UInt8(ascii: ":") { i += 1 }
    i += 1
    while i < chars.count && [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(chars[i]) { i += 1 }
    guard i < chars.count, chars[i] == UInt8(ascii: "[") else { return nil }
    let found: Int? = if let closing { closing(i) } else { Self.closing(chars, i) }
    guard let close = found else { return nil }
    return i + 1..<close
  }

  /// The comma-separated items of a list's inside, trimmed.
  static func items(in chars: [UInt8], _ range: Range<Int>) -> [Range<Int>] {
    var out: [Range<Int>] = []
    var start = range.lowerBound, i = range.lowerBound, depth = 0
    func add(_ end: Int) {
      var a = start, b = end
      while a < b && chars[a] <= 32 { a += 1 }
      while b > a && chars[b - 1] <= 32 { b -= 1 }
      if a < b { out.append(a..<b) }
    }
    while i < range.upperBound {
      if let skipped = skip(chars, i), chars[i] == UInt8(ascii: "\"") || chars[i] == UInt8(ascii: "/") { i = min(skipped, range.upperBound); continue }
      switch chars[i] {
      case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
      case UInt8(ascii: ",") where depth == 0:
        add(i)
        start = i + 1
      default: break
      }
      i += 1
    }
    add(range.upperBound)
    return out
  }

  /// The member calls at the top of each item (`.iOS(.v17)` is `iOS`).
  static func calls(in chars: [UInt8], _ range: Range<Int>) -> [(callee: String, range: Range<Int>)] {
    items(in: chars, range).compactMap { item in
      guard chars[item.lowerBound] == UInt8(ascii: ".") else { return nil }
      let name = chars[(item.lowerBound + 1)..<item.upperBound].prefix { $0 >= 65 && $0 <= 90 || $0 >= 97 && $0 <= 122 || $0 >= 48 && $0 <= 57 || $0 == 95 }
      return (String(decoding: name, as: UTF8.self), item)
    }
  }

  /// The string literal after `label` in `range` (`name: "Palette"`).
  static func stringArgument(_ label: String, in chars: [UInt8], _ range: Range<Int>) -> String? {
    guard let at = find(label, in: chars, from: range.lowerBound, before: range.upperBound) else { return nil }
    var i = at + label.utf8.count
    while i < range.upperBound && chars[i] <= 32 { i += 1 }
    guard i < range.upperBound, chars[i] == UInt8(ascii: "\"") else { return nil }
    var j = i + 1
    while j < range.upperBound && chars[j] != UInt8(ascii: "\"") { j += 1 }
    return String(decoding: chars[i + 1..<j], as: UTF8.self)
  }
}
