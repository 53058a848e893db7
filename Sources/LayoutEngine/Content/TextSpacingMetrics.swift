/// The font metrics a Text reports for spacing: what a stack needs to space text "as SwiftUI
/// spaces text" without the engine knowing fonts. `LayoutcText.TextMeasurer` fills it in from the
/// face it measures with; content without text reports none (`MeasuredContent.textSpacingMetrics`).
///
/// All values are in points, positive, for the largest font of the text (SwiftUI's
/// `maxFontMetrics`): `ascent` above the baseline, `descent` below it, `leading` the line gap
/// (hhea lineGap), `capHeight` the height of capitals. `pixelLength` is one device pixel in points
/// (1/3 on a 3× screen), the grid the text's default spacing is rounded up to. How these become
/// spacing preferences: `ViewSpacing.text(_:)`.
public struct TextSpacingMetrics: Sendable, Hashable {
  public var ascent: Double
  public var descent: Double
  public var leading: Double
  public var capHeight: Double
  public var pixelLength: Double

  public init(ascent: Double, descent: Double, leading: Double, capHeight: Double, pixelLength: Double) {
    func clean(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
    self.ascent = clean(ascent)
    self.descent = clean(descent)
    self.leading = clean(leading)
    self.capHeight = clean(capHeight)
    self.pixelLength = pixelLength.isFinite && pixelLength > 0 ? pixelLength : 1
  }

  /// One line of this text: ascent + descent + leading (SwiftUI's `TextMetrics.lineSpacing`).
  public var lineSpacing: Double { ascent + descent + leading }
}
