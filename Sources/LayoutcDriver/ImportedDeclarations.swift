import LayoutcSyntax

/// The declarations of a module's dependencies as the module sees them, checked together with
/// its own files: a name the module declares itself hides the dependency's (Swift's lookup finds
/// the module's own declaration before an imported one), so two targets may each declare a
/// `ContentView` when one imports the other. The dependency's extensions of a hidden type go with
/// it; everything else of the dependency is visible.
enum ImportedDeclarations {
  /// `trees` with the declarations of the `imported` files that a name of the others hides.
  static func visible(_ trees: [SourceFileSyntax], imported: Set<String>) -> [SourceFileSyntax] {
    guard !imported.isEmpty else { return trees }
    var own: Set<String> = []
    for tree in trees where !imported.contains(tree.file.path) {
      for decl in tree.declarations { if let name = declaredName(decl) { own.insert(name) } }
    }
    return trees.map { tree in
      guard imported.contains(tree.file.path) else { return tree }
      var kept = tree
      kept.declarations = tree.declarations.filter { decl in
        if case .type(let t) = decl.kind, t.kind == .extension { return !own.contains(t.name) }
        return declaredName(decl).map { !own.contains($0) } ?? true
      }
      return kept
    }
  }

  /// The name a top-level declaration introduces: a type's, a type alias's, a function's or a
  /// variable's; nil for an extension, an import and the rest.
  static func declaredName(_ decl: Decl) -> String? {
    switch decl.kind {
    case .type(let t): return t.kind == .extension ? nil : t.name
    case .typealias(let t): return t.name
    case .function(let f): return f.name
    case .variable(let v): return v.name
    default: return nil
    }
  }
}
