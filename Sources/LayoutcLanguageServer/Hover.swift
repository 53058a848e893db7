import Foundation
import LayoutcDriver
import LayoutcLint
import LayoutcSema
import LayoutcSource

/// `textDocument/hover`: over a view member's name (`body`), its inferred type as `layoutc FILE`
/// prints it; over an expression (a view, a modifier call, a value), the type inferred for the
/// innermost one; over a lint finding, the rule's summary and rationale (`layoutc rules ID`).
extension LanguageServer {
  func hover(_ params: JSONObject) throws -> Any {
    let (uri, position) = try Self.documentPosition(params)
    let (result, file, path) = try checked(uri)
    let offset = state.encoding.offset(line: position.line, character: position.character, in: file)
    let covers = { (r: SourceRange) in r.start.offset <= offset && offset <= r.end.offset }
    var sections: [String] = []
    var hovered: SourceRange?
    let size = { (r: SourceRange) in r.end.offset - r.start.offset }
    let members = result.members.filter { $0.file == path && covers($0.range) && !$0.type.containsError }
    if let m = members.min(by: { size($0.range) < size($1.range) }) {
      sections.append("```swift\n\(m.view).\(m.member): \(TypePrinter.print(m.type))\n```")
      hovered = m.range
    } else if let e = result.expressionTypes[path]?.filter({ covers($0.range) }).min(by: { size($0.range) < size($1.range) }) {
      sections.append("```swift\n\(TypePrinter.print(e.type))\n```")
      hovered = e.range
    }
    let frames = previewFrames(path).filter { f in
      f.line == file.location(at: offset).line && f.column <= file.location(at: offset).column
        && file.location(at: offset).column <= f.column + f.name.utf8.count
    }
    if !frames.isEmpty {
      // Up to 3 decimals without trailing zeros, as `--tree` prints frames.
      let number = { (v: Double) -> String in
        var text = String(format: "%.3f", v)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
      }
      sections.append(frames.prefix(4).map { f in
        "`\(f.name)` in preview \(f.preview): x \(number(f.x)), y \(number(f.y)), \(number(f.width)) × \(number(f.height))"
      }.joined(separator: "\n\n"))
    }
    for d in result.diagnostics where d.file == path && Linter.isFinding(d) {
      guard let range = d.range, covers(range), let rule = RuleRegistry.description(of: d.id) else { continue }
      sections.append("**\(rule.id)**: \(rule.name)\n\n\(rule.summary).\n\n\(rule.rationale)")
      hovered = hovered ?? range
    }
    guard !sections.isEmpty else { return NSNull() }
    var out: JSONObject = ["contents": ["kind": "markdown", "value": sections.joined(separator: "\n\n---\n\n")]]
    if let hovered { out["range"] = state.encoding.json(hovered, in: file) }
    return out
  }

  /// The frames of the previews of the open documents of `path`'s input, laid out once a check.
  func previewFrames(_ path: String) -> [PreviewFrame] {
    guard let input = state.inputs[path] else { return [] }
    if let known = state.frames[input] { return known.filter { $0.file == path } }
    let documents = Set(state.store.documents.keys.filter { state.inputs[$0] == input })
    let frames = checker.previewFrames(inputs: [input], overlay: state.store.overlay, documents: documents)
    state.frames[input] = frames
    return frames.filter { $0.file == path }
  }

  /// The `textDocument.uri` and `position` of a `TextDocumentPositionParams`.
  static func documentPosition(_ params: JSONObject) throws -> (String, (line: Int, character: Int)) {
    guard let uri = (params["textDocument"] as? JSONObject)?["uri"] as? String,
      let position = params["position"] as? JSONObject, let line = position["line"] as? Int,
      let character = position["character"] as? Int
    else { throw ResponseError(.invalidParams, "expected a textDocument and a position") }
    return (uri, (line, character))
  }
}
