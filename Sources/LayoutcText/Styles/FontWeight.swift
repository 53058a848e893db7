/// SwiftUI's `Font.Weight`, with the OpenType weight class (`OS/2` usWeightClass) each one means.
public enum FontWeight: Int, Sendable, Hashable, CaseIterable, Comparable {
  case ultraLight = 100
  case thin = 200
  case light = 300
  case regular = 400
  case medium = 500
  case semibold = 600
  case bold = 700
  case heavy = 800
  case black = 900

  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The SwiftUI spelling (`"semibold"`), what `"\(weight)"` prints, without the reflection
  /// that describing an enum case goes through (renderers print a weight for every Text).
  public var name: String {
    switch self {
    case .ultraLight: "ultraLight"
    case .thin: "thin"
    case .light: "light"
    case .regular: "regular"
    case .medium: "medium"
    case .semibold: "semibold"
    case .bold: "bold"
    case .heavy: "heavy"
    case .black: "black"
    }
  }

  /// The weight named by its SwiftUI spelling ("semibold", "bold"), for the lowering.
  /// A switch, not a search comparing `"\(case)"`: describing an enum case goes through
  /// reflection, and every Text's font is resolved by name.
  public init?(name: String) {
    switch name {
    case "ultraLight": self = .ultraLight
    case "thin": self = .thin
    case "light": self = .light
    case "regular": self = .regular
    case "medium": self = .medium
    case "semibold": self = .semibold
    case "bold": self = .bold
    case "heavy": self = .heavy
    case "black": self = .black
    default: return nil
    }
  }
}
