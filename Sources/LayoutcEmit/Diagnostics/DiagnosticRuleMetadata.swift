import LayoutcSource

/// What a report can say about a diagnostic id beyond its message: lint rules fill this from
/// their descriptions so SARIF viewers can show a rule's summary and rationale.
public struct DiagnosticRuleMetadata: Sendable, Equatable {
  public var id: String
  /// A human name, e.g. "Random identifier".
  public var name: String?
  /// One sentence: SARIF's `shortDescription`.
  public var summary: String?
  /// The rationale: SARIF's `fullDescription`.
  public var details: String?
  public var helpURI: String?
  public var defaultSeverity: Severity?

  public init(
    id: String, name: String? = nil, summary: String? = nil, details: String? = nil,
    helpURI: String? = nil, defaultSeverity: Severity? = nil
  ) {
    self.id = id
    self.name = name
    self.summary = summary
    self.details = details
    self.helpURI = helpURI
    self.defaultSeverity = defaultSeverity
  }
}
