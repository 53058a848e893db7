import LayoutcCatalog
import LayoutcSyntax

/// Standard-library names resolved through the catalog's table (`Builtins`): a member or call
/// is looked up once by its receiver's type and name, its type is read from the signature, and
/// the id is recorded for the evaluator (`TypeFacts.builtins`).
extension TypeChecker {
  /// The builtin property `name` of a value of type `t` (`.property` or `.geometry`), if
  /// layoutc evaluates it.
  func builtinProperty(of t: SwiftType, _ name: String) -> BuiltinID? {
    guard case .nominal(let receiver, _) = t else { return nil }
    if let id = Builtins.property(name, of: receiver) { return .property(id) }
    return Builtins.geometryProperty(name, of: receiver).map(BuiltinID.geometry)
  }

  /// Records what `e` resolved to, for the evaluator.
  func recordBuiltin(_ id: BuiltinID, of e: Expr) {
    guard quiet == 0 else { return }
    facts.builtins[ObjectIdentifier(e)] = id
  }

  /// The Swift type a signature's type stands for at one use: `receiver` is the value the
  /// member is read on, `arguments` the arguments' types, `closureResult` what the closure
  /// argument returns, `context` the type the call's context expects.
  func swiftType(
    _ t: BuiltinType, receiver: SwiftType?, arguments: [SwiftType] = [], closureResult: SwiftType? = nil, context: SwiftType? = nil
  ) -> SwiftType {
    func resolved(_ t: BuiltinType) -> SwiftType {
      swiftType(t, receiver: receiver, arguments: arguments, closureResult: closureResult, context: context)
    }
    switch t {
    case .named(let name): return .nominal(name, [])
    case .generic(let name, let parameters):
      // A sequence of pairs' element stands for both of a Dictionary's parameters.
      if parameters.count == 1, case .argumentElement = parameters[0], name == "Dictionary" {
        guard case .tuple(let pair, _) = resolved(parameters[0]), pair.count == 2 else { return .error }
        return .nominal(name, pair)
      }
      return .nominal(name, parameters.map(resolved))
    case .receiver: return receiver ?? .error
    case .element: return receiver.flatMap { elementType(of: $0) } ?? .error
    case .optional(let wrapped): return .optional(resolved(wrapped))
    case .array(let element): return .array(resolved(element))
    case .argument(let i): return i < arguments.count ? arguments[i] : .error
    case .argumentElement(let i): return i < arguments.count ? visitedElementType(of: arguments[i]) ?? .error : .error
    case .contextual: return context ?? .error
    // An Int literal beside a Double is a Double: the first argument that is not an Int.
    case .commonNumeric: return arguments.first(where: { $0 != .int }) ?? arguments.first ?? .error
    case .closureResult: return closureResult ?? .error
    case .unwrapped(let wrapped):
      let r = resolved(wrapped)
      if case .nominal("Optional", let w) = r, let inner = w.first { return inner }
      return r  // swiftc accepts a non-optional result (it wraps it)
    case .subSequence: return receiver.flatMap(subSequence(of:)) ?? .error
    case .function(_, let result): return .function(result: resolved(result))
    case .any: return .error
    }
  }

  /// A collection's `SubSequence`, nil for a type layoutc does not know it of.
  func subSequence(of t: SwiftType) -> SwiftType? {
    guard let element = elementType(of: t) else { return nil }
    switch t.name {
    case "Array", "ArraySlice": return .nominal("ArraySlice", [element])
    case "Range": return t
    // A lazy view keeps the default `SubSequence`, `Slice<Self>` (swiftc 6.3 prints
    // `Slice<ReversedCollection<Array<Int>>>` for `a.reversed().prefix(2)`, and
    // `Slice<EnumeratedSequence<Array<Int>>>` for `a.enumerated().prefix(2)`).
    case "ReversedCollection", "EnumeratedSequence": return .nominal("Slice", [t])
    // iOS 18: `SubviewsCollection.SubSequence` is `SubviewsCollectionSlice`
    // (developer.apple.com/documentation/swiftui/subviewscollectionslice).
    case Self.subviewsType, "SubviewsCollectionSlice": return .nominal("SubviewsCollectionSlice", [])
    default: return nil
    }
  }
}
