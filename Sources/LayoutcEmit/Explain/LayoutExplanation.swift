import LayoutEngine
import LayoutcSource
import LayoutcLowering

/// The layout of one preview as the conversation the talks narrate (seed 003, WWDC19 "Building
/// Custom Views with SwiftUI": "the parent proposes a size, the child chooses its own size, the
/// parent places the child"): for each node in tree order, the proposal it was placed with, the
/// size it chose, where its parent put it, and for stacks how the space was divided. Built from
/// the layout result and its trace (`LayoutOptions(recordsTrace: true)`); rendered as text by
/// `ExplainText` and as JSON by `ExplainJSON`.
public struct LayoutExplanation: Sendable {
  public struct Node: Sendable {
    public var id: NodeID
    /// Depth below the explained subtree's top (0).
    public var depth: Int
    public var entry: SourceMap.Entry?
    /// `HStack`, `Text "Delicious"`, `(VStack)` for an implicit node.
    public var title: String
    public var proposal: ProposedSize
    public var size: Size
    /// Where the parent put it, in the parent's coordinates (layout position, offsets excluded),
    /// and in the window.
    public var position: Point
    public var windowOrigin: Point
    /// `offset` moves drawing only: the drawn frame minus the layout frame, when not zero.
    public var drawOffset: Point?
    /// Nil for the preview's root, which the window places.
    public var parentTitle: String?
    public var parentIdentity: String?
    /// Other proposals the node answered during layout (a stack measuring flexibility asks for
    /// the minimum and the maximum), in the order asked, without the final one.
    public var probes: [(proposal: ProposedSize, size: Size)]
    /// Further distinct proposals the node answered, not listed (past `maximumProbes`).
    public var probesOmitted: Int
    /// A Text's lines as shown.
    public var lines: [String]?
    /// A stack's division of its space for the proposal it was placed with, and the guide its
    /// children are lined up on across its axis.
    public var stack: StackDivisionTrace?
    public var stackAlignment: String?
    /// Child titles by node, for the stack steps.
    public var childTitles: [NodeID: String]
  }

  /// Proposals listed per node besides the one it was placed with. Nested stacks of flexible
  /// views can ask one node thousands of distinct proposals; past this the transcript says how
  /// many more there were, so its size stays linear in the node count.
  public static let maximumProbes = 64

  public var preview: LaidOutPreview
  public var nodes: [Node]

  /// The explanation of `top`'s subtree (the root's by default).
  public init(_ preview: LaidOutPreview, top: NodeID? = nil) {
    self.preview = preview
    nodes = []
    let start = top ?? preview.lowered.root
    let index = TraceIndex(preview.result.trace)
    var work: [(NodeID, Int)] = [(start, 0)]
    while let (id, depth) = work.popLast() {
      guard let layout = preview.result[id] else { continue }
      nodes.append(Self.node(id, depth: depth, layout: layout, in: preview, index: index))
      for child in preview.children(of: id).reversed() { work.append((child, depth + 1)) }
    }
  }

  static func node(_ id: NodeID, depth: Int, layout: NodeLayout, in p: LaidOutPreview, index: TraceIndex) -> Node {
    let parentLayout = layout.parent.flatMap { p.result[$0] }
    let position = parentLayout.map {
      Point(x: layout.layoutFrame.minX - $0.layoutFrame.minX, y: layout.layoutFrame.minY - $0.layoutFrame.minY)
    } ?? layout.layoutFrame.origin
    let parentDrawOffset = parentLayout.map { Point(x: $0.frame.minX - $0.layoutFrame.minX, y: $0.frame.minY - $0.layoutFrame.minY) }
      ?? Point(x: 0, y: 0)
    let ownOffset = Point(
      x: layout.frame.minX - layout.layoutFrame.minX - parentDrawOffset.x,
      y: layout.frame.minY - layout.layoutFrame.minY - parentDrawOffset.y)
    var probes: [(proposal: ProposedSize, size: Size)] = []
    var probesOmitted = 0
    // Proposals that differ only by floating-point noise (a third computed two ways) are the same.
    let same = ProposalSet.same
    var seen = ProposalSet()
    seen.insert(layout.proposal)
    for (proposal, size) in index.proposals[id] ?? [] where seen.insert(proposal) {
      if probes.count < maximumProbes { probes.append((proposal, size)) } else { probesOmitted += 1 }
    }
    var stack: StackDivisionTrace?
    var stackAlignment: String?
    switch p.lowered.tree[id].kind {
    case .hStack(let alignment, _):
      stackAlignment = alignment.description
    case .vStack(let alignment, _):
      stackAlignment = alignment.description
    default:
      break
    }
    if stackAlignment != nil {
      let divisions = index.divisions[id] ?? []
      stack = divisions.first { same($0.proposal, layout.proposal) } ?? divisions.last
    }
    var childTitles: [NodeID: String] = [:]
    for child in p.lowered.tree[id].children { childTitles[child] = title(child, in: p) }
    return Node(
      id: id, depth: depth, entry: p.lowered.sourceMap[id], title: title(id, in: p), proposal: layout.proposal,
      size: layout.frame.size, position: position, windowOrigin: layout.layoutFrame.origin,
      drawOffset: abs(ownOffset.x) > 1e-9 || abs(ownOffset.y) > 1e-9 ? ownOffset : nil,
      parentTitle: layout.parent.map { title($0, in: p) }, parentIdentity: layout.parent.flatMap { p.lowered.sourceMap[$0]?.identity },
      probes: probes, probesOmitted: probesOmitted, lines: p.displayedLines(of: id)?.map(\.text), stack: stack, stackAlignment: stackAlignment,
      childTitles: childTitles)
  }

  /// The name a person knows the node by: its type, a Text's string, implicit nodes in parentheses.
  static func title(_ id: NodeID, in p: LaidOutPreview) -> String {
    let entry = p.lowered.sourceMap[id]
    let type = PrintableText.escaped(entry?.type ?? p.lowered.tree[id].kind.name)
    var title = entry?.isImplicit == true ? "(\(type))" : type
    if let text = entry?.text { title += " " + FramesTextTree.quoted(text) }
    return title
  }
}

/// Which node `--explain=NODE` means: an identity path as `--identities` and `--frames` print it
/// (`ContentView/HStack/[0]/Text`), or a line of the spec, `file:line` or `line` (the outermost
/// node written on that line, so `Text("x").padding()` on one line explains the padding and the
/// Text inside it).
public enum ExplainSelection {
  public static func node(_ selector: String, in p: LaidOutPreview) -> NodeID? {
    var order: [NodeID] = []
    var work = [p.lowered.root]
    while let id = work.popLast() {
      guard p.result[id] != nil else { continue }
      order.append(id)
      work += p.children(of: id).reversed()
    }
    if let id = order.first(where: { p.lowered.sourceMap[$0]?.identity == selector }) { return id }
    // `file:line` or `line`.
    let parts = selector.split(separator: ":", omittingEmptySubsequences: false)
    guard let last = parts.last, let line = Int(last), line > 0 else { return nil }
    let file = parts.count > 1 ? parts.dropLast().joined(separator: ":") : nil
    return order.first { id in
      guard let e = p.lowered.sourceMap[id], e.line == line else { return false }
      guard let file else { return true }
      return e.file == file || e.file.hasSuffix("/" + file)
    }
  }
}

/// The trace's events grouped by node, built once: asking the trace per node would scan every
/// event for every node, which is quadratic (over a minute to explain a 7,000-view layout).
struct TraceIndex {
  var proposals: [NodeID: [(proposal: ProposedSize, size: Size)]] = [:]
  var divisions: [NodeID: [StackDivisionTrace]] = [:]

  init(_ trace: LayoutTrace?) {
    for event in trace?.events ?? [] {
      switch event {
      case .sized(let node, let proposal, let size, false): proposals[node, default: []].append((proposal, size))
      case .stackDivision(let division): divisions[division.node, default: []].append(division)
      default: break
      }
    }
  }
}
