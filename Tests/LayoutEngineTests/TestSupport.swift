import LayoutEngine
import Testing

/// Shorthands shared by the engine tests. Text uses the placeholder measurer at 17 points:
/// 8.5 points per character, 20.298 points per line, first baseline 16.184 below the top.
enum Body {
  static let characterWidth = 8.5
  static let lineHeight = 1.194 * 17  // 20.298
  static let ascent = 0.952 * 17      // 16.184
}

extension LayoutTree {
  mutating func text(_ string: String, lineLimit: Int? = nil, priority: Double? = nil) -> NodeID {
    add(.measured(PlaceholderTextMeasurer(string, lineLimit: lineLimit)), layoutPriority: priority)
  }

  mutating func color() -> NodeID { add(.shape(.color)) }

  mutating func image(_ width: Double, _ height: Double) -> NodeID {
    add(.image(width: width, height: height, resizable: false))
  }

  mutating func hStack(_ children: [NodeID], alignment: VerticalAlignment = .center, spacing: Double? = nil) -> NodeID {
    add(.hStack(alignment: alignment, spacing: spacing), children: children)
  }

  mutating func vStack(_ children: [NodeID], alignment: HorizontalAlignment = .center, spacing: Double? = nil) -> NodeID {
    add(.vStack(alignment: alignment, spacing: spacing), children: children)
  }

  mutating func frame(_ child: NodeID, width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> NodeID {
    add(.frame(width: width, height: height, alignment: alignment), children: [child])
  }

  mutating func padding(_ child: NodeID, _ value: Double) -> NodeID {
    add(.padding(EdgeInsets(all: value)), children: [child])
  }
}

/// Lays out in a plain window with no insets at scale 1 unless told otherwise.
func layoutIn(
  _ tree: LayoutTree, root: NodeID, width: Double, height: Double, scale: Double = 1,
  direction: LayoutDirection = .leftToRight, options: LayoutOptions = LayoutOptions()
) -> LayoutResult {
  layout(tree, root: root, proposal: Size(width: width, height: height), scale: scale, direction: direction, options: options)
}

/// Compares doubles to within a millionth of a point (results go through divisions).
func close(_ a: Double?, _ b: Double, tolerance: Double = 1e-6) -> Bool {
  guard let a else { return false }
  return abs(a - b) <= tolerance
}

func close(_ a: Rect?, _ b: Rect, tolerance: Double = 1e-6) -> Bool {
  guard let a else { return false }
  return close(a.minX, b.minX, tolerance: tolerance) && close(a.minY, b.minY, tolerance: tolerance)
    && close(a.width, b.width, tolerance: tolerance) && close(a.height, b.height, tolerance: tolerance)
}

/// The frame of a node relative to another node's frame (a parent, usually).
func relativeFrame(_ result: LayoutResult, _ id: NodeID, in parent: NodeID) -> Rect? {
  guard let child = result[id]?.frame, let outer = result[parent]?.frame else { return nil }
  return Rect(x: child.minX - outer.minX, y: child.minY - outer.minY, width: child.width, height: child.height)
}
