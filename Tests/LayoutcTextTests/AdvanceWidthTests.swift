import Testing
@testable import LayoutcText

/// String advances at 17 pt against an independent computation with fontTools 4.68 (run outside the
/// repository on Debian's Inter 4.0~beta7 .otf files): Σ hmtx advances of the cmap glyphs, plus
/// Σ XAdvance of the GPOS 'kern' pair adjustments of neighbours, × 17 / 2816 (unitsPerEm).
@Suite struct AdvanceWidthTests {
  struct Case: Sendable, CustomStringConvertible {
    let face: String
    let text: String
    let advances: Int
    let kerning: Int
    var description: String { "\(face) \"\(text)\"" }
    /// (advances + kerning) × 17 / 2816.
    var expectedWidth: Double { Double(advances + kerning) * 17 / 2816 }
  }

  static let cases: [Case] = [
    // (20104 − 472) × 17 / 2816 = 118.51704545…
    Case(face: "regular", text: "Avocado Toast", advances: 20104, kerning: -472),
    // 12028 × 17 / 2816 = 72.61221590… (no kerned pair)
    Case(face: "regular", text: "Delicious", advances: 12028, kerning: 0),
    // (16920 − 144) × 17 / 2816 = 101.27556818…
    Case(face: "regular", text: "Hello, World!", advances: 16920, kerning: -144),
    // (3808 − 192) × 17 / 2816 = 21.82954545…
    Case(face: "regular", text: "AV", advances: 3808, kerning: -192),
    // (10228 − 240) × 17 / 2816 = 60.296875
    Case(face: "regular", text: "Tomato", advances: 10228, kerning: -240),
    // (20606 − 469) × 17 / 2816 = 121.56569602…
    Case(face: "semibold", text: "Avocado Toast", advances: 20606, kerning: -469),
    // 12744 × 17 / 2816 = 76.93465909…
    Case(face: "bold", text: "Delicious", advances: 12744, kerning: 0),
    // 2312 × 17 / 2816 = 13.95738636… (U+2026, the truncation ellipsis)
    Case(face: "regular", text: "\u{2026}", advances: 2312, kerning: 0),
  ]

  static func face(_ name: String) -> Font {
    switch name {
    case "semibold": BundledFonts.interSemiBold
    case "bold": BundledFonts.interBold
    default: BundledFonts.interRegular
    }
  }

  @Test(arguments: cases)
  func widthMatchesFontTools(_ item: Case) {
    let measurer = TextMeasurer(text: item.text, face: Self.face(item.face), size: 17)
    #expect(abs(measurer.idealLineWidth - item.expectedWidth) < 1e-9)
    #expect(abs(Self.face(item.face).advance(of: item.text, pointSize: 17) - item.expectedWidth) < 1e-9)
    // The reported size is that width rounded up to the 3× pixel grid.
    let size = measurer.measure(.unspecified).size
    #expect(size.width >= item.expectedWidth && size.width - item.expectedWidth < 1.0 / 3)
  }

  @Test func avocadoToastIsRoundedUpToThirds() {
    // 118.51704545 × 3 = 355.551 → 356 / 3 = 118.666…; line height (2728 + 680) × 17 / 2816 =
    // 20.57386 → × 3 = 61.72 → 62 / 3 = 20.666…
    let size = TextMeasurer(text: "Avocado Toast").measure(.unspecified).size
    #expect(size.width == 356.0 / 3)
    #expect(size.height == 62.0 / 3)
  }
}
