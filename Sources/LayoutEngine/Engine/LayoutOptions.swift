/// Switches for a layout pass. Only the question limit can change its result, and only by
/// stopping it (`LayoutStatistics.stoppedAtQuestionLimit`).
public struct LayoutOptions: Sendable, Hashable {
  /// Memoise sizes, placements and guides per (node, proposal). Off only to check that the cache
  /// changes nothing but speed.
  public var cachingEnabled: Bool
  /// Record every proposal and every stack's space division for an explain trace.
  public var recordsTrace: Bool
  /// Size questions (answered or from the cache) one pass may ask; nil is
  /// `defaultQuestionLimit(nodeCount:)`. Each distinct (node, proposal) is computed once, but
  /// nested stacks of flexible frames ask ever more distinct proposals: 90 alternating levels
  /// take a minute (debug build, measured before the limit), 512 would never end. Past the limit the pass stops answering.
  public var questionLimit: Int?

  public init(cachingEnabled: Bool = true, recordsTrace: Bool = false, questionLimit: Int? = nil) {
    self.cachingEnabled = cachingEnabled
    self.recordsTrace = recordsTrace
    self.questionLimit = questionLimit
  }

  /// One million questions, plus 16 for each node: ordinary layouts ask a few per node (the
  /// 100,000-view benchmarks stay far below), a 30-level flexible nest about 150,000 in all.
  public static func defaultQuestionLimit(nodeCount: Int) -> Int {
    1_000_000 + 16 * nodeCount
  }
}
