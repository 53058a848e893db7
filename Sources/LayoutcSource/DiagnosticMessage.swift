/// A catalogue entry: a diagnostic's stable id, severity and message, before it has a location.
/// Each stage keeps its messages in one catalogue file built from these.
public struct DiagnosticMessage: Hashable, Sendable {
  public var id: String
  public var severity: Severity
  public var message: String

  public init(_ id: String, _ severity: Severity, _ message: String) {
    self.id = id
    self.severity = severity
    self.message = message
  }

  public static func error(_ id: String, _ message: String) -> DiagnosticMessage { .init(id, .error, message) }
  public static func warning(_ id: String, _ message: String) -> DiagnosticMessage { .init(id, .warning, message) }

  /// This message at a place in a file.
  public func at(
    _ range: SourceRange?, in file: SourceFile?, notes: [Note] = [], fixIts: [FixIt] = []
  ) -> Diagnostic {
    Diagnostic(
      id: id, severity: severity, message: message, file: file?.path, range: range, notes: notes,
      fixIts: fixIts)
  }
}
