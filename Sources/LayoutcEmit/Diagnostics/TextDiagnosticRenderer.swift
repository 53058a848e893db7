import LayoutcSource

/// Diagnostics as swiftc prints them, for people at a terminal:
///
/// ```
/// specs/card.ui:3:9: error: expected ')' in argument list [parse.expected-rparen]
///     Text("hi"
///         ^~~~~
///              )
/// specs/card.ui:3:9: note: to match this opening '('
/// ```
///
/// - The header is `path:line:col: severity: message [id]`, with the column in UTF-8 bytes as
///   swiftc counts it. The id comes last in brackets (as swiftc prints diagnostic groups) so
///   that a reader can look it up or suppress it; it is always present, for consistency.
/// - A diagnostic with a file but no range prints `path: severity: ...`; one with neither
///   prints `layoutc: severity: ...`, as swiftc does for driver errors.
/// - Under a located diagnostic: its source line, the caret line, and one line per fix-it on
///   that line holding the replacement text at the column where it goes (a deletion has no
///   text to show, and replacements show their first line only).
/// - Each note follows as `path:line:col: note: message`, with its own source line and caret
///   when it has a range; notes carry no id.
/// - Nothing else: no summary line, which is the driver's choice. Every line ends in "\n".
public struct TextDiagnosticRenderer: DiagnosticRenderer {
  public var color: Bool
  /// The prefix of diagnostics that have no file.
  public var toolName: String

  public init(color: Bool = false, toolName: String = ToolIdentity.layoutc.name) {
    self.color = color
    self.toolName = toolName
  }

  public func render(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) -> String {
    var out = ""
    for diagnostic in diagnostics { render(diagnostic, sources: sources, into: &out) }
    return out
  }

  private func render(_ d: Diagnostic, sources: [String: SourceFile], into out: inout String) {
    let style = TerminalStyle(enabled: color)
    writeHeader(
      file: d.file, range: d.range, severity: d.severity, message: d.message + " [\(d.id)]",
      style: style, into: &out)
    if let file = d.file, let range = d.range, let source = sources[file] {
      let fixIts = d.fixIts.filter { $0.range.start.line == range.start.line }
      writeSnippet(source: source, range: range, fixIts: fixIts, style: style, into: &out)
    }
    for note in d.notes {
      // A note without a range of its own is not placed at its diagnostic's position: that
      // would claim a location the stage did not give.
      let file = note.range == nil ? note.file : (note.file ?? d.file)
      writeHeader(
        file: file, range: note.range, severity: .note, message: note.message, style: style,
        into: &out)
      if let file, let range = note.range, let source = sources[file] {
        writeSnippet(source: source, range: range, fixIts: [], style: style, into: &out)
      }
    }
  }

  private func writeHeader(
    file: String?, range: SourceRange?, severity: Severity, message: String,
    style: TerminalStyle, into out: inout String
  ) {
    let location: String
    switch (file, range) {
    case (let file?, let range?): location = "\(file):\(range.start.line):\(range.start.column):"
    case (let file?, nil): location = "\(file):"
    case (nil, _): location = "\(toolName):"
    }
    // A path or a message can quote what a spec or the command line said: made printable
    // before the style adds its own escape sequences.
    out +=
      style.location(PrintableText.escaped(location)) + " " + style.severity(severity) + " "
      + style.message(PrintableText.escaped(message)) + "\n"
  }

  private func writeSnippet(
    source: SourceFile, range: SourceRange, fixIts: [FixIt], style: TerminalStyle,
    into out: inout String
  ) {
    guard let snippet = SourceSnippet(file: source, line: range.start.line, focus: range.start.column) else { return }
    out += snippet.text + "\n"
    let caret = snippet.caretLine(for: range)
    out += caret.indent + style.caret(caret.marker) + "\n"
    for fixIt in fixIts {
      let text = fixIt.replacement.split(
        omittingEmptySubsequences: false, whereSeparator: \.isNewline)[0]
      guard !text.isEmpty else { continue }
      out += snippet.indent(upTo: fixIt.range.start.column) + style.fixIt(PrintableText.escaped(String(text))) + "\n"
    }
  }
}
