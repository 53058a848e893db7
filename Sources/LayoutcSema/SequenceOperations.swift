import LayoutcSource
import LayoutcSyntax

/// The standard library's collection methods specs use, with the result types Swift infers for
/// them (checked with swiftc 6.3, Tests/OracleTests): `map`/`compactMap`/`filter`/`sorted`/
/// `shuffled` build an `Array`, `reversed()` of an Array or Range is a lazy
/// `ReversedCollection` (BidirectionalCollection's overload is more specific than Sequence's),
/// `prefix`/`suffix`/`dropFirst`/`dropLast` of an Array are an `ArraySlice` (its SubSequence)
/// and of a Range a Range.
extension TypeChecker {
  /// The names below, for suggestions.
  static let sequenceMethodNames = [
    "enumerated", "reversed", "sorted", "shuffled", "filter", "map", "compactMap", "contains", "allSatisfy",
    "prefix", "suffix", "dropFirst", "dropLast", "append",
  ]

  /// The type of `base.name(args)` when `name` is a sequence method; nil when it is not one.
  func sequenceMethodType(_ name: String, _ base: SwiftType, _ args: [Argument], _ nameRange: SourceRange, _ scope: Scope) -> SwiftType? {
    guard Self.sequenceMethodNames.contains(name) else { return nil }
    guard let element = elementType(of: base) else {
      // `text.contains(query)`, `ids.map { … }` of a Set: a method outside the vocabulary.
      if assumes(.member, TypePrinter.print(base) + "." + name, at: nameRange, in: scope.file) { return nil }
      emit(SemaDiagnostics.noMember(TypePrinter.print(base), name), nameRange)
      checkArguments(args, scope)
      return .error
    }
    switch name {
    case "append" where base.name == "Array":
      // `items.append(x)`, `items.append(contentsOf: more)`: statements of a function that
      // builds an array (StatementExecution runs them on a local).
      for a in args { _ = checkValue(a.value, scope, expected: a.label == "contentsOf" ? base : element) }
      return .nominal("Void", [])
    case "append":
      if assumes(.member, TypePrinter.print(base) + "." + name, at: nameRange, in: scope.file) { return nil }
      emit(SemaDiagnostics.noMember(TypePrinter.print(base), name), nameRange)
      checkArguments(args, scope)
      return .error
    case "enumerated":
      return .nominal("EnumeratedSequence", [base])
    case "reversed":
      // Array, ArraySlice and Range are BidirectionalCollections; ReversedCollection of a
      // ReversedCollection is still a ReversedCollection (the stdlib does not unwrap it).
      return base.name == "EnumeratedSequence" ? .array(element) : .nominal("ReversedCollection", [base])
    case "shuffled":
      checkArguments(args, scope)
      return .array(element)
    case "sorted":
      // `sorted()`, `sorted(by: <)`, `sorted { $0.name < $1.name }`.
      for a in args { _ = closureResult(a.value, parameters: [element, element], scope, expected: .bool) }
      return .array(element)
    case "filter":
      for a in args { _ = closureResult(a.value, parameters: [element], scope, expected: .bool) }
      return .array(element)
    case "contains", "allSatisfy":
      for a in args {
        if case .closure = a.value.kind { _ = closureResult(a.value, parameters: [element], scope, expected: .bool) }
        else { _ = checkValue(a.value, scope, expected: element) }
      }
      return .bool
    case "map", "compactMap":
      // `names.map(\.count)`: a key path is a function from the element (SE-0249).
      if args.count == 1, let result = keyPathType(args[0].value, root: element, scope) {
        if result.containsError { return .error }
        if name == "compactMap", case .nominal("Optional", let w) = result, let wrapped = w.first { return .array(wrapped) }
        return .array(result)
      }
      // `map(String.init)`: String's unlabeled initializers never fail, so the elements are
      // Strings; `compactMap(T.init)` drops the failures, whatever `T` (SE-0249's sibling: an
      // initializer as a function value).
      if args.count == 1, case .member(let t, "init", _) = args[0].value.kind, case .identifier(let typeName) = t.kind,
        name == "compactMap" || typeName == "String", typeName.first?.isUppercase == true
      {
        return .array(.nominal(typeName, []))
      }
      guard args.count == 1, let result = closureResult(args[0].value, parameters: [element], scope, expected: nil) else {
        // A closure whose result the checker cannot type (several statements, no annotation).
        if args.count == 1, let assumed = assumedClosureParameter("Array." + name, in: scope.file) { return .array(assumed) }
        emit(SemaDiagnostics.untyped("the result of '\(name)' without one closure"), nameRange)
        return .error
      }
      if result.containsError { return .error }
      if name == "compactMap" {
        guard case .nominal("Optional", let w) = result, let wrapped = w.first else {
          return .array(result)  // swiftc accepts a non-optional result (it wraps it)
        }
        return .array(wrapped)
      }
      return .array(result)
    case "prefix", "suffix", "dropFirst", "dropLast":
      for a in args { _ = checkValue(a.value, scope, expected: .int) }
      switch base.name {
      case "Array", "ArraySlice": return .nominal("ArraySlice", [element])
      case "Range": return base
      // A lazy view keeps the default `SubSequence`, `Slice<Self>` (swiftc 6.3 prints
      // `Slice<ReversedCollection<Array<Int>>>` for `a.reversed().prefix(2)`, and
      // `Slice<EnumeratedSequence<Array<Int>>>` for `a.enumerated().prefix(2)`).
      case "ReversedCollection", "EnumeratedSequence": return .nominal("Slice", [base])
      // iOS 18: `SubviewsCollection.SubSequence` is `SubviewsCollectionSlice`
      // (developer.apple.com/documentation/swiftui/subviewscollectionslice).
      case Self.subviewsType, "SubviewsCollectionSlice": return .nominal("SubviewsCollectionSlice", [])
      default:
        emit(SemaDiagnostics.untyped("'\(name)' on '\(TypePrinter.print(base))'"), nameRange)
        return .error
      }
    default:
      return nil
    }
  }

  /// The type a closure argument returns, with its parameters (or `$0`, `$1`) bound to
  /// `parameters`; a function value (`sorted(by: <)`) is accepted with no result (nil).
  /// Several parameters over one tuple element destructure it (`{ (i, pet) in … }` over
  /// `enumerated()`), as Swift allows.
  func closureResult(_ e: Expr, parameters: [SwiftType], _ scope: Scope, expected: SwiftType?) -> SwiftType? {
    guard case .closure(let c) = e.kind else {
      if case .identifier(let op) = e.kind, ["<", ">", "<=", ">="].contains(op) { return expected }
      let t = checkValue(e, scope, expected: nil)
      return t.isError ? .error : nil
    }
    var inner = scope
    var types = parameters
    if c.parameters.count > 1, parameters.count == 1, case .tuple(let elements, _) = parameters[0], elements.count == c.parameters.count {
      types = elements
    }
    if c.parameters.isEmpty {
      inner.shorthand = types.first
      for (i, t) in types.enumerated().dropFirst() { inner.locals["$\(i)"] = t }
    } else {
      for (i, p) in c.parameters.enumerated() where p.name != "_" {
        inner.locals[p.name] = p.type.map { resolve($0, generics: Set(scope.view?.genericParameters ?? [])) } ?? (i < types.count ? types[i] : .error)
      }
    }
    var result: SwiftType? = nil
    for (i, s) in c.body.enumerated() {
      switch s.kind {
      case .expression(let x) where i == c.body.count - 1 && c.body.count == 1:
        result = isViewExpression(x, inner) ? checkView(x, inner) : checkValue(x, inner, expected: expected)
      case .expression(let x):
        _ = checkValue(x, inner, expected: nil)
      case .variable(let v):
        bindLocal(v, &inner)
      case .return(let x?):
        let t = isViewExpression(x, inner) ? checkView(x, inner) : checkValue(x, inner, expected: expected)
        if result == nil { result = t }
      default:
        break
      }
    }
    return result ?? .nominal("Void", [])
  }
}
