/// A leaf that decides its own size for a proposal: the engine's plug for Text (and anything else
/// whose size depends on its content). `LayoutcText.TextMeasurer` measures with real font metrics;
/// the engine itself knows no fonts (its tests use a stand-in with round numbers).
///
/// A measurer must be a pure function of the proposal: the engine memoises its answers.
public protocol MeasuredContent: Sendable {
  /// The size chosen for `proposal` and, for text, the first and last baselines measured from the
  /// top of that size. Baselines become the view's explicit `firstTextBaseline` and
  /// `lastTextBaseline` values; content without text returns nil for them.
  func measure(_ proposal: ProposedSize) -> ContentMeasurement

  /// A short name for traces ("Text(\"Hello\")").
  var traceLabel: String { get }

  /// The font metrics stacks space this content by (`ViewSpacing.text`), or nil for content
  /// without text, which gets the spacing preferences of any other view (`ViewSpacing.standard`).
  var textSpacingMetrics: TextSpacingMetrics? { get }
}

extension MeasuredContent {
  public var traceLabel: String { "measured" }
  public var textSpacingMetrics: TextSpacingMetrics? { nil }
}

/// The answer of a `MeasuredContent`.
public struct ContentMeasurement: Sendable, Hashable {
  public var size: Size
  public var firstBaseline: Double?
  public var lastBaseline: Double?

  public init(size: Size, firstBaseline: Double? = nil, lastBaseline: Double? = nil) {
    self.size = size
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
  }
}
