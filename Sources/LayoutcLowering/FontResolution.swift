import LayoutcEval
import LayoutcText

/// A font as far as measuring text needs it: its point size, and the weight and text style it
/// was asked for.
public struct ResolvedFont: Sendable, Hashable {
  public var size: Double
  /// `regular`, `semibold`, `bold`, … (nil: the style's own weight).
  public var weight: String?
  /// The text style the size came from (`body`, `title`), nil for `.system(size:)`.
  public var textStyle: String?

  public init(size: Double, weight: String? = nil, textStyle: String? = nil) {
    self.size = size
    self.weight = weight
    self.textStyle = textStyle
  }

  /// SwiftUI's default font: `.body`, 17 points at the default Dynamic Type size.
  public static let body = ResolvedFont(size: 17, weight: "regular", textStyle: "body")

  /// The font for `LayoutcText`: size and weight (an unknown weight name is regular).
  public var textFont: TextFont {
    TextFont(size: size, weight: weight.flatMap(FontWeight.init(name:)) ?? .regular)
  }
}

/// Turns a `Font` value (`.title`, `.system(size: 20)`, `.custom("Name", size: 15)`) into a
/// point size. Text-style sizes are Apple's iOS defaults at the Large (default) Dynamic Type size
/// (Human Interface Guidelines, "Typography", iOS Dynamic Type sizes table).
public enum FontResolution {
  /// iOS text styles at the default Dynamic Type size: (points, weight).
  public static let textStyles: [String: (size: Double, weight: String)] = [
    "largeTitle": (34, "regular"),
    "title": (28, "regular"),
    "title2": (22, "regular"),
    "title3": (20, "regular"),
    "headline": (17, "semibold"),
    "body": (17, "regular"),
    "callout": (16, "regular"),
    "subheadline": (15, "regular"),
    "footnote": (13, "regular"),
    "caption": (12, "regular"),
    "caption2": (11, "regular"),
  ]

  /// The font a value names, or nil when it names none the lowering understands (the caller keeps
  /// the inherited font then).
  public static func resolve(_ value: Value?) -> ResolvedFont? {
    guard case .member(_, let name, let arguments)? = value else { return nil }
    // `.title.bold()`, `.system(size: 20).weight(.heavy)`: the receiver's font, changed.
    if let receiver = resolve(arguments.first), let font = applying(name, to: receiver, Array(arguments.dropFirst())) {
      return font
    }
    if let style = textStyles[name] { return ResolvedFont(size: style.size, weight: style.weight, textStyle: name) }
    switch name {
    case "system", "custom":
      // `.system(size: 20)`, `.system(size: 20, weight: .bold)`, `.system(.title)`,
      // `.custom("Name", size: 20)`: the first number is the size, a text style names one.
      for argument in arguments {
        if let size = argument.asDouble, size.isFinite, size > 0 {
          let weight = arguments.compactMap { a -> String? in
            if case .member(_, let w, _) = a, weights.contains(w) { return w }
            return nil
          }.first
          return ResolvedFont(size: size, weight: weight)
        }
        if case .member(_, let styleName, _) = argument, let style = textStyles[styleName] {
          // `.system(.title, weight: .bold)`: the style's size, the weight given.
          let weight = arguments.dropFirst().compactMap { a -> String? in
            if case .member(_, let w, _) = a, weights.contains(w) { return w }
            return nil
          }.first
          return ResolvedFont(size: style.size, weight: weight ?? style.weight, textStyle: styleName)
        }
      }
      return nil
    default:
      return nil
    }
  }

  /// Font's methods as they change what is measured: only the weight does. Italic, small caps
  /// and monospaced digits need faces or OpenType features the bundled Inter is not read for
  /// (docs/text.md), so they measure as the upright face; nil for a name that is no method.
  static func applying(_ method: String, to font: ResolvedFont, _ arguments: [Value]) -> ResolvedFont? {
    var font = font
    switch method {
    case "bold": font.weight = "bold"
    case "weight":
      if case .member(_, let w, _)? = arguments.first, weights.contains(w) { font.weight = w }
    case "italic", "monospacedDigit", "smallCaps", "monospaced": break
    default: return nil
    }
    return font
  }

  static let weights: Set<String> = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

  /// Applies the weight-changing Text methods (`bold()`, `fontWeight(_:)`) to a font.
  static func applyingTextAttributes(_ font: ResolvedFont, _ attributes: LabeledValues) -> ResolvedFont {
    var font = font
    if attributes["bold"] != nil { font.weight = "bold" }
    if case .member(_, let w, _)? = attributes["fontWeight"], weights.contains(w) { font.weight = w }
    return font
  }
}
