/// `LazyVGrid` and `LazyHGrid` (iOS 14): items filled into tracks line by line. Written for the
/// vertical grid (tracks are columns); the horizontal one is the same with the axes swapped.
///
/// - Track widths, after objc.io's measurements and re-implementation ("SwiftUI's Grid Views",
///   objc.io/blog/2020/11/23/grid-layout) and the measured examples of juejin.cn/post/7081943051349786631
///   and /7083356120147820552 ("预判 LazyVGrid 布局"): fixed tracks take their width whatever the
///   proposal, and are taken first; the proposed width less the fixed widths and the spacing
///   between tracks is then shared by the other tracks in order, each offered what is left over
///   the tracks left. A flexible track takes the offer clamped to its minimum and maximum (an
///   early minimum can push the grid wider than proposed); an adaptive track takes the offer
///   (0 when nothing is left), fits as many items as it can at its minimum with the track's
///   spacing between them (at least one) and widens them equally, each at most its maximum.
/// - Two passes, as measured there: the grid is as wide as its tracks for the proposed width; its
///   items are then placed in the tracks computed again for that width (so a grid pushed wider
///   than proposed places its tracks wider still, from its leading edge).
/// - Spacing after a track: `GridItem.spacing`, nil → 8 ("default spacing of 8 points", objc.io);
///   between lines: `spacing:`, nil → 8 (estimate: the same default).
/// - With no width proposed, flexible and adaptive tracks take their minimum (estimate).
/// - Items: in order, one per column, a new line when the columns are full. A line is as tall as
///   its tallest item proposed its column's width and no height; each item is then proposed its
///   column's width and the line's height, and aligned in that cell by its track's alignment
///   (centre by default). Tracks narrower than the grid are aligned in it by `alignment`.
///   Pinned section views are not modelled.
struct LazyGridLayout: LayoutPrimitive {
  let spec: LazyGridSpec

  func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews) -> Size {
    arrange(proposal, width: proposal[spec.axis.other], subviews: subviews).size
  }

  func placeSubviews(in size: Size, proposal: ProposedSize, subviews: Subviews, into placements: inout [ChildPlacement]) {
    placements.append(contentsOf: arrange(proposal, width: size[spec.axis.other], subviews: subviews).placements)
  }

  func explicitAlignment(_ id: AlignmentID, in size: Size, proposal: ProposedSize, subviews: Subviews) -> Double? { nil }

  /// One column (or row of a LazyHGrid) after adaptive tracks are split into their items.
  struct Column {
    var offset: Double
    var width: Double
    var alignment: Alignment
  }

  /// The columns for a proposed width (across the grid's axis).
  static func columns(_ tracks: [GridTrack], width proposed: Double?) -> [Column] {
    guard !tracks.isEmpty else { return [] }
    func spacing(_ t: GridTrack) -> Double { t.spacing.flatMap { $0.isFinite ? max(0, $0) : nil } ?? defaultStackSpacing }
    let gaps = tracks.dropLast().reduce(0) { $0 + spacing($1) }
    var fixed = 0.0
    var others = 0
    for t in tracks {
      if case .fixed(let w) = t.size { fixed += clean(w) } else { others += 1 }
    }
    var remaining = (proposed ?? 0) - fixed - gaps
    var left = others
    var result: [Column] = []
    var x = 0.0
    for t in tracks {
      let alignment = t.alignment ?? .center
      switch t.size {
      case .fixed(let w):
        result.append(Column(offset: x, width: clean(w), alignment: alignment))
        x += clean(w)
      case .flexible(let minimum, let maximum):
        let offer = proposed == nil ? 0 : max(0, remaining / Double(left))
        let (low, high) = bounds(minimum, maximum)
        let w = min(max(offer, low), high)
        result.append(Column(offset: x, width: w, alignment: alignment))
        x += w
        remaining -= w
        left -= 1
      case .adaptive(let minimum, let maximum):
        let (low, high) = bounds(minimum, maximum)
        let track = proposed == nil ? low : max(0, remaining / Double(left))
        let s = spacing(t)
        // An infinite offer (a stack measuring its flexibility) fits one item; the count is capped
        // so a tiny minimum cannot make millions of columns.
        let ratio = low + s > 0 ? (track + s) / (low + s) : 1
        let count = ratio.isFinite ? max(1, Int(min(ratio, Self.maximumItemsPerTrack).rounded(.down))) : 1
        let item = min(high, max(0, (track - s * Double(count - 1)) / Double(count)))
        for k in 0..<count {
          result.append(Column(offset: x, width: item, alignment: alignment))
          x += item
          if k < count - 1 { x += s }
        }
        remaining -= track
        left -= 1
      }
      x += spacing(t)
    }
    return result
  }

  /// The most items an adaptive track holds side by side (a bound, not a SwiftUI rule).
  static let maximumItemsPerTrack = 1_000.0

  private static func clean(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }

  /// A track's minimum and maximum, cleaned: NaN and negatives are 0, maximum at least minimum.
  private static func bounds(_ minimum: Double, _ maximum: Double) -> (Double, Double) {
    let low = minimum.isFinite ? max(0, minimum) : 0
    let high = maximum.isNaN ? .infinity : max(low, maximum)
    return (low, high)
  }

  /// Sizes the lines for tracks computed at `width` (the proposal when sizing, the grid's own
  /// width when placing).
  private func arrange(_ proposal: ProposedSize, width: Double?, subviews: Subviews) -> (size: Size, placements: [ChildPlacement]) {
    let axis = spec.axis  // the axis the grid grows along
    let across = axis.other
    let columns = Self.columns(spec.tracks, width: width)
    let extent = (columns.last.map { $0.offset + $0.width } ?? 0)
    guard !columns.isEmpty, !subviews.isEmpty else {
      return (Size(major: 0, minor: extent, axis: axis), [])
    }
    let crossLength = extent
    let shift = max(0, (width ?? extent) - extent) * GridLayout.unitPoint(spec.alignment)[across]
    let lineSpacing = spec.spacing.flatMap { $0.isFinite ? $0 : nil } ?? defaultStackSpacing
    var placements: [ChildPlacement] = []
    var cursor = 0.0
    var start = 0
    let n = columns.count
    while start < subviews.count {
      let end = min(subviews.count, start + n)
      var lineLength = 0.0
      for k in start..<end {
        let offer = ProposedSize(major: nil, minor: columns[k - start].width, axis: axis)
        lineLength = max(lineLength, subviews[k].sizeThatFits(offer)[axis])
      }
      for k in start..<end {
        let column = columns[k - start]
        let cell = Size(major: lineLength, minor: column.width, axis: axis)
        let offer = ProposedSize(cell)
        let origin = alignedOrigin(of: subviews[k].id, proposal: offer, in: cell, alignment: column.alignment, pass: subviews.pass)
        placements.append(ChildPlacement(
          child: subviews[k].id, proposal: offer,
          origin: origin + Point(major: cursor, minor: shift + column.offset, axis: axis)))
      }
      cursor += lineLength
      start = end
      if start < subviews.count { cursor += lineSpacing }
    }
    return (Size(major: cursor, minor: crossLength, axis: axis), placements)
  }
}
