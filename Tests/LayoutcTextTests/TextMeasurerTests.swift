import LayoutEngine
import Testing
@testable import LayoutcText

/// Wrapping, truncation, line limits and baselines with Inter at 17 pt. Widths (fontTools, see
/// AdvanceWidthTests; units × 17 / 2816): "Avocado" 69.376, "Avocado Toast" 118.517, "Avocad"
/// 59.234, "Avo" 29.605, "oast" 34.797, "Toast" 44.359, "Delici" 43.707, "Delicio" 53.849,
/// "well-" 39.288, "known" 52.787, "…" 13.957. Line height (2728 + 680) × 17 / 2816 = 20.57386,
/// ascent 2728 × 17 / 2816 = 16.46875. Sizes are rounded up to thirds of a point (3×).
@Suite struct TextMeasurerTests {
  let lineHeight = 3408.0 * 17 / 2816
  let ascent = 2728.0 * 17 / 2816

  func lines(_ text: String, width: Double?, height: Double? = nil, lineLimit: Int? = nil,
             truncation: TruncationMode = .tail) -> [String] {
    TextMeasurer(text: text, lineLimit: lineLimit, truncation: truncation)
      .layout(for: ProposedSize(width: width, height: height)).lines.map(\.text)
  }

  /// A line's string is a slice of the text: an ASCII text's characters are found by index,
  /// past the line breaks of the paragraphs before (CR LF is two bytes), others by their offsets.
  @Test func linesAreSlicesOfTheirParagraphs() {
    #expect(lines("Avocado\r\nToast\n\nwell-known", width: nil) == ["Avocado", "Toast", "", "well-known"])
    #expect(lines("Avocado Toast\r\nwell-known", width: 100) == ["Avocado", "Toast", "well-known"])
    #expect(lines("Avocado — Toast\néclair", width: nil) == ["Avocado — Toast", "éclair"])
    #expect(lines("Avocado\n\u{2028}Toast", width: nil) == ["Avocado", "", "Toast"])
  }

  @Test func idealSizeIsOneLine() {
    let measured = TextMeasurer(text: "Avocado Toast").measure(.unspecified)
    #expect(measured.size == Size(width: 356.0 / 3, height: 62.0 / 3))  // ⌈355.55⌉/3, ⌈61.72⌉/3
    #expect(measured.firstBaseline == ascent)
    #expect(measured.lastBaseline == ascent)
  }

  @Test func neverWiderThanItsIdeal() {
    let measurer = TextMeasurer(text: "Avocado Toast")
    #expect(measurer.measure(ProposedSize(width: 1000, height: nil)).size.width == 356.0 / 3)
    #expect(measurer.measure(.infinity).size == measurer.measure(.unspecified).size)
  }

  @Test func wrapsAtWordBoundaries() {
    // "Avocado Toast" 118.5 > 80; "Avocado" 69.4 ≤ 80.
    #expect(lines("Avocado Toast", width: 80) == ["Avocado", "Toast"])
    let layout = TextMeasurer(text: "Avocado Toast").layout(for: ProposedSize(width: 80, height: nil))
    // Widest line 69.376 × 3 = 208.13 → 209 / 3; two lines 41.148 × 3 = 123.44 → 124 / 3.
    #expect(layout.size == Size(width: 209.0 / 3, height: 124.0 / 3))
    #expect(layout.firstBaseline == ascent)
    #expect(layout.lastBaseline == lineHeight + ascent)
    #expect(layout.lines.map(\.top) == [0, lineHeight])
  }

  @Test func breaksAfterHyphens() {
    // "well-known" 92.1 > 60 but "well-" 39.3 fits; "known fact" > 60.
    #expect(lines("well-known fact", width: 60) == ["well-", "known", "fact"])
    // Not after a hyphen that starts a number.
    #expect(lines("a -5", width: 10).first == "a")
  }

  @Test func longWordsBreakBetweenCharacters() {
    let word = "Supercalifragilistic"
    let result = TextMeasurer(text: word).layout(for: ProposedSize(width: 40, height: nil))
    #expect(result.lines.count > 1)
    #expect(result.lines.map(\.text).joined() == word)
    #expect(result.lines.allSatisfy { $0.width <= 40 })
  }

  @Test func proposingTheMeasuredSizeBackChangesNothing() {
    let measurer = TextMeasurer(text: "The quick brown fox jumps over the lazy dog")
    for width in [50.0, 90, 120, 200, 500] {
      let first = measurer.measure(ProposedSize(width: width, height: nil)).size
      #expect(measurer.measure(ProposedSize(first)).size == first)
    }
  }

  @Test func lineLimitTruncatesTheTail() {
    // Room for text: 60 − 13.957 = 46.04: "Delici" 43.71 fits, "Delicio" 53.85 does not.
    let layout = TextMeasurer(text: "Delicious", lineLimit: 1).layout(for: ProposedSize(width: 60, height: nil))
    #expect(layout.lines.map(\.text) == ["Delici…"])
    #expect(layout.isTruncated)
    // 43.707 + 13.957 = 57.665 × 3 = 172.99 → 173 / 3.
    #expect(layout.size.width == 173.0 / 3)
    // Wrapped lines past the limit end in "…" on the last one shown.
    #expect(lines("Avocado Toast is good", width: 80, lineLimit: 1) == ["Avocad…"])
    #expect(lines("Avocado Toast is good", width: 80, lineLimit: 2) == ["Avocado", "Toast is…"])
  }

  @Test func zeroWidthGivesTheMinimum() {
    // One line allowed: just the ellipsis, 13.957 × 3 = 41.87 → 42 / 3 = 14.
    let single = TextMeasurer(text: "Delicious", lineLimit: 1).measure(.zero)
    #expect(single.size == Size(width: 14, height: 62.0 / 3))
    // Zero height also means one line.
    #expect(lines("Delicious", width: 0, height: 0) == ["…"])
    // No limit at all: one character per line.
    #expect(lines("Deli", width: 0) == ["D", "e", "l", "i"])
    // Spaces hang on the line before them: no line starts with one.
    #expect(lines("The fox", width: 0) == ["T", "h", "e", "f", "o", "x"])
  }

  @Test func proposedHeightLimitsTheLines() {
    // 30 pt holds one 20.57 line; the truncated line keeps "Avocad" (59.23 + 13.96 ≤ 80).
    #expect(lines("Avocado Toast", width: 80, height: 30) == ["Avocad…"])
    // Exactly two rounded lines (124 / 3) hold two.
    #expect(lines("Avocado Toast is good", width: 80, height: 124.0 / 3).count == 2)
    // A height below one line still shows one.
    #expect(lines("Avocado Toast", width: 80, height: 5).count == 1)
  }

  @Test func headAndMiddleTruncation() {
    // Head: "…" + the longest end that fits 46.04 pt: "Toast" (44.36).
    #expect(lines("Avocado Toast", width: 60, lineLimit: 1, truncation: .head) == ["…Toast"])
    // Middle: half of 66.04 for the start ("Avo", 29.6), the rest for the end ("oast", 34.8).
    #expect(lines("Avocado Toast", width: 80, lineLimit: 1, truncation: .middle) == ["Avo…oast"])
  }

  @Test func hardLineBreaks() {
    #expect(lines("Avocado\nToast", width: nil) == ["Avocado", "Toast"])
    #expect(lines("Avocado\n\nToast", width: nil) == ["Avocado", "", "Toast"])
    #expect(lines("Avocado\nToast", width: nil, lineLimit: 1) == ["Avocado…"])
    let size = TextMeasurer(text: "A\nB\nC").measure(.unspecified).size
    #expect(size.height == PixelGrid.ceil(3 * lineHeight, scale: 3))
  }

  @Test func emptyAndBlankText() {
    let empty = TextMeasurer(text: "").measure(.unspecified)
    #expect(empty.size == .zero)
    let blank = TextMeasurer(text: "   ").layout(for: .unspecified)
    #expect(blank.size == Size(width: 0, height: 62.0 / 3))
  }

  @Test func trailingSpacesHang() {
    #expect(TextMeasurer(text: "Avocado   ").idealLineWidth == TextMeasurer(text: "Avocado").idealLineWidth)
  }

  @Test func alignmentPlacesLinesInsideTheFrame() {
    let layout = TextMeasurer(text: "Avocado Toast").layout(for: ProposedSize(width: 80, height: nil))
    let toast = layout.lines[1]
    #expect(layout.x(of: toast, alignment: .leading) == 0)
    #expect(layout.x(of: toast, alignment: .trailing) == layout.size.width - toast.width)
    #expect(layout.x(of: toast, alignment: .center) == (layout.size.width - toast.width) / 2)
  }

  @Test func pixelGrid() {
    #expect(PixelGrid.ceil(20.287109375, scale: 3) == 61.0 / 3)  // SF Pro 17 pt: 20.33
    #expect(PixelGrid.ceil(20, scale: 3) == 20)
    #expect(PixelGrid.ceil(20.1, scale: 2) == 20.5)
    #expect(PixelGrid.ceil(0, scale: 3) == 0)
  }
}
