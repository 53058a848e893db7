/// The fixed-layout header tables: `head`, `hhea`, `maxp` and `OS/2`. Only the fields that sizing
/// needs are read; field offsets are from the OpenType spec's table definitions.

/// `head`: the font's design grid.
struct FontHeaderTable: Sendable, Hashable {
  /// Font units per em (16…16384 per spec; Inter 4 uses 2816, most TrueType fonts 2048, CFF 1000).
  let unitsPerEm: Int

  init(_ table: ByteReader) throws {
    let unitsPerEm = try table.int(18)
    guard unitsPerEm > 0 else { throw FontError.invalidValue(table: "head", reason: "unitsPerEm is 0") }
    self.unitsPerEm = unitsPerEm
  }
}

/// `hhea`: the line metrics Apple platforms use (see `FontMetrics`) and the hmtx layout.
struct HorizontalHeaderTable: Sendable, Hashable {
  let ascender: Int
  /// Negative below the baseline, as stored.
  let descender: Int
  let lineGap: Int
  let numberOfHMetrics: Int

  init(_ table: ByteReader) throws {
    ascender = Int(try table.int16(4))
    descender = Int(try table.int16(6))
    lineGap = Int(try table.int16(8))
    numberOfHMetrics = try table.int(34)
  }
}

/// `maxp`: the number of glyphs, which bounds every glyph id the other tables may hold.
struct MaximumProfileTable: Sendable, Hashable {
  let numGlyphs: Int

  init(_ table: ByteReader) throws {
    numGlyphs = try table.int(4)
  }
}

/// `OS/2`: Windows and typographic metrics, the USE_TYPO_METRICS flag and the weight class.
struct OS2Table: Sendable, Hashable {
  let version: Int
  let weightClass: Int
  let typoAscender: Int
  /// Negative below the baseline, as stored.
  let typoDescender: Int
  let typoLineGap: Int
  let winAscent: Int
  /// Positive below the baseline, as stored.
  let winDescent: Int
  /// fsSelection bit 7: "use sTypoAscender/Descender/LineGap for line spacing" (OpenType spec, OS/2).
  let useTypoMetrics: Bool
  /// sCapHeight and sxHeight (version 2 and later), nil before.
  let capHeight: Int?
  let xHeight: Int?

  init(_ table: ByteReader) throws {
    version = try table.int(0)
    weightClass = try table.int(4)
    let selection = try table.uint16(62)
    useTypoMetrics = selection & 0x0080 != 0
    typoAscender = Int(try table.int16(68))
    typoDescender = Int(try table.int16(70))
    typoLineGap = Int(try table.int16(72))
    winAscent = try table.int(74)
    winDescent = try table.int(76)
    if version >= 2, table.contains(86, 4) {
      xHeight = Int(try table.int16(86))
      capHeight = Int(try table.int16(88))
    } else {
      xHeight = nil
      capHeight = nil
    }
  }
}
