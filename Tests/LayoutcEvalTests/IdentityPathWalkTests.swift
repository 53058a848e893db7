import LayoutcEval
import Testing

/// Walks over many paths that share their prefixes, as the renderers and the lowering's
/// invariant check make over every node: the answers are those of each path on its own.
@Suite struct IdentityPathWalkTests {
  /// 5,000 rows under one root, every 97th a placeholder type, each row with a modifier below
  /// it: more nodes than `CleanPathNodes` starts with, so its table grows on the way.
  static let rows: [IdentityPath] = {
    let root = IdentityPath([.type("ContentView"), .type("VStack")])
    return (0..<5_000).map { i in
      root.appending(.child(i)).appending(.type(i % 97 == 0 ? "<assumed x>" : "Text")).appending(.modifier("padding"))
    }
  }()

  @Test func anyComponentTextRemembersOnlyCleanComponents() {
    let isPlaceholder = { (text: String) in text.hasPrefix("<assumed ") }
    var clean = CleanPathNodes()
    for round in 0..<2 {
      for (i, path) in Self.rows.enumerated() {
        #expect(path.anyComponentText(isPlaceholder, clean: &clean) == (i % 97 == 0), "row \(i), round \(round)")
      }
    }
    // A path through a placeholder's node is never taken for clean, however often it is asked.
    let below = Self.rows[97].appending(.type("Text"))
    #expect(below.anyComponentText(isPlaceholder, clean: &clean))
  }

  @Test func printerLendsTheDescriptionsBytes() {
    var printer = IdentityPathPrinter()
    for path in Self.rows.prefix(300) + [IdentityPath(), Self.rows[0]] {
      let lent = printer.withDescription(of: path) { String(decoding: $0, as: UTF8.self) }
      #expect(lent == path.description)
    }
  }
}
