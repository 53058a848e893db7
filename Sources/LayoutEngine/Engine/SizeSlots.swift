/// The size answers of one pass: every node's first `perNode` (proposal, size) pairs in fixed slots
/// of one flat buffer, the rest in an overflow `MeasureCache.Table`.
///
/// Size is the question asked most (a stack asks each child at 0, at infinity, at its share, then
/// places it: 6 or 7 proposals for half the grid benchmark's nodes), so it gets storage with no
/// allocation, no reference counting and no copy-on-write checks per question: a node's slots are
/// contiguous, searched linearly, and a proposal is compared as two integers (`Key`). A node asked
/// more than `perNode` proposals (nested flexible stacks ask hundreds) continues in the overflow
/// table, which indexes its entries by hashing past its own linear limit (issue 16).
final class SizeSlots {
  /// A proposal as two integers: equal keys exactly when the proposals are equal (`==` on each
  /// optional axis), so a lookup compares integers instead of optional doubles.
  struct Key: Equatable {
    var width: UInt64
    var height: UInt64

    /// An unspecified axis: a NaN pattern, which no proposed length can have (`ProposedSize`
    /// turns NaN into nil).
    private static let unspecified: UInt64 = 0x7FF8_0000_0000_0001

    init(_ proposal: ProposedSize) {
      width = Key.axis(proposal.width)
      height = Key.axis(proposal.height)
    }

    /// `+ 0` turns -0 into +0, which `==` holds equal; every other length has one bit pattern.
    private static func axis(_ value: Double?) -> UInt64 {
      guard let value else { return unspecified }
      return (value + 0).bitPattern
    }
  }

  private struct Slot {
    var key: Key
    var size: Size
  }

  /// Slots per node: enough for every node of the grid and realistic benchmarks.
  static let perNode = 8

  private let nodeCount: Int
  /// `nodeCount * perNode` slots, node after node; only the first `counts[node]` of a node's are
  /// initialised (a `Slot` is plain data: nothing to release).
  private let slots: UnsafeMutablePointer<Slot>
  private let counts: UnsafeMutablePointer<UInt8>
  /// Not checked for overlapping access at run time (a class's `var` otherwise is, on every
  /// access): nothing lends it out while a question could reach it again.
  @exclusivity(unchecked) private var overflow: MeasureCache.Table<Size>

  /// An empty table for `nodeCount` nodes (0 when caching is off: every lookup then misses).
  init(nodeCount: Int) {
    self.nodeCount = nodeCount
    slots = .allocate(capacity: nodeCount * SizeSlots.perNode)
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

  func size(_ key: MeasureCache.Key) -> Size? {
    let node = key.node.rawValue
    guard node >= 0 && node < nodeCount else { return nil }
    let wanted = Key(key.proposal)
    let count = Int(counts[node])
    let first = slots + node * SizeSlots.perNode
    // Newest first: a parent places a child at the proposal it asked last.
    var k = count
    while k > 0 {
      k -= 1
      if first[k].key == wanted { return first[k].size }
    }
    return count == SizeSlots.perNode ? overflow.answer(key) : nil
  }

  func store(_ size: Size, for key: MeasureCache.Key) {
    let node = key.node.rawValue
    guard node >= 0 && node < nodeCount else { return }
    let count = Int(counts[node])
    guard count < SizeSlots.perNode else {
      overflow.store(size, for: key)
      return
    }
    (slots + node * SizeSlots.perNode + count).initialize(to: Slot(key: Key(key.proposal), size: size))
    counts[node] = UInt8(count + 1)
  }
}
