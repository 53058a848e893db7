/// `cmap`: Unicode scalar → glyph id, from a format 4 (BMP) or format 12 (full Unicode) subtable.
///
/// OpenType spec, "cmap". Subtable choice, best first: Windows Unicode full repertoire (3,10) and
/// Unicode full (0,4 / 0,6) in format 12, then Windows Unicode BMP (3,1) and Unicode BMP (0,3 / 0,*)
/// in format 4 — the order HarfBuzz and Core Text both prefer, full repertoire before BMP.
///
/// Ranges are kept as sorted arrays and searched; nothing is expanded per character, so a hostile
/// group "U+0000…U+10FFFF" costs 12 bytes, not a million dictionary entries.
struct CharacterMapTable: Sendable {
  private enum Segments: Sendable {
    /// Format 12 groups: (startCharCode, endCharCode, startGlyphID).
    case groups([(start: UInt32, end: UInt32, glyph: UInt32)])
    /// Format 4 segments, and the subtable to read idRangeOffset-based glyph ids from.
    case segments([(start: UInt32, end: UInt32, delta: UInt16, rangeOffsetAt: Int, rangeOffset: Int)], ByteReader)
  }

  private let segments: Segments
  private let numGlyphs: Int
  let format: Int

  init(_ table: ByteReader, numGlyphs: Int) throws {
    self.numGlyphs = numGlyphs
    let count = try table.int(2)
    var candidates: [(rank: Int, offset: Int)] = []
    for index in 0..<count {
      let record = 4 + 8 * index
      let platform = try table.int(record)
      let encoding = try table.int(record + 2)
      let offset = Int(try table.uint32(record + 4))
      let rank: Int? =
        switch (platform, encoding) {
        case (3, 10): 0
        case (0, 4), (0, 6): 1
        case (3, 1): 2
        case (0, _): 3
        default: nil
        }
      if let rank { candidates.append((rank, offset)) }
    }
    for candidate in candidates.sorted(by: { $0.rank < $1.rank }) {
      let subtable = try table.slice(from: candidate.offset)
      switch try subtable.int(0) {
      case 12:
        segments = .groups(try Self.readFormat12(subtable))
        format = 12
        return
      case 4:
        let (parsed, reader) = try Self.readFormat4(subtable)
        segments = .segments(parsed, reader)
        format = 4
        return
      default:
        continue  // formats 0, 6, 13, 14: not used for Unicode text by the fonts we target
      }
    }
    throw FontError.invalidValue(table: "cmap", reason: "no Unicode subtable in format 4 or 12")
  }

  /// The glyph for `scalar`, or 0 (.notdef) if the font does not map it.
  func glyph(for scalar: Unicode.Scalar) -> UInt16 {
    let code = scalar.value
    var glyph = 0
    switch segments {
    case .groups(let groups):
      guard let index = lowerBound(groups.count, { groups[$0].end < code }), groups[index].start <= code else {
        return 0
      }
      glyph = Int(groups[index].glyph) + Int(code - groups[index].start)
    case .segments(let segments, let reader):
      guard let index = lowerBound(segments.count, { segments[$0].end < code }), segments[index].start <= code else {
        return 0
      }
      let segment = segments[index]
      if segment.rangeOffset == 0 {
        glyph = Int(UInt16(truncatingIfNeeded: code &+ UInt32(segment.delta)))
      } else {
        // The glyph id is read at &idRangeOffset[i] + idRangeOffset[i] + 2 × (c − startCode).
        let at = segment.rangeOffsetAt + segment.rangeOffset + 2 * Int(code - segment.start)
        guard let raw = try? reader.uint16(at), raw != 0 else { return 0 }
        glyph = Int(raw &+ segment.delta)
      }
    }
    return glyph < numGlyphs ? UInt16(glyph) : 0
  }

  private static func readFormat12(_ subtable: ByteReader) throws -> [(start: UInt32, end: UInt32, glyph: UInt32)] {
    let count = Int(try subtable.uint32(12))
    try subtable.check(16, 12 * count)  // before allocating: a hostile count cannot exceed the bytes
    var groups: [(start: UInt32, end: UInt32, glyph: UInt32)] = []
    groups.reserveCapacity(count)
    for index in 0..<count {
      let at = 16 + 12 * index
      let start = try subtable.uint32(at)
      let end = try subtable.uint32(at + 4)
      guard start <= end, groups.last.map({ $0.end < start }) ?? true else { continue }  // keep sorted, disjoint
      groups.append((start, end, try subtable.uint32(at + 8)))
    }
    return groups
  }

  private static func readFormat4(
    _ subtable: ByteReader
  ) throws -> ([(start: UInt32, end: UInt32, delta: UInt16, rangeOffsetAt: Int, rangeOffset: Int)], ByteReader) {
    let segCount = try subtable.int(6) / 2
    let ends = 14
    let starts = ends + 2 * segCount + 2  // after the reservedPad
    let deltas = starts + 2 * segCount
    let rangeOffsets = deltas + 2 * segCount
    try subtable.check(0, rangeOffsets + 2 * segCount)
    var segments: [(start: UInt32, end: UInt32, delta: UInt16, rangeOffsetAt: Int, rangeOffset: Int)] = []
    for index in 0..<segCount {
      let end = UInt32(try subtable.uint16(ends + 2 * index))
      let start = UInt32(try subtable.uint16(starts + 2 * index))
      guard start <= end, segments.last.map({ $0.end < start }) ?? true else { continue }
      segments.append(
        (start, end, try subtable.uint16(deltas + 2 * index), rangeOffsets + 2 * index,
         try subtable.int(rangeOffsets + 2 * index)))
    }
    return (segments, subtable)
  }
}
