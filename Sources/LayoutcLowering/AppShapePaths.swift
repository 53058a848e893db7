import LayoutEngine
import LayoutcEval

/// The paths of the module's own shapes, made once their frames are known: `path(in:)` is run
/// with the shape's laid-out size, as SwiftUI runs it with the shape's bounds. A shape whose
/// method layoutc cannot run keeps no path: its node is marked as resting on that assumption
/// (the evaluator reports why), and renderers draw its frame hatched.
extension LaidOutPreview {
  public mutating func drawAppShapes(with evaluator: Evaluator) {
    var seen: Set<NodeID> = []
    for id in lowered.appShapes where seen.insert(id).inserted {
      guard let frame = result[id]?.frame, var entry = lowered.sourceMap[id], var paint = entry.paint else { continue }
      func drawn(_ shape: AppShapePaint, insetBy: Double? = nil, transforms: [ShapeTransform] = []) -> AppShapePaint {
        var shape = shape
        shape.path = ShapeTransform.path(transforms, in: (0, 0, frame.width, frame.height), inset: insetBy ?? 0) { r, inset in
          evaluator.appShapePath(shape.value, width: r.width, height: r.height, insetBy: inset == 0 ? nil : inset, at: shape.range, in: shape.file)?
            .map { $0.mapPoints { PathPoint($0.x + r.x, $0.y + r.y) } }
        }
        if shape.path == nil { entry.assumed.append(shape.name + ".path(in:)") }
        return shape
      }
      // `strokeBorder` strokes the shape inset by half the line's width.
      paint.appShape = paint.appShape.map {
        drawn($0, insetBy: paint.strokeInside && paint.stroke != nil ? paint.strokeWidth / 2 : nil, transforms: paint.transforms)
      }
      paint.effects = paint.effects.map { effect in
        if case .clip(.appShape(let shape)) = effect { return .clip(.appShape(drawn(shape))) }
        return effect
      }
      // A `sizeThatFits` that could not run (reported while laying out) left the proposal's size.
      if case .measured(let content) = lowered.tree[id].kind, let sizing = content as? AppShapeSizing, let proposal = result[id]?.proposal,
        sizing.size(for: proposal) == nil
      {
        entry.assumed.append(sizing.shape.name + ".sizeThatFits(_:)")
      }
      entry.paint = paint
      lowered.sourceMap.set(id, entry)
    }
  }
}

/// A shape declaring `sizeThatFits(_:)` (iOS 16): its size for a proposal is what the method
/// returns, run through the evaluator; where it cannot be run, the proposal (unspecified
/// dimensions 10), as a shape declaring none takes it.
struct AppShapeSizing: MeasuredContent {
  let shape: AppShapePaint
  let runner: GuideRunner

  func size(for proposal: ProposedSize) -> Size? {
    runner.evaluator.appShapeSize(shape.value, proposal: (proposal.width, proposal.height), at: shape.range, in: shape.file)
      .map { Size(width: $0.width, height: $0.height) }
  }

  func measure(_ proposal: ProposedSize) -> ContentMeasurement {
    ContentMeasurement(size: size(for: proposal) ?? proposal.replacingUnspecifiedDimensions())
  }

  var traceLabel: String { shape.name + ".sizeThatFits" }
}
