import LayoutcEval

/// SwiftUI colours as sRGB values, for drawing, in the light or dark appearance. Named colours
/// are iOS's system colours (Apple Human Interface Guidelines, "Color", iOS system colors, light
/// and dark: red 255,59,48 and 255,69,58; blue 0,122,255 and 10,132,255; …); `primary` is the
/// label colour (black, white in dark) and `secondary` the secondary label colour (60,60,67 at
/// 60 %, 235,235,245 at 60 % in dark), `tertiary` and `quaternary` the label colours after it, and
/// the `background` style systemBackground (white, black in dark). `Color(red:green:blue:opacity:)` and `Color(white:opacity:)`
/// are taken as written (sRGB) in both; an asset colour (`Color("Brand")`) is its colour set in an
/// app's asset catalog (`AssetCatalog`); in a spec it has no value and is drawn mid-grey.
public enum ColorResolution {
  static let named: [String: RGBA] = [
    "red": .bytes(255, 59, 48), "orange": .bytes(255, 149, 0), "yellow": .bytes(255, 204, 0),
    "green": .bytes(52, 199, 89), "mint": .bytes(0, 199, 190), "teal": .bytes(48, 176, 199),
    "cyan": .bytes(50, 173, 230), "blue": .bytes(0, 122, 255), "indigo": .bytes(88, 86, 214),
    "purple": .bytes(175, 82, 222), "pink": .bytes(255, 45, 85), "brown": .bytes(162, 132, 94),
    "gray": .bytes(142, 142, 147), "black": .bytes(0, 0, 0), "white": .bytes(255, 255, 255),
    "clear": RGBA(0, 0, 0, 0), "primary": .bytes(0, 0, 0), "secondary": .bytes(60, 60, 67, 0.6),
    "tertiary": .bytes(60, 60, 67, 0.3), "quaternary": .bytes(60, 60, 67, 0.18),
    "accentColor": .bytes(0, 122, 255), "background": .bytes(255, 255, 255),
  ]

  /// The named colours that differ in the dark appearance (the HIG's dark column).
  static let namedDark: [String: RGBA] = [
    "red": .bytes(255, 69, 58), "orange": .bytes(255, 159, 10), "yellow": .bytes(255, 214, 10),
    "green": .bytes(48, 209, 88), "mint": .bytes(99, 230, 226), "teal": .bytes(64, 200, 224),
    "cyan": .bytes(100, 210, 255), "blue": .bytes(10, 132, 255), "indigo": .bytes(94, 92, 230),
    "purple": .bytes(191, 90, 242), "pink": .bytes(255, 55, 95), "brown": .bytes(172, 142, 104),
    "primary": .bytes(255, 255, 255), "secondary": .bytes(235, 235, 245, 0.6), "tertiary": .bytes(235, 235, 245, 0.3),
    "quaternary": .bytes(235, 235, 245, 0.16), "accentColor": .bytes(10, 132, 255), "background": .bytes(0, 0, 0),
  ]

  /// UIKit's dynamic colours in the light appearance (`Color(.systemGray5)`), from Apple's Human
  /// Interface Guidelines "Color" tables (iOS system grays, backgrounds, labels, separators);
  /// `systemRed`… are the named system colours above.
  static let uiKit: [String: RGBA] = [
    "systemGray": .bytes(142, 142, 147), "systemGray2": .bytes(174, 174, 178), "systemGray3": .bytes(199, 199, 204),
    "systemGray4": .bytes(209, 209, 214), "systemGray5": .bytes(229, 229, 234), "systemGray6": .bytes(242, 242, 247),
    "systemBackground": .bytes(255, 255, 255), "secondarySystemBackground": .bytes(242, 242, 247),
    "tertiarySystemBackground": .bytes(255, 255, 255), "systemGroupedBackground": .bytes(242, 242, 247),
    "secondarySystemGroupedBackground": .bytes(255, 255, 255), "tertiarySystemGroupedBackground": .bytes(242, 242, 247),
    "label": .bytes(0, 0, 0), "secondaryLabel": .bytes(60, 60, 67, 0.6), "tertiaryLabel": .bytes(60, 60, 67, 0.3),
    "quaternaryLabel": .bytes(60, 60, 67, 0.18), "placeholderText": .bytes(60, 60, 67, 0.3),
    "separator": .bytes(60, 60, 67, 0.29), "opaqueSeparator": .bytes(198, 198, 200), "link": .bytes(0, 122, 255),
    "darkGray": .bytes(85, 85, 85), "lightGray": .bytes(170, 170, 170), "magenta": .bytes(255, 0, 255),
  ]

  /// The UIKit colours that differ in the dark appearance: the HIG's dark grays and UIKit's dark
  /// backgrounds, labels and separators (`resolvedColor(with:)` of a dark trait collection, as
  /// printed in noahgilmore.com/blog/dark-mode-uicolor-compatibility: systemBackground black,
  /// secondarySystemBackground 28,28,30, label white, secondaryLabel 235,235,245 at 60 %, …).
  static let uiKitDark: [String: RGBA] = [
    "systemGray2": .bytes(99, 99, 102), "systemGray3": .bytes(72, 72, 74), "systemGray4": .bytes(58, 58, 60),
    "systemGray5": .bytes(44, 44, 46), "systemGray6": .bytes(28, 28, 30),
    "systemBackground": .bytes(0, 0, 0), "secondarySystemBackground": .bytes(28, 28, 30),
    "tertiarySystemBackground": .bytes(44, 44, 46), "systemGroupedBackground": .bytes(0, 0, 0),
    "secondarySystemGroupedBackground": .bytes(28, 28, 30), "tertiarySystemGroupedBackground": .bytes(44, 44, 46),
    "label": .bytes(255, 255, 255), "secondaryLabel": .bytes(235, 235, 245, 0.6), "tertiaryLabel": .bytes(235, 235, 245, 0.3),
    "quaternaryLabel": .bytes(235, 235, 245, 0.16), "placeholderText": .bytes(235, 235, 245, 0.3),
    "separator": .bytes(84, 84, 88, 0.6), "opaqueSeparator": .bytes(56, 56, 58), "link": .bytes(9, 132, 255),
  ]

  /// A named colour (`red`, `primary`) in `appearance`.
  public static func named(_ name: String, in appearance: Appearance) -> RGBA? {
    (appearance == .dark ? namedDark[name] : nil) ?? named[name]
  }

  /// A UIKit colour (`systemGray5`, `secondarySystemGroupedBackground`) in `appearance`.
  public static func uiKit(_ name: String, in appearance: Appearance) -> RGBA? {
    (appearance == .dark ? uiKitDark[name] : nil) ?? uiKit[name]
  }

  /// A UIKit colour as an asset catalog references it (`systemBlueColor`, `labelColor`).
  public static func systemColor(_ reference: String, in appearance: Appearance) -> RGBA? {
    guard reference.hasSuffix("Color") else { return nil }
    return uiKitOrSystem(String(reference.dropLast("Color".count)), in: appearance)
  }

  /// `systemGray5`, `label`, or `systemRed` as the named `red`.
  private static func uiKitOrSystem(_ name: String, in appearance: Appearance) -> RGBA? {
    if let color = uiKit(name, in: appearance) { return color }
    guard name.hasPrefix("system"), name.count > 6 else { return nil }
    return named(name.dropFirst(6).prefix(1).lowercased() + name.dropFirst(7), in: appearance)
  }

  /// The colour a value names: `.member(type: "Color", name: "red", arguments: [opacity?])` or
  /// `Color(red:green:blue:opacity:)` / `Color(white:opacity:)` as `.member(name: "init", …)`.
  /// Nil when the value is not a colour (a gradient, a material).
  public static func resolve(_ value: Value?, in appearance: Appearance) -> RGBA? {
    guard case .member(_, let name, let arguments)? = value else { return nil }
    let numbers = arguments.compactMap(\.asDouble)
    if value?.initializerArguments != nil {
      if case .member(_, let uiName, _)? = arguments.first { return uiKitOrSystem(uiName, in: appearance) ?? named(uiName, in: appearance) }
      switch numbers.count {
      case 1, 2: return RGBA(numbers[0], numbers[0], numbers[0], numbers.count == 2 ? numbers[1] : 1)
      case 3, 4: return RGBA(numbers[0], numbers[1], numbers[2], numbers.count == 4 ? numbers[3] : 1)
      default: return arguments.contains { $0.asString != nil } ? .bytes(142, 142, 147) : nil
      }
    }
    guard let color = named(name, in: appearance) else { return nil }
    // `Color.red.opacity(0.5)` as a style argument carries the opacity as an extra argument.
    return numbers.last.map { color.withAlpha($0) } ?? color
  }
}
