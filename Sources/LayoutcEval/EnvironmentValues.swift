import LayoutcCatalog
import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// What an `@Environment(\.key)` property reads: the value an ancestor wrote with
/// `.environment(\.key, value)` or a modifier that writes that key (`.font(_:)` writes
/// `\.font`), else the key's documented default. A key whose value layoutc cannot know
/// (written by a modifier whose effect it does not model, or one without a known default)
/// is a located error, never a guessed value.
extension Evaluator {
  /// Defaults as Apple documents each `EnvironmentValues` property ("The default value is
  /// …"); `layoutDirection` is left out because `--rtl` changes it at the root, `colorScheme`
  /// because `--appearance` does (`Evaluator.colorScheme`).
  static let environmentDefaults: [String: Value] = [
    "isEnabled": .bool(true),
    "font": .none,
    "lineLimit": .none,
    "multilineTextAlignment": .member(type: "TextAlignment", name: "leading", arguments: []),
    "truncationMode": .member(type: "TruncationMode", name: "tail", arguments: []),
    "lineSpacing": .double(0),
    "minimumScaleFactor": .double(1),
    "sizeCategory": .member(type: "ContentSizeCategory", name: "large", arguments: []),
    "dynamicTypeSize": .member(type: "DynamicTypeSize", name: "large", arguments: []),
  ]

  /// Modifiers that write one environment key with their first argument.
  static let environmentWriters: [String: String] = [
    "font": "font", "lineLimit": "lineLimit", "multilineTextAlignment": "multilineTextAlignment",
    "truncationMode": "truncationMode", "lineSpacing": "lineSpacing", "minimumScaleFactor": "minimumScaleFactor",
    "dynamicTypeSize": "dynamicTypeSize", "buttonStyle": "buttonStyle", "labelStyle": "labelStyle",
  ]

  /// The key and value a modifier writes for its subtree, if it writes one. Which key, and
  /// which argument, depend only on the call (`EnvironmentWriteRule`): worked out for its
  /// first instance and kept on the site.
  func environmentWrite(_ site: CallSite, _ modifier: String, _ args: [Argument], _ values: LabeledValues) -> (String, Value)? {
    let rule: EnvironmentWriteRule
    if let known = site.environmentWrite {
      rule = known
    } else {
      rule = environmentWriteRule(modifier, args)
      site.environmentWrite = rule
    }
    switch rule {
    case .none: return nil
    case .first(let key): return (key, values["_0"] ?? .none)
    case .second(let key): return (key, values["_1"] ?? .none)
    case .disabled:
      // disabled(true) turns isEnabled off; disabled(false) leaves the inherited value.
      return values["_0"]?.asBool == true ? ("isEnabled", .bool(false)) : nil
    }
  }

  /// What a modifier call writes: an object of a declared type, a key path's value, `disabled`,
  /// or a key written by its first argument. It reads the call and the checker's facts, never
  /// the state, so every instance of the call writes by the same rule.
  func environmentWriteRule(_ modifier: String, _ args: [Argument]) -> EnvironmentWriteRule {
    if let (key, _) = environmentObjectWrite(modifier, args, .none) { return .first(key) }
    if modifier == "environment", args.count == 2, case .keyPath(_, let path) = args[0].value.kind, path.count == 1 {
      return .second(path[0])
    }
    if modifier == "disabled" { return .disabled }
    if let key = Self.environmentWriters[modifier] { return .first(key) }
    return .none
  }

  /// The value of `@Environment(\.key) var name` in a view evaluated here.
  func environmentValue(_ p: PropertyInfo, _ attribute: Attribute) -> Value {
    guard let args = attribute.arguments, args.count == 1, case .keyPath(_, let path) = args[0].value.kind, path.count == 1 else {
      // `@Environment(\.window.value)`: a path through a value layoutc does not know.
      if currentFile?.strictness == .tolerant {
        report(EvalDiagnostics.environmentValueAssumed(p.name), attribute.range)
        return .opaque(p.name)
      }
      report(EvalDiagnostics.unknownEnvironmentValue(p.name), attribute.range)
      return .none
    }
    if let v = environmentWritten[path[0]] { return v }
    if path[0] == "colorScheme" { return .member(type: "ColorScheme", name: colorScheme, arguments: []) }
    if let v = Self.environmentDefaults[path[0]] { return v }
    if let v = declaredEnvironmentDefault(path[0]) { return v }
    // In the app's own Swift a key layoutc does not know (one the app declares with `@Entry`
    // or an `EnvironmentKey`, or another module's) is an assumed value, marked where it shows;
    // one the platform declares (`\.dismiss`) is an opaque value of its type, not an assumption.
    if currentFile?.strictness == .tolerant, PlatformNames.environmentValueType(path[0]) != nil { return .opaque("\\." + path[0]) }
    if currentFile?.strictness == .tolerant {
      report(EvalDiagnostics.environmentValueAssumed("\\." + path[0]), args[0].value.range)
      return .opaque("\\." + path[0])
    }
    report(EvalDiagnostics.unknownEnvironmentValue("\\." + path[0]), args[0].value.range)
    return .none
  }
}

extension Evaluator {
  /// The default of a key the app declares: the initial value of `@Entry var key = …`, or the
  /// `defaultValue` of the `EnvironmentKey` a computed `var key { get { self[Key.self] } … }`
  /// reads. Only a literal default is read (the checker does not type these declarations, so
  /// anything else would be evaluated without its types): otherwise nil, and the key is assumed.
  func declaredEnvironmentDefault(_ key: String) -> Value? {
    guard let entry = model.environmentEntries[key] else { return nil }
    if entry.decl.hasAttribute("Entry"), let initial = entry.decl.initializer {
      return Self.literalValue(initial, as: entry.decl.type ?? nil)
    }
    guard let getter = entry.decl.getter ?? entry.decl.accessors.first(where: { $0.kind == "get" })?.body,
      getter.count == 1, let keyType = Self.environmentKeyType(getter[0]),
      let g = model.globals[keyType + ".defaultValue"], let initial = g.decl.initializer
    else { return nil }
    return Self.literalValue(initial, as: g.decl.type ?? entry.decl.type)
  }

  /// `Key` in `self[Key.self]` or `return self[Key.self]`.
  private static func environmentKeyType(_ s: Stmt) -> String? {
    let e: Expr
    switch s.kind {
    case .expression(let x): e = x
    case .return(let x?): e = x
    default: return nil
    }
    guard case .subscript(let base, let args) = e.kind, case .identifier("self") = base.kind, args.count == 1,
      case .member(let type, "self", _) = args[0].value.kind, case .identifier(let name) = type.kind
    else { return nil }
    return name
  }

  /// A literal's value: `false`, `8`, `1.5`, `"text"`, `nil`; nil for anything else. An
  /// integer literal of a written floating-point type (`: CGFloat = 8`) is that Double.
  static func literalValue(_ e: Expr, as type: TypeRepr?) -> Value? {
    switch e.kind {
    case .booleanLiteral(let b): return .bool(b)
    case .integerLiteral(let t):
      guard let i = Int(t.filter { $0 != "_" }) else { return nil }
      if case .named(let path, _)? = type?.kind, ["Double", "CGFloat", "Float"].contains(path.joined(separator: ".")) {
        return .double(Double(i))
      }
      return .int(i)
    case .floatLiteral(let t): return Double(t.filter { $0 != "_" }).map(Value.double)
    case .stringLiteral(let parts):
      if parts.isEmpty { return .string("") }
      if parts.count == 1, case .text(let t) = parts[0] { return .string(t) }
      return nil
    case .nilLiteral: return Value.none
    default: return nil
    }
  }
}
