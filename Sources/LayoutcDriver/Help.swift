import LayoutcEmit

/// The `--help` page and the `--version` line. The MODES and OPTIONS sections are generated
/// from `OptionTable`, so the page cannot drift from what the parser accepts.
public enum Help {
  /// The usage page, ending in a newline.
  public static let text: String = render()

  /// `layoutc version 0.1.0`, without a newline.
  public static var versionLine: String {
    "\(ToolIdentity.layoutc.name) version \(ToolIdentity.layoutc.version)"
  }

  /// The column where help text starts, like swift-format's and swiftc's pages; a longer
  /// synopsis gets a line of its own.
  static let helpColumn = 28

  private static func render() -> String {
    var out = """
      OVERVIEW: A compiler for SwiftUI layout specs

      Reads an app's Swift sources (*.swift) and layout specs (*.ui) written in a subset of SwiftUI,
      prints the type of each view's body, lays previews out with SwiftUI's layout rules, shows what
      each body depends on, and lints for unstable view identity and costly dependencies.

      USAGE: layoutc [options] <file|dir|->...

      ARGUMENTS:

      """
    out += entry(
      "<file|dir|->",
      "A Swift file, a spec, a folder searched recursively for *.swift and *.ui files, or - for"
        + " standard input; files named together form one module; a folder's Swift files form one"
        + " module (an Xcode project's or a package's targets one each); each spec found in a folder is compiled on its own")
    out += "\nMODES (one at a time; --types is the default):\n"
    for descriptor in OptionTable.all where descriptor.section == .modes {
      out += entry(descriptor.synopsis, descriptor.help)
    }
    out += "\nOPTIONS:\n"
    for descriptor in OptionTable.all where descriptor.section == .options {
      out += entry(descriptor.synopsis, descriptor.help)
    }
    out += "\nDIAGNOSTIC FORMATS (--format):\n"
    for format in DiagnosticFormat.allCases { out += entry(format.rawValue, format.summary) }
    out += """

      ENVIRONMENT:
        NO_COLOR                  When set and not empty, diagnostics are never coloured;
                                  otherwise they are coloured only when stderr is a terminal

      EXIT STATUS:
        0                         Success
        1                         Lint errors were found (with --strict, warnings too), or
                                  --check-snapshot found a changed layout
        2                         A usage, input or compile error

      EXAMPLES:
        layoutc spec.ui                               Print the inferred types
        layoutc spec.ui --frames                      Print frames as JSON
        layoutc spec.ui --tree --size 390x844         Print frames as a tree at a given size
        layoutc spec.ui --svg -o layout.svg           Draw the layout
        layoutc spec.ui --explain=12                  Explain the layout of the view on line 12
        layoutc spec.ui --dependencies --format dot   The dependency graph for Graphviz
        layoutc spec.ui --dependencies --set n=1 --against n=2   Which bodies the change re-runs
        layoutc --lint Sources/                       Lint an app's Swift, a module per target (CI)
        layoutc Sources/ --frames                     Lay out the app's #Previews
        layoutc --lint specs/                         Lint every spec in a folder (CI)
        layoutc --lint --format github specs/         Lint, reporting GitHub annotations
        cat spec.ui | layoutc --dump-ast -            Read a spec from standard input
        layoutc rules                                 List the lint rules
        layoutc rules random-identifier               Explain one rule, with examples
        layoutc lsp                                   A language server for editors (docs/editors.md)

      """
    return out
  }

  /// The widest line the page uses, so it reads in an 80-to-100-column terminal.
  static let width = 100

  /// `  --name <value>  Help text`, help starting at `helpColumn` and wrapped at `width`.
  private static func entry(_ synopsis: String, _ help: String) -> String {
    let label = "  " + synopsis
    let pad = String(repeating: " ", count: helpColumn)
    var lines: [String] = []
    var line = ""
    for word in help.split(separator: " ") {
      if !line.isEmpty, helpColumn + line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    lines.append(line)
    var out =
      label.count + 2 > helpColumn
      ? label + "\n" + pad : label + String(repeating: " ", count: helpColumn - label.count)
    out += lines.joined(separator: "\n" + pad) + "\n"
    return out
  }
}
