/// What a parent offers a child, per axis: `nil` asks for the child's ideal size, `0` for its minimum,
/// `.infinity` for its maximum, and any other value is a concrete offer (SwiftUI's `ProposedViewSize`).
///
/// The initialiser cleans its input so a bad number can never reach a child: NaN becomes `nil`
/// (unspecified) and negative values become 0.
public struct ProposedSize: Sendable, Hashable, CustomStringConvertible {
  public var width: Double? {
    didSet { width = ProposedSize.clean(width) }
  }
  public var height: Double? {
    didSet { height = ProposedSize.clean(height) }
  }

  public init(width: Double?, height: Double?) {
    self.width = ProposedSize.clean(width)
    self.height = ProposedSize.clean(height)
  }

  /// Proposes exactly `size`.
  public init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  /// Builds a proposal from its value along `axis` (major) and across it (minor).
  public init(major: Double?, minor: Double?, axis: Axis) {
    if axis == .horizontal {
      self.init(width: major, height: minor)
    } else {
      self.init(width: minor, height: major)
    }
  }

  /// Both axes unspecified: "what is your ideal size?"
  public static let unspecified = ProposedSize(width: nil, height: nil)
  public static let zero = ProposedSize(width: 0, height: 0)
  public static let infinity = ProposedSize(width: .infinity, height: .infinity)

  public subscript(axis: Axis) -> Double? {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  /// The proposal with unspecified axes replaced, by default with SwiftUI's 10-point stand-in
  /// (what shapes and colours choose on an axis they were given no value for).
  public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
    Size(width: width ?? size.width, height: height ?? size.height)
  }

  static func clean(_ value: Double?) -> Double? {
    guard let value else { return nil }
    if value.isNaN { return nil }
    return value < 0 ? 0 : value
  }

  public var description: String {
    func text(_ v: Double?) -> String { v.map(formatPoints) ?? "nil" }
    return "\(text(width))x\(text(height))"
  }
}
