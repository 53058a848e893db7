import Foundation
import LayoutcEmit
import LayoutcLint
import LayoutcSource

/// Reads the lint configuration and baseline files: the driver is the only module that
/// touches the file system.
///
/// Paths in both files are relative to the file's own folder, not to wherever layoutc is run
/// from, and every spelling of a path is compared as one absolute, normalised path
/// (`PathKey`): `cfg/`, `./cfg` and `/repo/cfg` name the same folder.
enum LintSetup {
  static let configurationName = ".layoutc.json"
  /// A configuration is a few lines: 1 MiB is thousands of times a real one, and bounds the
  /// time spent on suggestions for unknown rule ids (each costs a few distance computations).
  static let configurationSizeLimit = 1024 * 1024
  /// A baseline lists findings, ~150 bytes each: 8 MiB (the limit of a spec) is ~55,000
  /// accepted findings, far more than a project adopting the linter has, and parses in a few
  /// seconds (a 64 MB one, without the limit, takes 10 s and 3 GB).
  static let baselineSizeLimit = 8 * 1024 * 1024

  /// The first `.layoutc.json` found walking up from the first input (the run's configuration
  /// when `--config` names none), as an absolute path. When the first input is a folder, its
  /// own `.layoutc.json` is untrusted like its sources (`FolderBoundary`): a symbolic link
  /// leading outside the folder is not followed (unless `--follow-links`), nor is the search
  /// continued above it; `refused` is the note saying so.
  static func foundConfigurationPath(_ options: Options, workingDirectory cwd: String) -> (path: String?, refused: Diagnostic?) {
    guard let first = options.inputs.first(where: { $0 != "-" }) else { return (nil, nil) }
    let fm = FileManager.default
    var dir = URL(fileURLWithPath: PathKey.absolute(first, in: cwd))
    var isDir: ObjCBool = false
    let isFolder = fm.fileExists(atPath: dir.path, isDirectory: &isDir) && isDir.boolValue
    if !isFolder { dir.deleteLastPathComponent() }
    let inFolder = dir.appendingPathComponent(configurationName).path
    if isFolder, !options.followsLinks, FolderBoundary.isSymbolicLink(inFolder), FolderBoundary(dir.path).leadsOutside(inFolder) {
      return (nil, DriverDiagnostics.linkOutsideFolder(PathKey.shown(inFolder, in: cwd), folder: PathKey.shown(dir.path, in: cwd)))
    }
    while true {
      let candidate = dir.appendingPathComponent(configurationName).path
      if fm.fileExists(atPath: candidate) { return (candidate, nil) }
      if dir.path == "/" || dir.path.isEmpty { return (nil, nil) }
      dir.deleteLastPathComponent()
    }
  }

  /// What a run reads the configuration for: `--lint` reads all of it; the layout modes read
  /// `assumed_views` only, but a file they cannot read, or that is not JSON, or a key no mode
  /// knows, is reported to them as well: ignoring it would lay opaque views out at sizes the
  /// project did not choose, without a word.
  enum Purpose { case lint, layout }

  /// `--config`, else the first `.layoutc.json` found walking up from the first input. The
  /// returned path is as shown in messages (relative to the working directory when inside it).
  static func configuration(_ options: Options, workingDirectory: String?, for purpose: Purpose = .lint) -> (LintConfiguration, String?, [Diagnostic]) {
    let cwd = workingDirectory ?? FileManager.default.currentDirectoryPath
    let found: (path: String?, refused: Diagnostic?) = options.configPath == nil ? foundConfigurationPath(options, workingDirectory: cwd) : (nil, nil)
    guard let path = options.configPath.map({ PathKey.absolute($0, in: cwd) }) ?? found.path
    else { return (LintConfiguration(), nil, found.refused.map { [$0] } ?? []) }
    let shown = PathKey.shown(path, in: cwd)
    let object: [String: Any]
    switch Inputs.readFile(path, limit: configurationSizeLimit + 1) {
    case .failure(let e):
      return (LintConfiguration(), nil, [DriverDiagnostics.error("driver.config", "cannot read configuration '\(shown)': \(e.reason)")])
    case .success(let contents) where contents.bytes.count > configurationSizeLimit:
      return (LintConfiguration(), shown, [DriverDiagnostics.error("driver.config-too-large",
        "configuration '\(shown)' is too large (the limit is \(configurationSizeLimit / 1024 / 1024) MiB)")])
    case .success(let contents):
      guard let o = try? JSONSerialization.jsonObject(with: Data(contents.bytes)) as? [String: Any] else {
        return (LintConfiguration(), shown, [DriverDiagnostics.error("driver.config", "configuration '\(shown)' is not a JSON object")])
      }
      object = o
    }
    var config = LintConfiguration()
    var problems: [Diagnostic] = []
    // A value of the wrong type is a warning and the key is ignored: a typo must not stop CI,
    // but must not pass unseen either.
    func wrongType(_ key: String, _ expected: String) {
      problems.append(Diagnostic(id: "driver.config-type", severity: .warning,
        message: "'\(key)' in '\(shown)' must be \(expected); ignored"))
    }
    func strings(_ key: String, _ value: Any) -> [String] {
      guard let list = value as? [Any], let strings = list as? [String] else {
        wrongType(key, "an array of strings")
        return []
      }
      return strings
    }
    for (key, value) in object.sorted(by: { $0.key < $1.key }) {
      if purpose == .layout && LintSetup.lintKeys.contains(key) { continue }
      switch key {
      case "disabled_rules": config.disabledRules = Set(strings(key, value))
      case "opt_in_rules": config.optInRules = Set(strings(key, value))
      case "excluded":
        let base = (path as NSString).deletingLastPathComponent
        for entry in strings(key, value) {
          guard !entry.isEmpty else {
            problems.append(Diagnostic(id: "driver.config-type", severity: .warning,
              message: "an empty path in 'excluded' in '\(shown)' excludes nothing; ignored"))
            continue
          }
          config.excluded.append(PathKey.absolute(entry, in: base))
        }
      case "severity":
        guard let table = value as? [String: Any] else {
          wrongType(key, "an object of rule ids to \"error\" or \"warning\"")
          continue
        }
        for (rule, s) in table.sorted(by: { $0.key < $1.key }) {
          if let s = s as? String, let severity = Severity(rawValue: s), severity == .error || severity == .warning {
            config.severities[rule] = severity
          } else {
            problems.append(DriverDiagnostics.error("driver.config", "severity of '\(rule)' in '\(shown)' must be \"error\" or \"warning\""))
          }
        }
      case "assumed_views":
        guard let table = value as? [String: Any] else {
          wrongType(key, "an object of view names to [width, height]")
          continue
        }
        for (name, size) in table.sorted(by: { $0.key < $1.key }) {
          if let pair = size as? [Double], pair.count == 2, pair.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 100_000 }) {
            config.assumedViewSizes[name] = pair
          } else {
            wrongType("assumed_views." + name, "[width, height] in points, each from 0 to 100000")
          }
        }
      default:
        problems.append(Diagnostic(id: "driver.config", severity: .warning, message: "unknown key '\(key)' in '\(shown)'"))
      }
    }
    if purpose == .lint { problems += config.validate(path: shown) }
    return (config, shown, problems)
  }

  /// The keys only `--lint` reads.
  static let lintKeys: Set<String> = ["disabled_rules", "opt_in_rules", "excluded", "severity"]

  /// One accepted finding as a baseline file spells it.
  private struct BaselineFile: Decodable {
    struct Finding: Decodable {
      var file: String
      var rule: String
      var line: String
    }
    var findings: [Finding]
  }

  /// The baseline at `path`, its entries' files made absolute (`PathKey`).
  static func readBaseline(_ path: String, workingDirectory: String?) -> (Baseline?, [Diagnostic]) {
    let full = PathKey.absolute(path, in: workingDirectory ?? FileManager.default.currentDirectoryPath)
    let malformed = DriverDiagnostics.error("driver.baseline", "cannot read baseline '\(path)': expected {\"findings\": [{\"file\", \"rule\", \"line\"}, ...]}")
    switch Inputs.readFile(full, limit: baselineSizeLimit + 1) {
    case .failure(let e):
      return (nil, [DriverDiagnostics.error("driver.baseline", "cannot read baseline '\(path)': \(e.reason)")])
    case .success(let contents) where contents.bytes.count > baselineSizeLimit:
      return (nil, [DriverDiagnostics.error("driver.baseline-too-large",
        "baseline '\(path)' is too large (the limit is \(baselineSizeLimit / 1024 / 1024) MiB)")])
    case .success(let contents):
      // JSONDecoder rather than JSONSerialization: a fifth of the memory (no object per value).
      guard let file = try? JSONDecoder().decode(BaselineFile.self, from: Data(contents.bytes)) else { return (nil, [malformed]) }
      let base = (full as NSString).deletingLastPathComponent
      // Entries share a few files: each spelling is resolved once (it asks the file system).
      var resolved: [String: String] = [:]
      let entries = file.findings.map { f in
        let path = resolved[f.file] ?? PathKey.absolute(f.file, in: base)
        resolved[f.file] = path
        return Baseline.Entry(file: path, rule: f.rule, lineText: f.line)
      }
      return (Baseline(entries: entries), [])
    }
  }

  /// The baseline file of `baseline` (whose entries' files are absolute), written to `path`:
  /// files relative to the baseline's folder, so that the file does not depend on where
  /// layoutc ran, nor the repository on where it is checked out.
  static func baselineText(_ baseline: Baseline, path: String, workingDirectory: String) -> String {
    let base = (PathKey.absolute(path, in: workingDirectory) as NSString).deletingLastPathComponent
    let items: [JSONValue] = baseline.entries.map {
      ["file": .string(PathKey.relative($0.file, to: base)), "rule": .string($0.rule), "line": .string($0.lineText)]
    }
    return JSONWriter(pretty: true).string(["version": 1, "findings": .array(items)]) + "\n"
  }
}

/// One spelling for every path to a file: absolute, with `.`, `..` and repeated slashes
/// resolved (and symbolic links, where they exist), so that `cfg/a.ui`, `./cfg/a.ui` and
/// `/repo/cfg/a.ui` compare equal.
enum PathKey {
  static func absolute(_ path: String, in folder: String) -> String {
    let joined = path.hasPrefix("/") ? path : folder + "/" + path
    return URL(fileURLWithPath: joined).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// `path` with `.`, repeated and trailing slashes, and `..` after a name removed, by spelling
  /// alone (no file system access): a relative path stays relative, a leading `..` stays.
  static func normalised(_ path: String) -> String {
    var parts: [Substring] = []
    for p in path.split(separator: "/", omittingEmptySubsequences: true) where p != "." {
      if p == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(p) }
    }
    let joined = parts.joined(separator: "/")
    return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
  }

  /// `path` relative to `folder` (both absolute), with `..` where it lies outside.
  static func relative(_ path: String, to folder: String) -> String {
    let target = path.split(separator: "/"), base = folder.split(separator: "/")
    var common = 0
    while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
    let ups = Array(repeating: "..", count: base.count - common)
    return (ups + target[common...].map(String.init)).joined(separator: "/")
  }

  /// How messages show a path: relative to the working directory when inside it.
  static func shown(_ path: String, in workingDirectory: String) -> String {
    path.hasPrefix(workingDirectory + "/") ? String(path.dropFirst(workingDirectory.count + 1)) : path
  }
}
