import LayoutEngine
import LayoutcEval
import LayoutcLowering
import LayoutcSema
import LayoutcText

/// `containerRelativeFrame` reads the size of the nearest scroll view or list, which only a
/// layout gives: a tree that reads one is laid out, its containers measured, and lowered again
/// (docs/layout.md, "containerRelativeFrame"). A container's size does not depend on the
/// frames inside it unless containers nest along an axis they leave open, so this settles in a
/// pass or two; at most `containerPasses`.
extension Compilation {
  static let containerPasses = 3

  /// `instances` lowered for `window`, with the sizes of the containers it reads.
  func settledLowering(_ instances: InstanceRoot, _ evaluator: Evaluator, _ sema: SemaResult, in window: PreviewRoot) -> LoweredLayout {
    let runner = GuideRunner(evaluator: evaluator, alignments: sema.model.alignments, identifiers: sema.model.alignmentIDs)
    // Text is measured in the preview's pixels: sizes round up to its display scale.
    let text = FontTextMeasurerFactory(family: fontFamily ?? BundledFonts.inter, displayScale: window.device.scale)
    var lowering = Lowering(model: sema.model, guides: runner, sources: sources, textFactory: text, assumedViewSizes: assumedViewSizes)
    lowering.isRegularWidth = window.isRegularWidth
    lowering.displayScale = window.device.scale
    lowering.assetCatalog = assetCatalog
    lowering.appearance = options.appearance
    let safe = window.proposal
    lowering.containerSizes = [Lowering.windowContainer: Size(width: safe.width ?? .infinity, height: safe.height ?? .infinity)]
    var tree = lowering.lower(instances)
    for _ in 0..<Self.containerPasses where tree.readsContainerSizes && !tree.containers.isEmpty {
      let result = window.layout(tree)
      var sizes = lowering.containerSizes
      for (key, node) in tree.containers {
        guard let f = result.frame(of: node) else { continue }
        // Less the parts of it outside the window's safe area.
        let outside = Self.outsideSafeArea(f, result.safeArea)
        sizes[key] = Size(
          width: max(0, f.width - outside.left - outside.right), height: max(0, f.height - outside.top - outside.bottom))
      }
      if sizes == lowering.containerSizes { break }
      lowering.containerSizes = sizes
      tree = lowering.lower(instances)
    }
    return tree
  }
}
