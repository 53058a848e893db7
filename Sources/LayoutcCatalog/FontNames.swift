/// SwiftUI's `Font` values as data, as far as measuring text needs them: the text styles with
/// their sizes, the weights, the static functions that make a font of a size and the methods
/// that change one. The evaluator hands a font value over as these (`Value.named`,
/// `Value.namedCall`); the lowering resolves it to a size and a weight.

/// A text style (`Font.title`) with its iOS size and weight at the Large (default) Dynamic Type
/// size (Human Interface Guidelines, "Typography", iOS Dynamic Type sizes table).
public enum FontTextStyle: String, CaseIterable, Sendable {
  case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

  public var pointSize: Double {
    switch self {
    case .largeTitle: 34
    case .title: 28
    case .title2: 22
    case .title3: 20
    case .headline, .body: 17
    case .callout: 16
    case .subheadline: 15
    case .footnote: 13
    case .caption: 12
    case .caption2: 11
    }
  }

  public var weight: FontWeightName { self == .headline ? .semibold : .regular }
}

/// A member of `Font.Weight`.
public enum FontWeightName: String, CaseIterable, Sendable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

/// A static function of `Font` whose first number is the size: `.system(size:weight:)`,
/// `.system(_:weight:)` of a text style, `.custom(_:size:)`.
public enum FontConstructor: String, CaseIterable, Sendable {
  case system, custom
}

/// A method of `Font` (`.title.bold()`): only the weight changes what is measured; italic,
/// small caps and monospaced digits need faces or features the bundled Inter is not read for
/// (docs/text.md), so they measure as the upright face.
public enum FontMethod: String, CaseIterable, Sendable {
  case bold, weight, italic, monospacedDigit, smallCaps, monospaced
}
