import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// Reads `--set name=value` assignments: the value is Swift literal syntax (`15`, `true`,
/// `"text"`, `.image`, `[1, 2]`), parsed with the spec parser and checked against the root
/// view's property type.
public enum StateAssignment {
  /// The values by name, or the diagnostics explaining what is wrong.
  public static func parse(_ assignments: [String], view: ViewInfo?, sema: SemaResult) -> ([String: Value], [Diagnostic]) {
    var values: [String: Value] = [:]
    var diagnostics: [Diagnostic] = []
    for text in assignments {
      guard let eq = text.firstIndex(of: "=") else {
        diagnostics.append(EvalDiagnostics.invalidSetValue(text).at(nil, in: nil))
        continue
      }
      let name = String(text[..<eq]).trimmingSpaces
      let valueText = String(text[text.index(after: eq)...]).trimmingSpaces
      // `model.count=5`: a stored property of the object or struct a root property holds
      // (`--dependencies` diffs: a change to an observable model's property).
      let path = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      guard let view, let property = view.storedProperties.first(where: { $0.name == path[0] }),
        let field = member(path.dropFirst(), of: property, view, sema)
      else {
        var d = EvalDiagnostics.unknownSetName(name).at(nil, in: nil)
        if let view, let s = Suggestions.closest(to: name, in: view.storedProperties.map(\.name)) { d.notes.append(Note("did you mean '\(s)'?")) }
        diagnostics.append(d)
        continue
      }
      let file = SourceFile(path: "<--set \(name)>", text: "let value = " + valueText)
      let (tree, parseErrors) = Parser.parse(file)
      guard parseErrors.isEmpty, let decl = tree.declarations.first, case .variable(let v) = decl.kind, let expr = v.initializer else {
        diagnostics.append(EvalDiagnostics.invalidSetValue(valueText).at(nil, in: nil))
        continue
      }
      let expected = declaredType(field, view, sema)
      guard let value = literal(expr, expected: expected, sema: sema) else {
        diagnostics.append(EvalDiagnostics.setTypeMismatch(name, expected.map(TypePrinter.print) ?? "a literal").at(nil, in: nil))
        continue
      }
      values[name] = value
    }
    return (values, diagnostics)
  }

  /// The stored property `names` reaches from `property` (itself when `names` is empty), or nil.
  static func member(_ names: ArraySlice<String>, of property: PropertyInfo, _ view: ViewInfo, _ sema: SemaResult) -> PropertyInfo? {
    var current = property
    for n in names {
      guard let type = PropertyDependency.objectType(current, view, sema) ?? declaredType(current, view, sema)?.name.flatMap({ sema.model.typeKey($0, in: view.name) }),
        let data = sema.model.dataTypes[type], let next = data.storedProperties.first(where: { $0.name == n })
      else { return nil }
      current = next
    }
    return current
  }

  static func declaredType(_ p: PropertyInfo, _ view: ViewInfo, _ sema: SemaResult) -> SwiftType? {
    if let t = p.decl.type, case .named(let path, let args) = t.kind {
      return .nominal(path.last!, args.map { _ in SwiftType.error })
    }
    if let t = p.decl.type, case .optional(let inner) = t.kind, case .named(let path, _) = inner.kind {
      return .optional(.nominal(path.last!, []))
    }
    if let t = p.decl.type, case .array = t.kind { return .array(.error) }
    if let e = p.decl.initializer { return sema.facts.type(of: e) }
    return nil
  }

  /// A literal of the expected type, or nil when it does not fit.
  static func literal(_ e: Expr, expected: SwiftType?, sema: SemaResult) -> Value? {
    var expected = expected
    if case .nominal("Optional", let w)? = expected {
      if case .nilLiteral = e.kind { return Value.none }
      expected = w.first
    }
    let name = expected?.name
    switch e.kind {
    case .integerLiteral(let t):
      if name == "Double" || name == "CGFloat" { return Double(t).map { .double($0) } }
      guard name == nil || name == "Int", let i = Int(t.filter { $0 != "_" }) else { return nil }
      return .int(i)
    case .floatLiteral(let t):
      guard name == nil || name == "Double" || name == "CGFloat" else { return nil }
      return Double(t).map { .double($0) }
    case .prefixOperator("-", let inner):
      switch literal(inner, expected: expected, sema: sema) {
      case .int(let i)?: return .int(-i)
      case .double(let d)?: return .double(-d)
      default: return nil
      }
    case .booleanLiteral(let b):
      return name == nil || name == "Bool" ? .bool(b) : nil
    case .stringLiteral(let segs):
      guard name == nil || name == "String" else { return nil }
      var s = ""
      for seg in segs { if case .text(let t) = seg { s += t } else { return nil } }
      return .string(s)
    case .implicitMember(let member):
      guard let name, let en = sema.model.enums[name], en.cases.contains(where: { $0.name == member }) else { return nil }
      return .member(type: name, name: member, arguments: [])
    case .array(let elements):
      guard name == nil || name == "Array" else { return nil }
      var out: [Value] = []
      for x in elements {
        guard let v = literal(x, expected: expected?.arguments.first.flatMap { $0.isError ? nil : $0 }, sema: sema) else { return nil }
        out.append(v)
      }
      return .array(out)
    default:
      return nil
    }
  }
}

extension String {
  var trimmingSpaces: String {
    var s = Substring(self)
    while s.first == " " { s.removeFirst() }
    while s.last == " " { s.removeLast() }
    return String(s)
  }
}
