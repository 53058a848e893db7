/// Memoised answers of one layout pass, keyed by node and proposal.
///
/// SwiftUI asks a child for its size several times per layout (a stack measures each child at 0, at
/// infinity and at its offer); without memoisation nested stacks cost exponential work. Within one
/// pass a node's answer to a proposal never changes, so each (node, proposal) is computed once.
/// Turning the cache off (`LayoutOptions.cachingEnabled = false`) recomputes everything and must give
/// identical frames; a property test checks that.
///
/// Storage is a table per kind of answer, indexed by the node's id, holding that node's few
/// answers in a short list searched linearly. A node is asked a handful of proposals (a stack asks
/// each child at 0, at infinity and at its share, then places it), so comparing a few proposals is
/// much cheaper than hashing a (node, proposal) key into one dictionary: hashing was a quarter of
/// the layout time of a 100,000-view spec (docs/performance.md). The lists of all nodes share one
/// array of entries, each linking to the node's previous one, so a node costs no allocation of
/// its own.
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

  /// One kind of answer for every node: the entries reachable from `latest[node]`.
  struct Table<Answer> {
    struct Entry {
      var proposal: ProposedSize
      var answer: Answer
      /// The node's entry stored before this one, or -1.
      var previous: Int32
    }

    private var latest: [Int32]
    private var entries: [Entry] = []

    /// `expected`: the number of answers to make room for at once, so that the entries are not
    /// copied each time the array outgrows its storage.
    init(nodeCount: Int, expected: Int = 0) {
      latest = Array(repeating: -1, count: nodeCount)
      entries.reserveCapacity(expected)
    }

    /// The index of the first of `node`'s entries (newest first) that `matches`, or nil.
    @inline(__always)
    private func find(_ node: NodeID, where matches: (Entry) -> Bool) -> Int? {
      guard node.rawValue >= 0 && node.rawValue < latest.count else { return nil }
      var index = Int(latest[node.rawValue])
      while index >= 0 {
        if matches(entries[index]) { return index }
        index = Int(entries[index].previous)
      }
      return nil
    }

    func answer(_ key: Key) -> Answer? {
      find(key.node) { $0.proposal == key.proposal }.map { entries[$0].answer }
    }

    /// The answer of the first entry for `node` that `matches`.
    func answer(_ node: NodeID, where matches: (Entry) -> Bool) -> Answer? {
      find(node, where: matches).map { entries[$0].answer }
    }

    mutating func store(_ answer: Answer, for key: Key) {
      guard key.node.rawValue >= 0 && key.node.rawValue < latest.count else { return }
      entries.append(Entry(proposal: key.proposal, answer: answer, previous: latest[key.node.rawValue]))
      latest[key.node.rawValue] = Int32(entries.count - 1)
    }
  }

  let isEnabled: Bool
  private var sizes: Table<Size>
  private var placements: Table<[ChildPlacement]>
  /// Per node, the explicit values asked so far, by proposal and guide.
  private var explicitValues: Table<(guide: AlignmentID, value: Double?)>
  private var measurements: Table<ContentMeasurement>
  private var divisions: Table<StackDivision>

  init(isEnabled: Bool, nodeCount: Int) {
    self.isEnabled = isEnabled
    let count = isEnabled ? nodeCount : 0
    // A node is usually asked its size for a few proposals and placed once.
    sizes = Table(nodeCount: count, expected: 4 * count)
    placements = Table(nodeCount: count, expected: count)
    explicitValues = Table(nodeCount: count)
    measurements = Table(nodeCount: count)
    divisions = Table(nodeCount: count)
  }

  func size(_ key: Key) -> Size? { sizes.answer(key) }
  mutating func store(_ size: Size, for key: Key) { sizes.store(size, for: key) }

  func placements(_ key: Key) -> [ChildPlacement]? { placements.answer(key) }
  mutating func store(_ value: [ChildPlacement], for key: Key) { placements.store(value, for: key) }

  func explicitValue(_ key: GuideKey) -> Double?? {
    explicitValues.answer(key.node) { $0.proposal == key.proposal && $0.answer.guide == key.guide }.map(\.value)
  }

  mutating func store(_ value: Double?, for key: GuideKey) {
    explicitValues.store((key.guide, value), for: Key(node: key.node, proposal: key.proposal))
  }

  func measurement(_ key: Key) -> ContentMeasurement? { measurements.answer(key) }
  mutating func store(_ value: ContentMeasurement, for key: Key) { measurements.store(value, for: key) }

  func division(_ key: Key) -> StackDivision? { divisions.answer(key) }
  mutating func store(_ value: StackDivision, for key: Key) { divisions.store(value, for: key) }
}
