import LayoutcEval
import LayoutcSource

/// `--dependencies`: each view instance and what its body depends on, then each dependency
/// and the views that depend on it, the two directions of seed 001's dependency graph.
public enum DependenciesReport {
  public static func text(_ graphs: [DependencyGraph]) -> String {
    var out: [String] = []
    for g in graphs {
      if graphs.count > 1 { out.append("// \(g.root)") }
      out.append("views (\(g.views.count)): each body and what it depends on")
      for v in g.views {
        out.append("  \(v.identity)  \(v.name)  \(v.file):\(v.line):\(v.column)")
        let edges = g.edges(of: v.identity)
        if edges.isEmpty { out.append("    depends on nothing its body reads: it re-runs only if its parent passes a different value") }
        for e in edges { out.append("    " + line(e, g)) }
      }
      out.append("")
      out.append("dependencies (\(g.nodes.count)): a change invalidates the views listed")
      for n in g.nodes {
        out.append("  \(n.label)" + (n.source.flatMap { g.node($0) }.map { ", a copy of \($0.label)" } ?? ""))
        for e in g.readers(of: n.id) {
          out.append("    \(e.relation.passive) \(e.view)  (\(e.wrapper) \(e.property)\(e.members.isEmpty ? "" : ": " + e.members.joined(separator: ", ")))")
        }
      }
    }
    return out.map { PrintableText.escaped($0) }.joined(separator: "\n") + "\n"
  }

  /// `reads @Binding dog -> @State ContentView.dog  ($dog in ContentView)`.
  static func line(_ e: DependencyGraph.Edge, _ g: DependencyGraph) -> String {
    let label = g.node(e.node)?.label ?? e.node
    var s = "\(e.relation.rawValue) \(e.wrapper) \(e.property) -> \(label)"
    if e.relation == .unobserved {
      s += "  (the body reads \(e.members.joined(separator: ", ")))"
    } else if let node = g.node(e.node), node.kind == .object {
      s += !e.members.isEmpty ? "  (the whole object; the body reads \(e.members.joined(separator: ", ")))"
        : e.relation == .reads ? "  (the whole object)" : "  (the whole object; the body reads none of it)"
    }
    if let o = e.origin { s += "  (\(o))" }
    if e.onlyPassedOn && e.members.isEmpty { s += "  only passed on to child views" }
    if e.relation == .input { s += "  not read by the body; compared when the parent passes a new value" }
    if e.relation == .unobserved { s += "  not observed: held without @ObservedObject, a change does not re-run the body" }
    return s
  }

  public static func json(_ graphs: [DependencyGraph], compact: Bool = false) -> String {
    let items: [JSONValue] = graphs.map { g in
      var nodes: [JSONValue] = g.views.map { v in
        [
          "id": .string(v.identity), "kind": "view", "type": .string(v.name), "parent": .optional(v.parent.map { .string($0) }),
          "source": ["file": .string(v.file), "line": .integer(v.line), "column": .integer(v.column)],
        ]
      }
      nodes += g.nodes.map { n in
        ["id": .string(n.id), "kind": .string(n.kind.rawValue), "label": .string(n.label), "source": .optional(n.source.map { .string($0) })]
      }
      let edges: [JSONValue] = g.edges.map { e in
        [
          "from": .string(e.view), "to": .string(e.node), "relation": .string(e.relation.rawValue), "property": .string(e.property),
          "wrapper": .string(e.wrapper), "members": .array(e.members.map { .string($0) }), "origin": .optional(e.origin.map { .string($0) }),
          "onlyPassedOn": .bool(e.onlyPassedOn),
        ]
      }
      return ["root": .string(g.root), "nodes": .array(nodes), "edges": .array(edges)]
    }
    return JSONWriter(pretty: !compact).string(.array(items)) + "\n"
  }
}
