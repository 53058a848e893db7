import LayoutEngine
import LayoutcEval

/// `containerRelativeFrame(_ axes:alignment:)` and `(_:count:span:spacing:alignment:)` (iOS 17):
/// a frame whose length on each axis given is the nearest container's there, "the size of the
/// container minus any safe area insets that might be applied to that container" (Apple's
/// documentation of the modifier), and the proposal on the others. With `count`, the container's
/// length is divided into `count` tracks `spacing` apart and the frame spans `span` of them:
/// `(length − spacing × (count − 1)) / count × span + spacing × (span − 1)`.
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
    func length(_ total: Double?) -> Double? {
      guard let total, total.isFinite else { return nil }
      guard let count else { return total }
      return max(0, (total - spacing * (count - 1)) / count * min(span, count) + spacing * (min(span, count) - 1))
    }
    var e = entry(i)
    e.isEstimated = containerStack.isEmpty && barContainerDepth > 0
    let width = axes.horizontal ? length(container?.width) : nil
    let height = axes.vertical ? length(container?.height) : nil
    return add(.frame(width: width, height: height, alignment: read(i, "alignment", alignments.alignment) ?? .center), content, entry: e)
  }

  /// `.horizontal`, `.vertical`, `[.horizontal, .vertical]`.
  static func axes(_ v: Value?) -> (horizontal: Bool, vertical: Bool) {
    switch v {
    case .member(_, "horizontal", _)?: (true, false)
    case .member(_, "vertical", _)?: (false, true)
    case .array(let items)?:
      items.reduce((false, false)) { acc, item in
        let a = axes(item)
        return (acc.0 || a.horizontal, acc.1 || a.vertical)
      }
    default: (false, false)
    }
  }
}
