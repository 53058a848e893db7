import LayoutEngine
import LayoutcLowering

/// `--explain --format json`: the same explanation as data, schema `layoutc.explain/1`
/// (docs/explain.md). Nodes are a flat list in tree order with their depth; a proposal's axis is a
/// number, `null` (unspecified: "your ideal size") or the string `"infinity"`.
public enum ExplainJSON {
  public static let schema = "layoutc.explain/1"

  public static func render(_ explanations: [LayoutExplanation], compact: Bool = false) -> String {
    let document: JSONValue = .object([
      JSONMember("schema", .string(schema)),
      JSONMember("previews", .array(explanations.map(preview))),
    ])
    return JSONWriter(pretty: !compact).string(document) + "\n"
  }

  static func preview(_ e: LayoutExplanation) -> JSONValue {
    let p = e.preview
    return .object([
      JSONMember("name", .string(p.root.name)),
      JSONMember("proposal", proposal(p.root.proposal)),
      JSONMember("scale", .number(p.result.scale)),
      JSONMember("layoutDirection", .string(p.root.direction == .rightToLeft ? "rightToLeft" : "leftToRight")),
      JSONMember("safeArea", FramesJSON.rect(p.result.safeArea)),
      JSONMember("nodes", .array(e.nodes.map(node))),
    ])
  }

  static func node(_ n: LayoutExplanation.Node) -> JSONValue {
    var members: [JSONMember] = [
      JSONMember("depth", .integer(n.depth)),
      JSONMember("type", .string(n.entry?.type ?? n.title)),
      JSONMember("identity", .string(n.entry?.identity ?? "")),
    ]
    if let text = n.entry?.text { members.append(JSONMember("text", .string(text))) }
    if n.entry?.isImplicit == true { members.append(JSONMember("implicit", .bool(true))) }
    members.append(JSONMember("source", .object([
      JSONMember("file", .string(n.entry?.file ?? "")),
      JSONMember("line", .integer(n.entry?.line ?? 0)),
      JSONMember("column", .integer(n.entry?.column ?? 0)),
    ])))
    members.append(JSONMember("proposal", proposal(n.proposal)))
    members.append(JSONMember("size", size(n.size)))
    members.append(JSONMember("parent", n.parentIdentity.map(JSONValue.string) ?? .null))
    members.append(JSONMember("position", point(n.position)))
    members.append(JSONMember("windowOrigin", point(n.windowOrigin)))
    if let offset = n.drawOffset { members.append(JSONMember("drawOffset", point(offset))) }
    members.append(JSONMember("probes", .array(n.probes.map {
      .object([JSONMember("proposal", proposal($0.proposal)), JSONMember("size", size($0.size))])
    })))
    if n.probesOmitted > 0 { members.append(JSONMember("probesOmitted", .integer(n.probesOmitted))) }
    if let lines = n.lines { members.append(JSONMember("lines", .array(lines.map(JSONValue.string)))) }
    if let d = n.stack { members.append(JSONMember("stack", stack(d, n))) }
    return .object(members)
  }

  static func stack(_ d: StackDivisionTrace, _ n: LayoutExplanation.Node) -> JSONValue {
    .object([
      JSONMember("axis", .string(d.axis == .horizontal ? "horizontal" : "vertical")),
      JSONMember("alignment", .string(n.stackAlignment ?? "center")),
      JSONMember("proposal", proposal(d.proposal)),
      JSONMember("spacing", .number(d.internalSpacing)),
      JSONMember("unallocated", d.unallocatedSpace.map(number) ?? .null),
      JSONMember("steps", .array(d.steps.map { step in
        .object([
          JSONMember("child", .string(n.childTitles[step.child] ?? step.child.description)),
          JSONMember("index", .integer(step.index)),
          JSONMember("priorityGroup", .integer(step.priorityGroup)),
          JSONMember("layoutPriority", number(step.layoutPriority)),
          JSONMember("flexibility", step.flexibility.map(number) ?? .null),
          JSONMember("reservedForLowerPriorities", number(step.reservedForLowerPriorities)),
          JSONMember("remainingInGroup", step.remainingInGroup.map(number) ?? .null),
          JSONMember("offer", proposal(step.offer)),
          JSONMember("size", size(step.size)),
        ])
      })),
    ])
  }

  static func number(_ v: Double) -> JSONValue {
    v.isInfinite ? .string(v > 0 ? "infinity" : "-infinity") : .number(v)
  }

  static func proposal(_ p: ProposedSize) -> JSONValue {
    .object([JSONMember("width", p.width.map(number) ?? .null), JSONMember("height", p.height.map(number) ?? .null)])
  }

  static func size(_ s: Size) -> JSONValue {
    .object([JSONMember("width", .number(s.width)), JSONMember("height", .number(s.height))])
  }

  static func point(_ p: Point) -> JSONValue {
    .object([JSONMember("x", .number(p.x)), JSONMember("y", .number(p.y))])
  }
}
