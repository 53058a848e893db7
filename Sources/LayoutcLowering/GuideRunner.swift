import LayoutEngine
import LayoutcCatalog
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
  let identifiers: [String: AlignmentIDInfo]
  private var ids: [String: AlignmentID] = [:]

  public init(evaluator: Evaluator, alignments: [String: CustomAlignment], identifiers: [String: AlignmentIDInfo] = [:]) {
    self.evaluator = evaluator
    self.alignments = alignments
    self.identifiers = identifiers
  }

  /// The engine's id for a custom alignment declared in the spec (`midStarAndTitle`).
  func customID(_ name: String) -> AlignmentID? {
    guard let alignment = alignments[name] else { return nil }
    return customID(identifier: alignment.identifier, axis: alignment.axis == .horizontal ? .horizontal : .vertical)
  }

  /// The engine's id for the guide `HorizontalAlignment(identifier.self)` (or the vertical one):
  /// explicit values of several children are averaged (OpenSwiftUI AlignmentID.swift,
  /// `_combineExplicit`), and the default value runs the declared `defaultValue(in:)`. SwiftUI
  /// tells guides apart by their `AlignmentID` type, so there is one id per type and axis: a
  /// `static let` and an inline `HorizontalAlignment(MyID.self)` are the same guide. It is named
  /// after its `static let` when there is one. Nil for a type that is not a declared AlignmentID.
  func customID(identifier: String, axis: Axis) -> AlignmentID? {
    let key = "\(axis == .horizontal ? "h" : "v") \(identifier)"
    if let id = ids[key] { return id }
    let declaredAxis: CustomAlignment.Axis = axis == .horizontal ? .horizontal : .vertical
    let alias = alignments.values.filter { $0.identifier == identifier && $0.axis == declaredAxis }.min { $0.name < $1.name }
    let info = identifiers[identifier]
    guard alias != nil || info != nil else { return nil }
    let alignment = CustomAlignment(
      name: alias?.name ?? identifier, axis: declaredAxis, identifier: identifier,
      defaultValue: info?.defaultValue ?? alias?.defaultValue, range: info?.range ?? alias!.range, file: info?.file ?? alias!.file)
    let id = AlignmentID(name: alignment.name, axis: axis, combination: .average) { [self] dimensions in
      evaluator.evaluateDefaultValue(alignment, GuideDimensionsAdapter(dimensions, axis: axis, runner: self))
    }
    ids[key] = id
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

  func guide(_ reference: GuideReference) -> Double? {
    switch reference {
    case .horizontal(let name): dimensions[HorizontalAlignment(name)]
    case .vertical(let name): dimensions[VerticalAlignment(name)]
    case .center: axis == .horizontal ? dimensions[HorizontalAlignment.center] : dimensions[VerticalAlignment.center]
    case .custom(let name): runner.customID(name).map { dimensions[$0] }
    }
  }
}
