import Foundation
import LayoutcLint
import LayoutcSource

/// layoutc's diagnostics as LSP `Diagnostic`s: the stable id as `code`, lint rules linked by
/// `codeDescription`, notes as `relatedInformation`, assumptions as configured.
struct DiagnosticConversion {
  var encoding: PositionEncoding
  var settings: ServerSettings
  /// Where rule explanations are written when no `ruleDocumentationBase` is configured.
  var ruleFolder: String

  /// `d` in `file`, or nil when the settings hide it (`assumptions: "off"`).
  func json(_ d: Diagnostic, in file: SourceFile, sources: [String: SourceFile], uri: (String) -> String) -> JSONObject? {
    let isAssumption = d.id.hasPrefix("assumed.")
    // Each assumption is shown where it is made, so the module's summary would only repeat them.
    if isAssumption && (settings.assumptions == .off || d.id == "assumed.summary") { return nil }
    let range = d.range ?? SourceRange(at: file.location(at: 0))
    var out: JSONObject = [
      "range": encoding.json(range, in: file), "severity": severity(d, isAssumption: isAssumption),
      "code": d.id, "source": "layoutc", "message": d.message,
    ]
    if let href = ruleDocumentation(d.id) { out["codeDescription"] = ["href": href] }
    let related: [JSONObject] = d.notes.map { note in
      let noteFile = note.file.flatMap { sources[$0] } ?? file
      let noteRange = note.range ?? range
      return ["location": ["uri": uri(noteFile.path), "range": encoding.json(noteRange, in: noteFile)], "message": note.message]
    }
    if !related.isEmpty { out["relatedInformation"] = related }
    return out
  }

  /// LSP's `DiagnosticSeverity`: Error 1, Warning 2, Information 3, Hint 4.
  private func severity(_ d: Diagnostic, isAssumption: Bool) -> Int {
    if isAssumption { return settings.assumptions == .information ? 3 : 4 }
    switch d.severity {
    case .error: return 1
    case .warning: return 2
    case .note: return 3
    case .remark: return 4
    }
  }

  /// A link to the explanation of lint rule `id`, nil for other ids.
  func ruleDocumentation(_ id: String) -> String? {
    guard let rule = RuleRegistry.description(of: id) else { return nil }
    if let base = settings.ruleDocumentationBase { return base + id }
    let path = ruleFolder + "/" + id + ".txt"
    if !FileManager.default.fileExists(atPath: path) {
      try? FileManager.default.createDirectory(atPath: ruleFolder, withIntermediateDirectories: true)
      try? RulesDocument.detail(rule).write(toFile: path, atomically: true, encoding: .utf8)
    }
    return URL(fileURLWithPath: path).absoluteString
  }
}
