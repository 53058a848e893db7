import LayoutcCatalog
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
/// point size and a weight, from the catalog's font names (`FontTextStyle`, `FontWeightName`).
public enum FontResolution {
  /// The font a value names, or nil when it names none the lowering understands (the caller keeps
  /// the inherited font then).
  public static func resolve(_ value: Value?) -> ResolvedFont? {
    guard let value else { return nil }
    if let style = value.named(FontTextStyle.self) { return font(style) }
    // `.title.bold()`, `.system(size: 20).weight(.heavy)`: the receiver's font, changed.
    if let (method, arguments) = value.namedCall(FontMethod.self), let receiver = resolve(arguments.first) {
      return applying(method, to: receiver, Array(arguments.dropFirst()))
    }
    // `.system(size: 20)`, `.system(size: 20, weight: .bold)`, `.system(.title)`,
    // `.custom("Name", size: 20)`: the first number is the size, a text style names one.
    guard let (_, arguments) = value.namedCall(FontConstructor.self) else { return nil }
    let weight = arguments.lazy.compactMap { $0.named(FontWeightName.self) }.first
    for argument in arguments {
      if let size = argument.asDouble, size.isFinite, size > 0 { return ResolvedFont(size: size, weight: weight?.rawValue) }
      // `.system(.title, weight: .bold)`: the style's size, the weight given.
      if let style = argument.named(FontTextStyle.self) {
        var font = font(style)
        if let weight { font.weight = weight.rawValue }
        return font
      }
    }
    return nil
  }

  /// A text style's font.
  static func font(_ style: FontTextStyle) -> ResolvedFont {
    ResolvedFont(size: style.pointSize, weight: style.weight.rawValue, textStyle: style.rawValue)
  }

  /// `font` changed by one of Font's methods: only the weight changes what is measured.
  static func applying(_ method: FontMethod, to font: ResolvedFont, _ arguments: [Value]) -> ResolvedFont {
    var font = font
    switch method {
    case .bold: font.weight = FontWeightName.bold.rawValue
    case .weight: if let w = arguments.first?.named(FontWeightName.self) { font.weight = w.rawValue }
    case .italic, .monospacedDigit, .smallCaps, .monospaced: break
    }
    return font
  }

  /// Applies the weight-changing Text methods (`bold()`, `fontWeight(_:)`) to a font.
  static func applyingTextAttributes(_ font: ResolvedFont, _ attributes: LabeledValues) -> ResolvedFont {
    var font = font
    if attributes["bold"] != nil { font.weight = FontWeightName.bold.rawValue }
    if let w = attributes["fontWeight"]?.named(FontWeightName.self) { font.weight = w.rawValue }
    return font
  }
}
