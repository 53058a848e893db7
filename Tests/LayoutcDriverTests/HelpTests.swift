import LayoutcDriver
import LayoutcEmit
import Testing

@Suite struct HelpTests {
  @Test func hasTheSectionsOfACompilerHelpPage() {
    let sections = [
      "OVERVIEW:", "USAGE: layoutc [options] <file|dir|->...", "MODES", "OPTIONS:",
      "EXIT STATUS:", "EXAMPLES:",
    ]
    var last = Help.text.startIndex
    for section in sections {
      let found = Help.text.range(of: section, range: last..<Help.text.endIndex)
      #expect(found != nil, "missing or out of order: \(section)")
      if let found { last = found.upperBound }
    }
  }

  @Test func listsEveryOptionOfTheTable() {
    for descriptor in OptionTable.all {
      #expect(Help.text.contains("  " + descriptor.synopsis), "\(descriptor.name) missing")
      #expect(Help.text.contains(descriptor.help))
    }
  }

  @Test func showsValuesAndAliases() {
    #expect(Help.text.contains("  --size <WxH>"))
    #expect(Help.text.contains("  --explain[=<node>]"))
    #expect(Help.text.contains("  -o, --output <file>"))
    #expect(Help.text.contains("  -h, --help"))
    #expect(Help.text.contains("--format <text|json|sarif|github|dot>"))
    for format in DiagnosticFormat.allCases { #expect(Help.text.contains("  " + format.rawValue)) }
  }

  @Test func documentsTheExitStatuses() {
    for status in ExitStatus.allCases { #expect(Help.text.contains("  \(status.rawValue)  ")) }
  }

  @Test func isPlainTextThatFitsATerminal() {
    #expect(Help.text.hasSuffix("\n"))
    #expect(!Help.text.contains("\u{1B}"))
    for line in Help.text.split(separator: "\n") { #expect(line.count <= 100, "\(line)") }
  }

  @Test func versionLineNamesTheTool() {
    #expect(Help.versionLine == "layoutc version \(ToolIdentity.layoutc.version)")
  }
}
