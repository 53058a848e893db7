import Foundation
import LayoutcSource

/// Turns the input words of the command line into source files: the only code that reads them.
///
/// - A file is read whatever its extension: naming it is asking for it.
/// - A directory is searched recursively for `*.ui` files, following symbolic links (each
///   directory is visited once, so a link loop cannot hang the search) and skipping entries
///   whose name starts with `.` (`.git`, `.build`). Its files come sorted by path, byte by
///   byte, so every machine compiles them in the same order.
/// - `-` is standard input, named `<stdin>` in diagnostics.
/// - The same file named twice (directly, through a directory, or through a link) is read once:
///   inputs form one module, and a second copy would only redeclare everything.
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
    var files: [SourceFile] = []
    var diagnostics: [Diagnostic] = []
    var seen: Set<String> = []

    func load(_ path: String, bytes: [UInt8]?) {
      guard let bytes else { return diagnostics.append(DriverDiagnostics.unreadable(path)) }
      guard bytes.count <= sizeLimit else {
        return diagnostics.append(DriverDiagnostics.fileTooLarge(path, limit: sizeLimit))
      }
      guard String(validating: bytes, as: UTF8.self) != nil else {
        return diagnostics.append(DriverDiagnostics.notUTF8(path))
      }
      let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
      files.append(SourceFile(path: path, bytes: text))
    }

    let fileManager = FileManager.default
    for path in paths {
      if path == "-" {
        if seen.insert(standardInputPath).inserted {
          load(standardInputPath, bytes: readStandardInput(sizeLimit + 1))
        }
        continue
      }
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        diagnostics.append(DriverDiagnostics.noSuchFile(path))
        continue
      }
      if isDirectory.boolValue {
        let found = specs(in: path)
        if found.isEmpty { diagnostics.append(DriverDiagnostics.noSpecsInDirectory(path)) }
        for file in found where seen.insert(canonical(file)).inserted {
          load(file, bytes: read(file, limit: sizeLimit + 1))
        }
      } else if seen.insert(canonical(path)).inserted {
        load(path, bytes: read(path, limit: sizeLimit + 1))
      }
    }
    return (files, diagnostics)
  }

  /// The `*.ui` files under a directory, sorted by path.
  static func specs(in directory: String) -> [String] {
    let fileManager = FileManager.default
    var found: [String] = []
    var visited: Set<String> = []
    var pending = [directory]
    while let current = pending.popLast() {
      guard visited.insert(canonical(current)).inserted,
        let names = try? fileManager.contentsOfDirectory(atPath: current)
      else { continue }
      for name in names where !name.hasPrefix(".") {
        let path = current.hasSuffix("/") ? current + name : current + "/" + name
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
        if isDirectory.boolValue {
          pending.append(path)
        } else if (name as NSString).pathExtension == specExtension {
          found.append(path)
        }
      }
    }
    return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// Up to `limit` bytes of a file, or nil when it cannot be opened or read.
  static func read(_ path: String, limit: Int) -> [UInt8]? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    return read(handle, limit: limit)
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

  /// A path with links and `.`/`..` resolved: what makes two spellings the same file.
  private static func canonical(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }
}
