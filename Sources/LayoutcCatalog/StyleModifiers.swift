/// Modifiers that choose a style for the controls below them, tint them, or set list-row
/// traits. None changes the layout of the view it modifies in layoutc's model (`inert`); the
/// styles' effect on the controls' own sizes is in docs/layout.md.
///
/// The `*Style` modifiers return `some View` from non-`@inlinable` bodies: the names are those
/// ViewInspector looks up (Sources/ViewInspector/SwiftUI/Button.swift, Label.swift, Toggle.swift,
/// TextField.swift, ProgressView.swift) and their generic argument is our reading (estimate).
/// Each takes the style's own type (`$0`), so a user `struct Pressable: ButtonStyle` prints as
/// itself.
extension Catalog {
  static let styleModifiers: [ModifierEntry] = [
    ModifierEntry("buttonStyle", summary: "The style of the buttons below; layout of the view unchanged.", overloads: [
      Overload([Parameter(nil, .style("PrimitiveButtonStyle"))],
        result: "ModifiedContent<Self, PrimitiveButtonStyleContainerModifier<$0>>", layout: .inert,
        source: Src.estimate("View.buttonStyle<S: PrimitiveButtonStyle>(_:) -> some View (iOS 13); ViewInspector looks for PrimitiveButtonStyleContainerModifier")),
      Overload([Parameter(nil, .style("ButtonStyle"))],
        result: "ModifiedContent<Self, ButtonStyleContainerModifier<$0>>", layout: .inert,
        source: Src.estimate("View.buttonStyle<S: ButtonStyle>(_:) -> some View (iOS 13); ViewInspector looks for ButtonStyleContainerModifier")),
    ]),
    styleModifier("labelStyle", "LabelStyle", "LabelStyleWritingModifier", "iOS 14", .ios17Only),
    styleModifier("toggleStyle", "ToggleStyle", "ToggleStyleModifier", "iOS 13", .everySDK),
    styleModifier("pickerStyle", "PickerStyle", "PickerStyleWriter", "iOS 13", .everySDK),
    styleModifier("textFieldStyle", "TextFieldStyle", "TextFieldStyleModifier", "iOS 13", .everySDK),
    styleModifier("listStyle", "ListStyle", "ListStyleWriter", "iOS 13", .everySDK),
    styleModifier("progressViewStyle", "ProgressViewStyle", "ProgressViewStyleModifier", "iOS 14", .ios17Only),
    styleModifier("tabViewStyle", "TabViewStyle", "TabViewStyleModifier", "iOS 14", .ios17Only),
    // `controlSize` and `headerProminence` are `@inlinable` environment writers, like `imageScale`.
    ModifierEntry("controlSize", summary: "The size of the controls below (mini … extraLarge); read by bordered buttons (iOS 15).", overloads: [
      Overload([Parameter(nil, .value("ControlSize"))], result: "ModifiedContent<Self, _EnvironmentKeyWritingModifier<ControlSize>>",
        layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.controlSize(_: ControlSize) -> some View (iOS 15), read as environment(\\.controlSize, controlSize) like imageScale")),
    ]),
    // Apple, View.labelsHidden(): "the VStack … centers the first toggle's control element in the
    // available space": a control shows its control alone. The modifier's type is the one
    // ViewInspector looks for (`_LabeledViewStyleModifier<HiddenLabeledViewStyle>`).
    ModifierEntry("labelsHidden", summary: "Controls below show no label: a Toggle is its switch alone.", overloads: [
      Overload([], result: "ModifiedContent<Self, _LabeledViewStyleModifier<HiddenLabeledViewStyle>>", layout: .inert,
        source: Src.estimate("View.labelsHidden() -> some View (iOS 13); ViewInspector looks for _LabeledViewStyleModifier<HiddenLabeledViewStyle>")),
    ]),
    ModifierEntry("headerProminence", summary: "Section headers below in increased prominence (iOS 15).", overloads: [
      Overload([Parameter(nil, .value("Prominence"))], result: "ModifiedContent<Self, _EnvironmentKeyWritingModifier<Prominence>>",
        layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.headerProminence(_: Prominence) -> some View (iOS 15), read as environment(\\.headerProminence, prominence)")),
    ]),
    ModifierEntry("listSectionSpacing", summary: "The spacing between the sections of the list below (iOS 17).", overloads: [
      Overload([Parameter(nil, .value("ListSectionSpacing"))],
        result: "ModifiedContent<Self, _TraitWritingModifier<ListSectionSpacingTraitKey>>", layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.listSectionSpacing(_: ListSectionSpacing) -> some View (iOS 17); modelled on the list-row traits")),
      Overload([Parameter(nil, .value("CGFloat"))],
        result: "ModifiedContent<Self, _TraitWritingModifier<ListSectionSpacingTraitKey>>", layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.listSectionSpacing(_: CGFloat) -> some View (iOS 17); modelled on the list-row traits")),
    ]),
    // `tint(_: Color?)` is @_disfavoredOverload: a Color value takes the generic ShapeStyle form,
    // but an implicit member (`.green`) cannot infer the generic `S?`, so it takes the Color one
    // (swiftc against the stand-in: "generic parameter 'S' could not be inferred" without it).
    ModifierEntry("tint", summary: "The accent colour of controls below; layout unchanged (iOS 15).", overloads: [
      Overload([Parameter(nil, .implicitColor)],
        result: "ModifiedContent<Self, _EnvironmentKeyWritingModifier<Optional<Color>>>", layout: .inert, sdks: .ios17Only,
        source: Src.open("@inlinable @_disfavoredOverload View.tint(_: Color?) { environment(\\.tintColor, tint) }", file: "Tint.swift")),
      Overload([Parameter(nil, .shapeStyle)],
        result: "ModifiedContent<Self, _EnvironmentKeyWritingModifier<Optional<AnyShapeStyle>>>", layout: .inert, sdks: .ios17Only,
        source: Src.open("@inlinable View.tint<S: ShapeStyle>(_: S?) { environment(\\.tint, tint.map(AnyShapeStyle.init)) }; the Color? overload is @_disfavoredOverload", file: "Tint.swift")),
    ]),
    ModifierEntry("symbolVariant", summary: "Filled, circled, ... SF Symbols below; layout unchanged (iOS 15).", overloads: [
      Overload([Parameter(nil, .value("SymbolVariants"))],
        result: "ModifiedContent<Self, _EnvironmentKeyTransformModifier<SymbolVariants>>", layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.symbolVariant(_:) -> some View (iOS 15); OpenSwiftUI SymbolVariants.swift: transformEnvironment(\\.symbolVariants)")),
    ]),
    ModifierEntry("imageScale", summary: "The scale of SF Symbols below relative to the font.", overloads: [
      Overload([Parameter(nil, .value("Image.Scale"))],
        result: "ModifiedContent<Self, _EnvironmentKeyWritingModifier<Scale>>", layout: .inert,
        source: Src.open("View.imageScale(_:) { environment(\\.imageScale, scale) } (Image.Scale prints bare); Sources/OpenSwiftUICore/Data/EnvironmentKeys/EnvironmentAdditions.swift")),
    ]),
    ModifierEntry("listRowBackground", summary: "The background of the list row; layout of the row unchanged.", overloads: [
      Overload([Parameter(nil, .view)], result: "ModifiedContent<Self, _TraitWritingModifier<ListRowBackgroundTraitKey>>",
        layout: .inert,
        source: Src.printed("_TraitWritingModifier<ListRowBackgroundTraitKey>, ViewInspector SwiftUI/List.swift; View.listRowBackground<V: View>(_: V?) (iOS 13)")),
    ]),
    ModifierEntry("listRowInsets", summary: "The insets of the list row's content (a trait the list reads).", overloads: [
      Overload([Parameter(nil, .value("Optional<EdgeInsets>"))], result: "ModifiedContent<Self, _TraitWritingModifier<ListRowInsetsTraitKey>>",
        layout: .inert,
        source: Src.printed("_TraitWritingModifier<ListRowInsetsTraitKey>, ViewInspector SwiftUI/List.swift; View.listRowInsets(_: EdgeInsets?) (iOS 13)")),
    ]),
    ModifierEntry("tabItem", summary: "The tab's label in the enclosing TabView's bar (a trait).", overloads: [
      Overload([Parameter(nil, .viewBuilder)], result: "ModifiedContent<Self, _TraitWritingModifier<TabItemTraitKey>>", layout: .barContent,
        source: Src.printed("TabItemTraitKey, the trait ViewInspector reads for tabItem; View.tabItem<V: View>(_ label: () -> V) (iOS 13)")),
    ]),
    ModifierEntry("safeAreaInset", summary: "A view at an edge; the content lays out in the rest, its safe area inset by the view (iOS 15).", overloads: [
      Overload([Parameter("edge", .value("VerticalEdge")), Parameter("alignment", .value("HorizontalAlignment"), default: true),
                Parameter("spacing", .value("Optional<CGFloat>"), default: true), Parameter("content", .viewBuilder)],
        result: "ModifiedContent<Self, _InsetViewModifier<$3>>", layout: .safeAreaInset, sdks: .ios17Only,
        source: Src.open("View.safeAreaInset<V: View>(edge: VerticalEdge, alignment:spacing:content:) { modifier(_InsetViewModifier(content:edge:regions:spacing:alignmentKey:)) }")),
      Overload([Parameter("edge", .value("HorizontalEdge")), Parameter("alignment", .value("VerticalAlignment"), default: true),
                Parameter("spacing", .value("Optional<CGFloat>"), default: true), Parameter("content", .viewBuilder)],
        result: "ModifiedContent<Self, _InsetViewModifier<$3>>", layout: .safeAreaInset, sdks: .ios17Only,
        source: Src.open("View.safeAreaInset<V: View>(edge: HorizontalEdge, alignment:spacing:content:) { modifier(_InsetViewModifier(content:edge:regions:spacing:alignmentKey:)) }")),
    ]),
    // iOS 17: each overload is `modifier(SafeAreaPaddingModifier(edges:insets:))`; a nil length
    // is the default padding, 16 on iOS.
    ModifierEntry("safeAreaPadding", summary: "Adds the insets into the safe area the child sees; laid out as padding (iOS 17).", overloads: [
      Overload([Parameter(nil, .value("EdgeInsets"))], result: "ModifiedContent<Self, SafeAreaPaddingModifier>", layout: .safeAreaPadding, sdks: .ios17Only,
        source: Src.open("View.safeAreaPadding(_: EdgeInsets) { modifier(SafeAreaPaddingModifier(edges: .all, insets:)) }")),
      Overload([Parameter(nil, .value("Edge.Set"), default: true), Parameter(nil, .value("Optional<CGFloat>"), default: true)],
        result: "ModifiedContent<Self, SafeAreaPaddingModifier>", layout: .safeAreaPadding, sdks: .ios17Only,
        source: Src.open("View.safeAreaPadding(_: Edge.Set = .all, _: CGFloat? = nil) { modifier(SafeAreaPaddingModifier(edges:insets:)) }")),
      Overload([Parameter(nil, .value("CGFloat"))], result: "ModifiedContent<Self, SafeAreaPaddingModifier>", layout: .safeAreaPadding, sdks: .ios17Only,
        source: Src.open("View.safeAreaPadding(_: CGFloat) { safeAreaPadding(.all, length) }")),
    ]),
    ModifierEntry("listRowSeparator", summary: "Shows or hides the row's separators; layout unchanged (iOS 15).", overloads: [
      Overload([Parameter(nil, .value("Visibility")), Parameter("edges", .value("VerticalEdge.Set"), default: true)],
        result: "ModifiedContent<Self, _TraitWritingModifier<ListRowSeparatorVisibilityTraitKey>>", layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.listRowSeparator(_:edges:) -> some View (iOS 15); modelled on its sibling row traits")),
    ]),
  ]

  /// A `*Style` modifier taking one style of `proto`, printing `Modifier<$0>` (estimate).
  static func styleModifier(_ name: String, _ proto: String, _ modifier: String, _ since: String, _ sdks: Set<SDK>) -> ModifierEntry {
    ModifierEntry(name, summary: "The style of the \(proto.dropLast(5).lowercased())s below; layout of the view unchanged.", overloads: [
      Overload([Parameter(nil, .style(proto))], result: "ModifiedContent<Self, \(modifier)<$0>>", layout: .inert, sdks: sdks,
        source: Src.estimate("View.\(name)<S: \(proto)>(_:) -> some View (\(since)); runtime name \(modifier)")),
    ])
  }
}
