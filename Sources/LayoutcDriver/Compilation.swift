import Foundation
import LayoutcCatalog
import LayoutcEmit
import LayoutcEval
import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// One compilation: reads the inputs, runs the stages in order, and keeps the mode's output
/// and every stage's diagnostics. Stops before a stage whose input had errors, so a reader
/// sees the first cause, not its echoes.
struct Compilation {
  let options: Options
  var diagnostics = DiagnosticEngine()
  var sources: [String: SourceFile] = [:]
  /// The mode's output (stdout or `-o`), nil when nothing could be produced.
  var output: String?

  init(options: Options) { self.options = options }

  mutating func run(workingDirectory: String?, readStandardInput: @escaping (Int) -> [UInt8]?) {
    // Inputs. Files named on the command line (and stdin) form one module, so views may use
    // views from other files; each spec found in a directory is a module of its own, as a
    // test runner treats its cases, so that `layoutc specs/` checks independent specs.
    var shared: [SourceFile] = []
    var separate: [SourceFile] = []
    for input in options.inputs {
      var path = input
      if let wd = workingDirectory, input != "-", !input.hasPrefix("/") { path = wd + "/" + input }
      let (read, errors) = Inputs.resolve([path], readStandardInput: readStandardInput)
      diagnostics.emit(contentsOf: errors.map { relative($0, workingDirectory) })
      let files = read.map { SourceFile(path: displayPath($0.path, workingDirectory), bytes: $0.bytes) }
      if input != "-" && isDirectory(path) { separate += files } else { shared += files }
    }
    guard !diagnostics.hasErrors else { return }
    var modules: [[SourceFile]] = shared.isEmpty ? [] : [shared]
    modules += separate.map { [$0] }
    for f in shared + separate { sources[f.path] = f }
    var outputs: [String] = []
    for module in modules {
      let text = compile(module)
      if !text.isEmpty { outputs.append(modules.count > 1 ? "// \(module.map(\.path).joined(separator: ", "))\n" + text : text) }
    }
    if !outputs.isEmpty || !diagnostics.hasErrors { output = outputs.joined(separator: "\n") }
  }

  private func isDirectory(_ path: String) -> Bool {
    var isDir: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
  }

  /// Runs the stages over one module; its output in the selected mode.
  mutating func compile(_ files: [SourceFile]) -> String {
    let errorsBefore = diagnostics.count(.error)
    var hasNewErrors: Bool { diagnostics.count(.error) > errorsBefore }
    // Syntax
    var trees: [SourceFileSyntax] = []
    for f in files {
      let (tree, errors) = Parser.parse(f)
      trees.append(tree)
      diagnostics.emit(contentsOf: errors)
    }
    if options.mode == .dumpAST { return trees.map(ASTDumper.dump).joined(separator: "\n") }
    guard !hasNewErrors else { return "" }

    // Types
    let sdk = SDK(rawValue: options.sdk.rawValue) ?? .ios17
    let sema = Sema.check(trees, sdk: sdk)
    diagnostics.emit(contentsOf: sema.diagnostics)
    switch options.mode {
    case .types:
      return options.format == .json
        ? TypesReport.json(sema.members, pretty: options.pretty) : TypesReport.text(sema.members, pretty: options.pretty)
    case .identities:
      guard !hasNewErrors else { return "" }
      return identities(sema) ?? ""
    default:
      diagnostics.emit(DriverDiagnostics.notImplemented(options.mode.flag))
      return ""
    }
  }

  /// `--identities`, and with `--against` the identity diff between two states.
  mutating func identities(_ sema: SemaResult) -> String? {
    let (roots, rootErrors) = RootSelection.select(sema.model, preview: options.preview, view: options.view)
    diagnostics.emit(contentsOf: rootErrors)
    guard !roots.isEmpty else { return nil }
    func evaluateAll(_ assignments: [Options.Assignment]) -> [InstanceRoot]? {
      var result: [InstanceRoot] = []
      for root in roots {
        let view = RootSelection.stateView(root, sema.model, sema.facts)
        let (values, errors) = StateAssignment.parse(assignments.map { "\($0.name)=\($0.value)" }, view: view, sema: sema)
        diagnostics.emit(contentsOf: errors)
        guard errors.isEmpty else { return nil }
        let evaluator = Evaluator(sema: sema, overrides: values)
        switch root {
        case .preview(let p): result.append(evaluator.evaluate(preview: p))
        case .view(let v): result.append(evaluator.evaluate(view: v))
        }
        diagnostics.emit(contentsOf: evaluator.diagnostics)
      }
      return diagnostics.hasErrors ? nil : result
    }
    guard let before = evaluateAll(options.assignments) else { return nil }
    if options.againstAssignments.isEmpty {
      return options.format == .json ? IdentitiesReport.json(before) : IdentitiesReport.text(before)
    }
    guard let after = evaluateAll(options.againstAssignments) else { return nil }
    let describe = { (a: [Options.Assignment]) in a.isEmpty ? "defaults" : a.map { "\($0.name)=\($0.value)" }.joined(separator: ", ") }
    let diff = IdentityDiff(before: before.flatMap(\.instances), after: after.flatMap(\.instances))
    return options.format == .json
      ? IdentitiesReport.diffJSON(diff, before: describe(options.assignments), after: describe(options.againstAssignments))
      : IdentitiesReport.diffText(diff, before: describe(options.assignments), after: describe(options.againstAssignments))
  }

  private func displayPath(_ path: String, _ wd: String?) -> String {
    guard let wd, path.hasPrefix(wd + "/") else { return path }
    return String(path.dropFirst(wd.count + 1))
  }

  private func relative(_ d: Diagnostic, _ wd: String?) -> Diagnostic {
    guard let wd else { return d }
    var d = d
    d.message = d.message.replacingOccurrences(of: wd + "/", with: "")
    return d
  }
}
