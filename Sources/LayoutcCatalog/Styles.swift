/// The styles the `*Style` modifiers accept, by the protocol a style conforms to.
///
/// Two spellings reach a style: the style type's initializer (`PlainButtonStyle()`, every SDK
/// that has the type) and, from iOS 15, the static members the interface declares in
/// `extension PrimitiveButtonStyle where Self == BorderedButtonStyle { static var bordered }`
/// (SE-0299). A user type declared to conform to the protocol is accepted too (checked by the
/// type checker against the declaration, not listed here).
public struct StyleEntry: Sendable {
  /// The protocol: `PrimitiveButtonStyle`, `LabelStyle`, ...
  public var name: String
  /// Implicit members and the style type each one is (`bordered` → `BorderedButtonStyle`).
  public var members: [String: String]
  /// Style types, with the SDKs that have them (iOS 13 had only a few).
  public var types: [String: Set<SDK>]

  public init(_ name: String, members: [String: String] = [:], types: [String: Set<SDK>] = [:]) {
    self.name = name
    self.members = members
    self.types = types
  }

  /// The style type an implicit member names in the SDK, if any: members need the iOS 15
  /// static-member extensions, and the type itself must exist.
  public func memberType(_ member: String, in sdk: SDK) -> String? {
    guard sdk.styleImplicitMembers, let t = members[member], types[t]?.contains(sdk) ?? false else { return nil }
    return t
  }
}

extension Catalog {
  public static let styles: [String: StyleEntry] = Dictionary(
    styleEntries.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })

  // developer.apple.com/documentation/swiftui/primitivebuttonstyle (conforming types and their
  // static members, with availability: Bordered* iOS 15), .../labelstyle (iOS 14; TitleAndIcon
  // 14.5), .../togglestyle (Button iOS 15), .../pickerstyle (Menu, Inline iOS 14, NavigationLink
  // iOS 16, Palette iOS 17), .../textfieldstyle, .../liststyle (Inset, InsetGrouped, Sidebar
  // iOS 14), .../progressviewstyle (iOS 14).
  static let styleEntries: [StyleEntry] = [
    StyleEntry("PrimitiveButtonStyle", members: [
      "automatic": "DefaultButtonStyle", "bordered": "BorderedButtonStyle", "borderedProminent": "BorderedProminentButtonStyle",
      "borderless": "BorderlessButtonStyle", "plain": "PlainButtonStyle",
    ], types: [
      "DefaultButtonStyle": .everySDK, "PlainButtonStyle": .everySDK, "BorderlessButtonStyle": .everySDK,
      "BorderedButtonStyle": .ios17Only, "BorderedProminentButtonStyle": .ios17Only,
    ]),
    // No built-in ButtonStyle on iOS: only the app's own (`struct Pressable: ButtonStyle`).
    StyleEntry("ButtonStyle"),
    StyleEntry("LabelStyle", members: [
      "automatic": "DefaultLabelStyle", "iconOnly": "IconOnlyLabelStyle", "titleOnly": "TitleOnlyLabelStyle",
      "titleAndIcon": "TitleAndIconLabelStyle",
    ], types: [
      "DefaultLabelStyle": .ios17Only, "IconOnlyLabelStyle": .ios17Only, "TitleOnlyLabelStyle": .ios17Only,
      "TitleAndIconLabelStyle": .ios17Only,
    ]),
    StyleEntry("ToggleStyle", members: [
      "automatic": "DefaultToggleStyle", "switch": "SwitchToggleStyle", "button": "ButtonToggleStyle",
    ], types: [
      "DefaultToggleStyle": .everySDK, "SwitchToggleStyle": .everySDK, "ButtonToggleStyle": .ios17Only,
    ]),
    StyleEntry("PickerStyle", members: [
      "automatic": "DefaultPickerStyle", "menu": "MenuPickerStyle", "segmented": "SegmentedPickerStyle",
      "wheel": "WheelPickerStyle", "inline": "InlinePickerStyle", "navigationLink": "NavigationLinkPickerStyle",
      "palette": "PalettePickerStyle",
    ], types: [
      "DefaultPickerStyle": .everySDK, "SegmentedPickerStyle": .everySDK, "WheelPickerStyle": .everySDK,
      "MenuPickerStyle": .ios17Only, "InlinePickerStyle": .ios17Only, "NavigationLinkPickerStyle": .ios17Only,
      "PalettePickerStyle": .ios17Only,
    ]),
    StyleEntry("TextFieldStyle", members: [
      "automatic": "DefaultTextFieldStyle", "plain": "PlainTextFieldStyle", "roundedBorder": "RoundedBorderTextFieldStyle",
    ], types: [
      "DefaultTextFieldStyle": .everySDK, "PlainTextFieldStyle": .everySDK, "RoundedBorderTextFieldStyle": .everySDK,
    ]),
    StyleEntry("ListStyle", members: [
      "automatic": "DefaultListStyle", "plain": "PlainListStyle", "grouped": "GroupedListStyle", "inset": "InsetListStyle",
      "insetGrouped": "InsetGroupedListStyle", "sidebar": "SidebarListStyle",
    ], types: [
      "DefaultListStyle": .everySDK, "PlainListStyle": .everySDK, "GroupedListStyle": .everySDK,
      "InsetListStyle": .ios17Only, "InsetGroupedListStyle": .ios17Only, "SidebarListStyle": .ios17Only,
    ]),
    StyleEntry("ProgressViewStyle", members: [
      "automatic": "DefaultProgressViewStyle", "circular": "CircularProgressViewStyle", "linear": "LinearProgressViewStyle",
    ], types: [
      "DefaultProgressViewStyle": .ios17Only, "CircularProgressViewStyle": .ios17Only, "LinearProgressViewStyle": .ios17Only,
    ]),
    // developer.apple.com/documentation/swiftui/tabviewstyle: DefaultTabViewStyle and
    // PageTabViewStyle (iOS 14).
    StyleEntry("TabViewStyle", members: ["automatic": "DefaultTabViewStyle", "page": "PageTabViewStyle"], types: [
      "DefaultTabViewStyle": .ios17Only, "PageTabViewStyle": .ios17Only,
    ]),
    // developer.apple.com/documentation/swiftui/formstyle (automatic, grouped, columns: iOS 16),
    // …/menustyle (automatic iOS 14, button and borderlessButton), …/textselectability
    // (enabled, disabled: iOS 15).
    StyleEntry("FormStyle", members: ["automatic": "AutomaticFormStyle", "grouped": "GroupedFormStyle", "columns": "ColumnsFormStyle"],
      types: ["AutomaticFormStyle": .ios17Only, "GroupedFormStyle": .ios17Only, "ColumnsFormStyle": .ios17Only]),
    StyleEntry("MenuStyle", members: ["automatic": "DefaultMenuStyle", "button": "ButtonMenuStyle", "borderlessButton": "BorderlessButtonMenuStyle"],
      types: ["DefaultMenuStyle": .ios17Only, "ButtonMenuStyle": .ios17Only, "BorderlessButtonMenuStyle": .ios17Only]),
    StyleEntry("TextSelectability", members: ["enabled": "EnabledTextSelectability", "disabled": "DisabledTextSelectability"],
      types: ["EnabledTextSelectability": .ios17Only, "DisabledTextSelectability": .ios17Only]),
  ]

  /// The implicit member a catalog style type is spelled as (`BorderedButtonStyle` → `bordered`).
  public static func styleMember(ofType name: String) -> String? { styleMembersByType[name] }

  private static let styleMembersByType: [String: String] = Dictionary(
    styleEntries.flatMap { $0.members.map { ($0.value, $0.key) } }, uniquingKeysWith: { a, _ in a })

  /// The protocol a catalog style type conforms to (`BorderedButtonStyle` → `PrimitiveButtonStyle`).
  public static func styleProtocol(ofType name: String) -> String? {
    styleEntries.first { $0.types[name] != nil }?.name
  }
}
