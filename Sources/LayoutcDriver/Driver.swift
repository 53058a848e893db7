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
  /// The mode's document, formatted as it is written (`Driver.run(streamsDocuments: true)`):
  /// to standard output after `stdoutBytes`, or to its `-o` file before `files`.
  public var streamed: StreamedOutput?
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
  /// With `streamsDocuments`, a document that can be formatted while it is written (`--frames`)
  /// is returned as `streamed` for `OutputDelivery` to write; without, it is formatted here into
  /// `stdoutBytes` or `files`, as every other output. With `keepsValuesUntilExit`, the stages'
  /// big values (syntax, semantic model, instance trees) are not freed once used, for a caller
  /// that exits right after the run (`ValuesKeptUntilExit`). With `prefaultsHeap`, a large
  /// input's heap is faulted in on another core as the stages take it (`HeapPrefaulter`), for a
  /// caller that keeps freed heap as `main.swift` does.
  public static func run(
    arguments: [String], environment: ProcessEnvironment, workingDirectory: String? = nil,
    readStandardInput: @escaping (Int) -> [UInt8]? = Inputs.readStandardInput, streamsDocuments: Bool = false,
    keepsValuesUntilExit: Bool = false, prefaultsHeap: Bool = false
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
    let start = {
      var c = Compilation(options: options)
      c.keptUntilExit.isEnabled = keepsValuesUntilExit
      c.prefaultsHeap = prefaultsHeap
      return c
    }()
    // Threads formatting a streamed document: `--jobs`, but no more than the cores (each holds
    // a few formatted pieces in memory, and more threads than cores would only add pieces).
    let threads = options.coresInUse
    let compilation = onLargeStack {
      var c = start
      c.run(workingDirectory: workingDirectory, readStandardInput: read)
      c.heapPrefaulter?.stop()
      if !streamsDocuments, let document = c.outputDocument {
        c.outputBytes = document.bytes(threads: threads)
        c.outputDocument = nil
      }
      return c
    }
    out.invariantViolations = compilation.invariantViolations
    var diagnostics = compilation.diagnostics
    if options.strict { diagnostics.promoteWarnings() }
    // A snapshot's differences fail the check as lint findings do: exit status 1.
    out.status = ExitStatus.of(diagnostics.diagnostics) { Linter.isFinding($0) || SnapshotDiagnostics.isChange($0) }
    // Files are written only after a run that succeeded: a failed one must not replace a good
    // file with partial output (one bad spec of a folder) or a baseline with fewer findings.
    // The lint report is the exception: it is the whole answer, compile errors included. No
    // file at all is written when one would overwrite an input (`OutputTargets`).
    let failed = out.status == .failure
    let writes = !compilation.outputsRefused
    let hasOutput = compilation.outputBytes != nil || compilation.outputDocument != nil
    var outputPath = writes && hasOutput ? options.outputPath : nil
    if failed, options.mode != .lint, let path = outputPath {
      diagnostics.emit(DriverDiagnostics.outputNotWritten(path))
      outputPath = nil
    }
    if writes, let path = options.writeBaselinePath {
      if failed {
        diagnostics.emit(DriverDiagnostics.outputNotWritten(path))
      } else if let baseline = compilation.baselineToWrite {
        out.files.append((path, baseline))
      }
    }
    if writes, let path = options.checkSnapshotPath, let snapshot = compilation.snapshotToWrite {
      if failed { diagnostics.emit(DriverDiagnostics.outputNotWritten(path)) } else { out.files.append((path, snapshot)) }
    }
    let sorted = diagnostics.sorted
    // The check's report, like lint's findings, is the output (unless --svg draws it).
    if options.mode == .lint || (options.mode == .snapshot && options.checkSnapshotPath != nil) {
      // Lint findings are the output: on stdout (or -o), in the chosen format.
      var report = lintOutput(sorted, options, compilation, color: environment.colorsDiagnostics(options))
      if options.mode == .snapshot, options.format == .text { report += compilation.snapshotReport }
      if let path = options.outputPath, writes { out.files.insert((path, report), at: 0) } else { out.stdout = report }
      return out
    }
    if !sorted.isEmpty {
      out.stderr = render(sorted, options.format, compilation, color: environment.colorsDiagnostics(options))
    }
    if let document = compilation.outputDocument, outputPath != nil || options.outputPath == nil {
      out.streamed = StreamedOutput(document: document, path: outputPath, threads: threads)
    } else if let outputPath, let output = compilation.output {
      out.files.insert((outputPath, output), at: 0)
    } else if options.outputPath == nil {
      out.stdoutBytes = compilation.outputBytes ?? []
    }
    return out
  }

  /// Diagnostics in `format`; SARIF and GitHub name files relative to the repository
  /// (`RepositoryRoot`), as code scanning and pull-request annotations require.
  static func render(_ diagnostics: [Diagnostic], _ format: DiagnosticFormat, _ compilation: Compilation, color: Bool) -> String {
    guard format == .sarif || format == .github else {
      return renderDiagnostics(diagnostics, format: format, sources: compilation.sources, color: color, compact: compilation.options.compact)
    }
    let (relative, sources) = compilation.repositoryPaths.relative(diagnostics, compilation.sources)
    var rules = SnapshotDiagnostics.rules
    for d in RuleRegistry.descriptions {
      rules[d.id] = DiagnosticRuleMetadata(
        id: d.id, name: d.name, summary: d.summary, details: d.rationale, helpURI: nil, defaultSeverity: d.severity)
    }
    return renderDiagnostics(relative, format: format, sources: sources, color: false, rules: rules)
  }

  static func lintOutput(_ diagnostics: [Diagnostic], _ options: Options, _ compilation: Compilation, color: Bool) -> String {
    switch options.format {
    case .json, .sarif, .github:
      return render(diagnostics, options.format, compilation, color: color)
    default:
      let text = render(diagnostics, options.format, compilation, color: color)
      if options.mode == .snapshot { return text }
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
