import LayoutEngine
import LayoutcEval
import LayoutcSema

/// Runs Swift code at layout time on behalf of the engine: `alignmentGuide` closures and custom
/// `AlignmentID.defaultValue(in:)` functions, through the evaluator that built the instances.
///
/// The engine wants `@Sendable` closures; the evaluator is a class with mutable bookkeeping. A
/// layout pass runs on one thread from start to finish (the driver lays out previews one after
/// the other), so sharing it is safe; `@unchecked Sendable` records that promise.
public final class GuideRunner: @unchecked Sendable {
  let evaluator: Evaluator
  let alignments: [String: CustomAlignment]
  private var ids: [String: AlignmentID] = [:]

  public init(evaluator: Evaluator, alignments: [String: CustomAlignment]) {
    self.evaluator = evaluator
    self.alignments = alignments
  }

  /// The engine's id for a custom alignment declared in the spec (`midStarAndTitle`): explicit
  /// values of several children are averaged (OpenSwiftUI AlignmentID.swift, `_combineExplicit`),
  /// and the default value runs the declared `defaultValue(in:)`. One id per name, so every use
  /// of the guide is the same guide.
  func customID(_ name: String) -> AlignmentID? {
    if let id = ids[name] { return id }
    guard let alignment = alignments[name] else { return nil }
    let axis: Axis = alignment.axis == .horizontal ? .horizontal : .vertical
    let id = AlignmentID(name: name, axis: axis, combination: .average) { [self] dimensions in
      evaluator.evaluateDefaultValue(alignment, GuideDimensionsAdapter(dimensions, axis: axis, runner: self))
    }
    ids[name] = id
    return id
  }

  /// A closure for `.alignmentGuide(_, computeValue:)` on `axis`.
  func computeValue(_ closure: ClosureValue, axis: Axis) -> @Sendable (ViewDimensions) -> Double {
    { [self] dimensions in
      evaluator.evaluateGuide(closure, GuideDimensionsAdapter(dimensions, axis: axis, runner: self))
    }
  }
}

/// The engine's `ViewDimensions` as the evaluator sees them (`d.width`, `d[.bottom]`,
/// `d[.midStarAndTitle]`). `center` is read on the axis of the guide being computed, as Swift
/// resolves `d[.center]` from the closure's guide type; `d[HorizontalAlignment.center]` names it.
struct GuideDimensionsAdapter: GuideDimensions {
  let dimensions: ViewDimensions
  let axis: Axis
  let runner: GuideRunner

  init(_ dimensions: ViewDimensions, axis: Axis, runner: GuideRunner) {
    self.dimensions = dimensions
    self.axis = axis
    self.runner = runner
  }

  var width: Double { dimensions.width }
  var height: Double { dimensions.height }

  func guide(_ name: String) -> Double? {
    switch name {
    case "HorizontalAlignment.center": return dimensions[HorizontalAlignment.center]
    case "VerticalAlignment.center": return dimensions[VerticalAlignment.center]
    case "center": return axis == .horizontal ? dimensions[HorizontalAlignment.center] : dimensions[VerticalAlignment.center]
    case "leading": return dimensions[HorizontalAlignment.leading]
    case "trailing": return dimensions[HorizontalAlignment.trailing]
    case "top": return dimensions[VerticalAlignment.top]
    case "bottom": return dimensions[VerticalAlignment.bottom]
    case "firstTextBaseline": return dimensions[VerticalAlignment.firstTextBaseline]
    case "lastTextBaseline": return dimensions[VerticalAlignment.lastTextBaseline]
    default: return runner.customID(name).map { dimensions[$0] }
    }
  }
}
