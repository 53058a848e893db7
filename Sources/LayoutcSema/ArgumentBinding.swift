import LayoutcCatalog
import LayoutcSource
import LayoutcSyntax

/// Checks one argument against what its parameter accepts and returns the type it binds
/// (nil when it does not fit). With `probe`, closures are accepted by shape alone, so
/// overload selection never type-checks a nested builder twice.
extension TypeChecker {
  func bindArgument(_ kind: ParameterKind, _ e: Expr, _ scope: Scope, probe: Bool) -> SwiftType? {
    let isClosure: Bool = { if case .closure = e.kind { return true } else { return false } }()
    switch kind {
    case .viewBuilder:
      // `content: content`: a builder closure passed on (an initializer delegating to another).
      guard isClosure || functionValueType(e, scope) != nil else { return nil }
      return probe ? .action : checkBuilderClosure(e, scope)
    case .action:
      // A function value is an action too (`Button("Done", action: dismiss)`, a stored
      // `let onTap: () -> Void`): `() -> ()` and `() -> Void` are one type.
      guard isClosure else { return functionValue(e, scope, probe: probe) }
      if !probe { checkActionClosure(e, scope) }
      return .action
    case .rowBuilder, .rowContent, .alignmentComputation, .lengthComputation:
      guard isClosure else { return nil }
      if !probe && kind == .action { checkActionClosure(e, scope) }
      if !probe && kind == .alignmentComputation { checkAlignmentClosure(e, scope) }
      if !probe && kind == .lengthComputation { checkLengthClosure(e, scope) }
      return .action
    case .view:
      guard !isClosure, isViewExpression(e, scope) || !isLiteral(e) else { return nil }
      let t = checkView(e, scope)
      return t.isError && probe ? nil : t
    case .shape:
      guard !isClosure else { return nil }
      let t = checkView(e, scope)
      if t.isError { return probe ? nil : .error }
      if t.isAssumed { return t }
      return [.shape, .insettableShape].contains(receiverKind(t)) ? t : nil
    case .shapeStyle:
      guard !isClosure else { return nil }
      if case .implicitMember(let name) = e.kind {
        // `.red` where a ShapeStyle is expected: Color's static members (and the
        // hierarchical styles) are ShapeStyle members in current SDKs.
        // The iOS 13 SDK has no ShapeStyle members: `.fill(.red)` needs `Color.red` there.
        guard sdk.shapeStyleImplicitMembers else {
          if !probe { emit(SemaDiagnostics.typeNoMember("View", name), e.range) ; return .error }
          return nil
        }
        // A Color static the spec adds in an extension: `.fill(.brand)`.
        if model.globals["Color." + name] != nil {
          let t = staticPropertyType("Color." + name, e, e.range, scope)
          return t.isError || t.name == "Color" ? t : nil
        }
        // Hierarchical styles first: `.secondary` is a ShapeStyle member before a Color one.
        if let entry = Catalog.valueTypes["ShapeStyle"], entry.has(name, in: sdk) { return .nominal("HierarchicalShapeStyle", []) }
        // Materials (iOS 15): `.background(.ultraThinMaterial)`.
        if let entry = Catalog.valueTypes["Material"], entry.has(name, in: sdk) { return .nominal("Material", []) }
        if let entry = Catalog.valueTypes["BackgroundStyle"], entry.has(name, in: sdk) { return .nominal("BackgroundStyle", []) }
        if let color = Catalog.views["Color"], let t = staticMember(color, name) { return template(t) }
        if !probe, assumes(.member, "ShapeStyle." + name, at: e.range, in: scope.file) {
          return .assumed(Assumptions.placeholder("." + name), [])
        }
        if !probe {
          emit(SemaDiagnostics.typeNoMember("ShapeStyle", name), e.range,
            suggestion: Suggestions.closest(to: name, in: Catalog.views["Color"]?.staticMembers.keys.sorted() ?? []))
          return .error
        }
        return nil
      }
      if let t = gradientStyleType(e, scope, probe: probe) { return t }
      // A Color (`Color.red`, a `let tint: Color`, `Color.red.opacity(0.5)`) or a gradient, the
      // other views that are shape styles.
      let t = isViewExpression(e, scope) ? checkView(e, scope) : checkValue(e, scope, expected: .color)
      if t.isError { return probe ? nil : .error }
      if t.isAssumed { return t }
      return t.name == "Color" || Catalog.isGradientStyle(t.name) ? t : nil
    case .layoutValueKey:
      // `Rank.self`: the metatype of the key type, which the result names.
      guard !isClosure else { return nil }
      let t = checkValue(e, scope, expected: nil)
      guard let name = t.name, name.hasSuffix(".Type") else { return t.isError && !probe ? .error : nil }
      return .nominal(String(name.dropLast(5)), [])
    case .hashable:
      guard !isClosure else { return nil }
      // `Text(.now, format: .dateTime…)`: the format's input type, inferred from the format
      // style, is Date (`F.FormatInput`), which gives `.now` its base.
      var context: SwiftType? = nil
      if case .implicitMember("now") = e.kind { context = .nominal("Date", []) }
      let t = checkValue(e, scope, expected: context)
      return t.isError && probe ? nil : t
    case .title:
      guard !isClosure else { return nil }
      if case .stringLiteral = e.kind { _ = checkValue(e, scope, expected: .string); return .string }
      if let t = resourceTitle(e, scope) { return t.isError ? (probe ? nil : .error) : .string }
      let t = checkValue(e, scope, expected: .string)
      if t.isError { return probe ? nil : .error }
      if t.isAssumed { return .string }
      return t == .string ? t : nil
    case .binding(let name):
      if let t = constantBinding(e, valueType: name, scope) { return t.isError && probe ? nil : t }
      // A Binding passed on (`selection: choice`, an initializer's parameter).
      if case .identifier(let n) = e.kind, let local = scope.locals[n], case .nominal("Binding", _) = local { return local }
      // An assumed value may be a Binding (`isOn: viewModel.isOnBinding`).
      guard Self.isProjection(e) || Self.isBindingLocalMember(e, scope) else { return assumedValue(e, scope, probe: probe) }
      let t = checkValue(e, scope, expected: nil)
      if t.isError { return probe ? nil : .error }
      return t
    case .data:
      guard !isClosure else { return nil }
      let t = checkValue(e, scope, expected: nil)
      if t.isError { return probe ? nil : .error }
      if t.isAssumed { return t }
      return elementType(of: t) != nil ? t : nil
    case .identityKeyPath, .environmentKeyPath:
      guard case .keyPath(_, let components) = e.kind else { return nil }
      if kind == .environmentKeyPath {
        let key = components.first ?? ""
        if let t = environmentValueType(key) { return t }
        // A key the app declares, or one outside the vocabulary (`\.defaultMinListRowHeight`).
        if assumes(.value, "\\." + key, at: e.range, in: scope.file) { return .assumed(Assumptions.placeholder("\\." + key), []) }
        if !probe { emit(SemaDiagnostics.unknownEnvironmentKey(key), e.range); return .error }
        return nil
      }
      return .error
    case .value(let typeName):
      return valueArgument(typeName, e, scope, probe: probe)
    case .style(let proto):
      return bindStyle(proto, e, scope, probe: probe)
    case .actionTaking(let count):
      guard isClosure else { return functionValue(e, scope, probe: probe) }
      guard closureArity(e) == count else { return nil }
      if !probe { checkActionClosure(e, scope) }
      return .action
    case .builderTaking:
      // Checked with its parameter's type by `resolveOverload`, which knows the other arguments.
      return isClosure ? .action : nil
    case .implicitColor:
      guard case .implicitMember(let name) = e.kind, let color = Catalog.views["Color"], color.hasStaticMember(name, in: sdk)
      else { return nil }
      return .nominal("Color", [])
    }
  }

  /// `.constant(true)`, `Binding.constant(x)`: a binding that never changes (SwiftUI's
  /// `static func constant(_ value: Value) -> Binding<Value>`), as previews pass one. Its value
  /// is checked against the parameter's value type where the catalog names a concrete one
  /// (`Bool`, `String`), or the one `value` gives (a view's `@Binding var on: Bool`); nil for
  /// any other expression.
  func constantBinding(_ e: Expr, valueType name: String, _ scope: Scope, value: SwiftType? = nil) -> SwiftType? {
    guard case .call(let callee, let args) = e.kind, args.count == 1, args[0].label == nil else { return nil }
    switch callee.kind {
    case .implicitMember("constant"): break
    case .member(let base, "constant", _): guard case .identifier("Binding") = base.kind else { return nil }
    default: return nil
    }
    let concrete: Set<String> = ["Bool", "String", "Date", "Int", "Double"]
    let expected = value ?? (concrete.contains(name) ? .nominal(name, []) : nil)
    let t = checkValue(args[0].value, scope, expected: expected)
    return t.isError ? .error : .nominal("Binding", [value ?? t])
  }

  /// A value of an assumed type where another kind of argument is expected, nil otherwise.
  private func assumedValue(_ e: Expr, _ scope: Scope, probe: Bool) -> SwiftType? {
    guard isTolerant(scope.file), !isLiteral(e), !isClosureExpr(e) else { return nil }
    let t = checkValue(e, scope, expected: nil)
    if t.isError { return probe ? nil : .error }
    return t.isAssumed ? t : nil
  }

  private func isClosureExpr(_ e: Expr) -> Bool { if case .closure = e.kind { true } else { false } }

  /// A value passed where a closure is expected: a function value (a closure property, a
  /// method reference of an assumed value), nil for anything else.
  private func functionValue(_ e: Expr, _ scope: Scope, probe: Bool) -> SwiftType? {
    if isLiteral(e) { return nil }
    let t = checkValue(e, scope, expected: nil)
    if t.isError { return probe ? nil : .error }
    return t.isFunction || t.isAssumed ? .action : nil
  }

  func isLiteral(_ e: Expr) -> Bool {
    switch e.kind {
    case .integerLiteral, .floatLiteral, .stringLiteral, .booleanLiteral, .nilLiteral, .implicitMember, .keyPath: true
    default: false
    }
  }

  /// An argument of a named value type: literals, implicit members (`.leading`,
  /// `.system(size: 12)`) and typed expressions.
  func valueArgument(_ typeName: String, _ e: Expr, _ scope: Scope, probe: Bool) -> SwiftType? {
    var name = typeName
    var optional = false
    if name.hasPrefix("Optional<") { name = String(name.dropFirst(9).dropLast()); optional = true }
    if name.hasSuffix("?") { name = String(name.dropLast()); optional = true }
    let entry = valueType(name)
    // Nested value types print by their last name (`Edge.Set` is `Set`).
    let expected = entry.map { SwiftType.nominal($0.runtimeName, []) } ?? runtimeNamed(template(name))
    switch e.kind {
    case .nilLiteral:
      return optional ? .optional(expected) : nil
    case .implicitMember(let member):
      // A static the spec adds in an extension (`extension Color { static let brand = ... }`).
      if model.globals[name + "." + member] != nil {
        let t = staticPropertyType(name + "." + member, e, e.range, scope)
        return t.isError || compatible(t, expected) ? t : nil
      }
      // Color is a view entry, not a value type: `.foregroundColor(.red)`, `.shadow(color: .black)`.
      if entry == nil, name == "Color", let color = Catalog.views["Color"] { return staticMember(color, member) != nil ? expected : nil }
      guard let entry else { return nil }
      // A static property wins over a static function of the same name (`AnyTransition.scale`).
      let isProperty = entry.functions[member] == nil || entry.members.contains(member)
      if entry.has(member, in: sdk) && isProperty || isCustomAlignment(member, entry.name) { return expected }
      // Not while probing overloads: `.padding(.horizontal)` must not fit `padding(_: CGFloat)`;
      // but a member the platform declares on this very type fits (`role: .confirm`, iOS 26).
      if probe, isTolerant(scope.file), PlatformNames.member(member, of: entry.name) != nil { return expected }
      if !probe, assumes(.member, entry.name + "." + member, at: e.range, in: scope.file) {
        if quiet == 0 { noteAssumed(entry.name + "." + member, of: e) }
        return expected
      }
      if !probe {
        emit(SemaDiagnostics.typeNoMember(entry.name, member), e.range, suggestion: Suggestions.closest(to: member, in: entry.members))
        return .error
      }
      return nil
    case .call(let callee, let args):
      if case .implicitMember(let fn) = callee.kind {
        // A static function the app adds in an extension (`.grid(4)` for `extension CGFloat
        // { static func grid(_ n: Int) -> Self }`): its declared result. Beside the type's own
        // function of the name (`Font.custom`), only where its labels fit the call.
        let appOverloads = model.functions[name + "." + fn] ?? []
        let catalogHasIt = entry.map { $0.functions[fn] != nil && $0.has(fn, in: sdk) } ?? false
        if !appOverloads.isEmpty,
          !catalogHasIt || appOverloads.contains(where: { matchedPairs(declaredParameters($0.decl.parameters), args) != nil })
        {
          if probe { return expected }
          let t = functionCallType(name + "." + fn, args, e, callee, scope)
          return t.isError || compatible(t, expected) ? t : nil
        }
        // `.init(vertical: 1, horizontal: 4)` of an initializer the app adds to the type.
        if fn == "init", let entry, !labelsFit(args.map(\.label), entry.functions[fn] ?? []),
          let candidates = model.extensionInitializers[entry.name],
          candidates.contains(where: { matchedPairs(declaredParameters($0.decl.parameters), args) != nil })
        {
          if probe { return expected }
          let t = extensionInitType(entry, args, e, scope) ?? .error
          return t.isError ? .error : t.isAssumed ? t : expected
        }
        // `.init(horizontal: .leading, vertical: .myV)`: each argument against its parameter's type.
        if fn == "init", let entry, entry.parameterTypes[fn] != nil, entry.has(fn, in: sdk) {
          if !probe { _ = valueTypeInit(entry, args, callee, e, scope) }
          return expected
        }
        guard let entry, let labels = entry.functions[fn], entry.has(fn, in: sdk) else {
          if !probe, let entry {
            emit(SemaDiagnostics.typeNoMember(entry.name, fn), callee.range, suggestion: Suggestions.closest(to: fn, in: entry.functions.keys))
            return .error
          }
          return nil
        }
        if !probe {
          let have = args.map { $0.label }
          // An initializer overload the vocabulary lacks, in app Swift: an opaque value there.
          if fn == "init", !labelsFit(have, labels), isTolerant(scope.file) { return valueTypeInit(entry, args, callee, e, scope) }
          if !labelsFit(have, labels) {
            emit(SemaDiagnostics.incorrectLabels(
              have: have.map { ($0 ?? "_") + ":" }.joined(), expected: labels.map { ($0 ?? "_") + ":" }.joined()), callee.range)
          }
          for a in args { _ = checkValue(a.value, scope, expected: staticFunctionArgumentType(entry, a.value)) }
          // The evaluator places a defaulted function's arguments by label (`.flexible(maximum:)`),
          // which needs the type the call was read as.
          if entry.defaultedFunctions.contains(fn) { record(expected, of: e, in: scope.file) }
        }
        return expected
      }
    case .array(let elements) where name.hasSuffix(".Set") || entry?.literals.contains("array") == true:
      // An OptionSet is an array literal of its members: `.padding([.leading, .bottom], 6)`.
      for x in elements {
        guard let t = valueArgument(name, x, scope, probe: probe) else { return nil }
        if t.isError { return .error }
      }
      return expected
    default: break
    }
    // An optional parameter is the context of the whole argument: `c ? 100 : nil`.
    let t = checkValue(e, scope, expected: optional ? .optional(expected) : expected)
    if t.isError { return probe ? nil : .error }
    if compatible(t, expected) || (optional && compatible(t, .optional(expected))) { return expected }
    return nil
  }

  /// The contextual type of an implicit member passed to a static function (`.system(.body,
  /// design: .rounded)`): the catalog lists the functions' labels only, so the member is looked
  /// up in the entry's nested types first (`Font.Design`), then in any value type.
  private func staticFunctionArgumentType(_ entry: ValueTypeEntry, _ e: Expr) -> SwiftType? {
    guard case .implicitMember(let member) = e.kind else { return nil }
    let candidates = Catalog.valueTypes.values.filter { $0.members.contains(member) }.sorted { $0.name < $1.name }
    let found = candidates.first { $0.name.hasPrefix(entry.name + ".") } ?? candidates.first
    return found.map { .nominal($0.runtimeName, []) }
  }

  func labelsFit(_ have: [String?], _ want: [String?]) -> Bool {
    var i = 0
    for l in have {
      while i < want.count && want[i] != l { i += 1 }
      if i == want.count { return false }
      i += 1
    }
    return true
  }

  /// Swift's implicit conversions that matter here: numeric literals already took the
  /// expected type; Double and CGFloat convert both ways (SE-0307); a value wraps into Optional.
  func compatible(_ actual: SwiftType, _ expected: SwiftType) -> Bool {
    if actual == expected || actual.containsError || expected.containsError { return true }
    if actual.isVoid && expected.isVoid { return true }
    if actual.isAssumed || expected.isAssumed { return true }
    // `[.classic]` as an `Array<Donut>` where `.classic` was assumed: the same type around it.
    if actual.containsAssumption || expected.containsAssumption, sameShape(actual, expected) { return true }
    if case .parameter = expected { return true }
    // A generic `T: Named` where a `Named` (or a protocol it refines) is expected.
    if case .parameter(let p) = actual, let proto = expected.name, parameterConforms(p, to: proto) { return true }
    // Function values: parameters are not kept, results only where written.
    if case .function(let a) = actual, case .function(let b) = expected {
      guard let a, let b else { return true }
      return compatible(a, b)
    }
    let numericPair: Set<String> = ["Double", "CGFloat"]
    if let a = actual.name, let b = expected.name, numericPair.contains(a), numericPair.contains(b) { return true }
    if case .nominal("Optional", let w) = expected, let inner = w.first {
      // `T?` as `U?` where `T` converts to `U` (`(() -> ())?` as `(() -> Void)?`).
      if case .nominal("Optional", let v) = actual, let wrapped = v.first, compatible(wrapped, inner) { return true }
      return compatible(actual, inner)
    }
    if expected.name == "LocalizedStringKey" && actual == .string { return true }
    if upcasts(actual, expected) { return true }
    // Arrays convert element by element where the elements upcast (`[RegexFilter]` as
    // `[any TextFilter]`, `[Subclass]` as `[Base]`).
    if case .nominal("Array", let x) = actual, case .nominal("Array", let y) = expected, x.count == 1, y.count == 1, upcasts(x[0], y[0]) {
      return true
    }
    // A tuple's labels may be dropped or added (`(x: 1, y: 2)` as `(CGFloat, CGFloat)`).
    if case .tuple(let x, let lx) = actual, case .tuple(let y, let ly) = expected, x.count == y.count, lx.count == ly.count,
      zip(lx, ly).allSatisfy({ $0 == nil || $1 == nil || $0 == $1 }), zip(x, y).allSatisfy({ compatible($0, $1) })
    {
      return true
    }
    return false
  }

  /// A value of a declared type where a declared protocol it conforms to, or a class it
  /// inherits from, is expected.
  func upcasts(_ actual: SwiftType, _ expected: SwiftType) -> Bool {
    if actual == expected { return true }
    guard let a = actual.name, let b = expected.name else { return false }
    // A standard type conforms in an extension the app declares (`extension String: Titled`).
    if model.protocols[b] != nil, model.conformedProtocols(a).contains(b) { return true }
    return model.superclasses(of: a).contains(b)
  }

  /// The same type where assumed parts stand for anything: `Array<<assumed .x>>` and `Array<Donut>`.
  func sameShape(_ a: SwiftType, _ b: SwiftType) -> Bool {
    switch (a, b) {
    case (.assumed, _), (_, .assumed): return true
    case (.nominal(let n, let x), .nominal(let m, let y)): return n == m && x.count == y.count && zip(x, y).allSatisfy { sameShape($0, $1) }
    case (.tuple(let x, _), .tuple(let y, _)): return x.count == y.count && zip(x, y).allSatisfy { sameShape($0, $1) }
    default: return a == b
    }
  }

  /// A `@ViewBuilder` closure, or a closure value passed on (`content: content`): the
  /// builder's result type.
  /// - Parameter parameters: the closure parameters' types where the callee declares them
  ///   (`$0` takes the first when the closure names none).
  func checkBuilderClosure(_ e: Expr, _ scope: Scope, parameters: [SwiftType]? = nil) -> SwiftType {
    guard case .closure(let c) = e.kind else {
      // `content: content`: a closure value passed on; its declared result is the content,
      // assumed in a tolerant file where its type names a generic layoutc does not bind.
      if case .function(let result)? = functionValueType(e, scope) {
        if let result { return result }
        if case .identifier(let n) = e.kind, let t = assumedClosureParameter(n + "()", in: scope.file) { return t }
      }
      return checkView(e, scope)
    }
    var inner = scope
    bindCaptures(c, &inner, outer: scope)
    for (i, p) in c.parameters.enumerated() { inner.locals[p.name] = parameters.flatMap { i < $0.count ? $0[i] : nil } ?? .error }
    if c.parameters.isEmpty, let first = parameters?.first { inner.shorthand = first }
    let t = buildBody(c.body, scope: inner, isBuilder: true, range: e.range)
    facts.types[ObjectIdentifier(e)] = t
    return t
  }

  /// A row builder receives one element of the data (`{ pet in ... }` or `$0`). Without
  /// `@ViewBuilder` (iOS 13's `ForEach(_:id:content:)`) a closure of several statements and no
  /// `return` returns `()`: swiftc's "type '()' cannot conform to 'View'" at the call.
  func checkRowBuilder(_ e: Expr, element: SwiftType, isBuilder: Bool = true, callee: SourceRange? = nil, _ scope: Scope) -> SwiftType {
    guard case .closure(let c) = e.kind else { return .error }
    var inner = scope
    bindRowParameters(c, element, &inner)
    if !isBuilder, !containsReturn(c.body), !(c.body.count == 1 && { if case .expression = c.body[0].kind { true } else { false } }()) {
      emit(SemaDiagnostics.voidNotAView, callee ?? e.range,
        notes: [Note("only concrete types such as structs, enums and classes can conform to protocols", file: currentFile?.path, range: callee ?? e.range)])
      return .error
    }
    let t = buildBody(c.body, scope: inner, isBuilder: isBuilder, range: e.range)
    facts.types[ObjectIdentifier(e)] = t
    return t
  }

  /// `{ pet in … }` gets the element; `{ index, name in … }` over a tuple element
  /// destructures it (Swift allows several parameters for one tuple argument); `{ $item in … }`
  /// over a collection of bindings gets the `Binding` as `$item` and its value as `item`
  /// (SE-0293's property-wrapper closure parameters).
  func bindRowParameters(_ c: Closure, _ element: SwiftType, _ inner: inout Scope) {
    guard let first = c.parameters.first else { inner.shorthand = element; return }
    if c.parameters.count > 1, case .tuple(let elements, _) = element, elements.count == c.parameters.count {
      for (p, t) in zip(c.parameters, elements) where p.name != "_" { inner.locals[p.name] = t }
      return
    }
    inner.locals[first.name] = element
    if first.name.hasPrefix("$") {
      let wrapped: SwiftType = if case .nominal("Binding", let w) = element, let v = w.first { v } else { element }
      inner.locals[String(first.name.dropFirst())] = wrapped
    }
  }

  /// A closure's capture list binds its names: `[weak x]` is an Optional of what `x` is
  /// outside (The Swift Programming Language, "Resolving Strong Reference Cycles for
  /// Closures"), `[unowned x]` and `[x]` the same type, `[y = e]` the type of `e`.
  func bindCaptures(_ c: Closure, _ inner: inout Scope, outer scope: Scope) {
    for item in c.captures where item.name != "self" {
      quiet += 1
      let t = checkValue(item.value ?? Expr(.identifier(item.name), item.range), scope, expected: nil)
      quiet -= 1
      if case .nominal("Optional", _) = t { inner.locals[item.name] = t; continue }
      inner.locals[item.name] = item.specifier == "weak" && !t.isError && !t.isAssumed ? .optional(t) : t
    }
  }

  func checkActionClosure(_ e: Expr, _ scope: Scope, parameterType: SwiftType = .error) {
    guard case .closure(let c) = e.kind else { return }
    var inner = scope
    bindCaptures(c, &inner, outer: scope)
    // A tolerant file's action parameters the modifier does not type (`.onChange { old, new in … }`)
    // are assumed values.
    let known = parameterType == .error ? nil : parameterType
    for p in c.parameters {
      inner.locals[p.name] = known ?? assumedClosureParameter(p.name, in: scope.file) ?? .error
    }
    if c.parameters.isEmpty { inner.shorthand = known ?? assumedClosureParameter("$0", in: scope.file) }
    // A single expression is the closure's result, whose type layoutc does not know (`{ nil }`).
    let result = c.body.count == 1 ? assumedClosureParameter("result", in: scope.file) : nil
    // Every statement is checked, as in any function body; what the action calls that layoutc
    // does not model is assumed in a tolerant file.
    walkStatements(c.body, &inner,
      expression: { x, s in
        _ = self.isViewExpression(x, s) ? self.checkView(x, s) : self.checkValue(x, s, expected: result)
        self.checkAssignmentTarget(x, s)
      },
      // Its returns have the closure's result type, which the context gives and layoutc does
      // not know: assumed in a tolerant file (`return nil` from an event monitor).
      returned: { x, s in _ = self.checkValue(x, s, expected: self.assumedClosureParameter("result", in: scope.file)) })
  }

  /// A view is a value: an action may assign only to wrapped properties whose `wrappedValue`
  /// has a `nonmutating set` (`@State`, `@Binding`, `@AppStorage`, `@FocusState`, ...).
  private func checkAssignmentTarget(_ x: Expr, _ scope: Scope) {
    guard case .binaryOperator(let op, let target, _) = x.kind, ["=", "+=", "-=", "*=", "/=", "%="].contains(op),
      let view = scope.view
    else { return }
    var name: String
    switch target.kind {
    case .identifier(let n) where scope.locals[n] == nil: name = n
    case .member(let base, let n, _):
      guard case .identifier("self") = base.kind else { return }
      name = n
    default: return
    }
    guard let p = view.storedProperties.first(where: { $0.name == name }), p.wrapper?.isSettable != true else { return }
    // A wrapper layoutc does not know (an app's or a package's `@ViewStorage`) may have a
    // `nonmutating set`, as SwiftUI's own do: not an error.
    if p.wrapper == nil, p.decl.attributes.contains(where: { $0.name.first?.isUppercase == true }) { return }
    if p.wrapper != nil {
      emit(SemaDiagnostics.assignToGetOnly(name), target.range)
    } else {
      emit(p.decl.isLet ? SemaDiagnostics.assignToLet(name) : SemaDiagnostics.assignToImmutableSelf, target.range)
    }
  }

  func checkAlignmentClosure(_ e: Expr, _ scope: Scope) {
    guard case .closure(let c) = e.kind else { return }
    var inner = scope
    if let p = c.parameters.first { inner.locals[p.name] = .nominal("ViewDimensions", []) } else { inner.shorthand = .nominal("ViewDimensions", []) }
    _ = typeFromReturns(c.body, scope: inner, range: e.range, valueResult: true)
  }

  /// `{ length, axis in length * 0.8 }`: a container's length (`CGFloat`) and its `Axis` in, a
  /// length out.
  func checkLengthClosure(_ e: Expr, _ scope: Scope) {
    guard case .closure(let c) = e.kind else { return }
    var inner = scope
    for (p, t) in zip(c.parameters, [SwiftType.nominal("CGFloat", []), .nominal("Axis", [])]) { inner.locals[p.name] = t }
    _ = typeFromReturns(c.body, scope: inner, range: e.range, valueResult: true)
  }

  /// The element type of a collection the row builder iterates.
  /// The elements a loop or `Array(_:)` visits: a collection's (`elementType`), or a String's
  /// Characters. Only there: its other methods are String's own (`dropFirst()` is a Substring).
  func visitedElementType(of t: SwiftType) -> SwiftType? {
    if case .nominal("String", _) = t { return .nominal("Character", []) }
    return elementType(of: t)
  }

  func elementType(of t: SwiftType) -> SwiftType? {
    switch t {
    case .assumed: return Assumptions.member(of: t, "element")
    case .nominal("Array", let a), .nominal("Range", let a), .nominal("ClosedRange", let a), .nominal("ArraySlice", let a),
      .nominal("Set", let a):
      return a.first
    // A Dictionary is a sequence of `(key: Key, value: Value)` (its `Element`).
    case .nominal("Dictionary", let a) where a.count == 2:
      return .tuple(a, labels: ["key", "value"])
    case .nominal("ReversedCollection", let a), .nominal("Slice", let a):
      return a.first.flatMap { elementType(of: $0) }
    // `ForEach($items) { $item in … }`: a Binding to a collection is a collection of Bindings
    // (SwiftUI: `extension Binding: Collection where Value: MutableCollection`, `Element ==
    // Binding<Value.Element>`).
    case .nominal("Binding", let a):
      return a.first.flatMap { elementType(of: $0) }.map { .nominal("Binding", [$0]) }
    case .nominal(Self.childrenType, _):
      return .nominal(Self.childType, [])
    case .nominal(Self.subviewsType, _), .nominal("SubviewsCollectionSlice", _):
      return .nominal(Self.subviewType, [])
    case .nominal(Self.sectionsType, _):
      return .nominal(Self.sectionType, [])
    case .nominal("EnumeratedSequence", let a):
      guard let base = a.first, let e = elementType(of: base) else { return nil }
      return .tuple([.int, e], labels: ["offset", "element"])
    // `zip(a, b)`: pairs of the two sequences' elements, unlabeled.
    case .nominal("Zip2Sequence", let a) where a.count == 2:
      guard let first = elementType(of: a[0]), let second = elementType(of: a[1]) else { return nil }
      return .tuple([first, second], labels: [nil, nil])
    default: return nil
    }
  }

  /// `\.name` into the element type: the property's type.
  func keyPathType(_ e: Expr, root: SwiftType, _ scope: Scope) -> SwiftType? {
    let components: [KeyPathComponent]
    switch e.kind {
    case .keyPath(_, let names): components = names.map { .property($0) }
    case .keyPathComponents(_, let written): components = written
    default: return nil
    }
    var t = root
    // After `?` (`\.?.name`, `\.owner?.name`) the key path's value is an Optional.
    var chained = false
    for component in components {
      if t.isError { return .error }
      let c: String
      switch component {
      case .property(let name): c = name
      case .optional(let mark):
        if t.isAssumed { continue }
        guard case .nominal("Optional", let w) = t, let wrapped = w.first else { return nil }
        t = wrapped
        chained = chained || mark == "?"
        continue
      case .subscript: return nil
      }
      if c == "self" { continue }
      if t.isAssumed { return Assumptions.member(of: t, c) }
      if c == "hashValue", isHashable(t) { t = .int; continue }
      guard let next = memberType(of: t, c) else {
        emit(.error("sema.key-path-member", "value of type '\(TypePrinter.print(t))' has no member '\(c)'"), e.range,
          suggestion: Suggestions.closest(to: c, in: memberNames(of: t)))
        return .error
      }
      t = next
    }
    if chained, t.name != "Optional", !t.isAssumed { return .optional(t) }
    return t
  }

  /// `ForEach(data)` without `id:` requires Identifiable elements; their ID is the `id` type.
  func identifiableID(_ element: SwiftType, at range: SourceRange) -> SwiftType {
    if element.isError { return .error }
    if element.isAssumed { return Assumptions.member(of: element, "id") }
    // Over `$items`, the Bindings' values are identified (`ID == C.Element.ID`).
    if case .nominal("Binding", let w) = element, let value = w.first { return identifiableID(value, at: range) }
    if element.name == Self.childType { return .nominal("AnyHashable", []) }
    // A generic `T: Named` where `Named` refines Identifiable: its ID is `T.ID`.
    if case .parameter(let p) = element, parameterConforms(p, to: "Identifiable") { return .parameter(p + ".ID") }
    if element.name == Self.subviewType { return .nominal(Self.subviewType + ".ID", []) }
    if element.name == Self.sectionType { return .nominal(Self.sectionType + ".ID", []) }
    if let name = element.name, model.dataTypes[name] != nil || model.enums[name] != nil {
      // `let id = UUID()`, `let id = 7`: the type is inferred from the initial value; an enum's
      // `var id: Self { self }`. The conformance may be declared by an extension.
      if model.conforms(name, to: "Identifiable") {
        if let id = memberType(of: element, "id") { return id }
        // A class's `id` comes from the standard library (`extension Identifiable where Self:
        // AnyObject { var id: ObjectIdentifier }`), a SwiftData model's from PersistentModel.
        if let data = model.dataTypes[name], data.isClass {
          return .nominal(model.conforms(name, to: "PersistentModel") ? "PersistentIdentifier" : "ObjectIdentifier", [])
        }
      }
    }
    emit(SemaDiagnostics.notIdentifiable(TypePrinter.print(element)), range)
    return .error
  }

  /// Types of the `EnvironmentValues` key paths `.environment(\.key, value)` accepts.
  func environmentValueType(_ key: String) -> SwiftType? {
    switch key {
    case "font": .optional(.nominal("Font", []))
    case "lineLimit": .optional(.int)
    case "layoutDirection": .nominal("LayoutDirection", [])
    case "multilineTextAlignment": .nominal("TextAlignment", [])
    case "truncationMode": .nominal("TruncationMode", [])
    case "isEnabled": .bool
    case "colorScheme": .nominal("ColorScheme", [])
    case "sizeCategory": .nominal("ContentSizeCategory", [])
    case "dynamicTypeSize": .nominal("DynamicTypeSize", [])
    case "lineSpacing", "minimumScaleFactor": .cgFloat
    default: nil
    }
  }
}
