import LayoutEngine
import LayoutcEmit
import LayoutcEval
import LayoutcLowering
import LayoutcSema
import LayoutcSource

/// `--frames` and `--tree`: each selected root (every `#Preview`, or `--preview`, `--view`,
/// ContentView, the last view) is evaluated under `--set`, lowered to a layout tree, laid out in
/// its window (`PreviewRoot`: device, `fixedLayout` trait, `--size`, `--scale`, `--rtl`) and
/// rendered.
extension Compilation {
  mutating func layoutMode(_ sema: SemaResult) -> String? {
    let (roots, rootErrors) = RootSelection.select(sema.model, preview: options.preview, view: options.view)
    diagnostics.emit(contentsOf: rootErrors)
    guard !roots.isEmpty else { return nil }
    var previews: [LaidOutPreview] = []
    for root in roots {
      let view = RootSelection.stateView(root, sema.model, sema.facts)
      let (values, errors) = StateAssignment.parse(
        options.assignments.map { "\($0.name)=\($0.value)" }, view: view, sema: sema)
      diagnostics.emit(contentsOf: errors)
      guard errors.isEmpty else { return nil }
      let evaluator = Evaluator(sema: sema, overrides: values)
      let instances: InstanceRoot
      switch root {
      case .preview(let p): instances = evaluator.evaluate(preview: p)
      case .view(let v): instances = evaluator.evaluate(view: v)
      }
      diagnostics.emit(contentsOf: evaluator.diagnostics)
      guard !diagnostics.hasErrors else { return nil }
      let runner = GuideRunner(evaluator: evaluator, alignments: sema.model.alignments)
      let lowered = Lowering(model: sema.model, guides: runner, sources: sources).lower(instances)
      diagnostics.emit(contentsOf: lowered.diagnostics)
      let window = PreviewRoot.resolve(
        name: instances.name, traits: instances.preview?.traits,
        size: options.size.map { ($0.width, $0.height) }, scale: options.scale, rightToLeft: options.rightToLeft)
      let result = window.layout(lowered)
      // Guide closures run during layout and may report (a division by zero in `computeValue`);
      // the diagnostic engine drops the ones already emitted.
      diagnostics.emit(contentsOf: evaluator.diagnostics)
      previews.append(LaidOutPreview(root: window, lowered: lowered, result: result))
    }
    return options.mode == .tree ? FramesTextTree.render(previews) : FramesJSON.render(previews)
  }
}
