import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import LayoutcSource

/// Turns the input words of the command line into source files: the only code that reads them.
///
/// - A file is read whatever its extension: naming it is asking for it.
/// - A directory is searched recursively for `*.ui` files, following symbolic links (each
///   directory is visited once, so a link loop cannot hang the search) and skipping entries
///   whose name starts with `.` (`.git`, `.build`). Its files come sorted by path, byte by
///   byte, so every machine compiles them in the same order. Only regular files are read: a
///   FIFO or device named `x.ui` would block or never end, so it is skipped with a note. A
///   folder or spec in it that cannot be read is reported, each one, and the others still
///   compile (each is a module of its own).
/// - `-` is standard input, named `<stdin>` in diagnostics.
/// - The same file named twice (directly, through a directory, or through a symbolic or hard
///   link: the same device and inode) is read once: inputs form one module, and a second copy
///   would only redeclare everything.
/// - A file over `defaultSizeLimit` is refused. A spec is text a person wrote; 8 MiB is ~100
///   times the largest real one, and the limit keeps `layoutc /dev/zero` or a stray binary
///   from exhausting memory. Reading stops at the limit, so endless streams end too.
/// - Contents must be UTF-8. A leading byte order mark is dropped, as swiftc does, so that
///   columns on the first line match an editor's.
///
/// Problems are diagnostics, not failures: every input that can be read is returned, and the
/// driver decides whether to go on.
public enum Inputs {
  public static let defaultSizeLimit = 8 * 1024 * 1024
  public static let standardInputPath = "<stdin>"
  public static let specExtension = "ui"

  /// What the input words of a run amount to.
  struct Gathered {
    /// Files named on the command line and standard input: one module.
    var named: [SourceFile] = []
    /// Specs found in directories: a module each.
    var found: [SourceFile] = []
    /// Every file read, to refuse an output path that would overwrite one of them.
    var identities: Set<FileIdentity> = []
    var diagnostics: [Diagnostic] = []
    /// A named input could not be read: the module it belongs to is incomplete, so nothing is
    /// compiled. Problems inside a directory do not block: its other specs stand alone.
    var hasBlockingErrors = false
  }

  /// Reads the inputs of `options`.
  public static func resolve(_ options: Options) -> (files: [SourceFile], diagnostics: [Diagnostic])
  {
    resolve(options.inputs)
  }

  /// - Parameters:
  ///   - paths: files, directories and `-`, in command-line order.
  ///   - sizeLimit: the largest file accepted, in bytes.
  ///   - readStandardInput: reads at most the given number of bytes of standard input; tests
  ///     pass a closure instead of a real stream.
  public static func resolve(
    _ paths: [String], sizeLimit: Int = defaultSizeLimit,
    readStandardInput: (Int) -> [UInt8]? = readStandardInput
  ) -> (files: [SourceFile], diagnostics: [Diagnostic]) {
    let g = gather(paths, sizeLimit: sizeLimit, readStandardInput: readStandardInput)
    return (g.named + g.found, g.diagnostics)
  }

  /// Reads every input once, in command-line order.
  /// - Parameter listDirectory: the names in a directory; tests inject failures through it.
  static func gather(
    _ paths: [String], sizeLimit: Int = defaultSizeLimit,
    readStandardInput: (Int) -> [UInt8]? = readStandardInput,
    listDirectory: (String) -> Result<[String], SystemError> = listDirectory
  ) -> Gathered {
    var g = Gathered()
    var readStdin = false
    /// Directories already searched, so that a folder named twice (or inside another named
    /// folder) is read once.
    var visited: Set<FileIdentity> = []

    /// Checks and keeps a file's bytes; false when it was refused.
    func accept(_ path: String, _ bytes: [UInt8], fromDirectory: Bool) -> Bool {
      guard bytes.count <= sizeLimit else {
        g.diagnostics.append(DriverDiagnostics.fileTooLarge(path, limit: sizeLimit))
        return false
      }
      guard String(validating: bytes, as: UTF8.self) != nil else {
        g.diagnostics.append(DriverDiagnostics.notUTF8(path))
        return false
      }
      let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
      if fromDirectory { g.found.append(SourceFile(path: path, bytes: text)) } else { g.named.append(SourceFile(path: path, bytes: text)) }
      return true
    }

    for path in paths {
      if path == "-" {
        guard !readStdin else { continue }
        readStdin = true
        if let bytes = readStandardInput(sizeLimit + 1) {
          if !accept(standardInputPath, bytes, fromDirectory: false) { g.hasBlockingErrors = true }
        } else {
          g.diagnostics.append(DriverDiagnostics.unreadable(standardInputPath))
          g.hasBlockingErrors = true
        }
        continue
      }
      switch FileIdentity.of(path) {
      case .failure(let e):
        g.diagnostics.append(e.code == ENOENT ? DriverDiagnostics.noSuchFile(path) : DriverDiagnostics.unreadable(path, reason: e.reason))
        g.hasBlockingErrors = true
      case .success((let identity, .directory)):
        guard !visited.contains(identity) else { continue }
        let (found, problems) = specs(in: path, visited: &visited, listDirectory: listDirectory)
        g.diagnostics += problems
        if found.isEmpty && problems.isEmpty {
          g.diagnostics.append(DriverDiagnostics.noSpecsInDirectory(path))
          g.hasBlockingErrors = true
        }
        for (file, identity) in found where g.identities.insert(identity).inserted {
          switch readFile(file, limit: sizeLimit + 1) {
          case .success(let bytes): _ = accept(file, bytes, fromDirectory: true)
          case .failure(let e): g.diagnostics.append(DriverDiagnostics.unreadable(file, reason: e.reason))
          }
        }
      case .success((let identity, _)):
        guard g.identities.insert(identity).inserted else { continue }
        switch readFile(path, limit: sizeLimit + 1) {
        case .success(let bytes): if !accept(path, bytes, fromDirectory: false) { g.hasBlockingErrors = true }
        case .failure(let e):
          g.diagnostics.append(DriverDiagnostics.unreadable(path, reason: e.reason))
          g.hasBlockingErrors = true
        }
      }
    }
    return g
  }

  /// The `*.ui` regular files under a directory with their identities, sorted by path, and a
  /// diagnostic for each folder or spec that cannot be read or is not a regular file.
  static func specs(
    in directory: String, visited: inout Set<FileIdentity>,
    listDirectory: (String) -> Result<[String], SystemError> = listDirectory
  ) -> (files: [(path: String, identity: FileIdentity)], problems: [Diagnostic]) {
    var found: [(path: String, identity: FileIdentity)] = []
    var problems: [(path: String, diagnostic: Diagnostic)] = []
    var pending = [directory]
    while let current = pending.popLast() {
      guard case .success((let identity, _)) = FileIdentity.of(current), visited.insert(identity).inserted else { continue }
      let names: [String]
      switch listDirectory(current) {
      case .success(let n): names = n
      case .failure(let e):
        problems.append((current, DriverDiagnostics.unreadableDirectory(current, reason: e.reason)))
        continue
      }
      for name in names where !name.hasPrefix(".") {
        let path = current.hasSuffix("/") ? current + name : current + "/" + name
        let isSpec = name.hasSuffix("." + specExtension)
        switch FileIdentity.of(path) {
        case .success((_, .directory)): pending.append(path)
        case .success((let identity, .regular)): if isSpec { found.append((path, identity)) }
        case .success((_, .other)): if isSpec { problems.append((path, DriverDiagnostics.notARegularFile(path))) }
        // A dangling link or a loop: only a spec's name makes it worth reporting.
        case .failure(let e): if isSpec { problems.append((path, DriverDiagnostics.unreadable(path, reason: e.reason))) }
        }
      }
    }
    let byPath = { (a: String, b: String) in a.utf8.lexicographicallyPrecedes(b.utf8) }
    return (found.sorted { byPath($0.path, $1.path) }, problems.sorted { byPath($0.path, $1.path) }.map(\.diagnostic))
  }

  /// The names in a directory, without `.` and `..`.
  static func listDirectory(_ path: String) -> Result<[String], SystemError> {
    guard let stream = opendir(path) else { return .failure(SystemError.current()) }
    defer { closedir(stream) }
    var names: [String] = []
    while true {
      errno = 0
      guard let entry = readdir(stream) else {
        return errno == 0 ? .success(names) : .failure(SystemError.current())
      }
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
  }

  /// Up to `limit` bytes of a file, or nil when it cannot be opened or read.
  static func read(_ path: String, limit: Int) -> [UInt8]? {
    try? readFile(path, limit: limit).get()
  }

  /// Up to `limit` bytes of a file, or why it cannot be read.
  static func readFile(_ path: String, limit: Int) -> Result<[UInt8], SystemError> {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return .failure(SystemError.current()) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while bytes.count < limit {
      let wanted = min(chunk.count, limit - bytes.count)
      let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress!, wanted) }
      if n < 0 {
        let e = SystemError.current()
        if e.code == EINTR { continue }
        return .failure(e)
      }
      if n == 0 { break }
      bytes += chunk[..<n]
    }
    return .success(bytes)
  }

  /// Up to `limit` bytes of standard input.
  public static func readStandardInput(limit: Int) -> [UInt8]? {
    read(FileHandle.standardInput, limit: limit)
  }

  private static func read(_ handle: FileHandle, limit: Int) -> [UInt8]? {
    var bytes: [UInt8] = []
    while bytes.count < limit {
      let chunk: Data?
      do {
        chunk = try handle.read(upToCount: min(64 * 1024, limit - bytes.count))
      } catch {
        return nil
      }
      guard let chunk, !chunk.isEmpty else { break }
      bytes.append(contentsOf: chunk)
    }
    return bytes
  }
}

/// `read(2)`, named so that `Inputs.read` does not hide it.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, buffer, count)
}
