import LayoutcCatalog
import LayoutcSource
import LayoutcSyntax

/// Calls of the standard library's floating-point, String and collection methods specs use
/// (`BuiltinMethod`), with the result types Swift infers for them (checked with swiftc 6.3,
/// Tests/OracleTests):
/// `map`/`compactMap`/`filter`/`sorted`/`shuffled` build an `Array`, `reversed()` of an Array or
/// Range is a lazy `ReversedCollection` (BidirectionalCollection's overload is more specific
/// than Sequence's), `prefix`/`suffix`/`dropFirst`/`dropLast` of an Array are an `ArraySlice`
/// (its SubSequence) and of a Range a Range.
extension TypeChecker {
  /// The builtin method `name` of a value of type `t` (`Builtins`) called with `labels`, if
  /// layoutc evaluates it.
  func builtinMethod(of t: SwiftType, _ name: String, labels: [String?]) -> BuiltinMethod? {
    guard let receiver = t.name else { return nil }
    return Builtins.method(name, of: receiver, isSequence: elementType(of: t) != nil, labels: labels)
  }

  /// The type of `base.name(args)` for the builtin method `id` on a value of type `base`: the
  /// arguments checked (closures with the element bound), the result read from the signature.
  func builtinMethodType(_ id: BuiltinMethod, _ base: SwiftType, _ args: [Argument], _ nameRange: SourceRange, _ scope: Scope) -> SwiftType {
    let element = elementType(of: base) ?? .error
    var arguments: [SwiftType] = []
    var mapped: SwiftType? = nil
    switch id {
    case .uppercased, .lowercased, .enumerated, .reversed, .sequenceReversed, .shuffled, .squareRoot:
      checkArguments(args, scope)
    case .rectInsetBy, .rectOffsetBy:
      checkArguments(args, scope, expected: .nominal("CGFloat", []))
    case .rounded:
      checkArguments(args, scope, expected: .nominal("FloatingPointRoundingRule", []))
    case .append:
      // `items.append(x)`, `items.append(contentsOf: more)`: statements of a function that
      // builds an array (StatementExecution runs them on a local).
      for a in args { _ = checkValue(a.value, scope, expected: a.label == "contentsOf" ? base : element) }
    case .sorted, .max, .min:
      // `sorted()`, `sorted(by: <)`, `sorted { $0.name < $1.name }`.
      for a in args { _ = closureResult(a.value, parameters: [element, element], scope, expected: .bool) }
    case .filter:
      for a in args { _ = closureResult(a.value, parameters: [element], scope, expected: .bool) }
    case .contains, .allSatisfy:
      for a in args {
        if case .closure = a.value.kind { _ = closureResult(a.value, parameters: [element], scope, expected: .bool) }
        else { _ = checkValue(a.value, scope, expected: element) }
      }
    case .reduce:
      // `reduce(0, +)`, `reduce(0) { $0 + $1.count }`: the result has the initial value's type.
      let initial = checkValue(args[0].value, scope, expected: nil)
      if case .closure = args[1].value.kind { _ = closureResult(args[1].value, parameters: [initial, element], scope, expected: initial) }
      arguments = [initial]
    case .map, .compactMap:
      guard let result = mappedType(id, element, args, nameRange, scope) else { return .error }
      mapped = result
    case .prefix, .suffix, .dropFirst, .dropLast:
      for a in args { _ = checkValue(a.value, scope, expected: .int) }
      if subSequence(of: base) == nil {
        emit(SemaDiagnostics.untyped("'\(id.signature.name)' on '\(TypePrinter.print(base))'"), nameRange)
        return .error
      }
    case .pathMove, .pathAddLine, .pathAddLines, .pathAddRect, .pathAddRoundedRect, .pathAddEllipse, .pathAddArc, .pathAddQuadCurve,
      .pathAddCurve, .pathCloseSubpath:
      // A shape's `path(in:)` runs at drawing time, untyped (LayoutcEval's AppShapes); its arguments
      // checked where they are written.
      checkArguments(args, scope)
    }
    return swiftType(id.signature.result, receiver: base, arguments: arguments, closureResult: mapped)
  }

  /// What `map`'s or `compactMap`'s function returns for each element, nil after an error.
  private func mappedType(_ id: BuiltinMethod, _ element: SwiftType, _ args: [Argument], _ nameRange: SourceRange, _ scope: Scope) -> SwiftType? {
    // `names.map(\.count)`: a key path is a function from the element (SE-0249).
    if args.count == 1, let result = keyPathType(args[0].value, root: element, scope) {
      return result.containsError ? nil : result
    }
    // `map(String.init)`: String's unlabeled initializers never fail, so the elements are
    // Strings; `compactMap(T.init)` drops the failures, whatever `T` (SE-0249's sibling: an
    // initializer as a function value).
    if args.count == 1, case .member(let t, "init", _) = args[0].value.kind, case .identifier(let typeName) = t.kind,
      id == .compactMap || typeName == "String", typeName.first?.isUppercase == true
    {
      return .nominal(typeName, [])
    }
    guard args.count == 1, let result = closureResult(args[0].value, parameters: [element], scope, expected: nil) else {
      // A closure whose result the checker cannot type (several statements, no annotation).
      if args.count == 1, let assumed = assumedClosureParameter("Array." + id.signature.name, in: scope.file) { return assumed }
      emit(SemaDiagnostics.untyped("the result of '\(id.signature.name)' without one closure"), nameRange)
      return nil
    }
    return result.containsError ? nil : result
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
