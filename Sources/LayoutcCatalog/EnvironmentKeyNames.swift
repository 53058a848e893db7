/// The environment values the lowering applies to the views below the modifier that writes
/// them, and which modifiers write each: a key's own modifier (`.font(_:)`), its other
/// spellings (`.foregroundColor(_:)` for the foreground style, `.accentColor(_:)` for the
/// tint) and `.environment(\.key, value)`.
public enum EnvironmentKeyName: String, CaseIterable, Sendable {
  // Read by the Texts below.
  case font, lineLimit, truncationMode, multilineTextAlignment, foregroundStyle, layoutDirection, colorScheme
  // Read by the controls below.
  case controlSize, tint, labelsHidden, headerProminence, listSectionSpacing

  /// The modifiers that write the key.
  public var modifiers: [String] {
    switch self {
    case .foregroundStyle: ["foregroundColor", "foregroundStyle"]
    case .tint: ["tint", "accentColor"]
    default: [rawValue]
    }
  }

  /// The key the modifier `name` writes, or the key path's name in `.environment(\.name, _)`.
  public init?(writtenBy name: String) {
    guard let key = Self.byModifier[name] else { return nil }
    self = key
  }

  private static let byModifier: [String: EnvironmentKeyName] = Dictionary(
    allCases.flatMap { key in key.modifiers.map { ($0, key) } }, uniquingKeysWith: { a, _ in a })
}

/// A member of `ControlSize`.
public enum ControlSizeName: String, CaseIterable, Sendable {
  case mini, small, regular, large, extraLarge
}
