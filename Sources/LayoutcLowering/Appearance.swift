import LayoutcCatalog
import LayoutcEval

/// The light or dark appearance a preview is drawn in (`--appearance`, a preview's
/// `.preferredColorScheme(_:)` or `.environment(\.colorScheme, _:)`): it picks the value of each
/// semantic and system colour (`ColorResolution`) and of an asset catalog's colour sets. Layout
/// never reads it.
public enum Appearance: String, Sendable, Hashable, CaseIterable {
  case light, dark
}

extension Appearance {
  /// The appearance a preview asks for: `.preferredColorScheme(_:)` anywhere in it, which
  /// SwiftUI applies to the whole presentation (Apple's documentation of
  /// `preferredColorScheme(_:)`: "the preference … affects the entire presentation"), else
  /// `.environment(\.colorScheme, _:)` written around the whole root (on the chain of modifiers
  /// the root view is wrapped in). Nil when neither is written: a colour scheme written for part
  /// of the view changes what its `@Environment(\.colorScheme)` reads, not the colours drawn.
  public static func preferred(by instances: [Instance]) -> Appearance? {
    var preferred: Appearance?
    for root in instances {
      root.walk { i, _ in
        if preferred == nil, i.modifierID == .preferredColorScheme { preferred = scheme(i.arguments["_0"]) }
      }
    }
    if let preferred { return preferred }
    for root in instances {
      var i: Instance? = root
      while let modifier = i, modifier.kind == .modifier {
        if modifier.modifierID == .environment, case .keyPath(let path)? = modifier.arguments["_0"], path.count == 1,
          EnvironmentKeyName(writtenBy: path[0]) == .colorScheme
        {
          return scheme(modifier.arguments["_1"])
        }
        i = modifier.children.first
      }
    }
    return nil
  }

  private static func scheme(_ value: Value?) -> Appearance? {
    guard case .member(_, let name, _)? = value else { return nil }
    return Appearance(rawValue: name)
  }
}
