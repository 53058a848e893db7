/// A view's size plus the explicit alignment values it carries: what a parent reads to align a child
/// and what an `alignmentGuide` closure receives.
///
/// Subscripting by a guide gives the explicit value if the view has one (set by `alignmentGuide`, a
/// text baseline, or propagated out of a nested stack), else the guide's default value.
public struct ViewDimensions: Sendable {
  public var width: Double
  public var height: Double
  /// Explicit guide values, in the view's own coordinates (from its top-left corner).
  public var explicitValues: [AlignmentID: Double]

  public init(width: Double, height: Double, explicitValues: [AlignmentID: Double] = [:]) {
    self.width = width
    self.height = height
    self.explicitValues = explicitValues
  }

  public init(size: Size, explicitValues: [AlignmentID: Double] = [:]) {
    self.init(width: size.width, height: size.height, explicitValues: explicitValues)
  }

  public var size: Size { Size(width: width, height: height) }

  public subscript(guide: HorizontalAlignment) -> Double { self[guide.id] }
  public subscript(guide: VerticalAlignment) -> Double { self[guide.id] }

  /// The explicit value of a guide, or nil if the view sets none.
  public subscript(explicit guide: HorizontalAlignment) -> Double? { explicitValues[guide.id] }
  public subscript(explicit guide: VerticalAlignment) -> Double? { explicitValues[guide.id] }

  /// The value of any guide: explicit if set, else its default.
  public subscript(id: AlignmentID) -> Double {
    if !explicitValues.isEmpty, let value = explicitValues[id] { return value }
    // A built-in default reads only the width and height: no recursion to guard against, and no
    // copy of `self` with a new `resolving` array (an allocation per alignment the engine asks).
    if id.defaultReadsOnlySize {
      let value = id.defaultValue(in: self)
      return value.isFinite ? value : 0
    }
    // A default value that reads its own guide (`defaultValue(in d) { d[.same] }`) would recurse
    // forever; while a guide is being resolved, reading it again gives 0 instead of overflowing the stack.
    if resolving.contains(id) { return 0 }
    var inner = self
    inner.resolving.append(id)
    let value = id.defaultValue(in: inner)
    return value.isFinite ? value : 0
  }

  /// Guides whose default value is being computed (recursion guard, see `subscript(id:)`).
  var resolving: [AlignmentID] = []
}
