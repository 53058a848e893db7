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
/// its own. A node asked more than `Table.linearLimit` distinct proposals (nested stacks of
/// flexible views ask hundreds) has its entries indexed by a hash table instead, so a question
/// costs the same however many were asked before: searching the list would make such layouts
/// quadratic in the proposals per node.
///
/// Nothing is ever evicted within a pass: every distinct (node, proposal) question is computed
/// at most once (`MeasureCacheTests` counts them).
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

  /// One kind of answer for every node: the entries reachable from `latest[node]`, and for nodes
  /// with more than `linearLimit`, also `index`.
  struct Table<Answer> {
    struct Entry {
      var proposal: ProposedSize
      var answer: Answer
      /// The node's entry stored before this one, or -1.
      var previous: Int32
    }

    /// A question: node, proposal and, for explicit values, the guide.
    private struct IndexKey: Hashable {
      var node: Int32
      var proposal: ProposedSize
      var guide: AlignmentID?

      /// Equal keys hash equally: equal proposals have equal `ProposalKey`s.
      func hash(into hasher: inout Hasher) {
        hasher.combine(ProposalKey(proposal).mixed(with: node))
        if let guide { hasher.combine(guide) }
      }
    }

    /// Entries a node may have before its questions are looked up by hashing: a stack asks a
    /// child a handful of proposals, and comparing a few is cheaper than hashing one.
    static var linearLimit: Int32 { 8 }

    /// Empty until the first answer is stored: most tables of a pass (explicit values, the
    /// slots' overflow) stay empty, and filling a list head per node up front touched fresh
    /// pages for nothing (a page fault costs several microseconds).
    private var latest: [Int32] = []
    private var counts: [Int32] = []
    private let nodeCount: Int
    private var entries: [Entry] = []
    /// The entries of nodes with more than `linearLimit`, by question.
    private var index: [IndexKey: Int32] = [:]

    /// `expected`: the number of answers to make room for at once, so that the entries are not
    /// copied each time the array outgrows its storage.
    init(nodeCount: Int, expected: Int = 0) {
      self.nodeCount = nodeCount
      entries.reserveCapacity(expected)
    }

    /// No answer stored yet: a lookup would only read the node's (cold) list head to miss.
    var isEmpty: Bool { entries.isEmpty }

    /// The index of the first of `node`'s entries (newest first) that `matches`, or nil.
    @inline(__always)
    private func find(_ node: NodeID, where matches: (Entry) -> Bool) -> Int? {
      var index = Int(latest[node.rawValue])
      while index >= 0 {
        if matches(entries[index]) { return index }
        index = Int(entries[index].previous)
      }
      return nil
    }

    /// The answer to (node, proposal[, guide]); `matches` says whether an entry answers it.
    mutating func answer(_ node: NodeID, _ proposal: ProposedSize, guide: AlignmentID? = nil, where matches: (Entry) -> Bool) -> Answer? {
      guard node.rawValue >= 0 && node.rawValue < latest.count else { return nil }
      if counts[node.rawValue] > Self.linearLimit {
        return index[IndexKey(node: Int32(node.rawValue), proposal: proposal, guide: guide)].map { entries[Int($0)].answer }
      }
      return find(node, where: matches).map { entries[$0].answer }
    }

    /// The answer to (node, proposal): the common question, searched without a closure.
    mutating func answer(_ key: Key) -> Answer? {
      let n = key.node.rawValue
      guard n >= 0 && n < latest.count else { return nil }
      if counts[n] > Self.linearLimit {
        return index[IndexKey(node: Int32(n), proposal: key.proposal, guide: nil)].map { entries[Int($0)].answer }
      }
      var i = Int(latest[n])
      while i >= 0 {
        if entries[i].proposal == key.proposal { return entries[i].answer }
        i = Int(entries[i].previous)
      }
      return nil
    }

    /// Stores an answer; `guideOf` gives an entry's guide when the node's entries are indexed.
    mutating func store(_ answer: Answer, for key: Key, guideOf: (Answer) -> AlignmentID? = { _ in nil }) {
      let n = key.node.rawValue
      guard n >= 0 && n < nodeCount else { return }
      if latest.isEmpty {
        latest = Array(repeating: -1, count: nodeCount)
        counts = Array(repeating: 0, count: nodeCount)
      }
      entries.append(Entry(proposal: key.proposal, answer: answer, previous: latest[n]))
      latest[n] = Int32(entries.count - 1)
      counts[n] += 1
      guard counts[n] > Self.linearLimit else { return }
      if counts[n] == Self.linearLimit + 1 {
        // Index the node's earlier entries too.
        var i = Int(latest[n])
        while i >= 0 {
          index[IndexKey(node: Int32(n), proposal: entries[i].proposal, guide: guideOf(entries[i].answer))] = Int32(i)
          i = Int(entries[i].previous)
        }
      } else {
        index[IndexKey(node: Int32(n), proposal: key.proposal, guide: guideOf(answer))] = latest[n]
      }
    }
  }

  let isEnabled: Bool
  /// Sizes, the question asked most, and text measurements in flat slots (`AnswerSlots`).
  private let sizes: AnswerSlots<Size>
  private var placements: Table<[ChildPlacement]>
  /// Per node, the explicit values asked so far, by proposal and guide.
  private var explicitValues: Table<(guide: AlignmentID, value: Double?)>
  private let measurements: AnswerSlots<ContentMeasurement>
  /// Stacks' divisions, their shares only: a division's trace is recorded when it is made, and
  /// keeping it inline made every entry (and every copy as the table grew) several times larger.
  private var divisions: Table<[StackDivision.Share]>

  /// `expectedDivisions`: room to make at once for stacks' divisions (a stack is divided for each
  /// proposal it is asked: the grid benchmark's about 6 each).
  init(isEnabled: Bool, nodeCount: Int, expectedDivisions: Int = 0) {
    self.isEnabled = isEnabled
    let count = isEnabled ? nodeCount : 0
    // A node is usually asked its size for a few proposals and placed once.
    sizes = AnswerSlots(nodeCount: count)
    placements = Table(nodeCount: count, expected: count)
    explicitValues = Table(nodeCount: count)
    measurements = AnswerSlots(nodeCount: count)
    divisions = Table(nodeCount: count, expected: expectedDivisions)
  }

  // Lookups are `mutating` although they change nothing: the pass then reaches its cache in place
  // (an inout access). Called as a read, the whole cache (a dozen arrays and dictionaries) was
  // copied and released around every question: two thirds of the layout's instructions.
  mutating func size(_ key: Key) -> Size? { sizes.answer(key) }
  mutating func store(_ size: Size, for key: Key) { sizes.store(size, for: key) }

  mutating func placements(_ key: Key) -> [ChildPlacement]? { placements.isEmpty ? nil : placements.answer(key) }
  mutating func store(_ value: [ChildPlacement], for key: Key) { placements.store(value, for: key) }

  mutating func explicitValue(_ key: GuideKey) -> Double?? {
    explicitValues.answer(key.node, key.proposal, guide: key.guide) {
      $0.proposal == key.proposal && $0.answer.guide == key.guide
    }.map(\.value)
  }

  mutating func store(_ value: Double?, for key: GuideKey) {
    explicitValues.store((key.guide, value), for: Key(node: key.node, proposal: key.proposal)) { $0.guide }
  }

  mutating func measurement(_ key: Key) -> ContentMeasurement? { measurements.answer(key) }
  mutating func store(_ value: ContentMeasurement, for key: Key) { measurements.store(value, for: key) }

  mutating func division(_ key: Key) -> StackDivision? { divisions.answer(key).map { StackDivision(shares: $0) } }
  mutating func store(_ value: StackDivision, for key: Key) { divisions.store(value.shares, for: key) }
}
