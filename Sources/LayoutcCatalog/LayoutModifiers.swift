/// View modifiers that change layout: padding, frames, secondary children (background, overlay,
/// border), placement (offset, position), sizing policy (fixedSize, aspectRatio, priority) and
/// alignment guides. Each wraps the receiver: `ModifiedContent<Self, Modifier>`.
extension Catalog {
  static let layoutModifiers: [ModifierEntry] = [
    ModifierEntry("padding", summary: "Insets the child and reports its size plus the insets.", overloads: [
      Overload([Parameter(nil, .value("CGFloat"))], result: "ModifiedContent<Self, _PaddingLayout>", layout: .padding,
        source: Src.ios13("View.padding(_: CGFloat) { padding(.all, length) }")),
      Overload([Parameter(nil, .value("EdgeInsets"))], result: "ModifiedContent<Self, _PaddingLayout>", layout: .padding,
        source: Src.ios13("View.padding(_: EdgeInsets) { modifier(_PaddingLayout(insets:)) }")),
      Overload([Parameter(nil, .value("Edge.Set"), default: true), Parameter(nil, .value("Optional<CGFloat>"), default: true)],
        result: "ModifiedContent<Self, _PaddingLayout>", layout: .padding,
        source: Src.ios13("View.padding(_: Edge.Set = .all, _: CGFloat? = nil) { modifier(_PaddingLayout(edges:insets:)) }")),
    ]),
    // iOS 17: `containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)`,
    // `containerRelativeFrame(_:count:span:spacing:alignment:)` and the closure form
    // `containerRelativeFrame(_:alignment:_:)` (developer.apple.com/documentation/
    // swiftui/view/containerrelativeframe(_:alignment:)). `some View`: the modifier behind it is
    // `ContainerRelativeFrameModifier` (a symbol of SwiftUI's binary); its generic form is an estimate.
    ModifierEntry("containerRelativeFrame", summary: "A frame as long as the nearest container (a scroll view, a list, the window) on the axes given, or a share of it (iOS 17).", overloads: [
      Overload([Parameter(nil, .value("Axis.Set")), Parameter("alignment", .value("Alignment"), default: true)],
        result: "ModifiedContent<Self, ContainerRelativeFrameModifier>", layout: .containerRelativeFrame, sdks: .ios17Only,
        source: Src.estimate("View.containerRelativeFrame(_: Axis.Set, alignment:) -> some View (iOS 17); runtime name ContainerRelativeFrameModifier")),
      Overload([Parameter(nil, .value("Axis.Set")), Parameter("count", .value("Int")), Parameter("span", .value("Int"), default: true),
                Parameter("spacing", .value("CGFloat")), Parameter("alignment", .value("Alignment"), default: true)],
        result: "ModifiedContent<Self, ContainerRelativeFrameModifier>", layout: .containerRelativeFrame, sdks: .ios17Only,
        source: Src.estimate("View.containerRelativeFrame(_: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment:) -> some View (iOS 17)")),
      Overload([Parameter(nil, .value("Axis.Set")), Parameter("alignment", .value("Alignment"), default: true), Parameter(nil, .lengthComputation)],
        result: "ModifiedContent<Self, ContainerRelativeFrameModifier>", layout: .containerRelativeFrame, sdks: .ios17Only,
        source: Src.estimate("View.containerRelativeFrame(_: Axis.Set, alignment:, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View (iOS 17)")),
    ]),
    ModifierEntry("frame", summary: "Proposes a fixed or clamped size to the child and aligns it inside.", overloads: [
      Overload([Parameter("width", .value("Optional<CGFloat>"), default: true),
                Parameter("height", .value("Optional<CGFloat>"), default: true),
                Parameter("alignment", .value("Alignment"), default: true)],
        result: "ModifiedContent<Self, _FrameLayout>", layout: .frame,
        source: Src.ios13("View.frame(width:height:alignment:) { modifier(_FrameLayout(…)) }")),
      Overload(["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].map {
          Parameter($0, .value("Optional<CGFloat>"), default: true)
        } + [Parameter("alignment", .value("Alignment"), default: true)],
        result: "ModifiedContent<Self, _FlexFrameLayout>", layout: .flexFrame,
        source: Src.ios13("View.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:) { modifier(_FlexFrameLayout(…)) }")),
    ]),
    ModifierEntry("background", summary: "Draws a secondary view (or style) behind, proposed the child's size.", overloads: [
      // iOS 15+: Color is both a View and a ShapeStyle; the ShapeStyle overload is chosen.
      Overload([Parameter(nil, .shapeStyle), Parameter("ignoresSafeAreaEdges", .value("Edge.Set"), default: true)],
        result: "ModifiedContent<Self, _BackgroundStyleModifier<$0>>", layout: .background, sdks: .ios17Only,
        source: "nalexn/ViewInspector#169: Text(\"\").background(Color.red) holds a _BackgroundStyleModifier from iOS 15; OpenSwiftUI and SwiftVVD reimplementations: View.background<S: ShapeStyle>(_:ignoresSafeAreaEdges:) { modifier(_BackgroundStyleModifier(style:ignoresSafeAreaEdges:)) }"),
      Overload([Parameter(nil, .view), Parameter("alignment", .value("Alignment"), default: true)],
        result: "ModifiedContent<Self, _BackgroundModifier<$0>>", layout: .background,
        source: Src.ios13("View.background<Background: View>(_:alignment:) { modifier(_BackgroundModifier(background:alignment:)) }")),
      Overload([Parameter("alignment", .value("Alignment"), default: true), Parameter("content", .viewBuilder)],
        result: "ModifiedContent<Self, _BackgroundModifier<$1>>", layout: .background, sdks: .ios17Only,
        source: "SwiftVVD reimplementation of the iOS 15 interface: View.background<V>(alignment:content:) { modifier(_BackgroundModifier(background: content(), alignment:)) }"),
      Overload([Parameter("ignoresSafeAreaEdges", .value("Edge.Set"), default: true)],
        result: "ModifiedContent<Self, _BackgroundStyleModifier<BackgroundStyle>>", layout: .background, sdks: .ios17Only,
        source: "SwiftVVD reimplementation of the iOS 15 interface: View.background(ignoresSafeAreaEdges:) { _BackgroundStyleModifier(style: .background, …) }"),
      Overload([Parameter(nil, .shapeStyle), Parameter("in", .shape), Parameter("fillStyle", .value("FillStyle"), default: true)],
        result: "ModifiedContent<Self, _InsettableBackgroundShapeModifier<$0, $1>>", layout: .background, sdks: .ios17Only,
        source: Src.unconfirmed("Hongtae/SwiftVVD BackgroundModifier.swift mirrors View.background<S, T: InsettableShape>(_:in:fillStyle:) { modifier(_InsettableBackgroundShapeModifier(…)) }; not checked against Apple's interface")),
    ]),
    ModifierEntry("overlay", summary: "Draws a secondary view (or style) in front, proposed the child's size.", overloads: [
      Overload([Parameter(nil, .shapeStyle), Parameter("ignoresSafeAreaEdges", .value("Edge.Set"), default: true)],
        result: "ModifiedContent<Self, _OverlayStyleModifier<$0>>", layout: .overlay, sdks: .ios17Only,
        source: Src.open("View.overlay<S: ShapeStyle>(_:ignoresSafeAreaEdges:) { modifier(_OverlayStyleModifier(style:ignoresSafeAreaEdges:)) }")),
      Overload([Parameter(nil, .view), Parameter("alignment", .value("Alignment"), default: true)],
        result: "ModifiedContent<Self, _OverlayModifier<$0>>", layout: .overlay,
        source: Src.ios13("View.overlay<Overlay: View>(_:alignment:) { modifier(_OverlayModifier(overlay:alignment:)) }")),
      Overload([Parameter("alignment", .value("Alignment"), default: true), Parameter("content", .viewBuilder)],
        result: "ModifiedContent<Self, _OverlayModifier<$1>>", layout: .overlay, sdks: .ios17Only,
        source: "SwiftVVD reimplementation of the iOS 15 interface: View.overlay<V>(alignment:content:) { modifier(_OverlayModifier(overlay: content(), alignment:)) }"),
    ]),
    // border's body is @inlinable and available from iOS 13, so it is type-checked in an iOS 13
    // context: the iOS 17 StrokeBorderShapeView overload is unavailable there and the old
    // `some View` one (a `_ShapeView`) is used in every SDK.
    ModifierEntry("border", summary: "A stroke drawn inside the child's bounds, as an overlay.", overloads: [
      Overload([Parameter(nil, .shapeStyle), Parameter("width", .value("CGFloat"), default: true)],
        result: "ModifiedContent<Self, _OverlayModifier<_ShapeView<_StrokedShape<_Inset>, $0>>>", layout: .border,
        source: Src.ios13("View.border<S>(_:width:) { overlay(Rectangle().strokeBorder(content, lineWidth: width)) }") + "; seed 000 slide; iOS 17 inferred (body checked at iOS 13 availability)"),
    ]),
    ModifierEntry("layoutPriority", summary: "Raises the child's priority when a stack divides space.", overloads: [
      Overload([Parameter(nil, .value("Double"))], result: "ModifiedContent<Self, _TraitWritingModifier<LayoutPriorityTraitKey>>",
        layout: .layoutPriority, source: Src.ios13("View.layoutPriority(_:) { _trait(LayoutPriorityTraitKey.self, value) }")),
    ]),
    // `_trait(_LayoutTrait<K>.self, value)` (SwiftUI.swiftinterface, `View.layoutValue(key:value:)`,
    // iOS 16): read by the custom `Layout` the view is a subview of, inert elsewhere.
    ModifierEntry("layoutValue", summary: "A value a custom Layout reads from its subview (`subviews[i][Key.self]`, iOS 16).", overloads: [
      Overload([Parameter("key", .layoutValueKey), Parameter("value", .hashable)],
        result: "ModifiedContent<Self, _TraitWritingModifier<_LayoutTrait<$0>>>", layout: .inert, sdks: .ios17Only,
        source: Src.apple("View.layoutValue<K>(key: K.Type, value: K.Value) -> some View where K: LayoutValueKey { _trait(_LayoutTrait<K>.self, value) } (iOS 16)")),
    ]),
    ModifierEntry("alignmentGuide", summary: "Overrides one alignment guide of the child with a computed value.", overloads: [
      Overload([Parameter(nil, .value("HorizontalAlignment")), Parameter("computeValue", .alignmentComputation)],
        result: "ModifiedContent<Self, _AlignmentWritingModifier>", layout: .alignmentGuide,
        source: Src.ios13("View.alignmentGuide(_: HorizontalAlignment, computeValue:) { modifier(_AlignmentWritingModifier(…)) }")),
      Overload([Parameter(nil, .value("VerticalAlignment")), Parameter("computeValue", .alignmentComputation)],
        result: "ModifiedContent<Self, _AlignmentWritingModifier>", layout: .alignmentGuide,
        source: Src.ios13("View.alignmentGuide(_: VerticalAlignment, computeValue:)")),
    ]),
    ModifierEntry("offset", summary: "Moves the drawing without changing the layout.", overloads: [
      Overload([Parameter(nil, .value("CGSize"))], result: "ModifiedContent<Self, _OffsetEffect>", layout: .offset,
        source: Src.ios13("View.offset(_: CGSize) { modifier(_OffsetEffect(offset:)) }")),
      Overload([Parameter("x", .value("CGFloat"), default: true), Parameter("y", .value("CGFloat"), default: true)],
        result: "ModifiedContent<Self, _OffsetEffect>", layout: .offset, source: Src.ios13("View.offset(x:y:) { offset(CGSize(…)) }")),
    ]),
    ModifierEntry("position", summary: "Centres the child at a point in the parent; takes all offered space.", overloads: [
      Overload([Parameter(nil, .value("CGPoint"))], result: "ModifiedContent<Self, _PositionLayout>", layout: .position,
        source: Src.ios13("View.position(_: CGPoint) { modifier(_PositionLayout(position:)) }")),
      Overload([Parameter("x", .value("CGFloat"), default: true), Parameter("y", .value("CGFloat"), default: true)],
        result: "ModifiedContent<Self, _PositionLayout>", layout: .position, source: Src.ios13("View.position(x:y:)")),
    ]),
    ModifierEntry("fixedSize", summary: "Proposes nil (ideal size) on the chosen axes.", overloads: [
      Overload([], result: "ModifiedContent<Self, _FixedSizeLayout>", layout: .fixedSize,
        source: Src.ios13("View.fixedSize() { fixedSize(horizontal: true, vertical: true) }")),
      Overload([Parameter("horizontal", .value("Bool")), Parameter("vertical", .value("Bool"))],
        result: "ModifiedContent<Self, _FixedSizeLayout>", layout: .fixedSize,
        source: Src.ios13("View.fixedSize(horizontal:vertical:) { modifier(_FixedSizeLayout(…)) }")),
    ]),
    ModifierEntry("aspectRatio", summary: "Proposes the largest (fit) or smallest (fill) size with the ratio.", overloads: [
      Overload([Parameter(nil, .value("Optional<CGFloat>"), default: true), Parameter("contentMode", .value("ContentMode"))],
        result: "ModifiedContent<Self, _AspectRatioLayout>", layout: .aspectRatio,
        source: Src.ios13("View.aspectRatio(_: CGFloat? = nil, contentMode:) { modifier(_AspectRatioLayout(…)) }")),
      Overload([Parameter(nil, .value("CGSize")), Parameter("contentMode", .value("ContentMode"))],
        result: "ModifiedContent<Self, _AspectRatioLayout>", layout: .aspectRatio,
        source: Src.ios13("View.aspectRatio(_: CGSize, contentMode:) { aspectRatio(width / height, contentMode:) }")),
    ]),
    ModifierEntry("scaledToFit", summary: "aspectRatio(contentMode: .fit) with the child's own ratio.", overloads: [
      Overload([], result: "ModifiedContent<Self, _AspectRatioLayout>", layout: .aspectRatio,
        source: Src.ios13("View.scaledToFit() { aspectRatio(contentMode: .fit) }")),
    ]),
    ModifierEntry("scaledToFill", summary: "aspectRatio(contentMode: .fill) with the child's own ratio.", overloads: [
      Overload([], result: "ModifiedContent<Self, _AspectRatioLayout>", layout: .aspectRatio,
        source: Src.ios13("View.scaledToFill() { aspectRatio(contentMode: .fill) }")),
    ]),
    ModifierEntry("ignoresSafeArea", summary: "Extends the child into the safe-area insets (iOS 14).", overloads: [
      Overload([Parameter(nil, .value("SafeAreaRegions"), default: true), Parameter("edges", .value("Edge.Set"), default: true)],
        result: "ModifiedContent<Self, _SafeAreaRegionsIgnoringLayout>", layout: .ignoresSafeArea, sdks: .ios17Only,
        source: Src.open("View.ignoresSafeArea(_:edges:) { modifier(_SafeAreaRegionsIgnoringLayout(regions:edges:)) }")),
    ]),
    ModifierEntry("edgesIgnoringSafeArea", summary: "Extends the child into the safe-area insets (deprecated in iOS 14, still present).", overloads: [
      Overload([Parameter(nil, .value("Edge.Set"))], result: "ModifiedContent<Self, _SafeAreaIgnoringLayout>", layout: .ignoresSafeArea,
        source: Src.ios13("View.edgesIgnoringSafeArea(_:) { modifier(_SafeAreaIgnoringLayout(edges:)) }")),
    ]),
  ]
}
