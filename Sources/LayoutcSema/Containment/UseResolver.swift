import LayoutcSyntax

/// The declarations one containment unit uses, each name resolved as Swift's lookup would find
/// it, never matched by spelling alone:
/// - a bare name: a member of the enclosing types (and what they conform to), else a top-level
///   declaration or type;
/// - `base.name`: a member of the base's type, where the checker typed the base or a written
///   type says it (`let s: Store`, `Store()`, `func make() -> Store`); a type's static member
///   for `Type.name`; only where no type can be told, every member of that name;
/// - `.name`: a member of the type the checker inferred for it, else every member of that name;
/// - a type written anywhere: its declaration (header); constructing it (`Store(...)`, an
///   attribute `@Wrapper`): also its initializers and stored properties;
/// - key paths by their root type, subscripts and operators by their operand's type.
/// A `private` or `fileprivate` declaration is used only from its own file. Keywords, string
/// literals' text and the names of locals declare or use nothing. A local
/// that shadows a member is still counted as a use of the member: that can only skip more.
final class UseResolver {
  let declarations: ModuleDeclarations
  let units: [ContainmentUnit]
  let facts: TypeFacts?

  private var found: Set<Int> = []
  private var owner: String?
  private var path: String = ""
  private var localTypes: [String: String?] = [:]
  private var memoTypes: [ObjectIdentifier: String?] = [:]
  /// Types the checker gave a call whose callee is an implicit member (`.custom(1)`).
  private var calleeTypes: [ObjectIdentifier: String] = [:]
  /// The argument labels of the call each callee is called with: overloads they cannot reach
  /// are not uses.
  private var calleeLabels: [ObjectIdentifier: (labels: [String?], trailing: Int)] = [:]
  /// The type context gives an implicit member (`.init()`, `.shared`) where the checker did
  /// not type it: a declared variable's, a function's result, the other operand's.
  private var contextTypes: [ObjectIdentifier: String] = [:]
  /// The unit's declared type: what its `return`s and single-expression body produce.
  private var resultType: String?
  /// What bare names found in the current owner and file (units come grouped by type).
  private var bareNames: [String: [Int]] = [:]
  /// What written type names found in the current owner.
  private var typeNames: [[String]: [Int]] = [:]
  private var bareScope: (owner: String?, path: String) = (nil, "")
  /// Members by type, name and access, as found so far.
  private var memberCache: [String: [String: [Int]]] = [:]

  init(declarations: ModuleDeclarations, units: [ContainmentUnit], facts: TypeFacts?) {
    self.declarations = declarations
    self.units = units
    self.facts = facts
  }

  /// The units unit `i` uses, in ascending order, without itself.
  func uses(of i: Int) -> [Int] {
    let u = units[i]
    found = []
    owner = u.isTypeHeader ? u.qualifiedName : u.owner
    path = u.file.path
    if bareScope.owner != owner || bareScope.path != path {
      bareNames = [:]
      typeNames = [:]
      bareScope = (owner, path)
    }
    localTypes = [:]
    memoTypes = [:]
    calleeTypes = [:]
    calleeLabels = [:]
    contextTypes = [:]
    resultType = u.isInitializer ? nil : u.declaredType
    if u.isTypeHeader {
      guard case .type(let t) = u.decl.kind else { return [] }
      for r in t.inheritance { type(r) }
      for g in t.genericParameters { if let c = g.constraint { type(c) } }
      for w in t.whereClause { type(w.subject); type(w.constraint) }
      for a in t.attributes { attribute(a) }
    } else {
      for e in Self.singleExpressionBodies(u.decl) { context(e, resultType) }
      let walker = ASTWalker(
        expr: { [unowned self] e in self.expression(e) },
        stmt: { [unowned self] s in self.statement(s) },
        decl: { [unowned self] d in self.declaration(d) })
      walker.walk(u.decl)
    }
    found.remove(i)
    // What is private to another file is not visible here, whatever its name.
    return found.filter { !units[$0].isFilePrivate || units[$0].file.path == path }.sorted()
  }

  // MARK: Declarations and statements: the types they write

  private func declaration(_ d: Decl) {
    switch d.kind {
    case .variable(let v): variable(v)
    case .function(let f):
      for p in f.parameters {
        bind(p.name, ContainmentUnit.nominalName(p.type))
        if let d = p.defaultValue { context(d, ContainmentUnit.nominalName(p.type)) }
      }
      for a in f.attributes { attribute(a) }
      for p in f.parameters { type(p.type); for a in p.attributes { attribute(a) } }
      if let r = f.returnType { type(r) }
      for g in f.genericParameters { if let c = g.constraint { type(c) } }
      for w in f.whereClause { type(w.subject); type(w.constraint) }
    case .patternBinding(let b):
      for a in b.attributes { attribute(a, initialValue: b.initializer != nil) }
      if let t = b.type { type(t) }
      if let i = b.initializer { context(i, ContainmentUnit.nominalName(b.type)) }
    case .typealias(let t): type(t.type)
    case .subscript(let s):
      for p in s.parameters { type(p.type); bind(p.name, ContainmentUnit.nominalName(p.type)) }
      type(s.returnType)
    case .enumCase(let elements):
      for e in elements { for t in e.associatedValues { type(t) } }
    case .type(let t):
      // A type declared inside a function: its header's names are this unit's uses.
      for r in t.inheritance { type(r) }
    case .macro(let m):
      if m.name != "Preview", isTypeName(m.name) { found.formUnion(typeHeaders([m.name], inside: owner)) }
    default: break
    }
  }

  private func variable(_ v: VariableDecl) {
    for a in v.attributes { attribute(a, initialValue: v.initializer != nil) }
    if let t = v.type { type(t) }
    if let i = v.initializer { context(i, ContainmentUnit.nominalName(v.type)) }
  }

  /// Gives `e` its context's type where it is an implicit member or a call of one.
  private func context(_ e: Expr, _ type: String?) {
    guard let type else { return }
    switch e.kind {
    case .implicitMember: contextTypes[ObjectIdentifier(e)] = type
    case .call(let callee, _), .try(_, let callee), .await(let callee), .postfixOperator(_, let callee):
      if case .implicitMember = callee.kind { contextTypes[ObjectIdentifier(callee)] = type } else { context(callee, type) }
    case .ternary(_, let a, let b):
      context(a, type)
      context(b, type)
    default: break
    }
  }

  /// The expression a getter or function of one statement produces.
  static func singleExpressionBodies(_ d: Decl) -> [Expr] {
    func single(_ body: [Stmt]?) -> Expr? {
      guard let body, body.count == 1, case .expression(let e) = body[0].kind else { return nil }
      return e
    }
    switch d.kind {
    case .variable(let v): return [single(v.getter)].compactMap { $0 } + v.accessors.compactMap { $0.kind == "get" ? single($0.body) : nil }
    case .function(let f): return [single(f.body)].compactMap { $0 }
    case .subscript(let s): return [single(s.getter)].compactMap { $0 }
    default: return []
    }
  }

  private func statement(_ s: Stmt) {
    switch s.kind {
    case .variable(let v):
      bind(v.name, ContainmentUnit.nominalName(v.type) ?? ContainmentUnit.constructedType(v.initializer))
      variable(v)
    case .return(let e?): context(e, resultType)
    case .destructuring(_, _, let t, _): if let t { type(t) }
    // `case .loaded:` in a switch: a member of the subject's type.
    case .switch(let subject, let cases):
      let t = typeOf(subject)
      for c in cases { for p in c.patterns { context(p, t) } }
    case .if(let conditions, _, _), .guard(let conditions, _), .while(let conditions, _):
      for case .pattern(let p, let value) in conditions { context(p, typeOf(value)) }
    default: break
    }
  }

  /// `@Wrapper var x`: the wrapper type, where the module declares it, and the initializers
  /// the declaration calls: those its arguments fit (`@Wrapper(key: k)`), `init(wrappedValue:)`
  /// where the property has an initial value; none where the initializer assigns it.
  private func attribute(_ a: Attribute, initialValue: Bool = false) {
    guard isTypeName(a.name) else { return }
    let headers = typeHeaders([a.name], inside: owner)
    var labels: [String?] = initialValue ? ["wrappedValue"] : []
    if let arguments = a.arguments {
      labels += arguments.filter { !$0.isTrailingClosure }.map(\.label)
    } else if !initialValue {
      return found.formUnion(headers)
    }
    construct(headers, call: (labels, a.arguments?.filter(\.isTrailingClosure).count ?? 0))
  }

  private func type(_ t: TypeRepr) {
    switch t.kind {
    case .named(let names, let arguments):
      found.formUnion(typeHeaders(names, inside: owner))
      for a in arguments { type(a) }
    case .optional(let w), .implicitlyUnwrappedOptional(let w), .array(let w), .opaque(let w), .existential(let w),
      .metatype(let w, _), .variadic(let w), .packExpansion(let w), .packElement(let w):
      type(w)
    case .dictionary(let k, let v):
      type(k)
      type(v)
    case .tuple(let ts), .composition(let ts): for x in ts { type(x) }
    case .function(let ps, let r):
      for p in ps { type(p) }
      type(r)
    case .error: break
    }
  }

  /// A type's headers and what constructing it runs: its stored properties, and the
  /// initializers the call's labels fit (all of them where it is not called: `@Wrapper`).
  private func construct(_ headers: [Int], call: (labels: [String?], trailing: Int)? = nil) {
    found.formUnion(headers)
    for h in headers {
      guard let q = units[h].qualifiedName else { continue }
      for i in declarations.interfaces[ContainmentUnit.simpleName(q)] ?? [] {
        if let call, !units[i].accepts(labels: call.labels, trailingClosures: call.trailing) { continue }
        found.insert(i)
      }
    }
  }

  // MARK: Expressions

  private func expression(_ e: Expr) {
    switch e.kind {
    case .identifier(let name): use(bare(name), calledAs: e)
    case .call(let callee, let arguments):
      let trailing = arguments.filter(\.isTrailingClosure).count
      calleeLabels[ObjectIdentifier(callee)] = (arguments.filter { !$0.isTrailingClosure }.map(\.label), trailing)
      if case .identifier(let n) = callee.kind, isTypeName(n) {
        construct(typeHeaders([n], inside: owner), call: calleeLabels[ObjectIdentifier(callee)])
      } else if case .specialize(let inner, _) = callee.kind, case .identifier(let n) = inner.kind, isTypeName(n) {
        construct(typeHeaders([n], inside: owner), call: calleeLabels[ObjectIdentifier(callee)])
      } else if case .implicitMember = callee.kind, let t = checkedType(e) {
        calleeTypes[ObjectIdentifier(callee)] = t
      }
    case .member(let base, let name, _):
      let access: MemberAccess = name == "init" ? .either : .instance
      if case .identifier("Self") = base.kind, let o = owner {
        use(members(named: name, of: ContainmentUnit.simpleName(o), through: .type), calledAs: e)
      } else if case .identifier(let n) = base.kind, n != "self", isTypeName(n) {
        use(members(named: name, of: ContainmentUnit.simpleName(n), through: .type), calledAs: e)
        found.formUnion(typeHeaders([n, name], inside: owner).filter { units[$0].qualifiedName?.hasSuffix("." + name) == true })
      } else if let t = typeOf(base) {
        use(members(named: name, of: t, through: access), calledAs: e)
      } else {
        // Of a base with no type to tell: a member not called is a property, not a method.
        use(declarations.members(named: name, through: access).filter { calleeLabels[ObjectIdentifier(e)] != nil || units[$0].parameters == nil }, calledAs: e)
      }
    case .implicitMember(let name):
      if let t = checkedType(e) ?? calleeTypes[ObjectIdentifier(e)] ?? contextTypes[ObjectIdentifier(e)] {
        use(members(named: name, of: t, through: .type), calledAs: e)
      } else {
        use(declarations.members(named: name, through: .type), calledAs: e)
      }
    case .subscript(let base, _):
      if let t = typeOf(base) {
        found.formUnion(members(named: "subscript", of: t, through: .either))
      } else {
        found.formUnion(declarations.members(named: "subscript", through: .either))
      }
    case .keyPath(let root, let components):
      keyPath(root: root, e, components)
    case .keyPathComponents(let root, let components):
      keyPath(root: root, e, components.compactMap { if case .property(let p) = $0 { p } else { nil } })
    case .binaryOperator(let op, let l, let r):
      // An operator is a static member of its operands' type (or a top-level function); an
      // implicit member on one side takes the other side's type (`state == .loaded`).
      let operand = Self.literalType(r) ?? Self.literalType(l) ?? typeOf(l) ?? typeOf(r)
      if let operand {
        context(l, operand)
        context(r, operand)
        operatorUse(op, operand)
      } else if let member = Self.implicitMemberName(l) ?? Self.implicitMemberName(r) {
        // `x == .tv`: the operand's type is one that has a static member `tv`.
        found.formUnion(declarations.topLevel[op] ?? [])
        let owners = Set(declarations.members(named: member, through: .type).compactMap { units[$0].ownerSimpleName })
        for o in owners.sorted() { found.formUnion(members(named: op, of: o, through: .type)) }
      } else {
        operatorUse(op, nil)
      }
    case .prefixOperator(let op, let x), .postfixOperator(let op, let x):
      if op != "?" && op != "!" { operatorUse(op, typeOf(x)) }
    case .closure(let c):
      for p in c.parameters {
        if let t = p.type { type(t) }
        bind(p.name, ContainmentUnit.nominalName(p.type))
      }
      if let r = c.resultType { type(r) }
    case .cast(_, _, let t), .isPattern(let t), .type(let t): type(t)
    case .specialize(_, let ts): for t in ts { type(t) }
    default: break
    }
  }

  private func operatorUse(_ op: String, _ operand: String?) {
    found.formUnion(declarations.topLevel[op] ?? [])
    found.formUnion(operand.map { members(named: op, of: $0, through: .type) } ?? declarations.members(named: op, through: .type))
  }

  /// `name` for `.name` or `.name(…)`.
  static func implicitMemberName(_ e: Expr) -> String? {
    switch e.kind {
    case .implicitMember(let n): n
    case .call(let callee, _): implicitMemberName(callee)
    default: nil
    }
  }

  /// The standard type a literal operand gives an operator (`x != nil` is Optional's).
  static func literalType(_ e: Expr) -> String? {
    switch e.kind {
    case .nilLiteral: "Optional"
    case .booleanLiteral: "Bool"
    case .stringLiteral: "String"
    default: nil
    }
  }

  /// `ModuleDeclarations.typeHeaders(_:inside:)` in the current owner, each answer kept.
  private func typeHeaders(_ path: [String], inside owner: String?) -> [Int] {
    if let known = typeNames[path] { return known }
    let found = declarations.typeHeaders(path, inside: owner)
    typeNames[path] = found
    return found
  }

  /// `ModuleDeclarations.members(named:of:through:)`, each answer kept for the run.
  private func members(named name: String, of type: String, through access: MemberAccess) -> [Int] {
    let key = access == .either ? type : (access == .type ? "T\u{1}" : "I\u{1}") + type
    if let known = memberCache[key]?[name] { return known }
    let found = declarations.members(named: name, of: type, through: access)
    memberCache[key, default: [:]][name] = found
    return found
  }

  /// Records `candidates` as uses; where `e` is called, only the overloads its labels reach.
  private func use(_ candidates: [Int], calledAs e: Expr) {
    guard let call = calleeLabels[ObjectIdentifier(e)] else { return found.formUnion(candidates) }
    for c in candidates where units[c].accepts(labels: call.labels, trailingClosures: call.trailing) { found.insert(c) }
  }

  /// `\Root.a.b` or `\.a.b`: each component a member of the previous one's type.
  private func keyPath(root: String?, _ e: Expr, _ components: [String]) {
    var current: String? = root.map { ContainmentUnit.simpleName($0) }
    if current == nil, let t = facts?.type(of: e), case .nominal(_, let args) = t, let r = args.first { current = Self.nominal(r) }
    if let root { found.formUnion(typeHeaders(root.split(separator: ".").map(String.init), inside: owner)) }
    for c in components where c != "self" {
      // A key path names a property or subscript, never a method.
      let candidates = (current.map { members(named: c, of: $0, through: .instance) } ?? declarations.members(named: c, through: .instance))
        .filter { units[$0].parameters == nil }
      found.formUnion(candidates)
      current = candidates.lazy.compactMap { self.units[$0].declaredType }.first
    }
  }

  /// What a bare name finds: a member of an enclosing type, else a top-level declaration or
  /// type of the module; nothing for `self`, `$0` and names the module does not declare.
  private func bare(_ written: String) -> [Int] {
    if let known = bareNames[written] { return known }
    let found = lookUpBare(written)
    bareNames[written] = found
    return found
  }

  private func lookUpBare(_ written: String) -> [Int] {
    let name = written.hasPrefix("$") ? String(written.dropFirst()) : written
    guard let first = name.first, !first.isNumber, name != "self", name != "Self", name != "super" else { return [] }
    var scope = owner
    while let s = scope {
      let found = members(named: name, of: ContainmentUnit.simpleName(s), through: .either)
      if !found.isEmpty { return found }
      scope = s.contains(".") ? String(s[..<s.lastIndex(of: ".")!]) : nil
    }
    if let found = declarations.filePrivate[ModuleDeclarations.fileScoped(name, path)] { return found }
    if let found = declarations.topLevel[name] { return found }
    return declarations.isType(name) ? typeHeaders([name], inside: owner) : []
  }

  /// Whether `n` names a type of the module where it is written (not a local of that name).
  private func isTypeName(_ n: String) -> Bool {
    guard let first = n.first, first.isUppercase || first == "_", localTypes[n] == nil, declarations.isType(ContainmentUnit.simpleName(n)) else { return false }
    return !typeHeaders(n.split(separator: ".").map(String.init), inside: owner).isEmpty
  }

  // MARK: Types of expressions

  /// The simple name of the nominal type of `e`, from the checker's facts, else from what the
  /// code writes: locals' and members' declared types, constructions, function results.
  private func typeOf(_ e: Expr) -> String? {
    let key = ObjectIdentifier(e)
    if let known = memoTypes[key] { return known }
    let t = checkedType(e) ?? writtenType(e)
    memoTypes[key] = t
    return t
  }

  private func checkedType(_ e: Expr) -> String? { facts?.type(of: e).flatMap(Self.nominal) }

  private func writtenType(_ e: Expr) -> String? {
    switch e.kind {
    case .identifier("self"), .identifier("Self"): return owner.map(ContainmentUnit.simpleName)
    case .identifier(let n):
      if let local = localTypes[n] { return local }
      if n.hasPrefix("_"), bare(n).isEmpty {
        return bare(String(n.dropFirst())).lazy.compactMap { self.units[$0].wrapperType }.first
      }
      if isTypeName(n) { return ContainmentUnit.simpleName(n) }
      return bare(n).lazy.compactMap { self.units[$0].declaredType }.first
    case .member(let base, let name, _):
      let candidates: [Int]
      if case .identifier(let n) = base.kind, n != "self", isTypeName(n) {
        candidates = members(named: name, of: ContainmentUnit.simpleName(n), through: .type)
      } else if let t = typeOf(base) {
        candidates = members(named: name, of: t, through: .instance)
        // A wrapped property's storage: `self._value` is the wrapper.
        if candidates.isEmpty, name.hasPrefix("_") {
          return members(named: String(name.dropFirst()), of: t, through: .instance).lazy.compactMap { self.units[$0].wrapperType }.first
        }
      } else {
        return nil
      }
      return candidates.lazy.compactMap { self.units[$0].declaredType }.first
    case .call(let callee, _):
      if case .identifier(let n) = callee.kind, isTypeName(n) { return ContainmentUnit.simpleName(n) }
      return typeOf(callee)
    case .postfixOperator(_, let x), .try(_, let x), .await(let x), .specialize(let x, _): return typeOf(x)
    default: return nil
    }
  }

  /// A checker type's nominal name, through optionals.
  static func nominal(_ t: SwiftType) -> String? {
    guard case .nominal(let n, let args) = t else { return nil }
    if n == "Optional", let w = args.first { return nominal(w) }
    return n
  }

  /// Binds a parameter or local to its written type as the walk meets it (a binding comes
  /// before its uses); a name bound to two types has none.
  private func bind(_ name: String, _ type: String?) {
    guard let type else { return }
    if let existing = localTypes[name], existing != type { localTypes[name] = .some(nil) } else { localTypes[name] = type }
  }
}
