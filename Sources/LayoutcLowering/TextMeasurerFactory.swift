import LayoutEngine
import LayoutcText

/// The one place text measurement is chosen. The lowering asks it for a `MeasuredContent` per
/// Text, with the attributes the environment resolved for that Text (font, line limit,
/// truncation mode). A test may plug in another measurer; layoutc always measures with fonts.
public protocol TextMeasurerFactory: Sendable {
  func measurer(for text: String, attributes: TextAttributes) -> any MeasuredContent
}

/// Real font metrics (`LayoutcText.TextMeasurer`, docs/text.md): the faces of `family` (bundled
/// Inter unless `--font`/`--font-bold` name others), sizes rounded up to the pixels of
/// `displayScale`, the preview's scale, as SwiftUI rounds text. Its Texts share one
/// `TextShapingCache`: a factory serves one layout.
public struct FontTextMeasurerFactory: TextMeasurerFactory {
  public let family: FontFamily
  public let displayScale: Double
  public let cache = TextShapingCache()

  public init(family: FontFamily = BundledFonts.inter, displayScale: Double = 3) {
    self.family = family
    self.displayScale = displayScale
  }

  public func measurer(for text: String, attributes: TextAttributes) -> any MeasuredContent {
    TextMeasurer(
      text: text, style: attributes.font.textFont, family: family, lineLimit: attributes.lineLimit,
      truncation: attributes.truncationMode, displayScale: displayScale, cache: cache)
  }
}
