import Foundation
import LayoutEngine
import LayoutcEval
import LayoutcLowering
import LayoutcText

/// `--frames`: every laid-out root as JSON, schema `layoutc.frames/1` (docs/frames-json.md,
/// validated by docs/frames.schema.json).
///
///     {"schema": "layoutc.frames/1", "previews": [{"name", "proposal": {"width", "height"},
///       "scale", "layoutDirection", "root": NODE}]}
///     NODE = {"type", "kind", "identity", ["text", "font", "lines"], ["implicit"], ["estimated"], ["assumed"], ["hidden"],
///             "source", "frame", "pixelFrame", "children"}
///
/// `type` is the name written in the spec: the view's (`Text`, `HStack`, a user view's name) or
/// the modifier's (`padding`, `frame`, `background`, `border`). Children are in source order;
/// background and overlay list the modified view first, then their content. Frames are window
/// coordinates in points, unrounded, offsets included; `pixelFrame` is that frame rounded to the
/// display's pixels edge by edge, as the engine rounds. A Text adds its font and the lines it
/// shows (`{"text", "x", "width", "baseline"}`, relative to its frame), "…" included. A node
/// whose layout rests on an assumption of a tolerant file lists their names in `assumed`; one whose
/// size rests on an estimated metric (a control's size no source gives) has `"estimated": true`.
public enum FramesJSON {
  public static let schema = "layoutc.frames/1"

  /// The document as text; `pretty: false` is `--compact` (one line, no whitespace).
  public static func render(_ previews: [LaidOutPreview], pretty: Bool = true) -> String {
    String(decoding: renderBytes(previews, pretty: pretty), as: UTF8.self)
  }

  /// `render` as UTF-8 bytes, final newline included, formatted on `threads` threads.
  public static func renderBytes(
    _ previews: [LaidOutPreview], pretty: Bool = true, threads: Int = ProcessInfo.processInfo.activeProcessorCount
  ) -> [UInt8] {
    document(previews, pretty: pretty).bytes(threads: threads)
  }

  /// The document in pieces that format apart (`PiecewiseJSONDocument`): runs of sibling
  /// subtrees of at most `partNodes` nodes, and the text around them (`FramesJSONPieces`).
  /// Streamed node by node rather than built as a `JSONValue` tree: at 100,000 views the tree's
  /// allocations cost more than writing the text.
  public static func document(_ previews: [LaidOutPreview], pretty: Bool = true) -> PiecewiseJSONDocument {
    var pieces = FramesJSONPieces(pretty: pretty)
    var json = JSONStream(pretty: pretty)
    json.beginObject()
    json.key("schema")
    json.string(schema)
    json.key("previews")
    json.beginArray()
    for p in previews { preview(p, into: &json, pieces: &pieces) }
    json.endArray()
    json.endObject()
    pieces.document.append(.text(json.finish(newline: true)))
    return pieces.document
  }

  static func preview(_ p: LaidOutPreview, into json: inout JSONStream, pieces: inout FramesJSONPieces) {
    let proposal = p.root.proposal
    json.beginObject()
    json.key("name")
    json.string(p.root.name)
    json.key("proposal")
    json.beginObject()
    json.key("width")
    if let width = proposal.width { json.number(width) } else { json.null() }
    json.key("height")
    if let height = proposal.height { json.number(height) } else { json.null() }
    json.endObject()
    json.key("scale")
    json.number(p.result.scale)
    json.key("layoutDirection")
    json.string(p.root.direction == .rightToLeft ? "rightToLeft" : "leftToRight")
    json.key("root")
    pieces.split(p.lowered.root, of: p, into: &json)
    json.endObject()
  }

  /// One node and its subtree.
  static func node(_ id: NodeID, in p: LaidOutPreview, identities: inout IdentityPathPrinter, into json: inout JSONStream) {
    header(id, in: p, identities: &identities, into: &json)
    for child in p.lowered.tree.nodes[id.rawValue].children where p.result[child] != nil {
      node(child, in: p, identities: &identities, into: &json)
    }
    json.endArray()
    json.endObject()
  }

  /// A node up to its children: its members, then `"children": [`, left open. Identities are
  /// printed by `identities`, which reuses the prefix a path shares with the one printed before
  /// it (nodes come in tree order): printing each from scratch was a third of the emit. The
  /// node's source-map entry is read in place (`SourceMap.withEntry`), and a Text's lines are
  /// laid out without its root's shaping cache, so that parts format on several threads with
  /// no lock between them (`LaidOutPreview.displayedLines(of:)`).
  static func header(_ id: NodeID, in p: LaidOutPreview, identities: inout IdentityPathPrinter, into json: inout JSONStream) {
    let written: Void? = p.lowered.sourceMap.withEntry(id) { entry in
      header(id, entry, in: p, identities: &identities, into: &json)
    }
    if written == nil { headerWithoutEntry(id, in: p, into: &json) }
  }

  private static func header(
    _ id: NodeID, _ entry: SourceMap.EntryInPlace, in p: LaidOutPreview, identities: inout IdentityPathPrinter,
    into json: inout JSONStream
  ) {
    json.beginObject()
    json.key("type")
    json.string(entry.type)
    json.key("kind")
    json.string(entry.kind.rawValue)
    json.key("identity")
    // A node the lowering added has a suffix only `identity` prints (`/(type)`).
    let path = entry.path
    if entry.identityLength == path.length {
      identities.withDescription(of: path) { json.string(utf8: $0) }
    } else {
      json.string(entry.identity)
    }
    if let text = entry.text {
      json.key("text")
      json.string(text)
    }
    if let font = entry.textAttributes?.font.textFont {
      json.key("font")
      json.beginObject()
      json.key("size")
      json.number(font.size)
      json.key("weight")
      json.string(font.weight.name)
      json.endObject()
    }
    lines(id, in: p, into: &json)
    if entry.isImplicit {
      json.key("implicit")
      json.bool(true)
    }
    // The size rests on a metric no source gives (docs/layout.md, "Screen views").
    if entry.isEstimated {
      json.key("estimated")
      json.bool(true)
    }
    // The assumptions this node's layout rests on (docs/language.md, "Assumptions").
    let assumed = entry.assumed
    if !assumed.isEmpty {
      json.key("assumed")
      json.beginArray()
      for name in assumed { json.string(name) }
      json.endArray()
    }
    hidden(id, in: p, into: &json)
    source(file: entry.file, line: entry.line, column: entry.column, into: &json)
    frames(id, in: p, into: &json)
  }

  /// `header` of a node the source map has no entry for (a tree built by hand in a test).
  private static func headerWithoutEntry(_ id: NodeID, in p: LaidOutPreview, into json: inout JSONStream) {
    json.beginObject()
    json.key("type")
    json.string(p.lowered.tree.nodes[id.rawValue].kind.name)
    json.key("kind")
    json.string("view")
    json.key("identity")
    json.string("")
    lines(id, in: p, into: &json)
    hidden(id, in: p, into: &json)
    source(file: "", line: 0, column: 0, into: &json)
    frames(id, in: p, into: &json)
  }

  /// A Text's `lines`.
  private static func lines(_ id: NodeID, in p: LaidOutPreview, into json: inout JSONStream) {
    guard let lines = p.displayedLines(of: id) else { return }
    json.key("lines")
    json.beginArray()
    for line in lines {
      json.beginObject()
      json.key("text")
      json.string(line.text)
      json.key("x")
      json.number(line.x)
      json.key("width")
      json.number(line.width)
      json.key("baseline")
      json.number(line.baseline)
      json.endObject()
    }
    json.endArray()
  }

  private static func hidden(_ id: NodeID, in p: LaidOutPreview, into json: inout JSONStream) {
    if p.result[id]?.isHidden == true {
      json.key("hidden")
      json.bool(true)
    }
  }

  private static func source(file: String, line: Int, column: Int, into json: inout JSONStream) {
    json.key("source")
    json.beginObject()
    json.key("file")
    json.string(file)
    json.key("line")
    json.integer(line)
    json.key("column")
    json.integer(column)
    json.endObject()
  }

  /// The node's frames, then `"children": [` left open.
  private static func frames(_ id: NodeID, in p: LaidOutPreview, into json: inout JSONStream) {
    let layout = p.result[id]
    json.key("frame")
    rect(layout?.frame ?? .zero, into: &json)
    json.key("pixelFrame")
    rect(layout?.pixelFrame ?? .zero, into: &json)
    json.key("children")
    json.beginArray()
  }

  static func rect(_ r: Rect, into json: inout JSONStream) {
    json.beginObject()
    json.key("x")
    json.number(r.minX)
    json.key("y")
    json.number(r.minY)
    json.key("width")
    json.number(r.width)
    json.key("height")
    json.number(r.height)
    json.endObject()
  }

  static func rect(_ r: Rect) -> JSONValue {
    .object([
      JSONMember("x", .number(r.minX)), JSONMember("y", .number(r.minY)),
      JSONMember("width", .number(r.width)), JSONMember("height", .number(r.height)),
    ])
  }
}
