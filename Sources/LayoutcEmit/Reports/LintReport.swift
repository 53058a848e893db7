import LayoutcSource

/// `--lint --format json`: an array of `{"file", "line", "column", "severity", "rule",
/// "message"}`, the shape CI scripts read (compile errors appear with their stage's id).
public enum LintReport {
  public static func json(_ diagnostics: [Diagnostic]) -> String {
    let items: [JSONValue] = diagnostics.map { d in
      [
        "file": .optional(d.file.map { .string($0) }), "line": .optional(d.range.map { .integer($0.start.line) }),
        "column": .optional(d.range.map { .integer($0.start.column) }), "severity": .string(d.severity.rawValue),
        "rule": .string(d.id), "message": .string(d.message),
      ]
    }
    return JSONWriter(pretty: true).string(.array(items)) + "\n"
  }
}
