import LayoutcCatalog
import LayoutcSource
import LayoutcSyntax

/// Members of a declared enum beyond its cases: what Swift synthesises from a raw type
/// (`rawValue`, `init(rawValue:)`) and from `CaseIterable` (`allCases`, in declaration order,
/// SE-0194), and the computed properties and methods its body declares.
extension TypeChecker {
  /// The checker type of a raw type's name (`String` is `.string`).
  static func rawValueType(_ rawType: String) -> SwiftType {
    switch rawType {
    case "Int": .int
    case "Double": .double
    case "CGFloat": .cgFloat
    case "String": .string
    default: .nominal(rawType, [])
    }
  }

  /// The type of `value.name` for a value of the enum: its raw value, or a computed property
  /// of its body; nil when neither (extension members are looked up by the caller).
  func enumInstanceMemberType(_ en: EnumInfo, _ name: String) -> SwiftType? {
    if name == "rawValue", let raw = en.rawType { return Self.rawValueType(raw) }
    if let v = en.computedProperty(named: name) {
      guard let t = v.type else { return .error }  // Swift requires the type of a computed property
      if let viewType = valueViewPropertyType(en.name, v, file: en.file) { return viewType }
      let declared = resolveIn(en.name, t)
      readValueGetter(en.name, v, result: declared, file: en.file)
      return declared
    }
    return nil
  }

  /// `Kind.allCases` (a `CaseIterable` enum without associated values): `[Kind]`.
  func enumStaticMemberType(_ en: EnumInfo, _ name: String) -> SwiftType? {
    if name == "allCases", model.isCaseIterable(en) { return .array(.nominal(en.name, [])) }
    return nil
  }

  /// `Kind(rawValue: x)`: the failable initializer a raw type synthesises, an Optional of the
  /// enum; a value of another type than the raw type is swiftc's conversion error.
  func enumInitType(_ en: EnumInfo, _ args: [Argument], _ call: Expr, _ scope: Scope) -> SwiftType {
    // An initializer the enum declares (`init?(productId: String)`): typed by its labels, an
    // Optional when failable. Its body is not run: a value a view needs is then not computed.
    let declared = en.decl.members.compactMap { m -> FunctionDecl? in if case .function(let f) = m.kind, f.name == "init" { f } else { nil } }
    for f in declared {
      let params = declaredParameters(f.parameters)
      guard let matching = matchedPairs(params, args) else { continue }
      for (p, a) in matching { _ = checkValue(args[a].value, scope, expected: resolveIn(en.name, f.parameters[p].argumentType)) }
      return f.failability != nil ? .optional(.nominal(en.name, [])) : .nominal(en.name, [])
    }
    guard let raw = en.rawType else {
      emit(SemaDiagnostics.noInitializers(TypePrinter.runtimeName(en.name)), call.range)
      checkArguments(args, scope)
      return .error
    }
    guard args.count == 1, args[0].label == "rawValue" else {
      emit(SemaDiagnostics.incorrectLabels(have: args.map { ($0.label ?? "_") + ":" }.joined(), expected: "rawValue:"), call.range)
      checkArguments(args, scope)
      return .error
    }
    let expected = Self.rawValueType(raw)
    let t = checkValue(args[0].value, scope, expected: expected)
    if !compatible(t, expected) { emit(SemaDiagnostics.cannotConvert(TypePrinter.print(t), TypePrinter.print(expected)), args[0].value.range) }
    return .optional(.nominal(en.name, []))
  }

  /// The associated values of `Kind.loaded(x, y)` or `.loaded(x, y)` against the case's
  /// declared types (labels as written in the case).
  func checkEnumCaseArguments(_ element: EnumCaseElement, _ en: EnumInfo, _ args: [Argument], _ call: Expr, _ scope: Scope) {
    let params = element.associatedParameters
    guard params.count == element.associatedValues.count, !params.isEmpty else {
      checkArguments(args, scope)
      return
    }
    let asCatalog = declaredParameters(params)
    guard let matching = matchLabels(asCatalog, args) else {
      emit(SemaDiagnostics.incorrectLabels(
        have: args.map { ($0.label ?? "_") + ":" }.joined(), expected: params.map { ($0.label ?? "_") + ":" }.joined()), call.range)
      checkArguments(args, scope)
      return
    }
    for (p, a) in matching {
      let expected = resolveIn(en.name, element.associatedValues[p])
      let t = checkValue(args[a].value, scope, expected: expected)
      if !compatible(t, expected) { emit(SemaDiagnostics.cannotConvert(TypePrinter.print(t), TypePrinter.print(expected)), args[a].value.range) }
    }
  }
}
