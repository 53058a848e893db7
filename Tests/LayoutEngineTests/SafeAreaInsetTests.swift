import LayoutEngine
import Testing

/// `safeAreaInset(edge:alignment:spacing:content:)` and `safeAreaPadding`: the inset content
/// against its edge, the modified view in the rest with its safe area inset, so that a view in
/// it ignoring the safe area reaches under the content and on into the window's insets
/// (OpenSwiftUI InsetViewModifier.swift, `InsetViewLayout`).
@Suite struct SafeAreaInsetTests {
  @Test func bottomInsetTakesItsLengthAndTheSpacingFromTheModifiedView() {
    // iPhone 15 Pro: the inset fills the safe area, 393 × 759 at y 59. The image (50 × 40) is
    // offered 759 − 8 − 0 (a colour's length for a zero proposal); the colour 759 − 40 − 8 =
    // 711, at the top; the image at the bottom, y 59 + 759 − 40 = 778, centred: x 171.5.
    var tree = LayoutTree()
    let color = tree.color()
    let bar = tree.image(50, 40)
    let inset = tree.add(.safeAreaInset(edge: .bottom, alignment: HorizontalAlignment.center.id, spacing: 8), children: [color, bar])
    let result = layout(tree, root: inset, device: .iPhone15Pro)
    #expect(result[inset]!.frame == Rect(x: 0, y: 59, width: 393, height: 759))
    #expect(result[color]!.frame == Rect(x: 0, y: 59, width: 393, height: 711))
    #expect(result[bar]!.frame == Rect(x: 171.5, y: 778, width: 50, height: 40))
  }

  @Test func ignoringTheSafeAreaReachesUnderTheInsetAndIntoTheWindowsInsets() {
    // A top bar of 40 with no spacing: the modified view is 99 … 818; the colour ignoring the
    // safe area grows to the inset's top (59), which touches the window's safe area, so on to
    // 0, and at the bottom from 818 to 852: the whole window.
    var tree = LayoutTree()
    let color = tree.color()
    let ignoring = tree.add(.ignoresSafeArea(.all), children: [color])
    let bar = tree.image(50, 40)
    let inset = tree.add(.safeAreaInset(edge: .top, alignment: HorizontalAlignment.center.id, spacing: 0), children: [ignoring, bar])
    let result = layout(tree, root: inset, device: .iPhone15Pro)
    #expect(result[ignoring]!.frame == Rect(x: 0, y: 99, width: 393, height: 719))
    #expect(result[bar]!.frame == Rect(x: 171.5, y: 59, width: 50, height: 40))
    #expect(result[color]!.frame == Rect(x: 0, y: 0, width: 393, height: 852))
  }

  @Test func leadingInsetAlignsAcrossByTheGuideAndMirrorsRightToLeft() {
    // 300 × 200, a 40 × 20 image at the leading edge, 10 apart, aligned .top: the colour
    // 250 × 200 at x 50, the image at x 0, y 0. Right to left: the image at x 260, the colour at 0.
    var tree = LayoutTree()
    let color = tree.color()
    let bar = tree.image(40, 20)
    let inset = tree.add(.safeAreaInset(edge: .leading, alignment: VerticalAlignment.top.id, spacing: 10), children: [color, bar])
    let ltr = layoutIn(tree, root: inset, width: 300, height: 200)
    #expect(ltr[color]!.frame == Rect(x: 50, y: 0, width: 250, height: 200))
    #expect(ltr[bar]!.frame == Rect(x: 0, y: 0, width: 40, height: 20))
    let rtl = layoutIn(tree, root: inset, width: 300, height: 200, direction: .rightToLeft)
    #expect(rtl[color]!.frame == Rect(x: 0, y: 0, width: 250, height: 200))
    #expect(rtl[bar]!.frame == Rect(x: 260, y: 0, width: 40, height: 20))
  }

  @Test func defaultSpacingIsTheViewsSpacingPreferencesAndSizeAddsUp() {
    // Two images (standard spacing, 8 apart) at the bottom, under fixedSize: 30 + 8 + 20 = 58
    // tall, 40 wide (the wider); centred in 300 × 200 at (130, 71).
    var tree = LayoutTree()
    let top = tree.image(40, 20)
    let bar = tree.image(30, 30)
    let inset = tree.add(.safeAreaInset(edge: .bottom, alignment: HorizontalAlignment.center.id, spacing: nil), children: [top, bar])
    let fixed = tree.add(.fixedSize(horizontal: true, vertical: true), children: [inset])
    let result = layoutIn(tree, root: fixed, width: 300, height: 200)
    #expect(result[inset]!.frame == Rect(x: 130, y: 71, width: 40, height: 58))
    #expect(result[top]!.frame == Rect(x: 130, y: 71, width: 40, height: 20))
    #expect(result[bar]!.frame == Rect(x: 135, y: 99, width: 30, height: 30))
  }

  @Test func safeAreaPaddingPadsAndLetsAnIgnoringViewReachTheEdge() {
    // 300 × 200, padding 20: a colour 260 × 160 at (20, 20); one ignoring the safe area grows
    // through the padding to the window: 300 × 200 at the origin.
    var tree = LayoutTree()
    let plain = tree.color()
    let padded = tree.add(.safeAreaPadding(EdgeInsets(all: 20)), children: [plain])
    let result = layoutIn(tree, root: padded, width: 300, height: 200)
    #expect(result[plain]!.frame == Rect(x: 20, y: 20, width: 260, height: 160))

    var ignoringTree = LayoutTree()
    let color = ignoringTree.color()
    let ignoring = ignoringTree.add(.ignoresSafeArea(.all), children: [color])
    let paddedIgnoring = ignoringTree.add(.safeAreaPadding(EdgeInsets(all: 20)), children: [ignoring])
    let grown = layoutIn(ignoringTree, root: paddedIgnoring, width: 300, height: 200)
    #expect(grown[ignoring]!.frame == Rect(x: 20, y: 20, width: 260, height: 160))
    #expect(grown[color]!.frame == Rect(x: 0, y: 0, width: 300, height: 200))
  }
}
