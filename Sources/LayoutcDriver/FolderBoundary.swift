#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder named on the command line as the file system resolves it, so that a symbolic link
/// met while searching it can be told to lead inside or outside it.
///
/// A folder is untrusted input: a committed `leak.swift -> /etc/passwd` would print the
/// file's lines under diagnostics into a CI log, and a link to `/` would make one run read the
/// whole machine. Unless `--follow-links`, a link found in the folder is followed only when
/// where it leads (every link on the way resolved) is inside the folder; links inside it keep
/// working, and the search visits each directory once, so a loop ends.
struct FolderBoundary {
  /// The folder's real path (no links, `.` or `..`); nil when it cannot be resolved, and then
  /// nothing leads outside it (the search reports the folder itself).
  let realRoot: String?

  init(_ folder: String) {
    realRoot = Self.realPath(folder)
  }

  /// Whether `path`, a symbolic link found in the folder, leads outside it. A dangling link or
  /// a loop leads nowhere: false, and reading it reports why.
  func leadsOutside(_ path: String) -> Bool {
    guard let realRoot, let target = Self.realPath(path) else { return false }
    return !Self.isInside(target, realRoot)
  }

  /// Whether the real path `path` is `folder` or under it (both real paths).
  static func isInside(_ path: String, _ folder: String) -> Bool {
    folder == "/" || path == folder || path.hasPrefix(folder + "/")
  }

  /// `realpath(3)`: the absolute path with every link, `.` and `..` resolved.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether the entry `path` names is itself a symbolic link (not following it).
  static func isSymbolicLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }
}
