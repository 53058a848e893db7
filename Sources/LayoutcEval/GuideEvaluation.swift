import LayoutcSema

/// Entry points the layout stage uses to run Swift code at layout time: the closures of
/// `.alignmentGuide(_:computeValue:)` and the `defaultValue(in:)` functions of custom
/// `AlignmentID`s (seed 003's `MidStarAndTitle`). The layout engine calls them while it lays
/// out, handing over the view's dimensions as a `GuideDimensions`.
///
/// Results that are not numbers (a closure that returns nothing usable) are 0, as a guide must
/// have some value; the engine treats non-finite values the same way.
extension Evaluator {
  /// Runs an alignment-guide closure (`{ d in d[.bottom] * 0.927 }`) over a view's dimensions.
  public func evaluateGuide(_ closure: ClosureValue, _ dimensions: any GuideDimensions) -> Double {
    let value = apply(closure, [.dimensions(DimensionsBox(dimensions))]).asDouble ?? 0
    return value.isFinite ? value : 0
  }

  /// Runs `containerRelativeFrame`'s closure (`{ length, axis in length * 0.8 }`) over a
  /// container's length on one axis; nil when it gives no number layoutc can compute.
  public func evaluateContainerLength(_ closure: ClosureValue, length: Double, horizontal: Bool) -> Double? {
    let axis = Value.member(type: "Axis", name: horizontal ? "horizontal" : "vertical", arguments: [])
    return LayoutGeometry.number(apply(closure, [.double(length), axis]))
  }

  /// Runs a custom alignment's `static func defaultValue(in d: ViewDimensions) -> CGFloat`.
  /// An alignment declared without one has the value 0 (its leading or top edge).
  public func evaluateDefaultValue(_ alignment: CustomAlignment, _ dimensions: any GuideDimensions) -> Double {
    guard let function = alignment.defaultValue else { return 0 }
    let name = function.parameters.first?.name ?? "d"
    let saved = currentFile
    currentFile = alignment.file
    defer { currentFile = saved }
    let env = Environment.root(view: nil, properties: [:]).binding([name: .dimensions(DimensionsBox(dimensions))])
    let value = evalGetter(function.body, env).asDouble ?? 0
    return value.isFinite ? value : 0
  }
}
