import LayoutcCatalog
import LayoutcSource
import LayoutcSyntax

/// Calls of the standard library's and Foundation's free functions layoutc evaluates
/// (`BuiltinFunction`): the arguments checked, the result read from the signature.
extension TypeChecker {
  /// The type of a call of `id`; `expected` is the call's context (an Int literal passed to
  /// `min` where a CGFloat is expected is a CGFloat).
  func builtinFunctionType(_ id: BuiltinFunction, _ args: [Argument], _ e: Expr, _ scope: Scope, expected: SwiftType?) -> SwiftType {
    let numericContext = expected?.isNumeric == true ? expected : nil
    let types: [SwiftType]
    switch id {
    case .print, .debugPrint:
      // Any values, and it returns nothing a view shows.
      for a in args { _ = checkValue(a.value, scope, expected: a.label == nil ? nil : .string) }
      return swiftType(id.signature.result, receiver: nil)
    case .min, .max, .abs:
      types = args.map { checkValue($0.value, scope, expected: numericContext) }
    case .ceil, .floor, .round, .sqrt, .cos, .sin:
      // Foundation's overloads are of Double, Float and CGFloat: an Int literal is a Double.
      let floating = numericContext == .int ? nil : numericContext
      types = args.map { checkValue($0.value, scope, expected: floating ?? .double) }
      if let i = types.firstIndex(of: .int) {
        emit(SemaDiagnostics.cannotConvert("Int", "Double"), args[i].value.range)
        return .error
      }
    case .zip:
      types = args.map { checkValue($0.value, scope, expected: nil) }
      if let i = types.firstIndex(where: { !$0.isError && elementType(of: $0) == nil }) {
        emit(SemaDiagnostics.notASequence(TypePrinter.print(types[i]), in: "global function 'zip'"), args[i].value.range)
        return .error
      }
    }
    if types.contains(where: \.isError) { return .error }
    // `min` and `max` take two or more values; the others as many as their signature lists.
    let count = id.signature.parameters.count
    if args.count > count, id != .min, id != .max {
      emit(SemaDiagnostics.extraArgument, args[count].value.range)
      return .error
    }
    if args.count < count {
      let end = e.range.end
      emit(SemaDiagnostics.missingArgument(position: args.count + 1),
        SourceRange(at: SourceLocation(offset: end.offset - 1, line: end.line, column: end.column - 1)))
      return .error
    }
    return swiftType(id.signature.result, receiver: nil, arguments: types)
  }
}
