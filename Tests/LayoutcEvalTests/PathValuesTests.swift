import LayoutcCatalog
import Testing

@testable import LayoutcEval

/// `Path` as a shape's `path(in:)` builds it: the elements each method adds, as Core Graphics
/// adds them, and arcs turning the way they turn on an iOS screen.
@Suite struct PathValuesTests {
  static func point(_ x: Double, _ y: Double) -> Value { LayoutGeometry.point(x, y) }

  static func applying(_ id: BuiltinMethod, to path: [PathElement], _ args: [Value]) -> [PathElement]? {
    PathValues.applying(id, to: PathValues.value(path), args).flatMap(PathValues.elements)
  }

  @Test func linesAndRectangles() {
    // addLine with no current point starts the path (CGPath's move), then lines follow.
    #expect(Self.applying(.pathAddLine, to: [], [Self.point(1, 2)]) == [.move(PathPoint(1, 2))])
    #expect(Self.applying(.pathAddLine, to: [.move(PathPoint(0, 0))], [Self.point(3, 4)]) == [.move(PathPoint(0, 0)), .line(PathPoint(3, 4))])
    // An untyped `.init(x:y:)` is a point where a point is expected.
    let untyped = Value.member(type: nil, name: "init", arguments: [.int(5), .double(6)])
    #expect(Self.applying(.pathMove, to: [], [untyped]) == [.move(PathPoint(5, 6))])
    #expect(Self.applying(.pathAddLines, to: [], [.array([Self.point(0, 0), Self.point(1, 0), Self.point(1, 1)])])
      == [.move(PathPoint(0, 0)), .line(PathPoint(1, 0)), .line(PathPoint(1, 1))])
    #expect(Self.applying(.pathAddRect, to: [], [LayoutGeometry.rect(1, 2, 10, 20)]) == [
      .move(PathPoint(1, 2)), .line(PathPoint(11, 2)), .line(PathPoint(11, 22)), .line(PathPoint(1, 22)), .close,
    ])
    // Not a point: nil, for the caller to report.
    #expect(Self.applying(.pathMove, to: [], [.string("a")]) == nil)
  }

  @Test func ellipsesAreFourQuarterCurves() throws {
    let e = PathGeometry.ellipse((x: 0, y: 0, width: 20, height: 10))
    #expect(e.count == 6)
    #expect(e.first == .move(PathPoint(20, 5)))
    // The first quarter ends at the bottom middle (angles grow downwards), its controls
    // 4/3·tan(π/8) = 0.5523 of the radii along the tangents.
    guard case .curve(let to, let c1, let c2) = e[1] else { Issue.record("not a curve: \(e[1])"); return }
    #expect(abs(to.x - 10) < 1e-9 && abs(to.y - 10) < 1e-9)
    #expect(abs(c1.x - 20) < 1e-9 && abs(c1.y - (5 + 5 * 0.552284749831)) < 1e-9)
    #expect(abs(c2.x - (10 + 10 * 0.552284749831)) < 1e-9 && abs(c2.y - 10) < 1e-9)
  }

  @Test func arcsTurnAsOnAFlippedScreen() {
    let center = PathPoint(0, 0)
    // `clockwise: false` from 0° to 90°: a quarter towards +y, which is down: clockwise on screen.
    let down = PathGeometry.arc(center: center, radius: 10, start: 0, end: .pi / 2, clockwise: false, continuing: false)
    #expect(down.count == 2)
    #expect(down.first == .move(PathPoint(10, 0)))
    if case .curve(let to, _, _)? = down.last { #expect(abs(to.x) < 1e-9 && abs(to.y - 10) < 1e-9) } else { Issue.record("\(down)") }
    // `clockwise: true` between the same angles goes the other way round: three quarters.
    let around = PathGeometry.arc(center: center, radius: 10, start: 0, end: .pi / 2, clockwise: true, continuing: false)
    #expect(around.count == 4)
    if around.count == 4, case .curve(let to, _, _) = around[1] { #expect(abs(to.x) < 1e-9 && abs(to.y + 10) < 1e-9) } else { Issue.record("\(around)") }
    // With a current point, a line joins it to the arc's start.
    let joined = PathGeometry.arc(center: center, radius: 10, start: 0, end: .pi, clockwise: false, continuing: true)
    #expect(joined.first == .line(PathPoint(10, 0)))
  }

  @Test func roundedRectanglesClampTheirCorners() {
    // A corner radius of 30 in a 40 × 20 rectangle is at most half its shorter side: 10.
    let r = PathValues.initializer(["roundedRect", "cornerRadius"], [LayoutGeometry.rect(0, 0, 40, 20), .int(30)]).flatMap(PathValues.elements) ?? []
    #expect(r.first == .move(PathPoint(10, 0)))
    #expect(r.contains(.line(PathPoint(30, 0))))
    // A corner size's width and height are each at most half their side.
    let e = PathGeometry.roundedRect((x: 0, y: 0, width: 40, height: 20), 30, 30)
    #expect(e.first == .move(PathPoint(20, 0)))
    // No corner: a plain rectangle.
    #expect(PathGeometry.roundedRect((x: 0, y: 0, width: 4, height: 2), 0, 0) == PathGeometry.rect((x: 0, y: 0, width: 4, height: 2)))
  }

  @Test func initializersAndAngles() {
    #expect(PathValues.initializer([], []).flatMap(PathValues.elements) == [])
    #expect(PathValues.initializer([nil], [LayoutGeometry.rect(0, 0, 1, 1)]).flatMap(PathValues.elements)?.count == 5)
    #expect(PathValues.initializer(["ellipseIn"], [LayoutGeometry.rect(0, 0, 1, 1)]).flatMap(PathValues.elements)?.count == 6)
    #expect(PathValues.initializer(["roundedRect", "cornerRadius"], [LayoutGeometry.rect(0, 0, 10, 10), .int(2)]) != nil)
    #expect(PathValues.initializer(["unknown"], [.int(1)]) == nil)
    #expect(PathValues.angle(.member(type: nil, name: "degrees", arguments: [.int(180)])) == .pi)
    #expect(PathValues.angle(.member(type: "Angle", name: "init", arguments: [.none, .double(1)])) == 1)
    #expect(PathValues.angle(.member(type: nil, name: "zero", arguments: [])) == 0)
  }
}
