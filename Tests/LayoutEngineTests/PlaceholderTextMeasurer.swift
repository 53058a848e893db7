import LayoutEngine

/// A stand-in text measurer with round numbers, for the engine's own tests: the engine cannot see
/// LayoutcText (which depends on it), and round numbers keep the walkthrough arithmetic readable.
/// layoutc itself measures with real fonts (`LayoutcText.TextMeasurer`, docs/text.md).
///
/// Model:
/// - every character is `0.5 × fontSize` wide (8.5 at the 17-point body size);
/// - a line is `1.194 × fontSize` tall (20.298 ≈ 20.3 at 17 points, SF Pro's body line height);
/// - the first baseline is `0.952 × fontSize` below the top of a line (SF Pro's ascender);
/// - with no width limit (nil or wide enough) the text is one line at its ideal width; narrower, it
///   wraps greedily on spaces, and a word longer than a line is broken between characters;
/// - with `lineLimit`, or when the proposed height holds fewer lines, the last shown line is
///   truncated with a one-character ellipsis: it keeps as many characters as fit, then "…";
/// - the width is never wider than the ideal width, and never wider than the proposal unless not
///   even one character fits (a text cannot shrink below one character).
struct PlaceholderTextMeasurer: MeasuredContent, Hashable {
  let text: String
  let fontSize: Double
  let lineLimit: Int?

  init(_ text: String, fontSize: Double = 17, lineLimit: Int? = nil) {
    self.text = text
    self.fontSize = fontSize.isFinite && fontSize > 0 ? fontSize : 17
    self.lineLimit = lineLimit.map { max(1, $0) }
  }

  var characterWidth: Double { 0.5 * fontSize }
  var lineHeight: Double { 1.194 * fontSize }
  var ascent: Double { 0.952 * fontSize }

  var traceLabel: String { "Text(\"\(text)\")" }

  func measure(_ proposal: ProposedSize) -> ContentMeasurement {
    let idealWidth = Double(text.count) * characterWidth
    // STEP 1: lay the words out in lines no wider than the proposed width.
    var lines: [Int]
    if let width = proposal.width, width < idealWidth {
      let perLine = max(1, Int((width / characterWidth).rounded(.down)))
      lines = lineLimit == 1 ? [text.count] : wrap(charactersPerLine: perLine)
      lines = lines.map { min($0, perLine) }
    } else {
      lines = [text.count]
    }
    // STEP 2: cut the lines down to the line limit and to what the proposed height holds.
    var maxLines = lineLimit ?? Int.max
    if let height = proposal.height, height.isFinite {
      maxLines = min(maxLines, max(1, Int((height / lineHeight + 1e-9).rounded(.down))))
    }
    if lines.count > maxLines {
      lines = Array(lines.prefix(maxLines))
    }
    // STEP 3: the size is the widest line by the number of lines.
    let widest = Double(lines.max() ?? 0) * characterWidth
    let size = Size(width: min(widest, idealWidth), height: Double(max(1, lines.count)) * lineHeight)
    let last = Double(max(1, lines.count) - 1) * lineHeight + ascent
    return ContentMeasurement(size: size, firstBaseline: ascent, lastBaseline: last)
  }

  /// Greedy word wrap: the character count of each line.
  private func wrap(charactersPerLine limit: Int) -> [Int] {
    var lines: [Int] = []
    var current = 0
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      var length = word.count
      let needed = current == 0 ? length : current + 1 + length
      if needed <= limit {
        current = needed
        continue
      }
      if current > 0 {
        lines.append(current)
        current = 0
      }
      while length > limit {
        lines.append(limit)
        length -= limit
      }
      current = length
    }
    lines.append(current)
    return lines
  }
}
