import Foundation

/// The golden cases under `specs/` and the runs each asks for.
///
/// A case is a spec (`*.ui`), a Swift file (`*.swift`), or a module: a folder holding a
/// `layoutc-runs` file, whose Swift files (and specs) layoutc reads as it reads any folder.
/// A case names its runs in comments: `// layoutc-run: NAME ARGS...` runs `layoutc ARGS...
/// <case>`. A file's runs are in its own comments and its goldens beside it: standard output
/// in `<file without extension>.NAME.<ext>` (`.json` when the output is JSON), standard error
/// plus the exit status in `<...>.NAME.stderr.txt` when either is not empty or zero. A
/// module's runs are in its `layoutc-runs` file and its goldens in its `expected/` folder
/// (`expected/NAME.<ext>`, `expected/NAME.stderr.txt`). A case without `layoutc-run` lines
/// gets one run, `types` with no arguments.
public struct SpecRun: Sendable, CustomStringConvertible {
  /// The case's absolute path: a file, or a module's folder.
  public var spec: String
  public var name: String
  public var arguments: [String]
  public var isModule: Bool { !spec.hasSuffix(".ui") && !spec.hasSuffix(".swift") }

  /// The case's path relative to the repository root (a module's ends in `/`).
  public var relativePath: String { String(spec.dropFirst(RepositoryPaths.root.count + 1)) + (isModule ? "/" : "") }
  /// Where the goldens' names start: beside a file, in a module's `expected/` folder.
  public var base: String {
    isModule ? spec + "/" + SpecCorpus.expectedFolder + "/" : String(spec[..<(spec.lastIndex(of: ".") ?? spec.endIndex)]) + "."
  }
  public var outputExtension: String {
    let joined = arguments.joined(separator: " ")
    if arguments.contains("--frames") || joined.contains("--format json") || joined.contains("--format=json")
      || joined.contains("sarif")
    {
      return "json"
    }
    if arguments.contains("--svg") { return "svg" }
    if joined.contains("--format dot") { return "dot" }
    return "txt"
  }
  public var stdoutGolden: String { "\(base)\(name).\(outputExtension)" }
  public var stderrGolden: String { "\(base)\(name).stderr.txt" }
  public var description: String { "\(relativePath) [\(name)]" }
}

public enum SpecCorpus {
  /// The file that makes a folder a module case, holding its `layoutc-run` lines.
  public static let runsFile = "layoutc-runs"
  /// A module case's goldens.
  public static let expectedFolder = "expected"

  /// Every `.ui` file under `specs/` outside module cases, sorted.
  public static func specs(under folder: String = RepositoryPaths.specs) -> [String] {
    files(under: folder).filter { $0.hasSuffix(".ui") }
  }

  /// Every `.swift` file under `specs/` outside module cases, sorted: a case of its own.
  public static func swiftFiles(under folder: String = RepositoryPaths.specs) -> [String] {
    files(under: folder).filter { $0.hasSuffix(".swift") }
  }

  /// Every module case (a folder with a `layoutc-runs` file) under `specs/`, sorted.
  public static func modules(under folder: String = RepositoryPaths.specs) -> [String] {
    walk(folder).modules
  }

  /// Every case: specs, Swift files and modules, sorted by path.
  public static func cases(under folder: String = RepositoryPaths.specs) -> [String] {
    (files(under: folder).filter { $0.hasSuffix(".ui") || $0.hasSuffix(".swift") } + modules(under: folder)).sorted()
  }

  private static func files(under folder: String) -> [String] { walk(folder).files }

  /// The files under `folder` that are not inside a module case, and the module cases.
  private static func walk(_ folder: String) -> (files: [String], modules: [String]) {
    let fm = FileManager.default
    guard let e = fm.enumerator(atPath: folder) else { return ([], []) }
    var files: [String] = []
    var modules: [String] = []
    while let item = e.nextObject() as? String {
      let path = folder + "/" + item
      if (item as NSString).lastPathComponent == runsFile {
        modules.append((path as NSString).deletingLastPathComponent)
      } else {
        files.append(path)
      }
    }
    let inModule = { (path: String) in modules.contains { path.hasPrefix($0 + "/") } }
    return (files.filter { !inModule($0) }.sorted(), modules.sorted())
  }

  /// The runs of a case: a spec's or Swift file's comments, a module's `layoutc-runs` file.
  public static func runs(of spec: String) -> [SpecRun] {
    let isFile = spec.hasSuffix(".ui") || spec.hasSuffix(".swift")
    guard let text = try? String(contentsOfFile: isFile ? spec : spec + "/" + runsFile, encoding: .utf8) else { return [] }
    var runs: [SpecRun] = []
    // LF, CR and CRLF all end lines (specs/syntax/line-endings); "\r\n" is one Character.
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
      guard let r = line.range(of: "// layoutc-run:") else { continue }
      let words = line[r.upperBound...].split(separator: " ").map(String.init)
      guard let name = words.first else { continue }
      runs.append(SpecRun(spec: spec, name: name, arguments: Array(words.dropFirst())))
    }
    return runs.isEmpty ? [SpecRun(spec: spec, name: "types", arguments: [])] : runs
  }

  public static var allRuns: [SpecRun] { cases().flatMap(runs(of:)) }
}
