/// The grid cell modifiers of iOS 16, read by an enclosing `Grid` (docs/layout.md, "Grid").
///
/// Declarations: Apple's documentation pages (developer.apple.com/documentation/swiftui/view/
/// gridcellcolumns(_:), gridcolumnalignment(_:), gridcellanchor(_:), gridcellunsizedaxes(_:)),
/// each `-> some View`. The concrete type is shown by no interface the catalog cites: the
/// names below are an estimate by analogy with `layoutPriority`, which writes a trait
/// (`_TraitWritingModifier<LayoutPriorityTraitKey>`), as a grid cell's settings are traits of
/// the cell that the grid reads.
extension Catalog {
  static let gridModifiers: [ModifierEntry] = [
    ModifierEntry("gridCellColumns", summary: "In a GridRow: the cell spans this many columns.", overloads: [
      Overload([Parameter(nil, .value("Int"))], result: "ModifiedContent<Self, _TraitWritingModifier<GridCellColumnsTraitKey>>",
        layout: .gridCell, sdks: .ios17Only,
        source: Src.estimate("View.gridCellColumns(_ count: Int) -> some View (iOS 16); a trait, by analogy with layoutPriority")),
    ]),
    ModifierEntry("gridColumnAlignment", summary: "In a Grid: the horizontal alignment of every cell of this cell's column.", overloads: [
      Overload([Parameter(nil, .value("HorizontalAlignment"))],
        result: "ModifiedContent<Self, _TraitWritingModifier<GridColumnAlignmentTraitKey>>", layout: .gridCell, sdks: .ios17Only,
        source: Src.estimate("View.gridColumnAlignment(_ guide: HorizontalAlignment) -> some View (iOS 16); a trait, by analogy with layoutPriority")),
    ]),
    ModifierEntry("gridCellAnchor", summary: "In a Grid: aligns the cell in its space by a unit point instead of guides.", overloads: [
      Overload([Parameter(nil, .value("UnitPoint"))],
        result: "ModifiedContent<Self, _TraitWritingModifier<GridCellAnchorTraitKey>>", layout: .gridCell, sdks: .ios17Only,
        source: Src.estimate("View.gridCellAnchor(_ anchor: UnitPoint) -> some View (iOS 16); a trait, by analogy with layoutPriority")),
    ]),
    ModifierEntry("gridCellUnsizedAxes", summary: "In a Grid: the cell takes the size of its row and column instead of sizing them.", overloads: [
      Overload([Parameter(nil, .value("Axis.Set"))],
        result: "ModifiedContent<Self, _TraitWritingModifier<GridCellUnsizedAxesTraitKey>>", layout: .gridCell, sdks: .ios17Only,
        source: Src.estimate("View.gridCellUnsizedAxes(_ axes: Axis.Set) -> some View (iOS 16); a trait, by analogy with layoutPriority")),
    ]),
  ]
}
