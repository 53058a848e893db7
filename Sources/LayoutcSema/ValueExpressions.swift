import LayoutcCatalog
import LayoutcSource
import LayoutcSyntax

/// Types expressions that produce values: literals, data, arithmetic, collections, key paths.
/// `expected` is the contextual type, which decides literal types (`16/9` is a CGFloat where
/// one is expected) and the base of implicit members (`.image`).
extension TypeChecker {
  func checkValue(_ e: Expr, _ scope: Scope, expected: SwiftType?) -> SwiftType {
    let t = bounded(inferValue(e, scope, expected: expected), e.range)
    record(t, of: e, in: scope.file)
    return t
  }

  private func numericExpected(_ expected: SwiftType?) -> SwiftType? {
    guard let expected else { return nil }
    if case .nominal("Optional", let w) = expected { return numericExpected(w.first) }
    return expected.isNumeric ? expected : nil
  }

  /// The value of an integer literal in any of Swift's bases, nil when it overflows Int.
  static func integerValue(_ text: String) -> Int? {
    let clean = text.filter { $0 != "_" }
    for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8)] where clean.hasPrefix(prefix) {
      return Int(clean.dropFirst(2), radix: radix)
    }
    return Int(clean)
  }

  private func inferValue(_ e: Expr, _ scope: Scope, expected: SwiftType?) -> SwiftType {
    switch e.kind {
    case .integerLiteral(let text):
      let target = numericExpected(expected) ?? .int
      if target == .int, Self.integerValue(text) == nil {
        // Where an assumed value is expected the literal's type is not known (a `UInt64` of
        // a package's API): it is that assumed value, not an overflowing Int.
        if let expected, expected.isAssumed { return expected }
        emit(SemaDiagnostics.integerOverflow(text, "Int"), e.range)
        return .error
      }
      return target
    case .floatLiteral:
      if let t = numericExpected(expected), t != .int { return t }
      return .double
    case .stringLiteral(let segments):
      let localized = expected?.name == "LocalizedStringKey"
      for s in segments { if case .interpolation(let x) = s { _ = checkInterpolation(x, scope, localized: localized) } }
      return .string
    case .booleanLiteral: return .bool
    case .regexLiteral:
      // A `Regex` (SE-0354): an opaque value of that type in the app's Swift; a spec cannot
      // use one.
      guard isTolerant(scope.file) else {
        emit(SemaDiagnostics.regexLiteral, e.range)
        return .error
      }
      _ = assumes(.type, "Regex", at: e.range, in: scope.file)
      return .assumed("Regex", [])
    case .nilLiteral:
      if let expected, case .nominal("Optional", _) = expected { return expected }
      // An assumed context (an assumed property, an assumed call's argument) may be an Optional.
      if let expected, expected.isAssumed { return expected }
      emit(.error("sema.nil-context", "'nil' requires a contextual type"), e.range)
      return .error
    case .identifier(let name):
      return identifierType(name, e.range, scope, identifierExpr: e)
    case .implicitMember(let name):
      // `.brand` where a Color is expected, from `extension Color { static let brand = ... }`.
      if let typeName = expected.map(Self.unwrappedOptional)?.name, model.globals[typeName + "." + name] != nil {
        return staticPropertyType(typeName + "." + name, e, e.range, scope)
      }
      let t = implicitMemberType(name, e.range, expected: expected)
      // `.preview` where an assumed `Post` is expected rests on the assumption `Post`; one
      // whose context layoutc does not know, on the member itself (`unknownContextMember`).
      if t.isAssumed, quiet == 0 {
        let context = expected.map(Self.unwrappedOptional)
        noteAssumed(context?.isAssumed == true ? Assumptions.name(of: context!) : "." + name, of: e)
      }
      return t
    case .member(let base, let name, let nameRange):
      if let owner = staticBase(base, scope), model.globals[owner + "." + name] != nil {
        return staticPropertyType(owner + "." + name, e, nameRange, scope)
      }
      return memberAccessType(base, name, nameRange, scope, expected: expected, e)
    case .call(let callee, let args):
      return callType(e, callee, args, scope, expected: expected)
    case .subscript(let base, let args):
      let bt = checkValue(base, scope, expected: nil)
      // `dict?[key]`: the wrapped value's subscript, its result an Optional (never nested).
      if Self.isOptionallyChained(base), case .nominal("Optional", let w) = bt, let inner = w.first {
        let t = subscriptType(inner, base, args, e, scope)
        if t.isError || t.isAssumed { return t }
        if case .nominal("Optional", _) = t { return t }
        return .optional(t)
      }
      return subscriptType(bt, base, args, e, scope)
    case .closure(let c):
      var inner = scope
      for p in c.parameters { inner.locals[p.name] = .error }
      checkActionClosure(e, scope)
      return .action
    case .array(let elements):
      // A `Set<Element>` is ExpressibleByArrayLiteral: `tags: ["a", "b"]`.
      if let expected, case .nominal("Set", let a) = Self.unwrappedOptional(expected), a.count == 1 {
        for x in elements {
          let t = checkValue(x, scope, expected: a[0])
          if !compatible(t, a[0]) { emit(SemaDiagnostics.cannotConvert(TypePrinter.print(t), TypePrinter.print(a[0])), x.range) }
        }
        return .nominal("Set", a)
      }
      if let t = optionSetLiteralType(expected, elements, scope) { return t }
      var elementExpected: SwiftType? = nil
      if let expected, case .nominal("Array", let a) = Self.unwrappedOptional(expected) { elementExpected = a.first }
      // `[.a, .b]` where an assumed value is expected: elements of the assumed type.
      if let expected, expected.isAssumed { elementExpected = elementType(of: expected) }
      var types: [SwiftType] = []
      for x in elements {
        // Without a context, the first element's type is the others' (`[Stop(…), .init(…)]`).
        let context = elementExpected ?? types.first.flatMap { $0.isNumeric || Self.startsWithImplicitMember(x) && !$0.containsError ? $0 : nil }
        types.append(isViewExpression(x, scope) ? checkView(x, scope) : checkValue(x, scope, expected: context))
      }
      if let first = types.first {
        // Elements of the contextual element type (`[S?]` holding `S(…)` and `nil`) make an
        // array of that type.
        if let elementExpected, !elementExpected.isAssumed, types.allSatisfy({ !$0.containsError && compatible($0, elementExpected) }) {
          return .array(elementExpected)
        }
        if types.contains(.double) && types.allSatisfy({ $0.isNumeric }) { return .array(.double) }
        return .array(first)
      }
      if let expected, Self.unwrappedOptional(expected).name == "Array" || expected.isAssumed { return expected }
      // An option set (`.redacted(reason: [])`, `Edge.Set`).
      if let expected, let entry = valueType(Self.unwrappedOptional(expected).name ?? ""), entry.literals.contains("array") { return expected }
      emit(.error("sema.empty-collection", "empty collection literal requires an explicit type"), e.range)
      return .error
    case .keyPath:
      return .nominal("KeyPath", [])
    case .prefixOperator(let op, let x):
      return prefixType(op, x, e, scope, expected: expected)
    case .postfixOperator(let op, let x):
      let t = checkValue(x, scope, expected: op == "..." ? Self.partialRangeBound(expected) : nil)
      if op == "!", case .nominal("Optional", let w) = t { return w.first ?? .error }
      if op == "...", !t.containsError { return .nominal("PartialRangeFrom", [t]) }
      return t
    case .binaryOperator(let op, let a, let b):
      return binaryType(op, a, b, e, scope, expected: expected)
    case .ternary(let c, let a, let b):
      _ = checkValue(c, scope, expected: .bool)
      // `c ? x : nil` with no context is an Optional of x's type (`compactMap { … }`).
      func isNil(_ x: Expr) -> Bool { if case .nilLiteral = x.kind { true } else { false } }
      func isEmptyCollection(_ x: Expr) -> Bool {
        switch x.kind {
        case .array(let elements): elements.isEmpty
        case .dictionary(let keys, _): keys.isEmpty
        default: false
        }
      }
      if expected == nil, isNil(a), !isNil(b) {
        let tb = checkValue(b, scope, expected: nil)
        return checkValue(a, scope, expected: tb.isError ? nil : .optional(tb))
      }
      // `c ? Color.red : nil` where a non-Optional is expected: an Optional of the other
      // branch's type, which the caller checks against what it expects (a view's background
      // takes it as an Optional view, SwiftUI's `extension Optional: View`).
      if let expected, isNil(a) != isNil(b), !expected.isAssumed, expected.name != "Optional" {
        let t = checkValue(isNil(a) ? b : a, scope, expected: expected)
        return t.isError ? .error : .optional(t)
      }
      // `c ? .isSelected : []`, `c ? [] : items`: the empty literal takes the other branch's type.
      if expected == nil, isEmptyCollection(a) != isEmptyCollection(b) {
        let (full, empty) = isEmptyCollection(a) ? (b, a) : (a, b)
        let t = checkValue(full, scope, expected: nil)
        _ = checkValue(empty, scope, expected: t.isError ? nil : t)
        return t
      }
      let ta = checkValue(a, scope, expected: expected)
      let tb = checkValue(b, scope, expected: expected ?? (isNil(b) && !ta.isError ? .optional(ta) : ta.isNumeric ? ta : nil))
      if ta.isNumeric && tb.isNumeric && ta != tb { return [ta, tb].contains(.cgFloat) ? .cgFloat : .double }
      // `c ? 100 : nil` against an optional context: the value is wrapped.
      if case .nominal("Optional", let w) = tb, w.first == ta { return tb }
      return ta
    case .tuple(let args):
      if args.count == 1 && args[0].label == nil { return checkValue(args[0].value, scope, expected: expected) }
      // `("Red", .red)` where a `(String, Color)` is expected: each element in its own context.
      var contexts: [SwiftType?] = args.map { _ in nil }
      if let expected, case .tuple(let es, _) = Self.unwrappedOptional(expected), es.count == args.count { contexts = es }
      return .tuple(zip(args, contexts).map { checkValue($0.value, scope, expected: $1) }, labels: args.map(\.label))
    case .cast(let op, let x, let t):
      let target = resolve(t, generics: Set(scope.view?.genericParameters ?? []))
      // `nil as Glaze?`, `.zero as CGFloat`: `as` gives the operand its type (not `as?`/`as!`).
      _ = checkValue(x, scope, expected: op == "as" ? target : nil)
      // `x as? T` is a `T?` (a failed cast is nil); `as` and `as!` give a `T`.
      // `x is T` is a Bool.
      if op == "is" { return .bool }
      return op == "as?" ? .nominal("Optional", [target]) : target
    case .macro(let name, _):
      // Expressions Swift spells with `#` that are not macros (The Swift Programming Language,
      // Expressions: "Literal Expression", "Selector Expression", "Key-Path String Expression").
      switch name {
      case "selector": return .nominal("Selector", [])
      case "keyPath", "file", "fileID", "filePath", "function": return .string
      case "line", "column": return .int
      default: break
      }
      if assumes(.value, "#" + name, at: e.range, in: scope.file) { return .assumed(Assumptions.placeholder("#" + name), []) }
      emit(SemaDiagnostics.unknownMacro(name), e.range)
      return .error
    case .patternBinding:
      return .error
    case .error:
      return .error
    case .try(let op, let x):
      guard op == "try?" else { return checkValue(x, scope, expected: expected) }
      // `try?` makes an Optional, flattened when the operand already is one (SE-0230).
      let t = checkValue(x, scope, expected: expected.map(Self.unwrappedOptional))
      if t.containsError { return t }
      if case .nominal("Optional", _) = t { return t }
      return .optional(t)
    case .await(let x):
      return checkValue(x, scope, expected: expected)
    case .dictionary(let keys, let values):
      return dictionaryType(keys, values, e, scope, expected: expected)
    case .keyPathComponents:
      return .nominal("KeyPath", [])
    case .statement(let s):
      return statementValueType(s, scope, expected: expected)
    case .specialize(let base, _):
      // `#Predicate<Item> { … }`, `Wrapper<Int>.make`: in a tolerant file an assumed value.
      var spelled = Self.typePath(base)?.joined(separator: ".") ?? "generic expression"
      if case .macro(let name, _) = base.kind { spelled = "#" + name }
      if assumes(.value, spelled + "<…>", at: e.range, in: scope.file) { return .assumed(Assumptions.placeholder(spelled + "<…>"), []) }
      emit(SemaDiagnostics.unsupportedExpression("an explicit generic argument list"), e.range)
      return .error
    case .isPattern:
      emit(SemaDiagnostics.unsupportedExpression("an 'is' pattern outside 'case' and 'catch'"), e.range)
      return .error
    case .type(let t):
      // `[() -> Void]()`, `(any Error).self`: types layoutc does not model as values.
      let name = TypeReprPrinter.print(t)
      if assumes(.type, name, at: e.range) { return .assumed(Assumptions.placeholder(name), []) }
      emit(SemaDiagnostics.unsupportedExpression("a type used as a value"), e.range)
      return .error
    }
  }

  /// `[key: value]`: the contextual Dictionary type, else the first pair's types; `[:]`
  /// needs a context, as in Swift.
  private func dictionaryType(_ keys: [Expr], _ values: [Expr], _ e: Expr, _ scope: Scope, expected: SwiftType?) -> SwiftType {
    var keyType: SwiftType? = nil, valueType: SwiftType? = nil
    if let expected, case .nominal("Dictionary", let a) = Self.unwrappedOptional(expected), a.count == 2 {
      keyType = a[0]
      valueType = a[1]
    }
    // `["a": [0xA8C4_75E8_7449_4BB1]]` where an assumed value is expected: keys and values of
    // the assumed type, as an array literal's elements are.
    var keyExpected = keyType, valueExpected = valueType
    if let expected, expected.isAssumed {
      keyExpected = Assumptions.member(of: expected, "key")
      valueExpected = Assumptions.member(of: expected, "value")
    }
    for (k, v) in zip(keys, values) {
      let kt = checkValue(k, scope, expected: keyExpected ?? keyType)
      let vt = checkValue(v, scope, expected: valueExpected ?? valueType)
      if keyType == nil { keyType = kt }
      if valueType == nil { valueType = vt }
    }
    guard let keyType, let valueType else {
      if let expected, expected.isAssumed { return expected }
      emit(.error("sema.empty-collection", "empty collection literal requires an explicit type"), e.range)
      return .error
    }
    return .nominal("Dictionary", [keyType, valueType])
  }

  static func unwrappedOptional(_ t: SwiftType) -> SwiftType {
    if case .nominal("Optional", let w) = t, let inner = w.first { return inner }
    return t
  }

  /// `d[.bottom]`, `d[.leading]`, `d[.midStarAndTitle]`: any alignment guide.
  func checkGuideReference(_ e: Expr, _ scope: Scope) {
    guard case .implicitMember(let name) = e.kind else {
      _ = checkValue(e, scope, expected: .nominal("VerticalAlignment", []))
      return
    }
    let guides = (Catalog.valueTypes["HorizontalAlignment"]?.members ?? []) + (Catalog.valueTypes["VerticalAlignment"]?.members ?? [])
      + Array(model.alignments.keys)
    if !guides.contains(name) {
      emit(SemaDiagnostics.typeNoMember("ViewDimensions", name), e.range, suggestion: Suggestions.closest(to: name, in: guides))
    }
  }

  /// A custom alignment declared in an extension of the expected alignment type.
  func isCustomAlignment(_ name: String, _ typeName: String) -> Bool {
    guard let a = model.alignments[name] else { return false }
    return (a.axis == .vertical && typeName == "VerticalAlignment") || (a.axis == .horizontal && typeName == "HorizontalAlignment")
  }

  /// One `\(…)` of a string literal. In a `LocalizedStringKey` (`Text("…")`) it may be
  /// `\(value, specifier: "%.2f")`, `appendInterpolation(_:specifier:)` for a
  /// `_FormatSpecifiable` value; a `String` has no such overload (swiftc 6.3's message).
  private func checkInterpolation(_ x: Expr, _ scope: Scope, localized: Bool) -> SwiftType {
    guard case .tuple(let args) = x.kind, args.count > 1 else {
      return isViewExpression(x, scope) ? checkView(x, scope) : checkValue(x, scope, expected: nil)
    }
    let t = checkValue(args[0].value, scope, expected: nil)
    // Foundation's `appendInterpolation<F: FormatStyle>(_:format:)` (iOS 15), on String and
    // LocalizedStringKey alike.
    if args.count == 2, args[0].label == nil, args[1].label == "format" {
      let f = checkValue(args[1].value, scope, expected: .nominal("FormatStyle", []))
      return t.isError || f.isError ? .error : .string
    }
    // In the app's own Swift, the other labelled interpolations (`\(date, style: .date)`,
    // OSLog's `\(x, privacy: .public)`) swiftc accepted: the text
    // is an assumption the evaluator marks (`LocalizedKeyText`), its arguments unchecked.
    if args.count == 2, args[0].label == nil, let label = args[1].label, label != "specifier",
      assumes(.member, "appendInterpolation(_:\(label):)", at: x.range, in: scope.file)
    {
      return .string
    }
    for a in args.dropFirst() { _ = checkValue(a.value, scope, expected: .string) }
    let labels = args.map { ($0.label ?? "_") + ":" }.joined()
    guard localized, args.count == 2, args[0].label == nil, args[1].label == "specifier" else {
      emit(SemaDiagnostics.interpolationLabels(labels, localized: localized), x.range)
      return .error
    }
    if t.containsError { return .error }
    let typeName = Self.unwrappedOptionalName(t)
    guard case .nominal = t, let conversion = FormatSpecifier.conversion(for: typeName) else {
      emit(SemaDiagnostics.notFormatSpecifiable(TypePrinter.print(t)), args[0].value.range)
      return .error
    }
    if case .stringLiteral(let parts) = args[1].value.kind, parts.count <= 1 {
      let text: String = { if case .text(let s)? = parts.first { return s } else { return "" } }()
      if let spec = FormatSpecifier(parsing: text) {
        if spec.conversion != conversion { emit(SemaDiagnostics.specifierMismatch(text, typeName), args[1].value.range) }
      } else {
        emit(SemaDiagnostics.unsupportedSpecifier(text), args[1].value.range)
      }
    }
    return .string
  }

  func identifierType(_ name: String, _ range: SourceRange, _ scope: Scope, identifierExpr: Expr? = nil) -> SwiftType {
    if let t = scope.locals[name] { return t }
    if name == "$0" {
      if let t = scope.shorthand { return t }
      // `$0` in a closure passed to a call layoutc does not model (a member of an assumed
      // value, an API outside the vocabulary): the closure's parameters are assumed.
      if let t = assumedClosureParameter(name, in: scope.file) { return t }
      emit(.error("sema.anonymous-argument", "anonymous closure argument not contained in a closure"), range)
      return .error
    }
    // `$1`, `$2` beside an assumed `$0`: assumed too.
    if name.hasPrefix("$"), Int(name.dropFirst()) != nil, scope.shorthand?.isAssumed == true {
      return .assumed(Assumptions.placeholder(name), [])
    }
    if name == "self", let view = scope.view { return .nominal(view.name, []) }
    if let view = scope.view {
      if name.hasPrefix("$") {
        let base = String(name.dropFirst())
        if let p = view.storedProperties.first(where: { $0.name == base }), let w = p.wrapper,
          let projected = projectedType(w, storedPropertyType(p, view))
        {
          return projected
        }
        if let t = assumedName(name, range, args: nil, identifierExpr, scope) { return t }
        emit(SemaDiagnostics.cannotFind(name), range)
        return .error
      }
      if let p = view.storedProperties.first(where: { $0.name == name }) { return storedPropertyType(p, view) }
      if let computed = view.decl.members.lazy.compactMap({ d -> VariableDecl? in
        if case .variable(let v) = d.kind, v.name == name, v.getter != nil { return v }
        return nil
      }).first {
        // The property, not a method of the same name (`var image` beside `func image(thatFits:)`).
        if let m = view.members.first(where: { if case .property(let v) = $0.kind { v.name == name } else { false } }) {
          return referencedMemberType(view, m, at: range)
        }
        return computed.type.map { resolveQuietly($0, generics: Set(view.genericParameters)) } ?? .error
      }
      // `Button("Save", action: save)`: the view's own method, unapplied, is a function value.
      if let method = view.decl.members.lazy.compactMap({ d -> FunctionDecl? in
        if case .function(let f) = d.kind, f.name == name, !f.isStatic { return f }
        return nil
      }).first {
        guard let result = method.returnType.map({ resolveQuietly($0, generics: Set(view.genericParameters)) }), !result.isVoid else { return .action }
        return .function(result: result)
      }
    }
    if let key = enclosingMemberKey(name, in: { self.model.globals[$0] != nil }) { return staticPropertyType(key, identifierExpr ?? Expr(.identifier(name), range), range, scope) }
    let globalKey = model.globalKey(name, inFile: scope.file.path)
    if let g = model.globals[globalKey] {
      if let t = g.decl.type { return resolveQuietly(t, generics: []) }
      if let e = g.decl.initializer { return globalType(globalKey, e, g.file, at: range, in: scope.file) }
    }
    if let key = declaredType(name) { return .nominal(key + ".Type", []) }
    if valueType(name) != nil || Self.knownTypeNames.contains(name) {
      return .nominal(name + ".Type", [])
    }
    return unknownName(name, range, scope, identifierExpr)
  }

  /// `base[args]` on a value of type `bt`: arrays by index, dictionaries by key (an Optional),
  /// `ViewDimensions` by guide, a Binding to an element; another type's subscript (a key-path
  /// subscript, one the app declares) is assumed in a tolerant file.
  private func subscriptType(_ bt: SwiftType, _ base: Expr, _ args: [Argument], _ e: Expr, _ scope: Scope) -> SwiftType {
    for a in args {
      if bt.name == "ViewDimensions" { checkGuideReference(a.value, scope); continue }
      let index: SwiftType? = bt.name == "Dictionary" ? bt.arguments.first : a.label == nil ? .int : nil
      _ = checkValue(a.value, scope, expected: index)
    }
    switch bt {
    case .assumed: return memberOfAssumed(base, bt, "[]", args: nil, e, scope)
    // `$items[i]`: a Binding to the element (Binding's dynamic member subscript).
    case .nominal("Binding", let a) where a.first.map { $0.isAssumed || elementType(of: $0) != nil } ?? false:
      return .nominal("Binding", [elementType(of: a[0]) ?? .error])
    case .nominal("Array", let a): return a.first ?? .error
    case .nominal("Dictionary", let a): return a.count == 2 ? .optional(a[1]) : .error
    case .nominal("ViewDimensions", _): return .cgFloat
    case .error: return .error
    default:
      if let t = assumedMethod(bt, "[]", e.range, args: nil, e, scope) { return t }
      emit(.error("sema.subscript", "value of type '\(TypePrinter.print(bt))' has no subscripts"), e.range)
      return .error
    }
  }

  func implicitMemberType(_ name: String, _ range: SourceRange, expected: SwiftType?) -> SwiftType {
    guard var expected, !expected.isError else {
      if expected == nil {
        if let t = unknownContextMember(name, range) { return t }
        emit(SemaDiagnostics.cannotInferBase(name), range)
      }
      return .error
    }
    // `= .none` where an Optional is expected is Optional's own case, even when the wrapped
    // enum has no such case (Swift prefers Optional.none where both have one).
    if case .nominal("Optional", _) = expected, name == "none" { return expected }
    if case .nominal("Optional", let w) = expected, let inner = w.first { expected = inner }
    // `.sample` where an assumed `Item` is expected: a member of the assumed type.
    if expected.isAssumed { return Assumptions.member(of: expected, name) }
    // A context the checker keeps no members for (a function, a tuple, a generic parameter).
    guard let typeName = expected.name else { return unknownContextMember(name, range) ?? .error }
    if let en = model.enums[typeName] {
      if en.cases.contains(where: { $0.name == name }) { return expected }
      emit(SemaDiagnostics.typeNoMember(typeName, name), range, suggestion: Suggestions.closest(to: name, in: en.cases.map(\.name)))
      return .error
    }
    if let entry = valueType(typeName) {
      if entry.has(name, in: sdk) || isCustomAlignment(name, typeName) { return expected }
      if quiet == 0, assumes(.member, typeName + "." + name, at: range) { return expected }
      emit(SemaDiagnostics.typeNoMember(typeName, name), range, suggestion: Suggestions.closest(to: name, in: entry.members))
      return .error
    }
    if typeName == "Color", let color = Catalog.views["Color"], staticMember(color, name) != nil { return expected }
    return expected
  }

  private func memberAccessType(_ base: Expr, _ name: String, _ nameRange: SourceRange, _ scope: Scope, expected: SwiftType?, _ e: Expr) -> SwiftType {
    if name != "self", let key = typeReference(base, scope) {
      if model.isDeclaredType(key + "." + name) { return .nominal(key + "." + name + ".Type", []) }
      // `Builder.apply`, an instance method unapplied: a function of an instance, giving the
      // method (`(Builder) -> (Int) -> Void`).
      let decl = model.dataTypes[key]?.decl ?? model.views[key]?.decl
      if let decl, model.globals[key + "." + name] == nil,
        decl.members.contains(where: { if case .function(let f) = $0.kind { f.name == name && !f.isStatic } else { false } })
      {
        return .function(result: .action)
      }
      if let en = model.enums[key] {
        if en.cases.contains(where: { $0.name == name }) { return .nominal(key, []) }
        if let t = enumStaticMemberType(en, name) { return t }
        emit(SemaDiagnostics.typeNoMember(TypePrinter.runtimeName(key), name), nameRange, suggestion: Suggestions.closest(to: name, in: en.cases.map(\.name)))
        return .error
      }
    }
    if case .identifier(let typeName) = base.kind, scope.locals[typeName] == nil {
      if let entry = Catalog.views[typeName], let t = staticMember(entry, name) { return template(t) }
      if Catalog.views[typeName] != nil, let t = assumedStaticMember(typeName, name, nameRange, e, scope) { return t }
      if let entry = valueType(typeName) {
        if entry.has(name, in: sdk) || isCustomAlignment(name, typeName) { return .nominal(entry.runtimeName, []) }
        // `HorizontalAlignment.MyID`: an AlignmentID declared in an extension of the type.
        if let id = model.alignmentIDs[name], id.owner == typeName { return .nominal(name + ".Type", []) }
        if let t = assumedStaticMember(typeName, name, nameRange, e, scope) { return t }
        emit(SemaDiagnostics.typeNoMember(typeName, name), nameRange, suggestion: Suggestions.closest(to: name, in: entry.members))
        return .error
      }
      if ["Int", "Double", "CGFloat"].contains(typeName), ["max", "min", "infinity", "pi", "zero", "nan"].contains(name) {
        return .nominal(typeName, [])
      }
    }
    var baseType = checkValue(base, scope, expected: nil)
    var optionalChain = false
    if Self.isOptionallyChained(base), case .nominal("Optional", let w) = baseType, let inner = w.first {
      baseType = inner
      optionalChain = true
    }
    if baseType.isError { return .error }
    if name == "self" { return baseType }
    if baseType.isAssumed { return memberOfAssumed(base, baseType, name, args: nil, e, scope) }
    guard let t = memberType(of: baseType, name) else {
      // `Date.now`: a static member of a known type (its metatype), assumed of the type itself.
      if let typeName = baseType.name, typeName.hasSuffix(".Type"),
        let t = assumedStaticMember(String(typeName.dropLast(5)), name, nameRange, e, scope)
      {
        return t
      }
      if let t = assumedMethod(baseType, name, nameRange, args: nil, e, scope) { return t }
      emit(SemaDiagnostics.noMember(TypePrinter.print(baseType), name), nameRange,
        suggestion: Suggestions.closest(to: name, in: memberNames(of: baseType)))
      return .error
    }
    if let id = builtinProperty(of: baseType, name) { recordBuiltin(id, of: e) }
    // Optional chaining never nests Optionals: `a?.b` is a `T?` whether `b` is a `T` or a `T?`.
    if optionalChain, case .nominal("Optional", _) = t { return t }
    return optionalChain ? .optional(t) : t
  }

  /// Whether `e` ends an optional chain (`a?`, `a?.b`, `a?.b()`, `a?[i].c`): a member, call or
  /// subscript after it applies to the wrapped value, and the chain's result is an Optional
  /// (The Swift Programming Language, "Optional Chaining": "linking multiple levels of chaining").
  static func isOptionallyChained(_ e: Expr) -> Bool {
    switch e.kind {
    case .postfixOperator("?", _): true
    case .member(let base, _, _), .subscript(let base, _): isOptionallyChained(base)
    case .call(let callee, _): isOptionallyChained(callee)
    default: false
    }
  }

  /// The type of `t.name` for the value types a spec uses.
  func memberType(of t: SwiftType, _ name: String) -> SwiftType? {
    if let v = variadicMemberType(t, name) { return v }
    // SetAlgebra's `isEmpty` on an app OptionSet.
    if name == "isEmpty", isOptionSetValue(t) { return .bool }
    if let id = builtinProperty(of: t, name) { return swiftType(id.signature.result, receiver: t) }
    switch t {
    case .assumed: return Assumptions.member(of: t, name)
    case .nominal("ViewDimensions", _):
      return ["width", "height"].contains(name) ? .cgFloat : nil
    case .nominal("GeometryProxy", _):
      // GeometryReader's proxy: Apple's `var size: CGSize` and `var safeAreaInsets: EdgeInsets`.
      switch name {
      case "size": return .nominal("CGSize", [])
      case "safeAreaInsets": return .nominal("EdgeInsets", [])
      default: return nil
      }
    case .nominal("EdgeInsets", _):
      return ["top", "leading", "bottom", "trailing"].contains(name) ? .cgFloat : nil
    case .nominal("Alignment", _):
      // Apple's `var horizontal: HorizontalAlignment` and `var vertical: VerticalAlignment`.
      switch name {
      case "horizontal": return .nominal("HorizontalAlignment", [])
      case "vertical": return .nominal("VerticalAlignment", [])
      default: return nil
      }
    case .nominal("Binding", let a):
      if name == "wrappedValue" { return a.first }
      return a.first.flatMap { boundMemberType(of: $0, name) }
    case .nominal(let configuration, _) where StyleConfigurations.members[configuration] != nil:
      return StyleConfigurations.members[configuration]?[name]
    case .nominal("ObservedObject.Wrapper", let a), .nominal("EnvironmentObject.Wrapper", let a), .nominal("Bindable", let a):
      // Dynamic member lookup: a Binding to the object's property.
      return a.first.flatMap { memberType(of: $0, name) }.map { .nominal("Binding", [$0]) }
    case .parameter(let parameter):
      return constrainedMemberType(parameter, name)
    case .tuple(let elements, let labels):
      if let i = labels.firstIndex(of: name) { return elements[i] }
      if let i = Int(name), i < elements.count { return elements[i] }
      return nil
    case .nominal(let typeName, let typeArguments):
      if let view = model.views[typeName] {
        if let p = view.storedProperties.first(where: { $0.name == name }) { return storedPropertyType(p, view) }
        if let m = view.member(named: name) { return memberType(view, m) }
        return nil
      }
      if let data = model.dataTypes[typeName], let v = data.property(named: name) {
        if let t = valueViewPropertyType(typeName, v, file: data.file) { return t }
        // Written inside the type: `Kind` in `struct Recipe { enum Kind … var kind: Kind }`.
        if let repr = v.type {
          let declared = resolveIn(typeName, repr)
          readValueGetter(typeName, v, result: declared, file: data.file)
          return specialized(declared, in: typeName, typeArguments)
        }
        if let e = v.initializer {
          quiet += 1
          defer { quiet -= 1 }
          return checkValue(e, Scope(view: nil, file: data.file), expected: nil)
        }
        return .error
      }
      if let en = model.enums[typeName], let t = enumInstanceMemberType(en, name) { return t }
      if let t = declaredMemberType(typeName, name) { return t }
      // A class inherits its superclasses' properties.
      for superclass in model.superclasses(of: typeName) {
        if let t = memberType(of: .nominal(superclass, []), name) { return t }
      }
      return nil
    default:
      return nil
    }
  }

  func memberNames(of t: SwiftType) -> [String] {
    guard let n = t.name else { return [] }
    let builtins = Builtins.properties(of: n)
    if !builtins.isEmpty { return builtins.map(\.signature.name) }
    if let data = model.dataTypes[n] { return data.storedProperties.map(\.name) + data.computedProperties.map(\.name) }
    if let entry = valueType(n) { return entry.methods.keys.filter { entry.method($0, in: sdk) != nil }.sorted() }
    return []
  }

  static let integerOnlyOperators: Set<String> = ["%", "<<", ">>", "&<<", "&>>", "&", "|", "^", "&+", "&-", "&*"]

  /// The standard library's prefix operators a value can take (`-x`, `!flag`, `~mask`).
  static let prefixOperators: Set<String> = ["-", "+", "!", "~", "..<", "..."]

  /// The standard library's infix operators: any other spelling (`<<<`, `+-`) is not found.
  static let infixOperators: Set<String> = [
    "+", "-", "*", "/", "%", "<<", ">>", "&<<", "&>>", "&", "|", "^", "&+", "&-", "&*",
    "==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=", "&&", "||", "??", "..<", "...",
    "=", "+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "|=", "^=", "&+=", "&-=", "&*=", "&<<=", "&>>=",
  ]

  /// The bound type a one-sided range takes from its context (`PartialRangeThrough<T>`).
  static func partialRangeBound(_ expected: SwiftType?) -> SwiftType? {
    guard case .nominal(let n, let args)? = expected, n.hasPrefix("PartialRange"), let bound = args.first else { return nil }
    return bound
  }

  /// Prefix operators as swiftc 6.3 types them. An operator token the library does not declare
  /// is not found (`!!!true`, `+-+1`; `--x` with the fix-it text Swift gives since SE-0004
  /// removed it), and one made of two known operators is the juxtaposition swiftc rejects (`!!t`).
  private func prefixType(_ op: String, _ x: Expr, _ e: Expr, _ scope: Scope, expected: SwiftType?) -> SwiftType {
    // `&x`: the argument of an `inout` parameter, `x` itself (actions are never run).
    if op == "&" { return checkValue(x, scope, expected: expected) }
    guard Self.prefixOperators.contains(op) else {
      _ = checkValue(x, scope, expected: nil)
      let split = op.indices.dropFirst().first { i in
        Self.prefixOperators.contains(String(op[..<i])) && Self.prefixOperators.contains(String(op[i...]))
      }
      if let split, op != "--", op != "++" {
        // At the second operator, as swiftc points.
        let n = op.utf8.distance(from: op.startIndex, to: split)
        let s = e.range.start
        let at = SourceLocation(offset: s.offset + n, line: s.line, column: s.column + n)
        emit(SemaDiagnostics.juxtaposedUnaryOperators, SourceRange(start: at, end: at))
      } else {
        emit(SemaDiagnostics.cannotFindOperator(op), e.range)
      }
      return .error
    }
    if op == "..<" || op == "..." {
      // One-sided ranges (`..<5`, `...(.xLarge)`): the bound in the context's element type.
      let bound = checkValue(x, scope, expected: Self.partialRangeBound(expected))
      return bound.containsError ? .error : .nominal(op == "..<" ? "PartialRangeUpTo" : "PartialRangeThrough", [bound])
    }
    let t = checkValue(x, scope, expected: op == "!" ? .bool : expected)
    guard !t.containsError else { return .error }
    let name = Self.unwrappedOptionalName(t)
    let applies: Bool
    switch op {
    case "!": applies = t == .bool || !Self.plainTypes.contains(name)
    case "~": applies = t == .int || !Self.plainTypes.contains(name)
    default: applies = t.isNumeric || !Self.plainTypes.contains(name)
    }
    if !applies {
      // swiftc points at the operand for an Int used as a Bool, at the operator otherwise.
      if op == "!" && t == .int {
        emit(SemaDiagnostics.intAsBoolean, x.range)
      } else {
        emit(SemaDiagnostics.unaryOperator(op, TypePrinter.print(t)), e.range)
      }
      return .error
    }
    return op == "!" ? .bool : t
  }

  /// The value types whose checker types are exact, so that an operator's absence is certain.
  static let plainTypes: Set<String> = ["Int", "Double", "CGFloat", "Float", "String", "Bool"]

  static func unwrappedOptionalName(_ t: SwiftType) -> String {
    if case .nominal("Optional", let w) = t, let inner = w.first { return inner.name ?? "" }
    return t.name ?? ""
  }

  /// An integer or floating-point literal, signed or parenthesized (`-1`, `(2.5)`).
  func isNumberLiteral(_ e: Expr) -> Bool {
    switch e.kind {
    case .integerLiteral, .floatLiteral: return true
    case .prefixOperator(let op, let x): return (op == "-" || op == "+") && isNumberLiteral(x)
    case .tuple(let args): return args.count == 1 && args[0].label == nil && isNumberLiteral(args[0].value)
    default: return false
    }
  }

  private func binaryType(_ op: String, _ a: Expr, _ b: Expr, _ e: Expr, _ scope: Scope, expected: SwiftType?) -> SwiftType {
    switch op {
    case "&&", "||":
      _ = checkValue(a, scope, expected: .bool)
      _ = checkValue(b, scope, expected: .bool)
      return .bool
    case "==", "!=", "<", "<=", ">", ">=":
      let ta = checkValue(a, scope, expected: nil)
      let tb = checkValue(b, scope, expected: ta.isError ? nil : ta)
      // Only between the plain value types, whose checker types are exact.
      let plain: Set<String> = ["Int", "Double", "CGFloat", "Float", "String", "Bool"]
      func unwrapped(_ t: SwiftType) -> SwiftType {
        if case .nominal("Optional", let w) = t, let inner = w.first { return inner }
        return t
      }
      if let na = unwrapped(ta).name, let nb = unwrapped(tb).name, plain.contains(na), plain.contains(nb),
        !compatible(ta, tb), !compatible(tb, ta)
      {
        emit(SemaDiagnostics.binaryOperator(op, TypePrinter.print(ta), TypePrinter.print(tb)), e.range)
      }
      return .bool
    case "~=":
      // The pattern-match operator: a range holds a value (`0..<5 ~= n`), or values are equal.
      let ta = checkValue(a, scope, expected: nil)
      let element = ["Range", "ClosedRange"].contains(ta.name ?? "") ? elementType(of: ta) : ta
      _ = checkValue(b, scope, expected: ta.isError ? nil : element)
      return .bool
    case "..<", "...":
      // The bounds' type: the context's (`range: ClosedRange<T>`), else a typed bound's, else a
      // floating-point literal's Double, else Int (`0.5...1.0` is a `ClosedRange<Double>`).
      var bound: SwiftType? = nil
      if let expected, ["Range", "ClosedRange"].contains(expected.name ?? ""), let b = expected.arguments.first, !b.containsError { bound = b }
      if bound == nil {
        quiet += 1
        let (ta, tb) = (checkValue(a, scope, expected: nil), checkValue(b, scope, expected: nil))
        quiet -= 1
        if !isLiteral(a), !ta.isError, ta != .int { bound = ta } else if !isLiteral(b), !tb.isError, tb != .int { bound = tb }
        else if [a, b].contains(where: { if case .floatLiteral = $0.kind { true } else { false } }) { bound = .double }
      }
      let t = bound ?? .int
      _ = checkValue(a, scope, expected: t)
      _ = checkValue(b, scope, expected: t)
      return .nominal(op == "..<" ? "Range" : "ClosedRange", [t])
    case "??":
      let ta = checkValue(a, scope, expected: nil)
      guard case .nominal("Optional", let w) = ta, let inner = w.first else {
        _ = checkValue(b, scope, expected: ta)
        return ta
      }
      // Two overloads: `(T?, T) -> T` and `(T?, T?) -> T?` (the standard library's `??`), so
      // `a ?? b` with an optional `b` (or `nil`) is optional itself: `if let x = a ?? b` is legal.
      // `deltas[k] ?? nil` over a `Double??` is `Double?` (the first overload, T = Double?).
      if case .nilLiteral = b.kind {
        _ = checkValue(b, scope, expected: ta)
        return inner.isOptional ? inner : ta
      }
      // The right side is checked against the unwrapped type, so `?? []` and `?? 0` are that
      // type; only a right side that is optional itself makes the result optional.
      let tb = checkValue(b, scope, expected: inner)
      if tb.isOptional, !inner.isOptional { return ta }
      return inner
    case "=", "+=", "-=", "*=", "/=", "%=":
      // `_ = f()` discards a value (The Swift Programming Language, "Wildcard Pattern").
      if op == "=", case .identifier("_") = a.kind {
        _ = checkValue(b, scope, expected: nil)
        return .nominal("Void", [])
      }
      let ta = checkValue(a, scope, expected: nil)
      _ = checkValue(b, scope, expected: ta.isError ? nil : ta)
      return .nominal("Void", [])
    default:
      guard Self.infixOperators.contains(op) else {
        _ = checkValue(a, scope, expected: nil)
        _ = checkValue(b, scope, expected: nil)
        emit(SemaDiagnostics.cannotFindOperator(op), e.range)
        return .error
      }
      // Arithmetic: literals take the other side's type, or the expected one. The integer-only
      // operators (`%`, shifts, bitwise, wrapping) have no floating-point overloads, so their
      // literals stay Int even where a CGFloat is expected: `.padding(1 << 2)` does not compile.
      let integerOnly = Self.integerOnlyOperators.contains(op)
      let hint = integerOnly && numericExpected(expected) != .int ? nil : numericExpected(expected)
      var ta = checkValue(a, scope, expected: hint)
      var tb = checkValue(b, scope, expected: (ta.isNumeric && !isLiteral(a)) || ta.name == "Array" ? ta : hint)
      if isLiteral(a) && tb.isNumeric && tb != ta && !isLiteral(b) { ta = checkValue(a, scope, expected: tb) }
      // Two number literals meet at the floating-point one's type: `3.0 / 0` is a Double
      // division (swiftc 6.3 accepts it; IEEE 754 makes it +infinity).
      if ta != tb, ta.isNumeric, tb.isNumeric, !integerOnly, isNumberLiteral(a), isNumberLiteral(b) {
        let floating = ta == .int ? tb : ta
        ta = checkValue(a, scope, expected: floating)
        tb = checkValue(b, scope, expected: floating)
      }
      if ta.isError || tb.isError { return .error }
      // Generic numeric code (`struct Slider<T: BinaryFloatingPoint>`): operands of one generic
      // parameter's type, or a literal beside one, are of that type; the parameter's constraint
      // declares the operator (Swift accepts the code only if it does).
      if case .parameter = ta, ta == tb || isLiteral(b) { return ta }
      if case .parameter = tb, isLiteral(a) { return tb }
      if ta.isAssumed || tb.isAssumed {
        // `1 - assumed`: a literal takes the assumed side's type, which it does not fix (the
        // assumed value may be a Double): the result stays assumed.
        if ta.isAssumed, tb.isAssumed || isLiteral(b) { return ta }
        if tb.isAssumed, isLiteral(a) { return tb }
        return tb.isAssumed ? ta : tb
      }
      if ta == .string && tb == .string && op == "+" { return .string }
      // `Text("a") + Text("b")` as a value (`.accessibilityLabel(…)`): Text's own `+`.
      if op == "+", [ta, tb].allSatisfy({ $0 == .text || $0 == .assumed("Text", []) }) { return .text }
      // `a + a`, `a + [x]`: Array's `+` keeps the element type (RangeReplaceableCollection).
      if op == "+", ta.name == "Array", ta == tb { return ta }
      // `Date.now + 15 * 60`: Foundation's `Date + TimeInterval` and `Date - TimeInterval`.
      if op == "+" || op == "-", ta.name == "Date", tb.isNumeric { return ta }
      if op == "+", ta.isNumeric, tb.name == "Date" { return tb }
      if ta.isNumeric && tb.isNumeric {
        if integerOnly && (ta != .int || tb != .int) {
          // `%` on floating point is declared unavailable, with a message of its own: the
          // standard library's for Double and Float, Foundation's for CGFloat (swiftc 6.3).
          if op == "%" && ta == tb {
            let advice = ta == .cgFloat ? "Use truncatingRemainder instead" : "For floating point numbers use truncatingRemainder instead"
            emit(.error("sema.binary-operator", "'%' is unavailable: \(advice)"), e.range)
          } else {
            emit(SemaDiagnostics.binaryOperator(op, TypePrinter.print(ta), TypePrinter.print(tb)), e.range)
          }
          return .error
        }
        if ta == tb { return ta }
        if Set([ta, tb]) == Set([SwiftType.double, .cgFloat]) { return .cgFloat }
        emit(.error("sema.binary-operator", "binary operator '\(op)' cannot be applied to operands of type '\(TypePrinter.print(ta))' and '\(TypePrinter.print(tb))'"), e.range)
        return .error
      }
      emit(.error("sema.binary-operator", "binary operator '\(op)' cannot be applied to operands of type '\(TypePrinter.print(ta))' and '\(TypePrinter.print(tb))'"), e.range)
      return .error
    }
  }

  /// The type of a global inferred from its initial value, once: re-inferring it at every use
  /// is exponential in a chain of globals that each use the next twice, and a global that
  /// refers back to itself (`let a = b; let b = a`) would recurse until the stack ran out.
  /// A chain deeper than `globalChainLimit` is refused, for the same reason.
  func globalType(_ name: String, _ initializer: Expr, _ file: SourceFile, at range: SourceRange, in useFile: SourceFile) -> SwiftType {
    switch globalTypes[name] {
    case .done(let t)?: return t
    case .checking?:
      emitLoudly(SemaDiagnostics.circularGlobal(SemanticModel.spelledName(name)), range, file: useFile)
      return .error
    case nil: break
    }
    guard globalDepth < Self.globalChainLimit else {
      emitLoudly(SemaDiagnostics.globalChainTooDeep(Self.globalChainLimit), range, file: useFile)
      return .error
    }
    globalTypes[name] = .checking
    globalDepth += 1
    quiet += 1
    // Read where it is declared: its type's names and its file's strictness (an unmodelled
    // platform type, `static let font: UIFont`, is opaque in app Swift).
    let (savedContext, savedFile) = (typeContext, currentFile)
    (typeContext, currentFile) = (model.globals[name]?.context, file)
    let t = checkValue(initializer, Scope(view: nil, file: file), expected: nil)
    (typeContext, currentFile) = (savedContext, savedFile)
    quiet -= 1
    globalDepth -= 1
    if case .checking? = globalTypes[name] { globalTypes[name] = .done(t) }
    return t
  }

  /// Reports even while probing quietly: a cycle is found inside the quiet check of an initial
  /// value, and is an error whichever overload is chosen.
  private func emitLoudly(_ message: DiagnosticMessage, _ range: SourceRange, file: SourceFile) {
    let saved = quiet
    quiet = 0
    emit(message, range, file: file)
    quiet = saved
  }
}
