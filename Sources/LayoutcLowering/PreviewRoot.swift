import LayoutEngine
import LayoutcSema

/// The window a root is laid out in, from the preview's traits and the command line.
///
/// - default: the `device` (`--device`; the preview page lays every `PreviewDevice` out), else an
///   iPhone 15 Pro in portrait, 393×852 points with safe-area insets of 59 (top) and
///   34 (bottom); the root is proposed the safe area, 393×759, and centred in it;
/// - `#Preview(traits: .fixedLayout(width:height:))` or `--size WxH` (which wins): exactly that
///   size, no insets;
/// - `#Preview(traits: .sizeThatFitsLayout)`, `.previewLayout(.sizeThatFits)`: the root is
///   proposed the device's whole screen (393×852 on the iPhone 15 Pro, no insets) and the window
///   takes the root's size ("fit the container to the size of the preview when offered the size
///   of the device that the preview is running on": Apple's documentation of
///   PreviewLayout.sizeThatFits and PreviewTrait.sizeThatFitsLayout);
/// - `--scale` (default: the device's, 3 on the iPhone 15 Pro) rounds frames to pixels; `--rtl` mirrors the layout.
public struct PreviewRoot: Sendable {
  public var name: String
  public var device: DeviceMetrics
  public var direction: LayoutDirection
  /// The window takes the root's size after proposing `device`'s (a size-that-fits preview).
  public var fitsRoot: Bool
  /// The horizontal size class is regular: an iPad's full screen or a Mac window (Apple's HIG,
  /// Layout, "Device size classes"); an iPhone in portrait is compact. A fixed or fitted size
  /// keeps its device's class, as Xcode's canvas keeps the device's traits.
  public var isRegularWidth: Bool

  public init(name: String, device: DeviceMetrics, direction: LayoutDirection, fitsRoot: Bool = false, isRegularWidth: Bool = false) {
    self.isRegularWidth = isRegularWidth
    self.name = name
    self.device = device
    self.direction = direction
    self.fitsRoot = fitsRoot
  }

  public static let defaultScale = 3.0

  public static func resolve(
    name: String, traits: PreviewInfo.Traits?, size: (width: Double, height: Double)?, scale: Double?, rightToLeft: Bool,
    device named: PreviewDevice = .default
  ) -> PreviewRoot {
    var device = named.metrics
    var fitsRoot = false
    if let size {
      device = .fixedLayout(width: size.width, height: size.height)
    } else {
      switch traits {
      case .fixedLayout(let width, let height)?: device = .fixedLayout(width: width, height: height)
      case .sizeThatFits?:
        device = DeviceMetrics(size: named.metrics.size)
        fitsRoot = true
      case .device?, nil: break
      }
    }
    device.scale = scale ?? named.metrics.scale
    return PreviewRoot(
      name: name, device: device, direction: rightToLeft ? .rightToLeft : .leftToRight, fitsRoot: fitsRoot,
      isRegularWidth: named == .iPad || named == .mac)
  }

  /// The proposal the root receives: the safe area, nil on an axis the window leaves open.
  public var proposal: ProposedSize {
    func axis(_ v: Double, _ inset: Double) -> Double? { v.isFinite && v >= 0 ? max(0, v - inset) : nil }
    return ProposedSize(
      width: axis(device.size.width, device.safeAreaInsets[.horizontal]),
      height: axis(device.size.height, device.safeAreaInsets[.vertical]))
  }

  /// Lays a lowered root out in this window.
  public func layout(_ lowered: LoweredLayout, options: LayoutOptions = LayoutOptions()) -> LayoutResult {
    LayoutEngine.layout(
      lowered.tree, root: lowered.root, proposal: device.size, safeAreaInsets: device.safeAreaInsets,
      scale: device.scale, direction: direction, fitsRoot: fitsRoot, options: options)
  }
}

/// One root, lowered and laid out: what the frame renderers print.
public struct LaidOutPreview: Sendable {
  public var root: PreviewRoot
  public var lowered: LoweredLayout
  public var result: LayoutResult

  public init(root: PreviewRoot, lowered: LoweredLayout, result: LayoutResult) {
    self.root = root
    self.lowered = lowered
    self.result = result
  }

  /// The children of a node in output order (the tree's order: source order, background and
  /// overlay content after the view they modify).
  public func children(of id: NodeID) -> [NodeID] {
    lowered.tree[id].children.filter { result[$0] != nil }
  }
}
