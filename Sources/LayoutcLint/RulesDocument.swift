/// The rules as text: `layoutc rules`, `layoutc rules ID`, and docs/rules.md (generated;
/// a test fails when the file is stale).
public enum RulesDocument {
  public static func listing() -> String {
    var out = ""
    for d in RuleRegistry.descriptions {
      let severity = d.isOptIn ? "\(d.severity.rawValue), opt-in" : d.severity.rawValue
      out += "\(d.id.padding(28))\(severity.padding(18))\(d.summary)\n"
    }
    return out
  }

  public static func detail(_ d: RuleDescription) -> String {
    var out = "\(d.id): \(d.name)\n\n\(d.summary).\n\nseverity: \(d.severity.rawValue)\(d.isOptIn ? " (opt-in: enable it in .layoutc.json)" : "")\n\n"
    out += "Why: \(d.rationale)\n"
    out += "\nTriggers (↓ marks the finding):\n"
    for e in d.triggering { out += "\n" + indent(e.code) + "\n" }
    out += "\nDoes not trigger:\n"
    for e in d.nonTriggering { out += "\n" + indent(e.code) + "\n" }
    return out
  }

  public static func markdown() -> String {
    var out = """
      # Lint rules

      Generated from the rule descriptions in `Sources/LayoutcLint/Rules` by `RulesDocument`; do
      not edit by hand (`LAYOUTC_UPDATE_GOLDENS=1 swift test --filter GeneratedDocs` rewrites it).
      `layoutc rules` lists them and `layoutc rules ID` prints one. Configure them in
      `.layoutc.json` and suppress one finding with `// layoutc:disable:next ID` (see ci.md).

      | rule | severity | summary |
      | --- | --- | --- |

      """
    for d in RuleRegistry.descriptions {
      out += "| [`\(d.id)`](#\(d.id)) | \(d.severity.rawValue)\(d.isOptIn ? " (opt-in)" : "") | \(d.summary) |\n"
    }
    for d in RuleRegistry.descriptions {
      out += "\n## \(d.id)\n\n**\(d.name)** — \(d.severity.rawValue)\(d.isOptIn ? ", opt-in" : "").\n\n\(d.summary).\n\n\(d.rationale)\n"
      out += "\nTriggers (`↓` marks where the finding points):\n"
      for e in d.triggering { out += "\n```swift\n\(e.code)\n```\n" }
      out += "\nDoes not trigger:\n"
      for e in d.nonTriggering { out += "\n```swift\n\(e.code)\n```\n" }
    }
    return out
  }

  private static func indent(_ code: String) -> String {
    code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
  }
}

extension String {
  func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
