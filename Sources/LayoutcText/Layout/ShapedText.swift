/// A string turned into measured characters once, so that laying it out for any width is sums.
///
/// Each `Character` (grapheme cluster) is one unit: it is never split across lines, its advance is
/// the sum of its scalars' glyph advances, and the kerning between it and the next character is
/// that of the last glyph of one and the first glyph of the next. There is no shaping beyond that
/// (no ligatures or contextual alternates): for Latin text the advances are those Core Text adds up
/// with ligatures off, which differ from the shaped widths only in rare pairs (docs/text.md).
///
/// Widths are kept in font units as integers, so every width is exact and `width(lo, hi)` is a
/// difference of prefix sums.
struct ShapedText: Sendable {
  struct Cluster: Sendable {
    let character: Character
    /// Advance in font units.
    let advance: Int
    /// Kerning to the next character of the same paragraph, in font units.
    let kernAfter: Int
    /// A space or tab: may hang past the end of a line and is not counted in its width.
    let isSpace: Bool
    /// A line may break after this character (after a space run, or after a hyphen or dash).
    let breaksAfter: Bool
  }

  let clusters: [Cluster]
  /// Each paragraph's clusters (hard line breaks separate them and are not clusters).
  let paragraphs: [Range<Int>]
  /// `offsets[i]` = Σ (advance + kernAfter) of clusters before `i`.
  private let offsets: [Int]
  /// Points per font unit at the text's size.
  let scale: Double

  init(_ text: String, font: Font, pointSize: Double) {
    scale = pointSize / Double(font.unitsPerEm)
    // 1. Split into paragraphs and map every character to its glyphs.
    var paragraphs: [[(character: Character, glyphs: [UInt16])]] = [[]]
    for character in text {
      if Self.isParagraphSeparator(character) {
        paragraphs.append([])
        continue
      }
      paragraphs[paragraphs.count - 1].append((character, character.unicodeScalars.map(font.glyph(for:))))
    }
    // 2. Measure, kern neighbours, and mark break opportunities.
    var clusters: [Cluster] = []
    var ranges: [Range<Int>] = []
    for paragraph in paragraphs {
      let start = clusters.count
      for (index, item) in paragraph.enumerated() {
        let advance = item.glyphs.reduce(0) { $0 + font.advance(of: $1) }
        let next = index + 1 < paragraph.count ? paragraph[index + 1] : nil
        var kern = 0
        if let last = item.glyphs.last, let first = next?.glyphs.first { kern = font.kerning(last, first) }
        let isSpace = Self.isBreakingSpace(item.character)
        let breaks: Bool
        if let next {
          let nextIsSpace = Self.isBreakingSpace(next.character)
          // UAX #14, simplified: break after a run of spaces, and after a hyphen or dash that
          // follows a non-space and precedes a letter ("well-known", not "-5" or "a - b").
          let previous = index > 0 ? paragraph[index - 1].character : nil
          breaks = (isSpace && !nextIsSpace)
            || (Self.isBreakingHyphen(item.character) && previous.map { !Self.isBreakingSpace($0) } == true
              && next.character.isLetter)
        } else {
          breaks = true
        }
        clusters.append(
          Cluster(character: item.character, advance: advance, kernAfter: kern, isSpace: isSpace, breaksAfter: breaks))
      }
      ranges.append(start..<clusters.count)
    }
    var offsets = [0]
    offsets.reserveCapacity(clusters.count + 1)
    for cluster in clusters { offsets.append(offsets[offsets.count - 1] + cluster.advance + cluster.kernAfter) }
    self.clusters = clusters
    self.paragraphs = ranges
    self.offsets = offsets
  }

  /// The width in points of clusters `lo ..< hi` set on one line: their advances and the kerning
  /// between them (not the kerning after the last one).
  func width(_ lo: Int, _ hi: Int) -> Double {
    guard hi > lo else { return 0 }
    return Double(offsets[hi] - offsets[lo] - clusters[hi - 1].kernAfter) * scale
  }

  /// `hi` moved back over trailing spaces: where a line ending at `hi` visibly ends.
  func trimmedEnd(_ lo: Int, _ hi: Int) -> Int {
    var end = hi
    while end > lo && clusters[end - 1].isSpace { end -= 1 }
    return end
  }

  /// `lo` moved forward over leading spaces (for head truncation, which shows the end of a text).
  func trimmedStart(_ lo: Int, _ hi: Int) -> Int {
    var start = lo
    while start < hi && clusters[start].isSpace { start += 1 }
    return start
  }

  /// The visible width of a line `lo ..< hi` (trailing spaces hang).
  func lineWidth(_ lo: Int, _ hi: Int) -> Double { width(lo, trimmedEnd(lo, hi)) }

  func text(_ lo: Int, _ hi: Int) -> String {
    guard hi > lo else { return "" }
    return String(clusters[lo..<hi].map(\.character))
  }

  static func isParagraphSeparator(_ character: Character) -> Bool {
    character == "\n" || character == "\r\n" || character == "\r" || character == "\u{2028}" || character == "\u{2029}"
  }

  /// Spaces a line may break after (not U+00A0 NO-BREAK SPACE or U+202F, which glue words).
  static func isBreakingSpace(_ character: Character) -> Bool {
    character == " " || character == "\t" || character == "\u{2009}" || character == "\u{200A}"
      || character == "\u{3000}"
  }

  /// Hyphen-minus, hyphen, en dash and em dash.
  static func isBreakingHyphen(_ character: Character) -> Bool {
    character == "-" || character == "\u{2010}" || character == "\u{2013}" || character == "\u{2014}"
  }
}
