import Foundation
import LayoutcLint
import LayoutcSource

/// `textDocument/codeAction`: each fix-it of a diagnostic in the range as a quick fix, and for
/// a lint finding, "suppress" inserting `// layoutc:disable:next RULE` above its line
/// (`Suppressions` in LayoutcLint reads it).
extension LanguageServer {
  func codeActions(_ params: JSONObject) throws -> Any {
    guard let uri = (params["textDocument"] as? JSONObject)?["uri"] as? String, let range = params["range"] as? JSONObject,
      let start = range["start"] as? JSONObject, let end = range["end"] as? JSONObject
    else { throw ResponseError(.invalidParams, "expected a textDocument and a range") }
    let (result, file, path) = try checked(uri)
    let encoding = state.encoding
    let offset = { (p: JSONObject) in encoding.offset(line: p["line"] as? Int ?? 0, character: p["character"] as? Int ?? 0, in: file) }
    let (from, to) = (offset(start), offset(end))
    let conversion = DiagnosticConversion(encoding: encoding, settings: state.settings, ruleFolder: state.scratchFolder + "/rules")
    var actions: [JSONObject] = []
    for d in result.diagnostics where d.file == path {
      guard let r = d.range, r.start.offset <= to, from <= r.end.offset else { continue }
      let diagnostic = conversion.json(d, in: file, sources: result.sources, uri: state.uri).map { [$0] } ?? []
      for fix in d.fixIts {
        let edit: JSONObject = ["range": encoding.json(fix.range, in: file), "newText": fix.replacement]
        actions.append([
          "title": fix.replacement.isEmpty ? "remove '\(file.text(in: fix.range))'" : "replace with '\(fix.replacement)'",
          "kind": "quickfix", "diagnostics": diagnostic, "isPreferred": d.fixIts.count == 1,
          "edit": ["changes": [uri: [edit]]],
        ])
      }
      if Linter.isFinding(d) {
        let line = file.lineText(r.start.line)
        let indent = String(line.prefix { $0 == " " || $0 == "\t" })
        let at = file.lineStarts[r.start.line - 1]
        let edit: JSONObject = [
          "range": encoding.json(SourceRange(at: file.location(at: at)), in: file),
          "newText": "\(indent)// layoutc:disable:next \(d.id)\n",
        ]
        actions.append([
          "title": "suppress '\(d.id)' on this line", "kind": "quickfix", "diagnostics": diagnostic,
          "edit": ["changes": [uri: [edit]]],
        ])
      }
    }
    return actions
  }
}
