import LayoutcSyntax

/// Variadic parameters (`_ args: CVarArg...`) as Swift binds them: zero or more arguments, the
/// first with the parameter's label and every unlabeled one after it; inside the function the
/// parameter is an array of them (The Swift Programming Language, "Variadic Parameters").
public enum VariadicParameters {
  /// The arguments a variadic parameter takes when its first is `args[first]` (nil when it
  /// takes none), as the label matcher pairs them.
  public static func arguments(from first: Int?, _ args: [Argument]) -> Range<Int> {
    guard let first else { return 0..<0 }
    var end = first + 1
    while end < args.count, args[end].label == nil, !args[end].isTrailingClosure { end += 1 }
    return first..<end
  }
}

extension FunctionParameter {
  /// The type of one argument: the element type of a variadic parameter (`CVarArg` for
  /// `CVarArg...`), the result of an `@autoclosure () -> Bool` (the compiler wraps the
  /// argument in the closure), the declared type otherwise.
  public var argumentType: TypeRepr {
    if case .variadic(let element) = type.kind { return element }
    if case .function(let parameters, let result) = type.kind, parameters.isEmpty,
      type.attributes.contains(where: { $0.name == "autoclosure" })
    {
      return result
    }
    return type
  }
}
