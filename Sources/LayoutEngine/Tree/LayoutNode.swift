/// One node of a `LayoutTree`: its kind, its children, and the attributes any view may carry.
public struct LayoutNode: Sendable {
  public let kind: LayoutNodeKind
  public let children: [NodeID]
  /// `.layoutPriority(_:)` set on this node. When nil the node inherits: modifiers (padding,
  /// frames, background, …) report their (primary) child's priority, as SwiftUI's unary layouts pass
  /// it up; a Spacer reports -infinity; every other view reports 0. See `LayoutTree.layoutPriority`.
  public let layoutPriority: Double?
  /// `.hidden()`: the node keeps its space but is not drawn; descendants are hidden too.
  public let isHidden: Bool
  /// Free text for traces and renderers (the lowering may put the Swift spelling here).
  public let label: String?

  public init(
    kind: LayoutNodeKind, children: [NodeID], layoutPriority: Double? = nil,
    isHidden: Bool = false, label: String? = nil
  ) {
    self.kind = kind
    self.children = children
    self.layoutPriority = layoutPriority.flatMap { $0.isNaN ? nil : $0 }
    self.isHidden = isHidden
    self.label = label
  }
}
