import LayoutcCatalog
import LayoutcSource
import LayoutcSyntax

/// Calls of the spec's own views: the memberwise initializer Swift synthesises (or a
/// declared `init`), with generic parameters inferred from the arguments.
extension TypeChecker {
  /// A user view's memberwise initializer (or its declared `init`), inferring generic
  /// parameters from the arguments: `Card { Text("a") }` is `Card<Text>`.
  func checkUserViewInit(_ view: ViewInfo, args: [Argument], call: Expr, _ scope: Scope) -> SwiftType {
    let generics = Set(view.genericParameters)
    // `<B: Badge>`, `<Model: ObservableObject>`: a parameter constrained otherwise than to View
    // holds a value, not a view.
    let valueGenerics = Set(view.genericParameters.filter { model.holdsValue($0, of: view.decl, view.name) })
    struct Param { var label: String?; var type: TypeRepr?; var isBuilder: Bool; var hasDefault: Bool; var property: PropertyInfo? = nil }
    func declared(_ f: FunctionDecl) -> [Param] {
      f.parameters.map { Param(label: $0.label, type: $0.type, isBuilder: $0.attributes.contains { $0.name == "ViewBuilder" }, hasDefault: $0.defaultValue != nil) }
    }
    var candidates: [[Param]] = view.initializers.map(declared)
    if view.initializers.isEmpty {
      candidates.append(view.storedProperties.filter { !$0.isFixed }.map {
        Param(label: $0.name, type: $0.decl.type, isBuilder: $0.isViewBuilder, hasDefault: $0.hasDefault, property: $0)
      })
    }
    // Each candidate's `where` clause: an extension's initializer binds what it requires.
    var requirements = Array(repeating: [GenericRequirement](), count: candidates.count)
    var decls: [FunctionDecl?] = view.initializers.isEmpty ? [nil] : view.initializers
    for i in model.extensionInitializers[view.name] ?? [] {
      candidates.append(declared(i.decl))
      requirements.append(i.requirements)
      decls.append(i.decl)
    }
    func labelsFit(_ params: [Param]) -> [Int: Int]? {
      matchLabels(params.map { p in
        let kind: ParameterKind = p.isBuilder ? .viewBuilder : p.type.map(Self.isFunctionType) == true ? .action : .hashable
        return Parameter(p.label, kind, default: p.hasDefault)
      }, args)
    }
    // Overloads with the same labels (`init(size: CGFloat?)`, `init(size: CGSize?)`): the first
    // whose plain value arguments convert, probed quietly; else the first by labels, whose
    // mismatches are then reported.
    let byLabels = candidates.indices.filter { labelsFit(candidates[$0]) != nil }
    let chosen = byLabels.count < 2 ? byLabels.first : byLabels.first { i in
      guard let matching = labelsFit(candidates[i]) else { return false }
      quiet += 1
      defer { quiet -= 1 }
      return matching.allSatisfy { p, a in
        let param = candidates[i][p]
        guard !param.isBuilder, param.property == nil, let repr = param.type, !Self.isFunctionType(repr) else { return true }
        let expected = resolveIn(view.name, repr, generics: generics)
        if expected.isError || Self.mentionsParameter(expected) { return true }
        return compatible(checkValue(args[a].value, scope, expected: expected), expected)
      }
    } ?? byLabels.first
    for (index, params) in candidates.enumerated() where index == chosen {
      guard let matching = labelsFit(params) else { continue }
      var bindings = explicitGenerics.filter { !$0.value.isError }
      explicitGenerics = [:]  // the arguments' own calls are not specialised
      for (p, a) in matching.sorted(by: { $0.key < $1.key }) {
        let param = params[p]
        let value = args[a].value
        var argType: SwiftType
        if param.isBuilder {
          argType = checkBuilderClosure(value, scope, parameters: closureParameters(param.type, generics, bindings, scope))
        } else if let repr = param.type, case .named(let path, let gargs) = repr.kind, gargs.isEmpty, path.count == 1, generics.contains(path[0]),
          !valueGenerics.contains(path[0])
        {
          argType = checkView(value, scope)
        } else {
          // Written in the view's declaration: its names are the view's (`let data: Data` of a
          // view that nests a `Data`), not the caller's.
          var expected = param.type.map { resolveIn(view.name, $0, generics: generics) }
          if let p = param.property, let value = expected ?? wrappedValueType(p) { expected = memberwiseParameterType(p, value) }
          // A generic parameter in the expected type (`@Binding var selection: Tab?`) is bound
          // by the argument (`$selection` of a `Binding<InspectorTab?>`), then compared.
          let generic = expected.map(Self.mentionsParameter) ?? false
          // `icon: nil` for `(() -> Icon)?`: nil fits any Optional and binds nothing.
          if generic, case .nilLiteral = value.kind, case .nominal("Optional", _)? = expected { continue }
          // `icon: { Image(…) }` for `(() -> Icon)?`: a one-expression closure's result is its
          // expression's type, which binds the generic result (Swift infers it from the body);
          // its parameters have the types the arguments before it bound (`(Item) -> Row`).
          if generic, case .closure(let c) = value.kind, c.body.count == 1,
            let result = param.type.flatMap(Self.closureResult), case .named(let path, let gargs) = result.kind,
            path.count == 1, gargs.isEmpty, generics.contains(path[0]), !valueGenerics.contains(path[0])
          {
            argType = .function(result: checkBuilderClosure(value, scope, parameters: closureParameters(param.type, generics, bindings, scope)))
          } else {
            argType = checkValue(value, scope, expected: generic ? nil : expected)
          }
          if generic, let pattern = expected {
            Self.bindParameters(pattern, argType, &bindings)
            expected = pattern.substituting(bindings)
            if Self.mentionsParameter(expected!) { expected = nil }
          }
          if let expected, !compatible(argType, expected), case .identifier(let name) = value.kind,
            let projected = projectedWrapper(name, scope), compatible(projected, expected)
          {
            emit(SemaDiagnostics.useWrapper(name, TypePrinter.print(argType), TypePrinter.print(expected)), value.range, suggestion: "$" + name)
          } else if let expected, !compatible(argType, expected) {
            emit(SemaDiagnostics.cannotConvert(TypePrinter.print(argType), TypePrinter.print(expected)), value.range)
          }
        }
        if let repr = param.type, param.property?.wrapper?.initializesFromWrappedValue != false { bind(repr, argType, generics, &bindings) }
      }
      for r in requirements[index] where r.kind == .sameType {
        if case .named(let path, let gargs) = r.subject.kind, path.count == 1, gargs.isEmpty, generics.contains(path[0]) {
          bindings[path[0]] = resolveQuietly(r.constraint, generics: [])
        }
      }
      if let decl = decls[index] { readDefaultArguments(decl, of: view, given: Set(matching.keys)) }
      facts.calls[ObjectIdentifier(call)] = ResolvedCall(target: .userView(view.name), overload: nil, argumentIndices: matching, initializer: decls[index])
      // `init?` makes an Optional view (`Optional: View` draws nothing when it is nil).
      let made = { (t: SwiftType) in decls[index]?.failability == "?" ? SwiftType.optional(t) : t }
      if generics.isEmpty { return made(.nominal(view.name, [])) }
      let args = view.genericParameters.map { g in
        bindings[g] ?? (assumes(.generic, view.name + "." + g, at: call.range) ? SwiftType.assumed(Assumptions.placeholder(g), []) : .error)
      }
      return args.contains(.error) ? .error : made(.nominal(view.name, args))
    }
    // A property the memberwise initializer leaves out (`let x = 1`, `@State private var x = 1`):
    // swiftc 6.3 says "extra argument 'x' in call" at its value.
    if view.initializers.isEmpty, let extra = args.first(where: { a in view.storedProperties.contains { $0.isFixed && $0.name == a.label } }) {
      emit(SemaDiagnostics.extraArgumentNamed(extra.label ?? "_"), extra.value.range)
      return .error
    }
    let have = args.map { ($0.label ?? "_") + ":" }.joined()
    let expected = (candidates.first ?? []).map { ($0.label ?? "_") + ":" }.joined()
    // Every label given is a parameter's, so what is wrong is a required one left out.
    if candidates.count == 1, args.allSatisfy({ a in a.isTrailingClosure || candidates[0].contains { $0.label == a.label } }),
      let missing = candidates[0].first(where: { p in !p.hasDefault && !args.contains { $0.label == p.label } })
    {
      emit(SemaDiagnostics.missingArgument(missing.label ?? "_"), call.range)
    } else {
      emit(SemaDiagnostics.incorrectLabels(have: have, expected: expected), call.range)
    }
    return .error
  }

  /// The default values of a declared initializer's parameters a call leaves out (`imageSize:
  /// CGFloat = Size.largeEmptyImage`), read once, muted, with the parameter's type as their
  /// context, so that the names they use resolve for the evaluator, which computes them.
  private func readDefaultArguments(_ decl: FunctionDecl, of view: ViewInfo, given: Set<Int>) {
    let (savedFile, savedContext) = (currentFile, typeContext)
    (currentFile, typeContext) = (view.file, view.name)
    muted += 1
    defer { (currentFile, typeContext, muted) = (savedFile, savedContext, muted - 1) }
    for (p, param) in decl.parameters.enumerated() where !given.contains(p) {
      guard let value = param.defaultValue, readDefaults.insert(ObjectIdentifier(value)).inserted else { continue }
      let expected = resolveQuietly(param.type, generics: Set(view.genericParameters))
      _ = checkValue(value, Scope(view: view, file: view.file), expected: expected.isError ? nil : expected)
    }
  }

  /// The result of a closure parameter's function type, through an Optional and parentheses
  /// (`Icon` of `(() -> Icon)?`); nil when the type is not a function's.
  static func closureResult(_ t: TypeRepr) -> TypeRepr? {
    switch t.kind {
    case .function(_, let result): result
    case .optional(let w), .implicitlyUnwrappedOptional(let w): closureResult(w)
    case .tuple(let es) where es.count == 1: closureResult(es[0])
    default: nil
    }
  }

  /// The types a builder closure's parameters get from the parameter's function type
  /// (`@ViewBuilder content: (Model) -> Content`): a generic argument not bound yet is, in a
  /// tolerant file, assumed (Swift would infer it from the closure's body); else unknown.
  private func closureParameters(_ t: TypeRepr?, _ generics: Set<String>, _ bindings: [String: SwiftType], _ scope: Scope) -> [SwiftType]? {
    var t = t
    // `@ViewBuilder let preview: ((Option) -> Preview)?`: the optional closure's parameters.
    if case .optional(let w)? = t?.kind { t = w }
    if case .tuple(let es)? = t?.kind, es.count == 1 { t = es[0] }
    guard case .function(let parameters, _)? = t?.kind else { return nil }
    return parameters.map { p in
      if case .named(let path, let args) = p.kind, path.count == 1, args.isEmpty, generics.contains(path[0]) {
        return bindings[path[0]] ?? (isTolerant(scope.file) ? .assumed(Assumptions.placeholder(path[0]), []) : .error)
      }
      return resolveQuietly(p, generics: generics)
    }
  }

  /// Binds the generic parameters of `pattern` to what stands in their place in `actual`.
  static func bindParameters(_ pattern: SwiftType, _ actual: SwiftType, _ out: inout [String: SwiftType]) {
    switch (pattern, actual) {
    case (.parameter(let n), _) where !actual.isError:
      if out[n] == nil { out[n] = actual }
    case (.nominal(let a, let pa), .nominal(let b, let aa)) where a == b && pa.count == aa.count:
      for (p, x) in zip(pa, aa) { bindParameters(p, x, &out) }
    case (.tuple(let pe, _), .tuple(let ae, _)) where pe.count == ae.count:
      for (p, x) in zip(pe, ae) { bindParameters(p, x, &out) }
    case (.function(let p?), .function(let a?)):
      bindParameters(p, a, &out)
    case (.nominal("Optional", let pw), _) where pw.count == 1:
      bindParameters(pw[0], actual, &out)  // a value where an Optional is expected
    default: break
    }
  }

  static func mentionsParameter(_ t: SwiftType) -> Bool {
    switch t {
    case .parameter: return true
    case .nominal(_, let args), .assumed(_, let args): return args.contains(where: mentionsParameter)
    case .tuple(let es, _): return es.contains(where: mentionsParameter)
    case .function(let r?): return mentionsParameter(r)
    default: return false
    }
  }

  /// Binds generic parameters mentioned by a parameter's written type.
  func bind(_ repr: TypeRepr, _ actual: SwiftType, _ generics: Set<String>, _ out: inout [String: SwiftType]) {
    switch repr.kind {
    case .named(let path, let args):
      if path.count == 1, generics.contains(path[0]) { out[path[0]] = actual; return }
      for (i, a) in args.enumerated() where i < actual.arguments.count { bind(a, actual.arguments[i], generics, &out) }
    case .function(_, let result):
      // A builder's content type, or a closure value's written or inferred result, binds the
      // parameter of the function's result.
      if case .function(let r) = actual {
        if let r { bind(result, r, generics, &out) }
      } else {
        bind(result, actual, generics, &out)
      }
    case .optional(let w):
      if case .nominal("Optional", let a) = actual, let inner = a.first { bind(w, inner, generics, &out) } else { bind(w, actual, generics, &out) }
    case .array(let e):
      if let inner = actual.arguments.first { bind(e, inner, generics, &out) }
    default: break
    }
  }
}
