import LayoutcCatalog
import LayoutcSource
import LayoutcSyntax

/// Types expressions that produce views: initializers, modifier chains, references to view
/// properties and members, `Text + Text`, and ternaries over views.
extension TypeChecker {
  /// The view type of `e`, or `.error` after reporting why it is not a view.
  func checkView(_ e: Expr, _ scope: Scope) -> SwiftType {
    if quiet == 0, let t = facts.types[ObjectIdentifier(e)] { return t }
    let t = bounded(inferView(e, scope), e.range)
    record(t, of: e, in: scope.file)
    return t
  }

  // `inferView` recurses once per level of nested views: what its cases need beyond a few
  // values is in functions of their own, so that its frame stays small (a debug build keeps
  // every case's locals in it).

  /// `Pill.primary("Save") { … }`: a view type's static function making a view.
  @inline(never)
  private func viewFactoryCall(_ typeName: String, _ name: String, _ args: [Argument], _ e: Expr, _ scope: Scope) -> SwiftType? {
    guard let key = declaredType(typeName), let view = model.views[key], let overloads = model.viewFactories[key + "." + name],
      let i = overloads.firstIndex(where: { m in
        if case .function(let f) = m.kind { matchedPairs(declaredParameters(f.parameters), args) != nil } else { false }
      })
    else { return nil }
    checkMemberCallArguments(overloads[i], args, scope)
    facts.calls[ObjectIdentifier(e)] = ResolvedCall(target: .staticMember(type: key, name: name, overload: i), overload: nil, argumentIndices: [:])
    return referencedMemberType(view, overloads[i], at: e.range)
  }

  /// A view value's own platform method, no modifier (`Color.red.mix(with:by:)`).
  @inline(never)
  private func isOwnMethod(_ t: SwiftType, _ name: String) -> Bool {
    guard let owner = t.name else { return false }
    return PlatformNames.methodResult(name, of: owner) != nil && PlatformNames.modifier(name) == nil
  }

  private func inferView(_ e: Expr, _ scope: Scope) -> SwiftType {
    switch e.kind {
    case .call(let callee, let args):
      switch callee.kind {
      case .identifier(let name):
        // In an `extension View` helper, `padding()` is `self.padding()`, unless a parameter or
        // local of that name is in scope (`placeholder()` calling the helper's closure parameter
        // `placeholder`): unqualified lookup finds the innermost declaration first.
        if let receiver = scope.locals["self"], scope.locals[name] == nil, Catalog.views[name] == nil, declaredType(name) == nil,
          name == "modifier" || Catalog.modifiers[name] != nil || model.viewExtensions[name] != nil
            || PlatformNames.member(name, of: "View")?.kind == .modifier
        {
          return checkModifier(name, nameRange: callee.range, receiver: receiver, args: args, call: e, scope)
        }
        // `content(item)`, `preview(selection)`: a closure value called, typed by its result.
        if callsClosureProperty(callee, args, scope) { return requireView(checkValue(e, scope, expected: nil), e.range) }
        return checkInitializer(name, callee: callee, args: args, call: e, scope)
      case .member(let base, let name, let nameRange):
        if let t = checkVariadicTree(callee, args, call: e, scope) { return t }
        // `Outer.Inner(...)`: a type nested in one of the spec's types.
        if let nested = nestedTypeReference(callee, scope) {
          return checkInitializer(nested, callee: callee, args: args, call: e, scope)
        }
        if case .identifier(let typeName) = base.kind, isTypeName(typeName, scope) {
          if name == "init" { return checkInitializer(typeName, callee: base, args: args, call: e, scope) }
          if let t = viewFactoryCall(typeName, name, args, e, scope) { return t }
          // A platform type's static factory layoutc does not model (`ContentUnavailableView.search(text:)`).
          if Catalog.views[typeName] != nil, let t = assumedStaticMember(typeName, name, nameRange, e, scope, args: args) { return t }
          emit(SemaDiagnostics.typeNoMember(typeName, name), nameRange)
          return .error
        }
        if case .identifier("self") = base.kind, let view = scope.view, let m = view.member(named: name) {
          checkMemberCallArguments(m, args, scope)
          return referencedMemberType(view, m, at: e.range)
        }
        // `tab.makeContentView(…)`, `donut.dough.image(…)`: a method of a value, not a modifier.
        // What it returns is typed through its body only for views' own members; in a tolerant
        // file it is assumed. The probe is for plain names only, so chains stay linear.
        if Catalog.modifiers[name] == nil, model.viewExtensions[name] == nil, Self.isNamePath(base) || Self.isNamePath(subscriptedBase: base) {
          quiet += 1
          let bt = checkValue(base, scope, expected: nil)
          quiet -= 1
          // A method the module declares on the value's type with a written result
          // (`plugins[i].settingView()`, `-> AnyView?`): that result. An opaque one (`-> some
          // View`) is not typed through the method's body here: assumed below.
          if !bt.isError, !bt.isAssumed, !isViewType(bt), declaresWrittenResult(bt, name),
            let t = declaredMethodType(bt, name, args, e, scope)
          {
            return requireView(t, e.range)
          }
          if isTolerant(scope.file), !bt.isError, !bt.isAssumed, !isViewType(bt) || isOwnMethod(bt, name),
            let t = assumedMethod(bt, name, nameRange, args: args, e, scope)
          {
            return t
          }
        }
        let receiver = checkView(base, scope)
        return checkModifier(name, nameRange: nameRange, receiver: receiver, args: args, call: e, scope)
      case .postfixOperator("?", let inner) where functionValueTypeUnwrapped(inner, scope) != nil:
        // `icon?()` of an optional closure property: an Optional of its result.
        return requireView(checkValue(e, scope, expected: nil), e.range)
      case .implicitMember(let name):
        // `.init(systemName: "star")` where the member's written type is `Image`: that type's
        // initializer or static factory (SE-0287, implicit member expressions).
        if let context = writtenViewType?.name {
          if name == "init" { return checkInitializer(context, callee: callee, args: args, call: e, scope) }
          if let t = viewFactoryCall(context, name, args, e, scope) { return t }
        }
        // `.padding()` on a line of its own after a `}`: a statement, not a modifier.
        emit(SemaDiagnostics.cannotInferBase(name), callee.range)
        return .error
      case .specialize(let base, let written):
        // `Card<Text>(…)`: the written arguments bind what the initializer cannot infer
        // (`Row<EmptyView>(icon: nil)`).
        if let path = Self.typePath(base), let key = declaredType(path.joined(separator: ".")), let view = model.views[key] {
          let generics = Set(view.genericParameters)
          for (g, repr) in zip(view.genericParameters, written) { explicitGenerics[g] = resolve(repr, generics: generics) }
          defer { explicitGenerics = [:] }
          return checkInitializer(key, callee: base, args: args, call: e, scope)
        }
        fallthrough
      default:
        // `(FlowLayout(alignment: .leading)) { … }`: a Layout value called, a view layoutc
        // does not model in a tolerant file.
        if let name = Self.calleeName(callee),
          let t = assumedView(name, spelled: name, callee: callee, args: args, call: e, scope)
        {
          return t
        }
        emit(SemaDiagnostics.unsupportedExpression("this call"), callee.range)
        return .error
      }
    case .member(let base, let name, let nameRange):
      if let owner = staticBase(base, scope), model.globals[owner + "." + name] != nil {
        return requireView(checkValue(e, scope, expected: nil), e.range)
      }
      if case .identifier(let typeName) = base.kind, let entry = Catalog.views[typeName], scope.locals[typeName] == nil {
        if let t = staticMember(entry, name) { return template(t) }
        if let t = assumedStaticMember(typeName, name, nameRange, e, scope) { return t }
        emit(SemaDiagnostics.typeNoMember(typeName, name), nameRange,
          suggestion: Suggestions.closest(to: name, in: entry.staticMembers.keys))
        return .error
      }
      if case .identifier("self") = base.kind, let view = scope.view {
        return checkViewReference(name, range: nameRange, view: view, scope)
      }
      // A view held by a value: `configuration.label` in a style's `makeBody`, `food.image`
      // (a property of the app's data type, perhaps from an extension in another module).
      if Self.isNamePath(base), typeReference(base, scope) == nil, Self.typePath(base).map({ Catalog.views[$0[0]] == nil }) ?? true {
        quiet += 1
        let bt = checkValue(base, scope, expected: nil)
        quiet -= 1
        if !bt.isError, !bt.isAssumed, !isViewType(bt) { return requireView(checkValue(e, scope, expected: nil), e.range) }
      }
      let receiver = checkView(base, scope)
      if receiver.isError { return .error }
      if receiver.isAssumed { return memberOfAssumed(base, receiver, name, args: nil, e, scope) }
      // `.emojiText` after a view: a property from an extension outside the module.
      if Catalog.modifiers[name] == nil, assumes(.member, "." + name, at: nameRange, in: scope.file) {
        if quiet == 0 { noteAssumed("." + name, of: e) }
        return .assumed(Assumptions.placeholder("." + name), [])
      }
      if Catalog.modifiers[name] != nil {
        emit(.error("sema.missing-call", "modifier '\(name)' must be called: '.\(name)(…)'"), nameRange)
      } else {
        emit(SemaDiagnostics.noMember(TypePrinter.print(receiver), name), nameRange,
          suggestion: Suggestions.closest(to: name, in: Catalog.modifierNames))
      }
      return .error
    case .identifier(let name):
      if let t = scope.locals[name] { return requireView(t, e.range) }
      if name == "$0", let t = scope.shorthand { return requireView(t, e.range) }
      if let view = scope.view { return checkViewReference(name, range: e.range, view: view, scope, e) }
      return unknownName(name, e.range, scope, e)
    case .binaryOperator("+", let a, let b):
      let ta = checkView(a, scope), tb = checkView(b, scope)
      if ta.isError || tb.isError { return .error }
      if ta == .text && tb == .text { return .text }
      // `Text(date, style: .date) + Text(" ago")`: an assumed Text initializer is still a Text,
      // and so is a Text with modifiers outside the vocabulary (`Text("a").kerning(2) + …`):
      // `+` is declared on Text alone, so in Swift that compiles they are Text's own.
      if [ta, tb].allSatisfy(Self.isText) { return .text }
      emit(.error("sema.binary-operator", "binary operator '+' cannot be applied to operands of type '\(TypePrinter.print(ta))' and '\(TypePrinter.print(tb))'"), e.range)
      return .error
    case .ternary(let c, let a, let b):
      _ = checkValue(c, scope, expected: .bool)
      // `c ? Color.red : nil`: an Optional of the other branch's view, itself a view (SwiftUI's
      // `extension Optional: View where Wrapped: View`).
      func isNil(_ x: Expr) -> Bool { if case .nilLiteral = x.kind { true } else { false } }
      if isNil(a) != isNil(b) {
        let t = checkView(isNil(a) ? b : a, scope)
        return t.isError ? .error : .optional(t)
      }
      // `c ? .black : Color(.secondarySystemBackground)`: an implicit member takes the other
      // branch's type, as Swift infers it.
      func isImplicitMember(_ x: Expr) -> Bool {
        switch x.kind {
        case .implicitMember: true
        case .call(let callee, _): isImplicitMember(callee)
        default: false
        }
      }
      if isImplicitMember(a) != isImplicitMember(b) {
        let (member, other) = isImplicitMember(a) ? (a, b) : (b, a)
        let t = checkView(other, scope)
        if t.isError { return .error }
        let mt = checkValue(member, scope, expected: t)
        if mt.isError { return .error }
        if !compatible(mt, t) {
          emit(SemaDiagnostics.ternaryMismatch(TypePrinter.print(isImplicitMember(a) ? mt : t), TypePrinter.print(isImplicitMember(a) ? t : mt)), e.range)
          return .error
        }
        return t
      }
      let ta = checkView(a, scope), tb = checkView(b, scope)
      if ta.isError || tb.isError { return .error }
      if ta != tb {
        emit(SemaDiagnostics.ternaryMismatch(TypePrinter.print(ta), TypePrinter.print(tb)), e.range)
        return .error
      }
      return ta
    case .tuple(let args) where args.count == 1 && args[0].label == nil:
      return checkView(args[0].value, scope)
    case .error:
      return .error
    default:
      let t = checkValue(e, scope, expected: nil)
      return requireView(t, e.range)
    }
  }

  /// The type name a callee spells, through generic arguments, parentheses and calls
  /// (`Box<Int>`, `(FlowLayout(spacing: 4))`).
  static func calleeName(_ e: Expr) -> String? {
    switch e.kind {
    case .identifier(let n): return n
    case .member(_, let n, _): return n
    case .specialize(let base, _), .call(let base, _): return calleeName(base)
    case .tuple(let args) where args.count == 1 && args[0].label == nil: return calleeName(args[0].value)
    default: return nil
    }
  }

  func requireView(_ t: SwiftType, _ range: SourceRange) -> SwiftType {
    if t.isError || isViewType(t) { return t }
    // A subviews collection is a View too (iOS 18: `section.content` shown as it is).
    if t.name == Self.subviewsType || t.name == "SubviewsCollectionSlice" { return t }
    emit(SemaDiagnostics.notAView(TypePrinter.print(t)), range)
    return .error
  }

  func isViewType(_ t: SwiftType) -> Bool {
    switch t {
    case .parameter(let p):
      // `<T: BinaryFloatingPoint>` holds a value, as does an associated type (`T.ID`).
      if p.contains(".") { return false }
      guard let context = typeContext, let decl = model.views[context]?.decl ?? model.dataTypes[context]?.decl else { return true }
      return !model.holdsValue(p, of: decl, context)
    case .assumed: return true
    // `Optional: View where Wrapped: View` (SwiftUI's interface): `AnyView?` (or a subview's
    // `subviews.first`) is a view, `UUID?` or an app model's `Item?` a value.
    case .nominal("Optional", let w):
      guard let wrapped = w.first else { return false }
      guard case .nominal(let n, _) = wrapped else { return isViewType(wrapped) }
      return !(Self.valueTypeNames.contains(n) || model.dataTypes[n] != nil || model.enums[n] != nil || PlatformNames.isNonViewType(n))
    case .nominal(let n, _):
      if model.views[n] != nil { return true }
      if StyleConfigurations.members[n] != nil || model.protocols[n] != nil { return false }
      if model.dataTypes[n] != nil || model.enums[n] != nil { return false }
      if Self.valueTypeNames.contains(n) || valueType(n) != nil { return false }
      // A platform type that is never a view (`URL`, `Set`, `Data`).
      if Catalog.views[n] == nil, PlatformNames.isNonViewType(n) { return false }
      return true
    default: return false
    }
  }

  static let valueTypeNames: Set<String> = [
    "Int", "Double", "CGFloat", "Float", "String", "Bool", "UUID", "Date", "Array", "Range", "ClosedRange",
    "Dictionary", "Binding", "EnumeratedSequence", "Character", "ViewDimensions", "ArraySlice", "ReversedCollection",
    "ObservedObject.Wrapper", "EnvironmentObject.Wrapper", "Bindable", "AnyHashable", "Subview.ID",
    "GeometryProxy", "ScrollViewProxy", "CGRect",
    // Views in SwiftUI, read here as the collections they are (`subviews.first`, `.dropFirst()`).
    "SubviewsCollection", "SubviewsCollectionSlice", "SectionCollection", "SectionConfiguration",
  ]

  func isTypeName(_ name: String, _ scope: Scope) -> Bool {
    scope.locals[name] == nil && (Catalog.views[name] != nil || declaredType(name).map { model.views[$0] != nil } == true)
  }

  /// The qualified name of the declared type an expression names: `Inner` (looked up from
  /// the enclosing type outwards) or `Outer.Inner`, `Outer.Middle.Inner`.
  func typeReference(_ e: Expr, _ scope: Scope) -> String? {
    switch e.kind {
    case .identifier(let name):
      guard scope.locals[name] == nil, scope.view?.storedProperties.contains(where: { $0.name == name }) != true else { return nil }
      return declaredType(name)
    case .member(let base, let name, _):
      guard let outer = typeReference(base, scope), model.isDeclaredType(outer + "." + name) else { return nil }
      return outer + "." + name
    default:
      return nil
    }
  }

  /// `Outer.Inner` (a member expression) naming a nested declared type.
  func nestedTypeReference(_ e: Expr, _ scope: Scope) -> String? {
    guard case .member = e.kind else { return nil }
    return typeReference(e, scope)
  }

  /// A name in a view body: a stored property (`content`), a computed view property
  /// (`header`), or a helper.
  func checkViewReference(_ name: String, range: SourceRange, view: ViewInfo, _ scope: Scope, _ e: Expr? = nil) -> SwiftType {
    if let p = view.storedProperties.first(where: { $0.name == name }) {
      return requireView(storedPropertyType(p, view), range)
    }
    if let m = view.member(named: name), case .property = m.kind {
      return referencedMemberType(view, m, at: range)
    }
    return unknownName(name, range, scope, e)
  }

  func storedPropertyType(_ p: PropertyInfo, _ view: ViewInfo) -> SwiftType {
    if let t = p.decl.type { return resolveQuietly(t, generics: Set(view.genericParameters)) }
    if let t = wrappedValueType(p) { return t }
    if let e = p.decl.initializer {
      let key = view.name + "." + p.name
      switch storedTypes[key] {
      case .done(let t)?: return t
      case .checking?: return .error  // a cycle: Swift reports it at the property's own check
      case nil: break
      }
      storedTypes[key] = .checking
      quiet += 1
      defer { quiet -= 1 }
      let t = checkValue(e, Scope(view: view, file: view.file), expected: nil)
      storedTypes[key] = .done(t)
      return t
    }
    // `@Environment(\.dismiss) var dismiss` in a tolerant file: its key was assumed.
    if isTolerant(view.file) { return .assumed(Assumptions.placeholder(p.name), []) }
    return .error
  }

  func resolveQuietly(_ repr: TypeRepr, generics: Set<String>) -> SwiftType {
    quiet += 1
    defer { quiet -= 1 }
    return resolve(repr, generics: generics)
  }

  func unknownName(_ name: String, _ range: SourceRange, _ scope: Scope, _ e: Expr? = nil) -> SwiftType {
    if let t = assumedName(name, range, args: nil, e, scope) { return t }
    var candidates = Array(scope.locals.keys) + Catalog.viewNames + Array(model.views.keys)
      + model.globals.filter { !$0.key.contains("\u{1}") || $0.value.file.path == scope.file.path }.keys.map(SemanticModel.spelledName)
    if let v = scope.view { candidates += v.storedProperties.map(\.name) + v.members.map { $0.displayName } }
    emit(SemaDiagnostics.cannotFind(name), range, suggestion: Suggestions.closest(to: name, in: candidates))
    return .error
  }

  /// `a`, `a.b.c`: names and member accesses only.
  /// Whether the module declares a method `name` of `t`'s type (or a protocol it conforms to)
  /// whose result is written as a type, not `some View`.
  private func declaresWrittenResult(_ t: SwiftType, _ name: String) -> Bool {
    guard let typeName = t.name, model.isDeclaredType(typeName) else { return false }
    return declaredMethods(typeName, name).contains { f, _ in
      guard let result = f.returnType else { return false }
      if case .opaque = result.kind { return false }
      return true
    }
  }

  /// `items[i]` of a name path: one subscript, so the probe stays linear.
  static func isNamePath(subscriptedBase e: Expr) -> Bool {
    if case .subscript(let base, _) = e.kind { return isNamePath(base) }
    return false
  }

  static func isNamePath(_ e: Expr) -> Bool {
    switch e.kind {
    case .identifier: return true
    case .member(let base, _, _): return isNamePath(base)
    default: return false
    }
  }

  /// True when `e` is spelled like a view (used to decide how to type a `let` initializer).
  func isViewExpression(_ e: Expr, _ scope: Scope) -> Bool {
    switch e.kind {
    case .call(let callee, let args):
      switch callee.kind {
      case .identifier(let n):
        // `HStackLayout()` without content is a layout value (CustomLayouts).
        if Self.layoutValueTypes.contains(n), !(args.last?.isTrailingClosure ?? false) { return false }
        if n == Self.pathType { return declaredType(n) == nil }
        return Catalog.views[n] != nil || declaredType(n).map { model.views[$0] != nil || appShapeReceiver($0) != nil } == true
      case .member(let base, let name, _):
        if name == "Tree", case .identifier("_VariadicView") = base.kind { return true }
        if let nested = nestedTypeReference(callee, scope) { return model.views[nested] != nil }
        if Catalog.modifiers[name] != nil { return isViewExpression(base, scope) || isViewExpression(callee, scope) }
        // `value.formatted()` on an assumed local: a method of the value, not a modifier.
        if case .identifier(let n) = base.kind, scope.locals[n]?.isAssumed == true { return false }
        return isViewExpression(base, scope)
      default: return false
      }
    case .member(let base, _, _):
      if case .identifier(let n) = base.kind, Catalog.views[n] != nil { return true }
      return false
    case .identifier(let n):
      if let t = scope.locals[n] { return isViewType(t) && !t.isError }
      return false
    default:
      return false
    }
  }

  /// Text, an assumed Text initializer, or Text under modifiers layoutc assumes.
  static func isText(_ t: SwiftType) -> Bool {
    if t == .text || t == .assumed("Text", []) { return true }
    if case .nominal("ModifiedContent", let a) = t, a.count == 2, a[1].isAssumed { return isText(a[0]) }
    return false
  }

  /// The arguments of a call of a view's own function, each in its parameter's type as context
  /// (`tint(nil)` for `func tint(_ file: File?)`).
  func checkMemberCallArguments(_ m: ViewMember, _ args: [Argument], _ scope: Scope) {
    guard case .function(let f) = m.kind, let matching = matchedPairs(declaredParameters(f.parameters), args) else {
      for a in args { _ = checkValue(a.value, scope, expected: nil) }
      return
    }
    let generics = Set((scope.view?.genericParameters ?? []) + f.genericParameters.map(\.name))
    for (i, a) in args.enumerated() {
      let p = matching.first { $0.argument == i }.map { f.parameters[$0.parameter] }
      if case .closure = a.value.kind { checkActionClosure(a.value, scope); continue }
      _ = checkValue(a.value, scope, expected: p.map { resolveQuietly($0.argumentType, generics: generics) })
    }
  }
}
