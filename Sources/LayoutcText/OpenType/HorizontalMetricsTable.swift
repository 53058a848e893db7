/// `hmtx`: the advance width of every glyph, in font units.
///
/// OpenType spec, "hmtx": `numberOfHMetrics` (advanceWidth, lsb) pairs, and every glyph past the
/// last pair repeats the last advance (monospaced tails). The advances are copied into an array at
/// load so that measuring a string never re-reads the file.
struct HorizontalMetricsTable: Sendable, Hashable {
  private let advances: [UInt16]

  init(_ table: ByteReader, numberOfHMetrics: Int) throws {
    guard numberOfHMetrics > 0 else {
      throw FontError.invalidValue(table: "hhea", reason: "numberOfHMetrics is 0")
    }
    try table.check(0, 4 * numberOfHMetrics)
    var advances: [UInt16] = []
    advances.reserveCapacity(numberOfHMetrics)
    for index in 0..<numberOfHMetrics {
      advances.append(try table.uint16(4 * index))
    }
    self.advances = advances
  }

  /// The advance of `glyph`; glyphs past the last metric share its advance.
  func advance(of glyph: UInt16) -> Int {
    let index = Int(glyph)
    return Int(index < advances.count ? advances[index] : advances[advances.count - 1])
  }
}
