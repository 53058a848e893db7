import LayoutcSyntax

/// A view's own typealiases of function types (`typealias ItemViewBuilder = (Item, Bool) ->
/// ItemView`), written out where its stored properties and initializers use them: a property or
/// parameter of such a type holds a closure, takes a trailing closure and is called, as one of
/// the function type itself (The Swift Programming Language, "Type Aliases": an alias is the
/// type it names wherever it is used).
extension Declare {
  func writingOutFunctionAliases(_ t: TypeDecl, _ stored: [PropertyInfo], _ inits: [FunctionDecl]) -> ([PropertyInfo], [FunctionDecl]) {
    var aliases: [String: TypeRepr] = [:]
    for m in t.members {
      guard case .typealias(let a) = m.kind, a.genericParameters.isEmpty, case .function = a.type.kind else { continue }
      aliases[a.name] = a.type
    }
    guard !aliases.isEmpty else { return (stored, inits) }
    func written(_ r: TypeRepr) -> TypeRepr {
      switch r.kind {
      case .named(let path, let args) where path.count == 1 && args.isEmpty:
        guard let aliased = aliases[path[0]] else { return r }
        return TypeRepr(aliased.kind, r.range, attributes: r.attributes + aliased.attributes, specifier: r.specifier, effects: aliased.effects, label: r.label)
      case .optional(let w):
        let inner = written(w)
        return inner === w ? r : TypeRepr(.optional(inner), r.range, attributes: r.attributes, specifier: r.specifier, label: r.label)
      default:
        return r
      }
    }
    let properties = stored.map { p -> PropertyInfo in
      var d = p.decl
      d.type = d.type.map(written)
      return PropertyInfo(decl: d)
    }
    let initializers = inits.map { f -> FunctionDecl in
      var f = f
      f.parameters = f.parameters.map { var p = $0; p.type = written(p.type); return p }
      return f
    }
    return (properties, initializers)
  }
}
