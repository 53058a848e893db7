import Foundation
import LayoutcCatalog
import LayoutcEmit
import LayoutcEval
import LayoutcLint
import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// What one run produces. The library never prints or exits: `main.swift` writes these.
public struct DriverOutput: Sendable {
  /// Standard output as UTF-8, what `main.swift` writes. Bytes rather than a String: a
  /// `--frames` document is written as bytes, and making a String of 280 MB of them validates
  /// every byte as UTF-8 (a tenth of a run's instructions) only for them to be written back out.
  public var stdoutBytes: [UInt8] = []
  /// `stdoutBytes` as text.
  public var stdout: String {
    get { String(decoding: stdoutBytes, as: UTF8.self) }
    set { stdoutBytes = Array(newValue.utf8) }
  }
  public var stderr = ""
  public var status: ExitStatus = .success
  /// Files to write (`-o`), path → contents.
  public var files: [(path: String, contents: String)] = []
  /// Silent wrong answers the pipeline's own checks found: a body with an error type and no
  /// error reported, a value not of its type with no error reported. Always empty unless
  /// layoutc has a bug; the invariant tests run every spec and require it.
  public var invariantViolations: [String] = []
}

/// The pipeline as a library: arguments in, output out.
public enum Driver {
  /// Runs layoutc. Relative input paths are read against `workingDirectory` (the process's
  /// current directory when nil) but reported as written. The stages run on a thread with a
  /// large stack (`onLargeStack`), whoever calls: the executable, tests, the fuzz harness.
  public static func run(
    arguments: [String], environment: ProcessEnvironment, workingDirectory: String? = nil,
    readStandardInput: @escaping (Int) -> [UInt8]? = Inputs.readStandardInput
  ) -> DriverOutput {
    var out = DriverOutput()
    if arguments.first == "rules" { return rules(Array(arguments.dropFirst())) }
    let options: Options
    switch ArgumentParser.parse(arguments) {
    case .failure(let usage):
      out.stderr = renderDiagnostics([usage.diagnostic], format: .text, sources: [:], color: environment.colorsDiagnostics(Options()))
      out.stderr += "layoutc: see 'layoutc --help'\n"
      out.status = .failure
      return out
    case .success(let o): options = o
    }
    switch options.action {
    case .help: out.stdout = Help.text; return out
    case .version: out.stdout = Help.versionLine + "\n"; return out
    case .compile: break
    }
    // The caller waits while the stages read standard input through the closure.
    nonisolated(unsafe) let read = readStandardInput
    let start = Compilation(options: options)
    let compilation = onLargeStack {
      var c = start
      c.run(workingDirectory: workingDirectory, readStandardInput: read)
      return c
    }
    out.invariantViolations = compilation.invariantViolations
    var diagnostics = compilation.diagnostics
    if options.strict { diagnostics.promoteWarnings() }
    out.status = ExitStatus.of(diagnostics.diagnostics, isLintFinding: Linter.isFinding)
    // Files are written only after a run that succeeded: a failed one must not replace a good
    // file with partial output (one bad spec of a folder) or a baseline with fewer findings.
    // The lint report is the exception: it is the whole answer, compile errors included. No
    // file at all is written when one would overwrite an input (`OutputTargets`).
    let failed = out.status == .failure
    let writes = !compilation.outputsRefused
    var outputFile = options.outputPath.flatMap { path in compilation.output.map { (path, $0) } }
    if !writes {
      outputFile = nil
    } else if failed, options.mode != .lint, let (path, _) = outputFile {
      diagnostics.emit(DriverDiagnostics.outputNotWritten(path))
      outputFile = nil
    }
    if writes, let path = options.writeBaselinePath {
      if failed {
        diagnostics.emit(DriverDiagnostics.outputNotWritten(path))
      } else if let baseline = compilation.baselineToWrite {
        out.files.append((path, baseline))
      }
    }
    let sorted = diagnostics.sorted
    if options.mode == .lint {
      // Lint findings are the output: on stdout (or -o), in the chosen format.
      let report = lintOutput(sorted, options, compilation.sources, color: environment.colorsDiagnostics(options))
      if let path = options.outputPath, writes { out.files.insert((path, report), at: 0) } else { out.stdout = report }
      return out
    }
    if !sorted.isEmpty {
      out.stderr = renderDiagnostics(sorted, format: options.format, sources: compilation.sources,
        color: environment.colorsDiagnostics(options))
    }
    if let outputFile {
      out.files.insert(outputFile, at: 0)
    } else if options.outputPath == nil {
      out.stdoutBytes = compilation.outputBytes ?? []
    }
    return out
  }

  static func lintOutput(_ diagnostics: [Diagnostic], _ options: Options, _ sources: [String: SourceFile], color: Bool) -> String {
    switch options.format {
    case .json: return LintReport.json(diagnostics)
    case .sarif:
      var rules: [String: DiagnosticRuleMetadata] = [:]
      for d in RuleRegistry.descriptions {
        rules[d.id] = DiagnosticRuleMetadata(
          id: d.id, name: d.name, summary: d.summary, details: d.rationale, helpURI: nil, defaultSeverity: d.severity)
      }
      return renderDiagnostics(diagnostics, format: .sarif, sources: sources, color: false, rules: rules)
    default:
      let text = renderDiagnostics(diagnostics, format: options.format, sources: sources, color: color)
      if options.format == .github { return text }
      let errors = diagnostics.filter { $0.severity == .error }.count, warnings = diagnostics.filter { $0.severity == .warning }.count
      return text + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n"
    }
  }

  /// `layoutc rules` lists the lint rules; `layoutc rules ID` explains one.
  static func rules(_ arguments: [String]) -> DriverOutput {
    var out = DriverOutput()
    guard let id = arguments.first else {
      out.stdout = RulesDocument.listing()
      return out
    }
    guard let d = RuleRegistry.description(of: id) else {
      var message = "layoutc: error: no lint rule named '\(PrintableText.escaped(id))'"
      if let s = Suggestions.closest(to: id, in: RuleRegistry.ids) { message += "; did you mean '\(s)'?" }
      out.stderr = message + "\nlayoutc: see 'layoutc rules'\n"
      out.status = .failure
      return out
    }
    out.stdout = RulesDocument.detail(d)
    return out
  }

  /// Runs `body` on a thread with a large stack: deeply nested specs recurse deeply in every
  /// stage, and the main thread's 8 MiB would overflow before the nesting limits apply.
  /// 512 MiB: reserved address space, touched only as deep as a spec nests.
  static let largeStackSize = 1 << 29
  static let largeStackMarker = "layoutc.large-stack"

  /// On such a thread already, `body` runs in place.
  public static func onLargeStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
    if Thread.current.threadDictionary[largeStackMarker] != nil { return body() }
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      Thread.current.threadDictionary[largeStackMarker] = true
      box.value = body()
      done.signal()
    }
    thread.stackSize = largeStackSize
    thread.start()
    done.wait()
    return box.value!
  }
}

/// Carries a result from the worker thread back to the caller, who waits for it.
private final class ResultBox<T>: @unchecked Sendable {
  var value: T?
}
