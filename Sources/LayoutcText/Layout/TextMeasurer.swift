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
///
/// Every Text of a spec keeps one (boxed, as the layout tree's `any MeasuredContent`), so what
/// another field already holds is read from there rather than stored twice: the shaped text is
/// the truncator's, the size the metrics'. (The string is kept: the shaping cache may hand over a
/// string equal to it but spelled with other scalars.)
public struct TextMeasurer: MeasuredContent {
  public let text: String
  public let face: Font
  public var pointSize: Double { metrics.pointSize }
  public let lineLimit: Int?
  public let truncationMode: TruncationMode
  public let displayScale: Double
  public let metrics: FontMetrics
  private var shaped: ShapedText { truncator.text }
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
    let pointSize = size.isFinite && size > 0 ? size : 17
    self.lineLimit = lineLimit.map { max(1, $0) }
    self.truncationMode = truncation
    self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
    metrics = FontMetrics(font: face, pointSize: pointSize, policy: metricsPolicy)
    self.cache = cache
    let shaped = cache?.shape(text, face: face, pointSize: pointSize) ?? ShapedText(text, font: face, pointSize: pointSize)
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
    // The engine needs the size and baselines only: neither the lines' strings nor the lines
    // themselves are made (a Text is measured at a dozen proposals; each made an array).
    var widest: Double?
    var count = 0
    forEachLine(for: proposal, includingText: false) { _, width, _ in
      widest = widest.map { Swift.max($0, width) } ?? width
      count += 1
    }
    guard count > 0 else { return ContentMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0) }
    return ContentMeasurement(
      size: size(widest: widest ?? 0, lineCount: count), firstBaseline: baseline(ofLine: 0),
      lastBaseline: baseline(ofLine: count - 1))
  }

  /// The lines, size and baselines for `proposal`.
  public func layout(for proposal: ProposedSize) -> TextLayout { layout(for: proposal, includingText: true) }

  /// `layout(for:)` without the shaping cache, which one thread at a time may use: the lines are
  /// broken again instead of looked up there (breaking is a pure function of the shaped string,
  /// so they are the same lines), and the measurer is read only. For renderers, which lay each
  /// Text out once and may format parts of a document on several threads (`--frames`).
  public func layoutWithoutCache(for proposal: ProposedSize) -> TextLayout {
    layout(for: proposal, includingText: true, usesCache: false)
  }

  /// `layout(for:)`; without `includingText` every line's `text` is empty.
  func layout(for proposal: ProposedSize, includingText: Bool, usesCache: Bool = true) -> TextLayout {
    var lines: [TextLayout.Line] = []
    forEachLine(for: proposal, includingText: includingText, usesCache: usesCache) { text, width, isTruncated in
      let top = Double(lines.count) * metrics.lineHeight
      lines.append(.init(text: text, width: width, top: top, baseline: baseline(ofLine: lines.count), isTruncated: isTruncated))
    }
    let size = lines.isEmpty ? .zero : size(widest: lines.map(\.width).max() ?? 0, lineCount: lines.count)
    return TextLayout(lines: lines, size: size, lineHeight: metrics.lineHeight)
  }

  /// Line `index`'s baseline from the top of the frame: `index` line heights, then the ascent.
  private func baseline(ofLine index: Int) -> Double {
    Double(index) * metrics.lineHeight + metrics.ascent
  }

  /// The size enclosing `lineCount` lines, the widest `widest` wide, rounded up to whole pixels.
  private func size(widest: Double, lineCount: Int) -> Size {
    Size(
      width: PixelGrid.ceil(widest, scale: displayScale),
      height: PixelGrid.ceil(Double(lineCount) * metrics.lineHeight, scale: displayScale))
  }

  /// Each line shown for `proposal`, in order: its characters (empty without `includingText`),
  /// its visible width, and whether it was cut with "…".
  private func forEachLine(
    for proposal: ProposedSize, includingText: Bool, usesCache: Bool = true, _ body: (String, Double, Bool) -> Void
  ) {
    guard !shaped.clusters.isEmpty || shaped.paragraphs.count > 1 else { return }
    // STEP 1: the width to wrap at; nil when the text fits on its ideal lines anyway.
    var width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    if let proposed = width, idealLineWidth <= proposed + LineBreaker.tolerance { width = nil }
    // STEP 2: how many lines may be shown: the line limit, and what the proposed height holds.
    var maxLines = lineLimit ?? Int.max
    if let height = proposal.height, height.isFinite { maxLines = min(maxLines, linesFitting(height)) }
    // STEP 3: break, then truncate the last shown line when lines are left over. Without a
    // width the lines are the paragraphs (as `LineBreaker` makes them), read in place rather
    // than listed in a new array for every question.
    let cache = usesCache ? self.cache : nil
    let broken = width == nil
      ? nil : cache?.lines(shaped, width: width, limit: maxLines) ?? LineBreaker(text: shaped).lines(width: width, limit: maxLines)
    let paragraphs = shaped.paragraphs.count
    let count = broken?.count ?? (paragraphs > maxLines ? maxLines + 1 : paragraphs)
    let overflows = count > maxLines
    let shown = overflows ? maxLines : count
    for index in 0..<shown {
      let line = broken?[index] ?? LineBreaker.Line(range: shaped.paragraphs[index], paragraph: index)
      if overflows && index == shown - 1 {
        let rest = line.range.lowerBound..<shaped.paragraphs[line.paragraph].upperBound
        let cut = truncator.truncate(rest, width: width, mode: truncationMode, includingText: includingText)
        body(cut.text, cut.width, true)
      } else {
        let end = shaped.trimmedEnd(line.range.lowerBound, line.range.upperBound)
        body(includingText ? shaped.text(line.range.lowerBound, end) : "", shaped.width(line.range.lowerBound, end), false)
      }
    }
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
