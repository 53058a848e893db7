import LayoutcSource

/// Findings accepted as they are, so CI fails only on new ones. Entries match by file, rule
/// and the text of the offending line, not its number, so edits elsewhere keep them valid.
/// Files are compared as `path` spells them: the driver passes a function that makes every
/// spelling of a file (`cfg/a.ui`, `./cfg/a.ui`, an absolute path) the same key.
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
  /// - Parameter path: how an entry spells a finding's file.
  public static func of(_ findings: [Diagnostic], sources: [String: SourceFile], path: (String) -> String = { $0 }) -> Baseline {
    Baseline(entries: findings.compactMap { entry($0, sources, path) }.sorted())
  }

  static func entry(_ d: Diagnostic, _ sources: [String: SourceFile], _ path: (String) -> String) -> Entry? {
    guard let name = d.file, let file = sources[name], let r = d.range else { return nil }
    return Entry(file: path(name), rule: d.id, lineText: file.lineText(r.start.line).trimmingCharacters())
  }

  /// The findings not in the baseline (each entry absorbs as many findings as it occurs).
  /// - Parameter path: a finding's file spelled as the entries spell theirs.
  public func filter(_ findings: [Diagnostic], sources: [String: SourceFile], path: (String) -> String = { $0 }) -> [Diagnostic] {
    var remaining: [Entry: Int] = [:]
    for e in entries { remaining[e, default: 0] += 1 }
    return findings.filter { d in
      guard let e = Baseline.entry(d, sources, path), let n = remaining[e], n > 0 else { return true }
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
