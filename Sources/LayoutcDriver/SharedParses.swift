import Foundation
import LayoutcSource
import LayoutcSyntax

/// The parses of files that several modules compile (a library's files, checked with every
/// module depending on it; a file two Xcode targets list), made once for each set of platforms
/// and shared by the modules compiling in parallel: a chain of libraries is parsed in work
/// linear in its files, not in the square of its length. A file without `#if` parses the same
/// for every platform (the build configuration is read only by `#if`), so it is parsed once
/// for all of them: the iOS, macOS and tvOS targets of one app share most files. Syntax trees
/// are immutable, so one tree serves every module.
final class SharedParses: @unchecked Sendable {
  private struct Key: Hashable {
    var file: ObjectIdentifier
    var platforms: [String]
  }

  /// The files worth keeping parses of: those in more than one module.
  private let shared: Set<ObjectIdentifier>
  private let lock = NSLock()
  private var parses: [Key: (SourceFileSyntax, [Diagnostic])] = [:]
  /// Parses made (each shared file once per set of platforms), for tests.
  private(set) var parseCount = 0

  /// `modules`: each module's files, the same `SourceFile` objects for the same file.
  init(modules: [[SourceFile]]) {
    var seen: Set<ObjectIdentifier> = [], shared: Set<ObjectIdentifier> = []
    for files in modules {
      for f in files where !seen.insert(ObjectIdentifier(f)).inserted { shared.insert(ObjectIdentifier(f)) }
    }
    self.shared = shared
  }

  /// Whether no file is in two modules (nothing to share).
  var isEmpty: Bool { shared.isEmpty }

  /// `file` parsed as `parsing` says: the shared parse when the file is in several modules.
  func parse(_ file: SourceFile, _ parsing: PlatformParsing) -> (SourceFileSyntax, [Diagnostic]) {
    guard shared.contains(ObjectIdentifier(file)) else { return parsing.parse(file) }
    let key = Key(file: ObjectIdentifier(file), platforms: Self.hasConditions(file) ? parsing.platforms.map(\.rawValue) : [])
    if let known = lock.withLock({ parses[key] }) { return known }
    // Parsed outside the lock; a file two modules reach at once is parsed twice, the same.
    let parsed = parsing.parse(file)
    return lock.withLock {
      if let known = parses[key] { return known }
      parses[key] = parsed
      parseCount += 1
      return parsed
    }
  }

  private static let conditionalDirective = ByteSearch("#if")

  /// Whether `file`'s text holds `#if` anywhere (in a comment or string too, which only
  /// parses it once per set of platforms).
  private static func hasConditions(_ file: SourceFile) -> Bool {
    file.bytes.withUnsafeBufferPointer { conditionalDirective.firstOffset(in: $0, from: 0) != nil }
  }
}
