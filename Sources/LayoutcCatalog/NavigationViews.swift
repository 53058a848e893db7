/// Views that organise a screen: navigation containers and links, forms and their sections,
/// menus, toolbar items and GeometryReader.
///
/// These are generic structs, so the printed type follows from the initializer's declaration
/// (its `where` clause fixes the generic arguments a title or a missing part gives): no
/// `some View` hides them. Declarations are Apple's documentation pages for each initializer
/// (developer.apple.com/documentation/swiftui/<view>/init(...)), availability from the same pages.
extension Catalog {
  static let navigationViews: [ViewEntry] = [
    ViewEntry("NavigationStack", summary: "A navigation bar above a root view; takes the whole proposal (iOS 16).", initializers: [
      Overload([Parameter("root", .viewBuilder)], result: "NavigationStack<NavigationPath, $0>", layout: .navigationStack,
        sdks: .ios17Only, source: Src.apple("NavigationStack.init(root:) where Data == NavigationPath (iOS 16)")),
      // `path:` binds the stack's Data: a NavigationPath or an array of routes.
      Overload([Parameter("path", .binding("NavigationPath")), Parameter("root", .viewBuilder)],
        result: "NavigationStack<$0v, $1>", layout: .navigationStack, sdks: .ios17Only,
        source: Src.apple("NavigationStack.init(path: Binding<NavigationPath>, root:) and init(path: Binding<Data>, root:) where Data: MutableCollection… (iOS 16)")),
    ]),
    // `NavigationSplitView<Sidebar, Content, Detail>`; the two-column initializers fix Content
    // to EmptyView (SwiftUI.swiftinterface: `init(sidebar:detail:) where Content == EmptyView`).
    ViewEntry("NavigationSplitView", summary: "Sidebar, optional content and detail columns: side by side in a regular width, collapsed to the sidebar's navigation stack in a compact one (iOS 16).", initializers: [
      Overload([Parameter("sidebar", .viewBuilder), Parameter("detail", .viewBuilder)],
        result: "NavigationSplitView<$0, EmptyView, $1>", layout: .navigationSplitView, sdks: .ios17Only,
        source: Src.apple("NavigationSplitView.init(sidebar:detail:) where Content == EmptyView (iOS 16)")),
      Overload([Parameter("sidebar", .viewBuilder), Parameter("content", .viewBuilder), Parameter("detail", .viewBuilder)],
        result: "NavigationSplitView<$0, $1, $2>", layout: .navigationSplitView, sdks: .ios17Only,
        source: Src.apple("NavigationSplitView.init(sidebar:content:detail:) (iOS 16)")),
      Overload([Parameter("columnVisibility", .binding("NavigationSplitViewVisibility")), Parameter("sidebar", .viewBuilder),
                Parameter("detail", .viewBuilder)],
        result: "NavigationSplitView<$1, EmptyView, $2>", layout: .navigationSplitView, sdks: .ios17Only,
        source: Src.apple("NavigationSplitView.init(columnVisibility:sidebar:detail:) where Content == EmptyView (iOS 16)")),
      Overload([Parameter("columnVisibility", .binding("NavigationSplitViewVisibility")), Parameter("sidebar", .viewBuilder),
                Parameter("content", .viewBuilder), Parameter("detail", .viewBuilder)],
        result: "NavigationSplitView<$1, $2, $3>", layout: .navigationSplitView, sdks: .ios17Only,
        source: Src.apple("NavigationSplitView.init(columnVisibility:sidebar:content:detail:) (iOS 16)")),
      Overload([Parameter("preferredCompactColumn", .binding("NavigationSplitViewColumn")), Parameter("sidebar", .viewBuilder),
                Parameter("detail", .viewBuilder)],
        result: "NavigationSplitView<$1, EmptyView, $2>", layout: .navigationSplitView, sdks: .ios17Only,
        source: Src.apple("NavigationSplitView.init(preferredCompactColumn:sidebar:detail:) where Content == EmptyView (iOS 17)")),
      Overload([Parameter("columnVisibility", .binding("NavigationSplitViewVisibility")),
                Parameter("preferredCompactColumn", .binding("NavigationSplitViewColumn")), Parameter("sidebar", .viewBuilder),
                Parameter("detail", .viewBuilder)],
        result: "NavigationSplitView<$2, EmptyView, $3>", layout: .navigationSplitView, sdks: .ios17Only,
        source: Src.apple("NavigationSplitView.init(columnVisibility:preferredCompactColumn:sidebar:detail:) where Content == EmptyView (iOS 17)")),
    ]),
    ViewEntry("NavigationView", summary: "A navigation bar above its content (deprecated for NavigationStack in a future iOS).", initializers: [
      Overload([Parameter("content", .viewBuilder)], result: "NavigationView<$0>", layout: .navigationStack,
        source: Src.apple("NavigationView.init(content:) (iOS 13; deprecated: 100000, so no warning)")),
    ]),
    ViewEntry("NavigationLink", summary: "A row or button that pushes a destination; lays out as its label.", initializers: [
      Overload([Parameter("destination", .view), Parameter("label", .viewBuilder)], result: "NavigationLink<$1, $0>", layout: .neutral,
        source: Src.apple("NavigationLink.init(destination: Destination, label:) (iOS 13)")),
      Overload([Parameter(nil, .title), Parameter("destination", .view)], result: "NavigationLink<Text, $1>", layout: .neutral,
        source: Src.apple("NavigationLink.init(_: LocalizedStringKey, destination: Destination) where Label == Text (iOS 13)")),
      Overload([Parameter("destination", .viewBuilder), Parameter("label", .viewBuilder)], result: "NavigationLink<$1, $0>",
        layout: .neutral, sdks: .ios17Only,
        source: Src.apple("NavigationLink.init(destination: () -> Destination, label:) (iOS 16)")),
      Overload([Parameter(nil, .title), Parameter("destination", .viewBuilder)], result: "NavigationLink<Text, $1>",
        layout: .neutral, sdks: .ios17Only,
        source: Src.apple("NavigationLink.init(_: LocalizedStringKey, destination: () -> Destination) where Label == Text (iOS 16)")),
      Overload([Parameter("value", .hashable), Parameter("label", .viewBuilder)], result: "NavigationLink<$1, Never>",
        layout: .neutral, sdks: .ios17Only,
        source: Src.apple("NavigationLink.init<P: Hashable>(value: P?, label:) where Destination == Never (iOS 16)")),
      Overload([Parameter(nil, .title), Parameter("value", .hashable)], result: "NavigationLink<Text, Never>",
        layout: .neutral, sdks: .ios17Only,
        source: Src.apple("NavigationLink.init<P: Hashable>(_: LocalizedStringKey, value: P?) where Label == Text, Destination == Never (iOS 16)")),
    ]),
    ViewEntry("Form", summary: "Rows in sections, as a scrolling list; inset grouped on iOS.", initializers: [
      Overload([Parameter("content", .viewBuilder)], result: "Form<$0>", layout: .list, source: Src.apple("Form.init(content:) (iOS 13)")),
    ]),
    // Parent is the header's type, Footer the footer's: `Section<Parent, Content, Footer>`.
    ViewEntry("Section", summary: "A header, rows and a footer in a List or Form.", initializers: [
      Overload([Parameter("content", .viewBuilder)], result: "Section<EmptyView, $0, EmptyView>", layout: .section,
        source: Src.apple("Section.init(content:) where Parent == EmptyView, Footer == EmptyView (iOS 13)")),
      Overload([Parameter("header", .view), Parameter("footer", .view), Parameter("content", .viewBuilder)],
        result: "Section<$0, $2, $1>", layout: .section, source: Src.apple("Section.init(header: Parent, footer: Footer, content:) (iOS 13)")),
      Overload([Parameter("header", .view), Parameter("content", .viewBuilder)], result: "Section<$0, $1, EmptyView>", layout: .section,
        source: Src.apple("Section.init(header: Parent, content:) where Footer == EmptyView (iOS 13)")),
      Overload([Parameter("footer", .view), Parameter("content", .viewBuilder)], result: "Section<EmptyView, $1, $0>", layout: .section,
        source: Src.apple("Section.init(footer: Footer, content:) where Parent == EmptyView (iOS 13)")),
      Overload([Parameter("content", .viewBuilder), Parameter("header", .viewBuilder), Parameter("footer", .viewBuilder)],
        result: "Section<$1, $0, $2>", layout: .section, sdks: .ios17Only,
        source: Src.apple("Section.init(content:header:footer:) (iOS 15)")),
      Overload([Parameter("content", .viewBuilder), Parameter("header", .viewBuilder)],
        result: "Section<$1, $0, EmptyView>", layout: .section, sdks: .ios17Only,
        source: Src.apple("Section.init(content:header:) where Footer == EmptyView (iOS 15)")),
      Overload([Parameter("content", .viewBuilder), Parameter("footer", .viewBuilder)],
        result: "Section<EmptyView, $0, $1>", layout: .section, sdks: .ios17Only,
        source: Src.apple("Section.init(content:footer:) where Parent == EmptyView (iOS 15)")),
      Overload([Parameter(nil, .title), Parameter("content", .viewBuilder)], result: "Section<Text, $1, EmptyView>", layout: .section,
        sdks: .ios17Only, source: Src.apple("Section.init(_: LocalizedStringKey, content:) where Parent == Text, Footer == EmptyView (iOS 15)")),
    ]),
    ViewEntry("Menu", summary: "A button that shows a menu of its content; lays out as its label (iOS 14).", initializers: [
      Overload([Parameter(nil, .title), Parameter("content", .viewBuilder)], result: "Menu<Text, $1>", layout: .neutral,
        sdks: .ios17Only, source: Src.apple("Menu.init(_: LocalizedStringKey, content:) where Label == Text (iOS 14)")),
      Overload([Parameter(nil, .title), Parameter("systemImage", .title), Parameter("content", .viewBuilder)],
        result: "Menu<Label<Text, Image>, $2>", layout: .neutral, sdks: .ios17Only,
        source: Src.apple("Menu.init(_: LocalizedStringKey, systemImage:content:) where Label == Label<Text, Image> (iOS 17)")),
      Overload([Parameter("content", .viewBuilder), Parameter("label", .viewBuilder)], result: "Menu<$1, $0>", layout: .neutral,
        sdks: .ios17Only, source: Src.apple("Menu.init(content:label:) (iOS 14)")),
      Overload([Parameter("content", .viewBuilder), Parameter("label", .viewBuilder), Parameter("primaryAction", .action)],
        result: "Menu<$1, $0>", layout: .neutral, sdks: .ios17Only, source: Src.apple("Menu.init(content:label:primaryAction:) (iOS 15)")),
      Overload([Parameter(nil, .title), Parameter("content", .viewBuilder), Parameter("primaryAction", .action)],
        result: "Menu<Text, $1>", layout: .neutral, sdks: .ios17Only,
        source: Src.apple("Menu.init(_: LocalizedStringKey, content:primaryAction:) where Label == Text (iOS 15)")),
    ]),
    // Toolbar content, not views: they take part in no layout of the content they decorate.
    // Written where a view is expected they are accepted (a known leniency: swiftc requires a
    // ToolbarContent context), and lay out as nothing there; a navigation bar lays out their
    // content.
    ViewEntry("ToolbarItem", summary: "One item of a toolbar (ToolbarContent); not laid out in the content (iOS 14).", initializers: [
      Overload([Parameter("placement", .value("ToolbarItemPlacement"), default: true), Parameter("content", .viewBuilder)],
        result: "ToolbarItem<(), $1>", layout: .toolbarItem, sdks: .ios17Only,
        source: Src.apple("ToolbarItem.init(placement:content:) where ID == () (iOS 14)")),
    ]),
    ViewEntry("ToolbarItemGroup", summary: "Several toolbar items at one placement (ToolbarContent); not laid out (iOS 14).", initializers: [
      Overload([Parameter("placement", .value("ToolbarItemPlacement"), default: true), Parameter("content", .viewBuilder)],
        result: "ToolbarItemGroup<$1>", layout: .toolbarItem, sdks: .ios17Only,
        source: Src.apple("ToolbarItemGroup.init(placement:content:) (iOS 14)")),
    ]),
    ViewEntry("GeometryReader", summary: "Takes the whole proposal and places its content at the top leading corner.", initializers: [
      Overload([Parameter("content", .builderTaking("GeometryProxy"))], result: "GeometryReader<$0>", layout: .geometryReader,
        source: Src.apple("GeometryReader.init(content: @escaping (GeometryProxy) -> Content) (iOS 13)")),
    ]),
  ]
}
