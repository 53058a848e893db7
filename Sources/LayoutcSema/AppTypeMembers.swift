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
    guard model.protocols[member.owner] == nil else { return resolveIn(member.owner, t) }
    if let viewType = valueViewPropertyType(member.owner, v, file: member.file) { return viewType }
    // Its getter is read as a type's own is (`extension Outer.Data { var poster: Poster.Data
    // { .init(…) } }`), so the evaluator knows what its expressions build.
    let declared = resolveIn(member.owner, t)
    readValueGetter(member.owner, v, result: declared, file: member.file)
    return declared
  }

  /// The declared protocols a generic parameter of the type being checked is constrained to:
  /// `<T: Describable>` and `where T: Describable` (a view's or a function's parameters).
  func constrainingProtocols(_ parameter: String) -> [String] {
    guard let context = typeContext, let decl = model.views[context]?.decl ?? model.dataTypes[context]?.decl else { return [] }
    return constrainingProtocols(parameter, of: decl, context)
  }

  func constrainingProtocols(_ parameter: String, of decl: TypeDecl, _ context: String) -> [String] {
    writtenConstraints(parameter, of: decl).compactMap { t -> String? in
      guard case .named(let path, _) = t.kind, let key = model.typeKey(path.joined(separator: "."), in: context),
        model.protocols[key] != nil
      else { return nil }
      return key
    }
  }

  /// The constraints written on generic parameter `parameter`: in its list (`<T: P>`) and in
  /// the `where` clause (`where T: P`).
  private func writtenConstraints(_ parameter: String, of decl: TypeDecl) -> [TypeRepr] {
    var written: [TypeRepr] = decl.genericParameters.filter { $0.name == parameter }.compactMap(\.constraint)
    for r in decl.whereClause where r.kind == .conformance {
      if case .named([parameter], _) = r.subject.kind { written.append(r.constraint) }
    }
    return written
  }

  /// Whether generic parameter `parameter` of the type being checked conforms to `proto`: its
  /// constraint names it (`<T: Identifiable>`), or a declared protocol it is constrained to
  /// refines it (`<T: Named>`, `protocol Named: Identifiable`).
  func parameterConforms(_ parameter: String, to proto: String) -> Bool {
    guard let context = typeContext, let decl = model.views[context]?.decl ?? model.dataTypes[context]?.decl else { return false }
    let written = writtenConstraints(parameter, of: decl)
    if written.contains(where: { if case .named(let path, _) = $0.kind { path.last == proto } else { false } }) { return true }
    return constrainingProtocols(parameter, of: decl, context).contains { p in
      p == proto || model.protocols[p]?.decl.conforms(to: proto) == true || model.conforms(p, to: proto) || model.conformedProtocols(p).contains(proto)
    }
  }

  /// `item.title` where `item: T` and `T: Describable`: the member of a constraining protocol
  /// (a requirement or a default from an extension).
  func constrainedMemberType(_ parameter: String, _ name: String) -> SwiftType? {
    for p in constrainingProtocols(parameter) {
      if let t = declaredMemberType(p, name) { return t }
    }
    if name == "rawValue", parameterConforms(parameter, to: "RawRepresentable") { return rawValueType(of: parameter) }
    return nil
  }

  /// `T.RawValue` for `T: RawRepresentable`: the type a same-type requirement fixes, on the
  /// parameter (`where T.RawValue == String`) or on a protocol constraining it
  /// (`protocol Property: RawRepresentable where RawValue == String`), else the parameter's own.
  private func rawValueType(of parameter: String) -> SwiftType {
    guard let context = typeContext, let decl = model.views[context]?.decl ?? model.dataTypes[context]?.decl else {
      return .parameter(parameter + ".RawValue")
    }
    var requirements = decl.whereClause.filter { r in
      if case .named(let path, _) = r.subject.kind { return path == [parameter, "RawValue"] } else { return false }
    }.map { ($0, context) }
    var pending = constrainingProtocols(parameter, of: decl, context)
    var seen: Set<String> = []
    while let p = pending.popLast(), seen.insert(p).inserted, let proto = model.protocols[p] {
      for r in proto.decl.whereClause {
        if case .named(let path, _) = r.subject.kind, path == ["RawValue"] || path == ["Self", "RawValue"] { requirements.append((r, p)) }
      }
      pending += model.conformedProtocols(p)
    }
    guard let (fixed, owner) = requirements.first(where: { $0.0.kind == .sameType }) else { return .parameter(parameter + ".RawValue") }
    return resolveIn(owner, fixed.constraint)
  }

  /// An extension member of the type, else of the protocols it conforms to (their defaults).
  func extensionMember(_ typeName: String, _ name: String) -> ExtensionMember? { model.extensionMember(typeName, name) }

  func conformedProtocols(_ typeName: String) -> [String] { model.conformedProtocols(typeName) }

  func resolveIn(_ context: String, _ t: TypeRepr, generics: Set<String> = []) -> SwiftType {
    let saved = typeContext
    typeContext = context
    defer { typeContext = saved }
    return resolveQuietly(t, generics: generics)
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
    let savedWritten = writtenViewType
    writtenViewType = declared
    defer { writtenViewType = savedWritten }
    // `-> Button<some View>` (SE-0328): the opaque parts are what the body returns, which is
    // the type the runtime prints.
    let structurallyOpaque = Self.containsOpaque(repr)
    var returned: SwiftType? = nil
    func check(_ e: Expr, _ s: Scope) {
      if existential, case .ternary(let c, let a, let b) = e.kind {
        _ = checkValue(c, s, expected: .bool)
        check(a, s)
        check(b, s)
        return
      }
      let t = isViewExpression(e, s) ? checkView(e, s) : checkValue(e, s, expected: declared)
      if structurallyOpaque, returned == nil { returned = t }
    }
    var scope = scope
    if member.body.count == 1, case .expression(let e) = member.body[0].kind {
      check(e, scope)
    } else {
      walkStatements(member.body, &scope, expression: { e, s in _ = self.checkValue(e, s, expected: nil) }, returned: check)
    }
    if let returned, returned.name == declared.name, returned.arguments.count == declared.arguments.count, !returned.containsError {
      return returned
    }
    return declared
  }

  /// Whether a written type has an opaque part (`Button<some View>`, `(some View)?`).
  static func containsOpaque(_ t: TypeRepr) -> Bool {
    switch t.kind {
    case .opaque: true
    case .named(_, let args): args.contains(where: containsOpaque)
    case .optional(let w), .implicitlyUnwrappedOptional(let w), .array(let w): containsOpaque(w)
    case .tuple(let es): es.contains(where: containsOpaque)
    default: false
    }
  }

  /// A call of a type's declared initializers: a class (`VM()`, `Item(name: "a")`) or a
  /// struct that writes its own. A class without one has `init()` when every stored
  /// property has an initial value (Swift's default initializer); nil when the memberwise
  /// initializer applies instead.
  func declaredInitType(_ data: DataInfo, _ args: [Argument], _ e: Expr, _ scope: Scope) -> SwiftType? {
    // An extension's initializer first: it is there beside the memberwise or default one.
    // `init?` makes an Optional (`init!` an implicitly unwrapped one, read as the type itself).
    func made(by f: FunctionDecl) -> SwiftType {
      let type = constructedType(data, checkDeclaredInit(f, of: data, args, scope), at: e.range)
      return f.failability == "?" ? .optional(type) : type
    }
    let extensionInits = (model.extensionInitializers[data.name] ?? []).map(\.decl)
    if let (f, _) = overload(of: extensionInits, data, args, e, scope) { return made(by: f) }
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
      return constructedType(data, [:], at: e.range)
    }
    if let (f, _) = overload(of: data.initializers, data, args, e, scope, offset: extensionInits.count) { return made(by: f) }
    let have = args.map { ($0.label ?? "_") + ":" }.joined()
    let want = data.initializers[0].parameters.map { ($0.label ?? "_") + ":" }.joined()
    emit(SemaDiagnostics.incorrectLabels(have: have, expected: want), e.range)
    checkArguments(args, scope)
    return .error
  }

  /// The initializer of `candidates` call `e` reaches, with its index: of those whose labels
  /// `args` give, the first whose arguments convert (`init?(_: Int?, _: Int?)` beside
  /// `init(_: Int, _: Int)`, probed quietly), else the first. A choice among several is recorded
  /// for the evaluator (`DeclarationReference.declaredInitializer`, the index past `offset`).
  private func overload(
    of candidates: [FunctionDecl], _ data: DataInfo, _ args: [Argument], _ e: Expr, _ scope: Scope, offset: Int = 0
  ) -> (FunctionDecl, Int)? {
    let byLabels = candidates.indices.filter { matchedPairs(declaredParameters(candidates[$0].parameters), args) != nil }
    guard byLabels.count > 1 else { return byLabels.first.map { (candidates[$0], $0) } }
    quiet += 1
    let converting = byLabels.first { i in
      matchedPairs(declaredParameters(candidates[i].parameters), args)!.allSatisfy { p, a in
        if case .closure = args[a].value.kind { return true }
        let expected = resolveIn(data.name, candidates[i].parameters[p].argumentType)
        let t = checkValue(args[a].value, scope, expected: expected)
        return !t.containsError && compatible(t, expected)
      }
    }
    quiet -= 1
    let i = converting ?? byLabels[0]
    facts.references[ObjectIdentifier(e)] = .declaredInitializer(data.name, index: offset + i)
    return (candidates[i], i)
  }

  /// Checks `args` against the declared initializer `f`, whose labels they give.
  /// Checks a declared initializer's arguments; the type's generic parameters they bind.
  private func checkDeclaredInit(_ f: FunctionDecl, of data: DataInfo, _ args: [Argument], _ scope: Scope) -> [String: SwiftType] {
    var bindings: [String: SwiftType] = [:]
    guard let matching = matchedPairs(declaredParameters(f.parameters), args) else { return bindings }
    for (p, a) in matching { checkInitArgument(args[a].value, f.parameters[p].argumentType, of: data, scope, &bindings) }
    return bindings
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
    let candidates = declaredMethods(typeName, name)
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
      return f.returnType.map { specialized(resolveIn(owner, $0), in: owner, receiver.arguments) } ?? .nominal("Void", [])
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

  /// The instance methods `name` of a declared type: its own, then its extensions' and those
  /// of the protocols it conforms to, each with the type that declares it.
  func declaredMethods(_ typeName: String, _ name: String) -> [(FunctionDecl, String)] {
    let decl = model.dataTypes[typeName]?.decl ?? model.enums[typeName]?.decl ?? model.protocols[typeName]?.decl
    var candidates: [(FunctionDecl, String)] = []
    for m in decl?.members ?? [] { if case .function(let f) = m.kind, f.name == name, !f.isStatic { candidates.append((f, typeName)) } }
    for owner in [typeName] + conformedProtocols(typeName) {
      for m in model.extensionMembers[owner] ?? [] { if case .function(let f) = m.kind, f.name == name { candidates.append((f, owner)) } }
    }
    return candidates
  }

  /// Whether a declaration names a supertype or protocol the module does not declare.
  func inheritsFromOutside(_ decl: TypeDecl?) -> Bool {
    decl?.inheritance.contains { t in
      guard case .named(let path, _) = t.kind else { return true }
      return !model.isDeclaredType(path.joined(separator: "."))
    } ?? false
  }
}
