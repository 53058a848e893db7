import LayoutcCatalog
import LayoutcSource
import LayoutcSyntax

/// ViewBuilder's result-builder transform (SE-0289) as SwiftUI's ViewBuilder declares it:
/// - `buildBlock()` → `EmptyView`; `buildBlock(c)` → `c`; `buildBlock(c0, …)` → `TupleView<(…)>`
///   (at most 10 children in the iOS 13 SDK);
/// - `buildOptional` (an `if` without `else`) → `Optional<C>`;
/// - `buildEither` → `_ConditionalContent<A, B>`, nested into a balanced tree for else-if chains
///   and switches, filled from the left (`<<A, B>, C>`), as Swift's transform does;
/// - `buildLimitedAvailability` (`if #available`) → `AnyView`;
/// - `let` declarations add no child; a `do` block is one child; `for`, `while`, `repeat`,
///   `guard`, `defer`, `do`/`catch`, `break`, `continue` and `fallthrough` are rejected with
///   swiftc's message, `throw` with the conversion error swiftc gives.
extension TypeChecker {
  /// Types a body or closure: with the builder transform, or (when the builder is off or the
  /// body uses `return`) from its return statements, as Swift does.
  func buildBody(_ body: [Stmt], scope: Scope, isBuilder: Bool, range: SourceRange) -> SwiftType {
    if isBuilder && !containsReturn(body) { return buildBlock(body, scope: scope) }
    return typeFromReturns(body, scope: scope, range: range)
  }

  func containsReturn(_ body: [Stmt]) -> Bool { body.containsReturn }

  /// An opaque result inferred from `return` statements (or a single expression): all of them
  /// must have the same underlying type.
  func typeFromReturns(_ body: [Stmt], scope: Scope, range: SourceRange, valueResult: Bool = false) -> SwiftType {
    var scope = scope
    let typeOf = { (e: Expr, s: Scope) -> SwiftType in
      if valueResult { return self.checkValue(e, s, expected: .cgFloat) }
      return self.checkView(e, s)
    }
    if body.count == 1, case .expression(let e) = body[0].kind { return typeOf(e, scope) }
    let body = body.branchesReturned ?? body
    var returns: [(SwiftType, SourceRange)] = []
    walkStatements(body, &scope,
      expression: { e, scope in
        // Beside a `return` the builder is off: a view on its own line is built and dropped.
        if !valueResult, case .call(let callee, _) = e.kind, self.isViewExpression(e, scope) {
          if !self.checkView(e, scope).containsError { self.emit(SemaDiagnostics.unusedView(callee), e.range) }
        } else {
          _ = self.checkValue(e, scope, expected: nil)
        }
      },
      returned: { e, scope in returns.append((typeOf(e, scope), e.range)) })
    guard let first = returns.first else {
      if valueResult { return .cgFloat }
      emit(SemaDiagnostics.noReturn, range)
      return .error
    }
    let distinct = returns.filter { !$0.0.containsError }
    // SE-0360: the returns of an `if #available` and its `else` may differ; the first
    // branch's type is what the newest systems run.
    if Self.splitsByAvailability(body), let t = distinct.first?.0 { return t }
    if let t = distinct.first?.0, distinct.contains(where: { $0.0 != t }) {
      emit(SemaDiagnostics.mismatchedOpaqueReturns, range,
        notes: returns.map { Note(SemaDiagnostics.returnHasType(TypePrinter.print($0.0)), file: currentFile?.path, range: $0.1) })
      return .error
    }
    return first.0
  }

  /// Whether `body` is one `if` whose conditions are all availability checks, with an `else`
  /// (SE-0360's opaque result types with limited availability).
  static func splitsByAvailability(_ body: [Stmt]) -> Bool {
    guard body.count == 1, case .if(let conditions, _, .some) = body[0].kind, !conditions.isEmpty else { return false }
    return conditions.allSatisfy { c in
      switch c {
      case .available, .unavailable: true
      default: false
      }
    }
  }

  /// `buildBlock` over the children a statement list produces.
  func buildBlock(_ body: [Stmt], scope: Scope) -> SwiftType {
    var scope = scope
    var children: [(SwiftType, SourceRange)] = []
    for s in body {
      switch s.kind {
      case .expression(let e):
        children.append((checkView(e, scope), e.range))
      case .variable(let v):
        bindLocal(v, &scope)
      case .destructuring(_, let pattern, let type, let value):
        bindDestructuring(pattern, type, value, &scope)
      case .if:
        children.append((buildIf(s, scope: scope), s.range))
      case .switch(let subject, let cases):
        children.append((buildSwitch(subject, cases, scope: scope), s.range))
      case .do(let body, let catches) where catches.isEmpty:
        // A `do` block is one child: its own block, built (SE-0289, buildBlock of the body).
        children.append((buildBlock(body, scope: scope), s.range))
      case .for, .while, .repeat, .guard, .defer, .do, .break, .continue, .fallthrough:
        emit(SemaDiagnostics.controlFlowInBuilder, keywordRange(s))
        children.append((.error, s.range))
      case .throw:
        // A builder closure does not throw: swiftc 6.3 rejects the conversion at the `throw`.
        emit(SemaDiagnostics.throwInBuilder, keywordRange(s))
        children.append((.error, s.range))
      case .return:
        break  // handled by buildBody
      case .declaration(let d):
        if case .variable(let v) = d.kind, v.isWrappedLocal { bindWrappedLocal(v, &scope); continue }
        if case .function(let f) = d.kind { declareLocalFunction(f, &scope); continue }
        if isDeclaredLocalType(d) || Self.isDiagnosticDirective(d) { continue }
        emit(SemaDiagnostics.unsupportedExpression("a local declaration"), d.range)
      }
    }
    return combine(children)
  }

  private func keywordRange(_ s: Stmt) -> SourceRange {
    var end = s.range.start
    let word: Int
    switch s.kind {
    case .for: word = 3
    case .while, .break, .guard, .defer, .throw: word = 5
    case .repeat: word = 6
    case .do: word = 2
    case .fallthrough: word = 11
    default: word = 8
    }
    end.offset += word
    end.column += word
    return SourceRange(start: s.range.start, end: end)
  }

  func combine(_ children: [(SwiftType, SourceRange)]) -> SwiftType {
    switch children.count {
    case 0: return .emptyView
    case 1: return children[0].0
    default:
      if let limit = sdk.maxBlockChildren, children.count > limit {
        emit(SemaDiagnostics.extraArgument, children[limit].1,
          notes: [Note(SemaDiagnostics.tooManyBlockChildren(limit))])
        return .error
      }
      return .nominal("TupleView", [.tuple(children.map(\.0), labels: children.map { _ in nil })])
    }
  }

  /// An if / else-if / else chain: one payload per branch, a balanced `_ConditionalContent`
  /// tree over them, wrapped in `Optional` when there is no final `else`.
  func buildIf(_ stmt: Stmt, scope: Scope) -> SwiftType {
    var payloads: [SwiftType] = []
    var hasElse = false
    var current: Stmt? = stmt
    while let s = current, case .if(let conds, let then, let elseClause) = s.kind {
      var inner = scope
      // `if #available` erases its branch with buildLimitedAvailability, which the iOS 13
      // ViewBuilder lacks: there the branch keeps its type. `if #unavailable` erases its final
      // `else` block instead (the available branch), and nothing when an `else if` follows
      // (swiftc 6.3 with the stand-in builder: specs/types/unavailable-branch.ui).
      let availability = checkConditions(conds, &inner)
      let limited = sdk.builderHasLimitedAvailability
      let t = buildBlock(then, scope: inner)
      payloads.append(limited && availability == .available ? .anyView : t)
      current = nil
      switch elseClause {
      case .elseIf(let next)?: current = next
      case .block(let body, _)?:
        let e = buildBlock(body, scope: scope)
        payloads.append(limited && availability == .unavailable ? .anyView : e)
        hasElse = true
      case nil: break
      }
    }
    let tree = balanced(payloads[...])
    return hasElse ? tree : .optional(tree)
  }

  /// Swift's transform fills a complete binary tree from the left: the left subtree takes the
  /// largest power of two below the count (3 → <<A, B>, C>; 5 → <<<A, B>, <C, D>>, E>),
  /// checked against swiftc 6.3 with a stand-in builder.
  func balanced(_ payloads: ArraySlice<SwiftType>) -> SwiftType {
    if payloads.count == 1 { return payloads.first! }
    var left = 1
    while left * 2 < payloads.count { left *= 2 }
    let mid = payloads.startIndex + left
    return .nominal("_ConditionalContent", [balanced(payloads[..<mid]), balanced(payloads[mid...])])
  }

  func buildSwitch(_ subject: Expr, _ cases: [SwitchCase], scope: Scope) -> SwiftType {
    let subjectType = checkValue(subject, scope, expected: nil)
    var payloads: [SwiftType] = []
    for c in cases {
      var inner = scope
      bindPatterns(c.patterns, subjectType: subjectType, &inner)
      for case let w? in c.whereClauses { _ = checkValue(w, inner, expected: .bool) }
      payloads.append(buildBlock(c.body, scope: inner))
    }
    guard !payloads.isEmpty else { return .emptyView }
    return balanced(payloads[...])
  }

  /// Which branch of an `if` an availability condition makes `buildLimitedAvailability` erase.
  enum AvailabilityCondition { case none, available, unavailable }

  /// Checks an `if` condition list, binding `if let` and `if case` names; says whether it
  /// tests `#available` or `#unavailable`.
  @discardableResult
  func checkConditions(_ conds: [Condition], _ scope: inout Scope) -> AvailabilityCondition {
    var limited = AvailabilityCondition.none
    for c in conds {
      switch c {
      case .expression(let e):
        let t = checkValue(e, scope, expected: .bool)
        // An assumed value may be a Bool (`if store.isLoading`): it is taken for one.
        if !t.containsError && t != .bool && !t.isAssumed { emit(SemaDiagnostics.notACondition(TypePrinter.print(t)), e.range) }
      case .optionalBinding(_, let name, let r, let value):
        let source = value ?? Expr(.identifier(name), r)
        let t = checkValue(source, scope, expected: nil)
        if case .nominal("Optional", let args) = t, let w = args.first {
          scope.locals[name] = w
        } else if t.isAssumed || isTolerant(scope.file) {
          // An assumed value may be an Optional: the name binds its wrapped value, assumed too.
          // So may a value of an implicitly unwrapped Optional (`static let sample: User!`),
          // read as its wrapped type: app Swift compiles, so binding it is not an error there.
          scope.locals[name] = t
        } else {
          if !t.containsError {
            emit(.error("sema.optional-binding", "initializer for conditional binding must have Optional type, not '\(TypePrinter.print(t))'"), source.range)
          }
          scope.locals[name] = t
        }
      case .available:
        limited = .available
      case .unavailable:
        limited = .unavailable
      case .pattern(let pattern, let value):
        let t = checkValue(value, scope, expected: nil)
        bindPatterns([pattern], subjectType: t, &scope)
      }
    }
    return limited
  }

  /// Binds `case .loaded(let value)` names (types of associated values where known).
  func bindPatterns(_ patterns: [Expr], subjectType: SwiftType, _ scope: inout Scope) {
    for p in patterns {
      switch p.kind {
      case .call(let callee, let args):
        var assoc: [SwiftType] = []
        if case .implicitMember(let caseName) = callee.kind, let name = subjectType.name, let e = model.enums[name],
          let element = e.cases.first(where: { $0.name == caseName })
        {
          assoc = element.associatedValues.map { resolveIn(name, $0) }
        }
        checkPatternCase(callee, subjectType)
        if case .implicitMember(let caseName) = callee.kind, let name = subjectType.name, let e = model.enums[name],
          let element = e.cases.first(where: { $0.name == caseName }), assoc.count > 1, args.count > 1, assoc.count != args.count
        {
          _ = element
          emit(.error("sema.pattern-arity",
            "tuple pattern has the wrong length for tuple type '(\(assoc.map { TypePrinter.print($0) }.joined(separator: ", ")))'"),
            SourceRange(at: callee.range.end))
        }
        // `case .some(let x)` of an Optional binds its wrapped value.
        if case .implicitMember("some") = callee.kind, case .nominal("Optional", let w) = subjectType { assoc = w }
        // A case of an assumed value (`case .loaded(let items)`): its associated values are assumed.
        let subject = Self.unwrappedOptional(subjectType)
        if subject.isAssumed, case .implicitMember(let caseName) = callee.kind {
          assoc = args.indices.map { Assumptions.member(of: subject, caseName + ".\($0)") }
        }
        // One name for several associated values binds them as a tuple (Swift accepts it).
        if args.count == 1, assoc.count > 1 { assoc = [.tuple(assoc, labels: assoc.map { _ in nil })] }
        for (i, a) in args.enumerated() {
          let t = i < assoc.count ? assoc[i] : SwiftType.error
          switch a.value.kind {
          case .patternBinding("_"): break
          case .patternBinding(let n): scope.locals[n] = t
          // A nested pattern (`case .habits(.home(let quote, let author))`), whose labels may
          // be left out as in any tuple pattern.
          case _ where Self.isBindingPattern(a.value): bindPatterns([a.value], subjectType: t, &scope)
          default: _ = checkValue(a.value, scope, expected: t)
          }
        }
      case .implicitMember:
        checkPatternCase(p, subjectType)
      case .patternBinding("_"):
        break
      case .patternBinding(let n):
        scope.locals[n] = subjectType
      case .tuple(let args) where args.count == 1 && args[0].label == nil:
        bindPatterns([args[0].value], subjectType: subjectType, &scope)
      case .tuple(let args) where args.contains(where: { Self.isBindingPattern($0.value) }):
        // `(let a, _)`, `(i, x)` of a for loop: each element against the tuple's element.
        var elements: [SwiftType] = []
        if case .tuple(let ts, _) = subjectType, ts.count == args.count { elements = ts }
        else if subjectType.isAssumed { elements = args.indices.map { Assumptions.member(of: subjectType, "\($0)") } }
        else if !subjectType.containsError {
          emit(.error("sema.pattern-arity", "tuple pattern cannot match values of the non-tuple type '\(TypePrinter.print(subjectType))'"), p.range)
        }
        for (i, a) in args.enumerated() { bindPatterns([a.value], subjectType: i < elements.count ? elements[i] : .error, &scope) }
      case .postfixOperator("?", let inner):
        bindPatterns([inner], subjectType: Self.unwrappedOptional(subjectType), &scope)
      case .cast(_, let inner, let t):
        bindPatterns([inner], subjectType: resolve(t, generics: Set(scope.view?.genericParameters ?? [])), &scope)
      case .isPattern(let t):
        _ = resolve(t, generics: Set(scope.view?.genericParameters ?? []))
      default:
        _ = checkValue(p, scope, expected: subjectType)
      }
    }
  }

  /// Whether a pattern binds a name somewhere (`let x`, `(_, let y)`), so that it is matched
  /// element by element rather than compared as a value.
  static func isBindingPattern(_ e: Expr) -> Bool {
    switch e.kind {
    case .patternBinding: true
    case .tuple(let args): args.contains { isBindingPattern($0.value) }
    case .postfixOperator("?", let inner), .cast(_, let inner, _): isBindingPattern(inner)
    case .call(_, let args): args.contains { isBindingPattern($0.value) }
    default: false
    }
  }

  private func checkPatternCase(_ e: Expr, _ subjectType: SwiftType) {
    guard case .implicitMember(let caseName) = e.kind, let name = subjectType.name, let en = model.enums[name] else { return }
    if !en.cases.contains(where: { $0.name == caseName }) {
      emit(SemaDiagnostics.typeNoMember(name, caseName), e.range,
        suggestion: Suggestions.closest(to: caseName, in: en.cases.map(\.name)))
    }
  }

  func bindLocal(_ v: VariableDecl, _ scope: inout Scope) {
    var t: SwiftType = .error
    if let repr = v.type { t = resolve(repr, generics: Set(scope.view?.genericParameters ?? [])) }
    // `@Previewable @Environment(\.modelContext) var context`: the key's value type.
    if v.type == nil, v.initializer == nil, let wrapped = wrappedValueType(PropertyInfo(decl: v)) { t = wrapped }
    if let e = v.initializer {
      let inferred = isViewExpression(e, scope) ? checkView(e, scope) : checkValue(e, scope, expected: v.type == nil ? nil : t)
      if v.type == nil {
        t = inferred
      } else if !compatible(inferred, t) {
        emit(SemaDiagnostics.cannotConvertSpecified(TypePrinter.print(inferred), TypePrinter.print(t)), e.range)
      }
    }
    scope.locals[v.name] = t
  }
}
