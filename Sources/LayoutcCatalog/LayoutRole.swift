/// How an entry takes part in layout. The catalog only names the role; the lowering stage
/// interprets it against the layout engine's primitives.
public enum LayoutRole: String, Sendable, Hashable, CaseIterable {
  // Leaves
  case text, image, color, shape, circle, spacer, divider, emptyView, control
  // Containers
  case hStack, vStack, zStack, lazyHStack, lazyVStack, scrollView, list
  /// Transparent: its children take part in the parent's layout one by one (Group, ForEach).
  case transparent
  /// Lays out its single child as it is (AnyView, Button's label, user views).
  case neutral
  // Modifiers that change layout
  case padding, frame, flexFrame, background, overlay, border, offset, position, fixedSize
  case aspectRatio, layoutPriority, alignmentGuide, hidden, ignoresSafeArea
  /// Writes an environment value that layout reads (font, lineLimit, ...).
  case environment
  /// Draws differently but lays out as its child (opacity, clip, shadow, gestures, ...).
  case inert
}
