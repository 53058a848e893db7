import LayoutEngine
import LayoutcEval
import LayoutcLowering
import LayoutcSema
import LayoutcSource

/// GeometryReader content that reads its proxy (`proxy.size.width * 0.25`) is evaluated again
/// with the numbers a layout gives (docs/layout.md, "GeometryReader"). A reader's own size never
/// depends on its content (it takes its whole proposal), so each pass settles one more level of
/// nested readers; a layout whose proxies still change after `geometryPasses` is reported, never
/// shown as if it had settled.
extension Compilation {
  /// Evaluations of one root: its proxies by reader identity, and the proxy of a reader not
  /// among them (nil in the last pass).
  typealias RootEvaluation = ([String: GeometryProxyValues], GeometryProxyValues?) -> (Evaluator, InstanceRoot)

  static let geometryPasses = 4

  /// `root` evaluated (`--set` values in `overrides`); when its content reads a
  /// GeometryReader's proxy, with the proxies of its own layout in `window` (the run's), and the
  /// evaluation to repeat for another window. Its diagnostics are the caller's to emit.
  mutating func evaluateRoot(
    _ root: RootSelection.Root, _ sema: SemaResult, overrides: [String: Value] = [:], target: String? = nil,
    assumesMissingArguments: Bool = false, in window: LayoutWindow? = nil
  ) -> (evaluator: Evaluator, instances: InstanceRoot, reevaluate: RootEvaluation?) {
    let budget = viewBudget
    let now = options.now
    func evaluation(in appearance: Appearance) -> RootEvaluation {
      { geometry, provisional in
        let evaluator = Evaluator(sema: sema, overrides: overrides, overrideTarget: target, budget: budget)
        evaluator.assumesMissingArguments = assumesMissingArguments
        evaluator.now = now
        evaluator.colorScheme = appearance.rawValue
        evaluator.geometry = geometry
        evaluator.provisionalGeometry = provisional
        switch root {
        case .preview(let p): return (evaluator, evaluator.evaluate(preview: p))
        case .view(let v): return (evaluator, evaluator.evaluate(view: v))
        }
      }
    }
    var evaluate = evaluation(in: options.appearance)
    var start = evaluate([:], Self.provisionalProxy)
    // A preview preferring another appearance (`.preferredColorScheme(.dark)`) is the whole
    // presentation's: its views read that `colorScheme`, so it is evaluated again in it.
    if let preferred = Appearance.preferred(by: start.1.instances), preferred != options.appearance {
      evaluate = evaluation(in: preferred)
      start = evaluate([:], Self.provisionalProxy)
    }
    guard start.0.readsProvisionalGeometry else { return (start.0, start.1, nil) }
    let w = window ?? LayoutWindow(device: device, rightToLeft: options.rightToLeft)
    let (evaluator, instances) = settleGeometry(root, sema, start, in: w, evaluate: evaluate)
    return (evaluator, instances, evaluate)
  }

  /// What a reader reads before any layout has been made: never shown, only used to find which
  /// readers exist; an iPhone's safe area, so that arithmetic on it stays in range.
  static let provisionalProxy = GeometryProxyValues(width: 393, height: 759, x: 0, y: 59, safeAreaInsets: (0, 0, 0, 0))

  /// The evaluation of `root` whose proxies are those of its own layout in `window`, starting
  /// from one that read provisional proxies. Its diagnostics are the caller's to emit.
  mutating func settleGeometry(
    _ root: RootSelection.Root, _ sema: SemaResult, _ start: (Evaluator, InstanceRoot), in w: LayoutWindow, evaluate: RootEvaluation
  ) -> (Evaluator, InstanceRoot) {
    var (evaluator, instances) = start
    var geometry: [String: GeometryProxyValues] = [:]
    for pass in 1...Self.geometryPasses {
      if evaluator.exhaustedBudget || (evaluator.diagnostics.contains(where: { $0.severity == .error }) && !evaluator.readsProvisionalGeometry) {
        return (evaluator, instances)
      }
      let found = readers(in: instances, evaluator, sema, window: w)
      if found == geometry && !evaluator.readsProvisionalGeometry { return (evaluator, instances) }
      geometry = found
      (evaluator, instances) = evaluate(geometry, pass < Self.geometryPasses ? Self.provisionalProxy : nil)
    }
    if readers(in: instances, evaluator, sema, window: w) != geometry {
      let (range, file) = Self.location(of: root)
      diagnostics.emit(LoweringDiagnostics.geometryUnsettled(Self.geometryPasses).at(range, in: file))
    }
    return (evaluator, instances)
  }

  /// Every GeometryReader's proxy in a quiet layout of `instances` in `w` (nothing it finds is
  /// reported: the settled evaluation is laid out again and reports for itself).
  private func readers(in instances: InstanceRoot, _ evaluator: Evaluator, _ sema: SemaResult, window w: LayoutWindow) -> [String: GeometryProxyValues] {
    let resolved = window(w, instances)
    let tree = settledLowering(instances, evaluator, sema, in: resolved)
    let result = resolved.layout(tree)
    let safe = result.safeArea
    var found: [String: GeometryProxyValues] = [:]
    for (id, layout) in result.placedNodes {
      guard let entry = tree.sourceMap[id], entry.type == "GeometryReader", entry.kind == .view, !entry.isImplicit else { continue }
      let f = layout.frame
      // The safe area insets of the reader (Apple: "the safe area insets of the container
      // view"), leading and trailing as the layout direction reads them.
      let outside = Self.outsideSafeArea(f, safe)
      let rtl = layout.layoutDirection == .rightToLeft
      found[entry.path.description] = GeometryProxyValues(
        width: f.width, height: f.height, x: f.minX, y: f.minY,
        safeAreaInsets: (outside.top, rtl ? outside.right : outside.left, outside.bottom, rtl ? outside.left : outside.right))
    }
    return found
  }

  /// How far `frame` reaches past each edge of the window's safe area (0 where it stays inside).
  static func outsideSafeArea(_ frame: Rect, _ safe: Rect) -> (top: Double, left: Double, bottom: Double, right: Double) {
    (top: min(frame.height, max(0, safe.minY - frame.minY)), left: min(frame.width, max(0, safe.minX - frame.minX)),
     bottom: min(frame.height, max(0, frame.maxY - safe.maxY)), right: min(frame.width, max(0, frame.maxX - safe.maxX)))
  }
}
