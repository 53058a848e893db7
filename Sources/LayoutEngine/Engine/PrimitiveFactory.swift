/// Maps a node's kind to the primitive that lays it out: the single switch over `LayoutNodeKind`
/// in the engine, so adding a kind means adding one case here and one file in `Primitives/`.
extension LayoutPass {
  func primitive(for id: NodeID) -> any LayoutPrimitive {
    let node = tree[id]
    switch node.kind {
    case .shape(let kind):
      return ShapeLayout(kind: kind)
    case .image(let width, let height, let resizable):
      return ImageLayout(width: width, height: height, resizable: resizable)
    case .measured(let content):
      return MeasuredLeafLayout(node: id, content: content)
    case .spacer(let minLength):
      return SpacerLayout(minLength: minLength, stackAxis: stackAxis[id.rawValue])
    case .divider:
      return DividerLayout(stackAxis: stackAxis[id.rawValue], scale: scale)
    case .hStack(let alignment, let spacing):
      return StackLayout(node: id, axis: .horizontal, alignment: alignment.id, spacing: spacing)
    case .vStack(let alignment, let spacing):
      return StackLayout(node: id, axis: .vertical, alignment: alignment.id, spacing: spacing)
    case .zStack(let alignment):
      return ZStackLayout(alignment: alignment)
    case .frame(let width, let height, let alignment):
      return FixedFrameLayout(width: width, height: height, alignment: alignment)
    case .flexibleFrame(let frame):
      return FlexibleFrameLayout(frame)
    case .padding(let insets):
      return PaddingLayout(insets: insets)
    case .background(let alignment), .overlay(let alignment):
      return SecondaryChildLayout(alignment: alignment)
    case .offset(let x, let y):
      return OffsetLayout(x: x, y: y)
    case .position(let x, let y):
      return PositionLayout(x: x, y: y)
    case .fixedSize(let horizontal, let vertical):
      return FixedSizeLayout(horizontal: horizontal, vertical: vertical)
    case .aspectRatio(let ratio, let contentMode):
      return AspectRatioLayout(ratio: ratio, contentMode: contentMode)
    case .alignmentGuide(let guide):
      return AlignmentGuideLayout(guide: guide)
    case .ignoresSafeArea, .layoutDirection, .neutral:
      return NeutralLayout()
    }
  }
}
