/// How serious a diagnostic is. Ordered from least to most severe.
public enum Severity: String, Sendable, Comparable, CaseIterable {
  case remark, note, warning, error

  private var rank: Int {
    switch self {
    case .remark: 0
    case .note: 1
    case .warning: 2
    case .error: 3
    }
  }
  public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// A replacement of a source range by new text, offered with a diagnostic.
public struct FixIt: Hashable, Sendable {
  public var range: SourceRange
  public var replacement: String
  public init(range: SourceRange, replacement: String) {
    self.range = range
    self.replacement = replacement
  }
}

/// A secondary message attached to a diagnostic, optionally at its own location.
public struct Note: Hashable, Sendable {
  public var message: String
  public var file: String?
  public var range: SourceRange?
  public init(_ message: String, file: String? = nil, range: SourceRange? = nil) {
    self.message = message
    self.file = file
    self.range = range
  }
}

/// One finding of any stage: a value, never printed by the library itself.
///
/// `id` is stable (`<stage>.<name>`, or a lint rule's id) so that tools and tests can match on
/// it; `message` follows swiftc's wording style: lower case, terse, no final period.
public struct Diagnostic: Hashable, Sendable {
  public var id: String
  public var severity: Severity
  public var message: String
  /// The file's path, or nil for diagnostics about the invocation itself.
  public var file: String?
  public var range: SourceRange?
  public var notes: [Note]
  public var fixIts: [FixIt]

  public init(
    id: String, severity: Severity, message: String, file: String? = nil, range: SourceRange? = nil,
    notes: [Note] = [], fixIts: [FixIt] = []
  ) {
    self.id = id
    self.severity = severity
    self.message = message
    self.file = file
    self.range = range
    self.notes = notes
    self.fixIts = fixIts
  }
}
