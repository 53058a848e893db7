import LayoutEngine
import LayoutcEmit
import LayoutcEval
import LayoutcLowering
import LayoutcSema
import LayoutcSource
import LayoutcText

/// `--frames`, `--tree`, `--svg` and `--explain`: each selected root (every `#Preview`, or
/// `--preview`, `--view`, ContentView, the last view) is evaluated under `--set`, lowered to a
/// layout tree, laid out in its window (`PreviewRoot`: device, `fixedLayout` trait, `--size`,
/// `--scale`, `--rtl`) and rendered. `--svg` draws the previews of every module on one sheet, so
/// its rendering waits for the last module (`Compilation.run`).
extension Compilation {
  mutating func layoutMode(_ sema: SemaResult) -> String? {
    guard let previews = layOut(sema), !previews.isEmpty else { return nil }
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

  /// Every selected root of the module, laid out. Every root is evaluated, then every one is
  /// lowered, before any is laid out: the module's view budget and output estimate fail in
  /// seconds, not after hundreds of roots have been laid out (1,000 previews of 600 rows).
  mutating func layOut(_ sema: SemaResult) -> [LaidOutPreview]? {
    let (roots, rootErrors) = RootSelection.select(
      sema.model, preview: options.preview, view: options.view, files: modulePaths, skipping: sema.containment)
    diagnostics.emit(contentsOf: rootErrors)
    guard !roots.isEmpty else { return nil }
    var evaluated: [(root: RootSelection.Root, evaluator: Evaluator, instances: InstanceRoot)] = []
    for root in roots {
      let view = RootSelection.stateView(root, sema.model, sema.facts)
      let (values, errors) = StateAssignment.parse(
        options.assignments.map { "\($0.name)=\($0.value)" }, view: view, sema: sema)
      diagnostics.emit(contentsOf: errors)
      guard errors.isEmpty else { return nil }
      let evaluator = Evaluator(sema: sema, overrides: values, overrideTarget: view?.name, budget: viewBudget)
      let instances: InstanceRoot
      switch root {
      case .preview(let p): instances = evaluator.evaluate(preview: p)
      case .view(let v): instances = evaluator.evaluate(view: v)
      }
      diagnostics.emit(contentsOf: evaluator.diagnostics)
      audit(evaluator)
      // The view budget is the module's: once it is spent, no root is laid out.
      if evaluator.exhaustedBudget { return nil }
      // A root whose evaluation failed is left out (its errors say why); the others go on.
      guard !evaluator.diagnostics.contains(where: { $0.severity == .error }) else { continue }
      evaluated.append((root, evaluator, instances))
    }
    var lowered: [(root: RootSelection.Root, window: PreviewRoot, evaluator: Evaluator, tree: LoweredLayout)] = []
    for (root, evaluator, instances) in evaluated {
      let window = PreviewRoot.resolve(
        name: instances.name, traits: instances.preview?.traits,
        size: options.size.map { ($0.width, $0.height) }, scale: options.scale, rightToLeft: options.rightToLeft)
      let runner = GuideRunner(evaluator: evaluator, alignments: sema.model.alignments, identifiers: sema.model.alignmentIDs)
      // Text is measured in the preview's pixels: sizes round up to its display scale.
      let text = FontTextMeasurerFactory(family: fontFamily ?? BundledFonts.inter, displayScale: window.device.scale)
      let tree = Lowering(model: sema.model, guides: runner, sources: sources, textFactory: text, assumedViewSizes: assumedViewSizes)
        .lower(instances)
      diagnostics.emit(contentsOf: tree.diagnostics)
      invariantViolations += Lowering.unmarkedAssumptions(tree)
      // An argument given but not understood: no layout with its default in its place (for
      // this root; the others go on).
      guard !tree.diagnostics.contains(where: { $0.severity == .error }) else { continue }
      loweredOutputEstimate += tree.outputEstimate
      guard loweredOutputEstimate <= Lowering.outputLimit else {
        let (range, file) = Self.location(of: root)
        diagnostics.emit(LoweringDiagnostics.outputTooLarge(Lowering.outputLimit).at(range, in: file))
        return nil
      }
      lowered.append((root, window, evaluator, tree))
    }
    // --explain needs the trace: every proposal and every stack's division.
    let isExplaining = if case .explain = options.mode { true } else { false }
    var previews: [LaidOutPreview] = []
    for (root, window, evaluator, tree) in lowered {
      let result = window.layout(tree, options: LayoutOptions(recordsTrace: isExplaining))
      // Guide closures run during layout and may report (a division by zero in `computeValue`);
      // the diagnostic engine drops the ones already emitted.
      diagnostics.emit(contentsOf: evaluator.diagnostics)
      if result.statistics.stoppedAtQuestionLimit {
        let (range, file) = Self.location(of: root)
        diagnostics.emit(LoweringDiagnostics.tooManyQuestions(LayoutOptions.defaultQuestionLimit(nodeCount: tree.tree.count))
          .at(range, in: file))
        return nil
      }
      previews.append(LaidOutPreview(root: window, lowered: tree, result: result))
    }
    return previews
  }

  /// Where a root's layout-wide errors point: the `#Preview`, or the view's name.
  static func location(of root: RootSelection.Root) -> (SourceRange, SourceFile) {
    switch root {
    case .preview(let p): (p.range, p.file)
    case .view(let v): (v.decl.nameRange, v.file)
    }
  }
}
