import LayoutcEmit
import LayoutcSource

/// `--check-snapshot`'s messages. A change (`snapshot.changed`, `.appeared`, `.disappeared`,
/// `.preview-*`) is a finding, like a lint error: exit status 1, or a note once `--update` has
/// recorded it. A snapshot that cannot be read is an input error (`driver.snapshot-*`, exit 2).
enum SnapshotDiagnostics {
  static let changeIDs = ["snapshot.changed", "snapshot.appeared", "snapshot.disappeared", "snapshot.preview-window",
    "snapshot.preview-appeared", "snapshot.preview-disappeared"]

  /// Whether `d` reports a difference from the snapshot (exit status 1, not 2).
  static func isChange(_ d: Diagnostic) -> Bool { d.id.hasPrefix("snapshot.") }

  static func missing(_ path: String) -> Diagnostic {
    DriverDiagnostics.error("driver.snapshot-missing", "no snapshot '\(path)'; record it with --update (or --snapshot -o \(path))")
  }

  static func unreadable(_ path: String, reason: String) -> Diagnostic {
    DriverDiagnostics.error("driver.snapshot-unreadable", "cannot read snapshot '\(path)': \(reason)")
  }

  static func malformed(_ path: String, _ e: LayoutSnapshot.ParseError) -> Diagnostic {
    DriverDiagnostics.error("driver.snapshot-malformed", "snapshot '\(path)' line \(e.line): \(e.message)")
  }

  static func tooLarge(_ path: String, limit: Int) -> Diagnostic {
    DriverDiagnostics.error("driver.snapshot-too-large", "snapshot '\(path)' is too large (the limit is \(limit / 1024 / 1024) MiB)")
  }

  /// A view that moved, resized, appeared or disappeared, at its source line when known.
  static func change(_ c: SnapshotDiff.Change, in s: SnapshotDiff.SectionChanges, severity: Severity, sources: [String: SourceFile]) -> Diagnostic {
    let id: String, at: LayoutSnapshot.View.Source?
    switch c {
    case .changed(_, let new): (id, at) = ("snapshot.changed", new.source)
    case .appeared(let v): (id, at) = ("snapshot.appeared", v.source)
    case .disappeared(_, let near): (id, at) = ("snapshot.disappeared", near?.source ?? s.new?.views.first?.source)
    }
    return located(Diagnostic(id: id, severity: severity, message: c.message + " in preview \(s.section.name)"), at, sources)
  }

  /// A preview new since the snapshot, gone from the layout, or laid out in another window.
  static func preview(_ s: SnapshotDiff.SectionChanges, severity: Severity, sources: [String: SourceFile]) -> Diagnostic? {
    let root = s.new?.views.first?.source
    if s.old == nil {
      return located(Diagnostic(id: "snapshot.preview-appeared", severity: severity,
        message: "preview \(s.section.title) is not in the snapshot (\(s.changes.count) views)"), root, sources)
    }
    if s.new == nil {
      return Diagnostic(id: "snapshot.preview-disappeared", severity: severity,
        message: "preview \(s.section.title) is in the snapshot but was not laid out (\(s.changes.count) views)")
    }
    guard s.windowChanged, let old = s.old, let new = s.new else { return nil }
    return located(Diagnostic(id: "snapshot.preview-window", severity: severity,
      message: "preview \(s.section.name) was laid out in '\(old.window)', now in '\(new.window)'"), root, sources)
  }

  private static func located(_ d: Diagnostic, _ at: LayoutSnapshot.View.Source?, _ sources: [String: SourceFile]) -> Diagnostic {
    guard let at, let file = sources[at.file], at.line >= 1, at.line <= file.lineStarts.count else { return d }
    var d = d
    let offset = file.lineStarts[at.line - 1] + max(0, at.column - 1)
    d.file = at.file
    d.range = file.range(offset, offset)
    return d
  }

  /// Descriptions for SARIF's `rules[]`.
  static let rules: [String: DiagnosticRuleMetadata] = Dictionary(uniqueKeysWithValues: [
    ("snapshot.changed", "A view moved or resized since the layout snapshot was recorded"),
    ("snapshot.appeared", "A view is not in the layout snapshot"),
    ("snapshot.disappeared", "A view of the layout snapshot is no longer laid out"),
    ("snapshot.preview-window", "A preview is laid out in another window than its snapshot's"),
    ("snapshot.preview-appeared", "A preview is not in the layout snapshot"),
    ("snapshot.preview-disappeared", "A preview of the layout snapshot is no longer laid out"),
  ].map { id, summary in
    (id, DiagnosticRuleMetadata(id: id, name: id, summary: summary, details: nil, helpURI: nil, defaultSeverity: .error))
  })
}
