import Testing

@testable import LayoutcEval

/// `sin`/`cos` of layout code, computed without Foundation: within a few ulps of exact values.
@Suite struct TrigonometryTests {
  static let sines: [(Double, Double)] = [
    (Double.pi / 6, 0.5), (Double.pi / 2, 1), (Double.pi, 0), (-Double.pi / 2, -1), (5 * Double.pi / 6, 0.5), (100, -0.5063656411097588),
  ]
  static let cosines: [(Double, Double)] = [
    (0, 1), (Double.pi / 3, 0.5), (Double.pi, -1), (3 * Double.pi / 2, 0), (-Double.pi / 3, 0.5), (100, 0.8623188722876839),
  ]

  @Test func sine() {
    for (x, expected) in Self.sines { #expect(abs(Trigonometry.sin(x) - expected) < 1e-14, "sin(\(x))") }
  }

  @Test func cosine() {
    for (x, expected) in Self.cosines { #expect(abs(Trigonometry.cos(x) - expected) < 1e-14, "cos(\(x))") }
  }

  @Test func nonFiniteAnglesAreNaN() {
    #expect(Trigonometry.sin(.infinity).isNaN)
    #expect(Trigonometry.cos(.nan).isNaN)
  }
}
