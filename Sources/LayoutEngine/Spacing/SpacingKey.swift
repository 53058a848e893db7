/// Where a spacing preference applies: one edge of a view, for one kind of neighbour.
///
/// SwiftUI's `Spacing.Key` (OpenSwiftUI `Sources/OpenSwiftUICore/Layout/Geometry/Spacing.swift`):
/// an absolute edge and an optional category. Two neighbours are spaced by the values they hold
/// for the same category on the edges that face each other; a nil category is the fallback used
/// only when no category matches (Spacer's zero spacing is such a value).
struct SpacingKey: Hashable {
  var category: SpacingCategory?
  var edge: SpacingEdge
}

/// An absolute edge of a view. layoutc lays out left to right and mirrors afterwards, so leading
/// is always `left` here (every preference layoutc produces is mirror-symmetric anyway).
enum SpacingEdge: Hashable, CaseIterable {
  case top, left, bottom, right

  /// The edge a stack along `axis` meets first (`top`, `left`) or last (`bottom`, `right`).
  static func start(_ axis: Axis) -> SpacingEdge { axis == .vertical ? .top : .left }
  static func end(_ axis: Axis) -> SpacingEdge { axis == .vertical ? .bottom : .right }

  var axis: Axis { self == .top || self == .bottom ? .vertical : .horizontal }
}

/// The kinds of neighbour a preference is for (SwiftUI `Spacing.Category`). The names say which
/// side the text is on: `edgeAboveText` is kept on the *top* edge of a Text (how far the edge of a
/// view above it should be) and on the *bottom* edge of other views (0: "I am an edge that may sit
/// above text"); matching them spaces a view above a Text by the Text's wish alone.
/// SwiftUI's `textBaseline` categories (used beside SF Symbol images) are not modelled: beside
/// text they only ever lose to `textToText`, and layoutc has no symbol images.
enum SpacingCategory: Hashable {
  case textToText
  case edgeAboveText
  case edgeBelowText
  case edgeLeftText
  case edgeRightText
}
