import Foundation
import LayoutcEmit
import LayoutcLint
import LayoutcSource

/// Reads the lint configuration and baseline files: the driver is the only module that
/// touches the file system.
enum LintSetup {
  static let configurationName = ".layoutc.json"

  /// `--config`, else the first `.layoutc.json` found walking up from the first input.
  static func configuration(_ options: Options, workingDirectory: String?) -> (LintConfiguration, String?, [Diagnostic]) {
    let fm = FileManager.default
    let cwd = workingDirectory ?? fm.currentDirectoryPath
    var path = options.configPath.map { $0.hasPrefix("/") ? $0 : cwd + "/" + $0 }
    if path == nil, let first = options.inputs.first(where: { $0 != "-" }) {
      var dir = URL(fileURLWithPath: first.hasPrefix("/") ? first : cwd + "/" + first).standardizedFileURL
      var isDir: ObjCBool = false
      if !(fm.fileExists(atPath: dir.path, isDirectory: &isDir) && isDir.boolValue) { dir.deleteLastPathComponent() }
      while true {
        let candidate = dir.appendingPathComponent(configurationName).path
        if fm.fileExists(atPath: candidate) { path = candidate; break }
        if dir.path == "/" || dir.path.isEmpty { break }
        dir.deleteLastPathComponent()
      }
    }
    guard let path else { return (LintConfiguration(), nil, []) }
    let shown = path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path
    guard let data = fm.contents(atPath: path) else {
      return (LintConfiguration(), nil, [DriverDiagnostics.error("driver.config", "cannot read configuration '\(shown)'")])
    }
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      return (LintConfiguration(), nil, [DriverDiagnostics.error("driver.config", "configuration '\(shown)' is not a JSON object")])
    }
    var config = LintConfiguration()
    var problems: [Diagnostic] = []
    for (key, value) in object.sorted(by: { $0.key < $1.key }) {
      switch key {
      case "disabled_rules": config.disabledRules = Set(value as? [String] ?? [])
      case "opt_in_rules": config.optInRules = Set(value as? [String] ?? [])
      case "excluded": config.excluded = value as? [String] ?? []
      case "severity":
        for (rule, s) in (value as? [String: String] ?? [:]) {
          if let severity = Severity(rawValue: s), severity == .error || severity == .warning {
            config.severities[rule] = severity
          } else {
            problems.append(DriverDiagnostics.error("driver.config", "severity of '\(rule)' in '\(shown)' must be \"error\" or \"warning\""))
          }
        }
      default:
        problems.append(Diagnostic(id: "driver.config", severity: .warning, message: "unknown key '\(key)' in '\(shown)'"))
      }
    }
    problems += config.validate(path: shown)
    let base = (shown as NSString).deletingLastPathComponent
    config.excluded = config.excluded.map { base.isEmpty ? $0 : base + "/" + $0 }
    return (config, shown, problems)
  }

  static func readBaseline(_ path: String, workingDirectory: String?) -> (Baseline?, [Diagnostic]) {
    let full = path.hasPrefix("/") ? path : (workingDirectory ?? FileManager.default.currentDirectoryPath) + "/" + path
    guard let data = FileManager.default.contents(atPath: full),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let findings = object["findings"] as? [[String: String]]
    else {
      return (nil, [DriverDiagnostics.error("driver.baseline", "cannot read baseline '\(path)': expected {\"findings\": [...]}")])
    }
    let entries = findings.compactMap { f -> Baseline.Entry? in
      guard let file = f["file"], let rule = f["rule"], let line = f["line"] else { return nil }
      return Baseline.Entry(file: file, rule: rule, lineText: line)
    }
    return (Baseline(entries: entries), [])
  }

  static func baselineText(_ baseline: Baseline) -> String {
    let items: [JSONValue] = baseline.entries.map { ["file": .string($0.file), "rule": .string($0.rule), "line": .string($0.lineText)] }
    return JSONWriter(pretty: true).string(["version": 1, "findings": .array(items)]) + "\n"
  }
}
