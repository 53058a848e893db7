import LayoutcCatalog
import LayoutcSource
import LayoutcSyntax

/// Modifiers the module declares: `.modifier(Card())` with a `ViewModifier` struct, and
/// `extension View { func card() -> some View { ... } }` helpers, typed through their bodies.
extension TypeChecker {
  /// The type of `receiver.name(args)` when `name` is `modifier` or a helper; nil otherwise.
  /// An app's helper named like a SwiftUI modifier (`background(_:radius:)`) adds an overload
  /// to SwiftUI's, it does not hide them: the helper is chosen when its labels and argument
  /// types fit, SwiftUI's modifier otherwise (nil), as Swift's overload resolution does.
  func userModifierType(_ name: String, nameRange: SourceRange, receiver: SwiftType, args: [Argument], call: Expr, _ scope: Scope) -> SwiftType? {
    if name == "modifier", Catalog.modifiers[name] == nil { return modifierCallType(receiver, args, call, nameRange, scope) }
    guard let overloads = model.viewExtensions[name] else { return nil }
    // SwiftUI's own overloads stay beside the app's (`mask(alignment:_:)` beside an app's
    // `mask(gradient:stops:)`), modelled or not.
    let sdkHasIt = Catalog.modifiers[name] != nil || ["View", "Shape"].contains { PlatformNames.member(name, of: $0)?.kind == .modifier }
    for (i, info) in overloads.enumerated() {
      let params = declaredParameters(info.decl.parameters)
      guard let matching = matchedPairs(params, args) else { continue }
      if sdkHasIt, !argumentsFit(info, matching, args, scope) { continue }
      var types: [String: SwiftType] = [:]
      var results: [String: SwiftType] = [:]
      for (p, a) in matching {
        let param = info.decl.parameters[p]
        if case .closure = args[a].value.kind {
          // A closure producing a view (`transform: (Self) -> Content`): typed as a builder
          // with its parameters, so the helper's `transform(self)` has its result's type.
          if case .function(let ps, let result) = param.type.kind, isGenericParameter(result, info) || { if case .opaque = result.kind { true } else { false } }() {
            let parameterTypes = ps.map { p -> SwiftType in
              if case .named(["Self"], _) = p.kind { return receiver }
              return resolveQuietly(p, generics: Set(info.decl.genericParameters.map(\.name)))
            }
            results[param.name] = checkBuilderClosure(args[a].value, scope, parameters: parameterTypes)
            types[param.name] = .action
            continue
          }
          checkActionClosure(args[a].value, scope)
          continue
        }
        let expected = resolveQuietly(param.argumentType, generics: Set(info.decl.genericParameters.map(\.name)))
        let t = isViewExpression(args[a].value, scope) ? checkView(args[a].value, scope) : checkValue(args[a].value, scope, expected: expected)
        // A variadic parameter keeps its declared array type in the body.
        if !param.isVariadic { types[param.name] = t }
      }
      var indices: [Int: Int] = [:]
      for (p, a) in matching where indices[p] == nil { indices[p] = a }
      facts.calls[ObjectIdentifier(call)] = ResolvedCall(target: .viewExtension(name, overload: i), overload: nil, argumentIndices: indices)
      return helperType(name, i, info, receiver: receiver, parameters: types, callResults: results, at: nameRange)
    }
    if sdkHasIt { return nil }
    let have = args.map { ($0.label ?? "_") + ":" }.joined()
    let want = overloads[0].decl.parameters.map { ($0.label ?? "_") + ":" }.joined()
    emit(SemaDiagnostics.incorrectLabels(have: have, expected: want), call.range)
    return .error
  }

  /// Whether each value argument converts to its parameter's declared type, probed quietly.
  /// A closure, or a parameter whose type is generic or unknown here, is taken to fit: only a
  /// type the checker knows and the argument does not convert to rules the helper out.
  private func argumentsFit(_ info: FunctionInfo, _ matching: [(parameter: Int, argument: Int)], _ args: [Argument], _ scope: Scope) -> Bool {
    let generics = Set(info.decl.genericParameters.map(\.name))
    quiet += 1
    defer { quiet -= 1 }
    for (p, a) in matching {
      let value = args[a].value
      if case .closure = value.kind { continue }
      let expected = resolveQuietly(info.decl.parameters[p].argumentType, generics: generics)
      if expected.containsError || expected.isAssumed || expected.isFunction || Self.mentionsGeneric(expected) { continue }
      let t = isViewExpression(value, scope) ? checkView(value, scope) : checkValue(value, scope, expected: expected)
      if t.containsError || !compatible(t, expected) { return false }
    }
    return true
  }

  private static func mentionsGeneric(_ t: SwiftType) -> Bool {
    switch t {
    case .parameter: true
    case .nominal(_, let args): args.contains(where: mentionsGeneric)
    case .tuple(let elements, _): elements.contains(where: mentionsGeneric)
    default: false
    }
  }

  /// `.modifier(M())`: `ModifiedContent<Receiver, M>` (SwiftUI: `func modifier<T>(_ modifier: T)
  /// -> ModifiedContent<Self, T>`).
  private func modifierCallType(_ receiver: SwiftType, _ args: [Argument], _ call: Expr, _ nameRange: SourceRange, _ scope: Scope) -> SwiftType {
    guard args.count == 1, args[0].label == nil else {
      emit(SemaDiagnostics.incorrectLabels(have: args.map { ($0.label ?? "_") + ":" }.joined(), expected: "_:"), call.range)
      return .error
    }
    let t = checkView(args[0].value, scope)
    if t.isError || receiver.isError { return .error }
    guard let n = t.name, let m = model.views[n], m.isModifier, m.styleConfiguration == nil else {
      emit(SemaDiagnostics.notConforming(TypePrinter.print(t), "ViewModifier"), args[0].value.range)
      return .error
    }
    facts.calls[ObjectIdentifier(call)] = ResolvedCall(target: .viewModifier(n), overload: nil, argumentIndices: [0: 0])
    return .nominal("ModifiedContent", [receiver, t])
  }

  /// A helper's result for one receiver: its body typed with `self` of the receiver's type.
  /// The body is checked out loud once with `self: Self` (what Swift checks: an `extension
  /// View` method sees only View's members), then quietly for each receiver, because
  /// `_typeName(type(of: x.card()))` prints the underlying type, `Self` substituted.
  private func isGenericParameter(_ t: TypeRepr, _ info: FunctionInfo) -> Bool {
    guard case .named(let path, let args) = t.kind, path.count == 1, args.isEmpty else { return false }
    return info.decl.genericParameters.contains { $0.name == path[0] }
  }

  private func helperType(
    _ name: String, _ index: Int, _ info: FunctionInfo, receiver: SwiftType, parameters: [String: SwiftType], callResults: [String: SwiftType],
    at range: SourceRange
  ) -> SwiftType {
    let key = "View." + name + "#" + String(index)
    let unit = enterBody(key)
    defer { currentUnit = unit }
    guard helperDepth < Self.helperDepthLimit else {
      emit(SemaDiagnostics.recursiveOpaque("some View"), range)
      return .error
    }
    helperDepth += 1
    defer { helperDepth -= 1 }
    let (savedFile, savedContext) = (currentFile, typeContext)
    defer { (currentFile, typeContext) = (savedFile, savedContext) }
    currentFile = info.file
    typeContext = nil
    let generics = Set(info.decl.genericParameters.map(\.name))
    func scope(_ receiver: SwiftType) -> Scope {
      var s = Scope(view: nil, file: info.file)
      for p in info.decl.parameters { s.locals[p.name] = parameters[p.name] ?? resolveQuietly(p.type, generics: generics) }
      s.locals["self"] = receiver
      s.callResults = callResults
      return s
    }
    let isBuilder = info.decl.hasAttribute("ViewBuilder")
    if !checkedFunctions.contains(key) {
      checkedFunctions.insert(key)
      let savedQuiet = quiet
      quiet = 0
      _ = buildBody(info.decl.body, scope: scope(.parameter("Self")), isBuilder: isBuilder, range: info.decl.nameRange)
      quiet = savedQuiet
    }
    quiet += 1
    defer { quiet -= 1 }
    return bounded(buildBody(info.decl.body, scope: scope(receiver), isBuilder: isBuilder, range: info.decl.nameRange), range)
  }

  static let helperDepthLimit = 64
}
