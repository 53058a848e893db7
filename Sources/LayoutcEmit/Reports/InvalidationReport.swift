import LayoutcEval
import LayoutcSource

/// `--dependencies --set … --against …`: which bodies re-run between two states.
public enum InvalidationReport {
  public static func text(_ results: [(root: String, Invalidation)], before: String, after: String) -> String {
    var out = PrintableText.escaped("dependency diff: \(before) -> \(after)") + "\n"
    for (root, inv) in results {
      if results.count > 1 { out += PrintableText.escaped("\n// \(root)") + "\n" }
      func section(_ title: String, _ entries: [Invalidation.Entry], _ note: String, reasons: Bool) {
        out += "\n\(title) (\(entries.count)): \(note)\n"
        for e in entries {
          out += PrintableText.escaped("  \(e.identity)  \(e.name)  \(e.file):\(e.line):\(e.column)") + "\n"
          if reasons { for r in e.reasons { out += PrintableText.escaped("    " + r) + "\n" } }
        }
      }
      section("invalidated", inv.entries(.invalidated), "a dependency changed; the body re-runs", reasons: true)
      section("equal", inv.entries(.equal), "re-created by the parent's new body; its inputs compare equal, so no new body", reasons: false)
      section("untouched", inv.entries(.untouched), "no dependency changed and the parent's body did not re-run", reasons: false)
      section("removed", inv.removed, "identity ends; the body no longer runs", reasons: false)
      section("inserted", inv.inserted, "new identity; the body runs for the first time", reasons: false)
    }
    return out
  }

  public static func json(_ results: [(root: String, Invalidation)], before: String, after: String, compact: Bool = false) -> String {
    func list(_ entries: [Invalidation.Entry]) -> JSONValue {
      .array(entries.map { e in
        [
          "identity": .string(e.identity), "type": .string(e.name), "reasons": .array(e.reasons.map { .string($0) }),
          "source": ["file": .string(e.file), "line": .integer(e.line), "column": .integer(e.column)],
        ]
      })
    }
    let roots: [JSONValue] = results.map { root, inv in
      [
        "root": .string(root), "invalidated": list(inv.entries(.invalidated)), "equal": list(inv.entries(.equal)),
        "untouched": list(inv.entries(.untouched)), "removed": list(inv.removed), "inserted": list(inv.inserted),
      ]
    }
    let value: JSONValue = ["before": .string(before), "after": .string(after), "roots": .array(roots)]
    return JSONWriter(pretty: !compact).string(value) + "\n"
  }
}
