/// Cuts the last visible line of a text that does not fit, and puts "…" where text was removed.
///
/// Core Text truncates the last line as one line made of everything that remains of its paragraph
/// (Apple, NSLineBreakMode.byTruncatingTail: the beginning fits in the container and "the missing
/// text at the end of the line is indicated by an ellipsis glyph"), cutting between
/// characters, not words ("Delicio…"). Spaces next to the ellipsis are dropped. When not even one
/// character fits beside it, the line is the ellipsis alone, wider than the offer if it must be:
/// that is the Text's minimum width, the "three dots that remain after shrinking delicious to its
/// minimum" of seed 003 (WWDC19 "Building Custom Views with SwiftUI").
struct LineTruncator {
  let text: ShapedText
  /// The ellipsis string and its width in points.
  let ellipsis: String
  let ellipsisWidth: Double

  /// The displayed text and its width for `range` (the rest of a paragraph) in `width` points
  /// (nil: no width limit, the whole range and then the ellipsis).
  /// Without `includingText` the text returned is empty; the width is the same.
  func truncate(
    _ range: Range<Int>, width: Double?, mode: TruncationMode, includingText: Bool = true
  ) -> (text: String, width: Double) {
    let tolerance = LineBreaker.tolerance
    let lo = range.lowerBound
    let hi = text.trimmedEnd(lo, range.upperBound)
    let room = (width ?? .infinity) - ellipsisWidth + tolerance
    guard room >= 0 else { return (ellipsis, ellipsisWidth) }
    switch mode {
    case .tail:
      let end = longestPrefix(lo, hi, room)
      return (includingText ? text.text(lo, end) + ellipsis : "", text.width(lo, end) + ellipsisWidth)
    case .head:
      let start = longestSuffix(lo, hi, room)
      return (includingText ? ellipsis + text.text(start, hi) : "", ellipsisWidth + text.width(start, hi))
    case .middle:
      // Half the room for the beginning, the rest for the end (Core Text balances the two sides).
      let end = longestPrefix(lo, hi, room / 2)
      let start = longestSuffix(end, hi, room - text.width(lo, end))
      return (
        includingText ? text.text(lo, end) + ellipsis + text.text(start, hi) : "",
        text.width(lo, end) + ellipsisWidth + text.width(start, hi)
      )
    }
  }

  /// The end of the longest run from `lo` (spaces before the ellipsis trimmed) that fits `room`.
  private func longestPrefix(_ lo: Int, _ hi: Int, _ room: Double) -> Int {
    var end = lo
    while end < hi && text.width(lo, end + 1) <= room { end += 1 }
    return text.trimmedEnd(lo, end)
  }

  /// The start of the longest run ending at `hi` (spaces after the ellipsis trimmed) that fits.
  private func longestSuffix(_ lo: Int, _ hi: Int, _ room: Double) -> Int {
    var start = hi
    while start > lo && text.width(start - 1, hi) <= room { start -= 1 }
    return text.trimmedStart(start, hi)
  }
}
