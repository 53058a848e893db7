/// A table keyed by object identity (an expression, a declaration): open addressing, the
/// object's address hashed by one multiplication.
///
/// The checker records a type and a resolved call for nearly every expression, and the evaluator
/// reads them back for every instance; a `Dictionary` hashes each `ObjectIdentifier` with the
/// seeded SipHash, ~90 instructions a key before probing. Addresses need no such
/// hash: distinct live objects have distinct addresses, and multiplying by 2⁶⁴/φ (Fibonacci
/// hashing) spreads their aligned values over the slots. As with a dictionary keyed by
/// `ObjectIdentifier`, a key's object must outlive its entry (the syntax tree outlives the facts
/// recorded about it), so an address is never reused for another object while it is a key.
///
/// The elements lie in insertion order in an array of their own, the slots hold an index into
/// it: growing moves keys and indices only (a resolved call is ~100 bytes), and the slots can
/// stay half empty cheaply. Entries are added, replaced, and removed (`remove`, for a check that
/// reuses another's facts without those about what it checks again); nothing iterates it.
public struct IdentityTable<Element> {
  /// Addresses of the keys; 0 marks an empty slot (no object lives at address 0).
  @usableFromInline var keys: [UInt] = []
  /// For each used slot, its element's index in `elements`.
  @usableFromInline var indices: [Int32] = []
  @usableFromInline var elements: [Element] = []
  /// 64 − log₂(slots): the top bits of the product are the slot.
  @usableFromInline var shift = 64
  /// Elements no slot points to any more (removed), reclaimed once they are half of `elements`.
  @usableFromInline var unused = 0

  public init() {}

  /// No entry yet: a lookup would only miss.
  @inlinable public var isEmpty: Bool { elements.isEmpty }

  public subscript(key: ObjectIdentifier) -> Element? {
    @inlinable get {
      guard !elements.isEmpty else { return nil }
      let k = UInt(bitPattern: key)
      let mask = keys.count - 1
      var i = slot(k)
      while true {
        let stored = keys[i]
        if stored == k { return elements[Int(indices[i])] }
        if stored == 0 { return nil }
        i = (i + 1) & mask
      }
    }
    @inlinable set {
      guard let newValue else { preconditionFailure("IdentityTable entries are never removed") }
      if (elements.count + 1) * 2 > keys.count { grow() }
      let k = UInt(bitPattern: key)
      let mask = keys.count - 1
      var i = slot(k)
      while keys[i] != 0 && keys[i] != k { i = (i + 1) & mask }
      if keys[i] == 0 {
        keys[i] = k
        indices[i] = Int32(truncatingIfNeeded: elements.count)
        elements.append(newValue)
      } else {
        elements[Int(indices[i])] = newValue
      }
    }
  }

  /// Removes the entries of `removed`'s keys.
  public mutating func remove(_ removed: Set<ObjectIdentifier>) {
    guard !elements.isEmpty else { return }
    for key in removed { remove(UInt(bitPattern: key)) }
    if unused * 2 > elements.count { compact() }
  }

  /// Empties `k`'s slot, then moves each later key of its run of used slots up into the hole
  /// when its own slot does not lie between them (backward-shift deletion), so that every
  /// lookup still reaches its key without crossing an empty slot.
  @usableFromInline mutating func remove(_ k: UInt) {
    let mask = keys.count - 1
    var hole = slot(k)
    while keys[hole] != k {
      if keys[hole] == 0 { return }
      hole = (hole + 1) & mask
    }
    keys[hole] = 0
    unused += 1
    var j = hole
    while true {
      j = (j + 1) & mask
      if keys[j] == 0 { return }
      let home = slot(keys[j])
      let reachesHole = hole <= j ? (home <= hole || home > j) : (home <= hole && home > j)
      guard reachesHole else { continue }
      keys[hole] = keys[j]
      indices[hole] = indices[j]
      keys[j] = 0
      hole = j
    }
  }

  /// Drops the elements no slot points to, keeping the others' order.
  @usableFromInline mutating func compact() {
    var order = indices.indices.filter { keys[$0] != 0 }
    order.sort { indices[$0] < indices[$1] }
    var kept: [Element] = []
    kept.reserveCapacity(order.count)
    for j in order {
      kept.append(elements[Int(indices[j])])
      indices[j] = Int32(truncatingIfNeeded: kept.count - 1)
    }
    elements = kept
    unused = 0
  }

  /// Whether an entry's element satisfies `predicate`.
  public func contains(where predicate: (Element) -> Bool) -> Bool { elements.contains(where: predicate) }

  @inlinable func slot(_ k: UInt) -> Int { Int(truncatingIfNeeded: (k &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift)) }

  /// Doubles the slots (64 at first) and puts every key back: at most half are ever used.
  @inlinable mutating func grow() {
    precondition(elements.count < Int(Int32.max), "IdentityTable: too many entries")
    let capacity = max(64, keys.count * 2)
    let oldKeys = keys, oldIndices = indices
    keys = Array(repeating: 0, count: capacity)
    indices = Array(repeating: 0, count: capacity)
    shift = 64 - capacity.trailingZeroBitCount
    let mask = capacity - 1
    for j in oldKeys.indices where oldKeys[j] != 0 {
      var i = slot(oldKeys[j])
      while keys[i] != 0 { i = (i + 1) & mask }
      keys[i] = oldKeys[j]
      indices[i] = oldIndices[j]
    }
  }
}

extension IdentityTable: Sendable where Element: Sendable {}
