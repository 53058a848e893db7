import LayoutcCatalog
import LayoutcSyntax

extension TypeChecker {
  /// Names of standard-library and Foundation types a spec may mention in annotations.
  static let knownTypeNames: Set<String> = [
    "Int", "Double", "CGFloat", "Float", "String", "Bool", "UUID", "Date", "Character", "Void",
    "ViewDimensions", "CGSize", "CGPoint", "CGRect", "EdgeInsets", "Binding", "Array", "Optional", "Dictionary",
    "Set", "Range", "ClosedRange", "AnyView", "Never", "GeometryProxy",
  ]

  /// A catalog value type by its Swift spelling (`Edge.Set`) or the name it prints as (`Set`).
  func valueType(_ name: String) -> ValueTypeEntry? {
    Catalog.valueTypes[name] ?? Catalog.valueTypesByRuntimeName[name]
  }

  /// `t` with nested value types named as the runtime prints them (`Array<Gradient.Stop>` is
  /// `Array<Stop>`), as the values built from them are.
  func runtimeNamed(_ t: SwiftType) -> SwiftType {
    guard case .nominal(let n, let args) = t else { return t }
    return .nominal(Catalog.valueTypes[n]?.runtimeName ?? n, args.map(runtimeNamed))
  }

  /// A static member of a catalog view type in the current SDK (`Color.mint` is iOS 15+).
  func staticMember(_ entry: ViewEntry, _ name: String) -> String? {
    entry.hasStaticMember(name, in: sdk) ? entry.staticMembers[name] : nil
  }

  /// The type a declaration's initial value must have: its written type, but an Optional for
  /// an implicitly unwrapped one (`static let sample: User! = decode(json)`, where `decode`
  /// returns `T?`), which its uses read as the wrapped type.
  func initialValueType(_ repr: TypeRepr, generics: Set<String>) -> SwiftType {
    if case .implicitlyUnwrappedOptional(let w) = repr.kind { return .optional(resolve(w, generics: generics)) }
    return resolve(repr, generics: generics)
  }

  /// Resolves a written type to a checker type, reporting unknown names.
  func resolve(_ repr: TypeRepr, generics: Set<String>) -> SwiftType {
    switch repr.kind {
    case .named(let path, let args):
      let name = path.last!
      let resolvedArgs = args.map { resolve($0, generics: generics) }
      if path.count == 1, generics.contains(name) || args.isEmpty && isDataGeneric(name, of: typeContext) { return .parameter(name) }
      if path.count == 1, args.isEmpty, let t = aliasedType(name, generics: generics) { return t }
      // `Self` inside a type's declaration or extension (`var id: Self { self }`), a standard
      // type's too (`extension CGFloat { static func grid(_ n: Int) -> Self }`).
      if path == ["Self"], args.isEmpty, let context = typeContext,
        model.isDeclaredType(context) || Self.knownTypeNames.contains(context) || valueType(context) != nil
      {
        return .nominal(context, [])
      }
      if let key = declaredType(path.joined(separator: ".")) { return .nominal(key, resolvedArgs) }
      if path.count > 1 {  // Text.TruncationMode, Edge.Set: nested names print bare
        if let entry = valueType(path.joined(separator: ".")) { return .nominal(entry.runtimeName, resolvedArgs) }
        // `NSEvent.ModifierFlags`: a nested type of a type from outside the vocabulary.
        if !Catalog.views.keys.contains(path[0]), valueType(path[0]) == nil, assumes(.type, path.joined(separator: "."), at: repr.range) {
          return .assumed(path.joined(separator: "."), resolvedArgs)
        }
        return .nominal(name, resolvedArgs)
      }
      if Self.knownTypeNames.contains(name) || Catalog.views[name] != nil || Catalog.valueTypes[name] != nil
        || model.views[name] != nil || model.dataTypes[name] != nil || model.enums[name] != nil
      {
        return .nominal(name, resolvedArgs)
      }
      if assumes(.type, name, at: repr.range) { return .assumed(name, resolvedArgs) }
      let candidates = Array(Self.knownTypeNames) + Catalog.viewNames + model.declaredTypeNames + Array(generics)
      emit(SemaDiagnostics.cannotFindType(name), repr.range, suggestion: Suggestions.closest(to: name, in: candidates))
      return .error
    case .optional(let w): return .optional(resolve(w, generics: generics))
    // `static let sample: User!` is used where a `User` is expected, unwrapped implicitly
    // (SE-0054): read as the wrapped type, which is what its uses see.
    case .implicitlyUnwrappedOptional(let w): return resolve(w, generics: generics)
    // Inside its function a variadic parameter is an array of its arguments (The Swift
    // Programming Language, "Variadic Parameters"); a call checks each argument against the element.
    case .variadic(let e): return .array(resolve(e, generics: generics))
    case .metatype, .composition, .packExpansion, .packElement:
      // `Key.Type`, `A & B`, `repeat each T`: layoutc does not model them; their values are
      // opaque in a tolerant file, and a strict spec says so (never a silent error).
      let spelled = TypeReprPrinter.print(repr)
      if assumes(.type, spelled, at: repr.range) { return .assumed(spelled, []) }
      emit(SemaDiagnostics.unsupportedExpression("type '\(TypeReprPrinter.print(repr))'"), repr.range)
      return .error
    case .array(let e): return .array(resolve(e, generics: generics))
    case .dictionary(let k, let v): return .nominal("Dictionary", [resolve(k, generics: generics), resolve(v, generics: generics)])
    // `()` is `Void` (the standard library's `typealias Void = ()`): one type, however spelled.
    case .tuple(let es) where es.isEmpty: return .nominal("Void", [])
    case .tuple(let es) where es.count == 1: return resolve(es[0], generics: generics)
    case .tuple(let es): return .tuple(es.map { resolve($0, generics: generics) }, labels: es.map { $0.label == "_" ? nil : $0.label })
    case .function(_, let result):
      // The result is kept for calls of the value (`content(item)`); one layoutc cannot
      // resolve leaves it unknown rather than making the whole type an error.
      let r = resolveQuietly(result, generics: generics)
      return .function(result: r.containsError ? nil : r)
    case .opaque(let inner), .existential(let inner):
      // `some P`, `any P` of a declared protocol: values typed by its requirements.
      if case .named(let path, _) = inner.kind, let key = declaredType(path.joined(separator: ".")), model.protocols[key] != nil {
        return .nominal(key, [])
      }
      // Of a protocol the module does not declare (`any Shape`, `any Error`): its values are
      // opaque in a tolerant file; a strict spec says it cannot model it (never a silent error).
      let spelled = TypeReprPrinter.print(repr)
      if assumes(.type, spelled, at: repr.range) { return .assumed(spelled, []) }
      emit(SemaDiagnostics.unsupportedExpression("type '\(spelled)'"), repr.range)
      return .error
    case .error: return .error
    }
  }
}
