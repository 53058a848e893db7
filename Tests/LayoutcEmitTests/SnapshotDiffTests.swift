import LayoutcEmit
import Testing

/// Comparing a recorded snapshot with the current one (`SnapshotDiff`) on snapshots written here.
@Suite struct SnapshotDiffTests {
  private func snapshot(_ views: [String]) throws -> LayoutSnapshot {
    let text = "layoutc-snapshot 1\n\npreview \"P\" p.ui proposal 393×759 scale 3 left-to-right\n"
      + views.map { $0 + " 0,0 10×10\n" }.joined()
    return try LayoutSnapshot.parse(text).get()
  }

  /// `assumed` (after `hidden`) reads back, is counted, and a view that comes to rest on an
  /// assumption is a change even where its frame is the same.
  @Test func anAssumedViewIsMarkedCountedAndCompared() throws {
    let old = try snapshot(["P", "P/A", "P/B"])
    let new = try LayoutSnapshot.parse("layoutc-snapshot 1\n\npreview \"P\" p.ui proposal 393×759 scale 3 left-to-right\n"
      + "P 0,0 10×10 assumed\nP/A 0,0 10×10 hidden assumed\nP/B 0,0 10×10\n").get()
    #expect(new.sections[0].views.map(\.isAssumed) == [true, true, false])
    #expect(new.sections[0].views[1].isHidden)
    #expect(new.assumedViewCount == 2)
    #expect(try LayoutSnapshot.parse(new.text).get() == new)
    let messages = try #require(SnapshotDiff(old: old, new: new).sections.first).changes.map(\.message)
    #expect(messages == [
      "'P' now rests on an assumption: was 0,0 10×10, now 0,0 10×10",
      "'P/A' is now hidden and now rests on an assumption: was 0,0 10×10, now 0,0 10×10",
    ])
  }

  /// A view that disappeared is reported at its nearest enclosing view still laid out: the
  /// longest prefix of its key, cut at a `/`, ignoring a ` #N` suffix.
  @Test func aVanishedViewPointsAtItsNearestAncestor() throws {
    let old = try snapshot(["P", "P/A", "P/A/B", "P/A/B/C", "P/A/B/C #2", "Q/Z"])
    let new = try snapshot(["P", "P/A"])
    let near = try #require(SnapshotDiff(old: old, new: new).sections.first).changes.compactMap { change -> String? in
      guard case .disappeared(let v, let near) = change else { return nil }
      return v.key + " -> " + (near?.key ?? "none")
    }
    #expect(near == ["P/A/B -> P/A", "P/A/B/C -> P/A", "P/A/B/C #2 -> P/A", "Q/Z -> none"])
  }

  /// A recorded key of 400,000 bytes with a slash every other byte: its ancestors are found in
  /// one pass over it (copying each of its 200,000 prefixes to look it up would copy 40 GB).
  @Test func aMegabyteKeyIsSearchedInOnePass() throws {
    let deep = "P/" + String(repeating: "a/", count: 200_000) + "leaf"
    let near = "P/" + String(repeating: "a/", count: 1_000) + "a"
    let diff = SnapshotDiff(old: try snapshot(["P", deep]), new: try snapshot(["P", near]))
    let found = try #require(diff.sections.first).changes.compactMap { change -> String? in
      guard case .disappeared(_, let n) = change else { return nil }
      return n?.key
    }
    #expect(found == [near])
  }
}
