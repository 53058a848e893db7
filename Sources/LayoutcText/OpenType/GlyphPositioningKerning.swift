/// Pair kerning from the `GPOS` table: the lookups of the 'kern' feature, pair adjustment only.
///
/// OpenType spec, "GPOS": lookup type 2 (PairPos) format 1 (glyph pairs) and format 2 (class
/// pairs), also when wrapped in a type 9 extension lookup. The horizontal adjustment of a pair is
/// the first value record's XAdvance plus the second's (which widens the second glyph). Other
/// lookup types (single adjustment, marks, cursive) and device tables do not change the advance
/// of Latin text at a nominal size, so they are skipped. Core Text kerns by default (the
/// kCTKernAttributeName / `.kerning` attribute only overrides it), so `Font` applies GPOS kerning
/// when the font has it and the legacy `kern` table otherwise, as HarfBuzz does.
struct GlyphPositioningKerning: Sendable {
  private enum Subtable: Sendable {
    /// Format 1: for each covered first glyph, its sorted (second glyph, adjustment) list.
    case glyphPairs(CoverageTable, [[(second: UInt16, value: Int)]])
    /// Format 2: an adjustment per (class of first, class of second).
    case classPairs(CoverageTable, ClassDefinitionTable, ClassDefinitionTable, class2Count: Int, values: [Int16])
  }

  /// Lookups in 'kern' feature order; each is a list of subtables tried in order.
  private let lookups: [[Subtable]]

  var isEmpty: Bool { lookups.isEmpty }

  /// The most pair values read from one GPOS table. Offsets may alias, so a hostile 300 KB table
  /// could otherwise describe billions of pairs; real fonts hold far fewer (Inter: about 100,000).
  static let pairBudget = 4_000_000

  init(_ table: ByteReader) throws {
    var budget = Self.pairBudget
    let featureList = try table.slice(from: try table.int(6))
    let lookupList = try table.slice(from: try table.int(8))
    // Every lookup any 'kern' feature record points to (all scripts and languages alike).
    var indices: Set<Int> = []
    let featureCount = try featureList.int(0)
    for index in 0..<featureCount {
      let record = 2 + 6 * index
      guard try featureList.uint32(record) == tagValue("kern") else { continue }
      let feature = try featureList.slice(from: try featureList.int(record + 4))
      let count = try feature.int(2)
      for lookup in 0..<count { indices.insert(try feature.int(4 + 2 * lookup)) }
    }
    let lookupCount = try lookupList.int(0)
    var lookups: [[Subtable]] = []
    for index in indices.sorted() where index < lookupCount {
      let lookup = try lookupList.slice(from: try lookupList.int(2 + 2 * index))
      let type = try lookup.int(0)
      guard type == 2 || type == 9 else { continue }  // only pair adjustment changes advances
      let subtableCount = try lookup.int(4)
      var subtables: [Subtable] = []
      for sub in 0..<subtableCount {
        try Self.spend(1, from: &budget)
        var subtable = try lookup.slice(from: try lookup.int(6 + 2 * sub))
        var subtableType = type
        if type == 9 {  // Extension: posFormat, extensionLookupType, Offset32 from this subtable
          subtableType = try subtable.int(2)
          subtable = try subtable.slice(from: Int(try subtable.uint32(4)))
        }
        guard subtableType == 2, let parsed = try Self.readPairAdjustment(subtable, budget: &budget) else { continue }
        subtables.append(parsed)
      }
      if !subtables.isEmpty { lookups.append(subtables) }
    }
    self.lookups = lookups
  }

  /// The adjustment in font units between `left` and `right` (negative tightens).
  func adjustment(_ left: UInt16, _ right: UInt16) -> Int {
    var total = 0
    for lookup in lookups {
      // Within a lookup the first subtable that applies wins (OpenType spec, "Lookup table").
      for subtable in lookup {
        if let value = Self.apply(subtable, left, right) {
          total += value
          break
        }
      }
    }
    return total
  }

  private static func apply(_ subtable: Subtable, _ left: UInt16, _ right: UInt16) -> Int? {
    switch subtable {
    case .glyphPairs(let coverage, let sets):
      guard let index = coverage.index(of: left), index < sets.count else { return nil }
      let pairs = sets[index]
      guard let found = lowerBound(pairs.count, { pairs[$0].second < right }), pairs[found].second == right else {
        return nil
      }
      return pairs[found].value
    case .classPairs(let coverage, let classes1, let classes2, let class2Count, let values):
      guard coverage.index(of: left) != nil else { return nil }
      let at = classes1.classOf(left) * class2Count + classes2.classOf(right)
      return at < values.count ? Int(values[at]) : 0
    }
  }

  private static func spend(_ count: Int, from budget: inout Int) throws {
    budget -= count
    if budget < 0 { throw FontError.invalidValue(table: "GPOS", reason: "more than \(pairBudget) kerning pairs") }
  }

  /// The byte size of a value record with this format (two bytes per bit set in the low byte).
  private static func valueRecordSize(_ format: UInt16) -> Int { 2 * (format & 0xFF).nonzeroBitCount }

  /// The XAdvance field of a value record, or 0 when its format has none.
  private static func xAdvance(_ table: ByteReader, _ at: Int, _ format: UInt16) throws -> Int {
    guard format & 0x0004 != 0 else { return 0 }
    let before = (format & 0x0003).nonzeroBitCount  // XPlacement, YPlacement come first
    return Int(try table.int16(at + 2 * before))
  }

  private static func readPairAdjustment(_ table: ByteReader, budget: inout Int) throws -> Subtable? {
    let posFormat = try table.int(0)
    let coverage = try CoverageTable(try table.slice(from: try table.int(2)))
    try spend(1 + coverage.size, from: &budget)
    let format1 = try table.uint16(4)
    let format2 = try table.uint16(6)
    let size1 = valueRecordSize(format1)
    let size2 = valueRecordSize(format2)
    switch posFormat {
    case 1:
      let setCount = try table.int(8)
      try table.check(10, 2 * setCount)
      var sets: [[(second: UInt16, value: Int)]] = []
      for index in 0..<setCount {
        let set = try table.slice(from: try table.int(10 + 2 * index))
        let count = try set.int(0)
        let recordSize = 2 + size1 + size2
        try set.check(2, recordSize * count)
        try spend(count + 1, from: &budget)
        var pairs: [(second: UInt16, value: Int)] = []
        pairs.reserveCapacity(count)
        for pair in 0..<count {
          let at = 2 + recordSize * pair
          let value = try xAdvance(set, at + 2, format1) + xAdvance(set, at + 2 + size1, format2)
          pairs.append((try set.uint16(at), value))
        }
        pairs.sort { $0.second < $1.second }
        sets.append(pairs)
      }
      return .glyphPairs(coverage, sets)
    case 2:
      let classes1 = try ClassDefinitionTable(try table.slice(from: try table.int(8)))
      let classes2 = try ClassDefinitionTable(try table.slice(from: try table.int(10)))
      try spend(classes1.size + classes2.size, from: &budget)
      let class1Count = try table.int(12)
      let class2Count = try table.int(14)
      let recordSize = size1 + size2
      try table.check(16, recordSize * class1Count * class2Count)  // before allocating
      try spend(class1Count * class2Count, from: &budget)
      var values: [Int16] = []
      values.reserveCapacity(class1Count * class2Count)
      for index in 0..<(class1Count * class2Count) {
        let at = 16 + recordSize * index
        let value = try xAdvance(table, at, format1) + xAdvance(table, at + size1, format2)
        values.append(Int16(truncatingIfNeeded: value))
      }
      return .classPairs(coverage, classes1, classes2, class2Count: class2Count, values: values)
    default:
      return nil
    }
  }
}
