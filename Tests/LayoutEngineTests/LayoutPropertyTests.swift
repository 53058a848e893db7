import LayoutEngine
import Testing

/// Properties that must hold for any tree, checked over random trees (seeded, so a failure names
/// the seed that reproduces it).
@Suite struct LayoutPropertyTests {
  static let seeds: [UInt64] = Array(1...120)

  static func run(_ g: RandomTreeGenerator, options: LayoutOptions = LayoutOptions(), direction: LayoutDirection = .leftToRight) -> LayoutResult {
    layout(g.tree, root: g.root, device: .iPhone15Pro, direction: direction, options: options)
  }

  @Test(arguments: seeds)
  func framesAreFiniteAndNeverNegative(seed: UInt64) {
    let g = RandomTreeGenerator.make(seed: seed)
    let result = Self.run(g)
    #expect(result[g.root] != nil)
    for (id, node) in result.placedNodes {
      for rect in [node.frame, node.layoutFrame, node.pixelFrame] {
        let values = [rect.minX, rect.minY, rect.width, rect.height]
        #expect(values.allSatisfy { $0.isFinite }, "seed \(seed) node \(id): \(rect)")
        #expect(rect.width >= 0 && rect.height >= 0, "seed \(seed) node \(id): \(rect)")
      }
    }
  }

  @Test(arguments: seeds)
  func sameInputSameOutputWithAndWithoutCache(seed: UInt64) {
    let g = RandomTreeGenerator.make(seed: seed, depth: 4)
    let first = Self.run(g).placedNodes.map(\.layout)
    let second = Self.run(g).placedNodes.map(\.layout)
    let uncached = Self.run(g, options: LayoutOptions(cachingEnabled: false)).placedNodes.map(\.layout)
    #expect(first == second, "seed \(seed)")
    #expect(first == uncached, "seed \(seed)")
  }

  @Test(arguments: seeds)
  func fixedSizeViewsKeepTheirSize(seed: UInt64) {
    let g = RandomTreeGenerator.make(seed: seed)
    let result = Self.run(g)
    for (id, size) in g.fixedSizes {
      guard let node = result[id] else { continue }  // e.g. a dropped extra child
      #expect(node.frame.size == size, "seed \(seed) node \(id)")
    }
  }

  @Test(arguments: seeds)
  func offsetsNeverMoveLayout(seed: UInt64) {
    // The same tree with every offset zeroed: all layout frames are identical, and every node that
    // is not inside an offset subtree is drawn at the same place.
    let moved = RandomTreeGenerator.make(seed: seed)
    let still = RandomTreeGenerator.make(seed: seed, zeroOffsets: true)
    let a = Self.run(moved)
    let b = Self.run(still)
    var insideOffset = Set<NodeID>()
    // Parents have larger ids than their children (trees are built bottom-up): walk downwards.
    for (id, node) in a.placedNodes.reversed() {
      if let parent = node.parent, moved.offsetNodes.contains(parent) || insideOffset.contains(parent) {
        insideOffset.insert(id)
      }
    }
    for (id, node) in a.placedNodes {
      #expect(node.layoutFrame == b[id]?.layoutFrame, "seed \(seed) node \(id)")
      if !insideOffset.contains(id) {
        #expect(node.frame == b[id]?.frame, "seed \(seed) node \(id)")
      }
    }
  }

  @Test(arguments: seeds)
  func rightToLeftIsTheMirrorImage(seed: UInt64) {
    // With symmetric horizontal insets, every frame in RTL is the LTR frame mirrored in the window:
    // minX′ = 393 − maxX. Trees without `.layoutDirection` overrides, which would pin a subtree's
    // direction in both runs.
    let g = RandomTreeGenerator.make(seed: seed, directionOverrides: false)
    let ltr = Self.run(g)
    let rtl = Self.run(g, direction: .rightToLeft)
    for (id, node) in ltr.placedNodes {
      let mirrored = rtl[id]!.frame
      #expect(close(mirrored.minX, 393 - node.frame.maxX, tolerance: 1e-6), "seed \(seed) node \(id)")
      #expect(close(mirrored.minY, node.frame.minY, tolerance: 1e-6), "seed \(seed) node \(id)")
      #expect(close(mirrored.width, node.frame.width) && close(mirrored.height, node.frame.height), "seed \(seed) node \(id)")
    }
  }
}
