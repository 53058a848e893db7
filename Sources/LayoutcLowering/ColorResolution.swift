import LayoutcEval

/// SwiftUI colours as sRGB values, for drawing. Named colours are iOS's system colours in light
/// mode (Apple Human Interface Guidelines, "Color", iOS system colors: red 255,59,48; blue
/// 0,122,255; …); `primary` is black and `secondary` is the secondary label colour (60,60,67 at
/// 60%). `Color(red:green:blue:opacity:)` and `Color(white:opacity:)` are taken as written (sRGB);
/// an asset colour (`Color("Brand")`) has no value in a spec and is drawn mid-grey.
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

  /// The colour a value names: `.member(type: "Color", name: "red", arguments: [opacity?])` or
  /// `Color(red:green:blue:opacity:)` / `Color(white:opacity:)` as `.member(name: "init", …)`.
  /// Nil when the value is not a colour (a gradient, a material).
  public static func resolve(_ value: Value?) -> RGBA? {
    guard case .member(_, let name, let arguments)? = value else { return nil }
    let numbers = arguments.compactMap(\.asDouble)
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
