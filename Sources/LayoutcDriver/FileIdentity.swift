#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file as the file system knows it: device and inode. Two spellings of a path (`spec.ui`,
/// `./spec.ui`, an absolute path, a symbolic or hard link) are the same file exactly when their
/// identities are equal, which comparing spellings cannot tell.
struct FileIdentity: Hashable, Sendable {
  var device: UInt64
  var inode: UInt64

  /// What a path is, after following symbolic links.
  enum Kind: Sendable, Equatable {
    case regular, directory, other
  }

  /// The identity and kind of the file `path` names (links followed); nil when it cannot be
  /// examined (it does not exist, a dangling link, a loop), with the reason.
  static func of(_ path: String) -> Result<(FileIdentity, Kind), SystemError> {
    var info = stat()
    guard stat(path, &info) == 0 else { return .failure(SystemError.current()) }
    return .success((FileIdentity(info), kind(info.st_mode)))
  }

  /// The kind of the entry itself, not following a final symbolic link (`.other` for a link).
  static func entryKind(_ path: String) -> Kind? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return kind(info.st_mode)
  }

  /// The size in bytes of the file `path` names (links followed); nil when it cannot be examined.
  static func size(of path: String) -> Int? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Int(info.st_size)
  }

  init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }

  private static func kind(_ mode: mode_t) -> Kind {
    switch mode & S_IFMT {
    case S_IFREG: .regular
    case S_IFDIR: .directory
    default: .other
    }
  }
}

/// A failed system call's reason, as `strerror` words it ("No space left on device"): what
/// diagnostics about files quote.
struct SystemError: Error, Sendable, Equatable {
  var code: Int32
  var reason: String { self == .notRegularFile ? "not a regular file" : String(cString: strerror(code)) }

  /// A FIFO, socket or device where a file's contents were expected (`Inputs.readFile`): no
  /// system call fails this way, so its code is one no `errno` takes.
  static let notRegularFile = SystemError(code: -1)

  static func current() -> SystemError { SystemError(code: errno) }
}

/// A regular file's bytes as read, and its identity (to refuse an output path naming it).
struct FileContents: Sendable {
  var bytes: [UInt8]
  var identity: FileIdentity
}
