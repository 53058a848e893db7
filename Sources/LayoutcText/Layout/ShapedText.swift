/// A string turned into measured characters once, so that laying it out for any width is sums.
///
/// Each `Character` (grapheme cluster) is one unit: it is never split across lines, its advance is
/// the sum of its scalars' glyph advances, and the kerning between it and the next character is
/// that of the last glyph of one and the first glyph of the next. There is no shaping beyond that
/// (no ligatures or contextual alternates): for Latin text the advances are those Core Text adds up
/// with ligatures off, which differ from the shaped widths only in rare pairs (docs/text.md).
///
/// Widths are kept in font units as integers, so every width is exact and `width(lo, hi)` is a
/// difference of prefix sums. A class: every Text measurer, line breaker and truncator of the
/// string shares one (copying the struct's arrays for each line was a third of breaking lines in
/// a debug build), and `TextShapingCache` hands the same one to every Text showing the string.
final class ShapedText: Sendable {
  /// One character. Kept for every character of every Text of a spec, so only what breaking
  /// and measuring read for each: the advance is in the offsets, and where the character is in
  /// the text in `utf8Bounds` (or, for an ASCII text, its index).
  struct Cluster: Sendable {
    /// Σ (advance + kernAfter) of the clusters before this one, in font units: a width is a
    /// difference of two (`width(_:_:)`).
    let offset: Int
    /// Kerning to the next character of the same paragraph, in font units.
    let kernAfter: Int
    /// A space or tab: may hang past the end of a line and is not counted in its width.
    let isSpace: Bool
    /// A line may break after this character (after a space run, or after a hyphen or dash).
    let breaksAfter: Bool
  }

  /// The text measured.
  let source: String
  let clusters: [Cluster]
  /// Each paragraph's clusters (hard line breaks separate them and are not clusters).
  var paragraphs: Paragraphs { Paragraphs(ends: paragraphEnds, clusterCount: clusters.count) }
  /// Where each paragraph but the last ends: empty (no allocation) for one paragraph, the usual
  /// case.
  private let paragraphEnds: [Int]
  /// Σ (advance + kernAfter) of all the clusters: the offset after the last.
  private let endOffset: Int
  /// Where each character is in the text, as UTF-8 offsets (start and end, two per cluster), so
  /// that a line's string is one slice of the text rather than its characters joined again. Nil
  /// for an ASCII text, whose characters are a byte each: cluster `i` of paragraph `p` starts at
  /// byte `i + asciiShifts[p]` (the line breaks before it), or at `i` with one paragraph.
  private let utf8Bounds: [Int]?
  private let asciiShifts: [Int]
  /// Points per font unit at the text's size.
  let scale: Double
  /// The widest paragraph on one line, in points (trailing spaces not counted): the ideal width.
  let idealLineWidth: Double

  /// One character with what measuring and line breaking need of it, found once.
  private struct Item {
    /// `Character.isLetter` (a hyphen breaks only before a letter).
    let isLetter: Bool
    let utf8Start: Int
    let utf8End: Int
    let firstGlyph: UInt16?
    let lastGlyph: UInt16?
    /// Sum of its glyphs' advances, in font units.
    let advance: Int
    let isSpace: Bool
    let isHyphen: Bool
  }

  /// Shapes `text`; `kerning` remembers the face's pairs across strings (`TextShapingCache`), and
  /// a long text without one makes its own.
  convenience init(_ text: String, font: Font, pointSize: Double, kerning: KerningMemo? = nil) {
    let scale = pointSize / Double(font.unitsPerEm)
    // 1. Split into paragraphs and map every character to its glyphs' advance. The classes are
    // found once per character (comparing Characters is a String comparison each time).
    var paragraphs: [[Item]] = [[]]
    paragraphs[0].reserveCapacity(text.utf8.count)
    let isASCII = text.utf8.allSatisfy({ $0 < 0x80 })
    if isASCII {
      Self.itemizeASCII(text, font: font, into: &paragraphs)
    } else {
      Self.itemize(text, font: font, into: &paragraphs)
    }
    let memo = kerning?.face === font ? kerning : text.utf8.count > 256 ? KerningMemo(face: font) : nil
    self.init(paragraphs: paragraphs, font: font, kerning: memo, scale: scale, source: text, isASCII: isASCII)
  }

  /// Items of an ASCII text, one per byte (CR LF, one Character, is one separator), without
  /// going through Characters: a Character is a String, and iterating, classifying and looking
  /// up a Character's scalars costs ~1,000 instructions per character.
  private static func itemizeASCII(_ text: String, font: Font, into paragraphs: inout [[Item]]) {
    var text = text
    text.withUTF8 { utf8 in
      var i = 0
      while i < utf8.count {
        let byte = utf8[i]
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
          if byte == UInt8(ascii: "\r"), i + 1 < utf8.count, utf8[i + 1] == UInt8(ascii: "\n") { i += 1 }
          paragraphs.append([])
          i += 1
          continue
        }
        let glyph = font.glyph(for: Unicode.Scalar(byte))
        let isLetter = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        paragraphs[paragraphs.count - 1].append(Item(
          isLetter: isLetter, utf8Start: i, utf8End: i + 1, firstGlyph: glyph, lastGlyph: glyph,
          advance: font.advance(of: glyph), isSpace: byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t"),
          isHyphen: byte == UInt8(ascii: "-")))
        i += 1
      }
    }
  }

  /// Items of any text, Character by Character.
  private static func itemize(_ text: String, font: Font, into paragraphs: inout [[Item]]) {
    var offset = 0
    for character in text {
      let start = offset
      offset += character.utf8.count
      let kind = Self.kind(of: character)
      if kind == .paragraphSeparator {
        paragraphs.append([])
        continue
      }
      var first: UInt16?
      var last: UInt16?
      var advance = 0
      for scalar in character.unicodeScalars {
        let glyph = font.glyph(for: scalar)
        if first == nil { first = glyph }
        last = glyph
        advance += font.advance(of: glyph)
      }
      paragraphs[paragraphs.count - 1].append(Item(
        isLetter: character.isLetter, utf8Start: start, utf8End: offset, firstGlyph: first, lastGlyph: last, advance: advance,
        isSpace: kind == .breakingSpace, isHyphen: kind == .breakingHyphen))
    }
  }

  private init(paragraphs: [[Item]], font: Font, kerning memo: KerningMemo?, scale: Double, source: String, isASCII: Bool) {
    self.scale = scale
    self.source = source
    // 2. Kern neighbours and mark break opportunities.
    var clusters: [Cluster] = []
    let count = paragraphs.reduce(0) { $0 + $1.count }
    clusters.reserveCapacity(count)
    var offset = 0
    var bounds: [Int] = []
    if !isASCII { bounds.reserveCapacity(2 * count) }
    var shifts: [Int] = []
    var ends: [Int] = []
    for (number, paragraph) in paragraphs.enumerated() {
      let start = clusters.count
      if isASCII && paragraphs.count > 1 { shifts.append(paragraph.first.map { $0.utf8Start - start } ?? 0) }
      for (index, item) in paragraph.enumerated() {
        let next = index + 1 < paragraph.count ? paragraph[index + 1] : nil
        var kern = 0
        if let last = item.lastGlyph, let first = next?.firstGlyph { kern = memo?.kerning(last, first) ?? font.kerning(last, first) }
        let breaks: Bool
        if let next {
          // UAX #14, simplified: break after a run of spaces, and after a hyphen or dash that
          // follows a non-space and precedes a letter ("well-known", not "-5" or "a - b").
          breaks = (item.isSpace && !next.isSpace)
            || (item.isHyphen && index > 0 && !paragraph[index - 1].isSpace && next.isLetter)
        } else {
          breaks = true
        }
        clusters.append(Cluster(offset: offset, kernAfter: kern, isSpace: item.isSpace, breaksAfter: breaks))
        offset += item.advance + kern
        if !isASCII {
          bounds.append(item.utf8Start)
          bounds.append(item.utf8End)
        }
      }
      // The last paragraph ends with the clusters (and one paragraph allocates nothing).
      if number < paragraphs.count - 1 { ends.append(clusters.count) }
    }
    self.clusters = clusters
    paragraphEnds = ends
    endOffset = offset
    utf8Bounds = isASCII ? nil : bounds
    asciiShifts = shifts
    var widest = 0.0
    for paragraph in Paragraphs(ends: ends, clusterCount: clusters.count) {
      let end = Self.trimmedEnd(paragraph.lowerBound, paragraph.upperBound, clusters)
      widest = max(widest, Self.width(paragraph.lowerBound, end, clusters, offset, scale))
    }
    idealLineWidth = widest
  }

  private enum Kind { case paragraphSeparator, breakingSpace, breakingHyphen, other }

  /// Which of the classes below a character is in. A one-byte (ASCII) character, nearly every
  /// one, is answered from its byte; others go through the Character comparisons.
  private static func kind(of character: Character) -> Kind {
    let utf8 = character.utf8
    if utf8.count == 1, let byte = utf8.first {
      switch byte {
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return .paragraphSeparator
      case UInt8(ascii: " "), UInt8(ascii: "\t"): return .breakingSpace
      case UInt8(ascii: "-"): return .breakingHyphen
      default: return .other
      }
    }
    if isParagraphSeparator(character) { return .paragraphSeparator }
    if isBreakingSpace(character) { return .breakingSpace }
    if isBreakingHyphen(character) { return .breakingHyphen }
    return .other
  }

  /// The width in points of clusters `lo ..< hi` set on one line: their advances and the kerning
  /// between them (not the kerning after the last one).
  func width(_ lo: Int, _ hi: Int) -> Double { Self.width(lo, hi, clusters, endOffset, scale) }

  private static func width(_ lo: Int, _ hi: Int, _ clusters: [Cluster], _ endOffset: Int, _ scale: Double) -> Double {
    guard hi > lo else { return 0 }
    let end = hi < clusters.count ? clusters[hi].offset : endOffset
    return Double(end - clusters[lo].offset - clusters[hi - 1].kernAfter) * scale
  }

  /// `hi` moved back over trailing spaces: where a line ending at `hi` visibly ends.
  func trimmedEnd(_ lo: Int, _ hi: Int) -> Int { Self.trimmedEnd(lo, hi, clusters) }

  private static func trimmedEnd(_ lo: Int, _ hi: Int, _ clusters: [Cluster]) -> Int {
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
    let utf8 = source.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: utf8Start(of: lo))
    let end = utf8.index(utf8.startIndex, offsetBy: utf8End(of: hi - 1))
    return String(source[start..<end])
  }

  /// Where cluster `i` starts in the text, in UTF-8 bytes.
  private func utf8Start(of i: Int) -> Int {
    if let utf8Bounds { return utf8Bounds[2 * i] }
    return asciiShifts.isEmpty ? i : i + asciiShifts[paragraph(of: i)]
  }

  /// Where cluster `i` ends in the text, in UTF-8 bytes.
  private func utf8End(of i: Int) -> Int {
    if let utf8Bounds { return utf8Bounds[2 * i + 1] }
    return utf8Start(of: i) + 1
  }

  /// The paragraph holding cluster `i` (a binary search: paragraphs are in order).
  private func paragraph(of i: Int) -> Int {
    let paragraphs = self.paragraphs
    var lo = 0
    var hi = paragraphs.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if paragraphs[mid].lowerBound <= i { lo = mid } else { hi = mid - 1 }
    }
    return lo
  }

  /// The paragraphs' cluster ranges, from where each ends: consecutive, since the line breaks
  /// between them are not clusters.
  struct Paragraphs: RandomAccessCollection {
    let ends: [Int]
    let clusterCount: Int

    var startIndex: Int { 0 }
    var endIndex: Int { ends.count + 1 }

    subscript(index: Int) -> Range<Int> {
      (index == 0 ? 0 : ends[index - 1])..<(index == ends.count ? clusterCount : ends[index])
    }
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
