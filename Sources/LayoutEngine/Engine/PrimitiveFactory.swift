/// A question the pass asks a node's primitive (its size, its placements, a guide's value).
///
/// Generic over the primitive's type, so each question is specialised per primitive and the
/// primitive is never boxed as `any LayoutPrimitive`: most primitives are larger than an
/// existential's inline buffer, and boxing cost a heap allocation per question asked.
protocol PrimitiveQuestion {
  associatedtype Answer
  func ask<Primitive: LayoutPrimitive>(_ primitive: Primitive) -> Answer
}

/// Maps a node's kind to the primitive that lays it out: the single switch over `LayoutNodeKind`
/// in the engine, so adding a kind means adding one case here and one file in `Primitives/`.
extension LayoutPass {
  func ask<Question: PrimitiveQuestion>(_ question: Question, of id: NodeID) -> Question.Answer {
    switch tree.nodes[id.rawValue].kind {  // not `tree[id]`, which copies the node
    case .shape(let kind):
      return question.ask(ShapeLayout(kind: kind))
    case .image(let width, let height, let resizable):
      return question.ask(ImageLayout(width: width, height: height, resizable: resizable))
    case .measured(let content):
      return question.ask(MeasuredLeafLayout(node: id, content: content))
    case .spacer(let minLength):
      return question.ask(SpacerLayout(minLength: minLength, stackAxis: stackAxis[id.rawValue]))
    case .divider:
      return question.ask(DividerLayout(stackAxis: stackAxis[id.rawValue], scale: scale))
    case .hStack(let alignment, let spacing):
      return question.ask(StackLayout(node: id, axis: .horizontal, alignment: alignment.id, spacing: spacing))
    case .vStack(let alignment, let spacing):
      return question.ask(StackLayout(node: id, axis: .vertical, alignment: alignment.id, spacing: spacing))
    case .zStack(let alignment):
      return question.ask(ZStackLayout(alignment: alignment))
    case .frame(let width, let height, let alignment):
      return question.ask(FixedFrameLayout(width: width, height: height, alignment: alignment))
    case .flexibleFrame(let frame):
      return question.ask(FlexibleFrameLayout(frame))
    case .padding(let insets):
      return question.ask(PaddingLayout(insets: insets))
    case .background(let alignment), .overlay(let alignment):
      return question.ask(SecondaryChildLayout(alignment: alignment))
    case .offset(let x, let y):
      return question.ask(OffsetLayout(x: x, y: y))
    case .position(let x, let y):
      return question.ask(PositionLayout(x: x, y: y))
    case .fixedSize(let horizontal, let vertical):
      return question.ask(FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    case .aspectRatio(let ratio, let contentMode):
      return question.ask(AspectRatioLayout(ratio: ratio, contentMode: contentMode))
    case .alignmentGuide(let guide):
      return question.ask(AlignmentGuideLayout(guide: guide))
    case .ignoresSafeArea, .layoutDirection, .neutral:
      return question.ask(NeutralLayout())
    }
  }
}
