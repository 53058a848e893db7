/// What a node is, as far as layout is concerned. Each case is implemented by one file in
/// `Primitives/`, whose header states its child proposal, chosen size and placement.
///
/// Children are given separately (`LayoutTree.add(_:children:)`); the comment on each case says how
/// many it expects. Extra children of a unary kind are ignored; a missing child makes it lay out
/// as if its child were empty (size zero).
public enum LayoutNodeKind: Sendable {
  /// Colour or shape (no children): takes the proposal; 10 on an unspecified axis.
  case shape(ShapeKind)
  /// `Image` with its pixel size in points (no children). Fixed size unless `resizable`.
  case image(width: Double, height: Double, resizable: Bool)
  /// A leaf that measures itself: Text plugs in here (no children).
  case measured(any MeasuredContent)
  /// `Spacer(minLength:)` (no children); nil uses the default spacing, 8.
  case spacer(minLength: Double?)
  /// `Divider()` (no children).
  case divider
  /// `HStack(alignment:spacing:)`: any number of children, in order.
  case hStack(alignment: VerticalAlignment, spacing: Double?)
  /// `VStack(alignment:spacing:)`: any number of children, in order.
  case vStack(alignment: HorizontalAlignment, spacing: Double?)
  /// `ZStack(alignment:)`: any number of children, back to front.
  case zStack(alignment: Alignment)
  /// `Grid(alignment:horizontalSpacing:verticalSpacing:)`: any number of rows, each a
  /// `.gridRow` node (its children are the cells) or any other node, a row of one cell across
  /// every column. Spacing nil: the default.
  case grid(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?)
  /// `GridRow(alignment:)`: a row of a `.grid`, placed by it; its cells are its children.
  case gridRow(alignment: VerticalAlignment?)
  /// A grid cell modifier (`gridCellColumns`, ...): one child, laid out as it is; the enclosing
  /// grid reads the attributes.
  case gridCell(GridCellAttributes)
  /// `LazyVGrid` / `LazyHGrid`: any number of items, filled into tracks line by line.
  case lazyGrid(LazyGridSpec)
  /// `ViewThatFits(in:)`: any number of alternatives; the first whose ideal size fits on the
  /// given axes is laid out, the others are not placed.
  case viewThatFits(horizontal: Bool, vertical: Bool)
  /// A container laid out by code the app wrote (`Layout`): any number of children.
  case custom(CustomLayout)
  /// `.frame(width:height:alignment:)`: one child.
  case frame(width: Double?, height: Double?, alignment: Alignment)
  /// `.frame(minWidth:…:maxHeight:alignment:)`: one child.
  case flexibleFrame(FlexibleFrame)
  /// `.padding(_:)` with resolved insets (the 16-point default is the lowering's job): one child.
  case padding(EdgeInsets)
  /// `.background(alignment:)`: two children, the modified view then the background view.
  case background(alignment: Alignment)
  /// `.overlay(alignment:)` (and `.border`): two children, the modified view then the overlay.
  case overlay(alignment: Alignment)
  /// `.offset(x:y:)`: one child, drawn moved; layout is unchanged.
  case offset(x: Double, y: Double)
  /// `.position(x:y:)`: one child, whose centre is put at the point.
  case position(x: Double, y: Double)
  /// `.fixedSize(horizontal:vertical:)`: one child, proposed nil on the fixed axes.
  case fixedSize(horizontal: Bool, vertical: Bool)
  /// `.aspectRatio(_:contentMode:)`: one child; a nil ratio uses the child's ideal size's ratio.
  case aspectRatio(Double?, contentMode: ContentMode)
  /// `.alignmentGuide(_:computeValue:)`: one child.
  case alignmentGuide(AlignmentGuide)
  /// `.ignoresSafeArea(edges:)`: one child, grown into the safe-area insets it touches.
  case ignoresSafeArea(Edges)
  /// `.safeAreaPadding(_:)` with resolved insets: one child, laid out as padding, whose safe area
  /// is inset by the same amounts (a view in it that ignores the safe area reaches the edge).
  case safeAreaPadding(EdgeInsets)
  /// `.safeAreaInset(edge:alignment:spacing:content:)`: two children, the modified view then the
  /// inset content; `edge` is one edge, `alignment` the guide across the edge's axis (a
  /// horizontal guide for top and bottom); spacing nil: the two views' spacing preferences.
  case safeAreaInset(edge: Edges, alignment: AlignmentID, spacing: Double?)
  /// `.environment(\.layoutDirection, _)`: one child, laid out in that direction.
  case layoutDirection(LayoutDirection)
  /// A layout-neutral wrapper with one child: a custom view's body, `.layoutPriority`, `.hidden()`,
  /// `.id`, `.font` and every other modifier that does not change layout. Same size and place as
  /// its child.
  case neutral

  /// The layout priority a node of this kind has of its own when none is set explicitly, or nil
  /// when it reports its (first) child's: a Spacer is -infinity (OpenSwiftUI Spacer.swift,
  /// `layoutPriority() -> -.infinity`), other views are 0, and modifiers pass their child's up
  /// (SwiftUI: "padding/frame keep it").
  public var ownLayoutPriority: Double? {
    switch self {
    case .spacer: return -.infinity
    case .shape, .image, .measured, .divider, .hStack, .vStack, .zStack, .grid, .gridRow, .lazyGrid, .custom: return 0
    default: return nil
    }
  }

  /// A short name for traces and messages ("HStack", "padding").
  public var name: String {
    switch self {
    case .shape(let kind): return kind.rawValue
    case .image: return "image"
    case .measured(let content): return content.traceLabel
    case .spacer: return "Spacer"
    case .divider: return "Divider"
    case .hStack: return "HStack"
    case .vStack: return "VStack"
    case .zStack: return "ZStack"
    case .grid: return "Grid"
    case .gridRow: return "GridRow"
    case .gridCell: return "gridCell"
    case .lazyGrid(let spec): return spec.axis == .vertical ? "LazyVGrid" : "LazyHGrid"
    case .viewThatFits: return "ViewThatFits"
    case .custom(let layout): return layout.name
    case .frame: return "frame"
    case .flexibleFrame: return "flexibleFrame"
    case .padding: return "padding"
    case .background: return "background"
    case .overlay: return "overlay"
    case .offset: return "offset"
    case .position: return "position"
    case .fixedSize: return "fixedSize"
    case .aspectRatio: return "aspectRatio"
    case .alignmentGuide: return "alignmentGuide"
    case .ignoresSafeArea: return "ignoresSafeArea"
    case .safeAreaPadding: return "safeAreaPadding"
    case .safeAreaInset: return "safeAreaInset"
    case .layoutDirection: return "layoutDirection"
    case .neutral: return "neutral"
    }
  }
}
