import LayoutcSyntax

extension SemanticModel {
  /// Whether a generic parameter of a type holds a value rather than a view: constrained, but
  /// not to View nor to a declared protocol that refines View (`Model: ObservableObject`,
  /// `Tab: Hashable`, `B: Badge`). An unconstrained one may hold anything, and is taken as a
  /// view where a view is passed. Sema types arguments by it; the evaluator keeps such
  /// arguments as values, not views to build.
  public func holdsValue(_ parameter: String, of decl: TypeDecl, _ context: String) -> Bool {
    var written: [TypeRepr] = decl.genericParameters.filter { $0.name == parameter }.compactMap(\.constraint)
    for r in decl.whereClause where r.kind == .conformance {
      if case .named([parameter], _) = r.subject.kind { written.append(r.constraint) }
    }
    func isView(_ t: TypeRepr) -> Bool {
      switch t.kind {
      case .named(let path, _):
        if path.last == "View" && path.count <= 2 { return true }
        guard let key = typeKey(path.joined(separator: "."), in: context), let p = protocols[key] else { return false }
        return p.decl.conforms(to: "View")
      case .composition(let parts): return parts.contains(where: isView)
      default: return false
      }
    }
    return !written.isEmpty && !written.contains(where: isView)
  }
}
