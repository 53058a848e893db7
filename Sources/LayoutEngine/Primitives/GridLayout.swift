/// `Grid` and `GridRow` (iOS 16): an eager two-dimensional table.
///
/// - Rows: each child is a row. A `GridRow` node's children are its cells, one column each unless
///   `gridCellColumns(n)` spans n; any other child is one cell across every column (Apple,
///   developer.apple.com/documentation/swiftui/grid: "a view that's not in a GridRow … spans all
///   the columns"). The column count is the largest sum of spans of a row.
/// - Column widths (Apple, same page: "each column as wide as its widest cell"): with no width
///   proposed, the widest ideal width of the column's one-column cells. With a width, the width
///   less the gaps is shared as a stack shares it: columns by ascending flexibility (widest at ∞
///   minus widest at 0), each offered what is left divided by the columns left, taking its widest
///   cell's answer. Spanning cells, rows across the grid and cells unsized horizontally
///   (`gridCellUnsizedAxes`) do not size columns (estimate: SwiftUI does not document whether a
///   spanning cell widens its columns; it does not here).
/// - Row heights ("each row as tall as its tallest cell"): the same on the other axis, each cell
///   proposed its cell's width.
/// - Gaps: `horizontalSpacing` / `verticalSpacing`, nil → 8 (Apple: nil "results in a default
///   distance between cells that's appropriate for the platform"; 8 is iOS's default spacing,
///   an estimate: SwiftUI may use the cells' spacing preferences as a stack does).
/// - Placement: a cell is proposed its cell's width and its row's height, and aligned there by its
///   column's horizontal guide (`gridColumnAlignment` on any cell of the column, else the grid's)
///   and its row's vertical guide (`GridRow(alignment:)`, else the grid's), each on its own:
///   guides are not lined up across cells (a text-baseline row aligns each cell's baseline with
///   its cell's bottom). A cell with `gridCellAnchor`, and a spanning cell ("the grid changes the
///   merged cell to use anchor alignment", Apple, gridCellColumns(_:)), is put at the unit point
///   of its space matching its own (the grid's alignment as a unit point when none is given).
/// - Rows are placed by the grid at their offset with exactly their size proposed; their cells'
///   placements are handed to them through the pass (`LayoutPass.gridRowPlacements`).
struct GridLayout: LayoutPrimitive {
  let node: NodeID
  let alignment: Alignment
  let horizontalSpacing: Double?
  let verticalSpacing: Double?

  func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews) -> Size {
    arrange(proposal, pass: subviews.pass).size
  }

  func placeSubviews(in size: Size, proposal: ProposedSize, subviews: Subviews, into placements: inout [ChildPlacement]) {
    let pass = subviews.pass
    let arrangement = arrange(proposal, pass: pass)
    for (r, row) in arrangement.rows.enumerated() {
      let y = arrangement.rowOffsets[r]
      let height = arrangement.rowHeights[r]
      var cells: [ChildPlacement] = []
      for cell in row.cells {
        let x = arrangement.columnOffsets[cell.column]
        let width = arrangement.width(from: cell.column, span: cell.span, spacing: hSpacing)
        let proposal = ProposedSize(width: width, height: height)
        let origin = cellOrigin(cell, row: row, in: Size(width: width, height: height), proposal: proposal, arrangement: arrangement, pass: pass)
        cells.append(ChildPlacement(child: cell.node, proposal: proposal, origin: Point(x: x + origin.x, y: origin.y)))
      }
      if row.isGridRow {
        let rowProposal = ProposedSize(width: arrangement.size.width, height: height)
        pass.gridRowPlacements[GridRowKey(row: row.node, proposal: rowProposal)] = cells
        placements.append(ChildPlacement(child: row.node, proposal: rowProposal, origin: Point(x: 0, y: y)))
      } else if var cell = cells.first {
        cell.origin.y += y
        placements.append(cell)
      }
    }
  }

  func explicitAlignment(_ id: AlignmentID, in size: Size, proposal: ProposedSize, subviews: Subviews) -> Double? { nil }

  private var hSpacing: Double { horizontalSpacing.flatMap { $0.isFinite ? $0 : nil } ?? defaultStackSpacing }
  private var vSpacing: Double { verticalSpacing.flatMap { $0.isFinite ? $0 : nil } ?? defaultStackSpacing }

  /// Where a cell's top-left corner goes within its space (column start, row top).
  private func cellOrigin(
    _ cell: GridCellSlot, row: GridRowSlot, in space: Size, proposal: ProposedSize, arrangement: GridArrangement, pass: LayoutPass
  ) -> Point {
    let size = pass.size(of: cell.node, proposal: proposal)
    let anchor = cell.attributes.anchor ?? (cell.span > 1 || !row.isGridRow ? Self.unitPoint(alignment) : nil)
    if let anchor {
      return Point(x: anchor.x * (space.width - size.width), y: anchor.y * (space.height - size.height))
    }
    let horizontal = arrangement.columnAlignments[cell.column] ?? alignment.horizontal
    let vertical = row.alignment ?? alignment.vertical
    return alignedOrigin(of: cell.node, proposal: proposal, in: space,
      alignment: Alignment(horizontal: horizontal, vertical: vertical), pass: pass)
  }

  /// An alignment as the unit point anchor alignment uses; a guide other than the edges and the
  /// centre (a baseline, a custom guide) counts as the centre (estimate).
  static func unitPoint(_ a: Alignment) -> Point {
    func unit(_ id: AlignmentID, _ low: AlignmentID, _ high: AlignmentID) -> Double {
      id == low ? 0 : id == high ? 1 : 0.5
    }
    return Point(
      x: unit(a.horizontal.id, HorizontalAlignment.leading.id, HorizontalAlignment.trailing.id),
      y: unit(a.vertical.id, VerticalAlignment.top.id, VerticalAlignment.bottom.id))
  }

  // MARK: Sizing

  private func arrange(_ proposal: ProposedSize, pass: LayoutPass) -> GridArrangement {
    pass.gridArrangement(of: node, proposal: proposal) { compute(proposal, pass: pass) }
  }

  private func compute(_ proposal: ProposedSize, pass: LayoutPass) -> GridArrangement {
    let rows = GridRowSlot.rows(of: node, pass: pass)
    let columnCount = max(1, rows.filter(\.isGridRow).map { $0.cells.reduce(0) { $0 + $1.span } }.max() ?? 0)
    // Rows across the grid span every column; spans past the last column are cut.
    let rowsSpanned = rows.map { row -> GridRowSlot in
      var r = row
      for k in r.cells.indices {
        let c = r.cells[k]
        r.cells[k].span = row.isGridRow ? max(1, min(c.span, columnCount - c.column)) : columnCount
      }
      r.cells.removeAll { $0.column >= columnCount }
      return r
    }
    // A grid of rows across it only: those rows size its one column.
    let onlyAcross = !rowsSpanned.contains(where: \.isGridRow)
    var columnCells = Array(repeating: [NodeID](), count: columnCount)
    var columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
    for row in rowsSpanned {
      for cell in row.cells {
        if let a = cell.attributes.columnAlignment, columnAlignments[cell.column] == nil { columnAlignments[cell.column] = a }
        let sizes = (cell.span == 1 && row.isGridRow) || onlyAcross
        if sizes && !cell.attributes.unsizedHorizontally { columnCells[cell.column].append(cell.node) }
      }
    }

    // Columns.
    let hGaps = hSpacing * Double(columnCount - 1)
    let columnWidths = share(proposal.width.map { $0 - hGaps }, groups: columnCells) { node, offer in
      pass.size(of: node, proposal: ProposedSize(width: offer, height: nil)).width
    }
    var columnOffsets: [Double] = []
    var x = 0.0
    for w in columnWidths { columnOffsets.append(x); x += w + hSpacing }
    let width = columnWidths.reduce(0, +) + (columnCount > 0 ? hGaps : 0)

    // Rows: each cell measured at its cell's width.
    var rowCells: [[(NodeID, Double)]] = []
    for row in rowsSpanned {
      rowCells.append(row.cells.filter { !$0.attributes.unsizedVertically }.map { cell in
        var w = 0.0
        for c in cell.column..<min(columnCount, cell.column + cell.span) { w += columnWidths[c] }
        return (cell.node, w + hSpacing * Double(cell.span - 1))
      })
    }
    let vGaps = vSpacing * Double(max(0, rowsSpanned.count - 1))
    let rowHeights = share(proposal.height.map { $0 - vGaps }, groups: rowCells) { cell, offer in
      pass.size(of: cell.0, proposal: ProposedSize(width: cell.1, height: offer)).height
    }
    var rowOffsets: [Double] = []
    var y = 0.0
    for h in rowHeights { rowOffsets.append(y); y += h + vSpacing }
    let height = rowHeights.reduce(0, +) + vGaps
    return GridArrangement(
      rows: rowsSpanned, columnWidths: columnWidths, columnOffsets: columnOffsets, columnAlignments: columnAlignments,
      rowHeights: rowHeights, rowOffsets: rowOffsets, size: Size(width: rowsSpanned.isEmpty ? 0 : width, height: height))
  }

  /// Shares `length` among groups of cells as a stack shares its length among children: by
  /// ascending flexibility, each group offered what is left over the groups left, and taking its
  /// largest cell's answer. With no length, each group takes its largest ideal.
  private func share<Item>(_ length: Double?, groups: [[Item]], measure: (Item, Double?) -> Double) -> [Double] {
    func largest(_ group: [Item], _ offer: Double?) -> Double { group.map { measure($0, offer) }.max() ?? 0 }
    guard let length else { return groups.map { largest($0, nil) } }
    // ∞ − ∞ (a cell infinite at both offers) is NaN: most flexible, as stacks rank it.
    let flexibility = groups.map { group -> Double in
      let value = largest(group, .infinity) - largest(group, 0)
      return value.isNaN ? .infinity : value
    }
    let order = groups.indices.sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
    var result = Array(repeating: 0.0, count: groups.count)
    var remaining = length
    for (k, index) in order.enumerated() {
      let offer = max(0, remaining / Double(groups.count - k))
      result[index] = largest(groups[index], offer)
      remaining -= result[index]
    }
    return result
  }
}

/// A grid's decision for one proposal, memoised in the pass.
struct GridArrangement {
  var rows: [GridRowSlot]
  var columnWidths: [Double]
  var columnOffsets: [Double]
  var columnAlignments: [HorizontalAlignment?]
  var rowHeights: [Double]
  var rowOffsets: [Double]
  var size: Size

  func width(from column: Int, span: Int, spacing: Double) -> Double {
    let end = min(columnWidths.count, column + span)
    guard column < end else { return 0 }
    return columnWidths[column..<end].reduce(0, +) + spacing * Double(end - column - 1)
  }
}

/// One row of a grid: a GridRow node and its cells, or a node across the grid.
struct GridRowSlot {
  var node: NodeID
  var isGridRow: Bool
  var alignment: VerticalAlignment?
  var cells: [GridCellSlot]

  static func rows(of grid: NodeID, pass: LayoutPass) -> [GridRowSlot] {
    pass.prepared.childIDs[pass.prepared.childRange(of: grid)].map { child in
      guard case .gridRow(let alignment) = pass.tree.nodes[child.rawValue].kind else {
        return GridRowSlot(node: child, isGridRow: false, alignment: nil,
          cells: [GridCellSlot(node: child, column: 0, span: 1, attributes: GridCellSlot.attributes(of: child, pass: pass))])
      }
      var cells: [GridCellSlot] = []
      var column = 0
      for cell in pass.prepared.childIDs[pass.prepared.childRange(of: child)] {
        let attributes = GridCellSlot.attributes(of: cell, pass: pass)
        let span = max(1, attributes.columns ?? 1)
        cells.append(GridCellSlot(node: cell, column: column, span: span, attributes: attributes))
        column += span
      }
      return GridRowSlot(node: child, isGridRow: true, alignment: alignment, cells: cells)
    }
  }
}

/// One cell: its node, first column, span and grid attributes.
struct GridCellSlot {
  var node: NodeID
  var column: Int
  var span: Int
  var attributes: GridCellAttributes

  /// The attributes of the grid cell modifiers on a cell, read down its chain of modifiers (a
  /// trait passes up through modifiers in SwiftUI); the outermost setting of each wins.
  static func attributes(of cell: NodeID, pass: LayoutPass) -> GridCellAttributes {
    var result = GridCellAttributes()
    var set = (columns: false, alignment: false, anchor: false)
    var current = cell
    for _ in 0..<64 {
      let node = pass.tree.nodes[current.rawValue]
      if case .gridCell(let a) = node.kind {
        if !set.columns, let c = a.columns { result.columns = c; set.columns = true }
        if !set.alignment, let h = a.columnAlignment { result.columnAlignment = h; set.alignment = true }
        if !set.anchor, let p = a.anchor { result.anchor = p; set.anchor = true }
        result.unsizedHorizontally = result.unsizedHorizontally || a.unsizedHorizontally
        result.unsizedVertically = result.unsizedVertically || a.unsizedVertically
      }
      // Only through modifiers (which report their child's priority), never into a container.
      guard node.kind.ownLayoutPriority == nil, let first = node.children.first else { break }
      current = first
    }
    return result
  }
}

/// The key under which a grid hands a row its cells' placements.
struct GridRowKey: Hashable {
  var row: NodeID
  var proposal: ProposedSize
}

/// `GridRow`: takes what its grid proposes and places its cells where the grid decided. Outside
/// a grid (the lowering makes such a row transparent, so only a hand-built tree has one) it
/// stacks its cells at its origin.
struct GridRowLayout: LayoutPrimitive {
  let node: NodeID

  func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews) -> Size {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }

  func placeSubviews(in size: Size, proposal: ProposedSize, subviews: Subviews, into placements: inout [ChildPlacement]) {
    if let cells = subviews.pass.gridRowPlacements[GridRowKey(row: node, proposal: proposal)] {
      placements.append(contentsOf: cells)
      return
    }
    for subview in subviews { placements.append(ChildPlacement(child: subview.id, proposal: proposal, origin: .zero)) }
  }

  func explicitAlignment(_ id: AlignmentID, in size: Size, proposal: ProposedSize, subviews: Subviews) -> Double? { nil }
}
