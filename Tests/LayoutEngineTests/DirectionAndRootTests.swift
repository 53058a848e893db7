import LayoutEngine
import Testing

/// Right-to-left mirroring, pixel rounding, the root and the safe area.
@Suite struct DirectionAndRootTests {
  @Test func rightToLeftMirrorsPositionsWithinEachParent() {
    // HStack { Image 20×20; Image 30×20 } in 100×20: left to right at x 0 and 28 (stack 58 wide,
    // centred at (100 − 58) / 2 = 21). Right to left the first child is at the stack's right:
    // local x 58 − 0 − 20 = 38, the second at 58 − 28 − 30 = 0.
    var tree = LayoutTree()
    let a = tree.image(20, 20)
    let b = tree.image(30, 20)
    let stack = tree.hStack([a, b])
    let ltr = layoutIn(tree, root: stack, width: 100, height: 20)
    let rtl = layoutIn(tree, root: stack, width: 100, height: 20, direction: .rightToLeft)
    #expect(ltr[a]!.frame.minX == 21 && ltr[b]!.frame.minX == 49)
    #expect(rtl[a]!.frame.minX == 21 + 38 && rtl[b]!.frame.minX == 21)
    #expect(rtl[a]!.layoutDirection == .rightToLeft)
  }

  @Test func rightToLeftPutsLeadingAlignmentAndPaddingOnTheRight() {
    // VStack(alignment: .leading) { Image 10×10; Image 30×10 } padded leading 5 in RTL:
    // padding is 35 wide; the narrow image sits at the stack's right edge, the padding on the right.
    var tree = LayoutTree()
    let narrow = tree.image(10, 10)
    let wide = tree.image(30, 10)
    let stack = tree.vStack([narrow, wide], alignment: .leading, spacing: 0)
    let padded = tree.add(.padding(EdgeInsets(leading: 5)), children: [stack])
    let result = layoutIn(tree, root: padded, width: 35, height: 20, direction: .rightToLeft)
    #expect(result[stack]!.frame.minX == 0)           // padding (leading) is on the right
    #expect(result[narrow]!.frame.minX == 20)         // 30 − 10: right-aligned
    #expect(result[wide]!.frame.minX == 0)
  }

  @Test func rightToLeftMirrorsOffsets() {
    var tree = LayoutTree()
    let image = tree.image(10, 10)
    let offset = tree.add(.offset(x: 4, y: 0), children: [image])
    let result = layoutIn(tree, root: offset, width: 10, height: 10, direction: .rightToLeft)
    #expect(result[image]!.frame.minX == -4)
  }

  @Test func environmentDirectionAppliesToTheSubtreeOnly() {
    // An HStack of two 10-point images inside .environment(\.layoutDirection, .rightToLeft) in an
    // LTR window: the pair is mirrored (second image first), the wrapper itself is not moved.
    var tree = LayoutTree()
    let a = tree.image(10, 10)
    let b = tree.image(10, 10)
    let stack = tree.hStack([a, b], spacing: 0)
    let rtl = tree.add(.layoutDirection(.rightToLeft), children: [stack])
    let result = layoutIn(tree, root: rtl, width: 20, height: 10)
    #expect(result[a]!.frame.minX == 10 && result[b]!.frame.minX == 0)
  }

  @Test(arguments: [
    // (value, scale, rounded): round(v × s) / s, halves away from zero.
    (149.75, 3.0, 449.0 / 3), (243.25, 3.0, 730.0 / 3), (0.1, 3.0, 0.0), (0.2, 3.0, 1.0 / 3),
    (10.25, 2.0, 10.5), (10.24, 2.0, 10.0), (7.5, 1.0, 8.0), (5.0, 0.0, 5.0),
  ])
  func pixelRounding(value: Double, scale: Double, expected: Double) {
    #expect(close(PixelRounding.round(value, scale: scale), expected))
  }

  @Test func pixelFrameRoundsEdgesAtScaleThree() {
    // Hello World on the iPhone 15 Pro: frame x 149.75 … 243.25, y 428.351 … 448.649.
    // Edges: 149.75 × 3 = 449.25 → 449 → 149.667; 243.25 × 3 = 729.75 → 730 → 243.333;
    // 428.351 × 3 = 1285.053 → 1285 → 428.333; 448.649 × 3 = 1345.947 → 1346 → 448.667.
    var tree = LayoutTree()
    let text = tree.text("Hello World")
    let result = layout(tree, root: text, device: .iPhone15Pro)
    let pixel = result[text]!.pixelFrame
    #expect(close(pixel.minX, 449.0 / 3) && close(pixel.maxX, 730.0 / 3))
    #expect(close(pixel.minY, 1285.0 / 3) && close(pixel.maxY, 1346.0 / 3))
    #expect(close(pixel.width, 281.0 / 3))
  }

  @Test func touchingViewsStayTouchingAfterRounding() {
    // Three colours sharing 100 points with spacing 0: 33.333 each. Rounded edges are shared.
    var tree = LayoutTree()
    let colors = (0..<3).map { _ in tree.color() }
    let stack = tree.hStack(colors, spacing: 0)
    let result = layoutIn(tree, root: stack, width: 100, height: 10, scale: 3)
    #expect(result[colors[0]]!.pixelFrame.maxX == result[colors[1]]!.pixelFrame.minX)
    #expect(result[colors[1]]!.pixelFrame.maxX == result[colors[2]]!.pixelFrame.minX)
  }

  @Test func fixedLayoutPreviewHasNoInsets() {
    var tree = LayoutTree()
    let color = tree.color()
    let result = layout(tree, root: color, device: .fixedLayout(width: 200, height: 100))
    #expect(result[color]!.frame == Rect(x: 0, y: 0, width: 200, height: 100))
  }

  @Test func colorFillsTheSafeAreaAndIgnoresSafeAreaGrowsIt() {
    // Color on the iPhone 15 Pro: 393 × 759 at y 59. With .ignoresSafeArea() the colour touches
    // the top and bottom of the safe area, so it is grown to the whole 393 × 852 window, while
    // the modifier itself keeps the layout frame.
    var tree = LayoutTree()
    let color = tree.color()
    let ignoring = tree.add(.ignoresSafeArea(.all), children: [color])
    let plain = layout(tree, root: color, device: .iPhone15Pro)
    #expect(plain[color]!.frame == Rect(x: 0, y: 59, width: 393, height: 759))
    let grown = layout(tree, root: ignoring, device: .iPhone15Pro)
    #expect(grown[ignoring]!.frame == Rect(x: 0, y: 59, width: 393, height: 759))
    #expect(grown[color]!.frame == Rect(x: 0, y: 0, width: 393, height: 852))
  }

  @Test func ignoresSafeAreaOnlyGrowsEdgesThatTouch() {
    // VStack(spacing: 0) { Color.ignoresSafeArea(.top); Image 10×100 } fills 759: the colour is
    // 659 tall at the top of the safe area, so only its top edge grows: 0 … 59 + 659 = 718.
    var tree = LayoutTree()
    let color = tree.color()
    let ignoring = tree.add(.ignoresSafeArea(.all), children: [color])
    let image = tree.image(10, 100)
    let stack = tree.vStack([ignoring, image], spacing: 0)
    let result = layout(tree, root: stack, device: .iPhone15Pro)
    #expect(result[color]!.frame == Rect(x: 0, y: 0, width: 393, height: 718))
  }

  @Test func badRootsAndWindowsDoNotCrash() {
    var tree = LayoutTree()
    let color = tree.color()
    let missing = layout(tree, root: NodeID(42), proposal: Size(width: 100, height: 100))
    #expect(missing.placedNodes.isEmpty)
    // A NaN window width is unspecified: the colour chooses 10 and the window takes it.
    let nanWindow = layout(tree, root: color, proposal: Size(width: .nan, height: 50), scale: .nan)
    #expect(nanWindow[color]!.frame == Rect(x: 0, y: 0, width: 10, height: 50))
    #expect(nanWindow.scale == 1)
  }
}
