import LayoutcCatalog
import LayoutcSource
import LayoutcSyntax

/// Members of the types apps declare beyond plain structs: protocol requirements, extension
/// members (protocol defaults included), and the declared initializers of classes and of
/// structs that write their own.
extension TypeChecker {
  /// The type of `typeName.name` from a protocol requirement or an extension of the type or
  /// of a protocol it conforms to; nil when none declares it.
  func declaredMemberType(_ typeName: String, _ name: String) -> SwiftType? {
    if let p = model.protocols[typeName], let v = p.property(named: name), let t = v.type {
      return resolveIn(typeName, t)
    }
    guard let member = extensionMember(typeName, name), case .property(let v) = member.kind, let t = v.type else { return nil }
    if model.protocols[member.owner] == nil, let viewType = valueViewPropertyType(member.owner, v, file: member.file) { return viewType }
    return resolveIn(member.owner, t)
  }

  /// The declared protocols a generic parameter of the type being checked is constrained to:
  /// `<T: Describable>` and `where T: Describable` (a view's or a function's parameters).
  func constrainingProtocols(_ parameter: String) -> [String] {
    guard let context = typeContext, let decl = model.views[context]?.decl ?? model.dataTypes[context]?.decl else { return [] }
    return constrainingProtocols(parameter, of: decl, context)
  }

  func constrainingProtocols(_ parameter: String, of decl: TypeDecl, _ context: String) -> [String] {
    var written: [TypeRepr] = decl.genericParameters.filter { $0.name == parameter }.compactMap(\.constraint)
    for r in decl.whereClause where r.kind == .conformance {
      if case .named([parameter], _) = r.subject.kind { written.append(r.constraint) }
    }
    return written.compactMap { t -> String? in
      guard case .named(let path, _) = t.kind, let key = model.typeKey(path.joined(separator: "."), in: context),
        model.protocols[key] != nil
      else { return nil }
      return key
    }
  }

  /// `item.title` where `item: T` and `T: Describable`: the member of a constraining protocol
  /// (a requirement or a default from an extension).
  func constrainedMemberType(_ parameter: String, _ name: String) -> SwiftType? {
    for p in constrainingProtocols(parameter) {
      if let t = declaredMemberType(p, name) { return t }
    }
    return nil
  }

  /// An extension member of the type, else of the protocols it conforms to (their defaults).
  func extensionMember(_ typeName: String, _ name: String) -> ExtensionMember? { model.extensionMember(typeName, name) }

  func conformedProtocols(_ typeName: String) -> [String] { model.conformedProtocols(typeName) }

  func resolveIn(_ context: String, _ t: TypeRepr) -> SwiftType {
    let saved = typeContext
    typeContext = context
    defer { typeContext = saved }
    return resolveQuietly(t, generics: [])
  }

  /// A view member declared with a concrete type (`private var tint: Color { … }`, `func
  /// label() -> Text`) rather than `some View`: its type is the declared one, and what it
  /// returns is checked with that type as the context (`return active ? .white : .primary`).
  func concreteMemberType(_ member: ViewMember, _ scope: Scope, generics: Set<String>) -> SwiftType? {
    let repr: TypeRepr?
    switch member.kind {
    case .property(let v): repr = v.type
    case .function(let f): repr = f.returnType
    }
    guard let repr, !member.isViewBuilder, member.displayName != "body" else { return nil }
    // `var background: any View { c ? gradient : color }`: each returned value converts to the
    // existential on its own, so the branches of a ternary may differ (swiftc accepts it).
    var existential = false
    switch repr.kind {
    case .named: break
    case .existential: existential = true
    default: return nil
    }
    // `any View` is a type of its own (an existential box), printed as written.
    let declared = existential && TypeReprPrinter.print(repr) == "any View" ? .nominal("any View", []) : resolve(repr, generics: generics)
    guard !declared.isError else { return nil }
    func check(_ e: Expr, _ s: Scope) {
      if existential, case .ternary(let c, let a, let b) = e.kind {
        _ = checkValue(c, s, expected: .bool)
        check(a, s)
        check(b, s)
        return
      }
      _ = isViewExpression(e, s) ? checkView(e, s) : checkValue(e, s, expected: declared)
    }
    var scope = scope
    if member.body.count == 1, case .expression(let e) = member.body[0].kind {
      check(e, scope)
    } else {
      walkStatements(member.body, &scope, expression: { e, s in _ = self.checkValue(e, s, expected: nil) }, returned: check)
    }
    return declared
  }

  /// A call of a type's declared initializers: a class (`VM()`, `Item(name: "a")`) or a
  /// struct that writes its own. A class without one has `init()` when every stored
  /// property has an initial value (Swift's default initializer); nil when the memberwise
  /// initializer applies instead.
  func declaredInitType(_ data: DataInfo, _ args: [Argument], _ e: Expr, _ scope: Scope) -> SwiftType? {
    let type = SwiftType.nominal(data.name, [])
    // An extension's initializer first: it is there beside the memberwise or default one.
    // `init?` makes an Optional (`init!` an implicitly unwrapped one, read as the type itself).
    func made(by f: FunctionDecl) -> SwiftType { f.failability == "?" ? .optional(type) : type }
    for i in model.extensionInitializers[data.name] ?? [] where checkDeclaredInit(i.decl, of: data, args, scope) {
      return made(by: i.decl)
    }
    guard data.isClass || !data.initializers.isEmpty else { return nil }
    if data.initializers.isEmpty {
      // Reported once at the class (`checkDataType`) when a stored property has no value.
      guard data.storedProperties.allSatisfy({ $0.decl.initializer != nil || $0.hasDefault }) else {
        checkArguments(args, scope)
        return .error
      }
      if let first = args.first {
        emit(SemaDiagnostics.extraArgument, first.value.range)
        checkArguments(args, scope)
      }
      return type
    }
    for f in data.initializers where checkDeclaredInit(f, of: data, args, scope) { return made(by: f) }
    let have = args.map { ($0.label ?? "_") + ":" }.joined()
    let want = data.initializers[0].parameters.map { ($0.label ?? "_") + ":" }.joined()
    emit(SemaDiagnostics.incorrectLabels(have: have, expected: want), e.range)
    checkArguments(args, scope)
    return .error
  }

  /// Checks `args` against the declared initializer `f` when their labels match it.
  private func checkDeclaredInit(_ f: FunctionDecl, of data: DataInfo, _ args: [Argument], _ scope: Scope) -> Bool {
    let params = declaredParameters(f.parameters)
    guard let matching = matchedPairs(params, args) else { return false }
    for (p, a) in matching {
      let expected = resolveIn(data.name, f.parameters[p].argumentType)
      let t = checkValue(args[a].value, scope, expected: expected)
      if !compatible(t, expected) {
        emit(SemaDiagnostics.cannotConvert(TypePrinter.print(t), TypePrinter.print(expected)), args[a].value.range)
      }
    }
    return true
  }

  /// A class whose stored properties are not all initialised and that declares no
  /// initializer: swiftc's "class 'X' has no initializers", at the class.
  func checkClassInitializers(_ data: DataInfo) {
    guard data.isClass, data.initializers.isEmpty,
      data.storedProperties.contains(where: { $0.decl.initializer == nil && !$0.hasDefault })
    else { return }
    emit(SemaDiagnostics.noInitializer(TypePrinter.runtimeName(data.name)), data.decl.nameRange, file: data.file)
  }
}

extension TypeChecker {
  /// A method declared by a data type, class, protocol (a requirement) or one of their
  /// extensions (`model.add("Bread")`): its arguments checked against its parameters, its
  /// declared result (`Void` when none is written). Its body is not run here: a call whose
  /// value a view needs is evaluated as a function returning data.
  func declaredMethodType(_ receiver: SwiftType, _ name: String, _ args: [Argument], _ e: Expr, _ scope: Scope) -> SwiftType? {
    if case .parameter(let parameter) = receiver {
      for p in constrainingProtocols(parameter) {
        if let t = declaredMethodType(.nominal(p, []), name, args, e, scope) { return t }
      }
      return nil
    }
    guard let typeName = receiver.name else { return nil }
    let decl = model.dataTypes[typeName]?.decl ?? model.enums[typeName]?.decl ?? model.protocols[typeName]?.decl
    var candidates: [(FunctionDecl, String)] = []
    for m in decl?.members ?? [] { if case .function(let f) = m.kind, f.name == name, !f.isStatic { candidates.append((f, typeName)) } }
    for owner in [typeName] + conformedProtocols(typeName) {
      for m in model.extensionMembers[owner] ?? [] { if case .function(let f) = m.kind, f.name == name { candidates.append((f, owner)) } }
    }
    guard !candidates.isEmpty else { return nil }
    for (f, owner) in candidates {
      let params = declaredParameters(f.parameters)
      guard let matching = matchedPairs(params, args) else { continue }
      for (p, a) in matching {
        if case .closure = args[a].value.kind { checkActionClosure(args[a].value, scope); continue }
        let expected = resolveIn(owner, f.parameters[p].argumentType)
        let t = checkValue(args[a].value, scope, expected: expected)
        if !compatible(t, expected) {
          emit(SemaDiagnostics.cannotConvert(TypePrinter.print(t), TypePrinter.print(expected)), args[a].value.range)
        }
      }
      return f.returnType.map { resolveIn(owner, $0) } ?? .nominal("Void", [])
    }
    // A class or protocol that inherits from outside the module (`NSDocumentController`)
    // may have an overload there: assumed in a tolerant file.
    if inheritsFromOutside(decl), let t = assumedMethod(receiver, name, e.range, args: args, e, scope) { return t }
    let have = args.map { ($0.label ?? "_") + ":" }.joined()
    let want = candidates[0].0.parameters.map { ($0.label ?? "_") + ":" }.joined()
    emit(SemaDiagnostics.incorrectLabels(have: have, expected: want), e.range)
    checkArguments(args, scope)
    return .error
  }

  /// Whether a declaration names a supertype or protocol the module does not declare.
  func inheritsFromOutside(_ decl: TypeDecl?) -> Bool {
    decl?.inheritance.contains { t in
      guard case .named(let path, _) = t.kind else { return true }
      return !model.isDeclaredType(path.joined(separator: "."))
    } ?? false
  }
}
