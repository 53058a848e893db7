import LayoutcSource
import LayoutcSyntax

/// What a file declares, as the declare pass reads it: the file's bytes with the statements of
/// each function, initializer and computed property body left out, and the clauses its `#if`s
/// chose. Two versions of a file with the same fingerprint declare the same module: an edit
/// inside a body changes that body's types, never a declaration another file reads.
///
/// A body stays in when the declare pass reads it: one declaring a type or typealias (visible in
/// that body as a nested type), and a `PreviewProvider`'s `previews`. Anything between a body's
/// first and last statement is left out (comments too); an edit before the first or after the
/// last statement changes the fingerprint, which only costs a full check.
enum DeclarationFingerprint {
  static func of(_ tree: SourceFileSyntax) -> Int {
    var bodies: [(start: Int, end: Int)] = []
    for d in tree.declarations { collectBodies(d, into: &bodies) }
    bodies.sort { $0.start < $1.start }
    var hasher = Hasher()
    tree.file.bytes.withUnsafeBytes { bytes in
      var next = 0
      for b in bodies where b.start >= next && b.end <= bytes.count {
        hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: bytes[next..<b.start]))
        hasher.combine(0xB0D1 as UInt16)  // a body stood here
        next = b.end
      }
      hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: bytes[next...]))
    }
    hasher.combine(tree.conditionalBlocks.count)
    for block in tree.conditionalBlocks {
      for clause in block.clauses { hasher.combine(clause.isActive) }
    }
    hasher.combine(tree.otherPlatform?.rawValue)
    return hasher.finalize()
  }

  private static func collectBodies(_ d: Decl, into bodies: inout [(start: Int, end: Int)]) {
    func add(_ body: [Stmt]?) {
      guard let body, let first = body.first, let last = body.last, !declaresTypes(body) else { return }
      bodies.append((first.range.start.offset, last.range.end.offset))
    }
    switch d.kind {
    case .type(let t): for m in t.members { collectBodies(m, into: &bodies) }
    case .function(let f) where f.hasBody: add(f.body)
    case .variable(let v) where !(v.isStatic && v.name == "previews"):
      if v.accessors.isEmpty { add(v.getter) }
      for a in v.accessors { add(a.body) }
    case .deinit(let body): add(body)
    default: break
    }
  }

  /// Whether a body declares a type or typealias at its top level (the declare pass reads those).
  private static func declaresTypes(_ body: [Stmt]) -> Bool {
    body.contains { s in
      guard case .declaration(let d) = s.kind else { return false }
      switch d.kind {
      case .type, .typealias: return true
      default: return false
      }
    }
  }
}
