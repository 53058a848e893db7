import Foundation

/// Compares output with a golden file beside the spec. With `LAYOUTC_UPDATE_GOLDENS=1` the
/// file is (re)written instead; otherwise a mismatch returns a line diff and writes nothing.
public enum Golden {
  public static var updating: Bool { ProcessInfo.processInfo.environment["LAYOUTC_UPDATE_GOLDENS"] == "1" }

  /// Nil when `actual` matches the file (or the file was updated); else a failure message.
  public static func check(_ actual: String, against path: String) -> String? {
    let expected = (try? String(contentsOfFile: path, encoding: .utf8))
    if updating {
      if expected != actual {
        try? FileManager.default.createDirectory(
          atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? actual.write(toFile: path, atomically: true, encoding: .utf8)
      }
      return nil
    }
    guard let expected else {
      return "missing golden file \(path); run with LAYOUTC_UPDATE_GOLDENS=1 to create it, then review it"
    }
    if expected == actual { return nil }
    return "\(path) differs (- expected, + actual):\n" + TextDiff.diff(expected: expected, actual: actual)
  }

  /// Removes a golden that a spec no longer produces (only while updating).
  public static func removeIfUpdating(_ path: String) -> String? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    if updating { try? FileManager.default.removeItem(atPath: path); return nil }
    return "stale golden file \(path): the spec no longer produces it (regenerate with LAYOUTC_UPDATE_GOLDENS=1)"
  }
}
