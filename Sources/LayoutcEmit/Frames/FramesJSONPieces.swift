import Foundation
import LayoutEngine
import LayoutcEval
import LayoutcLowering

/// Cuts the frames document into pieces that format apart (`PiecewiseJSONDocument`): runs of
/// consecutive sibling subtrees of at most `partNodes` nodes each become a part, and the nodes
/// above them, whose subtrees are larger, are written here with the text around the parts.
///
/// A part is a run of siblings rather than one subtree so that a wide container (a root with
/// 100,000 rows) gives parts of a useful size instead of 100,000 tiny ones; a chain nesting
/// deeper than `partNodes` is written here node by node down to where it fits.
struct FramesJSONPieces {
  /// Nodes per part: ~1.6 MB of pretty text, enough that handing a part over costs nothing
  /// next to formatting it, small enough that a few parts in memory at once are little.
  static let partNodes = 1_024
  /// Bytes a node takes, roughly, to reserve a part's buffer (pretty; compact takes about half).
  static let bytesPerNode = 2_048

  var document: PiecewiseJSONDocument
  /// Prints the identities of the nodes written here (each part has its own).
  var identities = IdentityPathPrinter()

  init(pretty: Bool) { document = PiecewiseJSONDocument(pretty: pretty) }

  /// Writes node `id` of `p` at `json`'s position, its children as parts wherever they fit in one.
  mutating func split(_ id: NodeID, of p: LaidOutPreview, into json: inout JSONStream) {
    let sizes = Self.subtreeSizes(p)
    guard sizes[id.rawValue] > Self.partNodes else {
      var identities = IdentityPathPrinter()
      FramesJSON.node(id, in: p, identities: &identities, into: &json)
      return
    }
    split(id, of: p, sizes: sizes, into: &json)
  }

  private mutating func split(_ id: NodeID, of p: LaidOutPreview, sizes: [Int], into json: inout JSONStream) {
    FramesJSON.header(id, in: p, identities: &identities, into: &json)
    var run: [NodeID] = []
    var runNodes = 0
    for child in p.lowered.tree.nodes[id.rawValue].children where p.result[child] != nil {
      let size = sizes[child.rawValue]
      if size > Self.partNodes {
        addPart(&run, &runNodes, of: p, at: &json)
        split(child, of: p, sizes: sizes, into: &json)
        continue
      }
      if runNodes + size > Self.partNodes { addPart(&run, &runNodes, of: p, at: &json) }
      run.append(child)
      runNodes += size
    }
    addPart(&run, &runNodes, of: p, at: &json)
    json.endArray()
    json.endObject()
  }

  /// The text written so far, then `run` as a part that resumes where `json` is; `json` goes on
  /// after it as though it had written the run.
  private mutating func addPart(_ run: inout [NodeID], _ runNodes: inout Int, of p: LaidOutPreview, at json: inout JSONStream) {
    guard !run.isEmpty else { return }
    document.append(.text(json.takeBytes()))
    let nodes = run
    document.append(
      .part(position: json.position, estimate: runNodes * Self.bytesPerNode / (document.pretty ? 1 : 2)) { stream in
        var identities = IdentityPathPrinter()
        for id in nodes { FramesJSON.node(id, in: p, identities: &identities, into: &stream) }
      })
    json.skipElements(run.count)
    run.removeAll()
    runNodes = 0
  }

  /// For every node, how many nodes its subtree writes (itself and its laid-out descendants).
  /// The tree is built bottom-up (`LayoutTree`: children are added before their parent), so one
  /// pass in index order sees every child before its parent.
  static func subtreeSizes(_ p: LaidOutPreview) -> [Int] {
    let nodes = p.lowered.tree.nodes
    var sizes = [Int](repeating: 1, count: nodes.count)
    for i in nodes.indices {
      for child in nodes[i].children where p.result[child] != nil && child.rawValue < i {
        sizes[i] += sizes[child.rawValue]
      }
    }
    return sizes
  }
}
