/// Modifiers real apps use most beyond the layout vocabulary (measured with
/// scripts/vocabulary-coverage.py): keyboard and pointer input, text input traits, scrolling
/// behaviour, hit testing, redaction, blur, context menus. None changes where views are placed
/// (`LayoutRole.inert`), except `minimumScaleFactor`, which shrinks a text that does not fit in
/// SwiftUI and is read as inert (layoutc lays text out at its full size). Result types of
/// `some View` bodies are estimates (the runtime names ViewInspector and OpenSwiftUI read), as
/// for the other inert modifiers.
extension Catalog {
  static let interactionModifiers: [ModifierEntry] = [
    ModifierEntry("allowsHitTesting", summary: "Whether the view takes part in hit testing; layout unchanged.", overloads: [
      Overload([Parameter(nil, .value("Bool"))], result: "ModifiedContent<Self, _AllowsHitTestingModifier>", layout: .inert,
        source: Src.estimate("@inlinable View.allowsHitTesting(_: Bool) -> some View (iOS 13) { modifier(_AllowsHitTestingModifier(allowsHitTesting:)) }")),
    ]),
    // OpenSwiftUI: `focused(_:equals:) { modifier(FocusStateBindingModifier(binding:value:)) }`,
    // and `FocusStateBindingModifier<Bool>` is the layer `focused(_:)` adds (a view-inspection
    // test of a real app, SwiftUI's own symbols). `$on` of a `@FocusState` is read as a Binding.
    // `focused(_:equals:)` is not in the vocabulary yet (its `equals:` needs the binding's value
    // type as the context of `.email`): assumed in Swift sources.
    ModifierEntry("focused", summary: "Binds the view's keyboard focus to a @FocusState value; layout unchanged (iOS 15).", overloads: [
      Overload([Parameter(nil, .binding("Bool"))], result: "ModifiedContent<Self, FocusStateBindingModifier<Bool>>", layout: .inert,
        sdks: .ios17Only, source: Src.open("View.focused(_: FocusState<Bool>.Binding) -> some View (iOS 15) { modifier(FocusStateBindingModifier<Bool>) }")),
    ]),
    ModifierEntry("blur", summary: "A Gaussian blur of the rendering; layout unchanged.", overloads: [
      Overload([Parameter("radius", .value("CGFloat")), Parameter("opaque", .value("Bool"), default: true)],
        result: "ModifiedContent<Self, _BlurEffect>", layout: .inert,
        source: Src.estimate("@inlinable View.blur(radius: CGFloat, opaque: Bool = false) -> some View (iOS 13); OpenSwiftUI: modifier(_BlurEffect(radius:opaque:))")),
    ]),
    ModifierEntry("contextMenu", summary: "A menu shown on long press; layout unchanged.", overloads: [
      Overload([Parameter("menuItems", .viewBuilder)], result: "ModifiedContent<Self, ContextMenuModifier<$0>>", layout: .inert,
        source: Src.estimate("View.contextMenu<MenuItems: View>(menuItems:) -> some View (iOS 13); runtime name ContextMenuModifier")),
    ]),
    ModifierEntry("onHover", summary: "Runs an action when the pointer enters or leaves; layout unchanged (iOS 13.4).", overloads: [
      Overload([Parameter("perform", .actionTaking(1))], result: "ModifiedContent<Self, _HoverRegionModifier>", layout: .inert,
        sdks: .ios17Only, source: Src.estimate("View.onHover(perform: (Bool) -> Void) -> some View (iOS 13.4); runtime name _HoverRegionModifier")),
    ]),
    ModifierEntry("keyboardShortcut", summary: "A hardware keyboard shortcut for the control; layout unchanged (iOS 14).", overloads: [
      Overload([Parameter(nil, .value("KeyboardShortcut"))], result: "ModifiedContent<Self, KeyboardShortcutModifier>", layout: .inert,
        sdks: .ios17Only, source: Src.estimate("View.keyboardShortcut(_: KeyboardShortcut) -> some View (iOS 14); runtime name KeyboardShortcutModifier")),
      Overload([Parameter(nil, .value("KeyEquivalent")), Parameter("modifiers", .value("EventModifiers"), default: true)],
        result: "ModifiedContent<Self, KeyboardShortcutModifier>", layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.keyboardShortcut(_: KeyEquivalent, modifiers: EventModifiers = .command) -> some View (iOS 14)")),
    ]),
    ModifierEntry("redacted", summary: "Draws the content as placeholders; layout unchanged (iOS 14).", overloads: [
      Overload([Parameter("reason", .value("RedactionReasons"))],
        result: "ModifiedContent<Self, _EnvironmentKeyTransformModifier<RedactionReasons>>", layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.redacted(reason: RedactionReasons) -> some View (iOS 14), read as transformEnvironment(\\.redactionReasons)")),
    ]),
    environmentWriter("scrollContentBackground", "Hides or shows the scrollable view's background (iOS 16).",
      Parameter(nil, .value("Visibility")), "Visibility"),
    environmentWriter("scrollDisabled", "Disables scrolling of the scroll views below (iOS 16).", Parameter(nil, .value("Bool")), "Bool"),
    environmentWriter("autocorrectionDisabled", "Turns autocorrection off in the fields below (iOS 16).",
      Parameter(nil, .value("Bool"), default: true), "Bool"),
    environmentWriter("scrollDismissesKeyboard", "How scrolling dismisses the keyboard (iOS 16).",
      Parameter(nil, .value("ScrollDismissesKeyboardMode")), "ScrollDismissesKeyboardMode"),
    environmentWriter("textInputAutocapitalization", "Autocapitalization of the fields below (iOS 15).",
      Parameter(nil, .value("Optional<TextInputAutocapitalization>")), "Optional<TextInputAutocapitalization>"),
    environmentWriter("textContentType", "The kind of content the fields below expect (autofill).",
      Parameter(nil, .value("Optional<UITextContentType>")), "Optional<UITextContentType>", sdks: .everySDK),
    environmentWriter("keyboardType", "The keyboard the fields below show.",
      Parameter(nil, .value("UIKeyboardType")), "UIKeyboardType", sdks: .everySDK),
    environmentWriter("disableAutocorrection", "Turns autocorrection off in the fields below (deprecated in iOS 17 for autocorrectionDisabled).",
      Parameter(nil, .value("Optional<Bool>")), "Optional<Bool>", sdks: .everySDK),
    environmentWriter("symbolRenderingMode", "Monochrome, hierarchical, palette or multicolour SF Symbols below (iOS 15).",
      Parameter(nil, .value("Optional<SymbolRenderingMode>")), "Optional<SymbolRenderingMode>"),
    ModifierEntry("symbolRenderingMode", on: .image, summary: "The rendering mode of this SF Symbol (iOS 15).", overloads: [
      Overload([Parameter(nil, .value("Optional<SymbolRenderingMode>"))], result: "Image", layout: .image, sdks: .ios17Only,
        source: Src.apple("Image.symbolRenderingMode(_: SymbolRenderingMode?) -> Image (iOS 15)")),
    ]),
    ModifierEntry("scrollIndicators", summary: "Shows or hides scroll indicators of the scroll views below (iOS 16).", overloads: [
      Overload([Parameter(nil, .value("ScrollIndicatorVisibility")), Parameter("axes", .value("Axis.Set"), default: true)],
        result: "ModifiedContent<Self, _EnvironmentKeyWritingModifier<ScrollIndicatorVisibility>>", layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.scrollIndicators(_: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View (iOS 16)")),
    ]),
    ModifierEntry("preferredColorScheme", summary: "The colour scheme the presentation prefers; layout unchanged.", overloads: [
      Overload([Parameter(nil, .value("Optional<ColorScheme>"))],
        result: "ModifiedContent<Self, _PreferenceWritingModifier<PreferredColorSchemeKey>>", layout: .inert,
        source: Src.estimate("@inlinable View.preferredColorScheme(_: ColorScheme?) -> some View (iOS 13) { preference(key: PreferredColorSchemeKey.self, value:) }")),
    ]),
    ModifierEntry("minimumScaleFactor", summary: "How far text below may shrink to fit; layoutc lays text out at its full size.", overloads: [
      Overload([Parameter(nil, .value("CGFloat"))], result: "ModifiedContent<Self, _EnvironmentKeyWritingModifier<CGFloat>>",
        layout: .inert,
        source: Src.estimate("@inlinable View.minimumScaleFactor(_: CGFloat) -> some View (iOS 13) { environment(\\.minimumScaleFactor, factor) }")),
    ]),
    ModifierEntry("monospacedDigit", on: .text, summary: "Digits of equal width (iOS 15).", overloads: [
      Overload([], result: "Text", layout: .text, sdks: .ios17Only, source: Src.apple("Text.monospacedDigit() -> Text (iOS 15)")),
    ]),
    ModifierEntry("navigationBarTitle", summary: "The navigation bar's title (iOS 13; deprecated for navigationTitle); layout of the view unchanged.", overloads: [
      Overload([Parameter(nil, .title)], result: "ModifiedContent<Self, NavigationTitleModifier>", layout: .inert,
        source: Src.estimate("View.navigationBarTitle(_: LocalizedStringKey / Text / StringProtocol) -> some View (iOS 13); modelled on navigationTitle")),
      Overload([Parameter(nil, .title), Parameter("displayMode", .value("NavigationBarItem.TitleDisplayMode"))],
        result: "ModifiedContent<ModifiedContent<Self, NavigationTitleModifier>, _PreferenceWritingModifier<NavigationBarTitleDisplayModeKey>>",
        layout: .inert,
        source: Src.estimate("View.navigationBarTitle(_:displayMode:) -> some View (iOS 13); modelled on navigationTitle then navigationBarTitleDisplayMode")),
    ]),
    ModifierEntry("accessibilityAction", summary: "An action assistive technologies can perform; layout unchanged (iOS 13).", overloads: [
      Overload([Parameter(nil, .value("AccessibilityActionKind"), default: true), Parameter(nil, .action)],
        result: "ModifiedContent<Self, AccessibilityAttachmentModifier>", layout: .inert,
        source: Src.apple("View.accessibilityAction(_: AccessibilityActionKind = .default, _: () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier>")),
      Overload([Parameter("named", .title), Parameter(nil, .action)],
        result: "ModifiedContent<Self, AccessibilityAttachmentModifier>", layout: .inert, sdks: .ios17Only,
        source: Src.apple("View.accessibilityAction(named:_:) -> ModifiedContent<Self, AccessibilityAttachmentModifier> (iOS 14)")),
    ]),
    styleModifier("formStyle", "FormStyle", "FormStyleModifier", "iOS 16", .ios17Only),
    styleModifier("menuStyle", "MenuStyle", "MenuStyleModifier", "iOS 14", .ios17Only),
    environmentWriter("buttonBorderShape", "The outline of bordered buttons below (iOS 15); their size is unchanged.",
      Parameter(nil, .value("ButtonBorderShape")), "ButtonBorderShape"),
    ModifierEntry("backgroundStyle", summary: "The style `.background` fills with below (iOS 16); layout unchanged.", overloads: [
      Overload([Parameter(nil, .shapeStyle)], result: "ModifiedContent<Self, _EnvironmentKeyWritingModifier<Optional<AnyShapeStyle>>>",
        layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.backgroundStyle<S: ShapeStyle>(_:) -> some View (iOS 16), read as environment(\\.backgroundStyle, AnyShapeStyle(style)) like tint")),
    ]),
    ModifierEntry("containerBackground", summary: "The background of the enclosing widget or navigation container (iOS 17); layout unchanged.", overloads: [
      Overload([Parameter(nil, .shapeStyle), Parameter("for", .value("ContainerBackgroundPlacement"))],
        result: "ModifiedContent<Self, ContainerBackgroundModifier<$0>>", layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.containerBackground<S: ShapeStyle>(_:for: ContainerBackgroundPlacement) -> some View (iOS 17)")),
    ]),
    ModifierEntry("listSectionSeparator", summary: "Shows or hides the section's separators; layout unchanged (iOS 15).", overloads: [
      Overload([Parameter(nil, .value("Visibility")), Parameter("edges", .value("VerticalEdge.Set"), default: true)],
        result: "ModifiedContent<Self, _TraitWritingModifier<ListSectionSeparatorVisibilityTraitKey>>", layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.listSectionSeparator(_:edges:) -> some View (iOS 15); modelled on listRowSeparator")),
    ]),
    environmentWriter("scrollClipDisabled", "Lets the content of the scroll views below draw outside them (iOS 17).",
      Parameter(nil, .value("Bool"), default: true), "Bool"),
    environmentWriter("menuIndicator", "Shows or hides the indicator of the menus below (iOS 15).",
      Parameter(nil, .value("Visibility")), "Visibility"),
    ModifierEntry("accessibilityRespondsToUserInteraction", summary: "Whether VoiceOver treats the view as interactive (iOS 15); layout unchanged.", overloads: [
      Overload([Parameter(nil, .value("Bool"), default: true)], result: "ModifiedContent<Self, AccessibilityAttachmentModifier>",
        layout: .inert, sdks: .ios17Only,
        source: Src.apple("View.accessibilityRespondsToUserInteraction(_: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> (iOS 15)")),
    ]),
    ModifierEntry("textSelection", summary: "Whether the text below can be selected (iOS 15); layout unchanged.", overloads: [
      Overload([Parameter(nil, .style("TextSelectability"))], result: "ModifiedContent<Self, _EnvironmentKeyWritingModifier<Bool>>",
        layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.textSelection<S: TextSelectability>(_:) -> some View (iOS 15); read as an environment Bool (S.allowsSelection)")),
    ]),
  ]

  /// An inert modifier of iOS 15+ read as `environment(\.key, value)` (estimate).
  private static func environmentWriter(_ name: String, _ summary: String, _ parameter: Parameter, _ value: String,
                                        sdks: Set<SDK> = .ios17Only) -> ModifierEntry {
    ModifierEntry(name, summary: summary + " Layout unchanged.", overloads: [
      Overload([parameter], result: "ModifiedContent<Self, _EnvironmentKeyWritingModifier<\(value)>>", layout: .inert, sdks: sdks,
        source: Src.estimate("View.\(name)(_:) -> some View, read as an environment writer like imageScale")),
    ])
  }

  // developer.apple.com/documentation/swiftui/keyboardshortcut (defaultAction, cancelAction iOS
  // 14), …/eventmodifiers, …/redactionreasons (placeholder iOS 14, privacy, invalidated iOS 15),
  // …/scrollindicatorvisibility, …/scrolldismisseskeyboardmode (iOS 16),
  // …/textinputautocapitalization (iOS 15), …/symbolrenderingmode (iOS 15),
  // …/accessibilityactionkind; UIKit's UIKeyboardType and UITextContentType constants.
  static let interactionTypes: [ValueTypeEntry] = [
    // developer.apple.com/documentation/swiftui/buttonbordershape (automatic, capsule,
    // roundedRectangle iOS 15, circle iOS 17), …/containerbackgroundplacement (widget,
    // navigation iOS 17).
    ValueTypeEntry("ButtonBorderShape", members: ["automatic", "capsule", "roundedRectangle", "circle"],
      functions: ["roundedRectangle": ["radius"]]),
    ValueTypeEntry("ContainerBackgroundPlacement", members: ["widget", "navigation"]),
    ValueTypeEntry("KeyboardShortcut", members: ["defaultAction", "cancelAction"]),
    ValueTypeEntry("KeyEquivalent", members: [
      "upArrow", "downArrow", "leftArrow", "rightArrow", "escape", "delete", "deleteForward", "home", "end", "pageUp",
      "pageDown", "clear", "tab", "space", "return",
    ]),
    // An option set (`struct EventModifiers: OptionSet`): `modifiers: [.command, .shift]`.
    ValueTypeEntry("EventModifiers", members: ["capsLock", "shift", "control", "option", "command", "numericPad", "all"], literals: ["array"]),
    // An option set: `.redacted(reason: [])` shows the content unredacted.
    ValueTypeEntry("RedactionReasons", members: ["placeholder", "privacy", "invalidated"], literals: ["array"]),
    ValueTypeEntry("ScrollIndicatorVisibility", members: ["automatic", "visible", "hidden", "never"]),
    ValueTypeEntry("ScrollDismissesKeyboardMode", members: ["automatic", "immediately", "interactively", "never"]),
    ValueTypeEntry("TextInputAutocapitalization", members: ["never", "words", "sentences", "characters"]),
    ValueTypeEntry("SymbolRenderingMode", members: ["monochrome", "multicolor", "hierarchical", "palette"]),
    ValueTypeEntry("AccessibilityActionKind", members: ["default", "escape", "magicTap", "delete", "showMenu"]),
    ValueTypeEntry("UIKeyboardType", members: [
      "default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad", "emailAddress",
      "decimalPad", "twitter", "webSearch", "asciiCapableNumberPad",
    ]),
    ValueTypeEntry("UITextContentType", members: [
      "name", "givenName", "familyName", "nickname", "emailAddress", "username", "password", "newPassword", "oneTimeCode",
      "telephoneNumber", "URL", "fullStreetAddress", "postalCode", "addressCity", "countryName", "organizationName",
    ]),
  ]
}
