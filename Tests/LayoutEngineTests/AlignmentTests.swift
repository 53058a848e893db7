import LayoutEngine
import Testing

/// Alignment guides: baselines, `alignmentGuide` closures and custom guides reaching through
/// nested stacks (seed 003's stars-and-title example).
@Suite struct AlignmentTests {
  @Test func lastTextBaselineAlignsTextsAndImageBottom() {
    // HStack(alignment: .lastTextBaseline) { Image 20×40; Text("Big") 17pt; Text("small") 10pt }.
    // Baselines from the top: 17pt text 16.184, 10pt text 9.52; the image has none, so its bottom
    // (40) is used. Every guide meets at one line, 40 below the top of the stack.
    var tree = LayoutTree()
    let image = tree.image(20, 40)
    let big = tree.text("Big")
    let small = tree.add(.measured(PlaceholderTextMeasurer("small", fontSize: 10)))
    let stack = tree.hStack([image, big, small], alignment: .lastTextBaseline)
    let result = layoutIn(tree, root: stack, width: 300, height: 300)
    let top = result[stack]!.frame.minY
    #expect(close(result[image]!.frame.maxY - top, 40))
    #expect(close(result[big]!.frame.minY - top + Body.ascent, 40))
    #expect(close(result[small]!.frame.minY - top + 9.52, 40))
    // Height: the image spans 0…40; the big text 40 − 16.184 = 23.816 … 23.816 + 20.298 = 44.114;
    // the small one 30.48 … 42.42. The stack spans 0…44.114.
    #expect(close(result[stack]!.frame.height, 40 - Body.ascent + Body.lineHeight))
  }

  @Test func alignmentGuideGivesImageAVisualBaseline() {
    // Image 20×40 .alignmentGuide(.lastTextBaseline) { d in d[.bottom] * 0.927 }: the guide is
    // 40 × 0.927 = 37.08 below the image's top, and the text's baseline (16.184) meets it.
    var tree = LayoutTree()
    let image = tree.image(20, 40)
    let guided = tree.add(.alignmentGuide(AlignmentGuide(.lastTextBaseline) { d in d[VerticalAlignment.bottom] * 0.927 }), children: [image])
    let text = tree.text("Avocado")
    let stack = tree.hStack([guided, text], alignment: .lastTextBaseline)
    let result = layoutIn(tree, root: stack, width: 300, height: 300)
    let imageTop = result[image]!.frame.minY
    let textTop = result[text]!.frame.minY
    #expect(close(imageTop + 37.08, textTop + Body.ascent))
  }

  @Test func explicitLeadingGuideShiftsOneRow() {
    // VStack(alignment: .leading) { Text("One"); Text("Two").alignmentGuide(.leading) { _ in -20 } }
    // The second row's leading guide is at −20 in its own coordinates, so it sits 20 right of the
    // first row: origins x 0 and 20; the stack is 20 + 25.5 = 45.5 wide.
    var tree = LayoutTree()
    let one = tree.text("One")
    let two = tree.text("Two")
    let guided = tree.add(.alignmentGuide(AlignmentGuide(.leading) { _ in -20 }), children: [two])
    let stack = tree.vStack([one, guided], alignment: .leading)
    let result = layoutIn(tree, root: stack, width: 300, height: 300)
    #expect(relativeFrame(result, one, in: stack)!.minX == 0)
    #expect(relativeFrame(result, two, in: stack)!.minX == 20)
    #expect(result[stack]!.frame.width == 45.5)
  }

  static let midStarAndTitle = VerticalAlignment(name: "midStarAndTitle") { d in d[VerticalAlignment.bottom] }

  /// HStack(alignment: .midStarAndTitle) {
  ///   VStack { Text("★★★★★").alignmentGuide(.midStarAndTitle) { d in d[.bottom] / 2 }; Text("5 stars") }
  ///   VStack(alignment: .leading) {
  ///     HStack { Text("Avocado Toast").alignmentGuide(.midStarAndTitle) { d in d[.bottom] / 2 }; Spacer(); Image 20×40 }
  ///     Text("Ingredients: avocado, almond butter, bread, red pepper flakes", caption 12pt)
  ///   }
  /// }
  private func starsAndTitle(alignment: VerticalAlignment) -> (LayoutTree, root: NodeID, stars: NodeID, title: NodeID) {
    var tree = LayoutTree()
    let guide = AlignmentGuide(AlignmentTests.midStarAndTitle) { d in d[VerticalAlignment.bottom] / 2 }
    let stars = tree.text("★★★★★")
    let starsGuided = tree.add(.alignmentGuide(guide), children: [stars])
    let count = tree.text("5 stars")
    let ratingColumn = tree.vStack([starsGuided, count])
    let title = tree.text("Avocado Toast")
    let titleGuided = tree.add(.alignmentGuide(guide), children: [title])
    let spacer = tree.add(.spacer(minLength: nil))
    let image = tree.image(20, 40)
    let titleRow = tree.hStack([titleGuided, spacer, image])
    let ingredients = tree.add(.measured(PlaceholderTextMeasurer(
      "Ingredients: avocado, almond butter, bread, red pepper flakes", fontSize: 12)))
    let detailColumn = tree.vStack([titleRow, ingredients], alignment: .leading)
    let root = tree.hStack([ratingColumn, detailColumn], alignment: alignment)
    return (tree, root, stars, title)
  }

  @Test func customAlignmentReachesThroughNestedStacks() {
    // The explicit values travel out of the inner HStack and both VStacks (custom guides are
    // averaged, here over one child each), so the outer HStack puts the middle of the stars and the
    // middle of the title on one line.
    let (tree, root, stars, title) = starsAndTitle(alignment: AlignmentTests.midStarAndTitle)
    let result = layoutIn(tree, root: root, width: 393, height: 759)
    #expect(close(result[stars]!.frame.midY, result[title]!.frame.midY))
  }

  @Test func centreAlignmentDoesNotLineThemUp() {
    // With the default centre alignment the columns' centres meet instead: the rating column is
    // 2 lines + 8 = 48.596 tall, the detail column 40 + 8 + 2 × 14.328 = 76.656 tall, so the stars
    // (top line of the shorter column) and the title (middle of the 40-tall row) differ.
    let (tree, root, stars, title) = starsAndTitle(alignment: .center)
    let result = layoutIn(tree, root: root, width: 393, height: 759)
    #expect(!close(result[stars]!.frame.midY, result[title]!.frame.midY))
  }

  @Test func defaultValueOfCustomGuideIsUsedWithoutExplicitValues() {
    // HStack(alignment: .midStarAndTitle) of two images 20×20 and 20×40 with no explicit values:
    // the default (bottom) applies, so the bottoms line up.
    var tree = LayoutTree()
    let small = tree.image(20, 20)
    let tall = tree.image(20, 40)
    let stack = tree.hStack([small, tall], alignment: AlignmentTests.midStarAndTitle)
    let result = layoutIn(tree, root: stack, width: 300, height: 300)
    #expect(result[small]!.frame.maxY == result[tall]!.frame.maxY)
  }

  @Test func selfReferentialDefaultValueDoesNotRecurseForever() {
    // A default value that reads its own guide would recurse in a naive engine; here it reads 0.
    let odd = VerticalAlignment(name: "odd") { d in d[VerticalAlignment(name: "odd") { _ in 0 }] + 5 }
    var tree = LayoutTree()
    let a = tree.image(10, 10)
    let b = tree.image(10, 30)
    let stack = tree.hStack([a, b], alignment: odd)
    let result = layoutIn(tree, root: stack, width: 100, height: 100)
    #expect(result[a]!.frame.minY == result[b]!.frame.minY)  // both guides at 0 + 5
  }
}
