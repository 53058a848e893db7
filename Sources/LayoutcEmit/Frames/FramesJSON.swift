import LayoutEngine
import LayoutcLowering
import LayoutcText

/// `--frames`: every laid-out root as JSON, schema `layoutc.frames/1` (docs/frames-json.md,
/// validated by docs/frames.schema.json).
///
///     {"schema": "layoutc.frames/1", "previews": [{"name", "proposal": {"width", "height"},
///       "scale", "layoutDirection", "root": NODE}]}
///     NODE = {"type", "kind", "identity", ["text", "font", "lines"], ["implicit"], ["hidden"],
///             "source", "frame", "pixelFrame", "children"}
///
/// `type` is the name written in the spec: the view's (`Text`, `HStack`, a user view's name) or
/// the modifier's (`padding`, `frame`, `background`, `border`). Children are in source order;
/// background and overlay list the modified view first, then their content. Frames are window
/// coordinates in points, unrounded, offsets included; `pixelFrame` is that frame rounded to the
/// display's pixels edge by edge, as the engine rounds. A Text adds its font and the lines it
/// shows (`{"text", "x", "width", "baseline"}`, relative to its frame), "…" included.
public enum FramesJSON {
  public static let schema = "layoutc.frames/1"

  public static func render(_ previews: [LaidOutPreview]) -> String {
    let document: JSONValue = .object([
      JSONMember("schema", .string(schema)),
      JSONMember("previews", .array(previews.map(preview))),
    ])
    return JSONWriter(pretty: true).string(document) + "\n"
  }

  static func preview(_ p: LaidOutPreview) -> JSONValue {
    let proposal = p.root.proposal
    return .object([
      JSONMember("name", .string(p.root.name)),
      JSONMember("proposal", .object([
        JSONMember("width", proposal.width.map(JSONValue.number) ?? .null),
        JSONMember("height", proposal.height.map(JSONValue.number) ?? .null),
      ])),
      JSONMember("scale", .number(p.result.scale)),
      JSONMember("layoutDirection", .string(p.root.direction == .rightToLeft ? "rightToLeft" : "leftToRight")),
      JSONMember("root", node(p.lowered.root, in: p)),
    ])
  }

  static func node(_ id: NodeID, in p: LaidOutPreview) -> JSONValue {
    let entry = p.lowered.sourceMap[id]
    let layout = p.result[id]
    var members: [JSONMember] = [
      JSONMember("type", .string(entry?.type ?? p.lowered.tree[id].kind.name)),
      JSONMember("kind", .string(entry?.kind.rawValue ?? "view")),
      JSONMember("identity", .string(entry?.identity ?? "")),
    ]
    if let text = entry?.text { members.append(JSONMember("text", .string(text))) }
    if let font = entry?.textAttributes?.font.textFont {
      members.append(JSONMember("font", .object([
        JSONMember("size", .number(font.size)), JSONMember("weight", .string("\(font.weight)")),
      ])))
    }
    if let lines = p.displayedLines(of: id) {
      members.append(JSONMember("lines", .array(lines.map { line in
        .object([
          JSONMember("text", .string(line.text)), JSONMember("x", .number(line.x)),
          JSONMember("width", .number(line.width)), JSONMember("baseline", .number(line.baseline)),
        ])
      })))
    }
    if entry?.isImplicit == true { members.append(JSONMember("implicit", .bool(true))) }
    if layout?.isHidden == true { members.append(JSONMember("hidden", .bool(true))) }
    members.append(JSONMember("source", .object([
      JSONMember("file", .string(entry?.file ?? "")),
      JSONMember("line", .integer(entry?.line ?? 0)),
      JSONMember("column", .integer(entry?.column ?? 0)),
    ])))
    members.append(JSONMember("frame", rect(layout?.frame ?? .zero)))
    members.append(JSONMember("pixelFrame", rect(layout?.pixelFrame ?? .zero)))
    members.append(JSONMember("children", .array(p.children(of: id).map { node($0, in: p) })))
    return .object(members)
  }

  static func rect(_ r: Rect) -> JSONValue {
    .object([
      JSONMember("x", .number(r.minX)), JSONMember("y", .number(r.minY)),
      JSONMember("width", .number(r.width)), JSONMember("height", .number(r.height)),
    ])
  }
}
