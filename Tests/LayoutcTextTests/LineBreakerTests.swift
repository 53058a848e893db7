import Testing
@testable import LayoutcText

/// Breaking lines looks at each character a bounded number of times, however long the word: a
/// line that searched on to the next break opportunity would cost the rest of a long word per
/// line (quadratic in the word).
@Suite struct LineBreakerTests {
  let face = BundledFonts.interRegular

  func examined(_ text: String, width: Double) -> (lines: [LineBreaker.Line], examined: Int) {
    var count = 0
    let lines = LineBreaker(text: ShapedText(text, font: face, pointSize: 17)).lines(width: width, limit: .max, examined: &count)
    return (lines, count)
  }

  @Test func aLongWordIsBrokenInLinearTime() {
    let word = String(repeating: "w", count: 20_000)
    let (lines, count) = examined(word, width: 200)
    #expect(lines.count > 500)
    #expect(lines.allSatisfy { $0.range.count == lines[0].range.count || $0 == lines.last })
    // Each line looks at its characters twice (the search, then the cut) and one past its end.
    #expect(count <= 2 * word.count + 2 * lines.count)
  }

  @Test func longTextOfWordsIsBrokenInLinearTime() {
    let text = String(repeating: "lorem ipsum dolor sit amet ", count: 2_000)
    let (lines, count) = examined(text, width: 150)
    #expect(lines.count > 500)
    #expect(count <= 2 * text.count)
  }

  /// The rule as stated, searched the long way: the farthest break whose line fits, else as
  /// many characters of the first word as fit (at least one), spaces after them hanging.
  func referenceLines(_ text: ShapedText, width: Double) -> [LineBreaker.Line] {
    var lines: [LineBreaker.Line] = []
    for (index, paragraph) in text.paragraphs.enumerated() {
      if paragraph.isEmpty { lines.append(.init(range: paragraph, paragraph: index)) }
      var start = paragraph.lowerBound
      while start < paragraph.upperBound {
        let breaks = (start..<paragraph.upperBound).filter { text.clusters[$0].breaksAfter }.map { $0 + 1 }
        var end = breaks.last { text.lineWidth(start, $0) <= width + LineBreaker.tolerance } ?? 0
        if end == 0 {
          let wordEnd = breaks.first ?? paragraph.upperBound
          end = start + 1
          while end < wordEnd && text.width(start, end + 1) <= width + LineBreaker.tolerance { end += 1 }
          while end < paragraph.upperBound && text.clusters[end].isSpace { end += 1 }
        }
        lines.append(.init(range: start..<end, paragraph: index))
        start = end
      }
    }
    return lines
  }

  @Test func theLinesOfTheRuleAsStated() {
    let texts = [
      "well-known   wwwwwwwwwwwwwwwwwwww fact", "Avocado Toast\n\nwith  a -5 dash — and a very-long-hyphenated-word",
      "   leading spaces and trailing   ", "iiiiiiiiiiiiiiiiii WWWWWWWW iiii W",
    ]
    for text in texts {
      let shaped = ShapedText(text, font: face, pointSize: 17)
      for width in stride(from: 0.0, through: 200, by: 7.5) {
        #expect(LineBreaker(text: shaped).lines(width: width, limit: .max) == referenceLines(shaped, width: width), "\(text) at \(width)")
      }
    }
  }
}
