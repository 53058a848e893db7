/// The identity of an alignment guide: a name, the axis it measures, its default value and the rule
/// by which a container merges its children's explicit values.
///
/// SwiftUI identifies guides by an `AlignmentID` type; the engine cannot see Swift types, so a guide
/// is identified by its name and axis (`"midStarAndTitle"`, vertical). Two ids with the same name and
/// axis are the same guide, whatever closures they carry.
public struct AlignmentID: Sendable, Hashable, CustomStringConvertible {
  /// How a container (stack, ZStack) combines the explicit values of several children into its own.
  public enum Combination: Sendable, Hashable {
    /// The container reports no explicit value: the built-in edge and centre guides (SwiftUI's
    /// `FrameAlignment` ids do nothing in `_combineExplicit`).
    case none
    /// The average of the children's explicit values: the default for custom guides
    /// (OpenSwiftUI AlignmentID.swift, `_combineExplicit` default).
    case average
    /// The smallest value: `firstTextBaseline` (the top-most baseline).
    case minimum
    /// The largest value: `lastTextBaseline` (the bottom-most baseline).
    case maximum
  }

  public let name: String
  public let axis: Axis
  /// A hash of the name and axis, worked out once: two different guides almost always differ
  /// here, so `==` rarely compares the names (comparing them every time is ~3 % of layout time).
  private let key: UInt64
  public let combination: Combination
  let defaultValue: @Sendable (ViewDimensions) -> Double
  /// True for the built-in guides, whose default value reads only the width and height: the engine
  /// then skips computing the view's other explicit guides.
  let defaultReadsOnlySize: Bool

  /// A guide named `name` on `axis`; `defaultValue` says where it lies in a view that sets no explicit
  /// value, measured from the view's top-left corner (its origin).
  public init(
    name: String,
    axis: Axis,
    combination: Combination = .average,
    defaultValue: @escaping @Sendable (ViewDimensions) -> Double
  ) {
    self.name = name
    self.axis = axis
    self.key = AlignmentID.key(name: name, axis: axis)
    self.combination = combination
    self.defaultValue = defaultValue
    self.defaultReadsOnlySize = false
  }

  init(
    builtIn name: String, axis: Axis, combination: Combination,
    defaultValue: @escaping @Sendable (ViewDimensions) -> Double
  ) {
    self.name = name
    self.axis = axis
    self.key = AlignmentID.key(name: name, axis: axis)
    self.combination = combination
    self.defaultValue = defaultValue
    self.defaultReadsOnlySize = true
  }

  /// The guide's default value in a view of the given dimensions.
  public func defaultValue(in dimensions: ViewDimensions) -> Double {
    defaultValue(dimensions)
  }

  /// Merges explicit values in the order children appear. Returns nil when there is nothing to
  /// merge, or when the guide does not propagate (`.none`).
  func combine(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    switch combination {
    case .none: return nil
    case .average: return values.reduce(0, +) / Double(values.count)
    case .minimum: return values.min()
    case .maximum: return values.max()
    }
  }

  public static func == (lhs: AlignmentID, rhs: AlignmentID) -> Bool {
    lhs.key == rhs.key && lhs.axis == rhs.axis && lhs.name == rhs.name
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
  }

  /// FNV-1a over the name's UTF-8 bytes, then the axis: deterministic, unlike `Hasher`.
  private static func key(name: String, axis: Axis) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return (hash ^ (axis == .horizontal ? 1 : 2)) &* 0x100_0000_01b3
  }

  public var description: String { name }
}
