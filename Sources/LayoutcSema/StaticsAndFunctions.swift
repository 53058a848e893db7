import LayoutcCatalog
import LayoutcSource
import LayoutcSyntax

/// Static properties (`Theme.spacing`, `Item.sample`, `Color.brand` from an extension) and
/// functions that return data (`makeItems()`, `title(for:)`, `Item.make()`), read from
/// bodies: typed from their declaration, and recorded in `TypeFacts.references` so that the
/// evaluator computes the same declaration's value.
extension TypeChecker {
  /// The qualified key of a static property or function `name` seen from inside the types
  /// enclosing the code being checked (`spacing` inside `Theme` is `Theme.spacing`).
  func enclosingMemberKey(_ name: String, in table: (String) -> Bool) -> String? {
    var prefix = typeContext
    while let p = prefix {
      if table(p + "." + name) { return p + "." + name }
      prefix = p.lastIndex(of: ".").map { String(p[..<$0]) }
    }
    return nil
  }

  /// The type that a member expression's base names, for statics: a declared type, `Self`,
  /// or any other type name (`Color` in `Color.brand`).
  func staticBase(_ base: Expr, _ scope: Scope) -> String? {
    if let key = typeReference(base, scope) { return key }
    guard case .identifier(let name) = base.kind, scope.locals[name] == nil else { return nil }
    if name == "Self" { return typeContext }
    if scope.view?.storedProperties.contains(where: { $0.name == name }) == true || model.globals[model.globalKey(name, inFile: scope.file.path)] != nil { return nil }
    return name
  }

  /// The type of a static property, recording which one `e` reads.
  func staticPropertyType(_ key: String, _ e: Expr, _ range: SourceRange, _ scope: Scope) -> SwiftType {
    facts.references[ObjectIdentifier(e)] = .staticProperty(key)
    guard let g = model.globals[key] else { return .error }
    if let t = g.decl.type {
      let saved = typeContext
      typeContext = g.context
      defer { typeContext = saved }
      return resolveQuietly(t, generics: [])
    }
    if let initializer = g.decl.initializer { return globalType(key, initializer, g.file, at: range, in: scope.file) }
    return .error
  }

  /// A call of a function returning data: the overload whose labels fit (of several, the
  /// first whose arguments convert, as `random(count: 1..<5)` takes `random(count: Range<Int>)`
  /// beside `random(count: Int)`), its arguments checked against its parameters, its declared
  /// return type.
  func functionCallType(_ key: String, _ args: [Argument], _ call: Expr, _ callee: Expr, _ scope: Scope) -> SwiftType {
    let overloads = model.functions[key] ?? []
    let saved = typeContext
    let byLabels = overloads.indices.filter { matchedPairs(declaredParameters(overloads[$0].decl.parameters), args) != nil }
    let chosen = byLabels.count < 2 ? byLabels.first : byLabels.first { argumentsConvert(overloads[$0], args, scope) } ?? byLabels.first
    for (i, info) in overloads.enumerated() where i == chosen {
      let f = info.decl
      let params = declaredParameters(f.parameters)
      guard let matching = matchedPairs(params, args) else { continue }
      // Types are resolved where the function is declared: its file says whether a name from
      // outside the module (`CVarArg`) is assumed, even when a global's initializer calls it.
      let savedFile = currentFile
      (typeContext, currentFile) = (info.context, info.file)
      let types = f.parameters.map { resolveQuietly($0.type, generics: []) }
      let argumentTypes = f.parameters.map { resolveQuietly($0.argumentType, generics: []) }
      let result = f.returnType.map { resolveQuietly($0, generics: []) } ?? .nominal("Void", [])
      (typeContext, currentFile) = (saved, savedFile)
      for (p, a) in matching {
        let t = checkValue(args[a].value, scope, expected: argumentTypes[p])
        if !compatible(t, argumentTypes[p]) {
          emit(SemaDiagnostics.cannotConvert(TypePrinter.print(t), TypePrinter.print(argumentTypes[p])), args[a].value.range)
        }
      }
      checkFunctionBody(key, i, info, types, result)
      facts.references[ObjectIdentifier(call)] = .function(key, overload: i)
      return result
    }
    let have = args.map { ($0.label ?? "_") + ":" }.joined()
    let expected = (overloads.first?.decl.parameters ?? []).map { ($0.label ?? "_") + ":" }.joined()
    emit(SemaDiagnostics.incorrectLabels(have: have, expected: expected), call.range)
    checkArguments(args, scope)
    return .error
  }

  /// Whether each argument converts to its parameter's type in `info`, probed quietly.
  private func argumentsConvert(_ info: FunctionInfo, _ args: [Argument], _ scope: Scope) -> Bool {
    guard let matching = matchedPairs(declaredParameters(info.decl.parameters), args) else { return false }
    let (savedContext, savedFile) = (typeContext, currentFile)
    (typeContext, currentFile) = (info.context, info.file)
    let types = info.decl.parameters.map { resolveQuietly($0.argumentType, generics: []) }
    (typeContext, currentFile) = (savedContext, savedFile)
    quiet += 1
    defer { quiet -= 1 }
    return matching.allSatisfy { p, a in
      if case .closure = args[a].value.kind { return true }
      let t = checkValue(args[a].value, scope, expected: types[p])
      return !t.containsError && compatible(t, types[p])
    }
  }

  /// A function's body is checked once, with its parameters in scope: the value it returns
  /// must fit the declared return type.
  private func checkFunctionBody(_ key: String, _ index: Int, _ info: FunctionInfo, _ parameterTypes: [SwiftType], _ result: SwiftType) {
    let memo = key + "#" + String(index)
    let unit = enterBody(memo)
    defer { currentUnit = unit }
    guard !checkedFunctions.contains(memo) else { return }
    checkedFunctions.insert(memo)
    // Reported even while a caller probes quietly: the body is checked only once.
    let (savedFile, savedContext, savedQuiet) = (currentFile, typeContext, quiet)
    currentFile = info.file
    typeContext = info.context
    quiet = 0
    defer { (currentFile, typeContext, quiet) = (savedFile, savedContext, savedQuiet) }
    var scope = Scope(view: info.context.flatMap { model.views[$0] }, file: info.file)
    for (p, t) in zip(info.decl.parameters, parameterTypes) { scope.locals[p.name] = t }
    let body = info.decl.body
    if body.count == 1, case .expression(let x) = body[0].kind {
      checkReturned(x, scope, result)
      return
    }
    walkStatements(body, &scope,
      expression: { x, scope in _ = self.checkValue(x, scope, expected: nil) },
      returned: { x, scope in self.checkReturned(x, scope, result) })
  }

  /// A function named bare: one of the enclosing types' or a top-level one.
  func functionKey(_ name: String) -> String? {
    if let key = enclosingMemberKey(name, in: { self.model.functions[$0] != nil }) { return key }
    return model.functions[name] != nil ? name : nil
  }

  /// The module's function `name` a call takes: one of its overloads fits the call's labels
  /// and argument types, or the standard library and the platform have no function of the
  /// name. A module's function overloads theirs rather than hiding it, as `func
  /// withAnimation(_:after:body:)` beside SwiftUI's `withAnimation(_:_:)`, or `func max(_:
  /// String, _: String)` beside the standard library's generic `max(_:_:)` (The Swift
  /// Programming Language, "Functions": overloads differ in labels or types).
  func functionKey(_ name: String, _ args: [Argument], _ scope: Scope) -> String? {
    guard let key = functionKey(name) else { return nil }
    guard Builtins.function(name) != nil || PlatformNames.named(name)?.kind == .function else { return key }
    let fits = model.functions[key]?.contains { argumentsConvert($0, args, scope) } ?? false
    return fits ? key : nil
  }

  /// A returned value (`return x`, or a single-expression body) fits the declared return type.
  func checkReturned(_ x: Expr, _ scope: Scope, _ result: SwiftType) {
    let t = checkValue(x, scope, expected: result)
    if !compatible(t, result) { emit(SemaDiagnostics.cannotConvertReturn(TypePrinter.print(t), TypePrinter.print(result)), x.range) }
  }
}
