import Foundation
import LayoutcEmit
import LayoutcSource

/// `--snapshot` and `--check-snapshot FILE` (docs/snapshots.md), once every module is laid out:
/// the snapshot of the run, or its differences from FILE as findings at the changed views'
/// source lines (`SnapshotDiagnostics`), drawn with `--svg`, recorded with `--update`.
extension Compilation {
  /// A snapshot file is a few dozen bytes a view: 64 MiB is over a million views.
  static let snapshotSizeLimit = 64 * 1024 * 1024

  mutating func finishSnapshot() {
    let current = LayoutSnapshot(sections: snapshotSections)
    guard let path = options.checkSnapshotPath else {
      output = snapshotSections.isEmpty && diagnostics.hasErrors ? nil : current.text
      return
    }
    // A run with errors laid out only part of the layout: comparing it would report every
    // missing preview as gone.
    guard !diagnostics.hasErrors else { output = nil; return }
    let recorded: LayoutSnapshot
    switch Inputs.readFile(PathKey.absolute(path, in: workingDirectoryPath), limit: Self.snapshotSizeLimit + 1) {
    case .failure(let e) where e.code == ENOENT && options.updateSnapshot:
      snapshotToWrite = current.text
      snapshotReport = "recorded \(current.sections.count) preview\(current.sections.count == 1 ? "" : "s")\(Self.assumed(current)) in '\(PrintableText.escaped(path))'\n"
      finishOverlay(SnapshotDiff(old: current, new: current))
      return
    case .failure(let e):
      diagnostics.emit(e.code == ENOENT ? SnapshotDiagnostics.missing(path) : SnapshotDiagnostics.unreadable(path, reason: e.reason))
      output = nil
      return
    case .success(let contents) where contents.bytes.count > Self.snapshotSizeLimit:
      diagnostics.emit(SnapshotDiagnostics.tooLarge(path, limit: Self.snapshotSizeLimit))
      output = nil
      return
    case .success(let contents):
      switch LayoutSnapshot.parse(String(decoding: contents.bytes, as: UTF8.self)) {
      case .failure(let e):
        diagnostics.emit(SnapshotDiagnostics.malformed(path, e))
        output = nil
        return
      case .success(let s): recorded = s
      }
    }
    let diff = SnapshotDiff(old: recorded, new: current)
    // Once recorded, a change is news, not a failure.
    let severity: Severity = options.updateSnapshot ? .note : .error
    for s in diff.sections {
      if let d = SnapshotDiagnostics.preview(s, severity: severity, sources: sources) { diagnostics.emit(d) }
      // A whole preview that appeared or went is one finding, not one per view.
      guard s.old != nil, s.new != nil else { continue }
      for c in s.changes { diagnostics.emit(SnapshotDiagnostics.change(c, in: s, severity: severity, sources: sources)) }
    }
    let previews = diff.sections.count
    if diff.isEmpty {
      snapshotReport = "the layout matches '\(PrintableText.escaped(path))' (\(current.sections.count) preview\(current.sections.count == 1 ? "" : "s")\(Self.assumed(current)))\n"
    } else {
      snapshotReport = "\(diff.viewCount) view\(diff.viewCount == 1 ? "" : "s") changed in \(previews) preview\(previews == 1 ? "" : "s")\(Self.assumed(current))"
        + (options.updateSnapshot ? "; updated '\(PrintableText.escaped(path))'\n" : " (record them with --update)\n")
      if options.updateSnapshot { snapshotToWrite = current.text }
    }
    finishOverlay(diff)
  }

  /// `, 3 views resting on assumptions` when the layout has any: a matching snapshot of assumed
  /// frames is not a known picture.
  static func assumed(_ snapshot: LayoutSnapshot) -> String {
    let n = snapshot.assumedViewCount
    return n == 0 ? "" : ", \(n) view\(n == 1 ? "" : "s") resting on assumptions"
  }

  /// `--check-snapshot F --svg`: the picture is the output; otherwise the report is.
  private mutating func finishOverlay(_ diff: SnapshotDiff) {
    output = options.mode == .svg ? SnapshotOverlaySVG.render(diff) : ""
  }
}
