import LayoutEngine
import Testing
@testable import LayoutcText

/// `TextShapingCache`: a string is shaped once per face and size, and broken into lines once
/// per width, whatever the number of Texts and questions; the answers are those of measurers
/// without a cache. Counts, not timings, so a loaded machine cannot fail it.
@Suite struct TextShapingCacheTests {
  let text = "Avocado Toast with a long enough description to wrap over several lines"

  func measurer(_ text: String, size: Double = 17, cache: TextShapingCache?) -> TextMeasurer {
    TextMeasurer(text: text, size: size, cache: cache)
  }

  @Test func aStringIsShapedOncePerFaceAndSize() {
    let cache = TextShapingCache()
    for _ in 0..<5 { _ = measurer(text, cache: cache) }
    #expect(cache.shapingPasses == 1)
    _ = measurer(text, size: 20, cache: cache)
    _ = TextMeasurer(text: text, weight: .bold, cache: cache)
    _ = measurer("Toast", cache: cache)
    #expect(cache.shapingPasses == 4)
  }

  @Test func aWidthIsBrokenOnce() {
    let cache = TextShapingCache()
    let first = measurer(text, cache: cache), second = measurer(text, cache: cache)
    let plain = measurer(text, cache: nil)
    // The same width with other heights, from two Texts, measured and then drawn.
    let proposals = [
      ProposedSize(width: 120, height: nil), ProposedSize(width: 120, height: 50), ProposedSize(width: 120, height: 1000),
    ]
    for p in proposals {
      #expect(first.measure(p) == plain.measure(p))
      #expect(second.layout(for: p) == plain.layout(for: p))
    }
    #expect(cache.lineBreakingPasses == 1)
    // A line limit asks for fewer lines than are remembered: still no new pass.
    let limited = TextMeasurer(text: text, lineLimit: 1, cache: cache)
    #expect(limited.layout(for: proposals[0]) == TextMeasurer(text: text, lineLimit: 1).layout(for: proposals[0]))
    #expect(cache.lineBreakingPasses == 1)
    _ = first.measure(ProposedSize(width: 80, height: nil))
    #expect(cache.lineBreakingPasses == 2)
  }

  @Test func linesBrokenUpToALimitAreBrokenAgainForMore() {
    let cache = TextShapingCache()
    let one = TextMeasurer(text: text, lineLimit: 1, cache: cache)
    let all = measurer(text, cache: cache)
    let p = ProposedSize(width: 100, height: nil)
    _ = one.measure(p)
    #expect(all.layout(for: p) == measurer(text, cache: nil).layout(for: p))
    #expect(cache.lineBreakingPasses == 2)
    _ = all.measure(p)
    _ = one.measure(p)
    #expect(cache.lineBreakingPasses == 2)
  }

  @Test func theCacheIsBounded() {
    // Room for one shaped string of this length, and for the lines of one width.
    let cache = TextShapingCache(clusterLimit: text.count, lineLimit: 8)
    let p = ProposedSize(width: 100, height: nil)
    for _ in 0..<3 {
      _ = measurer(text, cache: cache).measure(p)
      _ = measurer(text + "!", cache: cache).measure(p)
    }
    // Each string pushes the other out: shaped (and broken) again each time, never kept both.
    #expect(cache.shapingPasses == 6)
    #expect(cache.lineBreakingPasses == 6)
    let wide = measurer(String(repeating: "a ", count: 100), cache: cache)
    #expect(wide.measure(ProposedSize(width: 10, height: nil)) == measurer(String(repeating: "a ", count: 100), cache: nil).measure(ProposedSize(width: 10, height: nil)))
  }

  @Test func kerningRememberedAcrossALongTextIsTheFontsKerning() {
    // Long enough (over 256 bytes) that shaping uses a kerning memo; many distinct pairs, so
    // memo slots are reused.
    let pairs = "AVATAWAYTaToTeVaVeWaWeYaYoLTLVLYFAPAKo"
    let long = String(repeating: pairs + " ", count: 12)
    let face = BundledFonts.interRegular
    let shaped = ShapedText(long, font: face, pointSize: 17)
    #expect(shaped.idealLineWidth > 0)
    let expected = face.advance(of: String(long.dropLast()), pointSize: 17)
    #expect(abs(shaped.idealLineWidth - expected) < 1e-9)
    let cache = TextShapingCache()
    let again = cache.shape(long, face: face, pointSize: 17)
    #expect(again.idealLineWidth == shaped.idealLineWidth)
  }
}
