/// The nodes of identity paths already found free of some text (`IdentityPath.anyComponentText`),
/// by address: paths share their prefixes, so a walk over every layout node's path stops at the
/// first node an earlier walk passed, and each shared component is tested once.
///
/// An open-addressing table of addresses with a multiplicative hash, rather than a
/// `Set<ObjectIdentifier>`: the invariant check behind it runs over every node of every layout
/// (`Lowering.unmarkedAssumptions`), and SipHash, the set's growth and the array of nodes passed
/// cost ~2,400 instructions a node. The nodes are not retained: the caller keeps the paths whose
/// nodes it records alive while it uses the table (an address is never reused meanwhile).
public struct CleanPathNodes: Sendable {
  /// Addresses, 0 for an empty slot; the count is a power of two, at most half full.
  private var slots: [UInt]
  private var count = 0

  public init() { slots = [UInt](repeating: 0, count: 64) }

  func contains(_ node: IdentityPath.Node) -> Bool {
    let address = Self.address(node)
    let mask = slots.count - 1
    var i = Self.slot(of: address, mask: mask)
    while true {
      let s = slots[i]
      if s == address { return true }
      if s == 0 { return false }
      i = (i + 1) & mask
    }
  }

  mutating func insert(_ node: IdentityPath.Node) {
    if 2 * (count + 1) > slots.count { grow() }
    if place(Self.address(node)) { count += 1 }
  }

  /// Puts `address` in its slot; false when it was there already.
  private mutating func place(_ address: UInt) -> Bool {
    let mask = slots.count - 1
    var i = Self.slot(of: address, mask: mask)
    while slots[i] != 0 {
      if slots[i] == address { return false }
      i = (i + 1) & mask
    }
    slots[i] = address
    return true
  }

  private mutating func grow() {
    let old = slots
    slots = [UInt](repeating: 0, count: old.count * 2)
    for address in old where address != 0 { _ = place(address) }
  }

  private static func address(_ node: IdentityPath.Node) -> UInt {
    UInt(bitPattern: ObjectIdentifier(node))
  }

  /// Fibonacci hashing: the high bits of the address times 2^64 / φ, which spreads the aligned
  /// addresses of heap objects over the table.
  private static func slot(of address: UInt, mask: Int) -> Int {
    Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }
}
