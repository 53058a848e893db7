import LayoutEngine
import LayoutcText

/// One line of a Text as it is shown, for renderers (`--frames` "lines", `--tree`, `--svg`).
public struct DisplayedLine: Sendable, Hashable {
  /// The characters shown, with "…" where the text was cut.
  public var text: String
  /// From the Text's left edge to the line's start, in points: `multilineTextAlignment` within
  /// the Text's own frame, mirrored in right-to-left layout (leading is then the right edge).
  public var x: Double
  /// The visible width, unrounded.
  public var width: Double
  /// From the Text's top edge: the line box's top and its baseline.
  public var top: Double
  public var baseline: Double
  public var isTruncated: Bool
}

extension LaidOutPreview {
  /// The lines a Text node shows in this layout: the measurer laid out again for the proposal
  /// the node was placed with (a pure function of it, so it is exactly what layout measured).
  /// Nil for nodes that are not Text, or when a test measured with another `MeasuredContent`.
  /// Laid out without the root's shaping cache (`TextMeasurer.layoutWithoutCache`: the same
  /// lines), which one thread at a time may use, so that renderers can ask from any thread: a
  /// renderer lays each Text out once, where the cache pays off for the many proposals of layout.
  public func displayedLines(of id: NodeID) -> [DisplayedLine]? {
    // The kind read in place: most nodes are not Text, and copying the node would retain its arrays.
    guard lowered.tree.contains(id), case .measured(let content) = lowered.tree.nodes[id.rawValue].kind,
      let measurer = content as? TextMeasurer, let placed = result[id]
    else { return nil }
    let text = measurer.layoutWithoutCache(for: placed.proposal)
    let alignment = lowered.sourceMap.textAlignment(of: id) ?? .leading
    let frameWidth = placed.frame.width
    return text.lines.map { line in
      var x = text.x(of: line, in: frameWidth, alignment: alignment)
      if placed.layoutDirection == .rightToLeft { x = frameWidth - line.width - x }
      return DisplayedLine(
        text: line.text, x: x, width: line.width, top: line.top, baseline: line.baseline, isTruncated: line.isTruncated)
    }
  }
}

extension SourceMap {
  /// A Text's `multilineTextAlignment` (`Entry.textAttributes`), read in place.
  func textAlignment(of id: NodeID) -> TextAlignment? {
    entries.indices.contains(id.rawValue) ? entries[id.rawValue]?.textAttributes?.alignment : nil
  }
}
