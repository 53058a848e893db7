/// Collects the diagnostics of every stage of one compilation. It never prints: renderers do.
///
/// The same message at the same place is kept once, so that recovery paths that meet the same
/// bad token twice do not repeat themselves.
public struct DiagnosticEngine: Sendable {
  public private(set) var diagnostics: [Diagnostic] = []
  private var seen: Set<Key> = []

  private struct Key: Hashable {
    var id: String
    var file: String?
    var offset: Int?
    var message: String
  }

  public init() {}

  public mutating func emit(_ diagnostic: Diagnostic) {
    let key = Key(id: diagnostic.id, file: diagnostic.file, offset: diagnostic.range?.start.offset, message: diagnostic.message)
    guard seen.insert(key).inserted else { return }
    diagnostics.append(diagnostic)
  }

  public mutating func emit(contentsOf list: [Diagnostic]) {
    for d in list { emit(d) }
  }

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
  public func count(_ severity: Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }

  /// Diagnostics ordered by file, then position, keeping emission order for ties: the order a
  /// reader expects, independent of which stage found what first.
  public var sorted: [Diagnostic] {
    diagnostics.enumerated().sorted { a, b in
      let fa = a.element.file ?? "", fb = b.element.file ?? ""
      if fa != fb { return fa < fb }
      let oa = a.element.range?.start.offset ?? -1, ob = b.element.range?.start.offset ?? -1
      if oa != ob { return oa < ob }
      return a.offset < b.offset
    }.map(\.element)
  }

  /// Raises every warning to an error (`--strict`).
  public mutating func promoteWarnings() {
    for i in diagnostics.indices where diagnostics[i].severity == .warning {
      diagnostics[i].severity = .error
    }
  }
}
