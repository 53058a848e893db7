import LayoutEngine

/// SwiftUI's Text as a `MeasuredContent`: sizes a string with real font metrics for a proposal.
///
/// Behaviour, per proposal:
/// - width nil (or at least the ideal width): one line per paragraph, no wrapping — the ideal size;
/// - a smaller width: greedy word wrapping (`LineBreaker`); the Text is as wide as its widest line,
///   so never wider than its ideal ("the bounds of text never stretch beyond the height and width of
///   its displayed lines", seed 003);
/// - `lineLimit`, or a proposed height that holds fewer lines (at least one is always shown): the
///   last shown line is truncated with "…" (`LineTruncator`, `truncationMode`);
/// - width 0: the minimum, each character on its own line, or with one line allowed just "…";
/// - sizes rounded up to the pixel grid at `displayScale` (`PixelGrid`); baselines are exact:
///   line i's baseline is i × lineHeight + ascent from the top (`FontMetrics`);
/// - an empty string is 0 × 0 with no lines.
/// The measurer is a pure function of the proposal, as the engine requires (it memoises answers).
public struct TextMeasurer: MeasuredContent {
  public let text: String
  public let face: Font
  public let pointSize: Double
  public let lineLimit: Int?
  public let truncationMode: TruncationMode
  public let displayScale: Double
  public let metrics: FontMetrics
  private let shaped: ShapedText
  private let truncator: LineTruncator
  /// Where the string was shaped, and where its lines are remembered (nil: nowhere).
  private let cache: TextShapingCache?

  /// Measures `text` in a concrete face at `size` points; with a `cache`, a string already shaped
  /// there is not shaped again, and lines already broken at a width are not broken again.
  public init(
    text: String, face: Font, size: Double = 17, lineLimit: Int? = nil, truncation: TruncationMode = .tail,
    displayScale: Double = 3, metricsPolicy: FontMetrics.Policy = .apple, cache: TextShapingCache? = nil
  ) {
    self.text = text
    self.face = face
    self.pointSize = size.isFinite && size > 0 ? size : 17
    self.lineLimit = lineLimit.map { max(1, $0) }
    self.truncationMode = truncation
    self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
    metrics = FontMetrics(font: face, pointSize: pointSize, policy: metricsPolicy)
    self.cache = cache
    shaped = cache?.shape(text, face: face, pointSize: pointSize) ?? ShapedText(text, font: face, pointSize: pointSize)
    // "…" (U+2026) when the face has it, three full stops otherwise.
    // One glyph needs no shaping (and this runs for every Text): its width is its advance.
    let ellipsis: String
    let ellipsisWidth: Double
    if face.hasGlyph(for: "\u{2026}") {
      ellipsis = "\u{2026}"
      ellipsisWidth = Double(face.advance(of: face.glyph(for: "\u{2026}"))) * (pointSize / Double(face.unitsPerEm))
    } else {
      ellipsis = "..."
      let ellipsisText = ShapedText(ellipsis, font: face, pointSize: pointSize)
      ellipsisWidth = ellipsisText.width(0, ellipsisText.clusters.count)
    }
    truncator = LineTruncator(text: shaped, ellipsis: ellipsis, ellipsisWidth: ellipsisWidth)
  }

  /// Measures `text` in the face of `font` (family, size, weight) at the size and weight given:
  /// `TextMeasurer(text: "Avocado Toast", font: BundledFonts.inter, size: 17, weight: .semibold)`.
  public init(
    text: String, font family: FontFamily = BundledFonts.inter, size: Double = 17, weight: FontWeight = .regular,
    lineLimit: Int? = nil, truncation: TruncationMode = .tail, displayScale: Double = 3, cache: TextShapingCache? = nil
  ) {
    self.init(
      text: text, face: family.face(for: weight), size: size, lineLimit: lineLimit, truncation: truncation,
      displayScale: displayScale, cache: cache)
  }

  /// Measures `text` in a SwiftUI font (`.body`, `.headline`, `.system(size: 13, weight: .bold)`).
  public init(
    text: String, style: TextFont, family: FontFamily = BundledFonts.inter, lineLimit: Int? = nil,
    truncation: TruncationMode = .tail, displayScale: Double = 3, cache: TextShapingCache? = nil
  ) {
    self.init(
      text: text, font: family, size: style.size, weight: style.weight, lineLimit: lineLimit, truncation: truncation,
      displayScale: displayScale, cache: cache)
  }

  public var traceLabel: String { "Text(\"\(text)\")" }

  /// The face's metrics for spacing this Text from its neighbours in a stack (the engine's
  /// `ViewSpacing.text`, SwiftUI's text spacing): ascent, descent and leading as the line is built
  /// from; the cap height from OS/2 (a face without it uses the ascent); one pixel at `displayScale`.
  public var textSpacingMetrics: TextSpacingMetrics? {
    TextSpacingMetrics(
      ascent: metrics.ascent, descent: metrics.descent, leading: metrics.leading,
      capHeight: metrics.capHeight ?? metrics.ascent, pixelLength: 1 / displayScale)
  }

  /// The unrounded width of the text on one line per paragraph.
  public var idealLineWidth: Double { shaped.idealLineWidth }

  public func measure(_ proposal: ProposedSize) -> ContentMeasurement {
    // The engine needs the size and baselines only: the lines' strings are not built.
    let layout = layout(for: proposal, includingText: false)
    return ContentMeasurement(
      size: layout.size, firstBaseline: layout.firstBaseline ?? 0, lastBaseline: layout.lastBaseline ?? 0)
  }

  /// The lines, size and baselines for `proposal`.
  public func layout(for proposal: ProposedSize) -> TextLayout { layout(for: proposal, includingText: true) }

  /// `layout(for:)` without the shaping cache, which one thread at a time may use: the lines are
  /// broken again instead of looked up there (breaking is a pure function of the shaped string,
  /// so they are the same lines), and the measurer is read only. For renderers that format parts
  /// of a document on several threads (`--frames`), which shared the cache under a lock.
  public func layoutWithoutCache(for proposal: ProposedSize) -> TextLayout {
    layout(for: proposal, includingText: true, usesCache: false)
  }

  /// `layout(for:)`; without `includingText` every line's `text` is empty (measuring asks for
  /// sizes many times per Text, and building the strings was most of its cost).
  func layout(for proposal: ProposedSize, includingText: Bool, usesCache: Bool = true) -> TextLayout {
    let lineHeight = metrics.lineHeight
    guard !shaped.clusters.isEmpty || shaped.paragraphs.count > 1 else {
      return TextLayout(lines: [], size: .zero, lineHeight: lineHeight)
    }
    // STEP 1: the width to wrap at; nil when the text fits on its ideal lines anyway.
    var width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    if let proposed = width, idealLineWidth <= proposed + LineBreaker.tolerance { width = nil }
    // STEP 2: how many lines may be shown: the line limit, and what the proposed height holds.
    var maxLines = lineLimit ?? Int.max
    if let height = proposal.height, height.isFinite { maxLines = min(maxLines, linesFitting(height)) }
    // STEP 3: break, then truncate the last shown line when lines are left over.
    let cache = usesCache ? self.cache : nil
    var broken = cache?.lines(shaped, width: width, limit: maxLines) ?? LineBreaker(text: shaped).lines(width: width, limit: maxLines)
    let overflows = broken.count > maxLines
    if overflows { broken.removeLast(broken.count - maxLines) }
    var lines: [TextLayout.Line] = []
    for (index, line) in broken.enumerated() {
      let top = Double(index) * lineHeight
      let baseline = top + metrics.ascent
      if overflows && index == broken.count - 1 {
        let rest = line.range.lowerBound..<shaped.paragraphs[line.paragraph].upperBound
        let cut = truncator.truncate(rest, width: width, mode: truncationMode, includingText: includingText)
        lines.append(.init(text: cut.text, width: cut.width, top: top, baseline: baseline, isTruncated: true))
      } else {
        let end = shaped.trimmedEnd(line.range.lowerBound, line.range.upperBound)
        lines.append(
          .init(
            text: includingText ? shaped.text(line.range.lowerBound, end) : "", width: shaped.width(line.range.lowerBound, end), top: top,
            baseline: baseline, isTruncated: false))
      }
    }
    // STEP 4: the size encloses the lines, rounded up to whole pixels.
    let widest = lines.map(\.width).max() ?? 0
    let size = Size(
      width: PixelGrid.ceil(widest, scale: displayScale),
      height: PixelGrid.ceil(Double(lines.count) * lineHeight, scale: displayScale))
    return TextLayout(lines: lines, size: size, lineHeight: lineHeight)
  }

  /// How many lines a height holds (at least one: a Text offered too little height still shows
  /// its first line, truncated, and overflows the offer).
  private func linesFitting(_ height: Double) -> Int {
    let lineHeight = metrics.lineHeight
    guard lineHeight > 0 else { return Int.max }
    let ratio = (height + LineBreaker.tolerance) / lineHeight
    guard ratio < 1e9 else { return Int.max }
    var count = max(1, Int(ratio))
    let limit = height + LineBreaker.tolerance
    while count > 1 && PixelGrid.ceil(Double(count) * lineHeight, scale: displayScale) > limit {
      count -= 1
    }
    return count
  }
}
