import LayoutEngine
import LayoutcEmit
import LayoutcEval
import LayoutcLowering
import LayoutcSema
import LayoutcSource
import LayoutcText

/// `--frames`, `--tree`, `--svg`, `--html`, `--explain` and `--snapshot`: each selected root (every `#Preview`, or
/// `--preview`, `--view`, ContentView, the last view) is evaluated under `--set`, lowered to a
/// layout tree, laid out in its window (`PreviewRoot`: device, `fixedLayout` trait, `--size`,
/// `--scale`, `--rtl`) and rendered. `--svg` draws the previews of every module on one sheet, so
/// its rendering waits for the last module (`Compilation.run`).
extension Compilation {
  mutating func layoutMode(_ sema: SemaResult) -> String? {
    if options.mode == .html { return previewPageMode(sema) }
    guard let previews = layOut(sema) else { return nil }
    if options.mode == .snapshot || options.checkSnapshotPath != nil {
      snapshotSections += LayoutSnapshot(previews, file: repositoryPaths.relative).sections
      return ""
    }
    guard !previews.isEmpty else { return nil }
    switch options.mode {
    case .tree:
      return FramesTextTree.render(previews)
    case .svg:
      svgPreviews += previews
      return ""
    case .explain(let selector):
      var explanations: [LayoutExplanation] = []
      for p in previews {
        guard let selector else { explanations.append(LayoutExplanation(p)); continue }
        if let id = ExplainSelection.node(selector, in: p) { explanations.append(LayoutExplanation(p, top: id)) }
      }
      if let selector, explanations.isEmpty {
        diagnostics.emit(DriverDiagnostics.unknownExplainNode(selector))
        return nil
      }
      if options.format == .json { jsonExplanations += explanations; return "" }
      return ExplainText.render(explanations)
    default:
      jsonPreviews += previews
      return ""
    }
  }

  /// Every selected root of the module, laid out in the options' window.
  mutating func layOut(_ sema: SemaResult) -> [LaidOutPreview]? {
    layOut(sema, in: LayoutWindow(device: device, rightToLeft: options.rightToLeft))?.map(\.layouts[0].preview)
  }

  /// Every selected root of the module laid out in `first`, then in the windows `more` asks for
  /// once it has seen those layouts (the preview page adds the other devices and direction while
  /// the page stays small). Every root is evaluated, then every one is lowered, before any is
  /// laid out: the module's view budget and output estimate fail in seconds, not after hundreds
  /// of roots have been laid out (1,000 previews of 600 rows). A root is lowered again only for
  /// a window of another display scale (text is measured in the window's pixels). A root whose
  /// evaluation or lowering fails is left out (its errors say why); the others go on.
  mutating func layOut(
    _ sema: SemaResult, in first: LayoutWindow, more: (([LaidOutPreview]) -> [LayoutWindow])? = nil
  ) -> [RootLayouts]? {
    let (roots, rootErrors) = RootSelection.select(
      sema.model, preview: options.preview, view: options.view, files: modulePaths, skipping: sema.containment)
    diagnostics.emit(contentsOf: rootErrors)
    guard !roots.isEmpty else { return nil }
    // The lowerings' invariant checks, run while the roots are laid out, end with this function.
    defer {
      for check in pendingUnmarkedAssumptions { invariantViolations += check.result() }
      pendingUnmarkedAssumptions.removeAll()
    }
    // `reevaluate`: for a root whose content reads a GeometryReader's proxy, its evaluation for
    // another window's sizes.
    var evaluated: [(root: RootSelection.Root, evaluator: Evaluator, instances: InstanceRoot, reevaluate: RootEvaluation?)] = []
    for root in roots {
      let view = RootSelection.stateView(root, sema.model, sema.facts)
      let (values, errors) = StateAssignment.parse(
        options.assignments.map { "\($0.name)=\($0.value)" }, view: view, sema: sema)
      diagnostics.emit(contentsOf: errors)
      guard errors.isEmpty else { return nil }
      let (evaluator, instances, reevaluate) = evaluateRoot(root, sema, overrides: values, target: view?.name, in: first)
      diagnostics.emit(contentsOf: evaluator.diagnostics)
      audit(evaluator)
      // The view budget is the module's: once it is spent, no root is laid out.
      if evaluator.exhaustedBudget { return nil }
      // A root whose evaluation failed is left out (its errors say why); the others go on.
      guard !evaluator.diagnostics.contains(where: { $0.severity == .error }) else { continue }
      evaluated.append((root, evaluator, instances, reevaluate))
    }
    var lowered: [(root: RootSelection.Root, evaluator: Evaluator, instances: InstanceRoot, tree: LoweredLayout, reevaluate: RootEvaluation?)] = []
    // The evaluators and instance trees, the biggest values of a run, are not freed at the end
    // when the process exits after it (`ValuesKeptUntilExit`).
    defer { keptUntilExit.keep((evaluated, lowered)) }
    for (root, evaluator, instances, reevaluate) in evaluated {
      guard let tree = lower(root, evaluator, instances, sema, in: window(first, instances), counted: true) else { return nil }
      // An argument given but not understood: no layout of this root with its default in its place.
      if tree.diagnostics.contains(where: { $0.severity == .error }) { continue }
      lowered.append((root, evaluator, instances, tree, reevaluate))
    }
    var results: [RootLayouts] = []
    var laidOutRoots: [(root: RootSelection.Root, evaluator: Evaluator, instances: InstanceRoot, tree: LoweredLayout, reevaluate: RootEvaluation?)] = []
    for (root, evaluator, instances, tree, reevaluate) in lowered {
      switch layOut(root, tree, in: window(first, instances), evaluator: evaluator) {
      case .laidOut(let preview):
        results.append(RootLayouts(root: root, layouts: [(first, preview)]))
        laidOutRoots.append((root, evaluator, instances, tree, reevaluate))
      case .failedInCode: continue  // its errors say why; the others go on
      case .stopped: return nil
      }
    }
    guard let more else { return results }
    let windows = more(results.map(\.layouts[0].preview))
    for (index, (root, evaluator, instances, firstTree, reevaluate)) in laidOutRoots.enumerated() {
      var trees: [Double: LoweredLayout] = [results[index].layouts[0].preview.root.device.scale: firstTree]
      for w in windows where w != first {
        if let evaluate = reevaluate {
          // Content that reads its reader's size is evaluated for this window's sizes.
          let (settled, settledInstances) = settleGeometry(root, sema, evaluate([:], Self.provisionalProxy), in: w, evaluate: evaluate)
          let resolved = window(w, settledInstances)
          guard let tree = lower(root, settled, settledInstances, sema, in: resolved, counted: false),
            case .laidOut(let preview) = layOut(root, tree, in: resolved, evaluator: settled)
          else { return nil }
          results[index].layouts.append((w, preview))
          continue
        }
        let resolved = window(w, instances)
        let scale = resolved.device.scale
        // A tree that reads its containers' sizes or its size class is the window's own, not its scale's.
        if trees[scale] == nil || firstTree.readsContainerSizes || firstTree.readsSizeClass {
          guard let tree = lower(root, evaluator, instances, sema, in: resolved, counted: false) else { return nil }
          trees[scale] = tree
        }
        guard case .laidOut(let preview) = layOut(root, trees[scale]!, in: resolved, evaluator: evaluator) else { return nil }
        results[index].layouts.append((w, preview))
      }
    }
    return results
  }

  /// The window a root is laid out in: its traits and the options, on `w`'s device and in its direction.
  func window(_ w: LayoutWindow, _ instances: InstanceRoot) -> PreviewRoot {
    PreviewRoot.resolve(
      name: instances.name, traits: instances.preview?.traits, size: options.size.map { ($0.width, $0.height) },
      scale: options.scale, rightToLeft: w.rightToLeft, device: w.device)
  }

  /// Nodes from which a tree's invariant check is worth handing to another core (~1,400
  /// instructions a node: half a millisecond for 1,000, several times what handing it over costs).
  static let concurrentCheckNodes = 1_000

  /// A root's instances as a layout tree for `window`, text measured at its scale; `counted` adds
  /// it to the module's output estimate (`Lowering.outputLimit`).
  private mutating func lower(
    _ root: RootSelection.Root, _ evaluator: Evaluator, _ instances: InstanceRoot, _ sema: SemaResult, in window: PreviewRoot, counted: Bool
  ) -> LoweredLayout? {
    let tree = settledLowering(instances, evaluator, sema, in: window)
    diagnostics.emit(contentsOf: tree.diagnostics)
    // The invariant check of a large tree runs on another core while the root is laid out, when
    // the module's work has cores to spare (`fileWorkers`); its lines join the others in order
    // when `layOut` ends.
    let concurrently = fileWorkers > 1 && tree.tree.count >= Self.concurrentCheckNodes
    pendingUnmarkedAssumptions.append(ConcurrentCheck(concurrently: concurrently) { Lowering.unmarkedAssumptions(tree) })
    // An argument given but not understood: the caller leaves this root out.
    guard counted, !tree.diagnostics.contains(where: { $0.severity == .error }) else { return tree }
    loweredOutputEstimate += tree.outputEstimate
    guard loweredOutputEstimate <= Lowering.outputLimit else {
      let (range, file) = Self.location(of: root)
      diagnostics.emit(LoweringDiagnostics.outputTooLarge(Lowering.outputLimit).at(range, in: file))
      return nil
    }
    return tree
  }

  /// How laying out one root ended: its layout, or an error in the app's layout code (a custom
  /// `Layout` that could not run: that root is left out), or a limit that stops every root.
  enum LayoutOutcome {
    case laidOut(LaidOutPreview)
    case failedInCode
    case stopped
  }

  /// One lowered root laid out in `window`; `--explain` and the preview page record the trace
  /// (every proposal and every stack's division).
  private mutating func layOut(_ root: RootSelection.Root, _ tree: LoweredLayout, in window: PreviewRoot, evaluator: Evaluator) -> LayoutOutcome {
    let records = switch options.mode { case .explain, .html: true; default: false }
    let errorsBefore = evaluator.diagnostics.filter { $0.severity == .error }.count
    let result = window.layout(tree, options: LayoutOptions(recordsTrace: records))
    // Guide closures run during layout and may report (a division by zero in `computeValue`);
    // the diagnostic engine drops the ones already emitted.
    diagnostics.emit(contentsOf: evaluator.diagnostics)
    // A custom layout's code that could not run (`eval.too-many-steps` in a `Layout`) leaves
    // frames nobody computed: the error replaces the layout.
    if evaluator.diagnostics.filter({ $0.severity == .error }).count > errorsBefore { return .failedInCode }
    if result.statistics.stoppedAtQuestionLimit {
      let (range, file) = Self.location(of: root)
      diagnostics.emit(LoweringDiagnostics.tooManyQuestions(LayoutOptions.defaultQuestionLimit(nodeCount: tree.tree.count))
        .at(range, in: file))
      return .stopped
    }
    var preview = LaidOutPreview(root: window, lowered: tree, result: result)
    // A view that chose an infinite size has no picture: the error replaces the layout.
    if let bad = preview.nonFiniteFrame {
      diagnostics.emit(nonFiniteFrameError(bad, in: preview, root: root))
      return .failedInCode
    }
    if !tree.appShapes.isEmpty {
      preview.drawAppShapes(with: evaluator)
      diagnostics.emit(contentsOf: evaluator.diagnostics)
    }
    return .laidOut(preview)
  }

  /// `layout.non-finite-frame` at the view's source, or at the root when its file is not at hand.
  private func nonFiniteFrameError(_ bad: NonFiniteFrame, in preview: LaidOutPreview, root: RootSelection.Root) -> Diagnostic {
    let entry = preview.lowered.sourceMap[bad.node]
    let message = LoweringDiagnostics.nonFiniteFrame(entry?.type ?? preview.lowered.tree[bad.node].kind.name, bad.what, proposal: bad.proposal.description)
    if let entry, let file = sources[entry.file], entry.line >= 1, entry.line <= file.lineStarts.count {
      let offset = file.lineStarts[entry.line - 1] + max(0, entry.column - 1)
      return message.at(file.range(offset, offset), in: file)
    }
    let (range, file) = Self.location(of: root)
    return message.at(range, in: file)
  }

  /// Where a root's layout-wide errors point: the `#Preview`, or the view's name.
  static func location(of root: RootSelection.Root) -> (SourceRange, SourceFile) {
    switch root {
    case .preview(let p): (p.range, p.file)
    case .view(let v): (v.decl.nameRange, v.file)
    }
  }
}
