import LayoutEngine
import LayoutcCatalog
import LayoutcEval

/// NavigationSplitView: "in narrow size classes … the navigation split view collapses all of its
/// columns into a stack" (Apple's documentation of NavigationSplitView), so in a compact width
/// (an iPhone in portrait) it is the sidebar column's NavigationStack, or the column
/// `preferredCompactColumn` names. In a regular width (an iPad) the columns stand side by side,
/// each a navigation stack with its own bar: the sidebar and the content column 320 points wide
/// (UISplitViewController's default maximum primary column width: useyourloaf.com, "Change the
/// Width of the Master View in a Split View Controller"; the content column's width is an
/// estimate, as is showing the sidebar beside the detail in portrait, where iPadOS may overlay
/// it), the detail in the rest, a hairline between columns. `columnVisibility`'s `.detailOnly`
/// and `.doubleColumn` hide the leading columns.
extension LoweringBuilder {
  static let splitColumnWidth = 320.0

  func navigationSplitView(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    readsSizeClass = true
    let sidebar = children(i, slot: "sidebar"), content = children(i, slot: "content"), detail = children(i, slot: "detail")
    guard lowering.isRegularWidth else {
      let shown: [Instance] = switch i.arguments["preferredCompactColumn"]?.boundValue?.named(NavigationSplitViewColumnName.self) {
      case .detail?: detail
      case .content? where !content.isEmpty: content
      default: sidebar
      }
      return navigationColumn(i, content: shown, env, entry: entry(i))
    }
    var columns = [("SidebarColumn", sidebar), ("ContentColumn", content)].filter { !$0.1.isEmpty }
    switch i.arguments["columnVisibility"]?.boundValue?.named(NavigationSplitViewVisibilityName.self) {
    case .detailOnly?: columns = []
    case .doubleColumn?: columns = Array(columns.suffix(1))
    case .automatic?, .all?, nil: break
    }
    var parts: [NodeID] = []
    for (name, column) in columns {
      var e = implicitEntry(name, kind: .view, cause: i)
      e.isEstimated = true
      let stack = navigationColumn(i, content: column, env, entry: implicitEntry("NavigationStack", kind: .view, cause: i))
      parts.append(add(.frame(width: Self.splitColumnWidth, height: nil, alignment: .center), [stack], entry: e))
      var separator = implicitEntry("ColumnSeparator", kind: .view, cause: i)
      var paint = Paint()
      paint.fill = ColorResolution.uiKit("separator", in: appearance)
      separator.paint = paint
      parts.append(add(.frame(width: 1 / 3, height: nil, alignment: .center), [add(.shape(.rectangle), entry: separator)],
        entry: implicitEntry("frame", kind: .modifier, cause: i)))
    }
    let detailStack = navigationColumn(i, content: detail, env, entry: implicitEntry("NavigationStack", kind: .view, cause: i))
    parts.append(add(.flexibleFrame(FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)),
      [detailStack], entry: implicitEntry("DetailColumn", kind: .view, cause: i)))
    return add(.hStack(alignment: .center, spacing: 0), parts, entry: entry(i))
  }
}
