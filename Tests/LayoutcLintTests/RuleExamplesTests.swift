import LayoutcEval
import LayoutcSema
import LayoutcSource
import LayoutcSyntax
import Testing

@testable import LayoutcLint

/// Lints `text` with every rule enabled (opt-in ones too) and returns findings of `rule` as
/// byte offsets, failing the test if the spec itself does not compile.
func findings(of rule: String, in text: String, path: String = "example.ui") -> [Int] {
  let file = SourceFile(path: path, text: text)
  let (tree, syntax) = Parser.parse(file)
  let sema = Sema.check([tree], sdk: .ios17)
  let errors = syntax + sema.diagnostics.filter { $0.severity == .error }
  #expect(errors.isEmpty, "example does not compile: \(errors.map(\.message))\n\(text)")
  var roots: [InstanceRoot] = []
  var expansions: [ForEachExpansion] = []
  if let name = sema.model.views["ContentView"] != nil ? "ContentView" : sema.model.viewOrder.last, let view = sema.model.views[name] {
    let evaluator = Evaluator(sema: sema)
    roots.append(evaluator.evaluate(view: view))
    expansions = evaluator.expansions
  }
  var config = LintConfiguration()
  config.optInRules = Set(RuleRegistry.ids)
  let diagnostics = Linter.run(LintInput(files: [tree], sema: sema, roots: roots, expansions: expansions), configuration: config)
  return diagnostics.filter { $0.id == rule }.compactMap { $0.range?.start.offset }
}

/// Every rule's own examples are its tests (SwiftLint's practice): each triggering example
/// finds exactly the marked places, each non-triggering example finds nothing, and the
/// results survive SwiftLint's variations of the examples.
@Suite struct RuleExamplesTests {
  @Test(arguments: RuleRegistry.ids)
  func triggeringExamplesFindTheMarkedPlaces(_ id: String) {
    let d = RuleRegistry.description(of: id)!
    for example in d.triggering {
      let (text, offsets) = example.unmarked
      #expect(findings(of: id, in: text) == offsets, "\(id):\n\(example.code)")
    }
  }

  @Test(arguments: RuleRegistry.ids)
  func nonTriggeringExamplesFindNothing(_ id: String) {
    for example in RuleRegistry.description(of: id)!.nonTriggering {
      #expect(findings(of: id, in: example.unmarked.text).isEmpty, "\(id):\n\(example.code)")
    }
  }

  /// A multibyte comment before the code shifts byte offsets but not the findings.
  @Test(arguments: RuleRegistry.ids)
  func findingsMoveWithAMultibyteComment(_ id: String) {
    let prefix = "// é ✓ 🐕 — a comment\n"
    for example in RuleRegistry.description(of: id)!.triggering {
      let (text, offsets) = example.unmarked
      #expect(findings(of: id, in: prefix + text) == offsets.map { $0 + prefix.utf8.count })
    }
  }

  /// The whole example inside a block comment is not code.
  @Test(arguments: RuleRegistry.ids)
  func commentedOutExamplesFindNothing(_ id: String) {
    for example in RuleRegistry.description(of: id)!.triggering {
      let text = "/*\n" + example.unmarked.text.replacingSlashStars() + "\n*/\nstruct Empty: View { var body: some View { EmptyView() } }"
      #expect(findings(of: id, in: text).isEmpty)
    }
  }

  /// `// layoutc:disable:next` before each marked line silences the finding.
  @Test(arguments: RuleRegistry.ids)
  func disableNextSuppresses(_ id: String) {
    for example in RuleRegistry.description(of: id)!.triggering {
      let (text, offsets) = example.unmarked
      let file = SourceFile(path: "x.ui", text: text)
      let lines = Set(offsets.map { file.location(at: $0).line })
      var out: [String] = []
      for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if lines.contains(i + 1) { out.append("// layoutc:disable:next \(id)") }
        out.append(String(line))
      }
      #expect(findings(of: id, in: out.joined(separator: "\n")).isEmpty)
    }
  }
}

@Suite struct RegistryTests {
  @Test func idsAreUniqueAndKebabCase() {
    let ids = RuleRegistry.ids
    #expect(Set(ids).count == ids.count)
    for id in ids { #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id)") }
  }

  @Test func everyRuleHasExamplesOfBothKinds() {
    for d in RuleRegistry.descriptions {
      #expect(!d.triggering.isEmpty && !d.nonTriggering.isEmpty, "\(d.id)")
      #expect(!d.rationale.isEmpty && !d.summary.isEmpty)
    }
  }

  @Test func everyRuleFileIsRegistered() throws {
    let folder = URLPath.rulesFolder
    let names = try listFiles(folder).filter { $0.hasSuffix("Rule.swift") }
    #expect(names.count == RuleRegistry.ids.count, "Rules/ has \(names) but the registry lists \(RuleRegistry.ids)")
  }

  @Test func unusedSuppressionsAreReported() {
    let text = "// layoutc:disable:next random-identifier\nstruct ContentView: View { var body: some View { Text(\"a\") } }"
    let file = SourceFile(path: "x.ui", text: text)
    let (tree, _) = Parser.parse(file)
    let sema = Sema.check([tree], sdk: .ios17)
    let d = Linter.run(LintInput(files: [tree], sema: sema, roots: [], expansions: []))
    #expect(d.map(\.id) == ["lint.superfluous-disable"])
  }
}

extension String {
  /// Nested `/* */` in an example would end the wrapping comment early; Swift comments nest,
  /// but keep the variant simple.
  func replacingSlashStars() -> String { self }
}
