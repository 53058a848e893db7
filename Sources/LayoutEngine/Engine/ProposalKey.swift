/// A proposal as two integers: equal keys exactly when the proposals are equal (`==` on each
/// optional axis), so the measure cache compares and hashes integers instead of optional doubles.
struct ProposalKey: Hashable {
  var width: UInt64
  var height: UInt64

  /// An unspecified axis: a NaN pattern, which no proposed length can have (`ProposedSize` turns
  /// NaN into nil).
  private static let unspecified: UInt64 = 0x7FF8_0000_0000_0001

  init(_ proposal: ProposedSize) {
    width = ProposalKey.axis(proposal.width)
    height = ProposalKey.axis(proposal.height)
  }

  /// `+ 0` turns -0 into +0, which `==` holds equal; every other length has one bit pattern.
  private static func axis(_ value: Double?) -> UInt64 {
    guard let value else { return unspecified }
    return (value + 0).bitPattern
  }

  /// The two axes and a node mixed into one word, so that a hash table key costs one `Hasher`
  /// call instead of one per optional and its payload (hashing was most of the cost of indexing
  /// the answers of nodes asked many proposals).
  func mixed(with node: Int32) -> UInt64 {
    var h = UInt64(UInt32(bitPattern: node)) &* 0x9E37_79B9_7F4A_7C15
    h = (h ^ width) &* 0xBF58_476D_1CE4_E5B9
    h = (h ^ (h >> 31) ^ height) &* 0x94D0_49BB_1331_11EB
    return h ^ (h >> 29)
  }
}
