/// OpenType's two shared lookup building blocks, read once into sorted arrays (OpenType spec,
/// "OpenType Layout common table formats": Coverage table, Class Definition table).

/// Which glyphs a subtable applies to, and each one's coverage index.
struct CoverageTable: Sendable {
  /// Sorted, disjoint ranges with the coverage index of their first glyph. Format 1's glyph list
  /// becomes one-glyph ranges, so both formats search alike.
  private let ranges: [(start: UInt16, end: UInt16, index: Int)]

  init(_ table: ByteReader) throws {
    var ranges: [(start: UInt16, end: UInt16, index: Int)] = []
    switch try table.int(0) {
    case 1:
      let count = try table.int(2)
      try table.check(4, 2 * count)
      for index in 0..<count {
        let glyph = try table.uint16(4 + 2 * index)
        if let last = ranges.last, last.end >= glyph { continue }
        ranges.append((glyph, glyph, index))
      }
    case 2:
      let count = try table.int(2)
      try table.check(4, 6 * count)
      for index in 0..<count {
        let at = 4 + 6 * index
        let start = try table.uint16(at)
        let end = try table.uint16(at + 2)
        guard start <= end, ranges.last.map({ $0.end < start }) ?? true else { continue }
        ranges.append((start, end, try table.int(at + 4)))
      }
    default:
      break  // an unknown format covers nothing
    }
    self.ranges = ranges
  }

  /// How many ranges were read (for the reader's work budget).
  var size: Int { ranges.count }

  /// The coverage index of `glyph`, or nil when the glyph is not covered.
  func index(of glyph: UInt16) -> Int? {
    guard let found = lowerBound(ranges.count, { ranges[$0].end < glyph }), ranges[found].start <= glyph else {
      return nil
    }
    return ranges[found].index + Int(glyph - ranges[found].start)
  }
}

/// Glyph → class number; glyphs it does not list are class 0.
struct ClassDefinitionTable: Sendable {
  private let ranges: [(start: UInt16, end: UInt16, value: Int)]

  init(_ table: ByteReader) throws {
    var ranges: [(start: UInt16, end: UInt16, value: Int)] = []
    switch try table.int(0) {
    case 1:
      let first = try table.uint16(2)
      let count = try table.int(4)
      try table.check(6, 2 * count)
      for index in 0..<count where Int(first) + index <= Int(UInt16.max) {
        let glyph = first + UInt16(index)
        ranges.append((glyph, glyph, try table.int(6 + 2 * index)))
      }
    case 2:
      let count = try table.int(2)
      try table.check(4, 6 * count)
      for index in 0..<count {
        let at = 4 + 6 * index
        let start = try table.uint16(at)
        let end = try table.uint16(at + 2)
        guard start <= end, ranges.last.map({ $0.end < start }) ?? true else { continue }
        ranges.append((start, end, try table.int(at + 4)))
      }
    default:
      break
    }
    self.ranges = ranges
  }

  var size: Int { ranges.count }

  func classOf(_ glyph: UInt16) -> Int {
    guard let found = lowerBound(ranges.count, { ranges[$0].end < glyph }), ranges[found].start <= glyph else {
      return 0
    }
    return ranges[found].value
  }
}

/// The first index in `0..<count` for which `isBefore` is false, or nil if there is none.
func lowerBound(_ count: Int, _ isBefore: (Int) -> Bool) -> Int? {
  var low = 0
  var high = count
  while low < high {
    let middle = (low + high) / 2
    if isBefore(middle) { low = middle + 1 } else { high = middle }
  }
  return low < count ? low : nil
}
