import LayoutEngine
import Testing
@testable import LayoutcText

/// The measurer plugged into the layout engine: seed 003's row (WWDC19 "Building Custom Views with
/// SwiftUI"): `HStack { Image (20×20); Text("Delicious"); Text("Avocado Toast") }`, every text
/// `.lineLimit(1)`. Ideal widths at 17 pt: "Delicious" 72.612 → 218 / 3 = 72.667, "Avocado Toast"
/// 118.517 → 356 / 3 = 118.667, minimum "…" 13.957 → 14. HStack spacing 8 (two gaps: 16).
@Suite struct EngineIntegrationTests {
  struct Row {
    var tree = LayoutTree()
    let delicious: NodeID
    let avocado: NodeID
    let root: NodeID
    let deliciousText = TextMeasurer(text: "Delicious", lineLimit: 1)
    let avocadoText = TextMeasurer(text: "Avocado Toast", lineLimit: 1)

    init(avocadoPriority: Double? = nil, alignment: VerticalAlignment = .center) {
      let image = tree.add(.image(width: 20, height: 20, resizable: false))
      delicious = tree.add(.measured(deliciousText))
      avocado = tree.add(.measured(avocadoText), layoutPriority: avocadoPriority)
      root = tree.add(.hStack(alignment: alignment, spacing: 8), children: [image, delicious, avocado])
    }

    func frames(width: Double) -> (delicious: Rect, avocado: Rect) {
      let result = layout(tree, root: root, proposal: Size(width: width, height: 200), scale: 3)
      return (result.frame(of: delicious)!, result.frame(of: avocado)!)
    }

    /// What a text shows in the width it was given.
    func shown(_ measurer: TextMeasurer, in frame: Rect) -> String {
      measurer.layout(for: ProposedSize(width: frame.width, height: nil)).lines.map(\.text).joined()
    }
  }

  @Test func generousWidthTruncatesNothing() {
    let row = Row()
    let frames = row.frames(width: 393)
    #expect(abs(frames.delicious.width - 218.0 / 3) < 1e-9)
    #expect(abs(frames.avocado.width - 356.0 / 3) < 1e-9)
    #expect(row.shown(row.avocadoText, in: frames.avocado) == "Avocado Toast")
  }

  @Test func narrowWidthTruncatesBothWithoutPriority() {
    // 180 − 16 − 20 = 144 for two texts: 72 each, below both ideals (72.667 and 118.667).
    let row = Row()
    let frames = row.frames(width: 180)
    // Delicious (the less flexible) is offered 72 and shows "Delicio…" (53.849 + 13.957 = 67.806 → 68);
    // Avocado Toast is offered 144 − 68 = 76 and shows "Avocad…" (59.234 + 13.957 = 73.191 → 220 / 3).
    #expect(row.shown(row.deliciousText, in: frames.delicious) == "Delicio…")
    #expect(row.shown(row.avocadoText, in: frames.avocado) == "Avocad…")
  }

  @Test func layoutPriorityKeepsTheSubjectWhole() {
    // Priority 1: Avocado Toast is offered 144 − 14 (Delicious at its minimum, "…") = 130 ≥ 118.667,
    // then Delicious gets what is left, 144 − 118.667 = 25.333: too little for "D…" (12.219 +
    // 13.957 = 26.176), so it shrinks to its minimum, the ellipsis alone (14 wide).
    let row = Row(avocadoPriority: 1)
    let frames = row.frames(width: 180)
    #expect(row.shown(row.avocadoText, in: frames.avocado) == "Avocado Toast")
    #expect(abs(frames.avocado.width - 356.0 / 3) < 1e-9)
    #expect(row.shown(row.deliciousText, in: frames.delicious) == "…")
    #expect(abs(frames.delicious.width - 14) < 1e-9)
  }

  @Test func lastTextBaselineAlignsMixedSizes() {
    var tree = LayoutTree()
    let big = tree.add(.measured(TextMeasurer(text: "Avocado Toast", style: .largeTitle)))
    let small = tree.add(.measured(TextMeasurer(text: "Delicious", style: .caption)))
    let root = tree.add(.hStack(alignment: .lastTextBaseline, spacing: nil), children: [big, small])
    let result = layout(tree, root: root, proposal: Size(width: 393, height: 200), scale: 3)
    // Baselines: 34 × 2728 / 2816 = 32.9375 below the big text's top, 12 × 2728 / 2816 = 11.625 below
    // the small one's; the engine rounds frames to thirds, so allow one pixel.
    let bigBaseline = result.frame(of: big)!.minY + 34 * 2728.0 / 2816
    let smallBaseline = result.frame(of: small)!.minY + 12 * 2728.0 / 2816
    #expect(abs(bigBaseline - smallBaseline) <= 1.0 / 3 + 1e-9)
  }
}
