import Testing

@testable import LayoutcEval

/// `trimmedPath(from:to:)` as `Shape.trim(from:to:)` draws it: fractions of the path's length,
/// through closes, with curves cut into the same curve.
@Suite struct PathTrimmingTests {
  static func near(_ a: PathPoint, _ x: Double, _ y: Double, _ tolerance: Double = 1e-6) -> Bool {
    abs(a.x - x) < tolerance && abs(a.y - y) < tolerance
  }

  @Test func aRectangleTrimmedAlongItsPerimeter() {
    // 10 × 20: perimeter 60, from the top-left corner clockwise (top 0–10, right side 10–30,
    // bottom 30–40, the close up the left side 40–60). 0.25 → 0.75 is 15 → 45 along:
    // (10, 5) → (10, 20) → (0, 20) → (0, 15).
    let rect = PathGeometry.rect((x: 0, y: 0, width: 10, height: 20))
    let part = PathTrimming.trimmed(rect, from: 0.25, to: 0.75)
    #expect(part == [.move(PathPoint(10, 5)), .line(PathPoint(10, 20)), .line(PathPoint(0, 20)), .line(PathPoint(0, 15))])
    // The whole path is itself; an empty or reversed range is nothing.
    #expect(PathTrimming.trimmed(rect, from: 0, to: 1) == rect)
    #expect(PathTrimming.trimmed(rect, from: 0.5, to: 0.5).isEmpty)
    #expect(PathTrimming.trimmed(rect, from: 0.8, to: 0.2).isEmpty)
    // The close counts: the last third is the left side going up.
    #expect(PathTrimming.trimmed(rect, from: 2.0 / 3.0, to: 1) == [.move(PathPoint(0, 20)), .line(PathPoint(0, 0))])
  }

  @Test func aCircleTrimmedToAQuarterEndsAtSixOClock() throws {
    // A circle's path starts at three o'clock and turns clockwise on screen: its first quarter
    // ends at the bottom middle, its first half at nine o'clock, and the cut curves stay on it.
    let circle = PathGeometry.ellipse((x: 0, y: 0, width: 20, height: 20))
    let quarter = PathTrimming.trimmed(circle, from: 0, to: 0.25)
    #expect(quarter.count == 2)
    guard case .curve(let end, _, _)? = quarter.last else { Issue.record("not a curve: \(quarter)"); return }
    #expect(Self.near(end, 10, 20, 1e-3))
    let middle = PathTrimming.trimmed(circle, from: 0.125, to: 0.375)
    guard case .move(let start)? = middle.first, case .curve(let stop, _, _)? = middle.last else { Issue.record("\(middle)"); return }
    // An eighth round from three o'clock: 45° below the horizontal; three eighths: 135°.
    let r = 10 / 2.0.squareRoot()
    #expect(Self.near(start, 10 + r, 10 + r, 1e-2))
    #expect(Self.near(stop, 10 - r, 10 + r, 1e-2))
    for e in middle {
      guard case .curve(let to, _, _) = e else { continue }
      #expect(abs(((to.x - 10) * (to.x - 10) + (to.y - 10) * (to.y - 10)).squareRoot() - 10) < 1e-2)
    }
  }
}
