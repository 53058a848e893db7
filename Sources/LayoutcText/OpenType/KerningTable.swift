/// Pair kerning from the legacy `kern` table, format 0 subtables.
///
/// Two headers exist: Microsoft's (OpenType spec, "kern": uint16 version 0, uint16 nTables, 6-byte
/// subtable headers) and Apple's (TrueType Reference Manual, "kern": Fixed version 1.0, uint32
/// nTables, 8-byte subtable headers). Both hold format 0: a sorted list of (left, right, value).
/// Only horizontal, non-cross-stream, non-variation subtables add to the advance; a Microsoft
/// subtable with the "override" bit replaces the sum so far.
struct KerningTable: Sendable {
  private struct Subtable: Sendable {
    /// (left << 16 | right) → value, sorted by key.
    let pairs: [(key: UInt32, value: Int16)]
    let overrides: Bool
  }

  private let subtables: [Subtable]

  var isEmpty: Bool { subtables.isEmpty }

  init(_ table: ByteReader) throws {
    var subtables: [Subtable] = []
    let isApple = try table.uint16(0) == 1
    let count = isApple ? Int(try table.uint32(4)) : try table.int(2)
    var offset = isApple ? 8 : 4
    for _ in 0..<min(count, 256) {  // a hostile count stops at the end of the table anyway
      guard table.contains(offset, isApple ? 8 : 6) else { break }
      let length: Int
      let format: Int
      let usable: Bool
      let overrides: Bool
      let headerSize: Int
      if isApple {
        length = Int(try table.uint32(offset))
        let coverage = try table.uint16(offset + 4)
        format = Int(coverage & 0xFF)
        usable = coverage & 0xE000 == 0  // not vertical, cross-stream or variation
        overrides = false
        headerSize = 8
      } else {
        length = try table.int(offset + 2)
        let coverage = try table.uint16(offset + 4)
        format = Int(coverage >> 8)
        usable = coverage & 0x0001 != 0 && coverage & 0x0006 == 0  // horizontal, not minimum or cross-stream
        overrides = coverage & 0x0008 != 0
        headerSize = 6
      }
      if format == 0 && usable {
        let body = offset + headerSize
        let pairCount = try table.int(body)
        try table.check(body + 8, 6 * pairCount)
        var pairs: [(key: UInt32, value: Int16)] = []
        pairs.reserveCapacity(pairCount)
        for index in 0..<pairCount {
          let at = body + 8 + 6 * index
          pairs.append((try table.uint32(at), try table.int16(at + 4)))
        }
        pairs.sort { $0.key < $1.key }
        subtables.append(Subtable(pairs: pairs, overrides: overrides))
      }
      // Microsoft's 16-bit length overflows for big subtables: the last one may claim less than it has.
      guard length > 0 else { break }
      offset += length
    }
    self.subtables = subtables
  }

  func adjustment(_ left: UInt16, _ right: UInt16) -> Int {
    let key = UInt32(left) << 16 | UInt32(right)
    var total = 0
    for subtable in subtables {
      let pairs = subtable.pairs
      guard let found = lowerBound(pairs.count, { pairs[$0].key < key }), pairs[found].key == key else { continue }
      total = subtable.overrides ? Int(pairs[found].value) : total + Int(pairs[found].value)
    }
    return total
  }
}
