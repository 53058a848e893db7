import LayoutcEval
import LayoutcSource

/// `--dependencies=VIEW`: one view's dependencies told in sentences: what its body reads, who
/// else reads the same, and which bodies a change would re-run.
public enum DependencyNarration {
  /// The views `query` names: an identity path as `--identities` prints it, or a view's name
  /// (every instance of it).
  public static func matches(_ query: String, in g: DependencyGraph) -> [DependencyGraph.View] {
    let exact = g.views.filter { $0.identity == query }
    return exact.isEmpty ? g.views.filter { $0.name == query || $0.name.hasSuffix("." + query) } : exact
  }

  public static func text(_ views: [DependencyGraph.View], in g: DependencyGraph) -> String {
    var out: [String] = []
    for v in views {
      if !out.isEmpty { out.append("") }
      out.append("\(v.identity)  \(v.name)  \(v.file):\(v.line):\(v.column)")
      out.append(v.parent.map { "  Created by the body of \($0); when that body re-runs, \(v.name) is re-created and compared with its previous value." }
        ?? "  A root: nothing above it passes it values.")
      let edges = g.edges(of: v.identity)
      if edges.isEmpty {
        out.append("  Its body reads no state, binding, environment value or object: only new values from its parent re-run it.")
      }
      for e in edges {
        guard let node = g.node(e.node) else { continue }
        out.append("")
        out.append("  " + sentence(e, node))
        if let source = node.source.flatMap({ g.node($0) }) {
          let upstream = g.readers(of: source.id).map(\.view)
          out.append("    It is a copy of \(source.label)" + (upstream.isEmpty ? "." : ", which " + listed(upstream) + " also depend\(upstream.count == 1 ? "s" : "") on."))
        }
        // A view reading an object without observing it does not depend on it.
        let dependents = g.readers(of: node.id).filter { $0.relation != .unobserved }
        let others = dependents.filter { $0.view != v.identity }
        out.append(others.isEmpty
          ? "    No other view depends on it."
          : "    Also depending on it: " + listed(others.map { "\($0.view) (\($0.property))" }) + ".")
        let copies = g.copies(of: node.id).flatMap { g.readers(of: $0.id) }.filter { $0.view != v.identity }
        if !copies.isEmpty {
          out.append("    Passed on as a copy to: " + listed(copies.map { "\($0.view) (\($0.property))" }) + "; they re-run when it arrives changed.")
        }
        let rerun = dependents.map(\.view)
        out.append(rerun.isEmpty ? "    A change to it re-runs no body."
          : "    A change to it re-runs the bod\(rerun.count == 1 ? "y" : "ies") of " + listed(rerun) + ".")
      }
    }
    return out.map { PrintableText.escaped($0) }.joined(separator: "\n") + "\n"
  }

  /// At most `listLimit` names, then how many more: a dependency every row reads would
  /// otherwise make each row's narration as long as the list of rows.
  static let listLimit = 8

  static func listed(_ names: [String]) -> String {
    names.count <= listLimit ? names.joined(separator: ", ")
      : names.prefix(listLimit).joined(separator: ", ") + " and \(names.count - listLimit) more"
  }

  static func sentence(_ e: DependencyGraph.Edge, _ node: DependencyGraph.Node) -> String {
    let via = "\(e.wrapper) \(e.property)"
    let origin = e.origin.map { ", passed as \($0)" } ?? ""
    if e.relation == .input {
      return "Takes \(via)\(origin), without reading it in the body; a new value from the parent still makes the view unequal, and its body re-runs."
    }
    switch node.kind {
    case .state: return "Reads \(node.label) through \(via)\(origin)."
    case .binding: return "Reads \(via), a binding whose source layoutc did not follow."
    case .property: return "Reads \(via)\(origin): a new value from the parent makes the view unequal."
    case .environment: return e.relation == .reads ? "Reads the environment key \(node.label)." : "Observes the environment key \(node.label) through \(via) without reading it in the body."
    case .object where e.relation == .unobserved:
      return "Reads \(e.members.joined(separator: ", ")) of \(node.label) through \(via) without observing it: no wrapper subscribes the view, so a change to the object does not re-run its body."
    case .object:
      let read = e.members.isEmpty ? "reads none of its properties" : "reads \(e.members.joined(separator: ", "))"
      return "Observes the whole \(node.label) through \(via)\(origin); its body \(read), but any @Published change re-runs it."
    case .observable: return "Reads \(node.label) through \(via)\(origin); Observation re-runs it only when this property changes."
    }
  }
}
