/// What SwiftUI's `Font` says about a Text: a point size and a weight. The face comes from a
/// `FontFamily` when the text is measured.
///
/// Text styles are iOS's sizes at the default Dynamic Type size ("Large"), from Apple's Human
/// Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes": largeTitle 34, title1 28,
/// title2 22, title3 20, headline 17 semibold, body 17, callout 16, subhead 15, footnote 13,
/// caption1 12, caption2 11; all regular except headline.
public struct TextFont: Sendable, Hashable {
  public var size: Double
  public var weight: FontWeight

  public init(size: Double, weight: FontWeight = .regular) {
    self.size = size.isFinite && size > 0 ? size : 17
    self.weight = weight
  }

  /// `.system(size:weight:)`.
  public static func system(size: Double, weight: FontWeight = .regular) -> TextFont {
    TextFont(size: size, weight: weight)
  }

  public static let largeTitle = TextFont(size: 34)
  public static let title = TextFont(size: 28)
  public static let title2 = TextFont(size: 22)
  public static let title3 = TextFont(size: 20)
  public static let headline = TextFont(size: 17, weight: .semibold)
  public static let body = TextFont(size: 17)
  public static let callout = TextFont(size: 16)
  public static let subheadline = TextFont(size: 15)
  public static let footnote = TextFont(size: 13)
  public static let caption = TextFont(size: 12)
  public static let caption2 = TextFont(size: 11)

  /// The text style named by its SwiftUI spelling ("largeTitle", "caption2"), for the lowering.
  public init?(styleName: String) {
    let styles: [String: TextFont] = [
      "largeTitle": .largeTitle, "title": .title, "title2": .title2, "title3": .title3, "headline": .headline,
      "body": .body, "callout": .callout, "subheadline": .subheadline, "footnote": .footnote, "caption": .caption,
      "caption2": .caption2,
    ]
    guard let style = styles[styleName] else { return nil }
    self = style
  }

  /// `.bold()`: the bold weight (SwiftUI's `Font.bold()` is `weight(.bold)`).
  public func bold() -> TextFont { weight(.bold) }

  /// `.fontWeight(_:)` / `Font.weight(_:)`.
  public func weight(_ weight: FontWeight) -> TextFont {
    var copy = self
    copy.weight = weight
    return copy
  }
}
