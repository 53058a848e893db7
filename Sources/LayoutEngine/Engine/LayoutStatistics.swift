/// How much work a layout pass did: the measure cache's effect, made visible for tests and benchmarks.
public struct LayoutStatistics: Sendable, Hashable {
  /// Times a node's sizing rule actually ran on a cache miss, over all nodes.
  public var sizeEvaluations: Int = 0
  /// Size questions answered from the cache.
  public var cacheHits: Int = 0
  /// Size questions to kinds the pass answers without the cache
  /// (`PreparedTree.Tag.isAnsweredWithoutCache`: leaves, padding, fixed frames and other
  /// modifiers that ask their child one question). A traced pass caches them too, and counts
  /// them as evaluations and hits.
  public var answersWithoutCache: Int = 0
  /// Every size question asked: what `LayoutOptions.questionLimit` limits.
  public var sizeQuestions: Int { sizeEvaluations + cacheHits + answersWithoutCache }
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
