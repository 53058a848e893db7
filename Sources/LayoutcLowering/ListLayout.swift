import LayoutEngine
import LayoutcCatalog
import LayoutcEval

/// List and Form in iOS's list styles. The default on iOS is inset grouped: sections are
/// rounded white cards on the grouped grey background, inset from the screen edges, rows at
/// least 44 high with their content inset, separators between rows inset to the text, headers
/// in uppercase footnote and secondary colour above each card, footers below it.
///
/// Sources: the margins, header/footer insets, corner radius and header font are Flutter's
/// measurements of SwiftUI's inset-grouped Forms (flutter/packages/flutter/lib/src/cupertino/
/// list_section.dart: "determined from SwiftUI's Forms in iOS 14.2 SDK": rows margin 20 leading
/// and trailing, 20 above a section without a header, 10 below; header margin 16 above and 6
/// below, its text 13 points; radius 10; divider inset 14 + 6 = 20 without a leading icon); the
/// minimum row height is `defaultMinListRowHeight`, 44 (Apple HIG: 44×44 pt hit targets; SwiftUI
/// applies it as a minimum height to each row). The row's vertical inset (6) is an estimate: it
/// makes a UISwitch row 31 + 12 = 43 → 44 high, as iOS's are.
struct ListMetrics {
  /// Leading and trailing margin of a section card from the list's edges.
  var sectionMargin: Double
  /// The card's corner radius (0: edge to edge).
  var cornerRadius: Double
  /// The background behind the cards (systemGroupedBackground) and the cards' fill.
  var background: RGBA
  var cardFill: RGBA?
  var uppercaseHeaders: Bool

  static let rowInsets = EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20)
  static let minRowHeight = 44.0
  static let topMargin = 20.0
  static let bottomMargin = 10.0
  static let headerInsets = (top: 16.0, bottom: 6.0)
  static let footerTop = 6.0
  /// `listSectionSpacing(.compact)`: an estimate (no published value).
  static let compactSpacing = 20.0

  /// The metrics of a list style (`automatic` is inset grouped on iOS; `sidebar` draws as inset
  /// grouped on iPhone, estimate; `inset` is inset cards on white, estimate; `plain` rows edge
  /// to edge on white), its colours UIKit's in `appearance`: systemGroupedBackground behind the
  /// cards and secondarySystemGroupedBackground in them, systemBackground behind plain rows.
  static func of(_ style: ListStyleName, in appearance: Appearance) -> ListMetrics {
    let grouped = ColorResolution.uiKit("systemGroupedBackground", in: appearance)!
    let card = ColorResolution.uiKit("secondarySystemGroupedBackground", in: appearance)!
    let plain = ColorResolution.uiKit("systemBackground", in: appearance)!
    switch style {
    case .plain:
      return ListMetrics(sectionMargin: 0, cornerRadius: 0, background: plain, cardFill: nil, uppercaseHeaders: false)
    case .grouped:
      return ListMetrics(sectionMargin: 0, cornerRadius: 0, background: grouped, cardFill: card, uppercaseHeaders: true)
    case .inset:
      return ListMetrics(sectionMargin: 20, cornerRadius: 10, background: plain, cardFill: grouped, uppercaseHeaders: false)
    case .automatic, .insetGrouped, .sidebar:
      return ListMetrics(sectionMargin: 20, cornerRadius: 10, background: grouped, cardFill: card, uppercaseHeaders: true)
    }
  }
}

/// What a row's own modifiers ask of the list (`listRowInsets`, `listRowSeparator(.hidden)`,
/// `listRowBackground`): traits the list reads, recorded on the row's nodes.
struct RowTraits {
  var insets: EdgeInsets?
  var separatorHidden = false
  var background: RGBA?
}

extension LoweringBuilder {
  /// List and Form: the grouped background filling the proposal, the sections stacked from the
  /// top, and the content proposed its ideal height (it scrolls: what is beyond the list's
  /// frame is laid out, and `--svg` cuts it at the frame).
  func list(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    let style = controls.style(ListStyleName.self) ?? .automatic
    let metrics = ListMetrics.of(style, in: appearance)
    let saved = controls
    controls.listStyle = style
    let ids = lowerAll(i.children, env)
    controls = saved
    // Rows outside any Section form sections of their own, as SwiftUI groups them.
    var sections: [NodeID] = []
    var loose: [NodeID] = []
    func flush() {
      guard !loose.isEmpty else { return }
      sections.append(sectionBlock(header: [], rows: loose, footer: [], metrics: metrics, cause: i, entry: implicitEntry("Section", kind: .view, cause: i)))
      loose = []
    }
    for id in ids {
      if sectionCore(id) != nil { flush(); sections.append(id) } else { loose.append(id) }
    }
    flush()
    let spacing = controls.sectionSpacing
    var parts: [NodeID] = []
    for (n, s) in sections.enumerated() {
      let hasHeader = sectionCore(s).map { sectionsWithHeader.contains($0) } ?? false
      // A plain list's rows start at its top edge and sections follow without margins.
      let plain = metrics.cardFill == nil
      var top = hasHeader || plain ? 0 : ListMetrics.topMargin
      var bottom = plain ? 0 : ListMetrics.bottomMargin
      if spacing != nil { top = n == 0 ? top : 0; bottom = n == sections.count - 1 ? bottom : 0 }
      parts.append(add(.padding(EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0)), [s],
        entry: implicitEntry("padding", kind: .modifier, cause: i)))
    }
    let content = add(.vStack(alignment: .leading, spacing: spacing ?? 0), parts, entry: implicitEntry("VStack", kind: .view, cause: i))
    let fixed = add(.fixedSize(horizontal: false, vertical: true), [content], entry: implicitEntry("fixedSize", kind: .modifier, cause: i))
    var e = entry(i)
    var paint = Paint()
    paint.fill = metrics.background
    paint.effects = [.clip(.rectangle)]
    e.paint = paint
    let frame = FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .top)
    return add(.flexibleFrame(frame), [fixed], entry: e)
  }

  /// A Section: in a list, its header above a card of rows and its footer below; elsewhere a
  /// VStack of header, rows and footer (SwiftUI shows a Section outside a list as its content).
  func section(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    guard let style = controls.listStyle else {
      var header = lowerAll(children(i, slot: "header"), env)
      if header.isEmpty, let t = titleText(i, in: env) { header = [t] }
      let rows = lowerAll(children(i, slot: "content"), env)
      let footer = lowerAll(children(i, slot: "footer"), env)
      return add(.vStack(alignment: .leading, spacing: 0), header + rows + footer, entry: entry(i))
    }
    let metrics = ListMetrics.of(style, in: appearance)
    var headerEnv = env
    headerEnv.foreground = .member(type: "Color", name: "secondary", arguments: [])
    if controls.prominentHeaders {
      // `headerProminence(.increased)`: title3 bold in the primary colour (estimate: Flutter's
      // list_section.dart sketches the inset-grouped header at 20 bold).
      headerEnv.font = ResolvedFont(size: 20, weight: "bold", textStyle: "title3")
      headerEnv.foreground = nil
    } else {
      // Footnote (13 points: Flutter's measurement; HIG's footnote style), uppercase.
      headerEnv.font = ResolvedFont(size: 13, weight: "regular", textStyle: "footnote")
      headerEnv.uppercased = metrics.uppercaseHeaders
    }
    var header = lowerAll(children(i, slot: "header"), headerEnv)
    if header.isEmpty, let t = titleText(i, in: headerEnv) { header = [t] }
    let rows = lowerAll(children(i, slot: "content"), env)
    var footerEnv = env
    footerEnv.font = ResolvedFont(size: 13, weight: "regular", textStyle: "footnote")
    footerEnv.foreground = .member(type: "Color", name: "secondary", arguments: [])
    let footer = lowerAll(children(i, slot: "footer"), footerEnv)
    return sectionBlock(header: header, rows: rows, footer: footer, metrics: metrics, cause: i, entry: entry(i))
  }

  /// Header, card and footer of one section in a list.
  func sectionBlock(header: [NodeID], rows: [NodeID], footer: [NodeID], metrics: ListMetrics, cause i: Instance,
    entry sectionEntry: SourceMap.Entry) -> NodeID
  {
    let textInset = metrics.sectionMargin + ListMetrics.rowInsets.leading
    var parts: [NodeID] = []
    if !header.isEmpty {
      parts.append(add(.padding(EdgeInsets(top: ListMetrics.headerInsets.top, leading: textInset, bottom: ListMetrics.headerInsets.bottom,
        trailing: textInset)), [single(header, cause: i)], entry: implicitEntry("padding", kind: .modifier, cause: i)))
    }
    let laidRows = rows.enumerated().map { n, id in row(id, last: n == rows.count - 1, cause: i) }
    var card = implicitEntry("SectionCard", kind: .view, cause: i)
    var paint = Paint()
    paint.fill = metrics.cardFill
    paint.cornerRadius = metrics.cornerRadius
    if metrics.cornerRadius > 0 { paint.effects = [.clip(.roundedRectangle(cornerRadius: metrics.cornerRadius))] }
    card.paint = paint
    let cardNode = add(.vStack(alignment: .leading, spacing: 0), laidRows, entry: card)
    parts.append(add(.padding(EdgeInsets(top: 0, leading: metrics.sectionMargin, bottom: 0, trailing: metrics.sectionMargin)), [cardNode],
      entry: implicitEntry("padding", kind: .modifier, cause: i)))
    if !footer.isEmpty {
      parts.append(add(.padding(EdgeInsets(top: ListMetrics.footerTop, leading: textInset, bottom: 0, trailing: textInset)),
        [single(footer, cause: i)], entry: implicitEntry("padding", kind: .modifier, cause: i)))
    }
    let id = add(.vStack(alignment: .leading, spacing: 0), parts, entry: sectionEntry)
    sectionNodes.insert(id)
    if !header.isEmpty { sectionsWithHeader.insert(id) }
    return id
  }

  /// One row: its content inset (`listRowInsets` or the default), at least 44 high, across the
  /// card; a NavigationLink gets a disclosure chevron at the trailing edge; a separator inset to
  /// the text is laid over its bottom edge unless it is the last row or hidden.
  func row(_ id: NodeID, last: Bool, cause i: Instance) -> NodeID {
    let traits = rowTraits[id] ?? map[id].flatMap { e in tree[id].children.count == 1 ? rowTraits[tree[id].children[0]] : nil }
    var content = id
    if isNavigationLink(id) {
      let spacer = add(.spacer(minLength: nil), entry: implicitEntry("Spacer", kind: .view, cause: i))
      // The disclosure indicator: SF Symbols' chevron.right at 13 points semibold in the tertiary
      // label colour, about 8×13 (estimate: measured off screenshots, no published size).
      var e = implicitEntry("chevron", kind: .view, cause: i)
      e.imageName = "chevron.right"
      e.isEstimated = true
      e.control = .chevron(.right, ColorResolution.uiKit("tertiaryLabel", in: appearance)!)
      let chevron = add(.image(width: 8, height: 13, resizable: false), entry: e)
      content = add(.hStack(alignment: .center, spacing: nil), [id, spacer, chevron], entry: implicitEntry("HStack", kind: .view, cause: i))
    }
    let insets = traits?.insets ?? ListMetrics.rowInsets
    let padded = add(.padding(insets), [content], entry: implicitEntry("padding", kind: .modifier, cause: i))
    var rowEntry = implicitEntry("Row", kind: .view, cause: i)
    rowEntry.isEstimated = traits?.insets == nil
    if let background = traits?.background {
      var paint = Paint()
      paint.fill = background
      rowEntry.paint = paint
    }
    let frame = FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: ListMetrics.minRowHeight, alignment: .leading)
    let rowNode = add(.flexibleFrame(frame), [padded], entry: rowEntry)
    guard !last, traits?.separatorHidden != true else { return rowNode }
    let divider = add(.divider, entry: implicitEntry("Separator", kind: .view, cause: i))
    let inset = add(.padding(EdgeInsets(top: 0, leading: insets.leading, bottom: 0, trailing: 0)), [divider],
      entry: implicitEntry("padding", kind: .modifier, cause: i))
    return add(.overlay(alignment: .bottomLeading), [rowNode, inset], entry: implicitEntry("overlay", kind: .modifier, cause: i))
  }

  /// The section node `id` is, directly or as the body of a user view (`struct AccountSection:
  /// View { var body: some View { Section { … } } }`); nil for a row.
  func sectionCore(_ id: NodeID) -> NodeID? {
    if sectionNodes.contains(id) { return id }
    if case .neutral = tree[id].kind, tree[id].children.count == 1 { return sectionCore(tree[id].children[0]) }
    return nil
  }

  /// A node a NavigationLink became (directly, or as a user view's body).
  func isNavigationLink(_ id: NodeID) -> Bool {
    guard let e = map[id] else { return false }
    if e.catalogView == .navigationLink { return true }
    if case .neutral = tree[id].kind, tree[id].children.count == 1 { return isNavigationLink(tree[id].children[0]) }
    return false
  }

  /// `listRowInsets`, `listRowSeparator`, `listRowBackground` on the nodes a row became.
  func recordRowTrait(_ i: Instance, on ids: [NodeID]) {
    for id in ids {
      var traits = rowTraits[id] ?? RowTraits()
      switch i.modifierID {
      case .listRowInsets?:
        traits.insets = read(i, "_0", optional: true) { ArgumentReading.insets($0) }
      case .listRowSeparator?:
        traits.separatorHidden = i.arguments["_0"]?.named(VisibilityName.self) == .hidden
      case .listRowBackground?:
        traits.background = i.children.dropFirst().first.flatMap { color($0.attributes["color"]) }
      default:
        return
      }
      rowTraits[id] = traits
    }
  }
}
