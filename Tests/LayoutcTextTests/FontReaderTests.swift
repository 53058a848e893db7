import Testing
@testable import LayoutcText

/// The reader on the bundled Inter faces. Expected values were read independently with fontTools
/// 4.68 (`TTFont("/usr/share/fonts/opentype/inter/Inter-Regular.otf")`, Debian fonts-inter
/// 4.0~beta7+ds-1), outside the repository.
@Suite struct FontReaderTests {
  let regular = BundledFonts.interRegular

  @Test func headHheaMaxpAndOS2() {
    // fontTools: head.unitsPerEm 2816 (Inter 4 uses 2816, not 2048); hhea 2728 / -680 / 0,
    // numberOfHMetrics 2547; maxp.numGlyphs 2548; OS/2 typo 2728 / -680 / 0, win 2728 / 680,
    // fsSelection 0b11000000 (bit 7 USE_TYPO_METRICS set), usWeightClass 400.
    #expect(regular.unitsPerEm == 2816)
    #expect(regular.hheaAscender == 2728)
    #expect(regular.hheaDescender == -680)
    #expect(regular.hheaLineGap == 0)
    #expect(regular.numGlyphs == 2548)
    #expect(regular.typoAscender == 2728)
    #expect(regular.typoDescender == -680)
    #expect(regular.typoLineGap == 0)
    #expect(regular.winAscent == 2728)
    #expect(regular.winDescent == 680)
    #expect(regular.useTypoMetrics)
    #expect(regular.weightClass == 400)
    #expect(!regular.isVariable)
  }

  @Test func licenceTravelsWithTheFont() {
    #expect(BundledFonts.interLicense.hasPrefix("Copyright (c) 2016-2022 The Inter Project Authors"))
    #expect(BundledFonts.interLicense.contains("SIL OPEN FONT LICENSE Version 1.1"))
  }

  @Test func weightsOfTheBundledFaces() {
    #expect(BundledFonts.interSemiBold.weightClass == 600)
    #expect(BundledFonts.interBold.weightClass == 700)
  }

  @Test func characterMapAndAdvances() {
    // Inter has a (3,10) format 12 subtable, preferred over its (3,1) format 4 one.
    #expect(regular.characterMapFormat == 12)
    let a = regular.glyph(for: "A")
    #expect(a != 0)
    #expect(regular.glyph(for: "\u{10FFFF}") == 0)
    #expect(regular.advance(of: regular.glyph(for: " ")) > 0)
    #expect(regular.hasGlyph(for: "\u{2026}"))
  }

  @Test func kerningComesFromGPOS() {
    // fontTools, GPOS 'kern' feature lookups (type 2, formats 1 and 2): A/V adjusts by -192 units.
    #expect(regular.kerningSource == .gpos)
    #expect(regular.kerning(regular.glyph(for: "A"), regular.glyph(for: "V")) == -192)
    #expect(regular.kerning(regular.glyph(for: "o"), regular.glyph(for: "o")) == 0)
  }

  @Test func embeddedDataDecodes() throws {
    let bytes = try #require(EmbeddedFontData.decodeBase64(EmbeddedFontData.interRegular))
    // generate-embedded-fonts.py: Inter-Regular.otf 258992 bytes → 108648 bytes of metric tables.
    #expect(bytes.count == 108648)
    #expect(Array(bytes.prefix(4)) == Array("OTTO".utf8))
    #expect(EmbeddedFontData.decodeBase64("TWFu") == Array("Man".utf8))
    #expect(EmbeddedFontData.decodeBase64("TWE=") == Array("Ma".utf8))
    #expect(EmbeddedFontData.decodeBase64("T!E=") == nil)
  }

  @Test func legacyKernTableFormat0() throws {
    var synthetic = SyntheticFont.basic()
    // Microsoft kern: version 0, 1 subtable; subtable v0, length 6+8+6, coverage 0x0001 (horizontal,
    // format 0); one pair A(1) V(2) = -80.
    synthetic.tables["kern"] = Bytes().u16(0).u16(1).u16(0).u16(20).u16(0x0001).u16(1).u16(6).u16(0).u16(0)
      .u16(1).u16(2).i16(-80).bytes
    let font = try Font(bytes: synthetic.build())
    #expect(font.kerningSource == .kern)
    #expect(font.kerning(1, 2) == -80)
    #expect(font.kerning(2, 1) == 0)
    #expect(font.glyph(for: "V") == 2)
    #expect(font.advance(of: 2) == 700)
    #expect(font.typoAscender == nil)  // no OS/2 table: allowed, hhea metrics used
  }

  @Test func gposPairAdjustmentThroughAnExtensionLookup() throws {
    var synthetic = SyntheticFont.basic()
    // GPOS 1.0: ScriptList (empty) at 10, FeatureList at 12, LookupList at 26.
    // FeatureList: 1 record 'kern' → Feature at +8: params 0, 1 lookup index 0.
    // LookupList: 1 lookup at +4: type 9, flag 0, 1 subtable at +8 → Extension(format 1, type 2,
    // offset 8) → PairPos format 1: coverage at +12, valueFormat1 0x0004 (XAdvance), valueFormat2 0,
    // 1 PairSet at +18; Coverage format 1 [A]; PairSet: 1 record (V, -120).
    let pairPos = Bytes().u16(1).u16(12).u16(0x0004).u16(0).u16(1).u16(18).u16(1).u16(1).u16(1)
      .pad(to: 18).u16(1).u16(2).i16(-120).bytes
    let ext = Bytes().u16(1).u16(2).u32(8).bytes + pairPos
    let lookup = Bytes().u16(9).u16(0).u16(1).u16(8).bytes + ext
    let lookupList = Bytes().u16(1).u16(4).bytes + lookup
    let featureList = Bytes().u16(1).tag("kern").u16(8).u16(0).u16(1).u16(0).bytes
    let header = Bytes().u16(1).u16(0).u16(10).u16(12).u16(UInt16(12 + featureList.count)).bytes
    synthetic.tables["GPOS"] = header + Bytes().u16(0).bytes + featureList + lookupList
    let font = try Font(bytes: synthetic.build())
    #expect(font.kerningSource == .gpos)
    #expect(font.kerning(1, 2) == -120)
    #expect(font.kerning(1, 3) == 0)
  }

  @Test func trueTypeCollectionTakesTheFirstFont() throws {
    let font = try Font(bytes: SyntheticFont.collection(of: .basic()))
    #expect(font.unitsPerEm == 1000)
    #expect(font.glyph(for: "a") == 3)
  }

  @Test func variableFontsAreReadAtTheirDefaultInstance() throws {
    var synthetic = SyntheticFont.basic()
    synthetic.tables["fvar"] = Bytes().u32(0x0001_0000).pad(to: 16).bytes
    let font = try Font(bytes: synthetic.build())
    #expect(font.isVariable)
    #expect(font.advance(of: 1) == 600)
  }
}
