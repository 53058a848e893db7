/// A screen to lay out in: its size in points, safe-area insets and display scale.
///
/// The default device is an iPhone 15 Pro in portrait: 393×852 points, 59 points of
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

  /// The other windows of the preview page's device picker, in portrait. Sizes and
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

  /// A Mac preview: Xcode's canvas sizes a macOS preview to fit its view ("size that fits the
  /// content for macOS and the whole screen for iOS": swiftfoxx.org, "Previewing with Xcode"),
  /// so the root is proposed nil×nil and the window takes its size; a Retina display, 2x.
  public static let mac = DeviceMetrics(size: Size(width: .infinity, height: .infinity), scale: 2)
  /// Apple Watch Series 9 (45 mm): 198×242 points at 2x; the time at the top keeps 35 points
  /// out of the app's area (the status bar height measured in the simulator: mntone.hateblo.jp,
  /// 2021-10-13, "Apple Watch の 40mm ケースの safe area"); no inset at the bottom (an estimate).
  public static let appleWatch45mm = DeviceMetrics(
    size: Size(width: 198, height: 242), safeAreaInsets: EdgeInsets(top: 35, bottom: 0), scale: 2)
  /// Apple TV: a 1920×1080-point screen at 1x, with tvOS's safe area for overscan, 60 points at
  /// the top and bottom and 80 at the sides (Apple's tvOS HIG, Layout, "Safe area", as
  /// medienmonster.com's tvOS design guidelines quote it).
  public static let appleTV = DeviceMetrics(
    size: Size(width: 1920, height: 1080), safeAreaInsets: EdgeInsets(top: 60, leading: 80, bottom: 60, trailing: 80), scale: 1)
  /// Apple Vision Pro: a window of a `WindowGroup`'s default size, 1280×720 points, with no
  /// safe-area insets, at 2x (estimates: no source gives the canvas's window).
  public static let visionProWindow = DeviceMetrics(size: Size(width: 1280, height: 720), scale: 2)

  /// A `#Preview(traits: .fixedLayout(width:height:))` or `--size WxH` root: exactly that size, no
  /// insets.
  public static func fixedLayout(width: Double, height: Double, scale: Double = 3) -> DeviceMetrics {
    DeviceMetrics(size: Size(width: width, height: height), scale: scale)
  }
}
