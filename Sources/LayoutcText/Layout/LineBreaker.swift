/// Greedy line breaking: each line takes as many words as fit, SwiftUI Text's wrapping.
///
/// Rules (Swift Talk #318, "Inspecting SwiftUI's Layout Process": a narrower Text "starts to wrap
/// words to the next line. If the available space becomes smaller than a single word, the view
/// even breaks that word to wrap individual letters"):
/// 1. A paragraph (text between hard line breaks) always starts a new line.
/// 2. A line ends at the last break opportunity (after spaces, after a hyphen) whose text, without
///    its trailing spaces, fits the width. Spaces at a break hang past the edge and are not counted.
/// 3. When not even the first word fits, the word is broken between characters: as many as fit,
///    and at least one, so that a line is never empty and layout always progresses.
struct LineBreaker {
  /// A line: clusters `range` of paragraph `paragraph` (trailing spaces included in the range).
  struct Line: Sendable, Hashable {
    let range: Range<Int>
    let paragraph: Int
  }

  let text: ShapedText
  /// Slack for floating-point sums: a width proposed back to a Text equal to its own measured
  /// width must fit (1e-6 pt is far below a pixel at any scale).
  static let tolerance = 1e-6

  /// Lines for `width` (nil: unlimited, one line per paragraph), stopping once `limit` lines are
  /// known plus one, which is enough to tell whether the text overflows the limit.
  func lines(width: Double?, limit: Int) -> [Line] {
    var examined = 0
    return lines(width: width, limit: limit, examined: &examined)
  }

  /// `lines(width:limit:)`, counting in `examined` the characters looked at: breaking is linear
  /// in the text (`LineBreakerTests`).
  func lines(width: Double?, limit: Int, examined: inout Int) -> [Line] {
    var lines: [Line] = []
    for (index, paragraph) in text.paragraphs.enumerated() {
      guard let width, !paragraph.isEmpty else {
        lines.append(Line(range: paragraph, paragraph: index))
        if lines.count > limit { return lines }
        continue
      }
      var start = paragraph.lowerBound
      while start < paragraph.upperBound {
        let end = lineEnd(from: start, in: paragraph, width: width, examined: &examined)
        lines.append(Line(range: start..<end, paragraph: index))
        if lines.count > limit { return lines }
        start = end
      }
    }
    return lines
  }

  /// Where a line starting at `start` ends (exclusive).
  private func lineEnd(from start: Int, in paragraph: Range<Int>, width: Double, examined: inout Int) -> Int {
    // STEP 1: the farthest break opportunity that fits (widths only grow as the end moves right).
    // The search stops at the first character that does not fit: no break after it can fit, as
    // a line keeps every character up to its end but hanging spaces. Searching on to the next
    // break would make each line of a long word cost the rest of the word (quadratic).
    var fitting: Int?
    var firstBreak: Int?
    var index = start
    while index < paragraph.upperBound {
      examined += 1
      let cluster = text.clusters[index]
      if !cluster.isSpace && text.width(start, index + 1) > width + Self.tolerance { break }
      if cluster.breaksAfter {
        let end = index + 1
        if firstBreak == nil { firstBreak = end }
        if text.lineWidth(start, end) <= width + Self.tolerance {
          fitting = end
        } else {
          break
        }
      }
      index += 1
    }
    if let fitting { return fitting }
    // STEP 2: the first word is too wide: break it between characters.
    let wordEnd = firstBreak ?? paragraph.upperBound
    var end = start + 1
    while end < wordEnd && text.width(start, end + 1) <= width + Self.tolerance {
      examined += 1
      end += 1
    }
    // Spaces after the broken piece hang on its line, so that no line starts with a space.
    while end < paragraph.upperBound && text.clusters[end].isSpace { end += 1 }
    return end
  }
}
