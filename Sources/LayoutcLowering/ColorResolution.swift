import LayoutcEval

/// SwiftUI colours as sRGB values, for drawing. Named colours are iOS's system colours in light
/// mode (Apple Human Interface Guidelines, "Color", iOS system colors: red 255,59,48; blue
/// 0,122,255; …); `primary` is black and `secondary` is the secondary label colour (60,60,67 at
/// 60%). `Color(red:green:blue:opacity:)` and `Color(white:opacity:)` are taken as written (sRGB);
/// an asset colour (`Color("Brand")`) is its colour set in an app's asset catalog (`AssetCatalog`);
/// in a spec it has no value and is drawn mid-grey.
public enum ColorResolution {
  static let named: [String: RGBA] = [
    "red": .bytes(255, 59, 48), "orange": .bytes(255, 149, 0), "yellow": .bytes(255, 204, 0),
    "green": .bytes(52, 199, 89), "mint": .bytes(0, 199, 190), "teal": .bytes(48, 176, 199),
    "cyan": .bytes(50, 173, 230), "blue": .bytes(0, 122, 255), "indigo": .bytes(88, 86, 214),
    "purple": .bytes(175, 82, 222), "pink": .bytes(255, 45, 85), "brown": .bytes(162, 132, 94),
    "gray": .bytes(142, 142, 147), "black": .bytes(0, 0, 0), "white": .bytes(255, 255, 255),
    "clear": RGBA(0, 0, 0, 0), "primary": .bytes(0, 0, 0), "secondary": .bytes(60, 60, 67, 0.6),
    "accentColor": .bytes(0, 122, 255),
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

  /// A UIKit colour as an asset catalog references it (`systemBlueColor`, `labelColor`), in
  /// the light appearance.
  public static func systemColor(_ reference: String) -> RGBA? {
    guard reference.hasSuffix("Color") else { return nil }
    let name = String(reference.dropLast("Color".count))
    if let color = uiKit[name] { return color }
    guard name.hasPrefix("system"), name.count > 6 else { return nil }
    return named[name.dropFirst(6).prefix(1).lowercased() + name.dropFirst(7)]
  }

  /// The colour a value names: `.member(type: "Color", name: "red", arguments: [opacity?])` or
  /// `Color(red:green:blue:opacity:)` / `Color(white:opacity:)` as `.member(name: "init", …)`.
  /// Nil when the value is not a colour (a gradient, a material).
  public static func resolve(_ value: Value?) -> RGBA? {
    guard case .member(_, let name, let arguments)? = value else { return nil }
    let numbers = arguments.compactMap(\.asDouble)
    if name == "init", case .member(_, let uiName, _)? = arguments.first {
      let system = uiName.hasPrefix("system") ? String(uiName.dropFirst(6)).prefix(1).lowercased() + uiName.dropFirst(7) : uiName
      return uiKit[uiName] ?? named[system]
    }
    if name == "init" {
      switch numbers.count {
      case 1, 2: return RGBA(numbers[0], numbers[0], numbers[0], numbers.count == 2 ? numbers[1] : 1)
      case 3, 4: return RGBA(numbers[0], numbers[1], numbers[2], numbers.count == 4 ? numbers[3] : 1)
      default: return arguments.contains { $0.asString != nil } ? .bytes(142, 142, 147) : nil
      }
    }
    guard let color = named[name] else { return nil }
    // `Color.red.opacity(0.5)` as a style argument carries the opacity as an extra argument.
    return numbers.last.map { color.withAlpha($0) } ?? color
  }
}
