import LayoutEngine
import LayoutcCatalog
import LayoutcEval
import LayoutcSema
import LayoutcText

/// Modifiers → layout nodes. The content (the modified view) is the instance's first child;
/// background, overlay and border content follow it. Defaults are SwiftUI's:
/// `padding()` is `LayoutDefaults.padding` on every edge, `padding(.horizontal)` on those
/// edges, `fixedSize()` both axes, `aspectRatio` `.fit`, alignments `.center`.
extension LoweringBuilder {
  func lowerModifier(_ i: Instance, _ env: TextEnvironment) -> [NodeID] {
    let content = i.children.first.map { [$0] } ?? []
    let secondary = Array(i.children.dropFirst())
    let a = i.arguments
    func child() -> [NodeID] { [single(lowerAll(content, env), cause: i)] }
    func node(_ kind: LayoutNodeKind, priority: Double? = nil, hidden: Bool = false) -> [NodeID] {
      [add(kind, child(), priority: priority, hidden: hidden, entry: entry(i))]
    }
    switch i.role {
    case .padding:
      return node(.padding(paddingInsets(i)))
    case .safeAreaPadding:
      return node(.safeAreaPadding(paddingInsets(i)))
    case .frame:
      let width = frameDimension("width", i, allowsInfinity: false)
      let height = frameDimension("height", i, allowsInfinity: false)
      return node(.frame(width: width, height: height, alignment: read(i, "alignment", alignments.alignment) ?? .center))
    case .flexFrame:
      return node(.flexibleFrame(flexibleFrame(a, i)))
    case .background, .overlay, .border:
      return backgroundOrOverlay(i, content: content, secondary: secondary, env)
    case .offset:
      let (x, y) = read(i, "_0") { ArgumentReading.pair($0, "width", "height") }
        ?? (read(i, "x", ArgumentReading.number) ?? 0, read(i, "y", ArgumentReading.number) ?? 0)
      return node(.offset(x: x, y: y))
    case .position:
      let (x, y) = read(i, "_0") { ArgumentReading.pair($0, "x", "y") }
        ?? (read(i, "x", ArgumentReading.number) ?? 0, read(i, "y", ArgumentReading.number) ?? 0)
      return node(.position(x: x, y: y))
    case .fixedSize:
      return node(.fixedSize(horizontal: read(i, "horizontal", \.asBool) ?? true, vertical: read(i, "vertical", \.asBool) ?? true))
    case .aspectRatio:
      return node(aspectRatio(i))
    case .layoutPriority:
      return node(.neutral, priority: read(i, "_0", ArgumentReading.number) ?? 0)
    case .alignmentGuide:
      guard let (axis, id) = read(i, "_0", alignments.guide), case .closure(let closure)? = a["computeValue"] else {
        return node(.neutral)
      }
      let compute = lowering.runner.computeValue(closure, axis: axis)
      let guide = axis == .horizontal
        ? AlignmentGuide(HorizontalAlignment(id), computeValue: compute)
        : AlignmentGuide(VerticalAlignment(id), computeValue: compute)
      return node(.alignmentGuide(guide))
    case .hidden:
      return node(.neutral, hidden: true)
    case .ignoresSafeArea:
      let edges = read(i, i.modifierID == .edgesIgnoringSafeArea ? "_0" : "edges", ArgumentReading.edges)
      return node(.ignoresSafeArea(edges ?? .all))
    case .environment:
      return environmentModifier(i, content: content, env)
    case .safeAreaInset:
      return [safeAreaInset(i, content: content, secondary: secondary, env)]
    case .containerRelativeFrame:
      return [containerRelativeFrame(i, content: child())]
    case .gridCell:
      return [gridCell(i, content: content, env)]
    default:
      // `.id`, opacity, clipping, gestures…: drawn differently, laid out as the content; the
      // drawing-only ones are recorded on the content's nodes for `--svg`.
      let saved = controls
      applyControlModifier(i)
      let ids = lowerAll(content, env)
      controls = saved
      recordDrawEffect(i, on: ids)
      recordRowTrait(i, on: ids)
      return ids
    }
  }

  /// A subview proxy, or modifiers around one.
  static func reachesSubviewProxy(_ i: Instance) -> Bool {
    if i.isSubviewProxy { return true }
    guard i.kind == .modifier, let first = i.children.first else { return false }
    return reachesSubviewProxy(first)
  }

  /// `.font`, `.lineLimit`, `.truncationMode`, `.multilineTextAlignment`, `.foregroundColor` and
  /// `.environment(\.keyPath, value)`: values the Texts below read; a layout direction is a node,
  /// because it mirrors its subtree.
  func environmentModifier(_ i: Instance, content: [Instance], _ env: TextEnvironment) -> [NodeID] {
    // A subview proxy (`ForEach(subviews:)`, `_VariadicView.Children`) "is resolved using the
    // environment of its container, not the environment of its subview proxy"
    // (developer.apple.com/documentation/swiftui/foreach/init(subviews:content:)): an
    // environment modifier on it changes nothing.
    if !content.isEmpty, content.allSatisfy(Self.reachesSubviewProxy) { return lowerAll(content, env) }
    var inner = env
    var key = EnvironmentKeyName(writtenBy: i.name)
    var label = "_0"
    if i.modifierID == .environment, case .keyPath(let path)? = i.arguments["_0"] {
      key = path.last.flatMap(EnvironmentKeyName.init(writtenBy:))
      label = "_1"
    }
    let value = i.arguments[label]
    switch key {
    case .font?:
      inner.font = read(i, label, optional: true, FontResolution.resolve) ?? env.font
    case .lineLimit?:
      inner.lineLimit = read(i, label, optional: true, \.asInt)
    case .truncationMode?:
      inner.truncationMode = read(i, label) { ArgumentReading.memberName($0).flatMap(TruncationMode.init(rawValue:)) } ?? env.truncationMode
    case .multilineTextAlignment?:
      inner.alignment = read(i, label) { ArgumentReading.memberName($0).flatMap(TextAlignment.init(rawValue:)) } ?? env.alignment
    case .foregroundStyle?:
      if let value, value != .none { inner.foreground = assetColorResolved(value) }
    case .layoutDirection?:
      let direction = read(i, label) { $0.named(LayoutDirectionName.self).map(LayoutDirection.init) } ?? .leftToRight
      return [add(.layoutDirection(direction), [single(lowerAll(content, env), cause: i)], entry: entry(i))]
    case .colorScheme?:
      // Written for part of the view: its views read it, but its colours are the preview's.
      if case .member(_, let scheme, _)? = value, scheme != appearance.rawValue {
        warn(LoweringDiagnostics.partialColorScheme(scheme, drawn: appearance.rawValue), i)
      }
    case .controlSize?, .tint?, .labelsHidden?, .headerProminence?, .listSectionSpacing?, nil:
      break
    }
    return lowerAll(content, inner)
  }

  /// `padding()`, `padding(8)`, `padding(.horizontal)`, `padding(.top, 8)`, `padding(EdgeInsets)`;
  /// `padding(nil)` and `padding(.top, nil)` are the default length.
  func paddingInsets(_ i: Instance) -> EdgeInsets {
    let a = i.arguments
    if let insets = ArgumentReading.insets(a["_0"]) { return insets }
    if let length = ArgumentReading.number(a["_0"]) { return EdgeInsets(all: length) }
    let edges = a["_0"] == nil ? .all : (read(i, "_0", ArgumentReading.edges) ?? .all)
    let length = read(i, "_1", optional: true, ArgumentReading.number) ?? LayoutDefaults.padding
    return EdgeInsets(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
  }

  /// A frame length: nil when absent; a negative or non-finite one is reported and dropped, as
  /// SwiftUI ignores it ("Invalid frame dimension (negative or non-finite)"). A maximum may be
  /// `.infinity`.
  func frameDimension(_ label: String, _ i: Instance, allowsInfinity: Bool) -> Double? {
    guard let d = read(i, label, optional: true, ArgumentReading.number), let value = i.arguments[label] else { return nil }
    if d.isNaN || d < 0 || (d.isInfinite && !allowsInfinity) {
      warn(LoweringDiagnostics.invalidFrameDimension(label, ArgumentReading.describe(value)), i)
      return nil
    }
    return d
  }

  func flexibleFrame(_ a: LabeledValues, _ i: Instance) -> FlexibleFrame {
    func d(_ label: String) -> Double? { frameDimension(label, i, allowsInfinity: label.hasPrefix("max")) }
    let frame = FlexibleFrame(
      minWidth: d("minWidth"), idealWidth: d("idealWidth"), maxWidth: d("maxWidth"),
      minHeight: d("minHeight"), idealHeight: d("idealHeight"), maxHeight: d("maxHeight"),
      alignment: read(i, "alignment", alignments.alignment) ?? .center)
    for (axis, values) in [("horizontal", [frame.minWidth, frame.idealWidth, frame.maxWidth]),
                           ("vertical", [frame.minHeight, frame.idealHeight, frame.maxHeight])] {
      let given = values.compactMap { $0 }
      if zip(given, given.dropFirst()).contains(where: { $0 > $1 }) { warn(LoweringDiagnostics.contradictoryFrame(axis), i) }
    }
    return frame
  }

  /// `aspectRatio(_:contentMode:)` with a number or a `CGSize`; `scaledToFit()`/`scaledToFill()`.
  func aspectRatio(_ i: Instance) -> LayoutNodeKind {
    switch i.modifierID {
    case .scaledToFit?: return .aspectRatio(nil, contentMode: .fit)
    case .scaledToFill?: return .aspectRatio(nil, contentMode: .fill)
    default: break
    }
    let mode = read(i, "contentMode") { $0.named(ContentModeName.self).map(ContentMode.init) } ?? .fit
    var ratio: Double? = read(i, "_0", optional: true) { v in
      ArgumentReading.number(v) ?? ArgumentReading.pair(v, "width", "height").map { $0.0 / $0.1 }
    }
    if let r = ratio, !(r.isFinite && r > 0) {
      warn(LoweringDiagnostics.invalidAspectRatio(ArgumentReading.describe(i.arguments["_0"])), i)
      ratio = nil
    }
    return .aspectRatio(ratio, contentMode: mode)
  }

  /// `background(.regularMaterial, in: Capsule())`: SwiftUI fills the shape with the style
  /// (`View.background(_:in:fillStyle:)`), so the shape takes the style's paint and the style's own
  /// view draws nothing; both stay nodes, laid out alike.
  private func paintShapeWithStyle(_ ids: [NodeID]) {
    guard ids.count == 2, let style = map[ids[0]], var shape = map[ids[1]], let paint = style.paint else { return }
    var filled = shape.paint ?? Paint()
    (filled.fill, filled.style) = (paint.fill, paint.style)
    shape.paint = filled
    map.set(ids[1], shape)
    var styleEntry = style
    styleEntry.paint = Paint()
    map.set(ids[0], styleEntry)
  }

  /// background/overlay: the content, then the secondary view proposed the content's size.
  /// `border(_:width:)` is SwiftUI's `overlay(Rectangle().strokeBorder(…))`: a stroked rectangle
  /// exactly over the view. Several secondary views share an implicit ZStack with the modifier's
  /// alignment. In iOS 15+, `background(_ style:)` and `overlay(_ style:)` fill into the safe area
  /// the view touches (`ignoresSafeAreaEdges: .all`), lowered as an implicit `ignoresSafeArea`.
  func backgroundOrOverlay(_ i: Instance, content: [Instance], secondary: [Instance], _ env: TextEnvironment) -> [NodeID] {
    let alignment = i.role == .border ? Alignment.center : (read(i, "alignment", alignments.alignment) ?? .center)
    let primary = single(lowerAll(content, env), cause: i)
    var children = [primary]
    let second = lowerAll(secondary, env)
    // A style or view argument that made no view (`.background(f(x))`) is not understood.
    // An optional view that is nil (`.overlay(badge ? Text("new") : nil)`) rightly makes none.
    let showsNothing = if case .view(let thunk)? = i.arguments["_0"] { thunk.mayShowNothing } else { false }
    if secondary.isEmpty, i.arguments["_0"] != nil, !showsNothing { reportUnreadable(i, "_0") }
    // `border(_:width:)`: the stroked rectangle's line is the modifier's width (default 1), inside.
    if i.role == .border, let id = second.first, var e = map[id] {
      var paint = e.paint ?? Paint()
      paint.strokeWidth = read(i, "width", ArgumentReading.number) ?? 1
      paint.strokeInside = true
      paint.fill = nil
      if paint.stroke == nil { paint.stroke = color(i.arguments["_0"]) ?? .black }
      e.paint = paint
      map.set(id, e)
    }
    // A style argument (`.background(Color.green)`, `.border(Color.blue)`) becomes a synthesized
    // view spanning the whole modifier call; point it at the modifier's name instead.
    let location = entry(i)
    for (instance, id) in zip(secondary, second) where instance.range == i.range {
      if var e = map[id] {
        (e.line, e.column) = (location.line, location.column)
        map.set(id, e)
      }
    }
    if second.count == 1 {
      var id = second[0]
      let isColorStyle = secondary.count == 1 && secondary[0].kind == .view && secondary[0].range == i.range && secondary[0].viewID == .color
      // `.background(LinearGradient(…))`: a gradient is a ShapeStyle too, so the style overload.
      let isGradientStyle = secondary.count == 1 && i.arguments["_0"] != nil && Catalog.isGradientStyle(secondary[0].name)
      if isColorStyle || isGradientStyle, i.role != .border, lowering.model.sdk == .ios17 {
        let edges = ArgumentReading.edges(i.arguments["ignoresSafeAreaEdges"]) ?? .all
        var e = implicitEntry("ignoresSafeArea", kind: .modifier, cause: secondary[0])
        (e.line, e.column) = (location.line, location.column)
        id = add(.ignoresSafeArea(edges), [id], entry: e)
      }
      children.append(id)
    } else if second.count > 1 {
      if i.arguments["in"] != nil { paintShapeWithStyle(second) }
      children.append(add(.zStack(alignment: alignment), second, entry: implicitEntry("ZStack", kind: .view, cause: i)))
    }
    let kind: LayoutNodeKind = i.role == .background ? .background(alignment: alignment) : .overlay(alignment: alignment)
    return [add(kind, children, entry: entry(i))]
  }
}
