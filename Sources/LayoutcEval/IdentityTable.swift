/// The evaluator's caches keyed by object identity (`callSites`, `constantValues`,
/// `viewBodies`): an open-addressing table hashing the object's address by one multiplication.
///
/// They are asked once or more for every instance (the call site of every call expression, the
/// value of every literal), and a `Dictionary` hashed each `ObjectIdentifier` with the seeded
/// SipHash: ~90 instructions a key before probing, a tenth of evaluating a list (issue 20).
/// Addresses need no such hash: distinct live objects have distinct addresses, and multiplying
/// by 2⁶⁴/φ (Fibonacci hashing) spreads their aligned values over the slots. A key's object
/// must outlive its entry, as with the dictionaries this replaces: an expression is held in its
/// element (`CallSite.expr`, the constant's expression), a view's declaration by the model the
/// evaluator holds; so an address is never reused for another object while it is a key.
///
/// Entries are only added or replaced, never removed (no cache forgets); nothing iterates it.
struct IdentityTable<Element> {
  /// Addresses of the keys; 0 marks an empty slot (no object lives at address 0).
  private var keys: [UInt] = []
  private var elements: [Element?] = []
  private var count = 0
  /// 64 − log₂(capacity): the top bits of the product are the slot.
  private var shift = 64

  init() {}

  subscript(key: ObjectIdentifier) -> Element? {
    get {
      guard count > 0 else { return nil }
      let k = UInt(bitPattern: key)
      let mask = keys.count - 1
      var i = slot(k)
      while true {
        let stored = keys[i]
        if stored == k { return elements[i] }
        if stored == 0 { return nil }
        i = (i + 1) & mask
      }
    }
    set {
      guard let newValue else { preconditionFailure("IdentityTable entries are never removed") }
      if (count + 1) * 2 > keys.count { grow() }
      let k = UInt(bitPattern: key)
      let mask = keys.count - 1
      var i = slot(k)
      while keys[i] != 0 && keys[i] != k { i = (i + 1) & mask }
      if keys[i] == 0 {
        keys[i] = k
        count += 1
      }
      elements[i] = newValue
    }
  }

  private func slot(_ k: UInt) -> Int { Int(truncatingIfNeeded: (k &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift)) }

  /// Doubles the slots (64 at first) and puts every entry back: at most half are ever used.
  private mutating func grow() {
    let capacity = max(64, keys.count * 2)
    let oldKeys = keys, oldElements = elements
    keys = Array(repeating: 0, count: capacity)
    elements = Array(repeating: nil, count: capacity)
    shift = 64 - capacity.trailingZeroBitCount
    let mask = capacity - 1
    for j in oldKeys.indices where oldKeys[j] != 0 {
      var i = slot(oldKeys[j])
      while keys[i] != 0 { i = (i + 1) & mask }
      keys[i] = oldKeys[j]
      elements[i] = oldElements[j]
    }
  }
}
