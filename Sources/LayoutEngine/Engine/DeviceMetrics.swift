/// A screen to lay out in: its size in points, safe-area insets and display scale.
///
/// The default device is an iPhone 15 Pro in portrait (issue 5): 393×852 points, 59 points of
/// safe area at the top and 34 at the bottom, 3 pixels per point.
public struct DeviceMetrics: Sendable, Hashable {
  public var size: Size
  public var safeAreaInsets: EdgeInsets
  public var scale: Double

  public init(size: Size, safeAreaInsets: EdgeInsets = .zero, scale: Double = 1) {
    self.size = size
    self.safeAreaInsets = safeAreaInsets
    self.scale = scale
  }

  public static let iPhone15Pro = DeviceMetrics(
    size: Size(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, bottom: 34), scale: 3)

  /// A `#Preview(traits: .fixedLayout(width:height:))` or `--size WxH` root: exactly that size, no
  /// insets.
  public static func fixedLayout(width: Double, height: Double, scale: Double = 3) -> DeviceMetrics {
    DeviceMetrics(size: Size(width: width, height: height), scale: scale)
  }
}
