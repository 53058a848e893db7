/// What a `Grid`, a lazy grid's track or a grid cell asks of layout (`LayoutNodeKind.grid`,
/// `.lazyGrid`, `.gridCell`). Plain data: the lowering fills them from the spec.

/// `GridCellAttributes`: the four grid cell modifiers of iOS 16 (`gridCellColumns`,
/// `gridColumnAlignment`, `gridCellAnchor`, `gridCellUnsizedAxes`). A nil field is not set by
/// this node; the grid merges the attributes of a cell's modifier chain, the outermost winning.
public struct GridCellAttributes: Sendable {
  public var columns: Int?
  public var columnAlignment: HorizontalAlignment?
  /// A `UnitPoint` (0…1 on each axis) that aligns the cell in its space instead of guides.
  public var anchor: Point?
  public var unsizedHorizontally: Bool
  public var unsizedVertically: Bool

  public init(
    columns: Int? = nil, columnAlignment: HorizontalAlignment? = nil, anchor: Point? = nil,
    unsizedHorizontally: Bool = false, unsizedVertically: Bool = false
  ) {
    self.columns = columns
    self.columnAlignment = columnAlignment
    self.anchor = anchor
    self.unsizedHorizontally = unsizedHorizontally
    self.unsizedVertically = unsizedVertically
  }
}

/// `GridItem.Size`: how one track (a column of a LazyVGrid, a row of a LazyHGrid) is sized.
public enum GridTrackSize: Sendable, Hashable {
  case fixed(Double)
  case flexible(minimum: Double, maximum: Double)
  /// As many items as fit at `minimum`, widened equally to fill the track, each at most `maximum`.
  case adaptive(minimum: Double, maximum: Double)
}

/// `GridItem(_:spacing:alignment:)`: a track's size, the spacing after it (nil: the default),
/// and how its items are aligned in their cells (nil: centre).
public struct GridTrack: Sendable {
  public var size: GridTrackSize
  public var spacing: Double?
  public var alignment: Alignment?

  public init(_ size: GridTrackSize, spacing: Double? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// `LazyVGrid(columns:alignment:spacing:)` (`axis` vertical: it grows downwards, its tracks are
/// columns) and `LazyHGrid(rows:alignment:spacing:)` (`axis` horizontal).
public struct LazyGridSpec: Sendable {
  public var axis: Axis
  public var tracks: [GridTrack]
  /// Where the block of tracks sits across the axis when it is narrower than the grid.
  public var alignment: Alignment
  /// Between consecutive lines of items along the axis; nil: the default.
  public var spacing: Double?

  public init(axis: Axis, tracks: [GridTrack], alignment: Alignment = .center, spacing: Double? = nil) {
    self.axis = axis
    self.tracks = tracks
    self.alignment = alignment
    self.spacing = spacing
  }
}
