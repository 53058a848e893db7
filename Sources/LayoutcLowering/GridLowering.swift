import LayoutEngine
import LayoutcCatalog
import LayoutcEval

/// Grid, GridRow, the grid cell modifiers, LazyVGrid/LazyHGrid and ViewThatFits lowered to the
/// engine's grid primitives (docs/layout.md, "Grid", "LazyVGrid and LazyHGrid", "ViewThatFits").
extension LoweringBuilder {
  /// `Grid`: each GridRow child a `.gridRow` node of its cells; any other child a row across
  /// every column.
  /// `layout`: the alignment and spacings of a `GridLayout` value held by `AnyLayout`, in place
  /// of the Grid's own arguments.
  func grid(_ i: Instance, _ env: TextEnvironment, layout: (Alignment?, Double?, Double?)? = nil) -> NodeID {
    var rows: [NodeID] = []
    for child in i.children {
      if child.kind == .view, child.role == .gridRow, !child.isOpaque {
        let alignment = read(child, "alignment", optional: true, alignments.vertical)
        rows.append(add(.gridRow(alignment: alignment), lowerAll(child.children, env), entry: entry(child)))
      } else {
        rows += lower(child, env)
      }
    }
    let kind = if let (alignment, horizontal, vertical) = layout {
      LayoutNodeKind.grid(alignment: alignment ?? .center, horizontalSpacing: horizontal, verticalSpacing: vertical)
    } else {
      LayoutNodeKind.grid(
        alignment: read(i, "alignment", alignments.alignment) ?? .center,
        horizontalSpacing: read(i, "horizontalSpacing", optional: true, ArgumentReading.number),
        verticalSpacing: read(i, "verticalSpacing", optional: true, ArgumentReading.number))
    }
    return add(kind, rows, entry: entry(i))
  }

  /// A GridRow that is not a Grid's child: SwiftUI gives it no layout of its own, so its views
  /// join the enclosing container, as a Group's do (estimate: the documentation only says a
  /// GridRow belongs in a Grid).
  func strayGridRow(_ i: Instance, _ env: TextEnvironment) -> [NodeID] {
    lowerAll(i.children, env)
  }

  /// `gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor`, `gridCellUnsizedAxes`: a
  /// `.gridCell` node the enclosing Grid reads; elsewhere it lays out as its content.
  func gridCell(_ i: Instance, content: [Instance], _ env: TextEnvironment) -> NodeID {
    var attributes = GridCellAttributes()
    switch i.modifierID {
    case .gridCellColumns?:
      attributes.columns = read(i, "_0", \.asInt).map { max(1, $0) }
    case .gridColumnAlignment?:
      attributes.columnAlignment = read(i, "_0", alignments.horizontal)
    case .gridCellAnchor?:
      attributes.anchor = read(i, "_0", Self.unitPoint)
    default:  // gridCellUnsizedAxes
      let axes = read(i, "_0", ArgumentReading.edges)
      attributes.unsizedHorizontally = axes?.contains(.leading) ?? false
      attributes.unsizedVertically = axes?.contains(.top) ?? false
    }
    return add(.gridCell(attributes), [single(lowerAll(content, env), cause: i)], entry: entry(i))
  }

  /// A `UnitPoint`: its named members or `UnitPoint(x:y:)`.
  static func unitPoint(_ value: Value) -> Point? {
    if case .member(_, let name, _) = value, let p = UnitPointName(rawValue: name) { return Point(x: p.x, y: p.y) }
    return ArgumentReading.pair(value, "x", "y").map { Point(x: $0.0, y: $0.1) }
  }

  /// `LazyVGrid(columns:…)` and `LazyHGrid(rows:…)`.
  func lazyGrid(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    let vertical = i.role == .lazyVGrid
    let tracks = read(i, vertical ? "columns" : "rows", Self.gridTracks(alignments)) ?? []
    let alignment: Alignment = vertical
      ? Alignment(horizontal: read(i, "alignment", alignments.horizontal) ?? .center, vertical: .center)
      : Alignment(horizontal: .center, vertical: read(i, "alignment", alignments.vertical) ?? .center)
    let spec = LazyGridSpec(axis: vertical ? .vertical : .horizontal, tracks: tracks, alignment: alignment,
      spacing: read(i, "spacing", optional: true, ArgumentReading.number))
    return add(.lazyGrid(spec), lowerAll(i.children, env), entry: entry(i))
  }

  /// An array of `GridItem`s, each `.member(type: "GridItem", name: "init", [size, spacing,
  /// alignment])` with every parameter at its position (`Evaluator.catalogArguments`); nil when
  /// one of them is not understood.
  static func gridTracks(_ alignments: AlignmentLowering) -> (Value) -> [GridTrack]? {
    { value in
      guard case .array(let items) = value else { return nil }
      var tracks: [GridTrack] = []
      for item in items {
        guard let args = item.initializerArguments, args.count == 3 else { return nil }
        let size: GridTrackSize
        switch args[0].namedCall(GridItemSizeName.self) {
        case _ where args[0] == .none:
          size = .flexible(minimum: 10, maximum: .infinity)
        case (.fixed, let xs)?:
          guard let w = xs.first.flatMap(ArgumentReading.number) else { return nil }
          size = .fixed(w)
        case (let kind, let xs)? where xs.count == 2:
          // `.flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)`; adaptive's minimum is required.
          let low = xs[0] == .none ? (kind == .flexible ? 10 : nil) : ArgumentReading.number(xs[0])
          let high = xs[1] == .none ? Double.infinity : ArgumentReading.number(xs[1])
          guard let low, let high else { return nil }
          size = kind == .flexible ? .flexible(minimum: low, maximum: high) : .adaptive(minimum: low, maximum: high)
        default:
          return nil
        }
        var spacing: Double? = nil
        if args[1] != .none {
          guard let s = ArgumentReading.number(args[1]) else { return nil }
          spacing = s
        }
        var alignment: Alignment? = nil
        if args[2] != .none {
          guard let a = alignments.alignment(args[2]) else { return nil }
          alignment = a
        }
        tracks.append(GridTrack(size, spacing: spacing, alignment: alignment))
      }
      return tracks
    }
  }

  /// `ViewThatFits(in:)`: its alternatives, each one node.
  func viewThatFits(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    let axes = read(i, "in", ArgumentReading.edges) ?? .all
    let alternatives = i.children.map { single(lower($0, env), cause: $0) }
    return add(.viewThatFits(horizontal: axes.contains(.leading), vertical: axes.contains(.top)), alternatives, entry: entry(i))
  }
}
