/// A font file read into the tables that text measurement needs: glyph mapping, advances, kerning
/// and vertical metrics. Immutable and shareable across threads.
///
/// `Font(bytes:)` accepts TrueType (.ttf), CFF OpenType (.otf), a collection (.ttc: its first font)
/// and variable fonts (their default instance: `fvar`/`HVAR`/`MVAR` deltas are not applied, so the
/// metrics are those of the default axis values). It throws a `FontError` for anything else.
public final class Font: Sendable {
  /// Font units per em: design coordinates are divided by this to get ems.
  public let unitsPerEm: Int
  public let numGlyphs: Int
  /// `hhea` ascender / descender (negative) / lineGap, in font units.
  public let hheaAscender: Int
  public let hheaDescender: Int
  public let hheaLineGap: Int
  /// `OS/2` values, nil when the font has no OS/2 table (allowed for Apple TrueType fonts).
  public let typoAscender: Int?
  public let typoDescender: Int?
  public let typoLineGap: Int?
  public let winAscent: Int?
  public let winDescent: Int?
  /// `OS/2` fsSelection bit 7.
  public let useTypoMetrics: Bool
  /// `OS/2` usWeightClass (400 regular, 600 semibold, 700 bold); 400 without an OS/2 table.
  public let weightClass: Int
  public let capHeight: Int?
  public let xHeight: Int?
  /// Whether the font is a variable font (it has an `fvar` table); metrics are its default instance.
  public let isVariable: Bool
  /// The cmap subtable format in use (4 or 12).
  public let characterMapFormat: Int
  /// Where kerning comes from.
  public let kerningSource: KerningSource

  public enum KerningSource: String, Sendable {
    case gpos = "GPOS"
    case kern
    case none
  }

  private let characterMap: CharacterMapTable
  /// The glyphs of the ASCII scalars, looked up once: a Text is shaped byte by byte, and a cmap
  /// search (segments, binary search) costs ~250 instructions a character.
  private let asciiGlyphs: [UInt16]
  private let horizontalMetrics: HorizontalMetricsTable
  private let gposKerning: GlyphPositioningKerning?
  private let legacyKerning: KerningTable?

  public init(bytes: [UInt8]) throws {
    let directory = try TableDirectory(bytes: bytes)
    let head = try FontHeaderTable(try directory.table("head"))
    let hhea = try HorizontalHeaderTable(try directory.table("hhea"))
    let maxp = try MaximumProfileTable(try directory.table("maxp"))
    let os2 = try directory.optionalTable("OS/2").map(OS2Table.init)
    unitsPerEm = head.unitsPerEm
    numGlyphs = maxp.numGlyphs
    hheaAscender = hhea.ascender
    hheaDescender = hhea.descender
    hheaLineGap = hhea.lineGap
    typoAscender = os2?.typoAscender
    typoDescender = os2?.typoDescender
    typoLineGap = os2?.typoLineGap
    winAscent = os2?.winAscent
    winDescent = os2?.winDescent
    useTypoMetrics = os2?.useTypoMetrics ?? false
    weightClass = os2?.weightClass ?? 400
    capHeight = os2?.capHeight
    xHeight = os2?.xHeight
    isVariable = directory.has("fvar")
    horizontalMetrics = try HorizontalMetricsTable(
      try directory.table("hmtx"), numberOfHMetrics: hhea.numberOfHMetrics)
    let characterMap = try CharacterMapTable(try directory.table("cmap"), numGlyphs: maxp.numGlyphs)
    self.characterMap = characterMap
    asciiGlyphs = (0..<128).map { characterMap.glyph(for: Unicode.Scalar(UInt8($0))) }
    characterMapFormat = characterMap.format
    let gpos = try directory.optionalTable("GPOS").map(GlyphPositioningKerning.init)
    if let gpos, !gpos.isEmpty {
      gposKerning = gpos
      legacyKerning = nil
      kerningSource = .gpos
    } else if let kern = try directory.optionalTable("kern").map(KerningTable.init), !kern.isEmpty {
      gposKerning = nil
      legacyKerning = kern
      kerningSource = .kern
    } else {
      gposKerning = nil
      legacyKerning = nil
      kerningSource = .none
    }
  }

  /// The glyph for a scalar; 0 (.notdef) when the font has none. Core Text would fall back to
  /// another font for a missing character; layoutc measures the .notdef box instead (docs/text.md).
  public func glyph(for scalar: Unicode.Scalar) -> UInt16 {
    scalar.value < 128 ? asciiGlyphs[Int(scalar.value)] : characterMap.glyph(for: scalar)
  }

  /// The advance width of a glyph in font units.
  public func advance(of glyph: UInt16) -> Int {
    horizontalMetrics.advance(of: glyph)
  }

  /// The kerning adjustment between two glyphs in font units (negative tightens).
  public func kerning(_ left: UInt16, _ right: UInt16) -> Int {
    if let gposKerning { return gposKerning.adjustment(left, right) }
    if let legacyKerning { return legacyKerning.adjustment(left, right) }
    return 0
  }

  /// Whether the font maps `scalar` to a real glyph.
  public func hasGlyph(for scalar: Unicode.Scalar) -> Bool { glyph(for: scalar) != 0 }
}
