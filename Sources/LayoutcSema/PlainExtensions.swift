import LayoutcSource
import LayoutcSyntax

/// A struct's unconstrained extensions are part of the type (The Swift Programming Language,
/// "Extensions"): a view may declare `body` in `extension Row { … }` or conform in `extension
/// Row: View { … }`. Before the struct is declared, its extensions' conformances (from any
/// file) and, from its own file, their properties and methods join its declaration, so that
/// the view's members are found wherever they are written; nested types stay the
/// extension's own (`declareNestedTypes`). Extensions in other files keep their members
/// there (`extensionMembers`), where their diagnostics are located.
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

  /// `t` with its plain extensions' conformances, and its own file's extensions' properties
  /// and methods.
  func withPlainExtensions(_ t: TypeDecl, _ file: SourceFile) -> TypeDecl {
    guard let extensions = plainExtensions[t.name] else { return t }
    var merged = t
    for (e, path) in extensions {
      merged.inheritance += e.inheritance
      guard path == file.path else { continue }
      merged.members += e.members.filter { m in
        switch m.kind {
        case .variable(let v): !v.isStatic && v.getter != nil
        case .function(let f): !f.isStatic && f.name != "init"
        default: false
        }
      }
    }
    return merged
  }
}
