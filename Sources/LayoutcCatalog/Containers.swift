/// Views that contain other views: stacks, scroll views, lists, groups and ForEach.
///
/// Placeholders in results: `$N` is the type bound by parameter N (a builder's result, the data
/// collection's type, a key path's value type). `$id` is the `ID` of an Identifiable element:
/// the declared type of the element type's `id` property (`Pet.id: Int` gives `Int`), filled by
/// the checker when the overload has a `.data` parameter and no `id:` key path.
extension Catalog {
  static let containerViews: [ViewEntry] = [
    ViewEntry("VStack", summary: "Stacks children top to bottom, dividing height by flexibility.", initializers: [
      Overload([Parameter("alignment", .value("HorizontalAlignment"), default: true),
                Parameter("spacing", .value("Optional<CGFloat>"), default: true), Parameter("content", .viewBuilder)],
        result: "VStack<$2>", layout: .vStack, source: Src.ios13("VStack.init(alignment:spacing:content:)")),
    ]),
    ViewEntry("HStack", summary: "Stacks children leading to trailing, dividing width by flexibility.", initializers: [
      Overload([Parameter("alignment", .value("VerticalAlignment"), default: true),
                Parameter("spacing", .value("Optional<CGFloat>"), default: true), Parameter("content", .viewBuilder)],
        result: "HStack<$2>", layout: .hStack, source: Src.ios13("HStack.init(alignment:spacing:content:)")),
    ]),
    ViewEntry("ZStack", summary: "Overlays children, aligned, sized to the union of their frames.", initializers: [
      Overload([Parameter("alignment", .value("Alignment"), default: true), Parameter("content", .viewBuilder)],
        result: "ZStack<$1>", layout: .zStack, source: Src.ios13("ZStack.init(alignment:content:)")),
    ]),
    // The stacks as `Layout` values called with content (iOS 16): `Layout.callAsFunction` gives
    // `_VariadicView.Tree<_LayoutRoot<Self>, V>` (SwiftUI.swiftinterface); they lay out as the
    // stacks do. `AnyLayout(layout) { … }` lays out as the layout it holds.
    ViewEntry("HStackLayout", summary: "HStack's layout as a value; called with content it lays out as an HStack (iOS 16).", initializers: [
      Overload([Parameter("alignment", .value("VerticalAlignment"), default: true),
                Parameter("spacing", .value("Optional<CGFloat>"), default: true), Parameter("content", .viewBuilder)],
        result: "_VariadicView.Tree<_LayoutRoot<HStackLayout>, $2>", layout: .hStack, sdks: .ios17Only,
        source: Src.apple("HStackLayout.init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil); Layout.callAsFunction<V>(_:) -> _VariadicView.Tree<_LayoutRoot<Self>, V> (iOS 16)")),
    ]),
    ViewEntry("VStackLayout", summary: "VStack's layout as a value; called with content it lays out as a VStack (iOS 16).", initializers: [
      Overload([Parameter("alignment", .value("HorizontalAlignment"), default: true),
                Parameter("spacing", .value("Optional<CGFloat>"), default: true), Parameter("content", .viewBuilder)],
        result: "_VariadicView.Tree<_LayoutRoot<VStackLayout>, $2>", layout: .vStack, sdks: .ios17Only,
        source: Src.apple("VStackLayout.init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil); Layout.callAsFunction<V>(_:) -> _VariadicView.Tree<_LayoutRoot<Self>, V> (iOS 16)")),
    ]),
    ViewEntry("ZStackLayout", summary: "ZStack's layout as a value; called with content it lays out as a ZStack (iOS 16).", initializers: [
      Overload([Parameter("alignment", .value("Alignment"), default: true), Parameter("content", .viewBuilder)],
        result: "_VariadicView.Tree<_LayoutRoot<ZStackLayout>, $1>", layout: .zStack, sdks: .ios17Only,
        source: Src.apple("ZStackLayout.init(alignment: Alignment = .center); Layout.callAsFunction<V>(_:) -> _VariadicView.Tree<_LayoutRoot<Self>, V> (iOS 16)")),
    ]),
    ViewEntry("GridLayout", summary: "Grid's layout as a value; called with content it lays out as a Grid (iOS 16).", initializers: [
      Overload([Parameter("alignment", .value("Alignment"), default: true),
                Parameter("horizontalSpacing", .value("Optional<CGFloat>"), default: true),
                Parameter("verticalSpacing", .value("Optional<CGFloat>"), default: true), Parameter("content", .viewBuilder)],
        result: "_VariadicView.Tree<_LayoutRoot<GridLayout>, $3>", layout: .grid, sdks: .ios17Only,
        source: Src.apple("GridLayout.init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil); Layout.callAsFunction<V>(_:) -> _VariadicView.Tree<_LayoutRoot<Self>, V> (iOS 16)")),
    ]),
    ViewEntry("AnyLayout", summary: "A type-erased layout called with content: lays out as the layout it holds (iOS 16).", initializers: [
      Overload([Parameter(nil, .hashable), Parameter("content", .viewBuilder)],
        result: "_VariadicView.Tree<_LayoutRoot<AnyLayout>, $1>", layout: .anyLayout, sdks: .ios17Only,
        source: Src.apple("AnyLayout.init<L: Layout>(_ layout: L); Layout.callAsFunction<V>(_:) -> _VariadicView.Tree<_LayoutRoot<Self>, V> (iOS 16)")),
    ]),
    // Lazy stacks arrived in iOS 14; the iOS 13 SDK has no such type.
    ViewEntry("LazyVStack", summary: "A vertical stack that builds children on demand; takes the full offered width.", initializers: [
      Overload([Parameter("alignment", .value("HorizontalAlignment"), default: true),
                Parameter("spacing", .value("Optional<CGFloat>"), default: true),
                Parameter("pinnedViews", .value("PinnedScrollableViews"), default: true), Parameter("content", .viewBuilder)],
        result: "LazyVStack<$3>", layout: .lazyVStack, sdks: .ios17Only,
        source: Src.unconfirmed("public generic struct LazyVStack<Content>, init(alignment:spacing:pinnedViews:content:) (iOS 14); declaration known, its interface not read")),
    ]),
    ViewEntry("LazyHStack", summary: "A horizontal stack that builds children on demand; takes the full offered height.", initializers: [
      Overload([Parameter("alignment", .value("VerticalAlignment"), default: true),
                Parameter("spacing", .value("Optional<CGFloat>"), default: true),
                Parameter("pinnedViews", .value("PinnedScrollableViews"), default: true), Parameter("content", .viewBuilder)],
        result: "LazyHStack<$3>", layout: .lazyHStack, sdks: .ios17Only,
        source: Src.unconfirmed("public generic struct LazyHStack<Content>, init(alignment:spacing:pinnedViews:content:) (iOS 14); declaration known, its interface not read")),
    ]),
    // Grids. Declarations: Apple's documentation pages (developer.apple.com/documentation/swiftui/
    // grid/init(alignment:horizontalspacing:verticalspacing:content:), gridrow/init(alignment:content:),
    // lazyvgrid/init(columns:alignment:spacing:pinnedviews:content:), lazyhgrid/init(rows:…),
    // viewthatfits/init(in:content:)); generic structs over their content, so the printed type
    // follows from the declaration. Lazy grids arrived in iOS 14, Grid and ViewThatFits in iOS 16.
    ViewEntry("Grid", summary: "Rows of cells; each column as wide as its widest cell, each row as tall as its tallest (iOS 16).", initializers: [
      Overload([Parameter("alignment", .value("Alignment"), default: true),
                Parameter("horizontalSpacing", .value("Optional<CGFloat>"), default: true),
                Parameter("verticalSpacing", .value("Optional<CGFloat>"), default: true), Parameter("content", .viewBuilder)],
        result: "Grid<$3>", layout: .grid, sdks: .ios17Only,
        source: Src.apple("Grid.init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, content:) (iOS 16)")),
    ]),
    ViewEntry("GridRow", summary: "One row of a Grid, one column per view (iOS 16).", initializers: [
      Overload([Parameter("alignment", .value("Optional<VerticalAlignment>"), default: true), Parameter("content", .viewBuilder)],
        result: "GridRow<$1>", layout: .gridRow, sdks: .ios17Only,
        source: Src.apple("GridRow.init(alignment: VerticalAlignment? = nil, content:) (iOS 16)")),
    ]),
    ViewEntry("LazyVGrid", summary: "Items in columns of fixed, flexible or adaptive width, line after line (iOS 14).", initializers: [
      Overload([Parameter("columns", .value("Array<GridItem>")), Parameter("alignment", .value("HorizontalAlignment"), default: true),
                Parameter("spacing", .value("Optional<CGFloat>"), default: true),
                Parameter("pinnedViews", .value("PinnedScrollableViews"), default: true), Parameter("content", .viewBuilder)],
        result: "LazyVGrid<$4>", layout: .lazyVGrid, sdks: .ios17Only,
        source: Src.apple("LazyVGrid.init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), content:) (iOS 14)")),
    ]),
    ViewEntry("LazyHGrid", summary: "Items in rows of fixed, flexible or adaptive height, column after column (iOS 14).", initializers: [
      Overload([Parameter("rows", .value("Array<GridItem>")), Parameter("alignment", .value("VerticalAlignment"), default: true),
                Parameter("spacing", .value("Optional<CGFloat>"), default: true),
                Parameter("pinnedViews", .value("PinnedScrollableViews"), default: true), Parameter("content", .viewBuilder)],
        result: "LazyHGrid<$4>", layout: .lazyHGrid, sdks: .ios17Only,
        source: Src.apple("LazyHGrid.init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), content:) (iOS 14)")),
    ]),
    ViewEntry("ViewThatFits", summary: "Shows the first of its views whose ideal size fits the proposal on the given axes, else the last (iOS 16).", initializers: [
      Overload([Parameter("in", .value("Axis.Set"), default: true), Parameter("content", .viewBuilder)],
        result: "ViewThatFits<$1>", layout: .viewThatFits, sdks: .ios17Only,
        source: Src.apple("ViewThatFits.init(in axes: Axis.Set = [.horizontal, .vertical], content:) (iOS 16)")),
    ]),
    ViewEntry("ScrollView", summary: "Takes the offered size and proposes unlimited length along its axes.", initializers: [
      Overload([Parameter(nil, .value("Axis.Set"), default: true), Parameter("showsIndicators", .value("Bool"), default: true),
                Parameter("content", .viewBuilder)],
        result: "ScrollView<$2>", layout: .scrollView, source: Src.ios13("ScrollView.init(_:showsIndicators:content:)")),
    ]),
    // Apple: `ScrollViewReader<Content>`, `init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content)`
    // (iOS 14); its body is its content, so it is transparent to layout, like Group.
    ViewEntry("ScrollViewReader", summary: "Gives its content a proxy to scroll with; lays out as its content (iOS 14).", initializers: [
      Overload([Parameter("content", .builderTaking("ScrollViewProxy"))], result: "ScrollViewReader<$0>", layout: .transparent,
        sdks: .ios17Only, source: Src.apple("ScrollViewReader.init(content: @escaping (ScrollViewProxy) -> Content) (iOS 14)")),
    ]),
    ViewEntry("List", summary: "A scrolling column of rows; without a selection its SelectionValue is Never.", initializers: [
      Overload([Parameter("content", .viewBuilder)], result: "List<Never, $0>", layout: .list,
        source: Src.ios13("List.init(content:) where SelectionValue == Never")),
      // iOS 13 wrapped each data-driven row in an HStack; iOS 14 and later do not.
      Overload([Parameter(nil, .data, requiredType: "Range<Int>"), Parameter("rowContent", .rowBuilder)],
        result: "List<Never, ForEach<Range<Int>, Int, HStack<$1>>>", layout: .list, sdks: .ios13Only,
        source: Src.ios13("List.init(_: Range<Int>, rowContent:) where Content == ForEach<Range<Int>, Int, HStack<RowContent>>")),
      Overload([Parameter(nil, .data, requiredType: "Range<Int>"), Parameter("rowContent", .rowBuilder)],
        result: "List<Never, ForEach<Range<Int>, Int, $1>>", layout: .list, sdks: .ios17Only,
        source: Src.unconfirmed("by analogy with the Identifiable form, which dropped the iOS 13 HStack")),
      Overload([Parameter(nil, .data), Parameter("id", .identityKeyPath), Parameter("rowContent", .rowBuilder)],
        result: "List<Never, ForEach<$0, $1, HStack<$2>>>", layout: .list, sdks: .ios13Only,
        source: Src.ios13("List.init(_:id:rowContent:) where Content == ForEach<Data, ID, HStack<RowContent>>")),
      Overload([Parameter(nil, .data), Parameter("id", .identityKeyPath), Parameter("rowContent", .rowBuilder)],
        result: "List<Never, ForEach<$0, $1, $2>>", layout: .list, sdks: .ios17Only,
        source: Src.unconfirmed("by analogy with the Identifiable form, which dropped the iOS 13 HStack")),
      Overload([Parameter(nil, .data), Parameter("rowContent", .rowBuilder)],
        result: "List<Never, ForEach<$0, $id, HStack<$1>>>", layout: .list, sdks: .ios13Only,
        source: Src.ios13("List.init(_:rowContent:) where Content == ForEach<Data, Data.Element.ID, HStack<RowContent>>")),
      Overload([Parameter(nil, .data), Parameter("rowContent", .rowBuilder)],
        result: "List<Never, ForEach<$0, $id, $1>>", layout: .list, sdks: .ios17Only,
        source: "SwiftUI interface quoted in a swiftc diagnostic and by OpenSwiftUI: List.init(_:rowContent:) where Content == ForEach<Data, Data.Element.ID, RowContent>"),
    ]),
    ViewEntry("Group", summary: "Groups children without laying them out: they join the parent one by one.", initializers: [
      Overload([Parameter("content", .viewBuilder)], result: "Group<$0>", layout: .transparent,
        source: Src.ios13("Group.init(content:)")),
    ]),
    // The range form must be tried first: a `.data` argument that is a Range<Int> also has an
    // element type, but Int is not Identifiable. `requiredType` tells the checker so.
    ViewEntry("ForEach", summary: "One child per data element, each identified by its ID; transparent to layout.", initializers: [
      Overload([Parameter(nil, .data, requiredType: "Range<Int>"), Parameter("content", .rowBuilder)],
        result: "ForEach<Range<Int>, Int, $1>", layout: .transparent,
        source: Src.ios13("ForEach.init(_: Range<Int>, content:) where Data == Range<Int>, ID == Int")),
      Overload([Parameter(nil, .data), Parameter("id", .identityKeyPath), Parameter("content", .rowContent)],
        result: "ForEach<$0, $1, $2>", layout: .transparent, sdks: .ios13Only,
        source: Src.ios13("ForEach.init(_:id:content: @escaping (Data.Element) -> Content) (no @ViewBuilder in iOS 13)")),
      Overload([Parameter(nil, .data), Parameter("id", .identityKeyPath), Parameter("content", .rowBuilder)],
        result: "ForEach<$0, $1, $2>", layout: .transparent, sdks: .ios17Only,
        source: Src.open("ForEach.init(_:id:@ViewBuilder content:)", file: "ForEach.swift")),
      Overload([Parameter(nil, .data), Parameter("content", .rowBuilder)],
        result: "ForEach<$0, $id, $1>", layout: .transparent,
        source: Src.ios13("ForEach.init(_:content:) where ID == Data.Element.ID, Data.Element: Identifiable")),
    ]),
  ]
}
