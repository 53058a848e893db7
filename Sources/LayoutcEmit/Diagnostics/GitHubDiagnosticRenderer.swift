import LayoutcSource

/// Diagnostics as GitHub Actions workflow commands, one line each, which the runner turns into
/// annotations on the pull request's diff:
///
/// ```
/// ::error file=a.ui,line=3,col=9,endLine=3,endColumn=13,title=parse.expected-rparen::expected ')'
/// ```
///
/// - Severity: error → `error`, warning → `warning`, note and remark → `notice`.
/// - `col`/`endColumn` are UTF-8 byte columns like the text format's. GitHub's `endColumn` is
///   the last column covered (inclusive), so it is the range's exclusive end minus one, and
///   GitHub ignores columns on multi-line annotations, so they are left out there.
/// - Notes are appended to the message as extra lines (`note: ...`).
/// - Escaping follows the runner: in the message `%`, CR and LF become `%25`, `%0D`, `%0A`;
///   property values also escape `:` and `,` as `%3A` and `%2C`. Before that, messages and
///   paths are made printable (`PrintableText`): the log shows terminal escapes as such.
public struct GitHubDiagnosticRenderer: DiagnosticRenderer {
  public init() {}

  public func render(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) -> String {
    diagnostics.map { line(for: $0) + "\n" }.joined()
  }

  private func line(for d: Diagnostic) -> String {
    var properties: [(String, String)] = []
    if let file = d.file {
      properties.append(("file", PrintableText.escaped(file)))
      if let range = d.range {
        properties.append(("line", String(range.start.line)))
        if range.start.line == range.end.line {
          properties.append(("col", String(range.start.column)))
        }
        properties.append(("endLine", String(range.end.line)))
        if range.start.line == range.end.line {
          properties.append(("endColumn", String(max(range.start.column, range.end.column - 1))))
        }
      }
    }
    properties.append(("title", d.id))
    var message = PrintableText.escaped(d.message)
    for note in d.notes {
      let file = note.range == nil ? note.file : (note.file ?? d.file)
      var location = ""
      if let file {
        location = file + (note.range.map { ":\($0.start.line):\($0.start.column)" } ?? "") + ": "
      }
      message += "\n" + PrintableText.escaped(location + "note: " + note.message)
    }
    let list = properties.map { $0.0 + "=" + Self.escapeProperty($0.1) }.joined(separator: ",")
    return "::" + Self.command(d.severity) + " " + list + "::" + Self.escapeData(message)
  }

  static func command(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note, .remark: "notice"
    }
  }

  static func escapeData(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  static func escapeProperty(_ text: String) -> String {
    var out = ""
    for scalar in escapeData(text).unicodeScalars {
      switch scalar {
      case ":": out += "%3A"
      case ",": out += "%2C"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
