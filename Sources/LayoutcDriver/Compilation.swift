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
    // Inputs
    let paths = options.inputs.map { p -> String in
      guard let wd = workingDirectory, p != "-", !p.hasPrefix("/") else { return p }
      return wd + "/" + p
    }
    let (read, inputErrors) = Inputs.resolve(paths, readStandardInput: readStandardInput)
    diagnostics.emit(contentsOf: inputErrors.map { relative($0, workingDirectory) })
    guard !diagnostics.hasErrors else { return }
    let files = read.map { f in SourceFile(path: displayPath(f.path, workingDirectory), bytes: f.bytes) }
    for f in files { sources[f.path] = f }

    // Syntax
    var trees: [SourceFileSyntax] = []
    for f in files {
      let (tree, errors) = Parser.parse(f)
      trees.append(tree)
      diagnostics.emit(contentsOf: errors)
    }
    if options.mode == .dumpAST {
      output = trees.map(ASTDumper.dump).joined(separator: "\n")
      return
    }
    guard !diagnostics.hasErrors else { return }

    // Types
    let sdk = SDK(rawValue: options.sdk.rawValue) ?? .ios17
    let sema = Sema.check(trees, sdk: sdk)
    diagnostics.emit(contentsOf: sema.diagnostics)
    switch options.mode {
    case .types:
      output = options.format == .json
        ? TypesReport.json(sema.members, pretty: options.pretty) : TypesReport.text(sema.members, pretty: options.pretty)
      return
    case .identities:
      guard !diagnostics.hasErrors else { return }
      identities(sema)
    default:
      diagnostics.emit(DriverDiagnostics.notImplemented(options.mode.flag))
    }
  }

  /// `--identities`, and with `--against` the identity diff between two states.
  mutating func identities(_ sema: SemaResult) {
    let (roots, rootErrors) = RootSelection.select(sema.model, preview: options.preview, view: options.view)
    diagnostics.emit(contentsOf: rootErrors)
    guard !roots.isEmpty else { return }
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
    guard let before = evaluateAll(options.assignments) else { return }
    if options.againstAssignments.isEmpty {
      output = options.format == .json ? IdentitiesReport.json(before) : IdentitiesReport.text(before)
      return
    }
    guard let after = evaluateAll(options.againstAssignments) else { return }
    let describe = { (a: [Options.Assignment]) in a.isEmpty ? "defaults" : a.map { "\($0.name)=\($0.value)" }.joined(separator: ", ") }
    let diff = IdentityDiff(before: before.flatMap(\.instances), after: after.flatMap(\.instances))
    output = options.format == .json
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
