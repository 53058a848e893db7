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

  /// Nested flexible stacks: alternating HStack and VStack, each `{ Text; <next level> }` inside a
  /// flexible frame (`maxWidth`, `maxHeight` or both `.infinity`). Each level asks the next many
  /// distinct proposals (0 and ∞ for flexibility on either axis, then shares that depend on how
  /// the texts wrap), so the questions grow quickly with the depth; the cache must still compute
  /// each distinct one only once.
  static func flexibleNest(depth: Int, maxWidth: Bool, maxHeight: Bool) -> (LayoutTree, NodeID) {
    var tree = LayoutTree()
    var current = tree.text("leaf")
    for level in (0..<depth).reversed() {
      let text = tree.text("t\(level)")
      let stack = level.isMultiple(of: 2) ? tree.hStack([text, current]) : tree.vStack([text, current])
      let frame = FlexibleFrame(maxWidth: maxWidth ? .infinity : nil, maxHeight: maxHeight ? .infinity : nil)
      current = tree.add(.flexibleFrame(frame), children: [stack])
    }
    return (tree, current)
  }

  /// The shapes the once-per-question guarantee is checked on.
  static func shapes() -> [(name: String, tree: LayoutTree, root: NodeID)] {
    var result: [(String, LayoutTree, NodeID)] = []
    for (name, w, h) in [("maxWidth", true, false), ("maxHeight", false, true), ("both", true, true)] {
      let (tree, root) = flexibleNest(depth: 14, maxWidth: w, maxHeight: h)
      result.append(("flexible nest, \(name)", tree, root))
    }
    let (nested, nestedRoot) = nestedStacks(depth: 60)
    result.append(("nested stacks", nested, nestedRoot))
    var wide = LayoutTree()
    let rows = (0..<300).map { wide.text("Row \($0) of a long list") }
    let wideRoot = wide.vStack(rows)
    result.append(("wide stack", wide, wideRoot))
    var mixed = LayoutTree()
    var cell = mixed.text("Cell")
    for k in 0..<20 { cell = k.isMultiple(of: 3) ? mixed.padding(cell, 4) : mixed.hStack([cell, mixed.color(), mixed.text("x\(k)")]) }
    result.append(("padding and colours", mixed, cell))
    return result
  }

  @Test func everyDistinctQuestionIsComputedOncePerPass() {
    for shape in Self.shapes() {
      let result = layoutIn(shape.tree, root: shape.root, width: 393, height: 759, options: LayoutOptions(recordsTrace: true))
      // Every proposal each node was asked, answered from the cache or not.
      var asked: [NodeID: Set<ProposedSize>] = [:]
      for case .sized(let node, let proposal, _, _) in result.trace!.events { asked[node, default: []].insert(proposal) }
      var distinct = 0
      for id in asked.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
        distinct += asked[id]!.count
        #expect(result.statistics.sizeEvaluations(of: id) == asked[id]!.count, "\(shape.name): node \(id.rawValue)")
      }
      #expect(result.statistics.sizeEvaluations == distinct, "\(shape.name)")
    }
  }

  @Test func kindsAnsweredWithoutTheCacheGiveTheFramesOfATracedPass() {
    // Untraced, leaves, padding and fixed frames are answered without the cache
    // (`PreparedTree.Tag.isAnsweredWithoutCache`); traced, everything is cached. Same frames,
    // and the cached kinds still compute each distinct question once.
    for shape in Self.shapes() {
      let traced = layoutIn(shape.tree, root: shape.root, width: 393, height: 759, options: LayoutOptions(recordsTrace: true))
      let untraced = layoutIn(shape.tree, root: shape.root, width: 393, height: 759)
      #expect(traced.placedNodes.map(\.layout) == untraced.placedNodes.map(\.layout), "\(shape.name)")
      #expect(untraced.statistics.answersWithoutCache > 0, "\(shape.name)")
      #expect(traced.statistics.answersWithoutCache == 0, "\(shape.name)")
      #expect(untraced.statistics.sizeEvaluations < traced.statistics.sizeEvaluations, "\(shape.name)")
    }
    // Three rows of the grid benchmark's kind: fixed frames in padding in a padded HStack.
    var tree = LayoutTree()
    var rows: [NodeID] = []
    for _ in 0..<3 {
      var cells: [NodeID] = []
      for _ in 0..<6 {
        let color = tree.color()
        cells.append(tree.padding(tree.add(.frame(width: 20, height: 20, alignment: .center), children: [color]), 4))
      }
      rows.append(tree.padding(tree.hStack(cells), 4))
    }
    let grid = tree.vStack(rows)
    let cached = layoutIn(tree, root: grid, width: 393, height: 759)
    let uncached = layoutIn(tree, root: grid, width: 393, height: 759, options: LayoutOptions(cachingEnabled: false))
    #expect(cached.placedNodes.map(\.layout) == uncached.placedNodes.map(\.layout))
    #expect(cached.statistics.answersWithoutCache > cached.statistics.sizeEvaluations)
  }

  @Test func deepFlexibleNestAsksEachNodeManyQuestionsButEachOnce() {
    // 14 levels: some nodes are asked dozens of distinct proposals (measured: 40), past the
    // cache's linear search (8), so their lookups go through its hash index.
    let (tree, root) = Self.flexibleNest(depth: 14, maxWidth: true, maxHeight: false)
    let result = layoutIn(tree, root: root, width: 393, height: 759)
    let perNode = result.statistics.sizeEvaluationsPerNode
    #expect(perNode.max()! > 30)
    // Most questions repeat one asked before: the stacks and frames find them in the cache, and
    // the Texts are measured from theirs (their sizes are answered without it).
    #expect(result.statistics.cacheHits > 0)
    #expect(result.statistics.cacheHits + result.statistics.answersWithoutCache > result.statistics.sizeEvaluations)
    let traced = layoutIn(tree, root: root, width: 393, height: 759, options: LayoutOptions(recordsTrace: true))
    #expect(traced.statistics.cacheHits > traced.statistics.sizeEvaluations)
  }

  @Test func aPassStopsAtItsQuestionLimit() {
    // The 14-level nest asks thousands of questions (`deepFlexibleNest…` above). With a limit
    // of 500 the pass stops asking at 500 and says so; without one it finishes unflagged, and
    // the default limit (a million plus 16 a node) is far above it.
    let (tree, root) = Self.flexibleNest(depth: 14, maxWidth: true, maxHeight: false)
    let full = layoutIn(tree, root: root, width: 393, height: 759)
    let asked = full.statistics.sizeQuestions
    #expect(asked > 500 && !full.statistics.stoppedAtQuestionLimit)
    #expect(asked < LayoutOptions.defaultQuestionLimit(nodeCount: tree.count))
    let stopped = layoutIn(tree, root: root, width: 393, height: 759, options: LayoutOptions(questionLimit: 500))
    #expect(stopped.statistics.stoppedAtQuestionLimit)
    #expect(stopped.statistics.sizeQuestions == 500)
  }

  @Test(arguments: [(true, false), (false, true), (true, true)])
  func flexibleNestGivesTheSameFramesWithoutTheCache(_ axes: (Bool, Bool)) {
    // Depth 6: without the cache every question is recomputed, exponentially many.
    let (tree, root) = Self.flexibleNest(depth: 6, maxWidth: axes.0, maxHeight: axes.1)
    let cached = layoutIn(tree, root: root, width: 393, height: 759)
    let uncached = layoutIn(tree, root: root, width: 393, height: 759, options: LayoutOptions(cachingEnabled: false))
    #expect(cached.placedNodes.map(\.layout) == uncached.placedNodes.map(\.layout))
    #expect(cached.statistics.sizeEvaluationsPerNode.max()! > 8)
    #expect(uncached.statistics.sizeEvaluations > cached.statistics.sizeEvaluations)
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
