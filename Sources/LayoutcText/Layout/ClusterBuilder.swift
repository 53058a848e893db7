/// Builds a `ShapedText`'s clusters, prefix widths and paragraphs from its characters as they
/// are read: each character is kerned to the next and its break opportunity decided when the
/// next arrives (or its paragraph ends), so no array of the characters is made first (it was
/// as large as the clusters, and a fresh allocation for every Text of a spec).
struct ClusterBuilder {
  /// One character with what measuring and line breaking need of it, found once.
  struct Item {
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

  let font: Font
  let kerning: KerningMemo?
  private(set) var clusters: [ShapedText.Cluster] = []
  /// `offsets[i]` = Σ (advance + kernAfter) of clusters before `i`.
  private(set) var offsets: [Int] = [0]
  private(set) var paragraphs: [Range<Int>] = []
  /// The character read last, not yet a cluster: its kerning and break depend on the next.
  private var pending: Item?
  /// Whether the character before `pending` in its paragraph is a space; nil when `pending` is
  /// its paragraph's first.
  private var beforePendingIsSpace: Bool?
  private var paragraphStart = 0

  /// `capacity`: at most how many characters will come (a text's UTF-8 length).
  init(font: Font, kerning: KerningMemo?, capacity: Int) {
    self.font = font
    self.kerning = kerning
    clusters.reserveCapacity(capacity)
    offsets.reserveCapacity(capacity + 1)
  }

  mutating func add(_ item: Item) {
    if let pending {
      close(pending, next: item)
      beforePendingIsSpace = pending.isSpace
    } else {
      beforePendingIsSpace = nil
    }
    pending = item
  }

  /// Ends the current paragraph (at a hard line break, and once at the end of the text).
  mutating func endParagraph() {
    if let pending { close(pending, next: nil) }
    pending = nil
    beforePendingIsSpace = nil
    paragraphs.append(paragraphStart..<clusters.count)
    paragraphStart = clusters.count
  }

  /// `item` as a cluster, now that the character after it in its paragraph (if any) is known.
  private mutating func close(_ item: Item, next: Item?) {
    var kern = 0
    if let last = item.lastGlyph, let first = next?.firstGlyph { kern = kerning?.kerning(last, first) ?? font.kerning(last, first) }
    let breaks: Bool
    if let next {
      // UAX #14, simplified: break after a run of spaces, and after a hyphen or dash that
      // follows a non-space and precedes a letter ("well-known", not "-5" or "a - b").
      breaks = (item.isSpace && !next.isSpace)
        || (item.isHyphen && beforePendingIsSpace == false && next.isLetter)
    } else {
      breaks = true
    }
    clusters.append(
      ShapedText.Cluster(utf8Start: item.utf8Start, utf8End: item.utf8End, kernAfter: kern, isSpace: item.isSpace, breaksAfter: breaks))
    offsets.append(offsets[offsets.count - 1] + item.advance + kern)
  }
}
