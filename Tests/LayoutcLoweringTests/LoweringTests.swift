import LayoutEngine
import LayoutcLowering
import Testing

@Suite struct LoweringTests {
  @Test func textStylesComeFromTheEnvironment() throws {
    let laid = try #require(lay("""
      #Preview(traits: .fixedLayout(width: 400, height: 400)) {
          VStack {
              Text("ab").font(.largeTitle)
              Text("ab").font(.caption2)
              Text("ab").font(.system(size: 20))
              Text("ab")
          }
          .font(.title)
      }
      """))
    // Inter "ab" is 3336 units wide: × size / 2816, rounded up to thirds of a point: 34 pt 40.278 →
    // 40.333, 11 pt 13.031 → 13.333, 20 pt 23.693 → 24, and the VStack's .title (28 pt) for the
    // last, 33.170 → 33.333. Heights: 3408 / 2816 × size rounded up (41.148 → 41.333, …).
    let texts = laid.frames("Text")
    #expect(texts.map { ($0.width * 3).rounded() } == [121, 40, 72, 100])
    #expect(texts.map { ($0.height * 3).rounded() } == [124, 40, 73, 102])
  }

  @Test func paddingDefaults() throws {
    let laid = try #require(lay("""
      #Preview(traits: .sizeThatFitsLayout) {
          HStack(spacing: 0) {
              Color.red.frame(width: 10, height: 10).padding()
              Color.red.frame(width: 10, height: 10).padding(.horizontal)
              Color.red.frame(width: 10, height: 10).padding(.top, 8)
              Color.red.frame(width: 10, height: 10).padding(8)
          }
      }
      """))
    #expect(laid.frames("padding").map(\.size) == [
      Size(width: 42, height: 42), Size(width: 42, height: 10), Size(width: 10, height: 18), Size(width: 26, height: 26),
    ])
  }

  @Test func invalidFrameDimensionWarnsAndIsIgnored() throws {
    let laid = try #require(lay("""
      #Preview(traits: .fixedLayout(width: 100, height: 100)) {
          Color.red.frame(width: -1, height: 20)
      }
      """))
    #expect(laid.diagnostics.map(\.id) == ["layout.invalid-frame-dimension"])
    #expect(laid.frames("frame").first?.size == Size(width: 100, height: 20))
  }

  /// A style chosen by a ternary is drawn as the literal would be: the
  /// `Color.gray.opacity(0.2)` branch paints its background too.
  @Test func ternaryBackgroundPaintsTheChosenColor() throws {
    let laid = try #require(lay("""
      struct ContentView: View {
          @State var on = false
          var body: some View { Text("Ab").background(on ? Color.blue : Color.gray.opacity(0.2)) }
      }
      """))
    #expect(laid.diagnostics.isEmpty)
    let map = laid.preview.lowered.sourceMap
    var fills: [RGBA] = []
    func walk(_ id: NodeID) {
      if map[id]?.type == "Color", let fill = map[id]?.paint?.fill { fills.append(fill) }
      for c in laid.preview.children(of: id) { walk(c) }
    }
    walk(laid.preview.lowered.root)
    #expect(fills.count == 1)
    #expect(fills.first?.alpha == 0.2)
  }

  /// An argument given but not understood is an error, not its default.
  @Test func unreadableArgumentIsAnError() throws {
    let laid = try #require(lay("""
      #Preview(traits: .fixedLayout(width: 100, height: 100)) {
          Color.red.frame(width: 10, height: 10).offset(x: CGFloat.random(in: 0..<10))
      }
      """))
    #expect(laid.diagnostics.map(\.id) == ["layout.unreadable-argument"])
    #expect(laid.diagnostics.first?.severity == .error)
  }

  @Test func missingAssetWarnsAndIsEmpty() throws {
    let laid = try #require(lay("""
      #Preview(traits: .fixedLayout(width: 100, height: 100)) {
          Image("nowhere")
      }
      """))
    #expect(laid.diagnostics.map(\.id) == ["layout.unknown-image"])
    #expect(laid.frames("Image").first?.size == .zero)
  }

  @Test func userViewWithSeveralBodyViewsJoinsTheStack() throws {
    let laid = try #require(lay("""
      struct Pair: View {
          var body: some View {
              Color.red.frame(width: 10, height: 10)
              Color.blue.frame(width: 10, height: 10)
          }
      }
      #Preview(traits: .sizeThatFitsLayout) {
          HStack(spacing: 2) {
              Pair()
              Color.green.frame(width: 10, height: 10)
          }
      }
      """))
    // Three children of the HStack, not two: 3 × 10 + 2 × 2.
    #expect(laid.frames("HStack").first?.width == 34)
    #expect(laid.frames("Pair").isEmpty)
  }

  @Test func alignmentGuideClosureRunsThroughTheEvaluator() throws {
    let laid = try #require(lay("""
      #Preview(traits: .fixedLayout(width: 200, height: 100)) {
          VStack(alignment: .leading, spacing: 0) {
              Color.red.frame(width: 100, height: 10)
              Color.blue.frame(width: 40, height: 10)
                  .alignmentGuide(.leading) { d in d[HorizontalAlignment.center] - 10 }
          }
      }
      """))
    // The blue view's leading guide is 40 / 2 − 10 = 10: it starts 10 left of the red one.
    let colors = laid.frames("Color")
    #expect(colors[1].minX == colors[0].minX - 10)
  }

  @Test func rightToLeftMirrors() throws {
    let text = """
      #Preview(traits: .fixedLayout(width: 100, height: 100)) {
          HStack(spacing: 0) {
              Color.red.frame(width: 10, height: 10)
              Color.blue.frame(width: 30, height: 10)
          }
      }
      """
    let ltr = try #require(lay(text)).frames("Color").map(\.minX)
    let rtl = try #require(lay(text, rtl: true)).frames("Color").map(\.minX)
    #expect(ltr == [30, 40])
    #expect(rtl == [60, 30])
  }

  @Test func sizeOptionOverridesTraits() throws {
    let laid = try #require(lay("""
      #Preview(traits: .fixedLayout(width: 100, height: 100)) {
          Color.red
      }
      """, size: (50, 20)))
    #expect(laid.frames("Color").first == Rect(x: 0, y: 0, width: 50, height: 20))
  }
}
