import LayoutEngine
import LayoutcEval
import LayoutcLowering
import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// Parses, checks, evaluates, lowers and lays out the first root of `text` (its first #Preview,
/// else ContentView): the pipeline of `--frames` without the driver.
struct Laid {
  var preview: LaidOutPreview
  var diagnostics: [Diagnostic]

  /// Frames of the nodes whose type is `type`, in tree order (depth first).
  func frames(_ type: String) -> [Rect] {
    var out: [Rect] = []
    func walk(_ id: NodeID) {
      if preview.lowered.sourceMap[id]?.type == type, let f = preview.result[id]?.frame { out.append(f) }
      for c in preview.children(of: id) { walk(c) }
    }
    walk(preview.lowered.root)
    return out
  }
}

func lay(_ text: String, size: (Double, Double)? = nil, rtl: Bool = false) -> Laid? {
  let file = SourceFile(path: "t.ui", text: text)
  let (tree, syntax) = Parser.parse(file)
  let sema = Sema.check([tree], sdk: .ios17)
  guard (syntax + sema.diagnostics).allSatisfy({ $0.severity != .error }) else { return nil }
  let evaluator = Evaluator(sema: sema)
  let instances: InstanceRoot
  if let p = sema.model.previews.first {
    instances = evaluator.evaluate(preview: p)
  } else if let v = sema.model.views["ContentView"] {
    instances = evaluator.evaluate(view: v)
  } else {
    return nil
  }
  let lowered = Lowering(model: sema.model, guides: GuideRunner(evaluator: evaluator, alignments: sema.model.alignments, identifiers: sema.model.alignmentIDs),
    sources: ["t.ui": file]).lower(instances)
  let root = PreviewRoot.resolve(name: instances.name, traits: instances.preview?.traits, size: size, scale: nil, rightToLeft: rtl)
  return Laid(preview: LaidOutPreview(root: root, lowered: lowered, result: root.layout(lowered)), diagnostics: lowered.diagnostics)
}
