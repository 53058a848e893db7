/// A font's vertical metrics scaled to a point size: the numbers a line of text is built from.
///
/// Which table: Apple platforms take ascent, descent and leading from `hhea` (Core Text's
/// `CTFontGetAscent/Descent/Leading`, UIFont's `ascender/descender/leading`), whatever the OS/2
/// USE_TYPO_METRICS bit says; the bit steers Windows and browsers. Sources: the font-QA check
/// "os2_metrics_match_hhea" (fontbakery/fontspector: "Mac OS X uses the hhea values. Windows uses
/// OS/2 or Win, depending on … fsSelection"), and John Hudson's "Vertical Metrics How-To"
/// (typophile.com/node/13081: hhea values "determine the default linespacing in Mac applications").
/// So `.apple` is the default; `.openType` follows the OpenType spec (typo values when the bit is
/// set, else hhea) for comparing with a browser. A font whose hhea ascender and descender are both
/// 0 falls back to typo, then win, values in either policy.
///
/// Line height is ascent + descent + leading (UIFont.lineHeight, e.g. SF Pro at 17 pt:
/// 16.18 + 4.10 + 0 = 20.29; SwiftUI reports the Text 20.33 tall at 3× because it rounds text
/// sizes up to the pixel grid — see `TextLayout`).
public struct FontMetrics: Sendable, Hashable {
  public enum Policy: Sendable, Hashable {
    /// hhea ascender / descender / lineGap, as Core Text does.
    case apple
    /// OS/2 sTypo* when fsSelection bit 7 (USE_TYPO_METRICS) is set, else hhea.
    case openType
  }

  public let pointSize: Double
  /// Baseline to the top of the line box, in points (positive).
  public let ascent: Double
  /// Baseline to the bottom of the glyph box, in points (positive, unlike the stored value).
  public let descent: Double
  /// Extra space below the descent of every line (hhea lineGap), in points; never negative
  /// (a negative line gap is treated as 0, as the hhea spec notes for Apple systems).
  public let leading: Double
  public let capHeight: Double?
  public let xHeight: Double?

  /// The distance from one baseline to the next, and the height of one line of text.
  public var lineHeight: Double { ascent + descent + leading }

  public init(font: Font, pointSize: Double, policy: Policy = .apple) {
    let scale = pointSize / Double(font.unitsPerEm)
    var ascender = font.hheaAscender
    var descender = font.hheaDescender
    var gap = font.hheaLineGap
    let typoWanted = policy == .openType && font.useTypoMetrics
    if let typoAscender = font.typoAscender, let typoDescender = font.typoDescender,
      typoWanted || (ascender == 0 && descender == 0)
    {
      ascender = typoAscender
      descender = typoDescender
      gap = font.typoLineGap ?? 0
    }
    if ascender == 0 && descender == 0, let winAscent = font.winAscent, let winDescent = font.winDescent {
      ascender = winAscent
      descender = -winDescent
      gap = 0
    }
    self.pointSize = pointSize
    ascent = Double(ascender) * scale
    descent = Double(-descender) * scale
    leading = Double(max(0, gap)) * scale
    capHeight = font.capHeight.map { Double($0) * scale }
    xHeight = font.xHeight.map { Double($0) * scale }
  }
}
