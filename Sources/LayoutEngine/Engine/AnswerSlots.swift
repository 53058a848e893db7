/// One kind of plain-data answer (sizes, text measurements) for one pass: a node's first
/// `perNode` (proposal, answer) pairs in a block of fixed slots of one flat buffer, the rest in an
/// overflow `MeasureCache.Table`.
///
/// Size is the question asked most (a stack asks each child at 0, at infinity, at its share, then
/// places it: 6 or 7 proposals for half the grid benchmark's nodes), and a Text in a row of
/// flexible siblings is measured at a dozen; so these get storage with no allocation, no
/// reference counting, no hashing and no copy-on-write checks per question: a node's slots are
/// contiguous, searched linearly, and a proposal is compared as two integers (`ProposalKey`).
/// A node asked more than `perNode` proposals (nested flexible stacks ask hundreds) continues in
/// the overflow table, which indexes its entries by hashing past its own linear limit.
///
/// A node's block is handed out when its first answer is stored, blocks in the order stored, so
/// the memory touched is that of the nodes that have answers, side by side: text measurements
/// are stored for Text nodes only, and sizes not for the kinds the pass answers without the
/// cache (`PreparedTree.Tag.isAnsweredWithoutCache`). A block per node id, most never used,
/// spread every answer over fresh pages (a first-touch page fault costs several microseconds:
/// the largest item of the layout of 100,000 views). A node's first block holds
/// `firstBlockSlots`, and its third answer moves it to a block of `perNode`: most nodes are
/// asked one or two proposals (a Text in a stack of fixed siblings), and full blocks for them
/// would be half the pages the layout of 100,000 Texts touched.
final class AnswerSlots<Answer> {
  private struct Slot {
    var key: ProposalKey
    var answer: Answer
  }

  /// Slots per node: every node of the grid benchmark is asked at most 7 proposals.
  static var perNode: Int { 8 }
  /// Slots of a node's first block.
  static var firstBlockSlots: Int { 2 }

  private let nodeCount: Int
  /// Room for every node's two blocks (`firstBlockSlots` and `perNode` slots), handed out in
  /// order; only the first `counts[node]` slots of a node's current block are initialised
  /// (`Answer` is plain data, checked in `init`: nothing to release). Allocated, not touched:
  /// pages are touched as blocks are used.
  private let slots: UnsafeMutablePointer<Slot>
  /// Each node's current block (its first slot's index), or -1 before its first answer.
  private let firstSlot: UnsafeMutablePointer<Int32>
  private let counts: UnsafeMutablePointer<UInt8>
  /// The slots handed out so far.
  @exclusivity(unchecked) private var slotsUsed = 0
  /// Not checked for overlapping access at run time (a class's `var` otherwise is, on every
  /// access): nothing lends it out while a question could reach it again.
  @exclusivity(unchecked) private var overflow: MeasureCache.Table<Answer>

  /// An empty table for `nodeCount` nodes (0 when caching is off: every lookup then misses).
  init(nodeCount: Int) {
    // Slots are never deinitialised, which is sound only for answers without references.
    precondition(_isPOD(Answer.self), "AnswerSlots holds plain data only")
    let capacity = nodeCount * (AnswerSlots.firstBlockSlots + AnswerSlots.perNode)
    precondition(capacity <= Int(Int32.max), "AnswerSlots: too many nodes")
    self.nodeCount = nodeCount
    slots = .allocate(capacity: capacity)
    firstSlot = .allocate(capacity: nodeCount)
    firstSlot.initialize(repeating: -1, count: nodeCount)
    counts = .allocate(capacity: nodeCount)
    counts.initialize(repeating: 0, count: nodeCount)
    overflow = MeasureCache.Table(nodeCount: nodeCount)
  }

  deinit {
    slots.deallocate()
    firstSlot.deallocate()
    counts.deallocate()
  }

  // The pointers are read only at `firstSlot[node] + k` for `k < counts[node] <= perNode`, and
  // only after `node` is checked to lie in `0..<nodeCount`; a node gets at most one block of each
  // size, so at most `nodeCount` of each are handed out: every access stays inside the buffers,
  // which live exactly as long as this object.

  func answer(_ key: MeasureCache.Key) -> Answer? {
    let node = key.node.rawValue
    guard node >= 0 && node < nodeCount else { return nil }
    let count = Int(counts[node])
    guard count > 0 else { return nil }
    let wanted = ProposalKey(key.proposal)
    let first = slots + Int(firstSlot[node])
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
    if count == 0 {
      firstSlot[node] = Int32(slotsUsed)
      slotsUsed += AnswerSlots.firstBlockSlots
    } else if count == AnswerSlots.firstBlockSlots {
      let block = slots + slotsUsed
      block.moveInitialize(from: slots + Int(firstSlot[node]), count: count)
      firstSlot[node] = Int32(slotsUsed)
      slotsUsed += AnswerSlots.perNode
    }
    (slots + Int(firstSlot[node]) + count).initialize(to: Slot(key: ProposalKey(key.proposal), answer: answer))
    counts[node] = UInt8(count + 1)
  }
}
