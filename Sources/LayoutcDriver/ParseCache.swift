import Foundation
import LayoutcSource
import LayoutcSyntax

/// The source files and parses of earlier checks, for a process that checks the same module
/// again and again (the language server): a file whose bytes did not change keeps its
/// `SourceFile` object and its syntax tree, so an edit parses the edited file alone. One entry
/// per path and set of platforms, replaced when the bytes change, so the cache holds at most
/// the module's files however long the session.
public final class ParseCache: @unchecked Sendable {
  private struct Key: Hashable {
    var path: String
    var platforms: [String]
    var conditions: [String]
  }

  private let lock = NSLock()
  private var files: [String: SourceFile] = [:]
  private var parses: [Key: (file: SourceFile, parse: (SourceFileSyntax, [Diagnostic]))] = [:]
  /// Parses made since the cache was created, for tests and the benchmark.
  public private(set) var parseCount = 0

  public init() {}

  /// The kept `SourceFile` for `file`'s path when its bytes and strictness are the same,
  /// else `file`, kept from now on.
  func canonical(_ file: SourceFile) -> SourceFile {
    lock.withLock {
      if let known = files[file.path], known.strictness == file.strictness, known.bytes == file.bytes { return known }
      files[file.path] = file
      return file
    }
  }

  /// `file` parsed as `parsing` says: the earlier parse when `file` is the object it was made from.
  func parse(_ file: SourceFile, _ parsing: PlatformParsing) -> (SourceFileSyntax, [Diagnostic]) {
    let key = Key(path: file.path, platforms: parsing.platforms.map(\.rawValue), conditions: parsing.customConditions.sorted())
    if let known = lock.withLock({ parses[key] }), known.file === file { return known.parse }
    let parsed = parsing.parse(file)
    lock.withLock {
      parses[key] = (file, parsed)
      parseCount += 1
    }
    return parsed
  }

  /// Forgets the files no longer at `paths` (a file deleted, a document closed that never
  /// existed on disk), so that the cache holds what the module holds.
  public func keep(only paths: Set<String>) {
    lock.withLock {
      files = files.filter { paths.contains($0.key) }
      parses = parses.filter { paths.contains($0.key.path) }
    }
  }
}
