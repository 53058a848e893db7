import LayoutEngine
import Testing

/// The `.custom` primitive with plain Swift closures: the engine runs any code behind it, without
/// syntax (the lowering supplies closures that run a `Layout` struct's methods).
@Suite struct CustomLayoutTests {
  /// A diagonal layout: each child at its ideal size, the next starting where the last ended.
  static let diagonal = CustomLayout(
    name: "Diagonal",
    sizeThatFits: { _, subviews in
      var size = Size.zero
      for i in 0..<subviews.count {
        let s = subviews.sizeThatFits(i, .unspecified)
        size = Size(width: size.width + s.width, height: size.height + s.height)
      }
      return size
    },
    placeSubviews: { bounds, _, subviews in
      var point = Point(x: bounds.minX, y: bounds.minY)
      for i in 0..<subviews.count {
        let s = subviews.sizeThatFits(i, .unspecified)
        subviews.place(i, at: point, anchor: .zero, proposal: .unspecified)
        point = Point(x: point.x + s.width, y: point.y + s.height)
      }
    })

  @Test func childrenGoWhereTheCodePlacesThem() {
    // Images 10×20 and 30×5: the layout is 40 × 25, the second at (10, 20) inside it.
    var tree = LayoutTree()
    let a = tree.image(10, 20)
    let b = tree.image(30, 5)
    let root = tree.add(.custom(Self.diagonal), children: [a, b])
    let result = layoutIn(tree, root: root, width: 300, height: 300)
    #expect(result[root]!.frame.size == Size(width: 40, height: 25))
    #expect(relativeFrame(result, a, in: root) == Rect(x: 0, y: 0, width: 10, height: 20))
    #expect(relativeFrame(result, b, in: root) == Rect(x: 10, y: 20, width: 30, height: 5))
  }

  @Test func anAnchorPlacesThatPointOfTheChild() {
    // `place(at: (50, 50), anchor: .center)` for a 20×10 image: its origin at (40, 45).
    let centred = CustomLayout(
      name: "Centred", sizeThatFits: { _, _ in Size(width: 100, height: 100) },
      placeSubviews: { _, _, subviews in
        subviews.place(0, at: Point(x: 50, y: 50), anchor: Point(x: 0.5, y: 0.5), proposal: .unspecified)
      })
    var tree = LayoutTree()
    let image = tree.image(20, 10)
    let root = tree.add(.custom(centred), children: [image])
    let result = layoutIn(tree, root: root, width: 300, height: 300)
    #expect(relativeFrame(result, image, in: root) == Rect(x: 40, y: 45, width: 20, height: 10))
  }

  @Test func anUnplacedChildIsCentredWithTheContainersProposal() {
    // A 100×60 layout placing nothing: the 20×10 image is centred, at (40, 25).
    let lazy = CustomLayout(name: "Lazy", sizeThatFits: { _, _ in Size(width: 100, height: 60) }, placeSubviews: { _, _, _ in })
    var tree = LayoutTree()
    let image = tree.image(20, 10)
    let root = tree.add(.custom(lazy), children: [image])
    let result = layoutIn(tree, root: root, width: 300, height: 300)
    #expect(relativeFrame(result, image, in: root) == Rect(x: 40, y: 25, width: 20, height: 10))
  }

  @Test func theLayoutsOwnGuideAlignsItInAStack() {
    // HStack(alignment: .center) { image 20×20; custom 40×60 whose centre guide is 10 }: the
    // image's centre (10) meets the custom's 10, so both tops are at 0.
    let guided = CustomLayout(
      name: "Guided", sizeThatFits: { _, _ in Size(width: 40, height: 60) }, placeSubviews: { _, _, _ in },
      explicitAlignment: { id, bounds, _, _ in id == VerticalAlignment.center.id ? .some(bounds.minY + 10) : nil })
    var tree = LayoutTree()
    let square = tree.image(20, 20)
    let custom = tree.add(.custom(guided), children: [])
    let stack = tree.add(.hStack(alignment: .center, spacing: 0), children: [square, custom])
    let result = layoutIn(tree, root: stack, width: 300, height: 300)
    #expect(relativeFrame(result, square, in: stack)?.minY == 0)
    #expect(relativeFrame(result, custom, in: stack)?.minY == 0)
    #expect(result[stack]!.frame.height == 60)
  }
}
