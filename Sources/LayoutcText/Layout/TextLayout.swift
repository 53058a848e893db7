import LayoutEngine

/// A text laid out for one proposal: its lines as displayed, its size and its baselines. The
/// measurer returns the size and baselines to the engine; a renderer draws the lines.
public struct TextLayout: Sendable, Hashable {
  public struct Line: Sendable, Hashable {
    /// The characters shown, with "…" where text was cut.
    public let text: String
    /// The visible width in points (trailing spaces not counted).
    public let width: Double
    /// Top of the line box, from the top of the text's frame.
    public let top: Double
    /// The baseline, from the top of the text's frame.
    public let baseline: Double
    public let isTruncated: Bool
  }

  public let lines: [Line]
  /// Rounded up to the pixel grid (see `PixelGrid`).
  public let size: Size
  public let lineHeight: Double
  public var isTruncated: Bool { lines.contains { $0.isTruncated } }
  /// The first line's baseline (nil for an empty text, which has no lines).
  public var firstBaseline: Double? { lines.first?.baseline }
  public var lastBaseline: Double? { lines.last?.baseline }

  public init(lines: [Line], size: Size, lineHeight: Double) {
    self.lines = lines
    self.size = size
    self.lineHeight = lineHeight
  }

  /// Where a line starts horizontally in a frame `frameWidth` wide (usually `size.width`):
  /// `multilineTextAlignment` places each line inside the Text's own frame, it never widens it.
  /// Leading and trailing are left and right here; a renderer flips them for right-to-left.
  public func x(of line: Line, in frameWidth: Double? = nil, alignment: TextAlignment) -> Double {
    let free = (frameWidth ?? size.width) - line.width
    switch alignment {
    case .leading: return 0
    case .center: return free / 2
    case .trailing: return free
    }
  }
}

/// SwiftUI's `TextAlignment` (`multilineTextAlignment`).
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
  case leading
  case center
  case trailing
}

/// Rounding text sizes up to whole device pixels.
///
/// SwiftUI reports a Text's size rounded up to the pixel grid, never down, so glyphs are never
/// clipped: a one-line body Text in SF Pro is 20.33 pt tall on a 3× iPhone (UIFont lineHeight
/// 20.287 → ⌈20.287 × 3⌉ / 3 = 61 / 3), and widths are fractional in thirds of a point the same
/// way.
/// Written without libm (no `rounded(.up)`), like the engine's `PixelRounding`.
public enum PixelGrid {
  public static func ceil(_ value: Double, scale: Double) -> Double {
    let s = scale.isFinite && scale > 0 ? scale : 1
    let scaled = value * s
    guard scaled.isFinite, abs(scaled) < 4_503_599_627_370_496 else { return value }
    // A hair below a pixel edge counts as on it: 3 × 20.0 may compute as 60.000000000000007.
    let nudged = scaled - 1e-7
    let truncated = Double(Int64(nudged))
    return (truncated < nudged ? truncated + 1 : truncated) / s
  }
}
