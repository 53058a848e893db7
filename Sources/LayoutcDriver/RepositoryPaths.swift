import Foundation
import LayoutcSource

/// Paths as a repository names its files: SARIF's `artifactLocation.uri`, GitHub annotations'
/// `file=` and snapshot headers are relative to the repository's top level, whatever folder
/// layoutc runs in, as code scanning and the annotations of a pull request require. The top
/// level is `--base-path`, else the nearest folder holding `.git` (a folder, or a file in a
/// worktree or submodule) from the working directory up; with neither, paths stay as shown.
struct RepositoryRoot: Sendable {
  /// The absolute folder paths are made relative to; nil leaves them as shown.
  let base: String?
  let workingDirectory: String

  init(basePath: String?, workingDirectory: String) {
    self.workingDirectory = workingDirectory
    if let basePath {
      base = PathKey.absolute(basePath, in: workingDirectory)
    } else {
      base = Self.gitTopLevel(from: PathKey.absolute(".", in: workingDirectory))
    }
  }

  /// The nearest folder from `folder` up that holds `.git`.
  static func gitTopLevel(from folder: String) -> String? {
    var dir = folder
    while true {
      if FileManager.default.fileExists(atPath: dir + "/.git") { return dir }
      guard dir != "/", let slash = dir.lastIndex(of: "/") else { return nil }
      dir = slash == dir.startIndex ? "/" : String(dir[..<slash])
    }
  }

  /// `path` (as shown: relative to the working directory, or absolute) relative to the base;
  /// a path outside the base, standard input, or any path when there is no base, as shown.
  func relative(_ path: String) -> String {
    guard let base, path != Inputs.standardInputPath else { return path }
    let full = PathKey.absolute(path, in: workingDirectory)
    guard full.hasPrefix(base == "/" ? "/" : base + "/") else { return path }
    return String(full.dropFirst(base == "/" ? 1 : base.count + 1))
  }

  /// Diagnostics and the sources they point into, with every file named relative to the base.
  func relative(_ diagnostics: [Diagnostic], _ sources: [String: SourceFile]) -> ([Diagnostic], [String: SourceFile]) {
    var mapped: [String: SourceFile] = [:]
    for (path, file) in sources { mapped[relative(path)] = file }
    let result = diagnostics.map { d in
      var d = d
      d.file = d.file.map(relative)
      d.notes = d.notes.map { n in
        var n = n
        n.file = n.file.map(relative)
        return n
      }
      return d
    }
    return (result, mapped)
  }
}
