import LayoutEngine
import LayoutcCatalog
import LayoutcEval

/// Views SwiftUI builds out of simpler layouts, lowered to those layouts. The node that stands
/// for the view carries its name; the parts it is made of are implicit nodes.
extension LoweringBuilder {
  /// `ScrollView` (and `List`, as a vertical scroll view of rows without spacing): takes the
  /// space it is offered (`frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight:
  /// .infinity)`), and proposes its content nil — ideal size — along the scroll axis, so the
  /// content is as long as it wants. Content shorter than the viewport starts at the top (leading
  /// edge for a horizontal scroll view) and is centred across. Several content views stack along
  /// the axis with default spacing. Indicators and insets are not modelled.
  func scrollView(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    // `ScrollView(.horizontal)`; both axes at once are not modelled, so they are reported.
    let horizontal = i.role == .scrollView && read(i, "_0") { $0.named(AxisName.self) } == .horizontal
    let children = lowerAll(i.children, env)
    let content: NodeID
    if horizontal {
      content = add(.hStack(alignment: .center, spacing: nil), children, entry: implicitEntry("HStack", kind: .view, cause: i))
    } else {
      let spacing: Double? = i.role == .list ? 0 : nil
      content = add(.vStack(alignment: .center, spacing: spacing), children, entry: implicitEntry("VStack", kind: .view, cause: i))
    }
    let fixed = add(.fixedSize(horizontal: horizontal, vertical: !horizontal), [content],
      entry: implicitEntry("fixedSize", kind: .modifier, cause: i))
    let frame = FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity,
      alignment: horizontal ? .leading : .top)
    return add(.flexibleFrame(frame), [fixed], entry: entry(i))
  }
}
