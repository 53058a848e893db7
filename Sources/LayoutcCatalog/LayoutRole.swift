/// How an entry takes part in layout. The catalog only names the role; the lowering stage
/// interprets it against the layout engine's primitives.
public enum LayoutRole: String, Sendable, Hashable, CaseIterable {
  // Leaves
  case text, image, color, shape, circle, spacer, divider, emptyView, control
  /// A text field: the proposed width (any), one line of its font high.
  case textField
  /// A progress indicator: a spinner, or a bar across the proposed width with a `value:`.
  case progressView
  /// A slider: a track across the proposed width.
  case slider
  // Containers
  case hStack, vStack, zStack, lazyHStack, lazyVStack, scrollView, list
  /// Label: its icon then its title, side by side.
  case label
  /// A row of a list or form with a title and a trailing value (Picker, LabeledContent).
  case labeledRow
  /// A section of a list or form: header, rows, footer, top to bottom.
  case section
  /// Takes the whole proposal; its content is placed at the top leading corner.
  case geometryReader
  /// Grid: rows of cells, columns as wide as their widest cell (iOS 16).
  case grid
  /// GridRow: one row of a Grid; outside a Grid its views join the enclosing container.
  case gridRow
  /// LazyVGrid / LazyHGrid: items filled into fixed, flexible or adaptive tracks.
  case lazyVGrid, lazyHGrid
  /// ViewThatFits: the first alternative whose ideal size fits the proposal.
  case viewThatFits
  /// A struct of the app conforming to `Layout` (iOS 16): its own code sizes and places the
  /// children (the lowering runs it through the evaluator).
  case customLayout
  /// `AnyLayout(layout) { … }` (iOS 16): lays out as the layout value it holds (a stack layout
  /// or a declared `Layout`).
  case anyLayout
  /// NavigationStack/NavigationView: a navigation bar above its content, taking the proposal.
  case navigationStack
  /// NavigationSplitView: its columns side by side in a regular width, each with its own bar;
  /// in a compact width the sidebar column as a NavigationStack.
  case navigationSplitView
  /// TabView: the selected tab above a tab bar, taking the proposal.
  case tabView
  /// Transparent: its children take part in the parent's layout one by one (Group, ForEach).
  case transparent
  /// Lays out its single child as it is (AnyView, Button's label, user views).
  case neutral
  // Modifiers that change layout
  case padding, frame, flexFrame, background, overlay, border, offset, position, fixedSize
  case aspectRatio, layoutPriority, alignmentGuide, hidden, ignoresSafeArea
  /// The grid cell modifiers (`gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor`,
  /// `gridCellUnsizedAxes`): read by the enclosing Grid, inert elsewhere.
  case gridCell
  /// `safeAreaInset(edge:)`: the inset view at the edge, the content in the rest.
  case safeAreaInset
  /// `safeAreaPadding(_:)`: padding that insets the child's safe area as well.
  case safeAreaPadding
  /// `containerRelativeFrame(_:…)`: a frame as long as the nearest container (a scroll view,
  /// a list, the window) on the axes given.
  case containerRelativeFrame
  /// Content shown in a bar rather than in place (`toolbar` items, a tab's `tabItem` label):
  /// evaluated as secondary views, which the enclosing NavigationStack or TabView lays out in
  /// its bar; the modified view lays out unchanged.
  case barContent
  /// A toolbar item (ToolbarItem, ToolbarItemGroup): its content is evaluated, and laid out by
  /// the navigation bar that shows it; in place it lays out as nothing.
  case toolbarItem
  /// Writes an environment value that layout reads (font, lineLimit, ...).
  case environment
  /// Draws differently but lays out as its child (opacity, clip, shadow, gestures, ...).
  case inert
}
