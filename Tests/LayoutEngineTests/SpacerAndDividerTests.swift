import LayoutEngine
import Testing

@Suite struct SpacerAndDividerTests {
  @Test func spacerPushesTextsApartWithoutSpacing() {
    // HStack { Text("A"); Spacer(); Text("B") } proposed 300: no gap beside the spacer.
    // Spacer priority −∞: its minimum 8 is set aside; A offered (300 − 8) / 2 = 146 → 8.5,
    // B offered 283.5 → 8.5; the spacer gets 300 − 17 = 283. Positions 0, 8.5, 291.5.
    var tree = LayoutTree()
    let a = tree.text("A")
    let spacer = tree.add(.spacer(minLength: nil))
    let b = tree.text("B")
    let stack = tree.hStack([a, spacer, b])
    let result = layoutIn(tree, root: stack, width: 300, height: 100)
    #expect(result[stack]!.frame.width == 300)
    #expect(relativeFrame(result, a, in: stack)!.minX == 0)
    #expect(close(relativeFrame(result, spacer, in: stack), Rect(x: 8.5, y: Body.lineHeight / 2, width: 283, height: 0)))
    #expect(relativeFrame(result, b, in: stack)!.minX == 291.5)
  }

  @Test func longTextBesideSpacerGetsAllButTheMinimum() {
    // HStack { Text(40 characters); Spacer() } proposed 300: the text is offered 300 − 8 = 292
    // (not half), wraps at 34 characters = 289, and the spacer takes the remaining 11.
    var tree = LayoutTree()
    let text = tree.text("one two three four five six seven eight")  // 39 characters
    let spacer = tree.add(.spacer(minLength: nil))
    let stack = tree.hStack([text, spacer])
    let result = layoutIn(tree, root: stack, width: 300, height: 300)
    #expect(result[text]!.proposal.width == 292)
    // Greedy wrap at 34 characters: "one two three four five six seven" (33) / "eight" (5).
    #expect(result[text]!.frame.width == 33 * 8.5)
    #expect(close(result[text]!.frame.height, 2 * Body.lineHeight))
    #expect(result[spacer]!.frame.width == 300 - 280.5)
  }

  @Test func spacerMinLengthAndVerticalStack() {
    // VStack { Text; Spacer(minLength: 30); Text } proposed 100 × 50: the texts take one line each
    // (20.298); the spacer gets max(50 − 40.596, 30) = 30 and the stack overflows to 70.596.
    var tree = LayoutTree()
    let a = tree.text("A")
    let spacer = tree.add(.spacer(minLength: 30))
    let b = tree.text("B")
    let stack = tree.vStack([a, spacer, b])
    let result = layoutIn(tree, root: stack, width: 100, height: 50)
    #expect(result[spacer]!.frame.height == 30)
    #expect(result[spacer]!.frame.width == 0)
    #expect(close(result[stack]!.frame.height, 30 + 2 * Body.lineHeight))
  }

  @Test func spacerOutsideAStackFillsBothAxes() {
    var tree = LayoutTree()
    let spacer = tree.add(.spacer(minLength: nil))
    let result = layoutIn(tree, root: spacer, width: 200, height: 100)
    #expect(result[spacer]!.frame == Rect(x: 0, y: 0, width: 200, height: 100))
  }

  @Test func spacerInsideFrameStillFollowsTheStackAxis() {
    // Spacer().frame(height: 5) in an HStack: still horizontal (the stack axis passes through
    // modifiers) and still lowest priority through the frame.
    var tree = LayoutTree()
    let spacer = tree.add(.spacer(minLength: nil))
    let framed = tree.frame(spacer, height: 5)
    let text = tree.text("A")
    let stack = tree.hStack([framed, text])
    let result = layoutIn(tree, root: stack, width: 100, height: 100)
    #expect(tree.layoutPriority(framed) == -.infinity)
    #expect(result[spacer]!.frame.height == 0)
    // A frame keeps a spacer's zero spacing (SwiftUI `_FrameLayout.spacing` does not reset the
    // edges of a child that `requiresSpacingProjection`): no gap, 100 − 8.5 = 91.5.
    #expect(result[framed]!.frame.width == 91.5)
  }

  @Test func dividerInVStackIsOnePixelTall() {
    // VStack { Text("A"); Divider(); Text("B") } at scale 3, proposed 300 wide: the divider is
    // 1/3 point tall and 300 wide; the stack is 300 wide and 2 × 20.298 + 2 × 8 + 1/3 tall.
    var tree = LayoutTree()
    let a = tree.text("A")
    let divider = tree.add(.divider)
    let b = tree.text("B")
    let stack = tree.vStack([a, divider, b])
    let result = layoutIn(tree, root: stack, width: 300, height: 500, scale: 3)
    #expect(close(result[divider]!.frame.height, 1.0 / 3))
    #expect(result[divider]!.frame.width == 300)
    #expect(close(result[stack]!.frame.height, 2 * Body.lineHeight + 16 + 1.0 / 3))
  }

  @Test func dividerInFixedHeightHStackMatchesTallestSibling() {
    // HStack { Text("A"); Divider(); Text("B") }.fixedSize(vertical): sized ideally the divider is
    // 0 tall, so the stack is one line (20.298); when placing, the stack proposes its own height to
    // its children (proposalWhenPlacing), so the divider stretches to 20.298. Width 1/2 at scale 2.
    var tree = LayoutTree()
    let a = tree.text("A")
    let divider = tree.add(.divider)
    let b = tree.text("B")
    let stack = tree.hStack([a, divider, b])
    let fixed = tree.add(.fixedSize(horizontal: false, vertical: true), children: [stack])
    let result = layoutIn(tree, root: fixed, width: 300, height: 500, scale: 2)
    #expect(close(result[stack]!.frame.height, Body.lineHeight))
    #expect(close(result[divider]!.frame.height, Body.lineHeight))
    #expect(result[divider]!.frame.width == 0.5)
  }
}
