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
  /// …"); `layoutDirection` is left out because `--rtl` changes it at the root.
  static let environmentDefaults: [String: Value] = [
    "colorScheme": .member(type: "ColorScheme", name: "light", arguments: []),
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
    "dynamicTypeSize": "dynamicTypeSize",
  ]

  /// The key and value a modifier writes for its subtree, if it writes one.
  func environmentWrite(_ modifier: String, _ args: [Argument], _ values: [String: Value]) -> (String, Value)? {
    if let write = environmentObjectWrite(modifier, args, values["_0"] ?? .none) { return write }
    if modifier == "environment", args.count == 2, case .keyPath(_, let path) = args[0].value.kind, path.count == 1 {
      return (path[0], values["_1"] ?? .none)
    }
    if modifier == "disabled" {
      // disabled(true) turns isEnabled off; disabled(false) leaves the inherited value.
      return values["_0"]?.asBool == true ? ("isEnabled", .bool(false)) : nil
    }
    if let key = Self.environmentWriters[modifier] { return (key, values["_0"] ?? .none) }
    return nil
  }

  /// The value of `@Environment(\.key) var name` in a view evaluated here.
  func environmentValue(_ p: PropertyInfo, _ attribute: Attribute) -> Value {
    guard let args = attribute.arguments, args.count == 1, case .keyPath(_, let path) = args[0].value.kind, path.count == 1 else {
      report(EvalDiagnostics.unknownEnvironmentValue(p.name), attribute.range)
      return .none
    }
    if let v = environmentWritten[path[0]] { return v }
    if let v = Self.environmentDefaults[path[0]] { return v }
    report(EvalDiagnostics.unknownEnvironmentValue("\\." + path[0]), args[0].value.range)
    return .none
  }
}
