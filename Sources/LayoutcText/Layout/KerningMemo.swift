/// The kerning of glyph pairs already looked up in one face. Looking a pair up searches the
/// face's GPOS subtables (coverage, class definitions, sorted pair lists); a text repeats few
/// pairs, so shaping a long string without the memo is mostly the same few searches again.
/// Direct-mapped: each slot remembers the last
/// pair that fell in it, so the memo is a fixed 8 KB whatever the text.
final class KerningMemo {
  let face: Font
  /// `left << 16 | right` of the pair in each slot; `empty` for none (glyph ids stop at 65,534).
  ///
  /// Unchecked exclusivity: each access to a class's stored array began and ended a dynamic
  /// access (~60 instructions, a third of kerning a pair). Sound: a memo belongs to one
  /// `TextShapingCache` (one thread) or to one shaping, and `kerning` never re-enters while it writes.
  @exclusivity(unchecked) private var pairs: [UInt32]
  @exclusivity(unchecked) private var values: [Int32]
  private static let slots = 1024
  private static let empty = UInt32.max

  init(face: Font) {
    self.face = face
    pairs = Array(repeating: Self.empty, count: Self.slots)
    values = Array(repeating: 0, count: Self.slots)
  }

  /// `face.kerning(left, right)`. Inlined: it is called for every pair of characters shaped,
  /// and a hit is a few instructions.
  @inline(__always)
  func kerning(_ left: UInt16, _ right: UInt16) -> Int {
    let pair = UInt32(left) << 16 | UInt32(right)
    let slot = Int((pair &* 2_654_435_761) >> 22)  // Fibonacci hashing: the top 10 bits
    if pairs[slot] == pair { return Int(values[slot]) }
    let value = face.kerning(left, right)
    // A value beyond Int32 (never in a real font) is looked up again each time.
    guard let stored = Int32(exactly: value) else { return value }
    pairs[slot] = pair
    values[slot] = stored
    return value
  }
}
