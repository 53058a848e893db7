/// The spacing preferences of a Text: SwiftUI's `Spacing.textSpacing(maxFontMetrics:idealMetrics:
/// layoutProperties:)` (OpenSwiftUI `Sources/OpenSwiftUICore/View/Text/Text/Text+Spacing.swift`),
/// for horizontal text. Only the top and bottom edges carry text values; left and right carry none,
/// so in an HStack a Text is 8 from its neighbours like any view.
///
/// With line height L = ascent + descent, the text's default spacing is s = L / 10 rounded up to
/// the pixel grid, and one "line plus spacing" is L + s. Then:
/// - top edge, next to a Text above: the bottom-text metrics (gap = the lower text's leading,
///   `SpacingValue.textToText`);
/// - top edge, next to another view above (`edgeAboveText`): L + s − ascent, which puts this text's
///   first baseline L + s below that view's bottom edge;
/// - bottom edge, next to a Text below: the top-text metrics;
/// - bottom edge, next to another view below (`edgeBelowText`): max(L + s − capHeight,
///   s + descent): the next view's top sits a line plus spacing below the tops of this text's
///   capitals, and at least s below its descenders.
/// Body Inter at 3× (ascent 16.469, descent 4.105, cap height 12.364): L = 20.574, s = 7/3,
/// above 6.438, below 10.544, text to text 0 (docs/text.md, specs/text/spacing.ui).
extension ViewSpacing {
  static func text(_ metrics: TextSpacingMetrics) -> ViewSpacing {
    let lineHeight = metrics.ascent + metrics.descent
    let textSpacing = PixelRounding.ceil(lineHeight * 0.1, pixelLength: metrics.pixelLength)
    let lineAndSpacing = lineHeight + textSpacing
    return ViewSpacing([
      (SpacingKey(category: .textToText, edge: .top), .bottomText(metrics)),
      (SpacingKey(category: .textToText, edge: .bottom), .topText(metrics)),
      (SpacingKey(category: .edgeAboveText, edge: .top), .distance(lineAndSpacing - metrics.ascent)),
      (
        SpacingKey(category: .edgeBelowText, edge: .bottom),
        .distance(Swift.max(lineAndSpacing - metrics.capHeight, textSpacing + metrics.descent))
      ),
    ])
  }
}
