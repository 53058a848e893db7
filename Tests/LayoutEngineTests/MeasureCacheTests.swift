import LayoutEngine
import Testing

/// The measure cache: nested stacks cost linear work with it, identical frames without it.
@Suite struct MeasureCacheTests {
  /// `depth` stacks, alternating HStack and VStack, each holding the previous stack and a Text:
  /// VStack { HStack { VStack { … Text }, Text }, Text }.
  static func nestedStacks(depth: Int) -> (LayoutTree, NodeID) {
    var tree = LayoutTree()
    var current = tree.text("Leaf")
    for level in 0..<depth {
      let sibling = tree.text("Level \(level)")
      current = level.isMultiple(of: 2) ? tree.hStack([current, sibling]) : tree.vStack([current, sibling])
    }
    return (tree, current)
  }

  @Test func twoHundredNestedStacksCostLinearWork() {
    // Each stack is asked for a bounded set of proposals (its offer, 0 and ∞ for flexibility, the
    // placing proposal), so evaluations grow with the node count, not exponentially.
    let (small, smallRoot) = Self.nestedStacks(depth: 100)
    let (large, largeRoot) = Self.nestedStacks(depth: 200)
    let smallCount = layout(small, root: smallRoot, device: .iPhone15Pro).statistics.sizeEvaluations
    let largeResult = layout(large, root: largeRoot, device: .iPhone15Pro)
    let largeCount = largeResult.statistics.sizeEvaluations
    // 401 nodes. A node can receive several distinct proposals (its offer, 0 and ∞ on each axis,
    // the placing proposal), so the bound is a constant per node: 20 on average (measured: 16).
    #expect(large.count == 401)
    #expect(largeCount <= 20 * large.count)
    // Doubling the depth roughly doubles the work (exponential growth would square it).
    #expect(Double(largeCount) / Double(smallCount) < 2.5)
    #expect(largeResult.placedNodes.count == 401)
    #expect(largeResult.statistics.cacheHits > 0)
  }

  @Test func cacheOffGivesTheSameFramesWithMoreWork() {
    let (tree, root) = Self.nestedStacks(depth: 4)
    let cached = layout(tree, root: root, device: .iPhone15Pro)
    let uncached = layout(tree, root: root, device: .iPhone15Pro, options: LayoutOptions(cachingEnabled: false))
    #expect(cached.placedNodes.map(\.layout) == uncached.placedNodes.map(\.layout))
    #expect(uncached.statistics.sizeEvaluations > 4 * cached.statistics.sizeEvaluations)
    #expect(uncached.statistics.cacheHits == 0)
  }

  @Test func aLeafIsMeasuredOncePerDistinctProposal() {
    // HStack { Text; Color } proposed 300 × 100: the text is asked at ∞ and 0 (flexibility) and
    // at its offer; every further question (placement, alignment) is answered by the cache.
    var tree = LayoutTree()
    let text = tree.text("Hello")
    let color = tree.color()
    let stack = tree.hStack([text, color])
    let result = layoutIn(tree, root: stack, width: 300, height: 100, options: LayoutOptions(recordsTrace: true))
    let proposals = result.trace!.proposals(to: text).map(\.proposal)
    #expect(result.statistics.sizeEvaluations(of: text) == proposals.count)
    #expect(Set(proposals).count == proposals.count)
    #expect(proposals.contains(ProposedSize(width: .infinity, height: 100)))
    #expect(proposals.contains(ProposedSize(width: 0, height: 100)))
  }
}
