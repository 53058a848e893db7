import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// Values of declared enums beyond their cases: raw values (explicit or implicit), `init(rawValue:)`,
/// `allCases`, and the computed properties and methods of the enum's body or extensions,
/// run with `self` bound to the case.
extension Evaluator {
  static func value(of raw: RawValue) -> Value {
    switch raw {
    case .integer(let i): .int(i)
    case .floatingPoint(let d): .double(d)
    case .string(let s): .string(s)
    }
  }

  /// `Kind.allCases`: every case in declaration order.
  func allCases(_ en: EnumInfo) -> Value {
    .array(en.cases.map { .member(type: en.name, name: $0.name, arguments: []) })
  }

  /// `Kind(rawValue: v)`: the case whose raw value equals `v`, else nil.
  func enumFromRawValue(_ en: EnumInfo, _ v: Value) -> Value {
    if case .opaque = v { return v }
    for c in en.cases {
      if let raw = en.rawValues[c.name], equal(Self.value(of: raw), v) { return .member(type: en.name, name: c.name, arguments: []) }
    }
    return .none
  }

  /// `value.name` for a case of a declared enum: its raw value, or a computed property of the
  /// enum or of an extension (a protocol default included); nil when the enum has none.
  func enumMemberValue(_ value: Value, _ en: EnumInfo, _ name: String, at range: SourceRange? = nil) -> Value? {
    if name == "rawValue", en.rawType != nil, case .member(_, let caseName, _) = value {
      return en.rawValues[caseName].map(Self.value(of:))
    }
    if let v = en.computedProperty(named: name), let getter = v.getter {
      return runWithSelf(value, en.name, getter, file: en.file, at: range)
    }
    if let member = model.extensionMember(en.name, name), case .property(let v) = member.kind, let getter = v.getter {
      return runWithSelf(value, en.name, getter, file: member.file, at: range)
    }
    return nil
  }

  /// A getter or method body of a declared type, `self` bound to `value` (a record's stored
  /// properties are in scope by name too), depth-limited as functions are.
  func runWithSelf(_ value: Value, _ type: String, _ body: [Stmt], bindings: [String: Value] = [:], file: SourceFile, at range: SourceRange? = nil) -> Value {
    guard step(at: range) else { return spentValue(at: range) }
    return withSelf(value, file: file, at: range, otherwise: .none) { env in evalGetter(body, env.binding(bindings)) }
  }

  /// Runs `work` in an environment where `self` is `value` and a record's stored properties are
  /// in scope by name, in `file`, one level deeper: `otherwise` past the depth limit.
  func withSelf<T>(_ value: Value, file: SourceFile, at range: SourceRange?, otherwise: T, _ work: (Environment) -> T) -> T {
    guard enterCall(at: range) else { return otherwise }
    var props: [String: Value] = ["self": value]
    if case .record(_, let fields) = value { for f in fields { props[f.name] = f.value } }
    let saved = currentFile
    currentFile = file
    defer {
      currentFile = saved
      leaveCall()
    }
    return work(Environment.root(view: nil, properties: props))
  }

  /// A name used bare inside a member of a declared type (`rawValue`, another computed
  /// property): a member of `self`.
  func implicitSelfMember(_ name: String, _ env: Environment, at range: SourceRange? = nil) -> Value? {
    guard let selfValue = env.lookup("self") else { return nil }
    switch selfValue {
    case .member(let t?, _, _):
      guard let en = model.enums[t] else { return nil }
      return enumMemberValue(selfValue, en, name, at: range)
    case .record(let t, _):
      guard let data = model.dataTypes[t] else { return nil }
      if let v = data.computedProperties.first(where: { $0.name == name }), let getter = v.getter {
        return runWithSelf(selfValue, t, getter, file: data.file, at: range)
      }
      if let m = model.extensionMember(t, name), case .property(let v) = m.kind, let getter = v.getter {
        return runWithSelf(selfValue, t, getter, file: m.file, at: range)
      }
      return nil
    default:
      return nil
    }
  }
}
