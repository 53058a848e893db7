import LayoutEngine
import Testing

/// Bad numbers from a spec (NaN, infinity, negatives) never crash and are treated as unspecified.
@Suite struct NonFiniteInputTests {
  static let bad: [Double] = [.nan, .infinity, -.infinity, -3]

  @Test(arguments: bad)
  func everyModifierSurvives(value: Double) {
    var tree = LayoutTree()
    let text = tree.text("Hi")
    let padded = tree.add(.padding(EdgeInsets(top: value, leading: value, bottom: 1, trailing: 1)), children: [text])
    let offset = tree.add(.offset(x: value, y: value), children: [padded])
    let ratio = tree.add(.aspectRatio(value, contentMode: .fit), children: [offset])
    let position = tree.add(.position(x: value, y: 5), children: [ratio])
    let image = tree.add(.image(width: value, height: value, resizable: false))
    let spacer = tree.add(.spacer(minLength: value))
    let stack = tree.add(.hStack(alignment: .center, spacing: value), children: [position, image, spacer])
    let flexible = tree.add(.flexibleFrame(FlexibleFrame(minWidth: value, idealWidth: value, maxWidth: value,
                                                         minHeight: value, idealHeight: value, maxHeight: value)), children: [stack])
    let result = layout(tree, root: flexible, proposal: Size(width: 300, height: 200), scale: value)
    for (_, node) in result.placedNodes {
      #expect(node.frame.minX.isFinite && node.frame.minY.isFinite)
      #expect(node.frame.width.isFinite && node.frame.height.isFinite)
      #expect(node.frame.width >= 0 && node.frame.height >= 0)
    }
    // An image whose size is non-finite or negative is 0 × 0.
    #expect(result[image]!.frame.size == .zero)
  }

  @Test func proposalsCleanTheirInput() {
    #expect(ProposedSize(width: .nan, height: -4) == ProposedSize(width: nil, height: 0))
    #expect(ProposedSize(width: .infinity, height: 1).width == .infinity)
  }

  @Test func aMeasurerThatAnswersNaNIsClamped() {
    struct Broken: MeasuredContent {
      func measure(_ proposal: ProposedSize) -> ContentMeasurement {
        ContentMeasurement(size: Size(width: .nan, height: -5), firstBaseline: .nan, lastBaseline: .infinity)
      }
    }
    var tree = LayoutTree()
    let broken = tree.add(.measured(Broken()))
    let other = tree.text("A")
    let stack = tree.hStack([broken, other], alignment: .firstTextBaseline)
    let result = layoutIn(tree, root: stack, width: 100, height: 100)
    #expect(result[broken]!.frame.size == .zero)
    #expect(result[stack]!.frame.minY.isFinite)
  }
}
