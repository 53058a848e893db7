import LayoutEngine
import Testing

@Suite struct FixedFrameTests {
  @Test func oneAxisOnlyBehavesAsTheChildOnTheOther() {
    // Color.frame(height: 50) proposed 200 × 300: width is the colour's (offered 200), height 50.
    var tree = LayoutTree()
    let color = tree.color()
    let frame = tree.frame(color, height: 50)
    let result = layoutIn(tree, root: frame, width: 200, height: 300)
    #expect(result[frame]!.frame.size == Size(width: 200, height: 50))
    #expect(result[color]!.proposal == ProposedSize(width: 200, height: 50))
  }

  @Test func childLargerThanFrameOverflowsCentred() {
    // Image 40×40 in a 20×20 frame: the image keeps 40×40 and is centred: (20 − 40) / 2 = −10.
    var tree = LayoutTree()
    let image = tree.image(40, 40)
    let frame = tree.frame(image, width: 20, height: 20)
    let result = layoutIn(tree, root: frame, width: 100, height: 100)
    #expect(relativeFrame(result, image, in: frame) == Rect(x: -10, y: -10, width: 40, height: 40))
  }

  @Test(arguments: [Alignment.topLeading, .bottomTrailing, .top, .trailing])
  func alignmentInFrame(alignment: Alignment) {
    // Image 20×20 in a 100×60 frame: leading x 0, centre 40, trailing 80; top 0, centre 20, bottom 40.
    var tree = LayoutTree()
    let image = tree.image(20, 20)
    let frame = tree.frame(image, width: 100, height: 60, alignment: alignment)
    let result = layoutIn(tree, root: frame, width: 300, height: 300)
    let x: Double = alignment.horizontal == .leading ? 0 : alignment.horizontal == .center ? 40 : 80
    let y: Double = alignment.vertical == .top ? 0 : alignment.vertical == .center ? 20 : 40
    #expect(relativeFrame(result, image, in: frame) == Rect(x: x, y: y, width: 20, height: 20))
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, -5])
  func invalidDimensionIsUnspecified(width: Double) {
    // .frame(width: bad, height: 30) around a colour proposed 200: width as the child (200).
    var tree = LayoutTree()
    let color = tree.color()
    let frame = tree.frame(color, width: width, height: 30)
    let result = layoutIn(tree, root: frame, width: 200, height: 300)
    #expect(result[frame]!.frame.size == Size(width: 200, height: 30))
  }
}
