/// Modifiers that present or decorate through the navigation machinery: sheets, alerts,
/// dialogs, popovers, navigation titles, toolbars, destinations, search. None changes the
/// layout of the view it modifies (`LayoutRole.inert`); what they present is not laid out.
///
/// Their interfaces return `some View` from non-`@inlinable` bodies, so the concrete modifier
/// is known only at run time: the names are those ViewInspector (github.com/nalexn/ViewInspector,
/// Sources/ViewInspector/SwiftUI/Sheet.swift, Alert.swift, Popover.swift, Toolbar.swift,
/// ConfirmationDialog.swift, NavigationDestination.swift) looks up, and their generic arguments
/// are our reading: every such row is an estimate (docs/vocabulary.md marks it).
extension Catalog {
  static let presentationModifiers: [ModifierEntry] = [
    ModifierEntry("sheet", summary: "Presents a sheet while a Bool is true or an item is set; layout unchanged.", overloads: [
      Overload([Parameter("isPresented", .binding("Bool")), Parameter("onDismiss", .action, default: true),
                Parameter("content", .viewBuilder)],
        result: "ModifiedContent<Self, SheetPresentationModifier<$2>>", layout: .inert,
        source: Src.estimate("View.sheet(isPresented:onDismiss:content:) -> some View (iOS 13); ViewInspector looks for SheetPresentationModifier")),
      Overload([Parameter("item", .binding("Optional<Item>")), Parameter("onDismiss", .action, default: true),
                Parameter("content", .builderTaking("$0v?"))],
        result: "ModifiedContent<Self, SheetPresentationModifier<$2>>", layout: .inert,
        source: Src.estimate("View.sheet<Item: Identifiable>(item:onDismiss:content: (Item) -> Content) -> some View (iOS 13)")),
    ]),
    ModifierEntry("fullScreenCover", summary: "Presents a full-screen cover; layout unchanged (iOS 14).", overloads: [
      Overload([Parameter("isPresented", .binding("Bool")), Parameter("onDismiss", .action, default: true),
                Parameter("content", .viewBuilder)],
        result: "ModifiedContent<Self, SheetPresentationModifier<$2>>", layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.fullScreenCover(isPresented:onDismiss:content:) -> some View (iOS 14); ViewInspector finds it with its sheet lookup (SheetPresentationModifier)")),
      Overload([Parameter("item", .binding("Optional<Item>")), Parameter("onDismiss", .action, default: true),
                Parameter("content", .builderTaking("$0v?"))],
        result: "ModifiedContent<Self, SheetPresentationModifier<$2>>", layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.fullScreenCover<Item: Identifiable>(item:onDismiss:content:) -> some View (iOS 14)")),
    ]),
    ModifierEntry("popover", summary: "Presents a popover (a sheet on iPhone); layout unchanged.", overloads: [
      Overload([Parameter("isPresented", .binding("Bool")), Parameter("attachmentAnchor", .hashable, default: true),
                Parameter("arrowEdge", .value("Edge"), default: true), Parameter("content", .viewBuilder)],
        result: "ModifiedContent<Self, PopoverPresentationModifier<$3>>", layout: .inert,
        source: Src.estimate("View.popover(isPresented:attachmentAnchor:arrowEdge:content:) -> some View (iOS 13); ViewInspector looks for PopoverPresentationModifier")),
    ]),
    ModifierEntry("alert", summary: "Presents an alert with actions and a message; layout unchanged (iOS 15).", overloads: [
      Overload([Parameter(nil, .title), Parameter("isPresented", .binding("Bool")), Parameter("actions", .viewBuilder)],
        result: "ModifiedContent<Self, AlertModifier<$2, EmptyView>>", layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.alert<A: View>(_: LocalizedStringKey, isPresented:actions:) -> some View (iOS 15); ViewInspector looks for AlertModifier")),
      Overload([Parameter(nil, .title), Parameter("isPresented", .binding("Bool")), Parameter("actions", .viewBuilder),
                Parameter("message", .viewBuilder)],
        result: "ModifiedContent<Self, AlertModifier<$2, $3>>", layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.alert<A: View, M: View>(_: LocalizedStringKey, isPresented:actions:message:) -> some View (iOS 15)")),
    ]),
    ModifierEntry("confirmationDialog", summary: "Presents an action sheet of buttons; layout unchanged (iOS 15).", overloads: [
      Overload([Parameter(nil, .title), Parameter("isPresented", .binding("Bool")),
                Parameter("titleVisibility", .value("Visibility"), default: true), Parameter("actions", .viewBuilder)],
        result: "ModifiedContent<Self, ConfirmationDialogModifier<$3, EmptyView>>", layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.confirmationDialog<A: View>(_: LocalizedStringKey, isPresented:titleVisibility:actions:) -> some View (iOS 15); ViewInspector looks for ConfirmationDialogModifier")),
      Overload([Parameter(nil, .title), Parameter("isPresented", .binding("Bool")),
                Parameter("titleVisibility", .value("Visibility"), default: true), Parameter("actions", .viewBuilder),
                Parameter("message", .viewBuilder)],
        result: "ModifiedContent<Self, ConfirmationDialogModifier<$3, $4>>", layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.confirmationDialog<A: View, M: View>(_:isPresented:titleVisibility:actions:message:) -> some View (iOS 15)")),
    ]),
    ModifierEntry("navigationTitle", summary: "The title the enclosing navigation bar shows; layout of the view unchanged (iOS 14).", overloads: [
      Overload([Parameter(nil, .title)], result: "ModifiedContent<Self, NavigationTitleModifier>", layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.navigationTitle(_: LocalizedStringKey) and navigationTitle<S: StringProtocol>(_:) -> some View (iOS 14); no runtime name found in the sources read")),
      Overload([Parameter(nil, .view)], result: "ModifiedContent<Self, NavigationTitleModifier>", layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.navigationTitle(_: Text) -> some View (iOS 14)")),
    ]),
    ModifierEntry("navigationBarTitleDisplayMode", summary: "Large or inline navigation title; layout of the view unchanged (iOS 14).", overloads: [
      Overload([Parameter(nil, .value("NavigationBarItem.TitleDisplayMode"))],
        result: "ModifiedContent<Self, _PreferenceWritingModifier<NavigationBarTitleDisplayModeKey>>", layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.navigationBarTitleDisplayMode(_:) -> some View (iOS 14); ViewInspector quotes _PreferenceWritingModifier<NavigationBarHiddenKey> for its sibling navigationBarHidden")),
    ]),
    // `@ToolbarContentBuilder` content is checked as a view builder here: one item prints the
    // same; several items print TupleView where SwiftUI has TupleToolbarContent (estimate).
    ModifierEntry("toolbar", summary: "Items for the navigation bar or bottom bar; layout of the view unchanged (iOS 14).", overloads: [
      Overload([Parameter("content", .viewBuilder)], result: "ModifiedContent<Self, ToolbarModifier<$0>>", layout: .barContent,
        sdks: .ios17Only,
        source: Src.estimate("View.toolbar<Content: ToolbarContent>(content:) and toolbar<Content: View>(content:) -> some View (iOS 14); ViewInspector looks for ToolbarModifier (iOS 15+)")),
    ]),
    ModifierEntry("navigationDestination", summary: "A destination pushed while a Bool is true; layout unchanged (iOS 17).", overloads: [
      Overload([Parameter("isPresented", .binding("Bool")), Parameter("destination", .viewBuilder)],
        result: "ModifiedContent<Self, NavigationDestinationPresentationModifier<$1>>", layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.navigationDestination<V: View>(isPresented:destination:) -> some View (iOS 17)")),
    ]),
    ModifierEntry("searchable", summary: "A search field in the navigation bar; layout of the view unchanged (iOS 15).", overloads: [
      Overload([Parameter("text", .binding("String")), Parameter("placement", .value("SearchFieldPlacement"), default: true),
                Parameter("prompt", .title, default: true)],
        result: "ModifiedContent<Self, SearchableModifier>", layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.searchable(text:placement:prompt: LocalizedStringKey) -> some View (iOS 15)")),
    ]),
  ]
}
