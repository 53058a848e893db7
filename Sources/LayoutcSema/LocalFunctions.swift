import LayoutcSource
import LayoutcSyntax

/// Functions declared inside a function or closure body: visible from their declaration on,
/// their bodies seeing the enclosing names they capture (The Swift Programming Language,
/// "Nested Functions"). A call matches its labels, defaults and variadics as a declared
/// function's does.
extension TypeChecker {
  /// Checks `f`'s body in `scope` and declares it there for the statements after it.
  func declareLocalFunction(_ f: FunctionDecl, _ scope: inout Scope) {
    let generics = Set((scope.view?.genericParameters ?? []) + f.genericParameters.map(\.name))
    let result = f.returnType.map { resolve($0, generics: generics) } ?? .nominal("Void", [])
    var inner = scope
    for p in f.parameters { inner.locals[p.name] = resolve(p.type, generics: generics) }
    if f.returnType != nil, f.body.count == 1, case .expression(let x) = f.body[0].kind {
      checkReturned(x, inner, result)
    } else {
      walkStatements(f.body, &inner,
        expression: { x, scope in _ = self.checkValue(x, scope, expected: nil) },
        returned: { x, scope in self.checkReturned(x, scope, result) })
    }
    scope.locals[f.name] = .function(result: result.containsError ? nil : result)
    scope.localFunctions[f.name] = f
  }

  /// `name(args)` of the local function `f`: its declared result.
  func localFunctionCallType(_ f: FunctionDecl, _ args: [Argument], _ e: Expr, _ scope: Scope) -> SwiftType {
    guard let matching = matchedPairs(declaredParameters(f.parameters), args) else {
      emit(SemaDiagnostics.incorrectLabels(have: args.map { ($0.label ?? "_") + ":" }.joined(),
        expected: f.parameters.map { ($0.label ?? "_") + ":" }.joined()), e.range)
      checkArguments(args, scope)
      return .error
    }
    let generics = Set((scope.view?.genericParameters ?? []) + f.genericParameters.map(\.name))
    for (p, a) in matching {
      if case .closure = args[a].value.kind { checkActionClosure(args[a].value, scope); continue }
      let expected = resolveQuietly(f.parameters[p].argumentType, generics: generics)
      let t = checkValue(args[a].value, scope, expected: expected)
      if !compatible(t, expected) {
        emit(SemaDiagnostics.cannotConvert(TypePrinter.print(t), TypePrinter.print(expected)), args[a].value.range)
      }
    }
    if case .function(let result?)? = scope.locals[f.name] { return result }
    return .error
  }
}

/// Types and typealiases declared in a method's body, which `Declare` models as nested in the
/// method's type, and typealiases wherever they are declared.
extension TypeChecker {
  /// Whether `d` is a local type or typealias the model declared (a second one of its name in
  /// the same type is not, and stays unsupported).
  /// `#warning("…")` among statements: a message for the compiler's log, nothing that runs.
  static func isDiagnosticDirective(_ d: Decl) -> Bool {
    if case .compilerDirective("warning", _) = d.kind { true } else { false }
  }

  func isDeclaredLocalType(_ d: Decl) -> Bool {
    guard let context = typeContext else { return false }
    switch d.kind {
    case .type(let t):
      let key = context + "." + t.name
      return model.dataTypes[key]?.decl.nameRange == t.nameRange || model.enums[key]?.decl.nameRange == t.nameRange
        || model.views[key]?.decl.nameRange == t.nameRange
    case .typealias(let a):
      return model.typeAliases[context + "." + a.name]?.decl.nameRange == a.nameRange
    default:
      return false
    }
  }

  /// The type a typealias `name` names where the code being checked sees it (innermost type
  /// first, then the module); nil when no typealias of that name is in scope.
  func aliasedType(_ name: String, generics: Set<String>) -> SwiftType? {
    var prefix = typeContext
    var key: String? = nil
    while let p = prefix, key == nil {
      if model.typeAliases[p + "." + name] != nil { key = p + "." + name }
      prefix = p.lastIndex(of: ".").map { String(p[..<$0]) }
    }
    if key == nil, model.typeAliases[name] != nil { key = name }
    guard let key, let alias = model.typeAliases[key], aliasDepth < Self.aliasDepthLimit else { return nil }
    aliasDepth += 1
    let saved = typeContext
    typeContext = alias.context
    defer { (typeContext, aliasDepth) = (saved, aliasDepth - 1) }
    return resolve(alias.decl.type, generics: generics)
  }

  static let aliasDepthLimit = 32
}
