/// The arguments of `.alignmentGuide(_:computeValue:)`: which guide, and the closure that computes
/// its explicit value from the modified view's dimensions.
public struct AlignmentGuide: Sendable {
  public let id: AlignmentID
  public let computeValue: @Sendable (ViewDimensions) -> Double

  public init(_ guide: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> Double) {
    self.id = guide.id
    self.computeValue = computeValue
  }

  public init(_ guide: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> Double) {
    self.id = guide.id
    self.computeValue = computeValue
  }
}
