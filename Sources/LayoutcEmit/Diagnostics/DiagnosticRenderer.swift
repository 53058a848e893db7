import LayoutcSource

/// Turns diagnostics into the text of one output format. Renderers are pure: no printing, no
/// environment; colour and metadata arrive as parameters so the output is testable.
public protocol DiagnosticRenderer: Sendable {
  /// - Parameters:
  ///   - diagnostics: in the order to print them (the driver passes `DiagnosticEngine.sorted`).
  ///   - sources: the files diagnostics point into, by path; a diagnostic whose file is missing
  ///     here is still rendered, only without its source line.
  func render(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) -> String
}

/// The output formats of `--format`, by the id users type.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
  /// swiftc style, for people.
  case text
  /// An array of plain objects, for scripts.
  case json
  /// SARIF 2.1.0, for code-scanning services.
  case sarif
  /// GitHub Actions workflow commands, which become annotations on a pull request.
  case github
  /// Graphviz DOT: the `--dependencies` graph; diagnostics are then written as text.
  case dot

  /// One line for `--help`.
  public var summary: String {
    switch self {
    case .text: "Messages in swiftc's style, with the source line and a caret"
    case .json: "A JSON array of diagnostics"
    case .sarif: "A SARIF 2.1.0 log, for code scanning"
    case .github: "GitHub Actions annotations (::error file=...::message)"
    case .dot: "With --dependencies, the graph in Graphviz DOT (diagnostics as text)"
    }
  }

  /// The renderer for this format.
  /// - Parameters:
  ///   - color: ANSI colour in the text format; ignored by the others.
  ///   - rules: descriptions of diagnostic ids (lint rules) for SARIF's `rules[]`.
  ///   - compact: JSON on one line, without indentation (`--compact`).
  public func renderer(
    color: Bool = false, rules: [String: DiagnosticRuleMetadata] = [:], compact: Bool = false
  ) -> any DiagnosticRenderer {
    switch self {
    case .text, .dot: TextDiagnosticRenderer(color: color)
    case .json: JSONDiagnosticRenderer(pretty: !compact)
    case .sarif: SARIFDiagnosticRenderer(rules: rules)
    case .github: GitHubDiagnosticRenderer()
    }
  }
}

/// Renders diagnostics in a format: the one entry point the driver needs.
public func renderDiagnostics(
  _ diagnostics: [Diagnostic], format: DiagnosticFormat, sources: [String: SourceFile],
  color: Bool = false, rules: [String: DiagnosticRuleMetadata] = [:], compact: Bool = false
) -> String {
  format.renderer(color: color, rules: rules, compact: compact).render(diagnostics, sources: sources)
}
