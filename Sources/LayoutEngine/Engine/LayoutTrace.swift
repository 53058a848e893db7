/// What a layout pass did, step by step, for an "explain" view: every proposal a node received and
/// the size it chose, and for every stack how it divided its space.
///
/// Recorded only when `LayoutOptions.recordsTrace` is set. Events are in the order they happened;
/// with the cache on, an answer reused from the cache is recorded with `fromCache: true`.
public struct LayoutTrace: Sendable {
  public var events: [LayoutTraceEvent] = []

  public init() {}

  /// Every (proposal, size) a node answered, in order, without repeats from the cache.
  public func proposals(to id: NodeID) -> [(proposal: ProposedSize, size: Size)] {
    events.compactMap {
      if case .sized(let node, let proposal, let size, false) = $0, node == id { return (proposal, size) }
      return nil
    }
  }

  /// The stack divisions a node computed (one per distinct proposal).
  public func stackDivisions(of id: NodeID) -> [StackDivisionTrace] {
    events.compactMap {
      if case .stackDivision(let trace) = $0, trace.node == id { return trace }
      return nil
    }
  }
}

public enum LayoutTraceEvent: Sendable {
  /// `node` was proposed `proposal` and chose `size`.
  case sized(node: NodeID, proposal: ProposedSize, size: Size, fromCache: Bool)
  /// A stack divided its space (see `StackDivisionTrace`).
  case stackDivision(StackDivisionTrace)
}

/// One run of a stack's space division (seed 003: "the stack figures out the internal spacing
/// requirements and subtracts that from the proposed width to give us an amount of unallocated space").
public struct StackDivisionTrace: Sendable, Hashable {
  public var node: NodeID
  public var axis: Axis
  public var proposal: ProposedSize
  /// Sum of the gaps between children.
  public var internalSpacing: Double
  /// Proposed length along the axis minus `internalSpacing`; nil when the proposal was unspecified
  /// along the axis (children are then sized ideally, one after the other).
  public var unallocatedSpace: Double?
  /// Children in the order they were sized.
  public var steps: [StackSizingStep]
}

/// One child's turn in a stack's space division.
public struct StackSizingStep: Sendable, Hashable {
  public var child: NodeID
  /// Position of the child among the stack's children.
  public var index: Int
  /// 0 for the highest-priority group, 1 for the next, …
  public var priorityGroup: Int
  public var layoutPriority: Double
  /// Size at an infinite offer minus size at a zero offer, along the axis; nil when not measured
  /// (a group of one child needs no ordering).
  public var flexibility: Double?
  /// Space set aside for the minimum sizes of lower-priority groups while this group is sized.
  public var reservedForLowerPriorities: Double
  /// Space left for this child and the rest of its group before it was sized.
  public var remainingInGroup: Double?
  /// What the child was offered, and what it took.
  public var offer: ProposedSize
  public var size: Size
}
