import LayoutEngine
import LayoutcCatalog
import LayoutcEval

/// `containerRelativeFrame(_ axes:alignment:)` and `(_:count:span:spacing:alignment:)` (iOS 17):
/// a frame whose length on each axis given is the nearest container's there, "the size of the
/// container minus any safe area insets that might be applied to that container" (Apple's
/// documentation of the modifier), and the proposal on the others. With `count`, the container's
/// length is divided into `count` tracks `spacing` apart and the frame spans `span` of them:
/// `(length − spacing × (count − 1)) / count × span + spacing × (span − 1)`. With a closure
/// (`containerRelativeFrame(_:alignment:_:)`), the length is what it returns for the container's
/// length and the axis (`{ length, axis in length * 0.8 }`).
///
/// Containers: a ScrollView or List around the view, else the window. Their sizes come from a
/// layout of this tree (the driver lays it out and lowers it again); a NavigationStack or
/// TabView between is read as the window, an estimate (its bars are not subtracted).
extension LoweringBuilder {
  func containerRelativeFrame(_ i: Instance, content: [NodeID]) -> NodeID {
    readsContainerSizes = true
    let key = containerStack.last ?? Lowering.windowContainer
    let container = lowering.containerSizes[key] ?? lowering.containerSizes[Lowering.windowContainer]
    let axes = Self.axes(i.arguments["_0"])
    let count = ArgumentReading.number(i.arguments["count"]).map { max(1, $0.rounded(.towardZero)) }
    let span = ArgumentReading.number(i.arguments["span"]).map { max(1, $0.rounded(.towardZero)) } ?? 1
    let spacing = ArgumentReading.number(i.arguments["spacing"]) ?? 0
    let closure = i.arguments.first { if case .closure = $0.value { true } else { false } }
    func length(_ total: Double?, horizontal: Bool) -> Double? {
      guard let total, total.isFinite else { return nil }
      if let closure {
        return read(i, closure.key) { v in
          guard case .closure(let c) = v, let d = lowering.runner.evaluator.evaluateContainerLength(c, length: total, horizontal: horizontal),
            d.isFinite, d >= 0
          else { return nil }
          return d
        }
      }
      guard let count else { return total }
      return max(0, (total - spacing * (count - 1)) / count * min(span, count) + spacing * (min(span, count) - 1))
    }
    var e = entry(i)
    e.isEstimated = containerStack.isEmpty && barContainerDepth > 0
    let width = axes.horizontal ? length(container?.width, horizontal: true) : nil
    let height = axes.vertical ? length(container?.height, horizontal: false) : nil
    return add(.frame(width: width, height: height, alignment: read(i, "alignment", alignments.alignment) ?? .center), content, entry: e)
  }

  /// `.horizontal`, `.vertical`, `[.horizontal, .vertical]`.
  static func axes(_ v: Value?) -> (horizontal: Bool, vertical: Bool) {
    switch v {
    case .array(let items)?:
      items.reduce((false, false)) { acc, item in
        let a = axes(item)
        return (acc.0 || a.horizontal, acc.1 || a.vertical)
      }
    default:
      switch v?.named(AxisName.self) {
      case .horizontal?: (true, false)
      case .vertical?: (false, true)
      case nil: (false, false)
      }
    }
  }
}
