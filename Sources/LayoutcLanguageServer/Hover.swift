import Foundation
import LayoutcLint
import LayoutcSema
import LayoutcSource

/// `textDocument/hover`: over a view member's name (`body`), its inferred type as `layoutc FILE`
/// prints it; over a lint finding, the rule's explanation (`layoutc rules ID`).
extension LanguageServer {
  func hover(_ params: JSONObject) throws -> Any {
    let (uri, position) = try Self.documentPosition(params)
    let (result, file, path) = try checked(uri)
    let offset = state.encoding.offset(line: position.line, character: position.character, in: file)
    let covers = { (r: SourceRange) in r.start.offset <= offset && offset <= r.end.offset }
    var sections: [String] = []
    var hovered: SourceRange?
    let members = result.members.filter { $0.file == path && covers($0.range) && !$0.type.containsError }
    if let m = members.min(by: { $0.range.end.offset - $0.range.start.offset < $1.range.end.offset - $1.range.start.offset }) {
      sections.append("```swift\n\(m.view).\(m.member): \(TypePrinter.print(m.type))\n```")
      hovered = m.range
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

  /// The `textDocument.uri` and `position` of a `TextDocumentPositionParams`.
  static func documentPosition(_ params: JSONObject) throws -> (String, (line: Int, character: Int)) {
    guard let uri = (params["textDocument"] as? JSONObject)?["uri"] as? String,
      let position = params["position"] as? JSONObject, let line = position["line"] as? Int,
      let character = position["character"] as? Int
    else { throw ResponseError(.invalidParams, "expected a textDocument and a position") }
    return (uri, (line, character))
  }
}
