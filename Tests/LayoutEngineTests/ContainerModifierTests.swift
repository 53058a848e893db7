import LayoutEngine
import Testing

/// ZStack, background/overlay, offset, position, fixedSize, aspectRatio, hidden.
@Suite struct ContainerModifierTests {
  @Test func zStackIsTheUnionOfAlignedChildren() {
    // ZStack(alignment: .bottomTrailing) { Image 40×20; Image 10×30 }: bottoms and trailing edges
    // meet; the union is 40 × 30; the big image at (0, 10), the small one at (30, 0).
    var tree = LayoutTree()
    let wide = tree.image(40, 20)
    let tall = tree.image(10, 30)
    let z = tree.add(.zStack(alignment: .bottomTrailing), children: [wide, tall])
    let result = layoutIn(tree, root: z, width: 300, height: 300)
    #expect(result[z]!.frame.size == Size(width: 40, height: 30))
    #expect(relativeFrame(result, wide, in: z) == Rect(x: 0, y: 10, width: 40, height: 20))
    #expect(relativeFrame(result, tall, in: z) == Rect(x: 30, y: 0, width: 10, height: 30))
  }

  @Test func overlayIsProposedThePrimarySizeAndAligned() {
    // Image 40×40 .overlay(alignment: .topTrailing) { Image 10×10 }: size stays 40×40; the badge
    // is proposed 40×40 and sits at (30, 0).
    var tree = LayoutTree()
    let photo = tree.image(40, 40)
    let badge = tree.image(10, 10)
    let overlay = tree.add(.overlay(alignment: .topTrailing), children: [photo, badge])
    let result = layoutIn(tree, root: overlay, width: 300, height: 300)
    #expect(result[overlay]!.frame.size == Size(width: 40, height: 40))
    #expect(result[badge]!.proposal == ProposedSize(width: 40, height: 40))
    #expect(relativeFrame(result, badge, in: overlay) == Rect(x: 30, y: 0, width: 10, height: 10))
  }

  @Test func backgroundNeverChangesTheSize() {
    // Text("Hi").background(Image 100×100): 17 × 20.298, the image overflows centred.
    var tree = LayoutTree()
    let text = tree.text("Hi")
    let image = tree.image(100, 100)
    let background = tree.add(.background(alignment: .center), children: [text, image])
    let result = layoutIn(tree, root: background, width: 300, height: 300)
    #expect(close(result[background]!.frame.width, 17) && close(result[background]!.frame.height, Body.lineHeight))
    #expect(close(relativeFrame(result, image, in: background)!.minX, (17 - 100) / 2))
  }

  @Test func offsetMovesTheDrawingNotTheLayout() {
    // HStack { Image 20×20 .offset(x: 5, y: 7); Image 20×20 }: the first image is drawn 5 right
    // and 7 down; the offset node, the second image and the stack are where layout put them.
    var tree = LayoutTree()
    let first = tree.image(20, 20)
    let offset = tree.add(.offset(x: 5, y: 7), children: [first])
    let second = tree.image(20, 20)
    let stack = tree.hStack([offset, second])
    let result = layoutIn(tree, root: stack, width: 48, height: 20)
    #expect(result[offset]!.frame == Rect(x: 0, y: 0, width: 20, height: 20))
    #expect(result[first]!.frame == Rect(x: 5, y: 7, width: 20, height: 20))
    #expect(result[first]!.layoutFrame == Rect(x: 0, y: 0, width: 20, height: 20))
    #expect(result[second]!.frame == Rect(x: 28, y: 0, width: 20, height: 20))
  }

  @Test func positionCentresTheChildOnThePoint() {
    // Image 20×10 .position(x: 50, y: 30) proposed 200×100: the modifier takes 200×100 and the
    // image's centre is at (50, 30): origin (40, 25).
    var tree = LayoutTree()
    let image = tree.image(20, 10)
    let position = tree.add(.position(x: 50, y: 30), children: [image])
    let result = layoutIn(tree, root: position, width: 200, height: 100)
    #expect(result[position]!.frame == Rect(x: 0, y: 0, width: 200, height: 100))
    #expect(result[image]!.frame == Rect(x: 40, y: 25, width: 20, height: 10))
  }

  @Test func fixedSizeLetsTextTakeItsIdealWidth() {
    // Text of 20 characters (170 ideal) proposed 100: it wraps; with .fixedSize() it is 170 wide,
    // one line, overflowing the 100-point frame around it, centred at (100 − 170) / 2 = −35.
    var tree = LayoutTree()
    let text = tree.text("twenty characters ok")
    let fixed = tree.add(.fixedSize(horizontal: true, vertical: true), children: [text])
    let frame = tree.frame(fixed, width: 100, height: 100)
    let result = layoutIn(tree, root: frame, width: 300, height: 300)
    #expect(result[text]!.frame.width == 170)
    #expect(close(result[text]!.frame.height, Body.lineHeight))
    #expect(relativeFrame(result, fixed, in: frame)!.minX == -35)
  }

  @Test func aspectRatioFitAndFill() {
    // Color.aspectRatio(2, .fit) proposed 300×100: the largest 2:1 inside is 200×100.
    // With .fill: the smallest covering is 300×150.
    for (mode, expected) in [(ContentMode.fit, Size(width: 200, height: 100)), (.fill, Size(width: 300, height: 150))] {
      var tree = LayoutTree()
      let color = tree.color()
      let ratio = tree.add(.aspectRatio(2, contentMode: mode), children: [color])
      let frame = tree.frame(ratio, width: 300, height: 100)
      let result = layoutIn(tree, root: frame, width: 400, height: 400)
      #expect(result[ratio]!.frame.size == expected)
    }
  }

  @Test func aspectRatioUnderOneUnspecifiedAxisDerivesItFromTheOther() {
    // Proposed 146 × nil (a lazy grid's cell): aspectRatio(2) gives 146 × 73 for .fit and for .fill
    // (146 / 2 = 73): the unspecified height must not make .fill's covering size infinite.
    // Proposed nil × 60: 120 × 60 either way. fixedSize(horizontal:vertical:) makes the nil.
    for mode in [ContentMode.fit, .fill] {
      for (width, height, expected) in [(146.0, true, Size(width: 146, height: 73)), (60, false, Size(width: 120, height: 60))] {
        var tree = LayoutTree()
        let ratio = tree.add(.aspectRatio(2, contentMode: mode), children: [tree.color()])
        let unspecified = tree.add(.fixedSize(horizontal: !height, vertical: height), children: [ratio])
        let root = height ? tree.frame(unspecified, width: width) : tree.frame(unspecified, height: width)
        let result = layoutIn(tree, root: root, width: 400, height: 400)
        #expect(result[ratio]!.frame.size == expected)
      }
    }
  }

  @Test func lazyGridOfSquareCells() {
    // LazyVGrid of two flexible columns in 300, cells Color.aspectRatio(1, .fill): columns
    // (300 − 8) / 2 = 146; each cell proposed 146 × nil is 146 × 146; three cells make two lines,
    // 146 + 8 + 146 = 300 high. The third cell starts line 2 at y 154.
    var tree = LayoutTree()
    let cells = (0..<3).map { _ in tree.add(.aspectRatio(1, contentMode: .fill), children: [tree.color()]) }
    let spec = LazyGridSpec(axis: .vertical, tracks: [GridTrack(.flexible(minimum: 10, maximum: .infinity)), GridTrack(.flexible(minimum: 10, maximum: .infinity))])
    let grid = tree.add(.lazyGrid(spec), children: cells)
    let result = layoutIn(tree, root: grid, width: 300, height: 400)
    #expect(result[grid]!.frame.size == Size(width: 300, height: 300))
    #expect(relativeFrame(result, cells[1], in: grid) == Rect(x: 154, y: 0, width: 146, height: 146))
    #expect(relativeFrame(result, cells[2], in: grid) == Rect(x: 0, y: 154, width: 146, height: 146))
  }

  @Test func aspectRatioWithoutRatioUsesTheChildsIdealSize() {
    // A resizable image 40×20 (ratio 2) .scaledToFit() proposed 100×100 → 100×50, centred.
    var tree = LayoutTree()
    let image = tree.add(.image(width: 40, height: 20, resizable: true))
    let ratio = tree.add(.aspectRatio(nil, contentMode: .fit), children: [image])
    let result = layoutIn(tree, root: ratio, width: 100, height: 100)
    #expect(result[image]!.frame == Rect(x: 0, y: 25, width: 100, height: 50))
  }

  @Test func aspectRatioKeepsAFixedChildsSize() {
    // A fixed image 40×20 .aspectRatio(1, .fit) proposed 100×100: offered 100×100, stays 40×20.
    var tree = LayoutTree()
    let image = tree.image(40, 20)
    let ratio = tree.add(.aspectRatio(1, contentMode: .fit), children: [image])
    let result = layoutIn(tree, root: ratio, width: 100, height: 100)
    #expect(result[ratio]!.frame.size == Size(width: 40, height: 20))
  }

  @Test func circleIsASquareOfTheSmallerSide() {
    var tree = LayoutTree()
    let circle = tree.add(.shape(.circle))
    let result = layoutIn(tree, root: circle, width: 300, height: 100)
    #expect(result[circle]!.frame == Rect(x: 100, y: 0, width: 100, height: 100))
  }

  @Test func hiddenKeepsItsSpaceAndHidesDescendants() {
    // HStack { Image 20×20 (hidden, wrapped in padding 5); Image 20×20 }: the hidden subtree still
    // takes 30 points; the second image starts at 30 + 8 = 38.
    var tree = LayoutTree()
    let first = tree.image(20, 20)
    let padded = tree.add(.padding(EdgeInsets(all: 5)), children: [first], hidden: true)
    let second = tree.image(20, 20)
    let stack = tree.hStack([padded, second])
    let result = layoutIn(tree, root: stack, width: 58, height: 30)
    #expect(result[padded]!.isHidden && result[first]!.isHidden)
    #expect(!result[second]!.isHidden)
    #expect(result[second]!.frame.minX == 38)
  }

  @Test func layoutPriorityPassesThroughModifiers() {
    // .layoutPriority on a text, then padding and a frame: the stack sees priority 1 through both.
    var tree = LayoutTree()
    let text = tree.text("A", priority: 1)
    let padded = tree.padding(text, 4)
    let framed = tree.frame(padded, height: 30)
    let explicit = tree.add(.neutral, children: [framed], layoutPriority: -2)
    #expect(tree.layoutPriority(framed) == 1)
    #expect(tree.layoutPriority(explicit) == -2)
    let stack = tree.hStack([framed])
    #expect(tree.layoutPriority(stack) == 0)
  }
}
