import LayoutcCatalog
import LayoutcSource
import LayoutcSyntax

/// Calls in value position: data initializers, the standard-library calls specs use
/// (`UUID()`, `Int.random(in:)`, `Array(x)`, `x.enumerated()`), and static functions of
/// catalog value types (`Font.system(size:)`).
extension TypeChecker {
  func callType(_ e: Expr, _ callee: Expr, _ args: [Argument], _ scope: Scope, expected: SwiftType?) -> SwiftType {
    switch callee.kind {
    case .identifier(let name) where scope.locals[name] == nil:
      if let key = declaredType(name), let data = model.dataTypes[key] { return dataInit(data, args, e, scope) }
      if let view = scope.view, view.member(named: name) == nil, let t = viewMethod(view, name, args, scope) { return t }
      if let key = declaredType(name), let en = model.enums[key] { return enumInitType(en, args, e, scope) }
      // `Self(n)` in an extension of a standard type: that type's initializer.
      let name = name == "Self" && declaredType(name) == nil ? typeContext.flatMap { Self.knownTypeNames.contains($0) ? $0 : nil } ?? name : name
      // `Binding($item.field)`: a Binding of the unwrapped value.
      if name == "Binding", args.count == 1, args[0].label == nil, Self.isProjection(args[0].value) {
        return unwrappingBindingType(args[0].value, scope)
      }
      if let t = builtinInitializerType(name, args, e, scope, expected: expected) { return t }
      let appFunction = functionKey(name, args, scope)
      if appFunction == nil, let id = Builtins.function(name) {
        recordBuiltin(.function(id), of: e)
        return builtinFunctionType(id, args, e, scope, expected: expected)
      }
      // `HStackLayout()`, `AnyLayout(…)` without content: a layout value, not the container view.
      let hasContent = args.last.map { a -> Bool in if case .closure = a.value.kind { a.isTrailingClosure } else { false } } ?? false
      if !hasContent, Self.layoutValueTypes.contains(name), let entry = valueType(name) { return valueTypeInit(entry, args, callee, e, scope) }
      if Catalog.views[name] != nil || declaredType(name).map({ model.views[$0] != nil }) == true { return checkView(e, scope) }
      if let view = scope.view, view.member(named: name) != nil, !callsClosureProperty(callee, args, scope) { return checkView(e, scope) }
      if let key = appFunction { return functionCallType(key, args, e, callee, scope) }
      // A catalog value type's initializer written out: `CGSize(width: 1, height: 2)`, `EdgeInsets(…)`.
      if let entry = valueType(name), entry.functions["init"] != nil, entry.has("init", in: sdk) {
        return valueTypeInit(entry, args, callee, e, scope)
      }
      if let t = callOfClosureProperty(name, args, scope) { return t }
      if let t = callOfAssumedProperty(name, args, e, scope) { return t }
      if let t = assumedName(name, callee.range, args: args, e, scope) { return t }
      return unknownName(name, callee.range, scope)
    case .member(let base, let name, let nameRange):
      if case .identifier("self") = base.kind, let t = callOfClosureProperty(name, args, scope) { return t }
      if let owner = staticBase(base, scope), model.functions[owner + "." + name] != nil {
        return functionCallType(owner + "." + name, args, e, callee, scope)
      }
      if let nested = nestedTypeReference(callee, scope) {
        if let data = model.dataTypes[nested] { return dataInit(data, args, e, scope) }
        if let en = model.enums[nested] { return enumInitType(en, args, e, scope) }
        if model.views[nested] != nil { return checkView(e, scope) }
      }
      if let key = typeReference(base, scope), let en = model.enums[key] {
        if name == "init" { return enumInitType(en, args, e, scope) }
        if let element = en.cases.first(where: { $0.name == name }) {
          checkEnumCaseArguments(element, en, args, e, scope)
          return .nominal(key, [])
        }
        checkArguments(args, scope)
        emit(SemaDiagnostics.typeNoMember(TypePrinter.runtimeName(key), name), nameRange, suggestion: Suggestions.closest(to: name, in: en.cases.map(\.name)))
        return .error
      }
      if case .identifier(let typeName) = base.kind, scope.locals[typeName] == nil {
        if ["Int", "Double", "CGFloat", "Bool", "Float"].contains(typeName), name == "random" {
          checkArguments(args, scope, expected: .nominal(typeName == "Bool" ? "Int" : typeName, []))
          return .nominal(typeName, [])
        }
        // `Gradient.Stop(color: .red, location: 0)`: a nested value type's initializer.
        if let nested = valueType(typeName + "." + name), nested.functions["init"] != nil, nested.has("init", in: sdk) {
          return valueTypeInit(nested, args, callee, e, scope)
        }
        if let entry = valueType(typeName) {
          if name == "init", entry.functions[name] != nil, entry.has(name, in: sdk) { return valueTypeInit(entry, args, callee, e, scope) }
          if entry.functions[name] != nil && entry.has(name, in: sdk) { checkArguments(args, scope); return .nominal(typeName, []) }
          if let t = assumedStaticMember(typeName, name, nameRange, e, scope, args: args) { return t }
          emit(SemaDiagnostics.typeNoMember(typeName, name), nameRange, suggestion: Suggestions.closest(to: name, in: entry.functions.keys))
          return .error
        }
        if Catalog.views[typeName] != nil || declaredType(typeName).map({ model.views[$0] != nil }) == true { return checkView(e, scope) }
        // `Binding.constant(true)` for a view's `@Binding` property: a Binding of its value type.
        if typeName == "Binding", name == "constant",
          let t = constantBinding(e, valueType: "", scope, value: expected?.name == "Binding" ? expected?.arguments.first : nil)
        {
          return t
        }
      }
      // `a?.method()`: the method of the wrapped value, its result an Optional (never nested).
      if Self.isOptionallyChained(base) {
        let bt = checkValue(base, scope, expected: nil)
        // An assumed wrapped value (`(x as? Item)?.owner()` with `Item` from another module)
        // has an assumed member unless the name is a modifier layoutc knows.
        let assumedValue = { (t: SwiftType) in t.isAssumed && Catalog.modifiers[name] == nil && self.model.viewExtensions[name] == nil }
        if case .nominal("Optional", let w) = bt, let inner = w.first, !isViewType(inner) || assumedValue(inner) {
          let t = methodCallType(inner, base, name, nameRange, args, e, callee, scope)
          if t.isError || t.isAssumed { return t }
          if case .nominal("Optional", _) = t { return t }
          return .optional(t)
        }
      }
      if let t = proxyCall(base, name, args, e, scope) { return t }
      if isViewExpression(e, scope) { return checkView(e, scope) }
      // The base of an implicit member chain has the chain's contextual type (SE-0287):
      // `.font(.title.bold())` looks `.title` up in Font.
      // An Optional context is looked through (`.font(.headline.weight(.regular))`: `Font?`).
      var chainContext = expected
      if case .nominal("Optional", let w)? = expected { chainContext = w.first }
      let bt = checkValue(base, scope, expected: Self.startsWithImplicitMember(base) ? chainContext : nil)
      return methodCallType(bt, base, name, nameRange, args, e, callee, scope)

    case .implicitMember(let name):
      if name == "init", let expected, let entry = valueType(expected.name ?? ""), entry.functions["init"] != nil, entry.has("init", in: sdk) {
        _ = valueTypeInit(entry, args, callee, e, scope)
        return expected
      }
      let context = expected.map(Self.unwrappedOptional)
      // `.custom(…)` where an assumed value is expected: a member of the assumed type.
      if let context, context.isAssumed {
        checkAssumedArguments(args, scope, content: false, root: Assumptions.name(of: context))
        if quiet == 0 { noteAssumed(Assumptions.name(of: context), of: e) }
        return Assumptions.member(of: context, name)
      }
      guard let context, let expected, !context.isError else {
        if context == nil, let t = unknownContextMember(name, callee.range, e) {
          checkAssumedArguments(args, scope, content: false, root: "." + name)
          return t
        }
        checkArguments(args, scope)
        if context == nil { emit(SemaDiagnostics.cannotInferBase(name), callee.range) }
        return .error
      }
      // A static function the module declares on the contextual type, an extension of a
      // standard one included (`spacing: .grid(4)` for `extension CGFloat { static func grid }`).
      if let typeName = context.name, model.functions[typeName + "." + name] != nil {
        return functionCallType(typeName + "." + name, args, e, callee, scope)
      }
      if let en = model.enums[context.name ?? ""] {
        if name == "init" { return enumInitType(en, args, e, scope) }
        if let element = en.cases.first(where: { $0.name == name }) {
          checkEnumCaseArguments(element, en, args, e, scope)
          return context
        }
      }
      // The parameters of a static function of a known type are not in the vocabulary:
      // `.constant(nil)` is an assumption about the argument's type in a tolerant file.
      if isTolerant(scope.file) {
        checkAssumedArguments(args, scope, content: false, root: TypePrinter.print(context) + "." + name)
      } else {
        checkArguments(args, scope)
      }
      if let entry = valueType(context.name ?? "") {
        if entry.has(name, in: sdk) { return expected }
        if quiet == 0, assumes(.member, entry.name + "." + name, at: callee.range, in: scope.file) {
          noteAssumed(entry.name + "." + name, of: e)
          return expected
        }
        emit(SemaDiagnostics.typeNoMember(entry.name, name), callee.range, suggestion: Suggestions.closest(to: name, in: entry.functions.keys))
        return .error
      }
      if let en = model.enums[context.name ?? ""] {
        if en.cases.contains(where: { $0.name == name }) { return expected }
      }
      return expected
    case .specialize, .array, .dictionary:
      // `Set<String>()`, `[Item]()`, `[String: Int]()`: an initializer of a written type.
      guard let t = typeExpression(callee, scope) else {
        if case .specialize = callee.kind { return checkValue(callee, scope, expected: nil) }
        checkArguments(args, scope)
        emit(SemaDiagnostics.unsupportedExpression("this call"), callee.range)
        return .error
      }
      if let key = t.name, model.dataTypes[key] != nil || model.enums[key] != nil {
        // The declared type's initializers are not matched with explicit generic arguments: in
        // a tolerant file each argument's context is assumed (`Box<Item>(nil)`), in a spec the
        // arguments are checked on their own.
        if isTolerant(scope.file) {
          checkAssumedArguments(args, scope, content: false, root: key + ".init")
        } else {
          checkArguments(args, scope)
        }
      } else if t.isAssumed || !["Array", "Dictionary", "Set"].contains(t.name ?? "") || !args.isEmpty {
        checkAssumedArguments(args, scope, content: false, root: Assumptions.name(of: t))
      }
      return t
    case .postfixOperator("?", let inner):
      // `action?()`: the call's result, as an Optional (typed as the call of `action`).
      let t = callType(Expr(.call(callee: inner, arguments: args), e.range), inner, args, scope, expected: nil)
      if t.isError || t.isAssumed { return t }
      if case .nominal("Optional", _) = t { return t }
      return .optional(t)
    case .closure(let c) where args.isEmpty && c.parameters.isEmpty:
      return immediatelyCalledClosure(c, callee, e, scope, expected: expected)
    case .identifier(let name) where scope.localFunctions[name] != nil && scope.locals[name]?.isFunction == true:
      return localFunctionCallType(scope.localFunctions[name]!, args, e, scope)
    case .identifier(let name) where scope.locals[name]?.isFunction == true:
      // A closure parameter or local called (`action()`): its result where its type was
      // written (`if let preview` of a `((Option) -> Preview)?` property).
      checkArguments(args, scope)
      if case .function(let result?)? = scope.locals[name] { return result }
      if let t = assumedClosureParameter(name + "()", in: scope.file) { return t }
      emit(SemaDiagnostics.unsupportedExpression("the result of calling the closure '\(name)'"), e.range)
      return .error
    case .identifier(let name) where scope.locals[name]?.isAssumed == true:
      // A local holding an assumed value called (a helper's `action` given an assumed function):
      // its result is assumed on the same assumption.
      let t = scope.locals[name]!
      checkAssumedArguments(args, scope, content: false, root: Assumptions.name(of: t))
      if quiet == 0 { noteAssumed(Assumptions.name(of: t), of: e) }
      return Assumptions.member(of: t, "()")
    default:
      checkArguments(args, scope)
      return .error
    }
  }

  /// `{ … }()`: a closure called where it is written, typed by its result. The statements
  /// the checker follows are declarations, expressions and `return`s at its top level; a
  /// closure that returns from deeper (inside an `if` or a `switch`) takes the written
  /// contextual type (`let x: String = { … }()`), else it is assumed in tolerant Swift and
  /// untyped in a spec.
  private func immediatelyCalledClosure(_ c: Closure, _ callee: Expr, _ e: Expr, _ scope: Scope, expected: SwiftType?) -> SwiftType {
    let flat = c.body.allSatisfy {
      switch $0.kind {
      case .expression, .variable, .return: true
      default: false
      }
    }
    if flat, let t = closureResult(callee, parameters: [], scope, expected: expected) { return t }
    if let expected, !expected.isError { return expected }
    if assumes(.member, "{ … }()", at: e.range, in: scope.file) { return .assumed(Assumptions.placeholder("{ … }()"), []) }
    emit(SemaDiagnostics.untyped("the result of a closure that returns from inside a statement"), e.range)
    return .error
  }

  /// The type an expression spells in a call's callee: `[Item]`, `[String: Int]`, `Set<Int>`,
  /// `Name<Args>` (a type outside the module is assumed with its arguments in a tolerant file).
  /// Nil when the expression is not a type, or a strict file names a type layoutc lacks.
  func typeExpression(_ e: Expr, _ scope: Scope) -> SwiftType? {
    let generics = Set(scope.view?.genericParameters ?? [])
    switch e.kind {
    case .identifier(let name), .member(_, let name, _):
      guard let path = Self.typePath(e) else { return nil }
      _ = name
      return resolve(TypeRepr(.named(path, genericArguments: []), e.range), generics: generics)
    case .array(let elements) where elements.count == 1:
      return typeExpression(elements[0], scope).map { .array($0) }
    case .dictionary(let keys, let values) where keys.count == 1 && values.count == 1:
      guard let k = typeExpression(keys[0], scope), let v = typeExpression(values[0], scope) else { return nil }
      return .nominal("Dictionary", [k, v])
    case .specialize(let base, let arguments):
      guard let path = Self.typePath(base) else { return nil }
      let name = path.joined(separator: ".")
      let resolved = arguments.map { resolve($0, generics: generics) }
      if ["Set", "Array", "Dictionary", "Binding", "Optional", "Range", "ClosedRange"].contains(name) { return .nominal(name, resolved) }
      // `Inspection<Self>()`, `Loadable<Country>(…)`: a generic type the module declares.
      if let key = declaredType(name), model.dataTypes[key] != nil || model.enums[key] != nil { return .nominal(key, resolved) }
      guard declaredType(name) == nil, assumes(.type, name, at: base.range, in: scope.file) else { return nil }
      return .assumed(name, resolved)
    default:
      return nil
    }
  }

  /// `A.B.C` as a type's path, nil for anything but identifiers and member accesses.
  static func typePath(_ e: Expr) -> [String]? {
    switch e.kind {
    case .identifier(let n): return [n]
    case .member(let base, let n, _): return typePath(base).map { $0 + [n] }
    default: return nil
    }
  }

  /// The type of a name that holds a closure value (a local, a closure parameter, or a stored
  /// property of the view declared with a function type), nil for anything else: the
  /// check for whether `content(item)` in a builder is a call of a value, not a view's init.
  func functionValueType(_ e: Expr, _ scope: Scope) -> SwiftType? {
    let name: String
    switch e.kind {
    case .identifier(let n): name = n
    case .member(let base, let n, _): guard case .identifier("self") = base.kind else { return nil }; name = n
    default: return nil
    }
    if let t = scope.locals[name] { return t.isFunction ? t : nil }
    guard let view = scope.view, let p = view.storedProperties.first(where: { $0.name == name }), var repr = p.decl.type else { return nil }
    if case .optional = repr.kind { return nil }  // called only unwrapped (`if let`, `?()`)
    if case .tuple(let es) = repr.kind, es.count == 1 { repr = es[0] }
    guard case .function(_, let result) = repr.kind else { return nil }
    let r = resolveQuietly(result, generics: Set(view.genericParameters))
    return .function(result: r.containsError ? nil : r)
  }

  /// Whether `name(args)` calls a closure with a result (a local, or the view's stored closure
  /// property) rather than the view's member function of the same base name beside the property
  /// (`let content: () -> Content` and `func content(_ x: Int)`): Swift picks the declaration
  /// whose parameters the arguments fit; here their count decides.
  func callsClosureProperty(_ callee: Expr, _ args: [Argument], _ scope: Scope) -> Bool {
    guard case .function(_?)? = functionValueType(callee, scope) else { return false }
    guard case .identifier(let name) = callee.kind, scope.locals[name] == nil, let view = scope.view,
      view.member(named: name) != nil, let repr = view.storedProperties.first(where: { $0.name == name })?.decl.type
    else { return true }
    var function = repr
    if case .tuple(let es) = function.kind, es.count == 1 { function = es[0] }
    guard case .function(let parameters, _) = function.kind else { return true }
    return parameters.count == args.count
  }

  /// The result of a stored closure property of the view whose type is optional (`let icon:
  /// (() -> Icon)?`), nil for anything else.
  func functionValueTypeUnwrapped(_ e: Expr, _ scope: Scope) -> SwiftType? {
    guard case .identifier(let name) = e.kind, scope.locals[name] == nil, let view = scope.view,
      let p = view.storedProperties.first(where: { $0.name == name }), var repr = p.decl.type, case .optional(let w) = repr.kind
    else { return nil }
    repr = w
    if case .tuple(let es) = repr.kind, es.count == 1 { repr = es[0] }
    guard case .function(_, let result) = repr.kind else { return nil }
    let r = resolveQuietly(result, generics: Set(view.genericParameters))
    return r.containsError ? nil : r
  }

  /// `onTap()` where the view declares `let onTap: () -> Void`: the declared result type.
  private func callOfClosureProperty(_ name: String, _ args: [Argument], _ scope: Scope) -> SwiftType? {
    guard let view = scope.view, let p = view.storedProperties.first(where: { $0.name == name }),
      var repr = p.decl.type
    else { return nil }
    if case .optional(let w) = repr.kind { repr = w }
    if case .tuple(let es) = repr.kind, es.count == 1 { repr = es[0] }  // `(() -> Void)?`
    guard case .function(_, let result) = repr.kind else { return nil }
    checkArguments(args, scope)
    return resolveQuietly(result, generics: Set(view.genericParameters))
  }

  /// A catalog value type's initializer: `T(…)`, `T.init(…)`, or `.init(…)` where a `T` is
  /// expected. With `parameterTypes` every parameter is required and each argument is checked
  /// against its type, so `Alignment(horizontal: .leading, vertical: .myV)` finds its implicit
  /// members; else the labels must fit the entry's (merged overloads, defaults allowed).
  func valueTypeInit(_ entry: ValueTypeEntry, _ args: [Argument], _ callee: Expr, _ e: Expr, _ scope: Scope) -> SwiftType {
    let labels = entry.functions["init"] ?? []
    let have = args.map { $0.label }
    let result = SwiftType.nominal(entry.runtimeName, [])
    if !labelsFit(have, labels), let t = extensionInitType(entry, args, e, scope) { return t }
    // An overload the vocabulary lacks (`EdgeInsets(NSDirectionalEdgeInsets.zero)`) in app
    // Swift: a value of the type that the evaluator keeps opaque (a platform member, or an
    // assumed one, noted).
    let spelled = Self.spelledCall(entry.runtimeName, args)
    if !labelsFit(have, labels), isTolerant(scope.file), assumes(.member, entry.runtimeName + ".init", at: callee.range, in: scope.file) {
      checkAssumedArguments(args, scope, content: false, root: spelled)
      noteAssumed(spelled, of: e)
      return result
    }
    guard let types = entry.parameterTypes["init"], types.count == labels.count else {
      if !labelsFit(have, labels) { reportLabels(have, labels, callee.range) }
      checkArguments(args, scope)
      return result
    }
    // Trailing defaults (`GridItem(.flexible(), spacing: 8)`): labels in order, any left out.
    let defaulted = entry.defaultedFunctions.contains("init")
    if defaulted, !labelsFit(have, labels) { reportLabels(have, labels, callee.range) }
    if !defaulted, have != labels {
      if have.count < labels.count, labelsFit(have, labels), let missing = labels.first(where: { !have.contains($0) }) {
        // swiftc puts it at the closing parenthesis.
        let end = e.range.end
        emit(SemaDiagnostics.missingArgument(missing ?? "_"), SourceRange(at: SourceLocation(offset: end.offset - 1, line: end.line, column: end.column - 1)))
      } else {
        reportLabels(have, labels, callee.range)
      }
    }
    for argument in args {
      guard let index = labels.firstIndex(of: argument.label) else { _ = checkValue(argument.value, scope, expected: nil); continue }
      if types[index] == "AlignmentID.Type" { checkAlignmentID(argument.value, scope); continue }
      if defaulted {
        // An optional or nested parameter type (`Optional<CGFloat>`, `GridItem.Size`): read as
        // a catalog parameter of that type reads its argument.
        if valueArgument(types[index], argument.value, scope, probe: false) == nil {
          let t = checkValue(argument.value, scope, expected: nil)
          emit(SemaDiagnostics.cannotConvert(TypePrinter.print(t), types[index]), argument.value.range)
        }
        continue
      }
      let expected = SwiftType.nominal(valueType(types[index])?.runtimeName ?? types[index], [])
      let t = checkValue(argument.value, scope, expected: expected)
      if have == labels, !compatible(t, expected) {
        emit(SemaDiagnostics.cannotConvert(TypePrinter.print(t), TypePrinter.print(expected)), argument.value.range)
      }
    }
    return result
  }

  private func reportLabels(_ have: [String?], _ want: [String?], _ range: SourceRange) {
    emit(SemaDiagnostics.incorrectLabels(
      have: have.map { ($0 ?? "_") + ":" }.joined(), expected: want.map { ($0 ?? "_") + ":" }.joined()), range)
  }

  /// The argument of `HorizontalAlignment(_ id: any AlignmentID.Type)`: a declared
  /// `AlignmentID` type's metatype (`MyID.self`, `HorizontalAlignment.MyID.self`).
  private func checkAlignmentID(_ e: Expr, _ scope: Scope) {
    let t = checkValue(e, scope, expected: nil)
    if t.isError { return }
    if case .nominal(let name, _) = t, name.hasSuffix(".Type"), model.alignmentIDs[String(name.dropLast(5))] != nil { return }
    emit(SemaDiagnostics.cannotConvert(TypePrinter.print(t), "any AlignmentID.Type"), e.range)
  }

  /// A catalog value type's method (`Font.bold()`, `.weight(.semibold)`): unlabeled arguments
  /// of the listed types; the result is the receiver's type. Errors where swiftc puts them: a
  /// label at the `(`, a missing argument at the `)`.
  private func methodCall(
    _ receiver: SwiftType, _ parameters: [String], _ args: [Argument], _ e: Expr, _ callee: Expr, _ scope: Scope
  ) -> SwiftType {
    for (argument, parameter) in zip(args, parameters) {
      if let label = argument.label { emit(SemaDiagnostics.extraneousLabel(label), SourceRange(at: callee.range.end)) }
      let type = Self.optionalWrapped(parameter) ?? parameter
      _ = checkValue(argument.value, scope, expected: .nominal(valueType(type)?.runtimeName ?? type, []))
    }
    // A trailing `Optional<…>` parameter has a default (`.month()` or `.month(.wide)`).
    let parameters = args.count < parameters.count && parameters[args.count...].allSatisfy { Self.optionalWrapped($0) != nil }
      ? Array(parameters[..<args.count]) : parameters
    if args.count > parameters.count {
      checkArguments(Array(args.dropFirst(parameters.count)), scope)
      emit(parameters.isEmpty
        ? .error("sema.extra-argument", "argument passed to call that takes no arguments") : SemaDiagnostics.extraArgument,
        args[parameters.count].value.range)
    } else if args.count < parameters.count {
      let end = e.range.end
      let closingParenthesis = SourceLocation(offset: end.offset - 1, line: end.line, column: end.column - 1)
      emit(SemaDiagnostics.missingArgument(position: args.count + 1), SourceRange(at: closingParenthesis))
    }
    return receiver
  }

  /// `T` of a catalog parameter type written `Optional<T>`.
  static func optionalWrapped(_ parameter: String) -> String? {
    parameter.hasPrefix("Optional<") && parameter.hasSuffix(">") ? String(parameter.dropFirst(9).dropLast()) : nil
  }

  /// Whether `Int(value)` converts without trapping: finite, and in range once truncated.
  static func fitsInInt(_ value: Double) -> Bool {
    let truncated = value.rounded(FloatingPointRoundingRule.towardZero)
    return Int(exactly: truncated) != nil
  }

  /// Whether a chain of member accesses and calls starts from an implicit member (`.title` in
  /// `.title.bold()`).
  static func startsWithImplicitMember(_ e: Expr) -> Bool {
    switch e.kind {
    case .implicitMember: true
    case .member(let base, _, _): startsWithImplicitMember(base)
    case .call(let callee, _): startsWithImplicitMember(callee)
    default: false
    }
  }

  /// `base.name(args)` on a value of type `bt`: a vocabulary method, a sequence operation, a
  /// method the module declares, else an assumption.
  private func methodCallType(
    _ bt: SwiftType, _ base: Expr, _ name: String, _ nameRange: SourceRange, _ args: [Argument], _ e: Expr, _ callee: Expr, _ scope: Scope
  ) -> SwiftType {
    if bt.isError { checkArguments(args, scope); return .error }
    if bt.isAssumed { return memberOfAssumed(base, bt, name, args: args, e, scope) }
    if let entry = valueType(bt.name ?? ""), let parameters = entry.method(name, in: sdk) {
      return methodCall(bt, parameters, args, e, callee, scope)
    }
    // SetAlgebra's `contains(_:)` on an app OptionSet, not a Sequence's.
    if !bt.isOptional, let set = appOptionSet(bt), let t = optionSetMethodType(set, name, args, e, scope) { return t }
    if let t = optionalMethodType(name, bt, args, nameRange, scope) { return t }
    if let id = builtinMethod(of: bt, name, labels: args.map(\.label)) {
      recordBuiltin(.method(id), of: e)
      return builtinMethodType(id, bt, args, nameRange, scope)
    }
    if let t = declaredMethodType(bt, name, args, e, scope) { return t }
    if name == "formatted", let t = formattedCallType(bt, args, scope) { return t }
    switch name {
    case "toggle":
      return .nominal("Void", [])
    default:
      // A view value's own method returning its type is preferred to View's modifier of the
      // name, as Swift prefers a concrete type's member: `Color.white.opacity(0.8)` is a Color
      // (`func opacity(_:) -> Color`), which the evaluator reads as a style; others are opaque.
      if let owner = bt.name, isViewType(bt), PlatformNames.methodResult(name, of: owner) == owner {
        if owner == "Color", name == "opacity" {
          checkArguments(args, scope, expected: .double)
          return bt
        }
        if let t = assumedMethod(bt, name, nameRange, args: args, e, scope) { return t }
      }
      // A standard method no SwiftUI modifier shares (`filter`, `flatMap`) on a value of an
      // assumed type is that value's method, not a modifier of an assumed view.
      let wrapped = if case .nominal("Optional", let w) = bt { w.first ?? bt } else { bt }
      let valueMethod = wrapped.isAssumed && Catalog.modifiers[name] == nil
        && Builtins.methodNames.contains(name)
      if isViewType(bt), !valueMethod { return checkView(e, scope) }
      if let t = assumedMethod(bt, name, nameRange, args: args, e, scope) { return t }
      // A standard-library method's name on a receiver without it (`text.contains(/regex/)`
      // of a String): the arguments are checked too, so each form layoutc lacks is reported.
      if Builtins.methodNames.contains(name) { checkArguments(args, scope) }
      emit(SemaDiagnostics.noMember(TypePrinter.print(bt), name), nameRange,
        suggestion: Suggestions.closest(to: name, in: memberNames(of: bt) + Builtins.methodNames))
      return .error
    }
  }

  func checkArguments(_ args: [Argument], _ scope: Scope, expected: SwiftType? = nil) {
    for a in args {
      if case .closure = a.value.kind { checkActionClosure(a.value, scope); continue }
      // `nil` for a parameter whose type is not kept (a closure value's `(Bool?) -> Void`):
      // in tolerant Swift its context is assumed.
      if expected == nil, isTolerant(scope.file), case .nilLiteral = a.value.kind { continue }
      _ = isViewExpression(a.value, scope) ? checkView(a.value, scope) : checkValue(a.value, scope, expected: expected)
    }
  }

  /// The memberwise initializer of a data struct: labels in declaration order, defaults optional.
  func dataInit(_ data: DataInfo, _ args: [Argument], _ e: Expr, _ scope: Scope) -> SwiftType {
    if let t = declaredInitType(data, args, e, scope) { return t }
    let params = data.storedProperties.filter { !$0.isFixed }
    // A stored closure takes a trailing closure (SE-0286's forward scan).
    let asCatalog = params.map { Parameter($0.name, $0.decl.type.map(Self.isFunctionType) == true ? .action : .hashable, default: $0.hasDefault) }
    // Pairs in parameter order, not a dictionary: a data literal's arguments are checked for
    // each of thousands of elements.
    guard let matching = matchedPairs(asCatalog, args) else {
      let have = args.map { ($0.label ?? "_") + ":" }.joined()
      let want = params.map { $0.name + ":" }.joined()
      if let missing = params.first(where: { p in !p.hasDefault && !args.contains { $0.label == p.name } }),
        args.allSatisfy({ a in params.contains { $0.name == a.label } })
      {
        emit(SemaDiagnostics.missingArgument(missing.name), e.range)
      } else {
        emit(SemaDiagnostics.incorrectLabels(have: have, expected: want), e.range)
      }
      checkArguments(args, scope)
      return .nominal(data.name, [])
    }
    var bindings: [String: SwiftType] = [:]
    for (p, a) in matching {
      guard let repr = params[p].decl.type else {
        _ = checkValue(args[a].value, scope, expected: nil)
        continue
      }
      checkInitArgument(args[a].value, repr, of: data, scope, &bindings)
    }
    return constructedType(data, bindings, at: e.range)
  }
}
