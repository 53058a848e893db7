import LayoutcDriver
import LayoutcEmit
import Testing

/// `--explain` stays linear in the explained layout: each node lists at most
/// `maximumProbes` other proposals, and a stack's steps are counted once.
@Suite struct ExplainBoundsTests {
  static let environment = ProcessEnvironment(variables: [:], standardErrorIsTerminal: false, standardOutputIsTerminal: false)

  static func explain(_ spec: String, _ options: [String] = []) -> DriverOutput {
    Driver.run(arguments: ["-", "--explain"] + options, environment: environment, readStandardInput: { _ in Array(spec.utf8) })
  }

  /// Nested flexible stacks: alternating stacks, each
  /// `{ Text; <next level> }.frame(maxWidth: .infinity)`.
  static func flexibleNest(depth: Int) -> String {
    var body = "Text(\"leaf\")"
    for level in (0..<depth).reversed() {
      body = "\(level.isMultiple(of: 2) ? "HStack" : "VStack") { Text(\"t\(level)\"); \(body) }.frame(maxWidth: .infinity)"
    }
    return "#Preview {\n\(body)\n}\n"
  }

  static func rows(_ count: Int) -> String {
    "#Preview {\nVStack {\nForEach(0..<\(count)) { i in\nText(\"row\")\n}\n}\n}\n"
  }

  @Test func eachNodeListsAtMostMaximumProbes() {
    let out = Self.explain(Self.flexibleNest(depth: 12))
    #expect(out.status == .success)
    let asked = out.stdout.split(separator: "\n").filter { $0.contains("also asked: ") }
    var truncated = 0
    for line in asked {
      let items = line.components(separatedBy: "; ")
      if line.contains("; … and ") {
        truncated += 1
        #expect(items.count == LayoutExplanation.maximumProbes + 1)
      } else {
        #expect(items.count <= LayoutExplanation.maximumProbes)
      }
    }
    // Deep nodes of this shape are asked hundreds of distinct proposals.
    #expect(truncated > 5)
    let json = Self.explain(Self.flexibleNest(depth: 12), ["--format", "json"])
    #expect(json.stdout.contains("\"probesOmitted\""))
  }

  @Test func deepNodesPrintTheirDepthInsteadOfIndenting() {
    // Text and 100 paddings: 101 levels. Indentation stops at `maximumIndent` (plus one level
    // for a node's details), so every line is shorter than a fixed width.
    let out = Self.explain("#Preview {\nText(\"x\")" + String(repeating: ".padding(1)", count: 100) + "\n}\n")
    #expect(out.status == .success)
    let lines = out.stdout.split(separator: "\n")
    let widestIndent = lines.map { $0.prefix { $0 == " " }.count }.max() ?? 0
    #expect(widestIndent == 2 * (ExplainText.maximumIndent + 1))
    #expect(lines.contains { $0.hasPrefix(String(repeating: "  ", count: ExplainText.maximumIndent) + "[depth 100] Text \"x\"") })
    #expect(lines.filter { $0.contains("[depth ") }.count == 100 - ExplainText.maximumIndent)
  }

  @Test func transcriptGrowsLinearlyWithTheRows() {
    // A stack's step lines each counted the children left in their group (quadratic time);
    // the transcript itself is five lines per row: its step in the division, then its title,
    // proposal, probes and text.
    let small = Self.explain(Self.rows(500)).stdout, large = Self.explain(Self.rows(1000)).stdout
    let smallLines = small.split(separator: "\n").count, largeLines = large.split(separator: "\n").count
    #expect(largeLines - smallLines == 500 * 5)
    #expect(large.contains("offered 759 ÷ 1000 = "))
  }
}
