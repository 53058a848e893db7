import LayoutEngine
import LayoutcEval

/// A declared `Layout` used as a container: an engine `CustomLayout` node whose size and
/// placement functions run the struct's `sizeThatFits` and `placeSubviews` through the
/// evaluator (`CustomLayoutRun`). The engine stays free of syntax; the evaluator of engines.
extension LoweringBuilder {
  func customLayout(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    let children = lowerAll(i.children, env)
    let layout = i.arguments["layout"] ?? .none
    let runner = lowering.runner
    let (range, file) = (i.range, i.file)
    let custom = CustomLayout(
      name: i.name,
      sizeThatFits: { proposal, subviews in
        let host = LayoutSubviewsAdapter(subviews, runner: runner)
        let size = runner.evaluator.customLayoutSize(layout, proposal: (proposal.width, proposal.height), subviews: host, at: range, in: file)
        return size.map { Size(width: $0.width, height: $0.height) } ?? .zero
      },
      placeSubviews: { bounds, proposal, subviews in
        let host = LayoutSubviewsAdapter(subviews, runner: runner)
        runner.evaluator.customLayoutPlacement(
          layout, bounds: (bounds.minX, bounds.minY, bounds.width, bounds.height), proposal: (proposal.width, proposal.height),
          subviews: host, at: range, in: file)
      })
    return add(.custom(custom), children, entry: entry(i))
  }
}

/// The engine's subview proxies as the evaluator asks them (`LayoutSubviewsHost`).
final class LayoutSubviewsAdapter: LayoutSubviewsHost, @unchecked Sendable {
  let subviews: CustomLayoutSubviews
  let runner: GuideRunner

  init(_ subviews: CustomLayoutSubviews, runner: GuideRunner) {
    self.subviews = subviews
    self.runner = runner
  }

  var count: Int { subviews.count }

  func sizeThatFits(_ index: Int, width: Double?, height: Double?) -> (width: Double, height: Double) {
    let s = subviews.sizeThatFits(index, ProposedSize(width: width, height: height))
    return (s.width, s.height)
  }

  func dimensions(_ index: Int, width: Double?, height: Double?) -> any GuideDimensions {
    GuideDimensionsAdapter(subviews.dimensions(index, ProposedSize(width: width, height: height)), axis: .horizontal, runner: runner)
  }

  func priority(_ index: Int) -> Double { subviews.priority(index) }

  func distance(from a: Int, to b: Int, horizontal: Bool) -> Double {
    subviews.distance(from: a, to: b, along: horizontal ? .horizontal : .vertical)
  }

  func place(_ index: Int, x: Double, y: Double, anchorX: Double, anchorY: Double, width: Double?, height: Double?) {
    subviews.place(index, at: Point(x: x, y: y), anchor: Point(x: anchorX, y: anchorY), proposal: ProposedSize(width: width, height: height))
  }

  func layoutValue(_ index: Int, key: String) -> Value? { nil }
}
