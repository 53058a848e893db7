import LayoutEngine
import Testing

/// The layout walkthroughs of WWDC19 "Building Custom Views with SwiftUI" (seeds 002 and 003),
/// with the placeholder text measurer (8.5 points a character, 20.298 a line).
@Suite struct SeedWalkthroughTests {
  @Test func helloWorldIsCentredInTheSafeArea() {
    // Text("Hello World"): 11 characters × 8.5 = 93.5 wide, one line = 20.298 tall.
    // iPhone 15 Pro: safe area 393 × (852 − 59 − 34) = 393 × 759, starting at y = 59.
    // x = (393 − 93.5) / 2 = 149.75; y = 59 + (759 − 20.298) / 2 = 428.351.
    var tree = LayoutTree()
    let text = tree.text("Hello World")
    let result = layout(tree, root: text, device: .iPhone15Pro)
    #expect(close(result[text]?.frame, Rect(x: 149.75, y: 428.351, width: 93.5, height: 20.298)))
    #expect(result[text]?.proposal == ProposedSize(width: 393, height: 759))
    #expect(result.safeArea == Rect(x: 0, y: 59, width: 393, height: 759))
  }

  @Test func avocadoToastPaddedTenWithGreenBackground() {
    // Text("Avocado Toast").padding(10).background(Color.green)
    // Text: 13 × 8.5 = 110.5 by 20.298. Padding: 110.5 + 20 = 130.5 by 20.298 + 20 = 40.298.
    // The background proposes 130.5 × 40.298 to the colour, which takes it.
    var tree = LayoutTree()
    let text = tree.text("Avocado Toast")
    let padded = tree.padding(text, 10)
    let green = tree.color()
    let background = tree.add(.background(alignment: .center), children: [padded, green])
    let result = layoutIn(tree, root: background, width: 393, height: 759)

    let outer = result[background]!.frame
    #expect(close(outer.width, 130.5) && close(outer.height, 40.298))
    // Centred by the root: x = (393 − 130.5) / 2 = 131.25, y = (759 − 40.298) / 2 = 359.351.
    #expect(close(outer, Rect(x: 131.25, y: 359.351, width: 130.5, height: 40.298)))
    #expect(result[padded]!.frame == outer)
    #expect(result[green]!.frame == outer)
    #expect(result[green]!.proposal == ProposedSize(width: 130.5, height: 40.298))
    // The padding "offers that much less to its child": 393 − 20 by 759 − 20.
    #expect(result[text]!.proposal == ProposedSize(width: 373, height: 739))
    #expect(close(relativeFrame(result, text, in: padded), Rect(x: 10, y: 10, width: 110.5, height: 20.298)))
  }

  @Test func twentyPointImageInThirtyPointFrame() {
    // Image 20×20 .frame(width: 30, height: 30): the frame is 30×30, the image stays 20×20 and is
    // centred: (30 − 20) / 2 = 5 from each edge.
    var tree = LayoutTree()
    let image = tree.image(20, 20)
    let frame = tree.frame(image, width: 30, height: 30)
    let result = layoutIn(tree, root: frame, width: 393, height: 759)
    #expect(result[frame]!.frame.size == Size(width: 30, height: 30))
    #expect(result[image]!.frame.size == Size(width: 20, height: 20))
    #expect(relativeFrame(result, image, in: frame) == Rect(x: 5, y: 5, width: 20, height: 20))
    #expect(result[image]!.proposal == ProposedSize(width: 30, height: 30))
  }

  @Test func stackDividesSpaceBetweenFixedAndFlexibleChildren() {
    // HStack { Image 20×20; Color; Color } proposed 300 × 100.
    // Spacing 2 × 8 = 16, unallocated 284. Flexibility: image 0, colours ∞ → image first.
    // Image offered 284 / 3 = 94.67, takes 20 → 264 left; first colour offered 264 / 2 = 132;
    // second colour offered 132. Total 20 + 132 + 132 + 16 = 300.
    var tree = LayoutTree()
    let image = tree.image(20, 20)
    let red = tree.color()
    let blue = tree.color()
    let stack = tree.hStack([image, red, blue])
    let result = layoutIn(tree, root: stack, width: 300, height: 100, options: LayoutOptions(recordsTrace: true))
    #expect(result[stack]!.frame == Rect(x: 0, y: 0, width: 300, height: 100))
    #expect(result[image]!.frame == Rect(x: 0, y: 40, width: 20, height: 20))  // centred: (100 − 20) / 2
    #expect(result[red]!.frame == Rect(x: 28, y: 0, width: 132, height: 100))
    #expect(result[blue]!.frame == Rect(x: 168, y: 0, width: 132, height: 100))

    let division = result.trace!.stackDivisions(of: stack).first { $0.proposal == ProposedSize(width: 300, height: 100) }!
    #expect(division.internalSpacing == 16)
    #expect(division.unallocatedSpace == 284)
    #expect(division.steps.map(\.child) == [image, red, blue])
    #expect(close(division.steps[0].offer.width, 284.0 / 3))
    #expect(division.steps[1].offer.width == 132)
  }

  /// The talk's list cell: an image, "Delicious" and "Avocado Toast", texts limited to one line.
  private func toastRow(toastPriority: Double?) -> (LayoutTree, stack: NodeID, image: NodeID, delicious: NodeID, toast: NodeID) {
    var tree = LayoutTree()
    let image = tree.image(20, 20)
    let delicious = tree.text("Delicious", lineLimit: 1)
    let toast = tree.text("Avocado Toast", lineLimit: 1, priority: toastPriority)
    let stack = tree.hStack([image, delicious, toast])
    return (tree, stack, image, delicious, toast)
  }

  @Test func avocadoToastRowWithPlentyOfSpace() {
    // Proposed 300: unallocated 300 − 16 = 284. Flexibility (∞ offer − 0 offer): image 0,
    // "Delicious" 76.5 − 8.5 = 68, "Avocado Toast" 110.5 − 8.5 = 102.
    // Image offered 94.67 → 20 (264 left); Delicious offered 132 → 76.5, "less than the offer"
    // (187.5 left); Avocado Toast offered 187.5 → 110.5. Stack: 20 + 76.5 + 110.5 + 16 = 223.
    let (tree, stack, image, delicious, toast) = toastRow(toastPriority: nil)
    let result = layoutIn(tree, root: stack, width: 300, height: 100)
    #expect(result[image]!.frame.width == 20)
    #expect(result[delicious]!.frame.width == 76.5)
    #expect(result[delicious]!.proposal.width == 132)
    #expect(result[toast]!.frame.width == 110.5)
    #expect(close(result[toast]!.proposal.width, 187.5))
    #expect(result[stack]!.frame.width == 223)
    // Positions: 0, 20 + 8 = 28, 28 + 76.5 + 8 = 112.5; all centred on 20.298.
    #expect(relativeFrame(result, delicious, in: stack)!.minX == 28)
    #expect(relativeFrame(result, toast, in: stack)!.minX == 112.5)
    #expect(close(relativeFrame(result, image, in: stack)!.minY, (20.298 - 20) / 2))
  }

  @Test func narrowRowTruncatesTheSubjectWithoutPriority() {
    // Proposed 160: unallocated 144. Image offered 48 → 20 (124 left); Delicious offered 62 →
    // 7 characters incl. "…" = 59.5 (64.5 left); Avocado Toast offered 64.5 → 7 characters = 59.5:
    // the subject is truncated although the adjective could have given way.
    let (tree, _, _, delicious, toast) = toastRow(toastPriority: nil)
    let stack = NodeID(tree.count - 1)
    let result = layoutIn(tree, root: stack, width: 160, height: 100)
    #expect(result[delicious]!.frame.width == 59.5)
    #expect(result[toast]!.frame.width == 59.5)
  }

  @Test func layoutPriorityKeepsTheSubjectWhole() {
    // .layoutPriority(1) on Avocado Toast, proposed 160: unallocated 144. The lower group's
    // minimums are set aside: image 20 + Delicious "…" 8.5 = 28.5. Avocado Toast is offered
    // 144 − 28.5 = 115.5 and takes its whole 110.5 (33.5 left). Then the lower group by
    // flexibility: image offered 33.5 / 2 = 16.75 → 20 (13.5 left); Delicious offered 13.5 → "…" 8.5.
    // Stack: 110.5 + 20 + 8.5 + 16 = 155.
    let (tree, stack, image, delicious, toast) = toastRow(toastPriority: 1)
    let result = layoutIn(tree, root: stack, width: 160, height: 100, options: LayoutOptions(recordsTrace: true))
    #expect(result[toast]!.frame.width == 110.5)
    #expect(result[toast]!.proposal.width == 115.5)
    #expect(result[image]!.frame.width == 20)
    #expect(result[delicious]!.frame.width == 8.5)
    #expect(result[stack]!.frame.width == 155)

    let division = result.trace!.stackDivisions(of: stack).first { $0.proposal.width == 160 }!
    #expect(division.steps.map(\.child) == [toast, image, delicious])
    #expect(division.steps.map(\.priorityGroup) == [0, 1, 1])
    #expect(division.steps[0].reservedForLowerPriorities == 28.5)
    #expect(division.steps[2].flexibility == 68)
  }
}
