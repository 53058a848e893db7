/// One spacing preference (SwiftUI `Spacing.Value`, OpenSwiftUI `Spacing.swift`): a distance, or
/// a Text's metrics that only mean something next to another Text's.
enum SpacingValue: Hashable {
  /// A distance in points this edge wants from its neighbour (added to the neighbour's own).
  case distance(Double)
  /// A Text's metrics, kept on its bottom edge: it is the *top* text of a pair.
  case topText(TextSpacingMetrics)
  /// A Text's metrics, kept on its top edge: it is the *bottom* text of a pair.
  case bottomText(TextSpacingMetrics)

  /// The distance two facing preferences ask for, or nil when they do not combine (two top or two
  /// bottom metrics). Distances add; a distance beside metrics is the distance alone; a top and a
  /// bottom text are spaced by `textToText(top:bottom:)`.
  func distance(to other: SpacingValue) -> Double? {
    switch (self, other) {
    case (.distance(let a), .distance(let b)): return a + b
    case (.distance(let a), _): return a
    case (_, .distance(let b)): return b
    case (.topText(let top), .bottomText(let bottom)), (.bottomText(let bottom), .topText(let top)):
      return SpacingValue.textToText(top: top, bottom: bottom)
    case (.topText, .topText), (.bottomText, .bottomText): return nil
    }
  }

  /// The gap between a Text and the Text below it: the lower text's leading (its font's line gap),
  /// rounded up to the pixel grid, so that baseline to baseline is exactly one line of the lower
  /// font, as between two lines of one paragraph. SwiftUI `Spacing.TextMetrics.spacing(top:bottom:)`
  /// with `TextSpacingUIKit0059v2` (SDKs from 2023 on; before it the gap was 0): for fonts that
  /// differ it computes `top.descend + bottom.lineSpacing − bottom.descend − top.descend −
  /// bottom.ascend`, which is again the lower leading. SF Pro and Inter have no line gap: 0.
  static func textToText(top: TextSpacingMetrics, bottom: TextSpacingMetrics) -> Double {
    PixelRounding.ceil(bottom.leading, pixelLength: top.pixelLength)
  }

  /// SwiftUI's order, used when preferences merge (`ViewSpacing.incorporate`): distances by value,
  /// then top metrics, then bottom metrics, metrics by line spacing.
  static func max(_ a: SpacingValue, _ b: SpacingValue) -> SpacingValue {
    func rank(_ v: SpacingValue) -> (Int, Double) {
      switch v {
      case .distance(let d): return (0, d)
      case .topText(let m): return (1, m.lineSpacing)
      case .bottomText(let m): return (2, m.lineSpacing)
      }
    }
    let (ra, rb) = (rank(a), rank(b))
    return ra.0 != rb.0 ? (ra.0 > rb.0 ? a : b) : (ra.1 >= rb.1 ? a : b)
  }
}
