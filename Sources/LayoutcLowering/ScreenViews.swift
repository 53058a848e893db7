import LayoutEngine
import LayoutcEval

/// The screen vocabulary of issue 18 lowered to the engine's primitives. Each view's parts are
/// implicit nodes under the node that stands for it. Metrics that no source gives are
/// estimates, listed in docs/layout.md ("Screen views") with their reasoning; nothing here is
/// silently invented: each number cites where it comes from or says it is an estimate.
extension LoweringBuilder {
  /// The children that came from the parameter `slot` (`Instance.childSlots`).
  func children(_ i: Instance, slot: String) -> [Instance] {
    zip(i.children, i.childSlots).filter { $0.1 == slot }.map(\.0)
  }

  /// A Text node for a title argument (`Label("Mail", …)`), as the catalog's `where Label ==
  /// Text` initializers make it.
  func titleText(_ i: Instance, _ label: String = "_0", in env: TextEnvironment) -> NodeID? {
    guard case .string(let title)? = i.arguments[label] else { return nil }
    var e = implicitEntry("Text", kind: .view, cause: i)
    e.text = title
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
    if i.name == "ContentUnavailableView" {
      var title = env
      title.font = ResolvedFont(size: 22, weight: "bold", textStyle: "title2")
      var parts: [NodeID] = []
      if let icon = symbol(i, "systemImage", env, size: 48) { parts.append(icon) }
      if let t = titleText(i, in: title) { parts.append(t) }
      parts += lowerAll(i.children, env)
      let stack = add(.vStack(alignment: .center, spacing: nil), parts, entry: implicitEntry("VStack", kind: .view, cause: i))
      let frame = FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
      return add(.flexibleFrame(frame), [stack], entry: entry(i))
    }
    var icon = lowerAll(children(i, slot: "icon"), env)
    if icon.isEmpty, let s = symbol(i, "systemImage", env) { icon = [s] }
    if icon.isEmpty, case .string(let name)? = i.arguments["image"] {
      var e = implicitEntry("Image", kind: .view, cause: i)
      e.imageName = name
      let asset = lowering.model.assets[name]
      if asset == nil { warn(LoweringDiagnostics.unknownImage(name), i) }
      icon = [add(.image(width: asset?.width ?? 0, height: asset?.height ?? 0, resizable: false), entry: e)]
    }
    var title = lowerAll(children(i, slot: "title"), env)
    if title.isEmpty, let t = titleText(i, in: env) { title = [t] }
    return add(.hStack(alignment: .center, spacing: nil), icon + title, entry: entry(i))
  }

  /// Picker and LabeledContent in a form: the title at the leading edge, the value at the
  /// trailing edge, a Spacer between (the row takes the width it is offered). A Picker's
  /// current choice is not shown: which row is tagged with the selection is evaluated, not laid
  /// out (estimate: the row shows only its title).
  func labeledRow(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    var title = lowerAll(children(i, slot: "label"), env)
    if title.isEmpty, let t = titleText(i, in: env) { title = [t] }
    var value: [NodeID] = []
    if i.name == "LabeledContent" {
      value = lowerAll(children(i, slot: "content"), env)
      var secondary = env
      secondary.foreground = .member(type: "Color", name: "secondary", arguments: [])
      if value.isEmpty, let v = titleText(i, "value", in: secondary) { value = [v] }
    }
    let spacer = add(.spacer(minLength: nil), entry: implicitEntry("Spacer", kind: .view, cause: i))
    return add(.hStack(alignment: .center, spacing: nil), title + [spacer] + value, entry: entry(i))
  }

  /// A Section: header, rows, footer, top to bottom and leading-aligned, without spacing, as the
  /// rows of a list are (estimate: the inset-grouped margins and header styling are not modelled).
  func section(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    var header = lowerAll(children(i, slot: "header"), env)
    if header.isEmpty, let t = titleText(i, in: env) { header = [t] }
    let rows = lowerAll(children(i, slot: "content"), env)
    let footer = lowerAll(children(i, slot: "footer"), env)
    return add(.vStack(alignment: .leading, spacing: 0), header + rows + footer, entry: entry(i))
  }

  /// GeometryReader: as big as the proposal (`frame(maxWidth: .infinity, maxHeight: .infinity)`)
  /// with its content in a ZStack at the top leading corner (Apple's documentation: "a container
  /// view that defines its content as a function of its own size"; content placed at the origin
  /// since iOS 14).
  func geometryReader(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    let stack = add(.zStack(alignment: .topLeading), lowerAll(i.children, env), entry: implicitEntry("ZStack", kind: .view, cause: i))
    let frame = FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .topLeading)
    return add(.flexibleFrame(frame), [stack], entry: entry(i))
  }

  /// NavigationStack and NavigationView: a navigation bar across the top, then the content in the
  /// rest of the proposal, centred. The bar is 44 points high with an inline title (UIKit's
  /// standard navigation bar height) and 96 with a large title (44 plus the 52-point large-title
  /// area, estimate); the title is the nearest `.navigationTitle` below the stack.
  func navigationStack(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    let (title, inline) = navigationTitle(in: i)
    var bar: [NodeID] = []
    var titleEnv = env
    titleEnv.font = inline ? ResolvedFont(size: 17, weight: "semibold", textStyle: "headline")
      : ResolvedFont(size: 34, weight: "bold", textStyle: "largeTitle")
    if let title {
      var e = implicitEntry("Text", kind: .view, cause: i)
      e.text = title
      var t = text(title, titleEnv, entry: e)
      if !inline { t = add(.padding(EdgeInsets(top: 0, leading: 16, bottom: 8, trailing: 16)), [t], entry: implicitEntry("padding", kind: .modifier, cause: i)) }
      bar = [t]
    }
    let barFrame = FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: title == nil || inline ? 44 : 96,
      maxHeight: title == nil || inline ? 44 : 96, alignment: inline ? .center : .bottomLeading)
    let barNode = add(.flexibleFrame(barFrame), bar, entry: implicitEntry("NavigationBar", kind: .view, cause: i))
    let content = lowerAll(i.children, env)
    let fill = FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
    let body = add(.flexibleFrame(fill), content.isEmpty ? [] : [single(content, cause: i)], entry: implicitEntry("frame", kind: .modifier, cause: i))
    return add(.vStack(alignment: .center, spacing: 0), [barNode, body], entry: entry(i))
  }

  /// The title and display mode the stack's content asks for: the first `.navigationTitle`
  /// found depth first (not inside a nested stack), inline when a
  /// `.navigationBarTitleDisplayMode(.inline)` is found.
  func navigationTitle(in root: Instance) -> (String?, inline: Bool) {
    var title: String? = nil
    var inline = false
    func visit(_ i: Instance) {
      if i !== root, i.role == .navigationStack { return }
      if i.kind == .modifier, i.name == "navigationTitle", title == nil, case .string(let s)? = i.arguments["_0"] { title = s }
      if i.kind == .modifier, i.name == "navigationBarTitleDisplayMode", case .member(_, let mode, _)? = i.arguments["_0"] {
        inline = mode == "inline"
      }
      for c in i.children { visit(c) }
    }
    visit(root)
    return (title, inline)
  }

  /// TextField and SecureField: the whole proposed width, one line of the font high; the
  /// placeholder (the title) is drawn on that line, cut if too long.
  func textField(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    var placeholder = env
    placeholder.lineLimit = 1
    placeholder.foreground = .member(type: "Color", name: "secondary", arguments: [])
    let line = titleText(i, in: placeholder) ?? add(.spacer(minLength: 0), entry: implicitEntry("Spacer", kind: .view, cause: i))
    let frame = FlexibleFrame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
    return add(.flexibleFrame(frame), [line], entry: entry(i))
  }

  /// ProgressView: a 20×20 spinner (UIActivityIndicatorView's medium size, UIKit's header:
  /// "UIActivityIndicatorViewStyleWhite // 20x20") above its label; with `value:` a 4-point bar
  /// across the proposed width (UIProgressView's bar, estimate) below its label.
  func progressView(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    var label = lowerAll(i.children, env)
    if label.isEmpty, let t = titleText(i, in: env) { label = [t] }
    let indicator: NodeID
    if i.arguments["value"] != nil {
      let bar = add(.shape(.capsule), entry: implicitEntry("Capsule", kind: .view, cause: i))
      indicator = add(.flexibleFrame(FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 4, maxHeight: 4)), [bar],
        entry: implicitEntry("frame", kind: .modifier, cause: i))
      return add(.vStack(alignment: .leading, spacing: nil), label + [indicator], entry: entry(i))
    }
    let spinner = add(.shape(.circle), entry: implicitEntry("Circle", kind: .view, cause: i))
    indicator = add(.frame(width: 20, height: 20, alignment: .center), [spinner], entry: implicitEntry("frame", kind: .modifier, cause: i))
    return add(.vStack(alignment: .center, spacing: nil), [indicator] + label, entry: entry(i))
  }

  /// Slider: a track across the proposed width, 31 points high (UISlider's height with its
  /// 28-point thumb, estimate), after its label if any.
  func slider(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    let track = add(.shape(.capsule), entry: implicitEntry("Capsule", kind: .view, cause: i))
    let bar = add(.flexibleFrame(FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 31, maxHeight: 31)), [track],
      entry: implicitEntry("frame", kind: .modifier, cause: i))
    return add(.hStack(alignment: .center, spacing: nil), lowerAll(i.children, env) + [bar], entry: entry(i))
  }

  /// TabView: the first tab's content in the proposal above a 49-point tab bar (UITabBar's
  /// standard height, estimate); the other tabs are evaluated, not laid out, and the bar's items
  /// (the `.tabItem` labels) are not drawn.
  func tabView(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    let first = i.children.first.map { lower($0, env) } ?? []
    let fill = FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
    let body = add(.flexibleFrame(fill), first.isEmpty ? [] : [single(first, cause: i)], entry: implicitEntry("frame", kind: .modifier, cause: i))
    let bar = add(.flexibleFrame(FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 49, maxHeight: 49)),
      entry: implicitEntry("TabBar", kind: .view, cause: i))
    return add(.vStack(alignment: .center, spacing: 0), [body, bar], entry: entry(i))
  }

  /// `safeAreaInset(edge:alignment:spacing:content:)`: the inset view at the top or bottom edge
  /// and the content in the rest, as a VStack with the given spacing (0 by default). SwiftUI
  /// lays the content out under the inset with a smaller safe area; for content that fills its
  /// proposal the frames are the same, for other content this is an estimate.
  func safeAreaInset(_ i: Instance, content: [Instance], secondary: [Instance], _ env: TextEnvironment) -> NodeID {
    let body = single(lowerAll(content, env), cause: i)
    let inset = lowerAll(secondary, env)
    let top = ArgumentReading.memberName(i.arguments["edge"] ?? .none) == "top"
    let parts = top ? inset + [body] : [body] + inset
    let alignment = read(i, "alignment", alignments.horizontal) ?? .center
    let spacing = read(i, "spacing", optional: true, ArgumentReading.number) ?? 0
    return add(.vStack(alignment: alignment, spacing: spacing), parts, entry: entry(i))
  }
}
