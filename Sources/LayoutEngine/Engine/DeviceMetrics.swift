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

  /// The other windows of the preview page's device picker (issue 19), in portrait. Sizes and
  /// scales from Apple's HIG (Layout, "Specifications"); insets as the simulator reports them:
  /// the status bar (20) on a home-button iPhone, the Dynamic Island and home indicator (59/34)
  /// on the Pro models, the status bar and home indicator (24/20) on an iPad.
  public static let iPhoneSE = DeviceMetrics(
    size: Size(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 20, bottom: 0), scale: 2)
  public static let iPhone15ProMax = DeviceMetrics(
    size: Size(width: 430, height: 932), safeAreaInsets: EdgeInsets(top: 59, bottom: 34), scale: 3)
  /// iPad (10th generation).
  public static let iPad = DeviceMetrics(
    size: Size(width: 820, height: 1180), safeAreaInsets: EdgeInsets(top: 24, bottom: 20), scale: 2)

  /// A `#Preview(traits: .fixedLayout(width:height:))` or `--size WxH` root: exactly that size, no
  /// insets.
  public static func fixedLayout(width: Double, height: Double, scale: Double = 3) -> DeviceMetrics {
    DeviceMetrics(size: Size(width: width, height: height), scale: scale)
  }
}
