import LayoutEngine
import LayoutcLowering
import LayoutcSema
import LayoutcSource

/// One preview laid out on one device in one direction, ready for the preview page: its picture
/// (the `--svg` drawing of that preview alone, embedded) and, for each view in tree order, what
/// the inspector shows: type, frame, identity path, source location and its `--explain` block.
/// Rendered as soon as the layout is done, so the layout and its trace need not be kept.
public struct PreviewPageVariant: Sendable {
  public var device: PreviewDevice
  public var rightToLeft: Bool
  /// The `<svg>` element.
  public var svg: String
  /// The views as the page's script reads them (`PreviewPage`'s data).
  public var nodes: JSONValue
  public var nodeCount: Int

  /// `"iphone-15-pro/ltr"`: the key the page's script looks a layout up by.
  public var key: String { PreviewPageVariant.key(device, rightToLeft: rightToLeft) }

  public static func key(_ device: PreviewDevice, rightToLeft: Bool) -> String {
    device.rawValue + (rightToLeft ? "/rtl" : "/ltr")
  }

  /// Bytes this variant adds to the page (its picture and data), for the page's size limit.
  public var byteCount: Int { svg.utf8.count + JSONWriter(pretty: false).string(nodes).utf8.count }

  /// - Parameters:
  ///   - preview: laid out with `LayoutOptions(recordsTrace: true)`, so each node's proposals
  ///     and its stack's division can be explained.
  ///   - bodyTypes: the inferred `body` type of each user view by name (the types report), shown
  ///     for the nodes that are those views.
  public init(_ preview: LaidOutPreview, device: PreviewDevice, labels: Bool, bodyTypes: [String: String]) {
    self.device = device
    rightToLeft = preview.root.direction == .rightToLeft
    svg = FramesSVG.render([preview], options: FramesSVG.Options(labels: labels, embedded: true))
    let explanation = LayoutExplanation(preview)
    var index: [NodeID: Int] = [:]
    var items: [JSONValue] = []
    for var node in explanation.nodes {
      guard let layout = preview.result[node.id] else { continue }
      index[node.id] = items.count
      let depth = node.depth
      node.depth = 0
      let f = layout.frame
      let entry = node.entry
      var members: [JSONMember] = [
        JSONMember("title", .string(node.title)),
        JSONMember("type", .string(entry.map { $0.isImplicit ? "(\($0.type))" : $0.type } ?? preview.lowered.tree[node.id].kind.name)),
        JSONMember("depth", .integer(depth)),
        JSONMember("parent", .optional(layout.parent.flatMap { index[$0] }.map { .integer($0) })),
        JSONMember("frame", .array([f.minX, f.minY, f.width, f.height].map { .number(Self.finite($0)) })),
        JSONMember("identity", .optional(entry.map { .string($0.identity) })),
        JSONMember("source", .optional(entry.map { .string("\($0.file):\($0.line):\($0.column)") })),
        JSONMember("explain", .string(ExplainText.block(node, preview).joined(separator: "\n"))),
      ]
      if let type = entry?.type, let body = bodyTypes[type] { members.append(JSONMember("bodyType", .string("\(type).body: \(body)"))) }
      if let assumed = entry?.assumed, !assumed.isEmpty { members.append(JSONMember("assumed", .array(assumed.map { .string($0) }))) }
      if layout.isHidden { members.append(JSONMember("hidden", true)) }
      items.append(.object(members))
    }
    nodes = .array(items)
    nodeCount = items.count
  }

  /// Non-finite numbers (an unbounded `sizeThatFits` axis) are not JSON.
  static func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }

  /// The `body` type of every user view of a module, printed as the types report prints it.
  public static func bodyTypes(_ members: [MemberType]) -> [String: String] {
    var types: [String: String] = [:]
    for m in members where m.member == "body" && !m.type.containsError { types[m.view] = TypePrinter.print(m.type) }
    return types
  }
}
