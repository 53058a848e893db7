import LayoutcEval
import LayoutcSource

/// `--dependencies --format dot`: the graph for Graphviz, drawn as the talk draws it:
/// dependencies above, an arrow from each to the views it invalidates, and the view hierarchy
/// as dashed lines, which shows why it is "a graph, not a tree".
public enum DependenciesDOT {
  public static func render(_ graphs: [DependencyGraph]) -> String {
    var out = "digraph dependencies {\n  rankdir=TB;\n  node [fontname=\"Helvetica\", fontsize=11];\n  edge [fontname=\"Helvetica\", fontsize=9];\n"
    for (k, g) in graphs.enumerated() {
      out += "  subgraph cluster_\(k) {\n    label=\(quoted(g.root));\n"
      for v in g.views {
        out += "    \(quoted("\(k):view:\(v.identity)")) [shape=box, style=rounded, label=\(quoted(v.name + "\n" + v.identity))];\n"
      }
      for n in g.nodes {
        let style = n.kind == .object ? "shape=ellipse, style=filled, fillcolor=\"#fde2c8\"" : "shape=ellipse, style=filled, fillcolor=\"#dcebfa\""
        out += "    \(quoted("\(k):\(n.id)")) [\(style), label=\(quoted(n.label))];\n"
      }
      for v in g.views {
        if let p = v.parent { out += "    \(quoted("\(k):view:\(p)")) -> \(quoted("\(k):view:\(v.identity)")) [style=dashed, arrowhead=none, color=gray];\n" }
      }
      for n in g.nodes {
        if let s = n.source { out += "    \(quoted("\(k):\(s)")) -> \(quoted("\(k):\(n.id)")) [style=dashed, label=\"copy\"];\n" }
      }
      for e in g.edges {
        let style = e.relation == .reads ? "" : e.relation == .unobserved ? ", style=dotted, color=red" : ", style=dotted"
        out += "    \(quoted("\(k):\(e.node)")) -> \(quoted("\(k):view:\(e.view)")) [label=\(quoted(e.property))\(style)];\n"
      }
      out += "  }\n"
    }
    return out + "}\n"
  }

  /// A DOT string: backslashes, quotes and line breaks escaped (`\n` is DOT's centred line
  /// break), control and bidirectional characters written as escapes.
  static func quoted(_ s: String) -> String {
    var r = "\""
    for ch in s.unicodeScalars {
      switch ch {
      case "\\": r += "\\\\"
      case "\"": r += "\\\""
      case "\n": r += "\\n"
      case _ where PrintableText.mustEscape(ch):
        // Shown as Swift writes it (`\u{1B}`), the backslash escaped for DOT.
        r += "\\\\u{" + String(ch.value, radix: 16, uppercase: true) + "}"
      default: r.unicodeScalars.append(ch)
      }
    }
    return r + "\""
  }
}
