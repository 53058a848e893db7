import LayoutcCatalog
import LayoutcSource
import LayoutcSyntax

/// Initializers of the standard library's and Foundation's types layoutc evaluates
/// (`BuiltinInitializer`): the one a call means is picked by its labels, and among `Int(_:)`'s
/// by its argument's type; the arguments are checked, the result read from the signature.
extension TypeChecker {
  /// The type of `name(args)` when `name` is a type of the builtins table, else nil. A call of
  /// another initializer of such a type (`String(localized:)`) has the type's value with its
  /// arguments checked; no id is recorded, so the evaluator says it cannot compute it. A
  /// collection's is left to the other rules.
  func builtinInitializerType(_ name: String, _ args: [Argument], _ e: Expr, _ scope: Scope, expected: SwiftType?) -> SwiftType? {
    guard Builtins.hasInitializers(name) else { return nil }
    let candidates = Builtins.initializers(of: name, labels: args.map(\.label))
    guard let first = candidates.first else {
      // A collection's other initializers (`Array(arrayLiteral:)`) are typed elsewhere or not.
      if ["Array", "Set", "Dictionary"].contains(name) { return nil }
      checkArguments(args, scope)
      return .nominal(name, [])
    }
    var types: [SwiftType] = []
    var id = first
    switch first {
    case .int, .intParsing, .intOfAssumed:
      let t = checkValue(args[0].value, scope, expected: nil)
      checkIntLiteralConversion(args[0].value)
      types = [t]
      // `Int(_ description: String) -> Int?`, `Int(_ source: Double) -> Int`: of a value of a
      // type layoutc does not know, either (`Int(text.trimmingCharacters(in: .whitespaces))`).
      id = t == .string || t == .assumed("String", []) ? .intParsing : t.isAssumed && t != .assumed("Double", []) ? .intOfAssumed : .int
    case .double, .cgFloat, .float, .string, .stringDescribing:
      types = [checkValue(args[0].value, scope, expected: nil)]
    case .emptyString, .uuid, .date, .dateSince1970, .dateSinceReferenceDate, .dateSinceNow, .uuidString, .stringFormat, .stringRepeating:
      checkArguments(args, scope)
    case .array, .set, .dictionary:
      guard let element = sequenceElement(args[0], scope) else { return .error }
      types = [.array(element)]
    case .arrayRepeating:
      // `Array(repeating: GridItem(.flexible()), count: 3)`: the element from the context.
      var elementContext: SwiftType? = nil
      if case .nominal("Array", let w)? = expected { elementContext = w.first }
      let element = checkValue(args[0].value, scope, expected: elementContext)
      let count = checkValue(args[1].value, scope, expected: .int)
      if element.isError || count.isError { return .error }
      if !compatible(count, .int) {
        emit(SemaDiagnostics.cannotConvert(TypePrinter.print(count), "Int"), args[1].value.range)
        return .error
      }
      types = [element, count]
    case .emptySet:
      // `Set()` takes its element type from the context.
      guard let expected, case .nominal("Set", let w) = Self.unwrappedOptional(expected), w.count == 1 else { return nil }
      recordBuiltin(.initializer(id), of: e)
      return swiftType(id.signature.result, receiver: nil, context: .nominal("Set", w))
    }
    if types.contains(where: \.isError) { return .error }
    recordBuiltin(.initializer(id), of: e)
    if id == .intOfAssumed { return .assumed(Assumptions.placeholder("Int(_:)"), []) }
    return swiftType(id.signature.result, receiver: nil, arguments: types)
  }

  /// swiftc checks a floating-point literal converted to Int at compile time.
  private func checkIntLiteralConversion(_ x: Expr) {
    guard case .floatLiteral(let text) = x.kind, let value = Double(String(text.filter { $0 != "_" })), !Self.fitsInInt(value) else { return }
    emit(.error("sema.literal-overflow", "invalid conversion: '\(text)' overflows 'Int'"), x.range)
  }

  /// The element type of the sequence `Array(_:)` or `Set(_:)` is given; nil after an error.
  private func sequenceElement(_ arg: Argument, _ scope: Scope) -> SwiftType? {
    let t = checkValue(arg.value, scope, expected: nil)
    if t.isError { return nil }
    guard let element = visitedElementType(of: t) else {
      emit(SemaDiagnostics.notASequence(TypePrinter.print(t), in: "initializer 'init(_:)'"), arg.value.range)
      return nil
    }
    return element
  }
}
