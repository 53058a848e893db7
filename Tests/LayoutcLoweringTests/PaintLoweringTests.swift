import LayoutEngine
import LayoutcEval
import LayoutcLowering
import Testing

/// Gradients, materials, shadows and shape transforms recorded for drawing (`Paint.style`,
/// `DrawEffect.shadow`, `Paint.transforms`).
@Suite struct PaintLoweringTests {
  private func paints(_ body: String) throws -> [(type: String, paint: Paint)] {
    let laid = try #require(lay("#Preview(traits: .fixedLayout(width: 300, height: 300)) {\n" + body + "\n}"))
    var out: [(String, Paint)] = []
    func walk(_ id: NodeID) {
      if let e = laid.preview.lowered.sourceMap[id], let p = e.paint { out.append((e.type, p)) }
      for c in laid.preview.children(of: id) { walk(c) }
    }
    walk(laid.preview.lowered.root)
    return out
  }

  private static let blue = RGBA.bytes255(0, 122, 255), red = RGBA.bytes255(255, 59, 48)

  @Test func aGradientViewAndAGradientFillCarryTheirStops() throws {
    let found = try paints("""
      VStack {
          LinearGradient(colors: [.red, .blue, .red], startPoint: .top, endPoint: UnitPoint(x: 0.25, y: 1))
          Circle().fill(RadialGradient(stops: [Gradient.Stop(color: .blue, location: 0.2), Gradient.Stop(color: .red, location: 1)],
              center: .topLeading, startRadius: 5, endRadius: 50))
      }
      """)
    // Gradient(colors:) spaces three colours at 0, 0.5 and 1; the plain fill is the first colour.
    #expect(found[0].paint.style == .linear(
      stops: [GradientStop(color: Self.red, location: 0), GradientStop(color: Self.blue, location: 0.5), GradientStop(color: Self.red, location: 1)],
      start: Point(x: 0.5, y: 0), end: Point(x: 0.25, y: 1)))
    #expect(found[0].paint.fill == Self.red)
    #expect(found[1].paint.style == .radial(
      stops: [GradientStop(color: Self.blue, location: 0.2), GradientStop(color: Self.red, location: 1)],
      center: Point(x: 0, y: 0), startRadius: 5, endRadius: 50))
  }

  @Test func anAngularGradientWithEqualAnglesGoesOnceAround() throws {
    let found = try paints("AngularGradient(colors: [.red, .blue], center: .center)")
    #expect(found[0].paint.style == .angular(
      stops: [GradientStop(color: Self.red, location: 0), GradientStop(color: Self.blue, location: 1)],
      center: Point(x: 0.5, y: 0.5), startAngle: 0, endAngle: 360))
  }

  @Test func aMaterialBackgroundAndAShadow() throws {
    let found = try paints("""
      Text("A").background(.regularMaterial).shadow(color: .red, radius: 4, x: 1, y: 2)
      """)
    let material = try #require(found.first { $0.type == "Color" })
    #expect(material.paint.style == .material(name: "regularMaterial", tint: RGBA(0.96, 0.96, 0.97, 0.65)))
    let shadowed = try #require(found.first { $0.paint.effects.contains { if case .shadow = $0 { true } else { false } } })
    #expect(shadowed.paint.effects.contains(.shadow(Shadow(color: Self.red, radius: 4, x: 1, y: 2))))
  }

  @Test func aShapesTransformsAreKeptInTheOrderWritten() throws {
    let found = try paints("""
      VStack {
          Circle().trim(from: 0, to: 0.75).rotation(.degrees(-90)).stroke(Color.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round, dash: [4, 2]))
          AnyShape(Rectangle().offset(x: 2, y: 3)).scale(0.5, anchor: .topLeading).fill(Color.red)
      }
      """)
    let ring = try #require(found.first { $0.type == "Circle" }).paint
    #expect(ring.transforms == [.trim(from: 0, to: 0.75), .rotation(radians: -Double.pi / 2, anchor: Point(x: 0.5, y: 0.5))])
    #expect(ring.strokeWidth == 8 && ring.lineCap == "round" && ring.dash == [4, 2])
    // The wrapped shape's own transforms come first, then AnyShape's.
    let erased = try #require(found.first { $0.type == "AnyShape" }).paint
    #expect(erased.transforms == [.offset(x: 2, y: 3), .scale(x: 0.5, y: 0.5, anchor: Point(x: 0, y: 0))])
  }

  @Test func aTransformedPathTurnsAboutItsAnchorAndInsetsReachTheShape() throws {
    let square = ShapeTransform.builtinPath(.rectangle, cornerRadius: nil)
    // Turned 90° clockwise about the centre of a 20 × 10 frame: the top-left corner (0, 0) goes
    // to (15, −5).
    let turned = try #require(ShapeTransform.path([.rotation(radians: Double.pi / 2, anchor: Point(x: 0.5, y: 0.5))], in: (0, 0, 20, 10), base: square))
    guard case .move(let p)? = turned.first else { Issue.record("\(turned)"); return }
    #expect(abs(p.x - 15) < 1e-9 && abs(p.y + 5) < 1e-9)
    // An inset under a rotation insets the shape, the anchor staying the frame's centre.
    let insetTurned = try #require(ShapeTransform.path([.inset(2), .rotation(radians: Double.pi / 2, anchor: Point(x: 0.5, y: 0.5))], in: (0, 0, 20, 10), base: square))
    guard case .move(let q)? = insetTurned.first else { Issue.record("\(insetTurned)"); return }
    #expect(abs(q.x - 13) < 1e-9 && abs(q.y + 3) < 1e-9)
    // `size` draws the shape in a rectangle of that size at the frame's origin.
    #expect(ShapeTransform.path([.size(width: 4, height: 4)], in: (0, 0, 20, 10), base: square)?.count == 5)
    #expect(ShapeTransform.path([.size(width: 4, height: 4)], in: (0, 0, 20, 10), base: square)?[2] == .line(PathPoint(4, 4)))
  }
}

extension RGBA {
  static func bytes255(_ r: Int, _ g: Int, _ b: Int) -> RGBA { RGBA(Double(r) / 255, Double(g) / 255, Double(b) / 255) }
}
