/// How much work a layout pass did: the measure cache's effect, made visible for tests and benchmarks.
public struct LayoutStatistics: Sendable, Hashable {
  /// Times a node's sizing rule actually ran (cache misses), over all nodes.
  public var sizeEvaluations: Int = 0
  /// Size questions answered from the cache.
  public var cacheHits: Int = 0
  /// Times a container computed its children's placements.
  public var placementEvaluations: Int = 0
  /// True when the pass asked `LayoutOptions.questionLimit` size questions and stopped answering:
  /// its frames are not a layout, and the caller reports the limit instead.
  public var stoppedAtQuestionLimit = false
  /// `sizeEvaluations` per node, indexed by `NodeID.rawValue`.
  public var sizeEvaluationsPerNode: [Int] = []

  public init() {}

  /// Evaluations of one node.
  public func sizeEvaluations(of id: NodeID) -> Int {
    sizeEvaluationsPerNode.indices.contains(id.rawValue) ? sizeEvaluationsPerNode[id.rawValue] : 0
  }
}
