import LayoutEngine
import Testing

/// Stack gaps from spacing preferences (`ViewSpacing`, SwiftUI's adaptive spacing), with a stand-in
/// Text whose font metrics are round: ascent 15, descent 5, cap height 11, one pixel = 1 point.
/// Line height L = 20, default text spacing s = ⌈20 / 10⌉ = 2, L + s = 22; so a view above the
/// Text is 22 − 15 = 7 from it, a view below max(22 − 11, 2 + 5) = 11, another Text below it the
/// lower text's leading.
@Suite struct ViewSpacingTests {
  struct SpacedText: MeasuredContent {
    var leading = 0.0
    var pixelLength = 1.0
    func measure(_ proposal: ProposedSize) -> ContentMeasurement {
      ContentMeasurement(size: Size(width: 40, height: 20), firstBaseline: 15, lastBaseline: 15)
    }
    var textSpacingMetrics: TextSpacingMetrics? {
      TextSpacingMetrics(ascent: 15, descent: 5, leading: leading, capHeight: 11, pixelLength: pixelLength)
    }
  }

  /// The gap before each child of a stack after layout, along the stack's axis.
  func gaps(_ tree: LayoutTree, _ stack: NodeID, axis: Axis = .vertical) -> [Double] {
    let result = layoutIn(tree, root: stack, width: 400, height: 400)
    let frames = tree[stack].children.map { result[$0]!.frame }
    return zip(frames, frames.dropFirst()).map {
      axis == .vertical ? $1.minY - $0.maxY : $1.minX - $0.maxX
    }
  }

  func spaced(_ tree: inout LayoutTree, leading: Double = 0, pixelLength: Double = 1) -> NodeID {
    tree.add(.measured(SpacedText(leading: leading, pixelLength: pixelLength)))
  }

  @Test func textUnderTextIsOneLineApart() {
    var tree = LayoutTree()
    let a = spaced(&tree)
    let b = spaced(&tree, leading: 2)
    let c = spaced(&tree, leading: 0.4)
    let stack = tree.vStack([a, b, c])
    // The lower text's leading: 2, then 0.4 rounded up to the pixel, 1.
    #expect(gaps(tree, stack) == [2, 1])
  }

  @Test func viewsAboveAndBelowTextFollowTheFont() {
    var tree = LayoutTree()
    let top = tree.frame(tree.color(), width: 10, height: 10)
    let text = spaced(&tree)
    let bottom = tree.frame(tree.color(), width: 10, height: 10)
    let last = tree.frame(tree.color(), width: 10, height: 10)
    let stack = tree.vStack([top, text, bottom, last])
    // Above the text 7, below it 11, and two colours agree on nothing: 8.
    #expect(gaps(tree, stack) == [7, 11, 8])
  }

  @Test func textsInAnHStackAreEightApart() {
    var tree = LayoutTree()
    let stack = tree.hStack([spaced(&tree), spaced(&tree), tree.color()])
    #expect(gaps(tree, stack, axis: .horizontal) == [8, 8])
  }

  @Test func explicitSpacingWinsAndSpacersWantNone() {
    var tree = LayoutTree()
    let explicit = tree.vStack([spaced(&tree), tree.color()], spacing: 3)
    #expect(gaps(tree, explicit) == [3])
    var other = LayoutTree()
    let spacer = other.add(.spacer(minLength: 10))
    let withSpacer = other.vStack([spaced(&other), spacer, spaced(&other)])
    #expect(gaps(other, withSpacer) == [0, 0])
  }

  @Test func paddingAndFixedHeightHideTheTextsPreferences() {
    var tree = LayoutTree()
    let color = tree.frame(tree.color(), width: 10, height: 10)
    let padded = tree.padding(spaced(&tree), 4)
    let fixedHeight = tree.frame(spaced(&tree), height: 30)
    let fixedWidth = tree.frame(spaced(&tree), width: 30)
    let stack = tree.vStack([color, padded, fixedHeight, fixedWidth])
    // colour → padded text: both plain edges, 8. Padded → fixed height: 8. Fixed height → fixed
    // width (its vertical edges kept): the text below sees an edge above it, 7.
    #expect(gaps(tree, stack) == [8, 8, 7])
  }

  @Test func nestedStacksPassTheirChildrensPreferencesOut() {
    var tree = LayoutTree()
    let title = spaced(&tree)
    let row = tree.hStack([tree.frame(tree.color(), width: 10, height: 10), spaced(&tree)])
    let column = tree.vStack([spaced(&tree), spaced(&tree)])
    let stack = tree.vStack([title, row, column])
    // An HStack's top and bottom edges merge all its children's. Title → row: the title's bottom
    // meets the colour's "edge below text" 0 (11 + 0) and the row text's metrics (leading 0):
    // max = 11. Row → column: the column's first text meets the colour's "edge above text" 0
    // (0 + 7) and the row text's metrics (0): 7.
    #expect(gaps(tree, stack) == [11, 7])
  }
}
