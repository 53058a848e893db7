import LayoutcSource

/// Diagnostics as a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format), the
/// input of GitHub code scanning and of SARIF viewers.
///
/// One run; `tool.driver.rules` lists each distinct diagnostic id used, sorted, described by
/// the metadata table when it has an entry; each result points at its rule by `ruleId` and
/// `ruleIndex`. Every rule has a non-empty `shortDescription` and `fullDescription`, which
/// GitHub code scanning requires: an id without a summary gets "layoutc diagnostic 'ID'",
/// and one without details its summary again. Levels: error, warning, and note (for notes and
/// remarks). Located notes become `relatedLocations`; notes without a location are appended
/// to the message text. Fix-its become `fixes`.
///
/// SARIF cannot count columns in UTF-8 bytes: it offers UTF-16 code units (its default) or
/// Unicode code points. The log declares `"columnKind": "unicodeCodePoints"` and converts
/// every column through the source file; a file missing from `sources` keeps byte columns,
/// which agree for ASCII lines. `endColumn` is exclusive, as SARIF defines it and as the
/// model's ranges are.
///
/// Paths become URI references: a relative path stays relative (repository-relative when
/// layoutc runs at the repository root, as code scanning expects), less any leading `./`; an
/// absolute path becomes a `file://` URI, which code scanning makes relative to the checkout.
public struct SARIFDiagnosticRenderer: DiagnosticRenderer {
  public static let schemaURI =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  public var tool: ToolIdentity
  /// Descriptions of ids, by id. Ids without an entry get generic descriptions naming them.
  public var rules: [String: DiagnosticRuleMetadata]

  public init(tool: ToolIdentity = .layoutc, rules: [String: DiagnosticRuleMetadata] = [:]) {
    self.tool = tool
    self.rules = rules
  }

  public func render(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) -> String {
    let ruleIDs = Set(diagnostics.map(\.id)).sorted()
    let ruleIndex = Dictionary(uniqueKeysWithValues: ruleIDs.enumerated().map { ($1, $0) })
    var driver: [JSONMember] = [JSONMember("name", .string(tool.name))]
    driver.append(JSONMember("version", .string(tool.version)))
    if let uri = tool.informationURI { driver.append(JSONMember("informationUri", .string(uri))) }
    driver.append(JSONMember("rules", .array(ruleIDs.map(ruleValue))))
    let log: JSONValue = [
      "$schema": .string(SARIFDiagnosticRenderer.schemaURI),
      "version": "2.1.0",
      "runs": [
        [
          "tool": ["driver": .object(driver)],
          "columnKind": "unicodeCodePoints",
          "results": .array(
            diagnostics.map { result($0, ruleIndex: ruleIndex[$0.id] ?? 0, sources: sources) }),
        ]
      ],
    ]
    return log.rendered(pretty: true) + "\n"
  }

  private func ruleValue(_ id: String) -> JSONValue {
    var members = [JSONMember("id", .string(id))]
    let meta = rules[id]
    if let name = meta?.name { members.append(JSONMember("name", .string(name))) }
    let summary = Self.nonEmpty(meta?.summary) ?? "\(tool.name) diagnostic '\(id)'"
    let details = Self.nonEmpty(meta?.details) ?? summary
    members.append(JSONMember("shortDescription", ["text": .string(summary)]))
    members.append(JSONMember("fullDescription", ["text": .string(details)]))
    // GitHub code scanning shows `help` in the alert (its SARIF-support page lists it).
    members.append(JSONMember("help", ["text": .string(details)]))
    if let help = meta?.helpURI { members.append(JSONMember("helpUri", .string(help))) }
    if let severity = meta?.defaultSeverity {
      members.append(JSONMember("defaultConfiguration", ["level": .string(Self.level(severity))]))
    }
    return .object(members)
  }

  private static func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
  }

  private func result(_ d: Diagnostic, ruleIndex: Int, sources: [String: SourceFile]) -> JSONValue {
    var text = d.message
    for note in d.notes where note.range == nil { text += "\nnote: " + note.message }
    var members: [JSONMember] = [
      JSONMember("ruleId", .string(d.id)),
      JSONMember("ruleIndex", .integer(ruleIndex)),
      JSONMember("level", .string(Self.level(d.severity))),
      JSONMember("message", ["text": .string(text)]),
    ]
    var locations: [JSONValue] = []
    if let file = d.file {
      locations.append(["physicalLocation": physicalLocation(file, d.range, sources)])
    }
    members.append(JSONMember("locations", .array(locations)))
    let related = d.notes.filter { $0.range != nil }
    if !related.isEmpty {
      members.append(
        JSONMember(
          "relatedLocations",
          .array(
            related.enumerated().map { i, note in
              [
                "id": .integer(i + 1),
                "physicalLocation": physicalLocation(
                  note.file ?? d.file ?? "", note.range, sources),
                "message": ["text": .string(note.message)],
              ]
            })))
    }
    if !d.fixIts.isEmpty, let file = d.file {
      let replacements: [JSONValue] = d.fixIts.map { fixIt in
        [
          "deletedRegion": region(fixIt.range, sources[file]),
          "insertedContent": ["text": .string(fixIt.replacement)],
        ]
      }
      let change: JSONValue = [
        "artifactLocation": ["uri": .string(Self.uri(file))],
        "replacements": .array(replacements),
      ]
      members.append(JSONMember("fixes", [["artifactChanges": [change]]]))
    }
    return .object(members)
  }

  private func physicalLocation(
    _ file: String, _ range: SourceRange?, _ sources: [String: SourceFile]
  ) -> JSONValue {
    var members = [JSONMember("artifactLocation", ["uri": .string(Self.uri(file))])]
    // Code scanning requires a region: a diagnostic about a whole file (`assumed.summary`)
    // points at its first line.
    if let range = range ?? sources[file]?.range(0, 0) {
      members.append(JSONMember("region", region(range, sources[file])))
    } else {
      members.append(JSONMember("region", ["startLine": .integer(1)]))
    }
    return .object(members)
  }

  private func region(_ range: SourceRange, _ source: SourceFile?) -> JSONValue {
    [
      "startLine": .integer(range.start.line),
      "startColumn": .integer(Self.codePointColumn(range.start, in: source)),
      "endLine": .integer(range.end.line),
      "endColumn": .integer(Self.codePointColumn(range.end, in: source)),
    ]
  }

  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note, .remark: "note"
    }
  }

  /// The 1-based column of a location counted in code points: one plus the number of
  /// non-continuation bytes between the start of its line and it.
  static func codePointColumn(_ location: SourceLocation, in source: SourceFile?) -> Int {
    guard let source, location.line >= 1, location.line <= source.lineStarts.count else {
      return location.column
    }
    let start = source.lineStarts[location.line - 1]
    let end = min(start + location.column - 1, source.bytes.count)
    guard start < end else { return location.column }
    return 1 + source.bytes[start..<end].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
  }

  /// A path as a URI reference: bytes outside RFC 3986's unreserved set and `/` are
  /// percent-encoded (`<stdin>` becomes `%3Cstdin%3E`, a space `%20`). A relative path loses
  /// its leading `./`s (`./a.ui` is `a.ui`); an absolute one becomes a `file://` URI.
  static func uri(_ path: String) -> String {
    var path = Substring(path)
    while path.hasPrefix("./") { path = path.dropFirst(2).drop { $0 == "/" } }
    var out = path.hasPrefix("/") ? "file://" : ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return out
  }
}
