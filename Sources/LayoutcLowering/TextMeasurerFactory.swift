import LayoutEngine

/// The one place text measurement is chosen. The lowering asks it for a `MeasuredContent` per
/// Text; today that is the engine's `PlaceholderTextMeasurer` (character width 0.5 × size, line
/// height 1.194 × size), and the text stage will plug real font metrics in here without touching
/// the lowering.
public protocol TextMeasurerFactory: Sendable {
  func measurer(for text: String, font: ResolvedFont, lineLimit: Int?) -> any MeasuredContent
}

/// Round-number metrics that scale with the font size (docs/layout.md, "Text (placeholder)").
public struct PlaceholderTextMeasurerFactory: TextMeasurerFactory {
  public init() {}

  public func measurer(for text: String, font: ResolvedFont, lineLimit: Int?) -> any MeasuredContent {
    PlaceholderTextMeasurer(text, fontSize: font.size, lineLimit: lineLimit)
  }
}
