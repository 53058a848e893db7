import LayoutcSource

/// Findings accepted as they are, so CI fails only on new ones. Entries match by file, rule
/// and the text of the offending line, not its number, so edits elsewhere keep them valid.
public struct Baseline: Sendable, Equatable {
  public struct Entry: Hashable, Sendable, Comparable {
    public var file: String
    public var rule: String
    public var lineText: String
    public init(file: String, rule: String, lineText: String) {
      self.file = file
      self.rule = rule
      self.lineText = lineText
    }
    public static func < (a: Entry, b: Entry) -> Bool { (a.file, a.rule, a.lineText) < (b.file, b.rule, b.lineText) }
  }

  public var entries: [Entry]
  public init(entries: [Entry]) { self.entries = entries }

  /// The baseline of a set of lint findings.
  public static func of(_ findings: [Diagnostic], sources: [String: SourceFile]) -> Baseline {
    Baseline(entries: findings.compactMap { entry($0, sources) }.sorted())
  }

  static func entry(_ d: Diagnostic, _ sources: [String: SourceFile]) -> Entry? {
    guard let path = d.file, let file = sources[path], let r = d.range else { return nil }
    return Entry(file: path, rule: d.id, lineText: file.lineText(r.start.line).trimmingCharacters())
  }

  /// The findings not in the baseline (each entry absorbs as many findings as it occurs).
  public func filter(_ findings: [Diagnostic], sources: [String: SourceFile]) -> [Diagnostic] {
    var remaining: [Entry: Int] = [:]
    for e in entries { remaining[e, default: 0] += 1 }
    return findings.filter { d in
      guard let e = Baseline.entry(d, sources), let n = remaining[e], n > 0 else { return true }
      remaining[e] = n - 1
      return false
    }
  }
}

extension String {
  func trimmingCharacters() -> String {
    var s = Substring(self)
    while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
    while let c = s.last, c == " " || c == "\t" || c == "\r" { s.removeLast() }
    return String(s)
  }
}
