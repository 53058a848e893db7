import LayoutEngine
import Testing

/// HStack/VStack details beyond the seed walkthroughs.
@Suite struct StackTests {
  @Test func explicitSpacingAppliesBesideSpacersToo() {
    // HStack(spacing: 20) { Image 10×10; Spacer(); Image 10×10 } in 100: gaps 20 + 20, spacer
    // 100 − 40 − 20 = 40; second image at 10 + 20 + 40 + 20 = 90.
    var tree = LayoutTree()
    let a = tree.image(10, 10)
    let spacer = tree.add(.spacer(minLength: nil))
    let b = tree.image(10, 10)
    let stack = tree.hStack([a, spacer, b], spacing: 20)
    let result = layoutIn(tree, root: stack, width: 100, height: 10)
    #expect(result[spacer]!.frame.width == 40)
    #expect(result[b]!.frame.minX == 90)
  }

  @Test func idealProposalSizesEveryChildIdeally() {
    // A fixedSize HStack { Text("Avocado Toast"); Color }: nil along the axis → text 110.5, colour
    // 10; width 110.5 + 8 + 10 = 128.5.
    var tree = LayoutTree()
    let text = tree.text("Avocado Toast")
    let color = tree.color()
    let stack = tree.hStack([text, color])
    let fixed = tree.add(.fixedSize(horizontal: true, vertical: false), children: [stack])
    let result = layoutIn(tree, root: fixed, width: 50, height: 100)
    #expect(result[stack]!.frame.width == 128.5)
  }

  @Test func vStackReportsFirstAndLastBaselinesOfItsTexts() {
    // HStack(alignment: .firstTextBaseline) { VStack(spacing: 0) { Text("a"); Text("b") }; Text("c", 34pt) }
    // The VStack's first baseline is its first text's, 16.184 (minimum); the big text's is 32.368.
    // So the VStack is placed 32.368 − 16.184 = 16.184 lower than the big text's top.
    var tree = LayoutTree()
    let a = tree.text("a")
    let b = tree.text("b")
    let column = tree.vStack([a, b], spacing: 0)
    let big = tree.add(.measured(PlaceholderTextMeasurer("c", fontSize: 34)))
    let stack = tree.hStack([column, big], alignment: .firstTextBaseline)
    let result = layoutIn(tree, root: stack, width: 300, height: 300)
    #expect(close(result[column]!.frame.minY - result[big]!.frame.minY, 0.952 * 34 - Body.ascent))
  }

  @Test func traceRecordsProposalsAndTheDivisionOrder() {
    // The explain trace: the stack's division at 300 lists each child's group, flexibility and
    // offer; every node's received proposals are listed in order.
    var tree = LayoutTree()
    let text = tree.text("Hi")
    let color = tree.color()
    let stack = tree.hStack([color, text])
    let result = layoutIn(tree, root: stack, width: 300, height: 50, options: LayoutOptions(recordsTrace: true))
    let division = result.trace!.stackDivisions(of: stack).first { $0.proposal.width == 300 }!
    // Text flexibility 17 − 8.5 = 8.5 < colour ∞: text first, offered (300 − 8) / 2 = 146.
    #expect(division.steps.map(\.child) == [text, color])
    #expect(division.steps[0].flexibility == 8.5)
    #expect(division.steps[0].offer.width == 146)
    #expect(division.steps[1].offer.width == 275)
    #expect(result.trace!.proposals(to: stack).first!.proposal == ProposedSize(width: 300, height: 50))
  }

  @Test func emptyStackIsZeroSized() {
    var tree = LayoutTree()
    let stack = tree.hStack([])
    let result = layoutIn(tree, root: stack, width: 100, height: 100)
    #expect(result[stack]!.frame == Rect(x: 50, y: 50, width: 0, height: 0))
  }
}
