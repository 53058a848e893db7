import LayoutcSource
import LayoutcSyntax

/// A struct's unconstrained extensions are part of the type (The Swift Programming Language,
/// "Extensions"): a view may declare `body` in `extension Row { … }` or conform in `extension
/// Row: View { … }`. Before the struct is declared, its extensions' conformances (from any
/// file) and, from its own file, their computed properties and the methods making a view of a
/// name no other method has join its declaration, so that the view's `body`, view properties
/// and view helpers (`private extension Row { func badge(for:) -> some View }`) are found and
/// typed as the struct's own wherever they are written; other methods and nested types stay the
/// extension's own (`extensionMembers`, `declareNestedTypes`), as do members of extensions in
/// other files, where their diagnostics are located.
extension Declare {
  mutating func collectPlainExtensions(_ files: [SourceFileSyntax]) {
    for f in files {
      for d in f.declarations {
        if case .type(let t) = d.kind, t.kind == .struct, t.conforms(to: "View") { viewNames.insert(t.name) }
        guard case .type(let t) = d.kind, t.kind == .extension, t.whereClause.isEmpty,
          case .named(let path, let args)? = t.extendedType?.kind, path.count == 1, args.isEmpty
        else { continue }
        plainExtensions[t.name, default: []].append((t, f.file.path))
        if t.conforms(to: "View") { viewNames.insert(t.name) }
      }
    }
  }

  /// `t` with its plain extensions' conformances, and its own file's extensions' computed
  /// properties.
  func withPlainExtensions(_ t: TypeDecl, _ file: SourceFile) -> TypeDecl {
    guard let extensions = plainExtensions[t.name] else { return t }
    var merged = t
    let own = extensions.filter { $0.1 == file.path }.flatMap(\.0.members) + t.members
    var methods: [String: Int] = [:]
    for m in own { if case .function(let f) = m.kind { methods[f.name, default: 0] += 1 } }
    for (e, path) in extensions {
      merged.inheritance += e.inheritance
      guard path == file.path else { continue }
      // Computed properties, and view helpers of a name no other method has: other methods
      // stay the extension's (`extensionMembers`), where overloads are told apart by labels.
      merged.members += e.members.filter { m in
        switch m.kind {
        case .variable(let v): !v.isStatic && v.getter != nil
        case .function(let f): !f.isStatic && f.name != "init" && methods[f.name] == 1 && returnsView(f.returnType)
        default: false
        }
      }
    }
    return merged
  }
}
