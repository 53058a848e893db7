import LayoutcCatalog
import LayoutcSource
import LayoutcSyntax

/// Calls of SwiftUI's generic views that reach an initializer the module declares in an
/// extension of the view (`extension Section where Parent == Text { init(_ title: String,
/// systemImage: String, @ViewBuilder content: () -> Content) { self.init(content: content) {
/// Text(title) } } }`): legal Swift in a spec and an app alike. Its type is the view's generic
/// type, its generic arguments bound by the extension's same-type requirements, then by the
/// arguments given for parameters that mention them, then by the `self.init(…)` it delegates
/// to, checked as a call of SwiftUI's initializer with the parameters' types.
extension TypeChecker {
  /// The type of `name(args)` when an extension initializer of the catalog view `name` fits;
  /// nil when none does (SwiftUI's own overloads are then tried).
  func checkCatalogExtensionInit(_ name: String, callee: Expr, args: [Argument], call: Expr, _ scope: Scope) -> SwiftType? {
    guard let inits = model.extensionInitializers[name], let entry = Catalog.views[name],
      // A view that is not generic (`Text`, `Image`, `Color`) has no arguments to bind.
      let generics = Catalog.viewGenericParameters[name] ?? (entry.initializers.allSatisfy { $0.result == name } ? [] : nil)
    else { return nil }
    let genericSet = Set(generics)
    let fitting = inits.indices.compactMap { i in matchLabels(declaredParameters(inits[i].decl.parameters), args).map { (i, $0) } }
    guard !fitting.isEmpty else { return nil }
    // Both are candidates, as in Swift's overload resolution: where one of SwiftUI's overloads
    // fits the labels too, the module's is chosen only when its plain value arguments convert.
    let catalogFits = sdkOverloads.initializers(of: entry, sdk: sdk).contains { labelsFit($0.parameters, args) }
    guard let (index, matching) = fitting.first(where: { valueArgumentsConvert(inits[$0.0].decl, $0.1, args, genericSet, scope) })
      ?? (catalogFits ? nil : fitting.first)
    else { return nil }
    let ext = inits[index]
    var bindings: [String: SwiftType] = [:]
    // (a) `where Parent == Text, Footer == EmptyView`.
    for r in ext.requirements where r.kind == .sameType {
      if case .named(let path, let gargs) = r.subject.kind, path.count == 1, gargs.isEmpty, genericSet.contains(path[0]) {
        let t = resolveQuietly(r.constraint, generics: [])
        if !t.isError { bindings[path[0]] = t }
      }
    }
    // (b) The arguments, and what the parameters are inside the body.
    var locals: [String: SwiftType] = [:]
    var callResults: [String: SwiftType] = [:]
    for (p, param) in ext.decl.parameters.enumerated() {
      guard let a = matching[p] else {
        let t = resolveQuietly(param.type, generics: genericSet)
        locals[param.name] = Self.isFunctionType(param.type) ? .action : t
        continue
      }
      let value = args[a].value
      if param.attributes.contains { $0.name == "ViewBuilder" } || Self.closureResultParameter(param.type, genericSet) != nil {
        let t = checkBuilderClosure(value, scope)
        if let g = Self.closureResultParameter(param.type, genericSet), !t.isError, bindings[g] == nil { bindings[g] = t }
        locals[param.name] = .function(result: t.isError ? nil : t)
        callResults[param.name] = t
      } else if case .named(let path, let gargs) = param.type.kind, gargs.isEmpty, path.count == 1, genericSet.contains(path[0]) {
        // `_ label: Label`: a view.
        let t = checkView(value, scope)
        if !t.isError, bindings[path[0]] == nil { bindings[path[0]] = t }
        locals[param.name] = t
      } else if Self.isFunctionType(param.type) {
        if case .closure = value.kind { checkActionClosure(value, scope) } else { _ = checkValue(value, scope, expected: nil) }
        locals[param.name] = .action
      } else {
        // `selection: Binding<SelectionValue>`: the argument binds what the type mentions.
        let expected = resolveQuietly(param.type, generics: genericSet)
        let generic = Self.mentionsGeneric(param.type, genericSet)
        let t = checkValue(value, scope, expected: expected.isError || generic ? nil : expected)
        if generic {
          bind(param.type, t, genericSet, &bindings)
        } else if !expected.isError, !compatible(t, expected) {
          emit(SemaDiagnostics.cannotConvert(TypePrinter.print(t), TypePrinter.print(expected)), value.range)
        }
        locals[param.name] = expected.isError || generic ? t : expected
      }
    }
    // A strict spec says what it means: a parameter neither the clause nor the arguments bind is
    // swiftc's error at the call.
    if !isTolerant(scope.file), let g = generics.first(where: { bindings[$0] == nil }) {
      emit(SemaDiagnostics.genericNotInferred(g), callee.range)
      return .error
    }
    // (c) The delegation, typed with the parameters' types. In an app (which compiles) it makes
    // `Self`, so it binds what layoutc did not read from the parameters' types.
    var delegated: SwiftType? = nil
    if let d = ext.delegation, helperDepth < Self.helperDepthLimit {
      delegated = checkDelegation(name, d, ext, index: index, locals: locals, callResults: callResults)
      if case .nominal(name, let dargs)? = delegated, dargs.count == generics.count {
        for (g, t) in zip(generics, dargs) where bindings[g] == nil && !t.containsError { bindings[g] = t }
      }
    }
    let spelled = Self.spelledCall(name, args)
    let evaluable = delegated.map { !$0.containsError } ?? false
    if evaluable {
      facts.calls[ObjectIdentifier(call)] = ResolvedCall(
        target: .extensionInitializer(name, index: index), overload: nil, argumentIndices: matching, initializer: ext.decl)
    } else if assumes(.initializer, spelled, at: callee.range, in: scope.file) {
      if quiet == 0 {
        facts.calls[ObjectIdentifier(call)] = ResolvedCall(target: .assumedView(name), overload: nil, argumentIndices: [:])
        noteAssumed(spelled, of: call)
      }
    } else if delegated == nil {
      // A strict spec: the body must be what layoutc evaluates (an error in the delegation
      // was reported where it is).
      emit(SemaDiagnostics.unmodelledInitializer(spelled), callee.range)
      return .error
    } else {
      return .error
    }
    let arguments = generics.map { g in
      bindings[g] ?? (assumes(.generic, name + "." + g, at: call.range, in: scope.file) ? SwiftType.assumed(Assumptions.placeholder(g), []) : .error)
    }
    return arguments.contains(.error) ? .error : .nominal(name, arguments)
  }

  /// Whether the arguments for plain value parameters (`_ title: String`) convert, probed
  /// quietly: what chooses the module's initializer over SwiftUI's with the same labels.
  private func valueArgumentsConvert(_ f: FunctionDecl, _ matching: [Int: Int], _ args: [Argument], _ generics: Set<String>, _ scope: Scope) -> Bool {
    quiet += 1
    defer { quiet -= 1 }
    return matching.allSatisfy { p, a in
      let param = f.parameters[p]
      if param.attributes.contains { $0.name == "ViewBuilder" } || Self.isFunctionType(param.type) { return true }
      let expected = resolveQuietly(param.type, generics: generics)
      if expected.isError || expected.containsError { return true }
      return compatible(checkValue(args[a].value, scope, expected: expected), expected)
    }
  }

  /// Whether a written type names one of `generics` (`Binding<SelectionValue>`).
  private static func mentionsGeneric(_ t: TypeRepr, _ generics: Set<String>) -> Bool {
    switch t.kind {
    case .named(let path, let args): return (path.count == 1 && generics.contains(path[0])) || args.contains { mentionsGeneric($0, generics) }
    case .optional(let w), .implicitlyUnwrappedOptional(let w), .array(let w): return mentionsGeneric(w, generics)
    case .tuple(let es): return es.contains { mentionsGeneric($0, generics) }
    case .function(let ps, let r): return ps.contains { mentionsGeneric($0, generics) } || mentionsGeneric(r, generics)
    default: return false
    }
  }

  /// `() -> Content` (or `(() -> Content)?`) where `Content` is one of `generics`: its name.
  private static func closureResultParameter(_ t: TypeRepr, _ generics: Set<String>) -> String? {
    switch t.kind {
    case .function(_, let result):
      if case .named(let path, let args) = result.kind, path.count == 1, args.isEmpty, generics.contains(path[0]) { return path[0] }
      return nil
    case .optional(let w): return closureResultParameter(w, generics)
    case .tuple(let es) where es.count == 1: return closureResultParameter(es[0], generics)
    default: return nil
    }
  }

  /// The delegation checked as a call of the view's initializer, in the extension's file with
  /// the parameters as locals: out loud the first time (its errors are the module's), quietly
  /// for every other call site, whose arguments may bind other types.
  private func checkDelegation(
    _ name: String, _ d: (call: Expr, callee: Expr, args: [Argument]), _ ext: ExtensionInitializer, index: Int,
    locals: [String: SwiftType], callResults: [String: SwiftType]
  ) -> SwiftType {
    helperDepth += 1
    defer { helperDepth -= 1 }
    let (savedFile, savedContext) = (currentFile, typeContext)
    defer { (currentFile, typeContext) = (savedFile, savedContext) }
    currentFile = ext.file
    typeContext = nil
    var s = Scope(view: nil, file: ext.file)
    s.locals = locals
    s.callResults = callResults
    let key = "init." + name + "#" + String(index)
    let unit = enterBody(key)
    defer { currentUnit = unit }
    let loud = checkedFunctions.insert(key).inserted
    let savedQuiet = quiet
    if loud { quiet = 0 } else { quiet += 1 }
    defer { quiet = savedQuiet }
    return checkInitializer(name, callee: d.callee, args: d.args, call: d.call, s)
  }
}

extension ExtensionInitializer {
  /// The `self.init(…)` the initializer's body consists of: the one form layoutc evaluates.
  public var delegation: (call: Expr, callee: Expr, args: [Argument])? {
    guard decl.body.count == 1, case .expression(let x) = decl.body[0].kind, case .call(let callee, let args) = x.kind,
      case .member(let base, "init", _) = callee.kind, case .identifier("self") = base.kind
    else { return nil }
    return (x, callee, args)
  }
}
