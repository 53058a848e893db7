import LayoutcSource
import LayoutcSyntax

/// A struct's unconstrained extensions are part of the type (The Swift Programming Language,
/// "Extensions"): a view may declare `body` in `extension Row { … }` or conform in `extension
/// Row: View { … }`. Before the struct is declared, its extensions' conformances (from any
/// file) and, from its own file, their computed properties join its declaration, so that the
/// view's `body` and view properties are found wherever they are written; methods and nested
/// types stay the extension's own (`extensionMembers`, `declareNestedTypes`), as do members
/// of extensions in other files, where their diagnostics are located.
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
    for (e, path) in extensions {
      merged.inheritance += e.inheritance
      guard path == file.path else { continue }
      // Computed properties only: methods stay the extension's (`extensionMembers`), where
      // overloads of one name are told apart by their labels.
      merged.members += e.members.filter { m in
        if case .variable(let v) = m.kind { !v.isStatic && v.getter != nil } else { false }
      }
    }
    return merged
  }
}
