import LayoutcCatalog
import LayoutcSource
import LayoutcSyntax

/// Initializers an app adds to a SwiftUI value type (`extension EdgeInsets { init(vertical:
/// CGFloat, horizontal: CGFloat) { self.init(top: vertical, …) } }`): tried where the type's own
/// initializers' labels do not fit. A body that delegates to the type's own initializer
/// (`self.init(…)`) is modelled, that call checked with the parameters in scope; any other body
/// is an assumption in a tolerant file and an error in a spec.
extension TypeChecker {
  func extensionInitType(_ entry: ValueTypeEntry, _ args: [Argument], _ e: Expr, _ scope: Scope) -> SwiftType? {
    let candidates = model.extensionInitializers[entry.name] ?? []
    for (index, info) in candidates.enumerated() {
      let f = info.decl
      guard let matching = matchedPairs(declaredParameters(f.parameters), args) else { continue }
      let saved = typeContext
      typeContext = nil
      let types = f.parameters.map { resolveQuietly($0.argumentType, generics: []) }
      typeContext = saved
      for (p, a) in matching {
        let t = checkValue(args[a].value, scope, expected: types[p])
        if !compatible(t, types[p]) {
          emit(SemaDiagnostics.cannotConvert(TypePrinter.print(t), TypePrinter.print(types[p])), args[a].value.range)
        }
      }
      let result = SwiftType.nominal(entry.runtimeName, [])
      guard let (callee, delegated, call) = f.delegation else {
        let spelled = entry.name + "." + Self.spelledCall("init", args)
        if assumes(.value, spelled, at: e.range, in: scope.file) { return .assumed(Assumptions.placeholder(spelled), []) }
        emit(SemaDiagnostics.unsupportedExpression("an initializer body other than 'self.init(…)'"), f.nameRange, file: info.file)
        return .error
      }
      checkDelegation(entry, f, info.file, callee, delegated, call)
      facts.references[ObjectIdentifier(e)] = .extensionInitializer(entry.name, index: index)
      return result
    }
    return nil
  }

  /// Checks the delegation once, in the initializer's file with its parameters in scope.
  private func checkDelegation(_ entry: ValueTypeEntry, _ f: FunctionDecl, _ file: SourceFile, _ callee: Expr, _ args: [Argument], _ call: Expr) {
    let memo = "init#" + String(f.nameRange.start.offset) + "@" + file.path
    let unit = enterBody(memo)
    defer { currentUnit = unit }
    guard !checkedFunctions.contains(memo) else { return }
    checkedFunctions.insert(memo)
    let (savedFile, savedContext, savedQuiet) = (currentFile, typeContext, quiet)
    (currentFile, typeContext, quiet) = (file, nil, 0)
    defer { (currentFile, typeContext, quiet) = (savedFile, savedContext, savedQuiet) }
    var scope = Scope(view: nil, file: file)
    for p in f.parameters { scope.locals[p.name] = resolveQuietly(p.type, generics: []) }
    _ = valueTypeInit(entry, args, callee, call, scope)
  }
}

extension FunctionDecl {
  /// The `self.init(…)` call an initializer's body consists of, nil for any other body.
  public var delegation: (callee: Expr, arguments: [Argument], call: Expr)? {
    guard body.count == 1, case .expression(let x) = body[0].kind, case .call(let callee, let args) = x.kind,
      case .member(let base, "init", _) = callee.kind, case .identifier("self") = base.kind
    else { return nil }
    return (callee, args, x)
  }
}
