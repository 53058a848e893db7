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

  /// The weight named by its SwiftUI spelling ("semibold", "bold"), for the lowering.
  public init?(name: String) {
    guard let weight = FontWeight.allCases.first(where: { "\($0)" == name }) else { return nil }
    self = weight
  }
}
