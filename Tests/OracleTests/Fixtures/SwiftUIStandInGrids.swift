// Stand-in declarations for the grids and adaptive containers, compiled with
// SwiftUIStandIn.swift: Grid, GridRow, the grid cell modifiers, GridItem, LazyVGrid, LazyHGrid and
// ViewThatFits. Every declaration follows its catalog entry (Sources/LayoutcCatalog/Containers.swift,
// GridModifiers.swift, ValueTypes.swift `gridTypes`): same labels, defaults, availability
// (`LAYOUTC_SDK_IOS13`: none of them is in the iOS 13 SDK) and result types. The grid cell
// modifiers' concrete types are the catalog's estimate; the oracle checks that layoutc infers what
// its catalog says through Swift's own overload resolution, not the estimate itself.

import Foundation

#if !LAYOUTC_SDK_IOS13
public struct GridItem {
  public enum Size {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }
  public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {}
}

public struct Grid<Content: View>: _PrimitiveView {
  public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
              @ViewBuilder content: () -> Content) {}
}
public struct GridRow<Content: View>: _PrimitiveView {
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {}
}
public struct LazyVGrid<Content: View>: _PrimitiveView {
  public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
              pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
}
public struct LazyHGrid<Content: View>: _PrimitiveView {
  public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
              pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
}
public struct ViewThatFits<Content: View>: _PrimitiveView {
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {}
}

public struct GridCellColumnsTraitKey: _ViewTraitKey {}
public struct GridColumnAlignmentTraitKey: _ViewTraitKey {}
public struct GridCellAnchorTraitKey: _ViewTraitKey {}
public struct GridCellUnsizedAxesTraitKey: _ViewTraitKey {}

extension View {
  public func gridCellColumns(_ count: Int) -> some View { modifier(_TraitWritingModifier<GridCellColumnsTraitKey>()) }
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    modifier(_TraitWritingModifier<GridColumnAlignmentTraitKey>())
  }
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View { modifier(_TraitWritingModifier<GridCellAnchorTraitKey>()) }
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    modifier(_TraitWritingModifier<GridCellUnsizedAxesTraitKey>())
  }
}
#endif
