import LayoutcSource

/// Everything a reader, a test and a SARIF consumer need to know about a rule.
public struct RuleDescription: Sendable {
  /// Stable kebab-case id, used in diagnostics, configuration and suppressions.
  public var id: String
  public var name: String
  public var summary: String
  /// Why it matters, in terms of the identity principles of "Demystify SwiftUI" (seed 001).
  public var rationale: String
  /// The severity when enabled; `isOptIn` rules run only when configuration enables them.
  public var severity: Severity
  public var isOptIn: Bool
  /// Specs that must produce a finding at each `↓`, and specs that must produce none.
  public var triggering: [Example]
  public var nonTriggering: [Example]

  public init(
    id: String, name: String, summary: String, rationale: String, severity: Severity, isOptIn: Bool = false,
    triggering: [Example], nonTriggering: [Example]
  ) {
    self.id = id
    self.name = name
    self.summary = summary
    self.rationale = rationale
    self.severity = severity
    self.isOptIn = isOptIn
    self.triggering = triggering
    self.nonTriggering = nonTriggering
  }
}

/// A spec used as a rule's example; `↓` marks where a finding must start.
public struct Example: Sendable, CustomStringConvertible {
  public var code: String
  public init(_ code: String) { self.code = code }

  /// The code without markers and the byte offsets the markers stood at.
  public var unmarked: (text: String, offsets: [Int]) {
    var text = ""
    var offsets: [Int] = []
    for ch in code {
      if ch == "↓" { offsets.append(text.utf8.count) } else { text.append(ch) }
    }
    return (text, offsets)
  }

  public var description: String { code }
}
