import LayoutEngine
import LayoutcCatalog
import LayoutcEval

/// The screen vocabulary (navigation, forms, lists, bars, controls) lowered to the engine's
/// primitives. Each view's parts are implicit nodes under the node that stands for it. Metrics
/// that no source gives are estimates, listed in docs/layout.md ("Screen views") with their
/// reasoning; nothing here is silently invented: each number cites where it comes from or says
/// it is an estimate.
extension LoweringBuilder {
  /// The children that came from the parameter `slot` (`Instance.childSlots`).
  func children(_ i: Instance, slot: String) -> [Instance] {
    zip(i.children, i.childSlots).filter { $0.1 == slot }.map(\.0)
  }

  /// A Text node for a title argument (`Label("Mail", …)`), as the catalog's `where Label ==
  /// Text` initializers make it.
  /// An assumed title (`Button(.save, action:)`, a generated catalog symbol) is its placeholder,
  /// measured as a stand-in and marked, like a Text of an assumed value.
  func titleText(_ i: Instance, _ label: String = "_0", in env: TextEnvironment) -> NodeID? {
    guard let value = i.arguments[label], let title = value.titleText else { return nil }
    var e = implicitEntry("Text", kind: .view, cause: i)
    e.text = title
    if case .opaque(let root) = value { e.assumed = [root] }
    return text(title, env, entry: e)
  }

  /// An SF Symbol named by an argument, sized as `Image(systemName:)` is (a square of the font
  /// size: docs/layout.md, "Images").
  func symbol(_ i: Instance, _ label: String, _ env: TextEnvironment, size: Double? = nil) -> NodeID? {
    guard case .string(let name)? = i.arguments[label] else { return nil }
    var e = implicitEntry("Image", kind: .view, cause: i)
    e.imageName = name
    let side = size ?? env.font.size
    return add(.image(width: side, height: side, resizable: false), entry: e)
  }

  /// `Label`: its icon then its title in an HStack with the default spacing (estimate: the
  /// default label style's spacing is not documented). `ContentUnavailableView`: icon, title and
  /// description stacked and centred in the whole proposal (estimate).
  func label(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    if i.attributes[Evaluator.appStyle] != nil { return appStyled(i, env) }
    if i.viewID == .contentUnavailableView {
      var title = env
      title.font = ResolvedFont(size: 22, weight: "bold", textStyle: "title2")
      var parts: [NodeID] = []
      if let icon = symbol(i, "systemImage", env, size: 48) { parts.append(icon) }
      if let t = titleText(i, in: title) { parts.append(t) }
      parts += lowerAll(i.children, env)
      let stack = add(.vStack(alignment: .center, spacing: nil), parts, entry: implicitEntry("VStack", kind: .view, cause: i))
      let frame = FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
      // The builder form's label and description are drawn in the environment's fonts; SwiftUI
      // styles them as it does the title and symbol (larger): an estimate.
      var e = entry(i)
      e.isEstimated = !i.children.isEmpty
      return add(.flexibleFrame(frame), [stack], entry: e)
    }
    var icon = lowerAll(children(i, slot: "icon"), env)
    if icon.isEmpty, let s = symbol(i, "systemImage", env) { icon = [s] }
    if icon.isEmpty, case .string(let name)? = i.arguments["image"] {
      var e = implicitEntry("Image", kind: .view, cause: i)
      e.imageName = name
      let size = namedImageSize(name, i, entry: &e)
      icon = [add(.image(width: size?.width ?? 0, height: size?.height ?? 0, resizable: false), entry: e)]
    }
    var title = lowerAll(children(i, slot: "title"), env)
    if title.isEmpty, let t = titleText(i, in: env) { title = [t] }
    switch controls.style(LabelStyleName.self) {
    case .iconOnly?: title = []
    case .titleOnly?: icon = []
    case .automatic?, .titleAndIcon?, nil: break
    }
    var e = entry(i)
    e.isEstimated = !icon.isEmpty && !title.isEmpty
    return add(.hStack(alignment: .center, spacing: nil), icon + title, entry: e)
  }

  /// GeometryReader: exactly its proposal, an unspecified axis 0 (OpenSwiftUI GeometryReader.swift,
  /// audited against SwiftUI 6.5.4: `GeometryReaderLayout.sizeThatFits` is
  /// `proposal.replacingUnspecifiedDimensions(by: .zero)`), its content proposed that size and
  /// placed at the top leading corner: a flexible frame whose ideal size is 0, around a ZStack
  /// aligned top leading (Apple: "a container view that defines its content as a function of its
  /// own size"; content placed at the origin since iOS 14).
  func geometryReader(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    let stack = add(.zStack(alignment: .topLeading), lowerAll(i.children, env), entry: implicitEntry("ZStack", kind: .view, cause: i))
    let frame = FlexibleFrame(
      minWidth: 0, idealWidth: 0, maxWidth: .infinity, minHeight: 0, idealHeight: 0, maxHeight: .infinity, alignment: .topLeading)
    return add(.flexibleFrame(frame), [stack], entry: entry(i))
  }

  /// `safeAreaInset(edge:alignment:spacing:content:)` on any of the four edges: the modified
  /// view then the inset content, in the order SwiftUI's `_InsetViewModifier` makes them (the
  /// modified view first; OpenSwiftUI InsetViewModifier.swift, `_makeView`), laid out by the
  /// engine's `safeAreaInset` (the content against the edge, the modified view in the rest, its
  /// safe area inset by the content). A nil spacing is the two views' spacing preferences.
  func safeAreaInset(_ i: Instance, content: [Instance], secondary: [Instance], _ env: TextEnvironment) -> NodeID {
    let body = single(lowerAll(content, env), cause: i)
    // The inset content's views share an implicit ZStack (`implicitRootType = _ZStackLayout`).
    let insetViews = lowerAll(secondary, env)
    let inset = insetViews.count == 1
      ? insetViews[0] : add(.zStack(alignment: .center), insetViews, entry: implicitEntry("ZStack", kind: .view, cause: i))
    let edges: [String: Edges] = ["top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing]
    let edge = read(i, "edge") { ArgumentReading.memberName($0).flatMap { edges[$0] } } ?? .bottom
    let guide = edge == .top || edge == .bottom
      ? (read(i, "alignment", alignments.horizontal) ?? .center).id
      : (read(i, "alignment", alignments.vertical) ?? .center).id
    let spacing = read(i, "spacing", optional: true, ArgumentReading.number)
    return add(.safeAreaInset(edge: edge, alignment: guide, spacing: spacing), [body, inset], entry: entry(i))
  }
}
