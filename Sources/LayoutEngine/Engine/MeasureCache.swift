/// Memoised answers of one layout pass, keyed by node and proposal.
///
/// SwiftUI asks a child for its size several times per layout (a stack measures each child at 0, at
/// infinity and at its offer); without memoisation nested stacks cost exponential work. Within one
/// pass a node's answer to a proposal never changes, so each (node, proposal) is computed once.
/// Turning the cache off (`LayoutOptions.cachingEnabled = false`) recomputes everything and must give
/// identical frames; a property test checks that.
///
/// Storage is a table per node, indexed by the node's id, holding that node's few answers in a
/// short list searched linearly. A node is asked a handful of proposals (a stack asks each child
/// at 0, at infinity and at its share, then places it), so comparing a few proposals is much
/// cheaper than hashing a (node, proposal) key into one dictionary: hashing was a quarter of the
/// layout time of a 100,000-view spec (docs/performance.md).
struct MeasureCache {
  struct Key: Hashable {
    var node: NodeID
    var proposal: ProposedSize
  }

  struct GuideKey: Hashable {
    var node: NodeID
    var proposal: ProposedSize
    var guide: AlignmentID
  }

  /// One kind of answer for every node: `answers[node]` lists (proposal, answer) pairs.
  struct Table<Answer> {
    private var answers: [[(proposal: ProposedSize, answer: Answer)]]

    init(nodeCount: Int) {
      answers = Array(repeating: [], count: nodeCount)
    }

    func answer(_ key: Key) -> Answer? {
      guard key.node.rawValue >= 0 && key.node.rawValue < answers.count else { return nil }
      for entry in answers[key.node.rawValue] where entry.proposal == key.proposal { return entry.answer }
      return nil
    }

    mutating func store(_ answer: Answer, for key: Key) {
      guard key.node.rawValue >= 0 && key.node.rawValue < answers.count else { return }
      answers[key.node.rawValue].append((key.proposal, answer))
    }
  }

  let isEnabled: Bool
  private var sizes: Table<Size>
  private var placements: Table<[ChildPlacement]>
  /// Per node and proposal, the explicit values asked so far, by guide.
  private var explicitValues: Table<[(guide: AlignmentID, value: Double?)]>
  private var measurements: Table<ContentMeasurement>
  private var divisions: Table<StackDivision>

  init(isEnabled: Bool, nodeCount: Int) {
    self.isEnabled = isEnabled
    let count = isEnabled ? nodeCount : 0
    sizes = Table(nodeCount: count)
    placements = Table(nodeCount: count)
    explicitValues = Table(nodeCount: count)
    measurements = Table(nodeCount: count)
    divisions = Table(nodeCount: count)
  }

  func size(_ key: Key) -> Size? { sizes.answer(key) }
  mutating func store(_ size: Size, for key: Key) { sizes.store(size, for: key) }

  func placements(_ key: Key) -> [ChildPlacement]? { placements.answer(key) }
  mutating func store(_ value: [ChildPlacement], for key: Key) { placements.store(value, for: key) }

  func explicitValue(_ key: GuideKey) -> Double?? {
    guard let values = explicitValues.answer(Key(node: key.node, proposal: key.proposal)) else { return nil }
    for entry in values where entry.guide == key.guide { return .some(entry.value) }
    return nil
  }

  mutating func store(_ value: Double?, for key: GuideKey) {
    guard isEnabled else { return }
    // Guides of one (node, proposal) share one entry, so its list is updated in place.
    let nodeKey = Key(node: key.node, proposal: key.proposal)
    var values = explicitValues.answer(nodeKey) ?? []
    let isNew = values.isEmpty
    values.append((key.guide, value))
    if isNew { explicitValues.store(values, for: nodeKey) } else { explicitValues.replace(values, for: nodeKey) }
  }

  func measurement(_ key: Key) -> ContentMeasurement? { measurements.answer(key) }
  mutating func store(_ value: ContentMeasurement, for key: Key) { measurements.store(value, for: key) }

  func division(_ key: Key) -> StackDivision? { divisions.answer(key) }
  mutating func store(_ value: StackDivision, for key: Key) { divisions.store(value, for: key) }
}

extension MeasureCache.Table {
  /// Replaces the answer stored for `key` (which must be there).
  mutating func replace(_ answer: Answer, for key: MeasureCache.Key) {
    guard key.node.rawValue >= 0 && key.node.rawValue < answers.count else { return }
    for i in answers[key.node.rawValue].indices where answers[key.node.rawValue][i].proposal == key.proposal {
      answers[key.node.rawValue][i].answer = answer
      return
    }
  }
}
