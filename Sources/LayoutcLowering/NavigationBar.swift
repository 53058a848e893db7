import LayoutEngine
import LayoutcCatalog
import LayoutcEval

/// NavigationStack's navigation bar with its title and toolbar items, and TabView's tab bar.
///
/// Sources: the navigation bar is 44 points high (UIKit's standard bar height since iOS 7), and
/// a large title adds 52 (iOS 11's large titles: 96 in all; Geoff Hackworth, "iPad Navigation
/// Bar and Toolbar Height Changes in iOS 12", measured with his Adaptivity app); the tab bar is
/// 49 points above the home indicator's inset (UITabBar's compact height; the bar's background
/// runs on through the 34-point bottom inset of an iPhone 15 Pro). The large title is largeTitle
/// bold (34), the inline title headline (17 semibold), as UINavigationBar's title attributes
/// are. The bar's side margins (16), the title's bottom padding (8), the tab item's icon (24)
/// and title (10 points) are estimates.
extension LoweringBuilder {
  static let barHeight = 44.0
  static let largeTitleHeight = 52.0
  static let tabBarHeight = 49.0
  static let barMargin = 16.0

  /// The items of the `.toolbar`s below a navigation stack, by where they go.
  struct ToolbarItems {
    var leading: [Instance] = []
    var trailing: [Instance] = []
    var principal: [Instance] = []
    var bottom: [Instance] = []
  }

  /// NavigationStack and NavigationView: the navigation bar across the top, then the content
  /// in the rest of the proposal, centred.
  func navigationStack(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    navigationColumn(i, content: i.children, env, entry: entry(i))
  }

  /// A navigation bar over `content` (the stack's, or one column's of a split view), with the
  /// title and toolbar items found in it; `i` is the container the bar's parts come from.
  func navigationColumn(_ i: Instance, content: [Instance], _ env: TextEnvironment, entry stackEntry: SourceMap.Entry) -> NodeID {
    let (title, inline) = navigationTitle(in: content)
    let items = toolbarItems(in: content)
    var itemEnv = env
    itemEnv.foreground = colorValue(controls.tint)
    func itemRow(_ list: [Instance]) -> [NodeID] { lowerAll(list, itemEnv) }
    let leading = itemRow(items.leading), trailing = itemRow(items.trailing)
    var rowParts: [NodeID] = []
    if !leading.isEmpty || !trailing.isEmpty {
      let spacer = add(.spacer(minLength: nil), entry: implicitEntry("Spacer", kind: .view, cause: i))
      let row = add(.hStack(alignment: .center, spacing: nil), leading + [spacer] + trailing, entry: implicitEntry("HStack", kind: .view, cause: i))
      rowParts.append(add(.padding(EdgeInsets(top: 0, leading: Self.barMargin, bottom: 0, trailing: Self.barMargin)), [row],
        entry: implicitEntry("padding", kind: .modifier, cause: i)))
    }
    var principal = lowerAll(items.principal, env)
    var titleEnv = env
    if principal.isEmpty, let title, inline {
      titleEnv.font = ResolvedFont(size: 17, weight: "semibold", textStyle: "headline")
      titleEnv.lineLimit = 1
      var e = implicitEntry("Text", kind: .view, cause: i)
      e.text = title
      principal = [text(title, titleEnv, entry: e)]
    }
    rowParts += principal
    let barRow = rowParts.count > 1 ? [add(.zStack(alignment: .center), rowParts, entry: implicitEntry("ZStack", kind: .view, cause: i))] : rowParts
    let rowFrame = add(.flexibleFrame(FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: Self.barHeight, maxHeight: Self.barHeight)),
      barRow, entry: implicitEntry("frame", kind: .modifier, cause: i))
    var barParts = [rowFrame]
    if let title, !inline {
      titleEnv.font = ResolvedFont(size: 34, weight: "bold", textStyle: "largeTitle")
      titleEnv.lineLimit = 1
      var e = implicitEntry("Text", kind: .view, cause: i)
      e.text = title
      let t = text(title, titleEnv, entry: e)
      let padded = add(.padding(EdgeInsets(top: 0, leading: Self.barMargin, bottom: 8, trailing: Self.barMargin)), [t],
        entry: implicitEntry("padding", kind: .modifier, cause: i))
      var area = implicitEntry("LargeTitle", kind: .view, cause: i)
      area.isEstimated = true
      let frame = FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: Self.largeTitleHeight, maxHeight: Self.largeTitleHeight, alignment: .bottomLeading)
      barParts.append(add(.flexibleFrame(frame), [padded], entry: area))
    }
    let lowered = lowerAll(content, env)
    let fill = FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
    let body = add(.flexibleFrame(fill), lowered.isEmpty ? [] : [single(lowered, cause: i)], entry: implicitEntry("frame", kind: .modifier, cause: i))
    var barEntry = implicitEntry("NavigationBar", kind: .view, cause: i)
    // Over a grouped list the bar shows the list's background (it scrolls under the bar).
    if let fill = listBackground(body) {
      var paint = Paint()
      paint.fill = fill
      barEntry.paint = paint
    }
    let bar = add(.vStack(alignment: .leading, spacing: 0), barParts, entry: barEntry)
    var parts = [bar, body]
    if !items.bottom.isEmpty {
      // The bottom toolbar: a 44-point bar (UIToolbar's height, as the navigation bar's) with
      // its items spread across it.
      var spread: [NodeID] = []
      for (n, item) in lowerAll(items.bottom, itemEnv).enumerated() {
        if n > 0 { spread.append(add(.spacer(minLength: nil), entry: implicitEntry("Spacer", kind: .view, cause: i))) }
        spread.append(item)
      }
      let row = add(.hStack(alignment: .center, spacing: nil), spread, entry: implicitEntry("HStack", kind: .view, cause: i))
      let padded = add(.padding(EdgeInsets(top: 0, leading: Self.barMargin, bottom: 0, trailing: Self.barMargin)), [row],
        entry: implicitEntry("padding", kind: .modifier, cause: i))
      let frame = FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: Self.barHeight, maxHeight: Self.barHeight)
      parts.append(add(.flexibleFrame(frame), [padded], entry: implicitEntry("BottomBar", kind: .view, cause: i)))
    }
    return add(.vStack(alignment: .center, spacing: 0), parts, entry: stackEntry)
  }

  /// The background of a List or Form that `id` is (through single-child wrappers).
  func listBackground(_ id: NodeID) -> RGBA? {
    var current = id
    for _ in 0..<8 {
      if let e = map[current], e.catalogView == .list || e.catalogView == .form { return e.paint?.fill }
      guard tree[current].children.count == 1 else { return nil }
      current = tree[current].children[0]
    }
    return nil
  }

  /// The title and display mode the stack's content asks for: the first `.navigationTitle`
  /// found depth first (not inside a nested stack), inline when a
  /// `.navigationBarTitleDisplayMode(.inline)` is found.
  func navigationTitle(in content: [Instance]) -> (String?, inline: Bool) {
    var title: String? = nil
    var inline = false
    func visit(_ i: Instance) {
      if Self.isNavigationContainer(i) { return }
      if i.modifierID == .navigationTitle, title == nil {
        if case .string(let s)? = i.arguments["_0"] { title = s }
      }
      if i.modifierID == .navigationBarTitleDisplayMode, case .member? = i.arguments["_0"] {
        inline = i.arguments["_0"]?.named(TitleDisplayModeName.self) == .inline
      }
      for c in i.children { visit(c) }
    }
    content.forEach(visit)
    return (title, inline)
  }

  /// A view with its own navigation bars: titles and toolbars inside it are its, not an
  /// enclosing stack's.
  static func isNavigationContainer(_ i: Instance) -> Bool {
    i.role == .navigationStack || i.role == .navigationSplitView
  }

  /// The toolbar items below a navigation stack (not inside a nested one), by placement:
  /// `principal` in the middle, `bottomBar` and `status` in a bottom bar, the leading
  /// placements (`topBarLeading`, `navigationBarLeading`, `cancellationAction`, `navigation`)
  /// at the leading edge, `keyboard` nowhere (no keyboard is shown), and the rest trailing.
  func toolbarItems(in content: [Instance]) -> ToolbarItems {
    var items = ToolbarItems()
    func place(_ item: Instance) {
      guard item.viewID == .toolbarItem || item.viewID == .toolbarItemGroup else { items.trailing.append(item); return }
      switch item.arguments["placement"]?.named(ToolbarItemPlacementName.self) ?? .automatic {
      case .principal: items.principal += item.children
      case .bottomBar, .status: items.bottom += item.children
      case .topBarLeading, .navigationBarLeading, .cancellationAction, .navigation: items.leading += item.children
      case .keyboard: break
      case .automatic, .primaryAction, .secondaryAction, .confirmationAction, .destructiveAction, .navigationBarTrailing, .topBarTrailing:
        items.trailing += item.children
      }
    }
    func visit(_ i: Instance) {
      if Self.isNavigationContainer(i) { return }
      if i.modifierID == .toolbar { i.children.dropFirst().forEach(place) }
      for c in i.children { visit(c) }
    }
    content.forEach(visit)
    return items
  }

  /// TabView: the selected tab's content (the first when the selection is not known) above the
  /// tab bar, whose items are the tabs' `.tabItem` labels, the selected one in the tint;
  /// `.tabViewStyle(.page)`: the content in the whole proposal with page dots at the bottom.
  func tabView(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    let selection = i.arguments["selection"]?.boundValue
    func tag(_ t: Instance) -> Value? {
      if t.modifierID == .tag { return t.arguments["_0"] }
      return t.kind == .modifier ? t.children.first.flatMap(tag) : nil
    }
    let selectedIndex = i.children.firstIndex { selection != nil && tag($0) == selection } ?? 0
    let page = controls.style(TabViewStyleName.self) == .page
    let shown = i.children.indices.contains(selectedIndex) ? lower(i.children[selectedIndex], env) : []
    let fill = FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
    let body = add(.flexibleFrame(fill), shown.isEmpty ? [] : [single(shown, cause: i)], entry: implicitEntry("frame", kind: .modifier, cause: i))
    if page {
      // Page dots: 7-point circles 9 apart, 10 above the bottom (estimate).
      var dots: [NodeID] = []
      for n in i.children.indices {
        var e = implicitEntry("PageDot", kind: .view, cause: i)
        var paint = Paint()
        paint.fill = n == selectedIndex ? .bytes(0, 0, 0, 0.6) : .bytes(0, 0, 0, 0.2)
        e.paint = paint
        e.isEstimated = true
        dots.append(add(.frame(width: 7, height: 7, alignment: .center), [add(.shape(.circle), entry: e)], entry: implicitEntry("frame", kind: .modifier, cause: i)))
      }
      let row = add(.hStack(alignment: .center, spacing: 9), dots, entry: implicitEntry("PageIndicator", kind: .view, cause: i))
      let padded = add(.padding(EdgeInsets(top: 0, leading: 0, bottom: 10, trailing: 0)), [row], entry: implicitEntry("padding", kind: .modifier, cause: i))
      return add(.overlay(alignment: .bottom), [body, padded], entry: entry(i))
    }
    var items: [NodeID] = []
    for (n, tab) in i.children.enumerated() {
      let color = n == selectedIndex ? controls.tint : ColorResolution.uiKit("systemGray", in: appearance)!
      items.append(tabItem(tab, color: color, env, cause: i))
    }
    let row = add(.hStack(alignment: .top, spacing: 0), items, entry: implicitEntry("HStack", kind: .view, cause: i))
    let barFrame = add(.frame(width: nil, height: Self.tabBarHeight, alignment: .top), [row], entry: implicitEntry("frame", kind: .modifier, cause: i))
    var backgroundEntry = implicitEntry("TabBarBackground", kind: .view, cause: i)
    var paint = Paint()
    paint.fill = .bytes(249, 249, 249, 0.94)
    backgroundEntry.paint = paint
    let background = add(.shape(.rectangle), entry: backgroundEntry)
    let extended = add(.ignoresSafeArea(.bottom), [background], entry: implicitEntry("ignoresSafeArea", kind: .modifier, cause: i))
    let bar = add(.background(alignment: .top), [barFrame, extended], entry: implicitEntry("TabBar", kind: .view, cause: i))
    return add(.vStack(alignment: .center, spacing: 0), [body, bar], entry: entry(i))
  }

  /// One item of the tab bar: the tab's `.tabItem` label as an icon above a 10-point title,
  /// in an equal share of the bar's width, 7 below the bar's top (estimate).
  func tabItem(_ tab: Instance, color: RGBA, _ env: TextEnvironment, cause i: Instance) -> NodeID {
    func labels(_ t: Instance) -> [Instance] {
      guard t.kind == .modifier else { return [] }
      if t.modifierID == .tabItem { return Array(t.children.dropFirst()) }
      return t.children.first.map(labels) ?? []
    }
    var itemEnv = env
    itemEnv.font = ResolvedFont(size: 10, weight: "semibold", textStyle: "caption2")
    itemEnv.foreground = colorValue(color)
    itemEnv.lineLimit = 1
    var parts: [NodeID] = []
    for label in labels(tab) {
      if label.viewID == .label {
        if case .string(let name)? = label.arguments["systemImage"] {
          var e = implicitEntry("Image", kind: .view, cause: label)
          e.imageName = name
          e.isEstimated = true
          var paint = Paint()
          paint.fill = color
          e.paint = paint
          parts.append(add(.image(width: 24, height: 24, resizable: false), entry: e))
        }
        parts += lowerAll(children(label, slot: "icon"), itemEnv)
        if let t = titleText(label, in: itemEnv) { parts.append(t) }
        parts += lowerAll(children(label, slot: "title"), itemEnv)
      } else {
        parts += lower(label, itemEnv)
      }
    }
    let stack = add(.vStack(alignment: .center, spacing: 2), parts, entry: implicitEntry("VStack", kind: .view, cause: i))
    let padded = add(.padding(EdgeInsets(top: 7, leading: 0, bottom: 0, trailing: 0)), [stack], entry: implicitEntry("padding", kind: .modifier, cause: i))
    var e = implicitEntry("TabItem", kind: .view, cause: i)
    e.isEstimated = true
    return add(.flexibleFrame(FlexibleFrame(minWidth: 0, maxWidth: .infinity, alignment: .top)), [padded], entry: e)
  }
}
