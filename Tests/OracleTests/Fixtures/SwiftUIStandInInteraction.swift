// Stand-in declarations for the input, scrolling and effect modifiers real apps use most (issue
// 18), compiled with SwiftUIStandIn.swift: each follows its catalog entry
// (Sources/LayoutcCatalog/InteractionModifiers.swift, the FormStyle, MenuStyle and
// TextSelectability styles in Styles.swift): same labels, defaults, availability
// (`LAYOUTC_SDK_IOS13`) and result types. Most concrete types are the catalog's estimate; the
// oracle checks that layoutc infers what its catalog says through Swift's own overload
// resolution, not the estimate itself.

import Foundation

public struct _AllowsHitTestingModifier: ViewModifier { public init() {} }
public struct _BlurEffect: ViewModifier { public init() {} }
public struct ContextMenuModifier<MenuItems: View>: ViewModifier { public init() {} }
public struct PreferredColorSchemeKey {}
public struct UITextContentType: Hashable {
  public static let name = UITextContentType(), givenName = UITextContentType(), familyName = UITextContentType()
  public static let nickname = UITextContentType(), emailAddress = UITextContentType(), username = UITextContentType()
  public static let password = UITextContentType(), newPassword = UITextContentType(), oneTimeCode = UITextContentType()
  public static let telephoneNumber = UITextContentType(), URL = UITextContentType(), fullStreetAddress = UITextContentType()
  public static let postalCode = UITextContentType(), addressCity = UITextContentType(), countryName = UITextContentType()
  public static let organizationName = UITextContentType()
}
public enum UIKeyboardType {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad,
       twitter, webSearch, asciiCapableNumberPad
}
public struct AccessibilityActionKind {
  public static let `default` = AccessibilityActionKind(), escape = AccessibilityActionKind()
  public static let magicTap = AccessibilityActionKind(), delete = AccessibilityActionKind()
  public static let showMenu = AccessibilityActionKind()
}

#if LAYOUTC_SDK_IOS13
// In current SDKs these come with the screen vocabulary (SwiftUIStandInScreens.swift).
public enum NavigationBarItem { public enum TitleDisplayMode { case automatic, inline, large } }
public struct NavigationTitleModifier: ViewModifier { public init() {} }
public struct _PreferenceWritingModifier<Key>: ViewModifier { public init() {} }
public struct NavigationBarTitleDisplayModeKey {}
public struct AccessibilityAttachmentModifier: ViewModifier { public init() {} }
#endif

extension View {
  public func allowsHitTesting(_ enabled: Bool) -> some View { modifier(_AllowsHitTestingModifier()) }
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View { modifier(_BlurEffect()) }
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    modifier(ContextMenuModifier<MenuItems>())
  }
  public func textContentType(_ textContentType: UITextContentType?) -> some View {
    modifier(_EnvironmentKeyWritingModifier<UITextContentType?>())
  }
  public func keyboardType(_ type: UIKeyboardType) -> some View { modifier(_EnvironmentKeyWritingModifier<UIKeyboardType>()) }
  public func disableAutocorrection(_ disable: Bool?) -> some View { modifier(_EnvironmentKeyWritingModifier<Bool?>()) }
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(_PreferenceWritingModifier<PreferredColorSchemeKey>())
  }
  public func minimumScaleFactor(_ factor: CGFloat) -> some View { modifier(_EnvironmentKeyWritingModifier<CGFloat>()) }
  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { modifier(NavigationTitleModifier()) }
  public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    modifier(NavigationTitleModifier()).modifier(_PreferenceWritingModifier<NavigationBarTitleDisplayModeKey>())
  }
  public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                  _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
}

#if !LAYOUTC_SDK_IOS13
public struct _HoverRegionModifier: ViewModifier { public init() {} }
public struct KeyboardShortcutModifier: ViewModifier { public init() {} }
public struct KeyboardShortcut {
  public static let defaultAction = KeyboardShortcut(), cancelAction = KeyboardShortcut()
}
public struct KeyEquivalent {
  public static let upArrow = KeyEquivalent(), downArrow = KeyEquivalent(), leftArrow = KeyEquivalent()
  public static let rightArrow = KeyEquivalent(), escape = KeyEquivalent(), delete = KeyEquivalent()
  public static let deleteForward = KeyEquivalent(), home = KeyEquivalent(), end = KeyEquivalent()
  public static let pageUp = KeyEquivalent(), pageDown = KeyEquivalent(), clear = KeyEquivalent()
  public static let tab = KeyEquivalent(), space = KeyEquivalent(), `return` = KeyEquivalent()
}
public struct EventModifiers: OptionSet {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let capsLock = EventModifiers(rawValue: 1), shift = EventModifiers(rawValue: 2)
  public static let control = EventModifiers(rawValue: 4), option = EventModifiers(rawValue: 8)
  public static let command = EventModifiers(rawValue: 16), numericPad = EventModifiers(rawValue: 32)
  public static let all = EventModifiers(rawValue: 63)
}
public struct RedactionReasons: OptionSet {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let placeholder = RedactionReasons(rawValue: 1), privacy = RedactionReasons(rawValue: 2)
  public static let invalidated = RedactionReasons(rawValue: 4)
}
public struct ScrollIndicatorVisibility {
  public static let automatic = ScrollIndicatorVisibility(), visible = ScrollIndicatorVisibility()
  public static let hidden = ScrollIndicatorVisibility(), never = ScrollIndicatorVisibility()
}
public struct ScrollDismissesKeyboardMode {
  public static let automatic = ScrollDismissesKeyboardMode(), immediately = ScrollDismissesKeyboardMode()
  public static let interactively = ScrollDismissesKeyboardMode(), never = ScrollDismissesKeyboardMode()
}
public struct TextInputAutocapitalization {
  public static let never = TextInputAutocapitalization(), words = TextInputAutocapitalization()
  public static let sentences = TextInputAutocapitalization(), characters = TextInputAutocapitalization()
}
public struct SymbolRenderingMode {
  public static let monochrome = SymbolRenderingMode(), multicolor = SymbolRenderingMode()
  public static let hierarchical = SymbolRenderingMode(), palette = SymbolRenderingMode()
}

public struct ButtonBorderShape {
  public static let automatic = ButtonBorderShape(), capsule = ButtonBorderShape()
  public static let roundedRectangle = ButtonBorderShape(), circle = ButtonBorderShape()
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape() }
}
public struct ContainerBackgroundPlacement {
  public static let widget = ContainerBackgroundPlacement(), navigation = ContainerBackgroundPlacement()
}
public struct ContainerBackgroundModifier<Style: ShapeStyle>: ViewModifier { public init() {} }

public struct ListSectionSeparatorVisibilityTraitKey: _ViewTraitKey {}

public protocol FormStyle {}
public struct AutomaticFormStyle: FormStyle { public init() {} }
public struct GroupedFormStyle: FormStyle { public init() {} }
public struct ColumnsFormStyle: FormStyle { public init() {} }
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }
public struct FormStyleModifier<Style: FormStyle>: ViewModifier { public init() {} }

public protocol MenuStyle {}
public struct DefaultMenuStyle: MenuStyle { public init() {} }
public struct ButtonMenuStyle: MenuStyle { public init() {} }
public struct BorderlessButtonMenuStyle: MenuStyle { public init() {} }
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { .init() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { .init() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle { public static var borderlessButton: BorderlessButtonMenuStyle { .init() } }
public struct MenuStyleModifier<Style: MenuStyle>: ViewModifier { public init() {} }

public protocol TextSelectability {}
public struct EnabledTextSelectability: TextSelectability { public init() {} }
public struct DisabledTextSelectability: TextSelectability { public init() {} }
extension TextSelectability where Self == EnabledTextSelectability { public static var enabled: EnabledTextSelectability { .init() } }
extension TextSelectability where Self == DisabledTextSelectability { public static var disabled: DisabledTextSelectability { .init() } }

extension View {
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { modifier(_HoverRegionModifier()) }
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { modifier(KeyboardShortcutModifier()) }
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
    modifier(KeyboardShortcutModifier())
  }
  public func redacted(reason: RedactionReasons) -> some View { modifier(_EnvironmentKeyTransformModifier<RedactionReasons>()) }
  public func scrollContentBackground(_ visibility: Visibility) -> some View { modifier(_EnvironmentKeyWritingModifier<Visibility>()) }
  public func scrollDisabled(_ disabled: Bool) -> some View { modifier(_EnvironmentKeyWritingModifier<Bool>()) }
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { modifier(_EnvironmentKeyWritingModifier<Bool>()) }
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    modifier(_EnvironmentKeyWritingModifier<ScrollDismissesKeyboardMode>())
  }
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
    modifier(_EnvironmentKeyWritingModifier<TextInputAutocapitalization?>())
  }
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    modifier(_EnvironmentKeyWritingModifier<SymbolRenderingMode?>())
  }
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
    modifier(_EnvironmentKeyWritingModifier<ScrollIndicatorVisibility>())
  }
  public func accessibilityAction(named nameKey: LocalizedStringKey,
                                  _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { modifier(_EnvironmentKeyWritingModifier<ButtonBorderShape>()) }
  public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { modifier(_EnvironmentKeyWritingModifier<AnyShapeStyle?>()) }
  public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
    modifier(ContainerBackgroundModifier<S>())
  }
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    modifier(_TraitWritingModifier<ListSectionSeparatorVisibilityTraitKey>())
  }
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View { modifier(_EnvironmentKeyWritingModifier<Bool>()) }
  public func menuIndicator(_ visibility: Visibility) -> some View { modifier(_EnvironmentKeyWritingModifier<Visibility>()) }
  public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  public func formStyle<S: FormStyle>(_ style: S) -> some View { modifier(FormStyleModifier<S>()) }
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View { modifier(MenuStyleModifier<S>()) }
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { modifier(_EnvironmentKeyWritingModifier<Bool>()) }
}

extension Image {
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}
extension Text {
  public func monospacedDigit() -> Text { self }
}
#endif
