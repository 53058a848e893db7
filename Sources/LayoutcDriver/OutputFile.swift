#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes an output file (`-o`, `--write-baseline`) so that no failure leaves a half-written or
/// broken file behind:
/// - a regular file, or a path that does not exist yet, is written to a temporary file in the
///   same folder and renamed over the path: a reader sees the old contents or the new, a failed
///   write leaves the old, and an existing file keeps its permissions;
/// - anything else — a symbolic link, a FIFO, a device, `/dev/stdout` — is opened and written
///   through, as a shell's `>` does. Replacing it would break the link or the device: as root,
///   a rename over `/dev/null` replaces the whole machine's `/dev/null` with a regular file.
/// The caller decides whether to write at all (only after a run that succeeded).
public enum OutputFile {
  /// Writes `bytes` to `path`; the reason it failed (the system's words), or nil.
  public static func write(_ bytes: [UInt8], to path: String) -> String? {
    write(to: path) { fd in writeAll(bytes, to: fd) }
  }

  /// Writes to `path` what `contents` writes to the descriptor it is given (a document written
  /// as it is formatted, `StreamedOutput`), with the same guarantees: a failure `contents`
  /// reports (the reason) leaves the old file. The reason it failed, or nil.
  public static func write(to path: String, _ contents: (Int32) -> String?) -> String? {
    var info = stat()
    if lstat(path, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFREG else { return writeThrough(contents, path) }
      return replace(path, contents, existing: info)
    }
    let failure = SystemError.current()
    guard failure.code == ENOENT else { return failure.reason }
    return replace(path, contents, existing: nil)
  }

  /// Opens `path` (following links; FIFOs and devices ignore the truncation) and writes.
  static func writeThrough(_ contents: (Int32) -> String?, _ path: String) -> String? {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard fd >= 0 else { return SystemError.current().reason }
    let failure = contents(fd)
    let closed = close(fd) == 0 ? nil : SystemError.current().reason
    return failure ?? closed
  }

  /// Writes a temporary file beside `path` and renames it over `path`.
  static func replace(_ path: String, _ contents: (Int32) -> String?, existing: stat?) -> String? {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let mode = existing.map { $0.st_mode & 0o7777 } ?? 0o666
    for _ in 0..<16 {
      let temporary = folder + temporaryName(for: name, random: UInt32.random(in: .min ... .max))
      let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
      guard fd >= 0 else {
        let failure = SystemError.current()
        if failure.code == EEXIST { continue }
        return failure.reason
      }
      if let existing {
        // The umask cut the mode `open` was given; the owner is kept where we may set it.
        _ = fchmod(fd, mode)
        _ = fchown(fd, existing.st_uid, existing.st_gid)
      }
      var failure = contents(fd)
      if close(fd) != 0, failure == nil { failure = SystemError.current().reason }
      if failure == nil, rename(temporary, path) != 0 { failure = SystemError.current().reason }
      if failure != nil { unlink(temporary) }
      return failure
    }
    return "cannot create a temporary file beside it"
  }

  /// The longest name a folder entry may have on the file systems layoutc writes to (Linux's
  /// and macOS's `NAME_MAX`), in bytes.
  static let nameLimit = 255
  /// How much of the output's name the temporary name keeps: with the dot, `.layoutc-` and
  /// eight hex digits it stays within `nameLimit` however long the output's name is.
  static let keptNameBytes = nameLimit - 18

  /// `.NAME.layoutc-RANDOM`, hidden and recognisable beside the output while it is written,
  /// NAME cut to `keptNameBytes` on a character boundary so that a valid 255-byte output name
  /// never makes an invalid temporary one.
  static func temporaryName(for name: String, random: UInt32) -> String {
    var kept = Substring(name)
    while kept.utf8.count > keptNameBytes { kept = kept.dropLast() }
    return "." + kept + ".layoutc-" + String(random, radix: 16)
  }

  /// Writes every byte to `fd`, retrying short writes and interruptions; the reason it failed.
  public static func writeAll(_ bytes: [UInt8], to fd: Int32) -> String? {
    bytes.withUnsafeBytes { buffer -> String? in
      var offset = 0
      while offset < buffer.count {
        let n = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if n < 0 {
          let failure = SystemError.current()
          if failure.code == EINTR { continue }
          return failure.reason
        }
        offset += n
      }
      return nil
    }
  }
}

/// `write(2)`, named so that `OutputFile.write` does not hide it.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, bytes, count)
}
