import LayoutEngine
import LayoutcLowering
import LayoutcTestSupport
import Testing

/// 200 nested stacks, written as a spec, go through evaluation, lowering and layout in well under
/// a second: the engine's measure cache keeps the work linear in depth (docs/layout.md).
@Suite struct DeepNestingTests {
  @Test func twoHundredNestedStacksLayOutFast() throws {
    var body = "Text(\"Deep\")"
    for level in 0..<200 {
      body = (level % 2 == 0 ? "HStack { " : "VStack { ") + body + " }"
    }
    let text = "#Preview(traits: .fixedLayout(width: 300, height: 300)) {\n    \(body)\n}\n"
    let clock = ContinuousClock()
    var laid: Laid?
    // On a stack as large as the driver's, as the tool checks and lays out.
    let elapsed = clock.measure { laid = onLargeStack { lay(text) } }
    let result = try #require(laid)
    #expect(result.frames("HStack").count == 100)
    #expect(result.frames("VStack").count == 100)
    // Every stack is exactly the Text's size: "Deep" in Inter 17 pt, 42.379 → 42.667 by 20.667
    // (sizes rounded up to thirds of a point).
    let deep = try #require(result.frames("Text").first)
    #expect(result.frames("HStack").allSatisfy { $0.size == deep.size })
    #expect(abs(deep.height - 62.0 / 3) < 1e-9)
    #expect(result.preview.result.statistics.sizeEvaluations < 20_000)
    #expect(elapsed < .seconds(5), "took \(elapsed)")
  }
}
