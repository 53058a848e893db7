import LayoutEngine
import Testing

/// `.frame(min…max…)` clamping, one row per rule. The child is Text("Hi") (2 × 8.5 = 17 wide) or a
/// Color (takes its proposal); only widths are checked.
@Suite struct FlexibleFrameTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let name: String
    let frame: FlexibleFrame
    let childIsColor: Bool
    let proposedWidth: Double?
    let expectedWidth: Double
    let expectedChildWidth: Double
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    // maxWidth: .infinity takes the proposal: min(max(300, 17), ∞) = 300; the text stays 17.
    Row(name: "max infinity fills", frame: FlexibleFrame(maxWidth: .infinity), childIsColor: false,
        proposedWidth: 300, expectedWidth: 300, expectedChildWidth: 17),
    // Only a min: max(min(300, 17), 100) = 100.
    Row(name: "min above child", frame: FlexibleFrame(minWidth: 100), childIsColor: false,
        proposedWidth: 300, expectedWidth: 100, expectedChildWidth: 17),
    // Only a min, proposal below it: the child is offered max(50, 100) = 100; frame max(min(100, 17), 100) = 100.
    Row(name: "min above proposal", frame: FlexibleFrame(minWidth: 100), childIsColor: false,
        proposedWidth: 50, expectedWidth: 100, expectedChildWidth: 17),
    // Only a min, colour child: offered 300, takes 300: max(min(300, 300), 100) = 300.
    Row(name: "min below flexible child", frame: FlexibleFrame(minWidth: 100), childIsColor: true,
        proposedWidth: 300, expectedWidth: 300, expectedChildWidth: 300),
    // Both: the proposal clamped, without asking the child: clamp(300, 50…200) = 200.
    Row(name: "min and max clamp proposal", frame: FlexibleFrame(minWidth: 50, maxWidth: 200), childIsColor: false,
        proposedWidth: 300, expectedWidth: 200, expectedChildWidth: 17),
    // Both, unspecified proposal: the child's ideal 17 clamped to 50…200 = 50.
    Row(name: "min and max ideal", frame: FlexibleFrame(minWidth: 50, maxWidth: 200), childIsColor: false,
        proposedWidth: nil, expectedWidth: 50, expectedChildWidth: 17),
    // Only a max, colour: offered min(300, 100) = 100; frame min(max(100, 100), 100) = 100.
    Row(name: "max caps a colour", frame: FlexibleFrame(maxWidth: 100), childIsColor: true,
        proposedWidth: 300, expectedWidth: 100, expectedChildWidth: 100),
    // Only a max, text, proposal smaller than max: min(max(60, 17), 100) = 60.
    Row(name: "max above proposal", frame: FlexibleFrame(maxWidth: 100), childIsColor: false,
        proposedWidth: 60, expectedWidth: 60, expectedChildWidth: 17),
    // Ideal, unspecified proposal: the frame is 120 and offers 120 to the colour.
    Row(name: "ideal for nil", frame: FlexibleFrame(idealWidth: 120), childIsColor: true,
        proposedWidth: nil, expectedWidth: 120, expectedChildWidth: 120),
    // Ideal, concrete proposal: no min or max, so the child's size: 17.
    Row(name: "ideal ignored for value", frame: FlexibleFrame(idealWidth: 120), childIsColor: false,
        proposedWidth: 300, expectedWidth: 17, expectedChildWidth: 17),
    // Contradictory min 200 > max 100: the child is offered min(max(300, 200), 100) = 100 and the
    // frame falls back to the child's size.
    Row(name: "contradictory", frame: FlexibleFrame(minWidth: 200, maxWidth: 100), childIsColor: true,
        proposedWidth: 300, expectedWidth: 100, expectedChildWidth: 100),
    // NaN everywhere is unspecified: the frame behaves as its child.
    Row(name: "NaN is unspecified", frame: FlexibleFrame(minWidth: .nan, idealWidth: .nan, maxWidth: .nan),
        childIsColor: false, proposedWidth: 300, expectedWidth: 17, expectedChildWidth: 17),
    // An infinite min is invalid, hence unspecified: the child's 17.
    Row(name: "infinite min", frame: FlexibleFrame(minWidth: .infinity), childIsColor: false,
        proposedWidth: 300, expectedWidth: 17, expectedChildWidth: 17),
  ]

  @Test(arguments: rows)
  func width(row: Row) {
    var tree = LayoutTree()
    let child = row.childIsColor ? tree.color() : tree.text("Hi")
    let frame = tree.add(.flexibleFrame(row.frame), children: [child])
    // A fixedSize(horizontal:) wrapper proposes nil; otherwise a frame of the proposed width.
    let root: NodeID
    if let width = row.proposedWidth {
      root = tree.frame(frame, width: width, height: 100)
    } else {
      root = tree.add(.fixedSize(horizontal: true, vertical: false), children: [frame])
    }
    let result = layoutIn(tree, root: root, width: 1000, height: 1000)
    #expect(result[frame]!.frame.width == row.expectedWidth)
    #expect(result[child]!.frame.width == row.expectedChildWidth)
    // The child is aligned in the frame: centred by default.
    let relative = relativeFrame(result, child, in: frame)!
    #expect(close(relative.minX, (row.expectedWidth - row.expectedChildWidth) / 2))
  }

  @Test func alignmentPlacesChildAtLeading() {
    // Text("Hi").frame(maxWidth: .infinity, alignment: .leading) in 300: the text sits at x = 0.
    var tree = LayoutTree()
    let text = tree.text("Hi")
    let frame = tree.add(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading)), children: [text])
    let result = layoutIn(tree, root: frame, width: 300, height: 100)
    #expect(result[frame]!.frame.width == 300)
    #expect(relativeFrame(result, text, in: frame)!.minX == 0)
  }

  @Test func maxInfinityInsideIdealProposalKeepsChildIdeal() {
    // In a fixedSize VStack the frame is proposed nil: it adopts the child's 17, and when placing
    // the child keeps its ideal proposal (nil), since 17 lies strictly between -∞ and ∞.
    var tree = LayoutTree()
    let text = tree.text("Hi")
    let frame = tree.add(.flexibleFrame(FlexibleFrame(maxWidth: .infinity)), children: [text])
    let fixed = tree.add(.fixedSize(horizontal: true, vertical: true), children: [frame])
    let result = layoutIn(tree, root: fixed, width: 300, height: 100)
    #expect(result[frame]!.frame.width == 17)
    #expect(result[text]!.proposal == ProposedSize.unspecified)
  }
}
