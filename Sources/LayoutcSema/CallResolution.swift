import LayoutcCatalog
import LayoutcSource
import LayoutcSyntax

/// Resolves calls against the catalog (or a user view's memberwise initializer): matches
/// argument labels as Swift does (defaults may be skipped, trailing closures fill closure
/// parameters), picks the first overload of the current SDK whose arguments fit, binds the
/// generic placeholders and instantiates the result template.
extension TypeChecker {
  func checkInitializer(_ name: String, callee: Expr, args: [Argument], call: Expr, _ scope: Scope) -> SwiftType {
    if let result = scope.callResults[name] {
      checkArguments(args, scope)
      return result
    }
    if let local = scope.locals[name], let t = checkLayoutValueCall(local, args: args, call: call, scope) { return t }
    if let local = scope.locals[name] {
      emit(.error("sema.not-callable", "cannot call value of non-function type '\(TypePrinter.print(local))'"), callee.range)
      return .error
    }
    if let key = declaredType(name), let view = model.views[key] { return checkUserViewInit(view, args: args, call: call, scope) }
    if let t = checkContainerSubviews(name, args, call: call, scope) { return t }
    if let view = scope.view, let m = view.member(named: name, fitting: { self.matchLabels(self.declaredParameters($0.parameters), args) != nil }),
      case .function = m.kind
    {
      checkMemberCallArguments(m, args, scope)
      facts.calls[ObjectIdentifier(call)] = ResolvedCall(target: .member(name), overload: nil, argumentIndices: [:])
      return referencedMemberType(view, m, at: call.range)
    }
    // A method of the view that produces no view (`bump()` in an action): its declared result.
    if let view = scope.view, let f = viewMethod(view, name, args, scope) { return f }
    if let t = checkPathView(name, args: args, call: call, scope) { return t }
    if let entry = Catalog.views[name] {
      if let t = checkCatalogExtensionInit(name, callee: callee, args: args, call: call, scope) { return t }
      let overloads = sdkOverloads.initializers(of: entry, sdk: sdk)
      // An initializer the vocabulary lacks (`Text(date, style: .time)`) in a tolerant file.
      if !overloads.isEmpty, !overloads.contains(where: { labelsFit($0.parameters, args) }),
        let t = assumedView(name, spelled: Self.spelledCall(name, args), callee: callee, args: args, call: call, scope)
      {
        return t
      }
      // A view the SDK does not have (`LazyVStack` in iOS 13) is a name swiftc cannot find.
      if overloads.isEmpty && !entry.initializers.isEmpty {
        emit(SemaDiagnostics.cannotFind(name), callee.range)
        for a in args { quiet += 1; _ = checkArgumentLoosely(a.value, scope); quiet -= 1 }
        return .error
      }
      // An overload the vocabulary lacks (`Text(Image(…))`, `Color(nsColor:)`) in a tolerant file.
      let unfit = { self.assumedView(name, spelled: Self.spelledCall(name, args), callee: callee, args: args, call: call, scope) }
      guard let (type, found, indices) = resolveOverload(name, overloads, receiver: nil, args: args, call: call, range: callee.range, scope, nothingFits: unfit)
      else {
        return .error
      }
      guard let overload = found else { return type }
      facts.calls[ObjectIdentifier(call)] = ResolvedCall(target: .catalogView(name), overload: overload, argumentIndices: indices)
      return type
    }
    if let key = declaredType(name), let t = checkCustomLayoutCall(key, args: args, call: call, scope) { return t }
    if let key = declaredType(name), let t = checkAppShapeCall(key, args: args, call: call, scope) { return t }
    if let key = declaredType(name), model.dataTypes[key] != nil || model.enums[key] != nil {
      // A type of the module used as a view: its `View` conformance (or a representable's) is
      // declared where layoutc does not look, in a tolerant file an opaque view.
      if let t = assumedView(name, spelled: name, callee: callee, args: args, call: call, scope) { return t }
      emit(SemaDiagnostics.notAView(TypePrinter.runtimeName(key)), call.range)
      return .error
    }
    if let t = assumedView(name, spelled: name, callee: callee, args: args, call: call, scope) { return t }
    return unknownName(name, callee.range, scope)
  }

  func checkModifier(_ name: String, nameRange: SourceRange, receiver: SwiftType, args: [Argument], call: Expr, _ scope: Scope) -> SwiftType {
    if receiver.isError {
      for a in args where !a.isTrailingClosure { quiet += 1; _ = checkValue(a.value, scope, expected: nil); quiet -= 1 }
      return .error
    }
    if let t = userModifierType(name, nameRange: nameRange, receiver: receiver, args: args, call: call, scope) { return t }
    guard let entries = Catalog.modifiers[name] else {
      if let t = assumedModifier(name, spelled: "." + name, nameRange: nameRange, receiver: receiver, args: args, call: call, scope) { return t }
      emit(SemaDiagnostics.noMember(TypePrinter.print(receiver), name), nameRange,
        suggestion: Suggestions.closest(to: name, in: Catalog.modifierNames))
      return .error
    }
    let kind = receiverKind(receiver)
    let overloads = sdkOverloads.overloads(ofModifier: name, entries, receiver: kind, sdk: sdk, accepts: { accepts($0, kind) })
    guard !overloads.isEmpty else {
      // A known modifier on a receiver it does not apply to: on an assumed view (`KFImage`'s
      // own `.resizable()`) it may be the view's own method.
      if let t = assumedModifier(name, spelled: "." + name, nameRange: nameRange, receiver: receiver, args: args, call: call, scope) { return t }
      emit(SemaDiagnostics.noMember(TypePrinter.print(receiver), name), nameRange)
      return .error
    }
    // An overload the vocabulary lacks (`.font(.custom(…), …)` labels no entry takes).
    if !overloads.contains(where: { labelsFit($0.parameters, args) }),
      let t = assumedModifier(name, spelled: "." + Self.spelledCall(name, args), nameRange: nameRange, receiver: receiver, args: args, call: call, scope)
    {
      return t
    }
    // An overload the vocabulary lacks (`.lineLimit(1...3)`, `.tint(.label)`) in a tolerant file.
    let unfit = {
      self.assumedModifier(name, spelled: "." + Self.spelledCall(name, args), nameRange: nameRange, receiver: receiver, args: args, call: call, scope)
    }
    guard let (type, found, indices) = resolveOverload(name, overloads, receiver: receiver, args: args, call: call, range: nameRange, scope, nothingFits: unfit)
    else {
      return .error
    }
    guard let overload = found else { return type }
    facts.calls[ObjectIdentifier(call)] = ResolvedCall(target: .modifier(name), overload: overload, argumentIndices: indices)
    if overload.deprecatedIn.contains(sdk) { emit(SemaDiagnostics.deprecated(overload.deprecation), nameRange) }
    return appShapeResult(type, receiver: receiver)
  }

  static let insettableShapes: Set<String> = ["Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "ContainerRelativeShape", "UnevenRoundedRectangle", "_Inset"]

  /// Shapes made from a shape: offset and rotated ones are insettable when their shape is
  /// (the interface's conditional conformances); scaled, trimmed, sized, stroked and erased ones
  /// are shapes.
  static let shapeWrappers: Set<String> = ["OffsetShape", "RotatedShape", "ScaledShape", "_TrimmedShape", "_SizedShape", "_StrokedShape", "AnyShape"]

  func receiverKind(_ t: SwiftType) -> Receiver {
    switch t.name {
    case "Text": .text
    case "Image": .image
    case "Color": .color
    case let n? where Self.insettableShapes.contains(n): .insettableShape
    case "OffsetShape", "RotatedShape": t.arguments.first.map(receiverKind) == .insettableShape ? .insettableShape : .shape
    case let n? where Self.shapeWrappers.contains(n) || n == Self.pathType: .shape
    case "_ShapeView", "FillShapeView", "StrokeShapeView", "StrokeBorderShapeView": .shapeView
    case let n? where model.dataTypes[n] != nil: appShapeReceiver(n) ?? .anyView
    default: .anyView
    }
  }

  private func accepts(_ r: Receiver, _ kind: Receiver) -> Bool {
    switch r {
    case .anyView: true
    case .shape: kind == .shape || kind == .insettableShape
    default: r == kind
    }
  }

  // MARK: Overloads

  /// `name(args)` of a method the view declares (in its body or an extension) that produces no
  /// view: its arguments checked, its declared result (`Void` when none is written).
  func viewMethod(_ view: ViewInfo, _ name: String, _ args: [Argument], _ scope: Scope) -> SwiftType? {
    let own = view.decl.members.compactMap { m -> FunctionDecl? in if case .function(let f) = m.kind, f.name == name, !f.isStatic { f } else { nil } }
    let extended = (model.extensionMembers[view.name] ?? []).compactMap { m -> FunctionDecl? in if case .function(let f) = m.kind, f.name == name { f } else { nil } }
    // Methods returning data are the function table's (`StaticsAndFunctions`), which records
    // what the evaluator runs; this covers the rest (actions, `Void` helpers).
    // Most calls in a body are not the view's methods: answered before building the key.
    guard !own.isEmpty || !extended.isEmpty, model.functions[view.name + "." + name] == nil,
      let f = (own + extended).first(where: { matchLabels(declaredParameters($0.parameters), args) != nil })
    else { return nil }
    let generics = Set(view.genericParameters + f.genericParameters.map(\.name))
    let matching = matchedPairs(declaredParameters(f.parameters), args) ?? []
    for (p, a) in matching {
      if case .closure = args[a].value.kind { continue }
      _ = checkValue(args[a].value, scope, expected: resolveQuietly(f.parameters[p].argumentType, generics: generics))
    }
    return f.returnType.map { resolveQuietly($0, generics: generics) } ?? .nominal("Void", [])
  }

  /// A declared function's parameters as the label matcher reads them: a closure parameter
  /// (`@ViewBuilder content: () -> C`, `action: (() -> Void)?`) takes a trailing closure.
  func declaredParameters(_ parameters: [FunctionParameter]) -> [Parameter] {
    parameters.map { p in
      let kind: ParameterKind = p.attributes.contains { $0.name == "ViewBuilder" } ? .viewBuilder : Self.isFunctionType(p.type) ? .action : .hashable
      return Parameter(p.label, kind, default: p.defaultValue != nil, isVariadic: p.isVariadic)
    }
  }

  static func isFunctionType(_ t: TypeRepr) -> Bool {
    switch t.kind {
    case .function: return true
    case .optional(let w), .implicitlyUnwrappedOptional(let w): return isFunctionType(w)
    case .tuple(let es) where es.count == 1: return isFunctionType(es[0])
    default: return false
    }
  }

  func resolveOverload(
    _ name: String, _ overloads: [Overload], receiver: SwiftType?, args: [Argument], call: Expr, range: SourceRange, _ scope: Scope,
    nothingFits: (() -> SwiftType?)? = nil
  ) -> (SwiftType, Overload?, [Int: Int])? {
    // Overloads by index: copying one (a dozen arrays, strings and sets to retain) for every
    // candidate of every call was a quarter of checking a stack of Texts. Labels are matched
    // without allocating; a candidate's pairs are built only when its arguments are probed.
    let labelMatches = overloads.indices.filter { labelsFit(overloads[$0].parameters, args) }
    guard !labelMatches.isEmpty else {
      reportLabelMismatch(name, overloads, args, range)
      for a in args { quiet += 1; _ = checkArgumentLoosely(a.value, scope); quiet -= 1 }
      return nil
    }
    // Pick the first overload whose non-closure arguments fit, probing them quietly.
    var chosen: (index: Int, pairs: [(parameter: Int, argument: Int)])? = nil
    for i in labelMatches {
      let pairs = matchedPairs(overloads[i].parameters, args) ?? []
      quiet += 1
      let fits = pairs.allSatisfy { p, a in
        guard let t = bindArgument(overloads[i].parameters[p].kind, args[a].value, scope, probe: true) else { return false }
        if let required = overloads[i].parameters[p].requiredType { return TypePrinter.print(t) == required || t.containsError }
        return true
      }
      quiet -= 1
      if fits { chosen = (i, pairs); break }
    }
    // Labels fit but no overload's argument types do: what a tolerant file assumes instead.
    if chosen == nil, let t = nothingFits?() { return (t, nil, [:]) }
    guard let (chosenIndex, pairs) = chosen ?? labelMatches.first.map({ ($0, matchedPairs(overloads[$0].parameters, args) ?? []) })
    else { return nil }
    let overload = overloads[chosenIndex]
    var bindings: [String: SwiftType] = [:]
    if let receiver {
      bindings["Self"] = receiver
      bindings["Self.Content"] = receiver.arguments.first  // a ShapeView's shape
    }
    var ok = true
    var elementType: SwiftType? = nil
    // Data first: a row builder needs the element type, and `$id` the data's identity.
    let order = pairs.count < 2 ? pairs : pairs.sorted { a, b in
      let da = Self.isDataKind(overload.parameters[a.parameter].kind), db = Self.isDataKind(overload.parameters[b.parameter].kind)
      return da != db ? da : a.parameter < b.parameter
    }
    for (p, argumentIndex) in order {
      let param = overload.parameters[p]
      let arg = args[argumentIndex]
      var t: SwiftType?
      switch param.kind {
      case .rowBuilder, .rowContent:
        t = checkRowBuilder(arg.value, element: elementType ?? .error, isBuilder: param.kind == .rowBuilder, callee: range, scope)
      case .actionTaking(let count):
        // onChange's closures receive the observed value (parameter 0), old and new.
        // A function value (`results`, a stored `(T, T) -> Void`) passes as it is: its
        // parameters are not kept, so its arity is not checked.
        guard isClosureArgument(arg.value) else { t = bindArgument(param.kind, arg.value, scope, probe: false); break }
        guard closureArity(arg.value) == count else { t = nil; break }
        checkActionClosure(arg.value, scope, parameterType: bindings["$0"] ?? .error)
        t = .action
      case .builderTaking(let typeName):
        t = checkRowBuilder(arg.value, element: builderParameterType(typeName, bindings), callee: range, scope)
      case .identityKeyPath:
        // Over `$items` the key path starts at the value (`id: KeyPath<C.Element, ID>`).
        var root = elementType ?? .error
        if case .nominal("Binding", let w) = root, let value = w.first { root = value }
        t = keyPathType(arg.value, root: root, scope)
      case .hashable where p > 0 && overload.parameters[p - 1].kind == .environmentKeyPath:
        // `.environment(\.font, .title)`: the key path's value type is the value's context.
        let valueType = bindings[Self.parameterKey(p - 1)]
        let v = checkValue(arg.value, scope, expected: valueType)
        t = valueType.map { compatible(v, $0) ? $0 : nil } ?? v
      case .title where overload.titleIsLocalizedKey(param) && isStringLiteral(arg.value):
        // `Text("…")` takes a literal as a LocalizedStringKey (its interpolations differ).
        _ = checkValue(arg.value, scope, expected: .nominal("LocalizedStringKey", []))
        t = .string
      default:
        t = bindArgument(param.kind, arg.value, scope, probe: false)
      }
      if elementType == nil, let d = t, param.kind == .data || d.name == "Range" { elementType = self.elementType(of: d) }
      guard let bound = t else {
        ok = false
        reportArgumentMismatch(param, arg.value, scope)
        continue
      }
      bindings[Self.parameterKey(p)] = bound
      // `$Nv`: the value type of a binding (Picker's SelectionValue, NavigationStack's Data).
      if case .binding = param.kind, case .nominal("Binding", let w) = bound, let value = w.first { bindings["$\(p)v"] = value }
      if case .binding = param.kind, bound.isAssumed { bindings["$\(p)v"] = Assumptions.member(of: bound, "wrappedValue") }
    }
    if let element = elementType, overload.result.contains("$id") {
      bindings["$id"] = identifiableID(element, at: call.range)
    }
    bindBindingData(overload, &bindings)
    guard ok else { return nil }
    let result = template(overload.result).substituting(bindings)
    var matching: [Int: Int] = [:]
    for (p, a) in pairs { matching[p] = a }
    return (result.containsError ? .error : result, overload, matching)
  }

  /// `$0`, `$1`, …: a parameter's placeholder in result templates, made once rather than
  /// interpolated for every argument of every call.
  private static let parameterKeys = (0..<16).map { "$\($0)" }
  static func parameterKey(_ p: Int) -> String { p < parameterKeys.count ? parameterKeys[p] : "$\(p)" }

  private func isClosureArgument(_ e: Expr) -> Bool {
    if case .closure = e.kind { return true }
    return false
  }

  static func isDataKind(_ kind: ParameterKind) -> Bool {
    if kind == .data { return true }
    if case .value(let t) = kind { return t.hasPrefix("Range<") || t.hasPrefix("ClosedRange<") }
    return false
  }

  private func reportLabelMismatch(_ name: String, _ overloads: [Overload], _ args: [Argument], _ range: SourceRange) {
    let have = args.map { ($0.label ?? "_") + ":" }.joined()
    // The overload with the same argument count whose labels are closest is what the user meant.
    let sameCount = overloads.filter { $0.parameters.count == args.count || $0.parameters.filter { !$0.hasDefault }.count == args.count }
    if let o = sameCount.first, overloads.count == 1 || sameCount.count == 1 {
      let expected = o.parameters.prefix(args.count).map { ($0.label ?? "_") + ":" }.joined()
      if expected != have {
        var notes: [Note] = []
        for (i, a) in args.enumerated() where i < o.parameters.count {
          if let l = a.label, let want = o.parameters[i].label, l != want, let r = a.labelRange {
            notes.append(Note("did you mean '\(want)'?", file: currentFile?.path, range: r))
          }
        }
        emit(SemaDiagnostics.incorrectLabels(have: have, expected: expected), range, notes: notes)
        return
      }
    }
    // A single unknown label: suggest the closest one any overload takes.
    let known = Set(overloads.flatMap { $0.parameters.compactMap(\.label) })
    for a in args {
      if let l = a.label, !known.contains(l), let r = a.labelRange {
        emit(.error("sema.extraneous-label", "extra argument '\(l)' in call"), r, suggestion: Suggestions.closest(to: l, in: known))
        return
      }
    }
    if reportLabelShape(overloads, args, range) { return }
    emit(SemaDiagnostics.noMatchingCall(name, have), range,
      notes: overloads.prefix(6).map { o in
        Note("candidate: \(name)(\(o.parameters.map { ($0.label ?? "_") + ":" }.joined()))")
      })
  }

  /// Known labels in a shape no overload takes, worded as swiftc words each case: labels
  /// left out (`frame(100, 50)`), a label given twice, labels out of order.
  private func reportLabelShape(_ overloads: [Overload], _ args: [Argument], _ range: SourceRange) -> Bool {
    if !args.isEmpty, args.allSatisfy({ $0.label == nil && !$0.isTrailingClosure }) {
      let fits = overloads.filter { o in
        o.parameters.count >= args.count && o.parameters.prefix(args.count).allSatisfy { $0.label != nil }
          && o.parameters.dropFirst(args.count).allSatisfy(\.hasDefault)
      }
      let fewest = fits.map(\.parameters.count).min()
      let simplest = fits.filter { $0.parameters.count == fewest }
      if simplest.count == 1 {
        let labels = simplest[0].parameters.prefix(args.count).map { ($0.label ?? "_") + ":" }.joined()
        emit(.error("sema.argument-labels", "missing argument label\(args.count == 1 ? "" : "s") '\(labels)' in call"), range)
        return true
      }
    }
    // More arguments than any overload takes: swiftc points at the first one too many.
    if let most = overloads.map(\.parameters.count).max(), args.count > most, !args[most].isTrailingClosure {
      emit(SemaDiagnostics.extraArgument, args[most].value.range)
      return true
    }
    var given: [String] = []
    for a in args {
      guard let l = a.label else { continue }
      if given.contains(l), let r = a.labelRange {
        emit(.error("sema.extraneous-label", "extra argument '\(l)' in call"), r)
        return true
      }
      given.append(l)
    }
    for o in overloads {
      let order = o.parameters.compactMap(\.label)
      guard given.allSatisfy(order.contains) else { continue }
      let positions = given.map { order.firstIndex(of: $0) ?? 0 }
      if let i = positions.indices.dropFirst().first(where: { positions[$0] < positions[$0 - 1] }),
        let r = args.first(where: { $0.label == given[i] })?.labelRange
      {
        emit(.error("sema.argument-order", "argument '\(given[i])' must precede argument '\(given[i - 1])'"), r)
        return true
      }
    }
    return false
  }

  private func reportArgumentMismatch(_ param: Parameter, _ e: Expr, _ scope: Scope) {
    // Re-run loudly: unknown names inside the argument report themselves.
    let before = diagnostics.count
    // `.rde` for a Color: the member is what is wrong, as Swift says.
    if case .value(let typeName) = param.kind, isImplicitMember(e) {
      _ = valueArgument(typeName, e, scope, probe: false)
      if diagnostics.count > before { return }
      // Colours are views with static members (`Color.red`), not catalog value types.
      let viewName = String(SemaDiagnostics.sugared(typeName).filter { $0 != "?" })
      if case .implicitMember(let member) = e.kind, let entry = Catalog.views[viewName], staticMember(entry, member) == nil {
        emit(SemaDiagnostics.typeNoMember(viewName, member), e.range,
          suggestion: Suggestions.closest(to: member, in: entry.staticMembers.keys))
        return
      }
    }
    // `.background(.red)` where a generic View is expected (the iOS 13 overload).
    if case .view = param.kind, case .implicitMember(let member) = e.kind {
      emit(SemaDiagnostics.cannotInferBase(member), e.range)
      return
    }
    let t = checkArgumentLoosely(e, scope)
    guard diagnostics.count == before, !t.containsError else { return }
    emit(SemaDiagnostics.cannotConvert(TypePrinter.print(t), expectedName(param.kind)), e.range)
  }

  private func isImplicitMember(_ e: Expr) -> Bool {
    if case .implicitMember = e.kind { return true }
    if case .call(let callee, _) = e.kind, case .implicitMember = callee.kind { return true }
    return false
  }

  func checkArgumentLoosely(_ e: Expr, _ scope: Scope) -> SwiftType {
    if case .closure = e.kind { return .action }
    if case .implicitMember(let n) = e.kind { return .nominal("." + n, []) }
    return isViewExpression(e, scope) ? checkView(e, scope) : checkValue(e, scope, expected: nil)
  }

  func expectedName(_ kind: ParameterKind) -> String {
    switch kind {
    case .view, .viewBuilder, .rowBuilder, .rowContent: "some View"
    case .shapeStyle: "some ShapeStyle"
    case .shape: "some Shape"
    case .value(let t): t
    case .title: "String"
    case .binding(let t): "Binding<\(t)>"
    case .hashable: "some Hashable"
    case .data: "some RandomAccessCollection"
    case .identityKeyPath, .environmentKeyPath: "KeyPath"
    case .action, .actionTaking: "() -> Void"
    case .alignmentComputation: "(ViewDimensions) -> CGFloat"
    case .lengthComputation: "(CGFloat, Axis) -> CGFloat"
    case .style(let proto): "some \(proto)"
    case .builderTaking: "some View"
    case .implicitColor: "Color?"
    case .layoutValueKey: "LayoutValueKey.Type"
    }
  }

  func isStringLiteral(_ e: Expr) -> Bool {
    if case .stringLiteral = e.kind { return true }
    return false
  }
}
