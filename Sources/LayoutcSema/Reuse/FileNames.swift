import LayoutcSource
import LayoutcSyntax

/// The names a file declares and the names it mentions, to tell which files an edit can
/// change: a file whose text never spells a name another file declares does not use that
/// declaration. Mentions are read from the bytes (every run of identifier characters, in code,
/// strings and comments alike), which finds more uses than Swift's lookup would, never fewer.
enum FileNames {
  /// Every identifier-like word of `file`.
  static func mentioned(in file: SourceFile) -> Set<String> {
    var words: Set<String> = []
    let bytes = file.bytes
    var i = 0
    while i < bytes.count {
      guard isIdentifierByte(bytes[i]) else {
        i += 1
        continue
      }
      let start = i
      while i < bytes.count, isIdentifierByte(bytes[i]) { i += 1 }
      words.insert(String(decoding: bytes[start..<i], as: UTF8.self))
    }
    return words
  }

  /// Letters, digits, `_`, and every byte of a non-ASCII character (Swift allows many in names).
  private static func isIdentifierByte(_ b: UInt8) -> Bool {
    (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b >= 0x80
  }

  /// The names `tree` declares that code elsewhere reaches by name: types (and the module's types
  /// its extensions extend), their members, top-level functions and variables, enum cases. A view's
  /// own members producing views and stored properties are left out: a check that reuses other
  /// files checks them with the view, and compares their types with the previous check's.
  static func declared(in tree: SourceFileSyntax, model: SemanticModel) -> Set<String> {
    var names: Set<String> = []
    func add(_ d: Decl, owner: String?) {
      let view = owner.flatMap { model.views[$0] }
      let viewOwn = { (name: String) in
        view.map { v in v.storedProperties.contains { $0.name == name } || v.members.contains { $0.displayName.prefix { $0 != "(" } == name } } ?? false
      }
      switch d.kind {
      case .type(let t):
        let qualified = t.kind == .extension || owner == nil ? t.name : owner! + "." + t.name
        // `extension View` adds members, found by their own names, to a type others name freely.
        if t.kind != .extension || model.isDeclaredType(t.name) { names.formUnion(t.name.split(separator: ".").map(String.init)) }
        for m in t.members { add(m, owner: qualified) }
      case .variable(let v) where !viewOwn(v.name): names.insert(v.name)
      case .function(let f) where !viewOwn(f.name): names.insert(f.name)
      case .patternBinding(let b): names.formUnion(b.pattern.names.map(\.0))
      case .enumCase(let elements): names.formUnion(elements.map(\.name))
      case .typealias(let a): names.insert(a.name)
      default: break
      }
    }
    for d in tree.declarations { add(d, owner: nil) }
    return names
  }

  /// The types `tree` declares or extends, by qualified name (`Outer.Inner`).
  static func types(in tree: SourceFileSyntax) -> Set<String> {
    var names: Set<String> = []
    func add(_ d: Decl, owner: String?) {
      guard case .type(let t) = d.kind else { return }
      let qualified = t.kind == .extension || owner == nil ? t.name : owner! + "." + t.name
      names.insert(qualified)
      for m in t.members { add(m, owner: qualified) }
    }
    for d in tree.declarations { add(d, owner: nil) }
    return names
  }
}
