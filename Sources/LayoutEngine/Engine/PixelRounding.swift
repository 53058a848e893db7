/// Snaps frames to the display's pixel grid, as SwiftUI does so that edges are crisp
/// (seed 003: "SwiftUI rounds the corners of your view to the nearest pixel").
///
/// Rule: each edge is rounded separately, in window coordinates, to the nearest pixel,
/// `round(v × scale) / scale`, halves away from zero. Rounding the far edge (rather than the size)
/// keeps touching views touching: the right edge of one and the left edge of the next round alike.
/// A width is then `round(maxX) - round(minX)`, so a 10.5-point view at scale 3 stays 10.5 but a
/// 0.2-point one at x = 0.1 becomes 0.333….
public enum PixelRounding {
  public static func round(_ value: Double, scale: Double) -> Double {
    edge(value, validScale(scale))
  }

  /// `round(_:scale:)` with the scale already valid: the placement pass rounds four edges of
  /// every node (inlined, ~7 % of the grid benchmark's layout instructions were these calls).
  @inline(__always)
  private static func edge(_ value: Double, _ scale: Double) -> Double {
    guard value.isFinite else { return value }
    return roundHalfAwayFromZero(value * scale) / scale
  }

  /// `floor` written with integer conversion: `Double.rounded` calls libm, which a program that
  /// links the engine without Foundation does not get on Linux, so the engine stays standard-library only.
  @inline(__always)
  static func floor(_ value: Double) -> Double {
    guard value.isFinite, abs(value) < 4_503_599_627_370_496 else { return value }  // 2^52: already integral
    let truncated = Double(Int64(value))
    return truncated > value ? truncated - 1 : truncated
  }

  /// Rounds to the nearest integer, halves away from zero (C's `round`, as CoreGraphics uses).
  @inline(__always)
  static func roundHalfAwayFromZero(_ value: Double) -> Double {
    let magnitude = abs(value)
    let lower = floor(magnitude)
    let rounded = magnitude - lower >= 0.5 ? lower + 1 : lower
    return value < 0 ? -rounded : rounded
  }

  public static func round(_ rect: Rect, scale: Double) -> Rect {
    let s = validScale(scale)
    let minX = edge(rect.minX, s)
    let minY = edge(rect.minY, s)
    let maxX = edge(rect.maxX, s)
    let maxY = edge(rect.maxY, s)
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Rounds up to a whole number of pixels `pixelLength` points long (SwiftUI's
  /// `round(.up, toMultipleOf: pixelLength)`, used for text spacing). A hair above a pixel edge
  /// counts as on it, so that 0.1 × 20 = 2.0000000000000004 stays 2.
  static func ceil(_ value: Double, pixelLength: Double) -> Double {
    guard value.isFinite, pixelLength.isFinite, pixelLength > 0 else { return value }
    let pixels = value / pixelLength - 1e-7
    guard abs(pixels) < 4_503_599_627_370_496 else { return value }
    let lower = floor(pixels)
    return (lower < pixels ? lower + 1 : lower) * pixelLength
  }

  /// A scale that is not a positive finite number is treated as 1.
  public static func validScale(_ scale: Double) -> Double {
    scale.isFinite && scale > 0 ? scale : 1
  }
}
