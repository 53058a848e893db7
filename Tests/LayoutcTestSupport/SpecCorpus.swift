import Foundation

/// The specs under `specs/` and the runs each asks for.
///
/// A spec names its runs in comments: `// layoutc-run: NAME ARGS...` runs `layoutc ARGS...
/// <spec>` and compares standard output with `<spec>.NAME.<ext>` beside it (`.json` when the
/// output is JSON), and standard error plus the exit status with `<spec>.NAME.stderr.txt`
/// when either is not empty or zero. A spec without `layoutc-run` lines gets one run,
/// `types` with no arguments.
public struct SpecRun: Sendable, CustomStringConvertible {
  public var spec: String
  public var name: String
  public var arguments: [String]

  /// The spec's path relative to the repository root.
  public var relativePath: String { String(spec.dropFirst(RepositoryPaths.root.count + 1)) }
  /// The spec's path without its extension (`.ui`, or `.swift` for a tolerant Swift source).
  public var base: String { String(spec.dropLast(spec.hasSuffix(".swift") ? 6 : 3)) }
  public var outputExtension: String {
    let joined = arguments.joined(separator: " ")
    if arguments.contains("--frames") || joined.contains("--format json") || joined.contains("--format=json")
      || joined.contains("sarif")
    {
      return "json"
    }
    if arguments.contains("--svg") { return "svg" }
    return "txt"
  }
  public var stdoutGolden: String { "\(base).\(name).\(outputExtension)" }
  public var stderrGolden: String { "\(base).\(name).stderr.txt" }
  public var description: String { "\(relativePath) [\(name)]" }
}

public enum SpecCorpus {
  /// Every `.ui` spec and `.swift` source under `specs/`, sorted.
  public static func specs(under folder: String = RepositoryPaths.specs) -> [String] {
    let fm = FileManager.default
    guard let e = fm.enumerator(atPath: folder) else { return [] }
    var out: [String] = []
    while let item = e.nextObject() as? String {
      if item.hasSuffix(".ui") || item.hasSuffix(".swift") { out.append(folder + "/" + item) }
    }
    return out.sorted()
  }

  public static func runs(of spec: String) -> [SpecRun] {
    guard let text = try? String(contentsOfFile: spec, encoding: .utf8) else { return [] }
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

  public static var allRuns: [SpecRun] { specs().flatMap(runs(of:)) }
}
