/// An arena of layout nodes, built bottom-up: children are added first, then the parent that lists
/// them. `NodeID`s are indices into the arena, so a tree is a plain value that is cheap to share.
///
///     var tree = LayoutTree()
///     let text = tree.add(.measured(TextMeasurer(text: "Avocado Toast")))   // LayoutcText
///     let padded = tree.add(.padding(EdgeInsets(all: 10)), children: [text])
///     let green = tree.add(.shape(.color))
///     let root = tree.add(.background(alignment: .center), children: [padded, green])
///
/// Building never traps: a child id that does not exist yet (or is the node itself) is dropped,
/// which also makes cycles impossible.
public struct LayoutTree: Sendable {
  public private(set) var nodes: [LayoutNode] = []
  /// The nodes as a layout pass reads them, kept up to date by `add` (`PreparedTree`).
  private(set) var prepared = PreparedTree()

  public init() {}

  /// Makes room for `count` nodes at once, so that a big tree is not copied each time its
  /// storage outgrows itself.
  public mutating func reserveCapacity(_ count: Int) {
    nodes.reserveCapacity(count)
    prepared.reserveCapacity(count)
  }

  /// Adds a node and returns its handle.
  @discardableResult
  public mutating func add(
    _ kind: LayoutNodeKind,
    children: [NodeID] = [],
    layoutPriority: Double? = nil,
    hidden: Bool = false,
    label: String? = nil
  ) -> NodeID {
    let id = NodeID(nodes.count)
    // Filtered only when needed: a new array per node otherwise.
    let isValid = { (child: NodeID) in child.rawValue >= 0 && child.rawValue < id.rawValue }
    let valid = children.allSatisfy(isValid) ? children : children.filter(isValid)
    prepared.append(kind, id: id, children: valid, layoutPriority: layoutPriority, isHidden: hidden)
    nodes.append(LayoutNode(
      kind: kind, children: valid, layoutPriority: layoutPriority, isHidden: hidden, label: label))
    return id
  }

  public var count: Int { nodes.count }

  public func contains(_ id: NodeID) -> Bool { id.rawValue >= 0 && id.rawValue < nodes.count }

  public subscript(id: NodeID) -> LayoutNode { nodes[id.rawValue] }

  /// The priority a stack sees for this node. Explicit `.layoutPriority` wins; otherwise the
  /// kind's own (`LayoutNodeKind.ownLayoutPriority`), or for a modifier its first child's.
  public func layoutPriority(_ id: NodeID) -> Double {
    var current = id
    while true {
      let node = self[current]
      if let priority = node.layoutPriority ?? node.kind.ownLayoutPriority { return priority }
      guard let first = node.children.first else { return 0 }
      current = first
    }
  }

  /// True for a Spacer, or a layout-neutral wrapper around one. A frame around a spacer keeps the
  /// spacer's zero spacing instead of resetting it (SwiftUI's `requiresSpacingProjection`; see
  /// `LayoutPass.spacing(of:)`).
  public func isSpacer(_ id: NodeID) -> Bool {
    var current = id
    while true {
      let node = self[current]
      switch node.kind {
      case .spacer: return true
      case .neutral, .layoutDirection:
        guard let first = node.children.first else { return false }
        current = first
      default: return false
      }
    }
  }
}
