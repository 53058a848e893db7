import Foundation
import LayoutcCatalog
import LayoutcEmit
import LayoutcEval
import LayoutcLint
import LayoutcSema
import LayoutcSource
import LayoutcSyntax
import LayoutcLowering
import LayoutcText

/// One compilation: reads the inputs, runs the stages in order, and keeps the mode's output
/// and every stage's diagnostics. Stops before a stage whose input had errors, so a reader
/// sees the first cause, not its echoes.
struct Compilation {
  let options: Options
  var diagnostics = DiagnosticEngine()
  var sources: [String: SourceFile] = [:]
  /// The mode's output (stdout or `-o`) as UTF-8, nil when nothing could be produced.
  var outputBytes: [UInt8]?
  /// The mode's output when it is a document formatted as it is written (`--frames`), instead
  /// of `outputBytes` (`StreamedOutput`).
  var outputDocument: PiecewiseJSONDocument?
  /// `outputBytes` as text.
  var output: String? {
    get { outputBytes.map { String(decoding: $0, as: UTF8.self) } }
    set { outputBytes = newValue.map { Array($0.utf8) } }
  }
  /// The files of the module `compile` is working on, without its dependencies'.
  var modulePaths: [String] = []
  /// The files of the targets the module depends on, compiled with it (`Inputs.GroupedModule`).
  var importedFiles: Set<String> = []
  /// The platform the module is laid out for: its target's primary one (`PlatformParsing`).
  var platform = Platform.default
  /// The window of a preview without a fixed size: `--device`, else the platform's default.
  var device: PreviewDevice { options.device ?? .default(for: platform) }
  /// Where relative paths start: the `workingDirectory` of `run`, else the process's.
  var workingDirectoryPath = ""
  /// An output path names an input (`OutputTargets`): nothing may be written to any file.
  var outputsRefused = false
  /// `--write-baseline`: the findings of this run as a baseline file.
  var baselineToWrite: String?
  var lintConfiguration = LintConfiguration()
  /// Files of a module that the lint configuration excludes: compiled, but their findings dropped.
  var lintExcluded: Set<String> = []
  /// Sizes of opaque views by name, from `.layoutc.json` (`assumed_views`).
  var assumedViewSizes: [String: AssumedViewSize] = [:]
  /// The asset catalogs of the module being laid out (`AssetCatalogReading`).
  var assetCatalog = AssetCatalog()
  /// The asset catalogs' files read so far (`AssetCatalogReading.filesRead`).
  var assetFilesRead: Set<FileIdentity> = []
  var baseline: Baseline?
  var lintFindings: [Diagnostic] = []
  /// What the modules reported, to report a shared file's diagnostics once (`merge`).
  private var mergedDiagnostics: Set<Diagnostic> = [], mergedFindings: Set<Diagnostic> = []
  /// `--font`/`--font-bold` read for the layout modes; nil measures with the bundled Inter.
  var fontFamily: FontFamily?
  /// `--svg`: the previews of every module, drawn on one sheet at the end of the run.
  var svgPreviews: [LaidOutPreview] = []
  /// `--snapshot`, `--check-snapshot`: every module's previews as snapshot sections; the
  /// snapshot `--update` writes; the check's summary line (`SnapshotCheck`).
  var snapshotSections: [LayoutSnapshot.Section] = []
  var snapshotToWrite: String?
  var snapshotReport = ""
  /// Where SARIF, GitHub and snapshot paths start (`--base-path`, the git top level).
  var repositoryPaths = RepositoryRoot(basePath: nil, workingDirectory: "/")
  /// `--html`: every module's previews, each drawn on every device it was laid out on.
  var pagePreviews: [PagePreview] = []
  /// `--html`: the device the page opens on, the first module with previews's (its platform's
  /// devices are the page's picker).
  var pageDevice: PreviewDevice?
  /// JSON outputs are gathered over every module and written as one document, so that a
  /// folder of specs still gives valid JSON.
  var jsonMembers: [MemberType] = []
  var jsonRoots: [InstanceRoot] = []
  /// `--dependencies --format json|dot`: every module's graphs, written as one document.
  var jsonGraphs: [DependencyGraph] = []
  /// `--dependencies --against --format json`: every module's roots, one document.
  var jsonInvalidations: [(root: String, Invalidation)] = []
  var jsonPreviews: [LaidOutPreview] = []
  var jsonExplanations: [LayoutExplanation] = []
  /// The views (and string bytes) every evaluation of a module may make together: all its
  /// roots, both states of `--against`, lint's standalone views. One run of one spec, or of
  /// the files named together, is one module; a folder's specs are modules of their own.
  var viewBudget = EvaluationBudget()
  /// `LoweredLayout.outputEstimate` of every root of the module laid out so far (`Lowering.outputLimit`).
  var loweredOutputEstimate = 0

  /// The parses of files several modules compile, made once (`SharedParses`); nil parses
  /// every file for each module.
  var sharedParses: SharedParses?

  /// An editor's check (`EditorCheck`): the open documents' text, read instead of their files;
  /// the documents, whose modules alone are compiled and whose previews alone are laid out
  /// (nil: every module and preview); the files and parses kept from the previous check, and
  /// the previous type check of each module (`PreviousChecks`).
  var overlay: [String: [UInt8]] = [:]
  var documents: Set<String>?
  var parseCache: ParseCache?
  var previousChecks: PreviousChecks?
  /// Whether to keep, in any mode, what an editor shows: each body's type, the type of every
  /// expression of the documents (by path), and what each file's lint roots reached when
  /// evaluated (the files their instances are written in, by the root's file).
  var keepsEditorFacts = false
  var memberTypes: [MemberType] = []
  var expressionTypes: [String: [(range: SourceRange, type: SwiftType)]] = [:]
  var lintReach: [String: Set<String>] = [:]
  /// An editor's check right after an edit: lint evaluates only the roots declared in these
  /// files and walks only their syntax (nil: every root and file).
  var lintRootFiles: Set<String>?

  /// Threads a module's own work runs on (its files' parsing, lint's roots and rules): the
  /// run's `-j` while one module compiles or for a large module, one for a small module
  /// compiled beside others.
  var fileWorkers = 1

  /// Silent wrong answers the stages' own checks found (`DriverOutput.invariantViolations`).
  var invariantViolations: [String] = []
  /// The lowering's invariant checks still running (`ConcurrentCheck`), in the order their
  /// lines join `invariantViolations`.
  var pendingUnmarkedAssumptions: [ConcurrentCheck<[String]>] = []

  /// Where the stages' big values go once used when the process exits after the run
  /// (`Driver.run(keepsValuesUntilExit:)`); otherwise they are freed as usual.
  var keptUntilExit = ValuesKeptUntilExit()
  /// Whether the heap may be faulted in on another core as the stages take it
  /// (`Driver.run(prefaultsHeap:)`), and the helper doing it for this run (`stop` it after).
  var prefaultsHeap = false
  var heapPrefaulter: HeapPrefaulter?

  init(options: Options) { self.options = options }

  /// The source bytes of the modules whose values are kept until exit (`keptUntilExit`), in
  /// input order: one file's worth (`Inputs.defaultSizeLimit`), so that one large spec still
  /// exits without freeing, and a run of many modules holds about one module's memory per worker.
  static let keptSourceLimit = Inputs.defaultSizeLimit
  /// Files from which a module compiled beside others still runs its own work on every core.
  static let filesSpreadAcrossCores = 200

  /// Records the evaluator's values that did not fit their types, unless an error explains them.
  mutating func audit(_ evaluator: Evaluator) {
    // The evaluator's own errors explain its values; errors elsewhere in the module do not
    // (the roots it evaluated use no failed declaration: `Containment`).
    guard !evaluator.diagnostics.contains(where: { $0.severity == .error }) else { return }
    invariantViolations += evaluator.inexactValues.map(\.description)
  }

  mutating func run(workingDirectory: String?, readStandardInput: @escaping (Int) -> [UInt8]?) {
    // Inputs (`Inputs`): the files named on the command line (and stdin) form one module, so
    // views may use views from other files; in a directory, the Swift files form one module
    // (a package's targets one each), and each spec is a module of its own, as a test runner
    // treats its cases, so that `layoutc specs/` checks independent specs.
    let paths = options.inputs.map { input in
      guard let wd = workingDirectory, input != "-", !input.hasPrefix("/") else { return input }
      return wd + "/" + input
    }
    let inputs = Inputs.gather(paths, followsLinks: options.followsLinks, readStandardInput: readStandardInput, overlay: overlay)
    if prefaultsHeap,
      HeapPrefaulter.wanted(files: inputs.named.map(\.bytes.count), folders: inputs.found.count, cores: options.coresInUse)
    {
      heapPrefaulter = HeapPrefaulter.start()
    }
    diagnostics.emit(contentsOf: inputs.diagnostics.map { relative($0, workingDirectory) })
    var blocked = inputs.hasBlockingErrors
    // Each file's strictness is the run's (`--strict`, `--tolerant`), else its extension's.
    let strictness = options.inputStrictness
    // A library's file is in every module depending on it: one copy (and line table) for all.
    var madeOnce: [ObjectIdentifier: SourceFile] = [:]
    let made = { [self] (f: SourceFile) -> SourceFile in
      if let known = madeOnce[ObjectIdentifier(f)] { return known }
      var file = SourceFile(path: displayPath(f.path, workingDirectory), bytes: f.bytes, strictness: strictness)
      if let parseCache { file = parseCache.canonical(file) }
      madeOnce[ObjectIdentifier(f)] = file
      return file
    }
    var shared = inputs.named.map(made)
    var separate: [(name: String, files: [SourceFile], platforms: [Platform], imported: Set<String>)] = []
    for module in inputs.found where documents.map({ wanted in module.files.contains { wanted.contains($0.path) } }) ?? true {
      let name = displayPath(module.name, workingDirectory)
      if module.isComplete {
        separate.append((name, module.files.map(made), module.platforms, Set(module.imported.map { displayPath($0, workingDirectory) })))
      } else {
        diagnostics.emit(DriverDiagnostics.moduleNotCompiled(name))
      }
    }
    // Everything but the specs of a folder is needed by every module: an error there stops the run.
    let errorsBefore = diagnostics.count(.error)
    let cwd = workingDirectory ?? FileManager.default.currentDirectoryPath
    workingDirectoryPath = cwd
    repositoryPaths = RepositoryRoot(basePath: options.basePath, workingDirectory: cwd)
    // Every file the run reads, which an output path must not name (`OutputTargets`).
    var filesRead = inputs.identities.union(inputs.projectFiles)
    var otherInputs = [options.baselinePath, options.fontPath, options.boldFontPath, options.checkSnapshotPath].compactMap { $0 }
    if options.mode == .lint {
      let (config, configPath, problems) = LintSetup.configuration(options, workingDirectory: workingDirectory)
      lintConfiguration = config
      diagnostics.emit(contentsOf: problems)
      if let configPath { otherInputs.append(configPath) }
      if let path = options.baselinePath {
        let (b, errors) = LintSetup.readBaseline(path, workingDirectory: workingDirectory)
        baseline = b
        diagnostics.emit(contentsOf: errors)
      }
      // A path is made absolute (links resolved) only when something is excluded, and each
      // file is decided once (`PathKey.absolute` resolves links, a system call per folder): a
      // library's files are in every module depending on it.
      var decided: [String: Bool] = [:]
      let excluded = { (f: SourceFile) -> Bool in
        if config.excluded.isEmpty || f.path == Inputs.standardInputPath { return false }
        if let known = decided[f.path] { return known }
        let answer = config.excludes(PathKey.absolute(f.path, in: cwd))
        decided[f.path] = answer
        return answer
      }
      // An excluded spec, or file named alone, is not read at all. A file of a module with
      // others is still compiled, since its declarations are the module's (an excluded
      // `Preview Content/` still declares the sample data), and only its findings are dropped.
      // A dependency's files are decided in their own module (`compile` drops their findings).
      let lintOnly = { (files: [SourceFile], imported: Set<String>) in
        files.count > 1 ? files.filter { !imported.contains($0.path) && excluded($0) }.map(\.path) : []
      }
      lintExcluded = Set(lintOnly(shared, []) + separate.flatMap { lintOnly($0.files, $0.imported) })
      if shared.count == 1 { shared.removeAll(where: excluded) }
      separate.removeAll { $0.files.count == 1 && excluded($0.files[0]) }
    }
    if options.mode.laysOut {
      // `.layoutc.json`'s `assumed_views` sizes opaque views (docs/language.md, "Assumptions").
      let (config, configPath, problems) = LintSetup.configuration(options, workingDirectory: workingDirectory, for: .layout)
      assumedViewSizes = config.assumedViewSizes.mapValues { AssumedViewSize(width: $0[0], height: $0[1]) }
      diagnostics.emit(contentsOf: problems)
      if let configPath { otherInputs.append(configPath) }
      let (family, errors, fontsRead) = FontLoading.family(options, workingDirectory: workingDirectory)
      fontFamily = family
      diagnostics.emit(contentsOf: errors)
      filesRead.formUnion(fontsRead)
    }
    let conflicts = OutputTargets.conflicts(options, inputs: filesRead, otherInputs: otherInputs) {
      PathKey.absolute($0, in: cwd)
    }
    diagnostics.emit(contentsOf: conflicts)
    outputsRefused = !conflicts.isEmpty
    if diagnostics.count(.error) > errorsBefore { blocked = true }
    guard !blocked else { return }
    // A module's name heads its output when there are several: the files named, a Swift
    // module's folder (`Sources/App/`), a spec's path.
    var modules: [(name: String, files: [SourceFile], platforms: [Platform], imported: Set<String>)] =
      shared.isEmpty ? [] : [(shared.map(\.path).joined(separator: ", "), shared, [], [])]
    modules += separate
    for f in modules.flatMap(\.files) { sources[f.path] = f }
    // Modules are independent: each compiles on its own copy of this compilation (nothing
    // gathered yet), on every core, and the copies are merged back in input order.
    let workers = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
    fileWorkers = workers
    let parses = SharedParses(modules: modules.map(\.files))
    if !parses.isEmpty { sharedParses = parses }
    let template = self
    let moduleCount = modules.count
    // A module's values are kept until exit only while the run's modules so far hold little
    // source: kept for every module, a chain of libraries each checked again with every module
    // depending on it would hold memory growing with the square of the chain.
    var sourceBytesSoFar = 0
    let keeps = modules.map { module in
      sourceBytesSoFar += module.files.reduce(0) { $0 + $1.bytes.count }
      return sourceBytesSoFar <= Self.keptSourceLimit
    }
    let compiled = ParallelModules.map(modules.indices.map { (modules[$0].files, modules[$0].platforms, modules[$0].imported, keeps[$0]) }, workers: workers) { module -> (Compilation, String) in
      var part = template
      part.keptUntilExit.isEnabled = template.keptUntilExit.isEnabled && module.3
      part.diagnostics = DiagnosticEngine()
      // Budgets are per module: modules compile in parallel, and a shared one would make the
      // result depend on their order (the same on one core and on many).
      part.viewBudget = ModuleEvaluationBudget.make(modules: moduleCount)
      part.loweredOutputEstimate = 0
      // Small modules side by side keep the cores busy; a large one also spreads its own work,
      // or the last large modules (an app's iOS, macOS and tvOS targets) leave cores idle.
      if moduleCount > 1 && module.0.count < Self.filesSpreadAcrossCores { part.fileWorkers = 1 }
      let text = part.compile(module.0, platforms: module.1, imported: module.2)
      return (part, text)
    }
    var outputs: [String] = []
    // The output limit bounds each module, and the run too: many modules each under it (a
    // chain of targets each laying out previews) would otherwise write gigabytes together.
    var runOutputEstimate = 0
    for ((compiledPart, compiledText), module) in zip(compiled, modules) {
      var (part, text) = (compiledPart, compiledText)
      // A module past the limit on its own has reported it and laid out no more.
      let moduleRefused = part.loweredOutputEstimate > Lowering.outputLimit
      if !moduleRefused { runOutputEstimate += part.loweredOutputEstimate }
      if !moduleRefused, runOutputEstimate > Lowering.outputLimit {
        if runOutputEstimate - part.loweredOutputEstimate <= Lowering.outputLimit {
          diagnostics.emit(LoweringDiagnostics.outputTooLarge(Lowering.outputLimit).at(nil, in: module.files.first))
        }
        part.dropLayouts()
        text = ""
      }
      merge(part)
      if !text.isEmpty { outputs.append(modules.count > 1 ? "// \(PrintableText.escaped(module.name))\n" + text : text) }
    }
    // Asset catalogs are read as each module is laid out, after the other inputs were checked.
    if !outputsRefused {
      let conflicts = OutputTargets.conflicts(options, inputs: assetFilesRead, otherInputs: [], checksPair: false) { PathKey.absolute($0, in: cwd) }
      diagnostics.emit(contentsOf: conflicts)
      outputsRefused = !conflicts.isEmpty
    }
    if !outputs.isEmpty || !diagnostics.hasErrors { output = outputs.joined(separator: "\n") }
    if options.mode == .frames {
      if !(jsonPreviews.isEmpty && diagnostics.hasErrors) {
        outputDocument = FramesJSON.document(jsonPreviews, pretty: !options.compact)
        outputBytes = nil
      }
    } else if let json = gatheredJSON() {
      outputBytes = json
    }
    if options.mode == .snapshot || options.checkSnapshotPath != nil {
      finishSnapshot()
    } else if options.mode == .svg {
      output = svgPreviews.isEmpty
        ? (diagnostics.hasErrors ? nil : "") : FramesSVG.render(svgPreviews, options: FramesSVG.Options(labels: options.svgLabels))
    }
    if options.mode == .html { output = previewPage() }
    if let path = options.writeBaselinePath {
      let baseline = Baseline.of(lintFindings, sources: sources) { PathKey.absolute($0, in: cwd) }
      baselineToWrite = LintSetup.baselineText(baseline, path: path, workingDirectory: cwd)
    }
  }

  /// Takes what a module's compilation gathered (started from a copy of this one).
  /// A file two Xcode targets compile is checked in each (`FolderModules`): what it reports
  /// is reported once; a dependency's files checked with a module (`importedFiles`) report in
  /// their own module only.
  /// Forgets what the module laid out (past the run's output limit); its diagnostics stay.
  private mutating func dropLayouts() {
    svgPreviews = []
    snapshotSections = []
    pagePreviews = []
    jsonPreviews = []
    jsonExplanations = []
  }

  private mutating func merge(_ part: Compilation) {
    let own = { (d: Diagnostic) in d.file.map { !part.importedFiles.contains($0) } ?? true }
    diagnostics.emit(contentsOf: part.diagnostics.diagnostics.filter { own($0) && mergedDiagnostics.insert($0).inserted })
    lintFindings += part.lintFindings.filter { mergedFindings.insert($0).inserted }
    svgPreviews += part.svgPreviews
    snapshotSections += part.snapshotSections
    if pageDevice == nil && !part.pagePreviews.isEmpty { pageDevice = part.device }
    pagePreviews += part.pagePreviews
    jsonMembers += part.jsonMembers
    jsonRoots += part.jsonRoots
    jsonGraphs += part.jsonGraphs
    jsonInvalidations += part.jsonInvalidations
    jsonPreviews += part.jsonPreviews
    jsonExplanations += part.jsonExplanations
    assetFilesRead.formUnion(part.assetFilesRead)
    invariantViolations += part.invariantViolations
    memberTypes += part.memberTypes
    expressionTypes.merge(part.expressionTypes) { first, _ in first }
    lintReach.merge(part.lintReach) { $0.union($1) }
  }

  /// The one JSON document of a run whose mode writes JSON, once every module is compiled, as
  /// UTF-8 (but the frames document, `outputDocument`).
  func gatheredJSON() -> [UInt8]? {
    gatheredJSONText().map { Array($0.utf8) }
  }

  private func gatheredJSONText() -> String? {
    switch options.mode {
    case .types where options.format == .json:
      return diagnostics.hasErrors && jsonMembers.isEmpty ? nil : TypesReport.json(jsonMembers, pretty: options.pretty, compact: options.compact)
    case .identities where options.format == .json && options.againstAssignments.isEmpty:
      return jsonRoots.isEmpty && diagnostics.hasErrors ? nil : IdentitiesReport.json(jsonRoots, compact: options.compact)
    case .dependencies(nil) where !options.againstAssignments.isEmpty && options.format == .json:
      guard !(jsonInvalidations.isEmpty && diagnostics.hasErrors) else { return nil }
      return InvalidationReport.json(
        jsonInvalidations, before: Self.describe(options.assignments), after: Self.describe(options.againstAssignments),
        compact: options.compact)
    case .dependencies(nil) where options.againstAssignments.isEmpty && (options.format == .json || options.format == .dot):
      guard !(jsonGraphs.isEmpty && diagnostics.hasErrors) else { return nil }
      return options.format == .dot ? DependenciesDOT.render(jsonGraphs) : DependenciesReport.json(jsonGraphs, compact: options.compact)
    case .explain where options.format == .json:
      return jsonExplanations.isEmpty && diagnostics.hasErrors ? nil : ExplainJSON.render(jsonExplanations, compact: options.compact)
    default:
      return nil
    }
  }

  /// Runs the stages over one module; its output in the selected mode. An error fails its
  /// declaration, not the module (`Containment`): the views that neither hold an error nor use
  /// a declaration that does are still typed, evaluated, linted and laid out.
  /// `platforms`: those the module's target is built for, the primary first (`--platform`
  /// overrides them; none said is iOS). `imported`: the paths of the files of the targets it
  /// depends on, checked with it so that their declarations are visible, but whose views,
  /// types, findings and diagnostics are their own module's.
  mutating func compile(_ files: [SourceFile], platforms: [Platform] = [], imported: Set<String> = []) -> String {
    importedFiles = imported
    lintExcluded.formUnion(imported)
    modulePaths = files.map(\.path).filter { !imported.contains($0) && documents?.contains($0) ?? true }
    let parsing = PlatformParsing(
      platforms: options.platform.map { [$0] } ?? (platforms.isEmpty ? [.default] : platforms),
      customConditions: Set(options.customConditions + (options.configuration == .debug ? ["DEBUG"] : [])))
    platform = parsing.primary
    // Syntax
    // Files parse independently: on every core, kept in the module's order.
    let parsed = ParallelModules.map(files, workers: fileWorkers) { [sharedParses, parseCache] in
      parseCache?.parse($0, parsing) ?? sharedParses?.parse($0, parsing) ?? parsing.parse($0)
    }
    // A file whose parse stopped (nesting too deep, too many errors) reaches no later stage:
    // every declaration of it has failed (`Containment`), and checking a 20,000-level remnant
    // would cost minutes for nothing.
    let stopped: Set<String> = [SyntaxDiagnostics.nestingTooDeep.id, SyntaxDiagnostics.tooManyErrors.id]
    let trees = ImportedDeclarations.visible(
      parsed.map { tree, errors in
        errors.contains { stopped.contains($0.id) } ? SourceFileSyntax(file: tree.file, declarations: []) : tree
      }, imported: imported)
    for (_, errors) in parsed { diagnostics.emit(contentsOf: errors) }
    if options.mode == .dumpAST {
      return parsed.filter { !imported.contains($0.0.file.path) }.map { ASTDumper.dump($0.0) }.joined(separator: "\n")
    }

    // Types
    let sdk = SDK(rawValue: options.sdk.rawValue) ?? .ios17
    let parseErrors = parsed.flatMap { $0.1.filter { $0.severity == .error } }
    let sema = previousChecks?.check(trees, sdk: sdk, parseErrors: parseErrors, imported: imported)
      ?? Sema.check(trees, sdk: sdk, parseErrors: parseErrors, imported: imported)
    // The syntax trees and the semantic model hold most of a module's objects.
    defer { keptUntilExit.keep((parsed, trees, sema)) }
    // In text, the checker's assumptions are its module summary unless `--verbose` asks for
    // each; JSON, SARIF and GitHub annotations carry every one. (The evaluator's assumptions,
    // values it could not compute, are not in the summary: they are always shown.)
    let listsAssumptions = options.verbose || options.format != .text
    diagnostics.emit(contentsOf: listsAssumptions ? sema.diagnostics : sema.diagnostics.filter { !$0.id.hasPrefix("assumed.") || $0.id == "assumed.summary" })
    let contained = sema.containment
    // Every body has a type, or an error says why not (its own, or one it uses).
    for m in sema.members where m.type.containsError {
      guard let view = sema.model.views[m.view], !contained.isSkipped(view) else { continue }
      invariantViolations.append("\(m.file):\(m.range.start): \(m.view).\(m.member) has an error type and no error was reported")
    }
    for (i, t) in sema.facts.previewTypes where t.containsError && !contained.skippedPreviews.contains(i) {
      invariantViolations.append("#Preview \(i) has an error type and no error was reported")
    }
    // A type resting on an assumption prints as written (`KFImage`): a note must say so, an
    // assumption's or an unmodelled platform view's or modifier's (`sema.not-modelled`).
    if sema.members.contains(where: { $0.type.containsAssumption }),
      !sema.diagnostics.contains(where: { $0.id.hasPrefix("assumed.") || $0.id.hasPrefix("sema.not-modelled") })
    {
      invariantViolations.append("a member's type rests on an assumption and no assumed.* or sema.not-modelled note was reported")
    }
    if keepsEditorFacts { keepTypes(trees, sema) }
    switch options.mode {
    case .types:
      let members = imported.isEmpty ? sema.members : sema.members.filter { !imported.contains($0.file) }
      if options.format == .json { jsonMembers += members; return "" }
      return TypesReport.text(members, pretty: options.pretty)
    case .identities:
      diagnostics.emit(contentsOf: contained.notes)
      return identities(sema) ?? ""
    case .dependencies(let view):
      diagnostics.emit(contentsOf: contained.notes)
      return dependencies(sema, view: view) ?? ""
    case .lint:
      diagnostics.emit(contentsOf: contained.notes)
      lint(trees, sema)
      return ""
    case .frames, .tree, .svg, .html, .explain, .snapshot:
      diagnostics.emit(contentsOf: contained.notes)
      if device.platform != .iOS { diagnostics.emit(DriverDiagnostics.iOSMetrics(on: device.platform.osName)) }
      readAssetCatalog()
      return layoutMode(sema) ?? ""
    case .dumpTyped:
      return TypedTreeDumper.dump(trees, sema)
    default:
      diagnostics.emit(DriverDiagnostics.notImplemented(options.mode.flag))
      return ""
    }
  }

  /// The asset catalogs beside a module of app Swift (a spec's images are its `#asset`s).
  mutating func readAssetCatalog() {
    let wd = workingDirectoryPath
    let swiftFiles = modulePaths.filter { $0.hasSuffix(".swift") }.map { PathKey.absolute($0, in: wd) }
    guard let folder = AssetCatalogReading.commonFolder(swiftFiles) else {
      assetCatalog = AssetCatalog()
      return
    }
    let reading = AssetCatalogReading(folders: AssetCatalogReading.catalogFolders(swiftFiles), root: folder, followsLinks: options.followsLinks)
    var catalog = reading.catalog
    catalog.folders = catalog.folders.map { PathKey.shown($0, in: wd) }
    diagnostics.emit(contentsOf: reading.diagnostics.map { relative($0, wd) })
    assetFilesRead.formUnion(reading.filesRead)
    assetCatalog = catalog
  }

  /// Keeps the types an editor shows (`EditorCheck`): every member's, and every typed
  /// expression's in the documents (`documents`).
  mutating func keepTypes(_ trees: [SourceFileSyntax], _ sema: SemaResult) {
    memberTypes += sema.members.filter { !importedFiles.contains($0.file) }
    for tree in trees where documents?.contains(tree.file.path) ?? false {
      var found: [(range: SourceRange, type: SwiftType)] = []
      ASTWalker(expr: { e in
        if let t = sema.facts.type(of: e), !t.containsError { found.append((e.range, t)) }
      }).walk(tree)
      expressionTypes[tree.file.path] = found
    }
  }

  /// `--lint`: the rules over the syntax, the types and the default-state instance trees.
  mutating func lint(_ trees: [SourceFileSyntax], _ sema: SemaResult) {
    // Every preview and every view that can stand alone (all its properties have values, none
    // is an object an ancestor must provide), so that ForEach data is checked wherever it is
    // declared, not only under the root.
    let contained = sema.containment
    var selected = sema.model.previews.enumerated().filter {
      !contained.skippedPreviews.contains($0.offset) && !importedFiles.contains($0.element.file.path)
    }.map { RootSelection.Root.preview($0.element) }
    for name in sema.model.viewOrder {
      // A tolerant file's views all stand alone: a property without a value is opaque.
      guard let v = sema.model.views[name], !importedFiles.contains(v.file.path), !contained.isSkipped(v), v.storedProperties.allSatisfy({ $0.hasDefault && !$0.isEnvironmentObject }) || v.file.strictness == .tolerant else { continue }
      selected.append(.view(v))
    }
    let rootFile = { (root: RootSelection.Root) in
      switch root {
      case .preview(let p): p.file.path
      case .view(let v): v.file.path
      }
    }
    if let only = lintRootFiles { selected.removeAll { !only.contains(rootFile($0)) } }
    let evaluated = evaluateLintRoots(selected, sema)
    // The evaluated roots are a prefix of those selected (the budget may stop the rest).
    if keepsEditorFacts {
      for (root, evaluatedRoot) in zip(selected, evaluated.roots) {
        var files: Set<String> = [], pending = evaluatedRoot.instances
        while let instance = pending.popLast() {
          files.insert(instance.file)
          pending += instance.children
        }
        lintReach[rootFile(root), default: []].formUnion(files)
      }
    }
    // The rules walk the module's own files: a dependency's are linted in its own module.
    let files = trees.filter { lintRootFiles?.contains($0.file.path) ?? !importedFiles.contains($0.file.path) }
    let input = LintInput(files: files, sema: sema, roots: evaluated.roots, expansions: evaluated.expansions)
    // The rules are independent: on every core (`Linter.run` keeps their order).
    let workers = fileWorkers
    let jobs: Linter.JobRunner = { count, job in ParallelModules.map(Array(0..<count), workers: workers, job) }
    // Findings in a failed or skipped declaration would rest on its errors: its errors say enough.
    var findings = Linter.run(input, configuration: lintConfiguration, jobs: jobs).filter {
      !($0.file.map(lintExcluded.contains) ?? false) && !contained.isExcluded($0.file, $0.range)
    }
    lintFindings += findings.filter(Linter.isFinding)
    if let baseline {
      let cwd = workingDirectoryPath
      findings = baseline.filter(findings, sources: sources) { PathKey.absolute($0, in: cwd) }
    }
    diagnostics.emit(contentsOf: findings)
  }

  /// `--identities`, and with `--against` the identity diff between two states.
  mutating func identities(_ sema: SemaResult) -> String? {
    let (roots, rootErrors) = RootSelection.select(
      sema.model, preview: options.preview, view: options.view, files: modulePaths, skipping: sema.containment)
    diagnostics.emit(contentsOf: rootErrors)
    guard !roots.isEmpty else { return nil }
    guard let before = evaluate(roots, options.assignments, sema) else { return nil }
    if options.againstAssignments.isEmpty {
      if options.format == .json { jsonRoots += before; return "" }
      return IdentitiesReport.text(before)
    }
    guard let after = evaluate(roots, options.againstAssignments, sema) else { return nil }
    let diff = IdentityDiff(before: before.flatMap(\.instances), after: after.flatMap(\.instances))
    return options.format == .json
      ? IdentitiesReport.diffJSON(
        diff, before: Self.describe(options.assignments), after: Self.describe(options.againstAssignments), compact: options.compact)
      : IdentitiesReport.diffText(diff, before: Self.describe(options.assignments), after: Self.describe(options.againstAssignments))
  }

  /// The selected roots evaluated under `assignments` (`--set` or `--against`); nil when
  /// an assignment or every root failed.
  mutating func evaluate(_ roots: [RootSelection.Root], _ assignments: [Options.Assignment], _ sema: SemaResult) -> [InstanceRoot]? {
    var result: [InstanceRoot] = []
    for root in roots {
      let view = RootSelection.stateView(root, sema.model, sema.facts)
      let (values, errors) = StateAssignment.parse(assignments.map { "\($0.name)=\($0.value)" }, view: view, sema: sema)
      diagnostics.emit(contentsOf: errors)
      guard errors.isEmpty else { return nil }
      let (evaluator, instances, _) = evaluateRoot(root, sema, overrides: values, target: view?.name)
      diagnostics.emit(contentsOf: evaluator.diagnostics)
      audit(evaluator)
      // The view budget is the module's: once it is spent, no root is reported.
      if evaluator.exhaustedBudget { return nil }
      // A root whose evaluation failed is left out; the others are still reported.
      if !evaluator.diagnostics.contains(where: { $0.severity == .error }) { result.append(instances) }
    }
    return result.isEmpty && diagnostics.hasErrors ? nil : result
  }

  /// How a diff names a state: `defaults`, or its assignments.
  static func describe(_ a: [Options.Assignment]) -> String {
    a.isEmpty ? "defaults" : a.map { "\($0.name)=\($0.value)" }.joined(separator: ", ")
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
