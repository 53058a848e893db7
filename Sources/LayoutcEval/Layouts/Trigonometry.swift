/// `sin` and `cos` for layout code (a radial layout's angles) without Foundation, which the
/// evaluator does not import: the argument reduced to [-π/4, π/4] by quarter turns, then the
/// Taylor series to the 12th power, within a few ulps of the C library for angles a layout
/// uses; frames are rounded to pixels afterwards.
public enum Trigonometry {
  public static func sin(_ x: Double) -> Double { quarter(x, shift: 0) }
  public static func cos(_ x: Double) -> Double { quarter(x, shift: 1) }

  /// sin(x + shift·π/2).
  private static func quarter(_ x: Double, shift: Int) -> Double {
    guard x.isFinite else { return .nan }
    let halfPi = Double.pi / 2
    let k = (x / halfPi).rounded()
    let r = x - k * halfPi
    guard let turns = Int(exactly: k) else { return .nan }
    switch ((turns + shift) % 4 + 4) % 4 {
    case 0: return series(r, sine: true)
    case 1: return series(r, sine: false)
    case 2: return -series(r, sine: true)
    default: return -series(r, sine: false)
    }
  }

  private static func series(_ r: Double, sine: Bool) -> Double {
    let r2 = r * r
    var term = sine ? r : 1
    var sum = term
    var n: Double = sine ? 1 : 0
    for _ in 0..<8 {
      term *= -r2 / ((n + 1) * (n + 2))
      n += 2
      sum += term
    }
    return sum
  }
}
