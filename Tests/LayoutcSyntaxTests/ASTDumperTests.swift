import LayoutcSource
import Testing

@testable import LayoutcSyntax

/// `--dump-ast` output grows linearly with the tree: indentation stops at `maximumIndent`.
@Suite struct ASTDumperTests {
  /// The dump of a view with a chain of `links` modifiers.
  static func chainDump(links: Int) -> String {
    let text = "let v = Text(\"x\")" + String(repeating: ".padding()", count: links)
    let (tree, diags) = Parser.parse(SourceFile(path: "t.ui", text: text))
    #expect(diags.isEmpty)
    return ASTDumper.dump(tree)
  }

  @Test func deepLinesPrintTheirDepthInsteadOfIndenting() {
    let dump = Self.chainDump(links: 500)
    let lines = dump.split(separator: "\n")
    let widestIndent = lines.map { $0.prefix { $0 == " " }.count }.max() ?? 0
    #expect(widestIndent == 2 * ASTDumper.maximumIndent)
    // The deepest nodes are the Text call's children at the bottom of the chain: two levels per link.
    #expect(lines.contains { $0.hasSuffix("[depth 1003] _: StringLiteral \"x\" @1:14-1:17") })
    #expect(lines.contains { $0.hasSuffix("[depth 1003] callee: Identifier Text @1:9-1:13") })
    // Depths 33 to 1003 are marked: one line each, two (the call's callee and argument) at the bottom.
    #expect(lines.filter { $0.contains("[depth ") }.count == 1003 - ASTDumper.maximumIndent + 1)
  }

  @Test func dumpSizeIsLinearInTheChainLength() {
    // Quadratic indentation would make 500 links 4× the bytes per line of 250 links.
    let short = Self.chainDump(links: 250), long = Self.chainDump(links: 500)
    let ratio = Double(long.utf8.count) / Double(short.utf8.count)
    #expect(ratio > 1.9 && ratio < 2.2, "\(ratio)")
  }
}
