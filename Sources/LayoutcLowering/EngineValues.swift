import LayoutEngine
import LayoutcCatalog

/// The engine's values for the catalog's named SwiftUI values (`LayoutValueNames`), which the
/// evaluator hands over: one exhaustive switch per kind, no spelling read.
extension HorizontalAlignment {
  init(_ name: HorizontalGuideName) {
    switch name {
    case .leading: self = .leading
    case .center: self = .center
    case .trailing: self = .trailing
    }
  }
}

extension VerticalAlignment {
  init(_ name: VerticalGuideName) {
    switch name {
    case .top: self = .top
    case .center: self = .center
    case .bottom: self = .bottom
    case .firstTextBaseline: self = .firstTextBaseline
    case .lastTextBaseline: self = .lastTextBaseline
    }
  }
}

extension Edges {
  init(_ edge: EdgeName) {
    switch edge {
    case .top: self = .top
    case .leading: self = .leading
    case .bottom: self = .bottom
    case .trailing: self = .trailing
    }
  }
}

extension Axis {
  init(_ name: AxisName) {
    switch name {
    case .horizontal: self = .horizontal
    case .vertical: self = .vertical
    }
  }
}

extension ContentMode {
  init(_ name: ContentModeName) {
    switch name {
    case .fit: self = .fit
    case .fill: self = .fill
    }
  }
}

extension LayoutDirection {
  init(_ name: LayoutDirectionName) {
    switch name {
    case .leftToRight: self = .leftToRight
    case .rightToLeft: self = .rightToLeft
    }
  }
}
