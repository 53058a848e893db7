/// One kind of plain-data answer (sizes, text measurements) for one pass: every node's first
/// `perNode` (proposal, answer) pairs in fixed slots of one flat buffer, the rest in an overflow
/// `MeasureCache.Table`.
///
/// Size is the question asked most (a stack asks each child at 0, at infinity, at its share, then
/// places it: 6 or 7 proposals for half the grid benchmark's nodes), and a Text in a row of
/// flexible siblings is measured at a dozen; so these get storage with no allocation, no
/// reference counting, no hashing and no copy-on-write checks per question: a node's slots are
/// contiguous, searched linearly, and a proposal is compared as two integers (`ProposalKey`).
/// A node asked more than `perNode` proposals (nested flexible stacks ask hundreds) continues in
/// the overflow table, which indexes its entries by hashing past its own linear limit (issue 16).
final class AnswerSlots<Answer> {
  private struct Slot {
    var key: ProposalKey
    var answer: Answer
  }

  /// Slots per node: every node of the grid benchmark is asked at most 7 proposals.
  static var perNode: Int { 8 }

  private let nodeCount: Int
  /// `nodeCount * perNode` slots, node after node; only the first `counts[node]` of a node's are
  /// initialised (`Answer` is plain data, checked in `init`: nothing to release).
  private let slots: UnsafeMutablePointer<Slot>
  private let counts: UnsafeMutablePointer<UInt8>
  /// Not checked for overlapping access at run time (a class's `var` otherwise is, on every
  /// access): nothing lends it out while a question could reach it again.
  @exclusivity(unchecked) private var overflow: MeasureCache.Table<Answer>

  /// An empty table for `nodeCount` nodes (0 when caching is off: every lookup then misses).
  init(nodeCount: Int) {
    // Slots are never deinitialised, which is sound only for answers without references.
    precondition(_isPOD(Answer.self), "AnswerSlots holds plain data only")
    self.nodeCount = nodeCount
    slots = .allocate(capacity: nodeCount * AnswerSlots.perNode)
    counts = .allocate(capacity: nodeCount)
    counts.initialize(repeating: 0, count: nodeCount)
    overflow = MeasureCache.Table(nodeCount: nodeCount)
  }

  deinit {
    slots.deallocate()
    counts.deallocate()
  }

  // The pointers are read only at `node * perNode + k` for `k < counts[node] <= perNode`, and only
  // after `node` is checked to lie in `0..<nodeCount`: every access stays inside the buffers, which
  // live exactly as long as this object.

  func answer(_ key: MeasureCache.Key) -> Answer? {
    let node = key.node.rawValue
    guard node >= 0 && node < nodeCount else { return nil }
    let wanted = ProposalKey(key.proposal)
    let count = Int(counts[node])
    let first = slots + node * AnswerSlots.perNode
    // Newest first: a parent places a child at the proposal it asked last.
    var k = count
    while k > 0 {
      k -= 1
      if first[k].key == wanted { return first[k].answer }
    }
    return count == AnswerSlots.perNode ? overflow.answer(key) : nil
  }

  func store(_ answer: Answer, for key: MeasureCache.Key) {
    let node = key.node.rawValue
    guard node >= 0 && node < nodeCount else { return }
    let count = Int(counts[node])
    guard count < AnswerSlots.perNode else {
      overflow.store(answer, for: key)
      return
    }
    (slots + node * AnswerSlots.perNode + count).initialize(to: Slot(key: ProposalKey(key.proposal), answer: answer))
    counts[node] = UInt8(count + 1)
  }
}
