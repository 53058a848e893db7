import LayoutcSource

/// Diagnostics as a JSON array, for scripts and editors:
///
/// ```
/// [{"id": "parse.expected-rparen", "severity": "error", "message": "...", "file": "a.ui",
///   "range": {"start": {"line": 3, "column": 9}, "end": {"line": 3, "column": 14}},
///   "notes": [{"message": "...", "file": "a.ui", "range": {...}}],
///   "fixIts": [{"range": {...}, "replacement": ")"}]}]
/// ```
///
/// Keys always appear, in this order; a missing file or range is `null`. Lines and columns are
/// 1-based and columns count UTF-8 bytes, as in the text format. Pretty-printed with a final
/// newline, so goldens diff line by line.
public struct JSONDiagnosticRenderer: DiagnosticRenderer {
  public var pretty: Bool

  public init(pretty: Bool = true) {
    self.pretty = pretty
  }

  public func render(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) -> String {
    JSONValue.array(diagnostics.map(JSONDiagnosticRenderer.value)).rendered(pretty: pretty) + "\n"
  }

  /// One diagnostic as a JSON object.
  public static func value(_ d: Diagnostic) -> JSONValue {
    [
      "id": .string(d.id),
      "severity": .string(d.severity.rawValue),
      "message": .string(d.message),
      "file": .optional(d.file.map(JSONValue.string)),
      "range": .optional(d.range.map(value)),
      "notes": .array(
        d.notes.map { note in
          [
            "message": .string(note.message),
            "file": .optional(
              (note.range == nil ? note.file : note.file ?? d.file).map(JSONValue.string)),
            "range": .optional(note.range.map(value)),
          ]
        }),
      "fixIts": .array(
        d.fixIts.map { fixIt in
          ["range": value(fixIt.range), "replacement": .string(fixIt.replacement)]
        }),
    ]
  }

  static func value(_ range: SourceRange) -> JSONValue {
    ["start": value(range.start), "end": value(range.end)]
  }

  static func value(_ location: SourceLocation) -> JSONValue {
    ["line": .integer(location.line), "column": .integer(location.column)]
  }
}
