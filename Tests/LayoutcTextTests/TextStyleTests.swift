import LayoutEngine
import Testing
@testable import LayoutcText

/// Text styles, weights and the faces and line metrics they resolve to.
@Suite struct TextStyleTests {
  @Test func dynamicTypeSizesAtLarge() {
    let sizes: [(TextFont, Double)] = [
      (.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17), (.callout, 16),
      (.subheadline, 15), (.footnote, 13), (.caption, 12), (.caption2, 11),
    ]
    for (style, size) in sizes { #expect(style.size == size) }
    #expect(TextFont.headline.weight == .semibold)
    #expect(TextFont.body.weight == .regular)
    #expect(TextFont(styleName: "caption2") == .caption2)
    #expect(TextFont(styleName: "huge") == nil)
    #expect(FontWeight(name: "semibold") == .semibold)
  }

  @Test func weightsChooseFaces() {
    let family = BundledFonts.inter
    #expect(family.face(for: .regular) === BundledFonts.interRegular)
    #expect(family.face(for: .medium) === BundledFonts.interRegular)
    #expect(family.face(for: .semibold) === BundledFonts.interSemiBold)
    #expect(family.face(for: .bold) === BundledFonts.interBold)
    #expect(family.face(for: .black) === BundledFonts.interBold)
    #expect(TextFont.body.bold().weight == .bold)
    // A family of regular and bold only: semibold measures bold; one face only: always that one.
    let pair = FontFamily(regular: BundledFonts.interRegular, bold: BundledFonts.interBold)
    #expect(pair.face(for: .semibold) === BundledFonts.interBold)
    #expect(FontFamily(regular: BundledFonts.interRegular).face(for: .heavy) === BundledFonts.interRegular)
  }

  @Test func headlineMeasuresWithTheSemiboldFace() {
    // fontTools: Inter SemiBold "Avocado Toast" (20606 − 469) × 17 / 2816 = 121.566.
    let headline = TextMeasurer(text: "Avocado Toast", style: .headline)
    #expect(abs(headline.idealLineWidth - 20137.0 * 17 / 2816) < 1e-9)
    #expect(TextMeasurer(text: "Avocado Toast", style: .body.bold()).face === BundledFonts.interBold)
  }

  @Test func lineMetricsAtEachSize() {
    // Inter: (2728 + 680 + 0) / 2816 em per line. At 17 pt: 20.574; at 34 pt: 41.148.
    let body = FontMetrics(font: BundledFonts.interRegular, pointSize: 17)
    #expect(abs(body.lineHeight - 3408.0 * 17 / 2816) < 1e-12)
    #expect(abs(body.ascent - 16.46875) < 1e-12)
    #expect(abs(body.descent - 680.0 * 17 / 2816) < 1e-12)
    #expect(body.leading == 0)
    let large = TextMeasurer(text: "Title", style: .largeTitle).measure(.unspecified)
    #expect(large.size.height == PixelGrid.ceil(3408.0 * 34 / 2816, scale: 3))  // 41.148 → 124 / 3
  }

  @Test func applePolicyReadsHheaNotTypo() throws {
    var synthetic = SyntheticFont.basic()  // hhea 800 / −200 / 100 at 1000 upem
    // OS/2 version 4 with typo 700 / −300 / 0, win 900 / 300, fsSelection USE_TYPO_METRICS, weight 700.
    synthetic.tables["OS/2"] = Bytes().u16(4).i16(500).u16(700).pad(to: 62).u16(0x0080).u16(0).u16(0)
      .i16(700).i16(-300).i16(0).u16(900).u16(300).pad(to: 96).bytes
    let font = try Font(bytes: synthetic.build())
    #expect(font.useTypoMetrics)
    #expect(font.weightClass == 700)
    let apple = FontMetrics(font: font, pointSize: 10)
    #expect(apple.ascent == 8 && apple.descent == 2 && apple.leading == 1)  // hhea, Core Text
    let openType = FontMetrics(font: font, pointSize: 10, policy: .openType)
    #expect(openType.ascent == 7 && openType.descent == 3 && openType.leading == 0)  // typo, bit 7 set
  }
}
