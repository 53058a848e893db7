import LayoutEngine

/// The devices a preview can be laid out on by name (`--device`, the preview page's picker), as
/// Xcode's canvas offers them. The default is the iPhone 15 Pro.
public enum PreviewDevice: String, Sendable, CaseIterable {
  case iPhoneSE = "iphone-se"
  case iPhone15Pro = "iphone-15-pro"
  case iPhone15ProMax = "iphone-15-pro-max"
  case iPad = "ipad"

  public static let `default` = PreviewDevice.iPhone15Pro

  /// As Xcode's device menu names it.
  public var name: String {
    switch self {
    case .iPhoneSE: "iPhone SE"
    case .iPhone15Pro: "iPhone 15 Pro"
    case .iPhone15ProMax: "iPhone 15 Pro Max"
    case .iPad: "iPad"
    }
  }

  public var metrics: DeviceMetrics {
    switch self {
    case .iPhoneSE: .iPhoneSE
    case .iPhone15Pro: .iPhone15Pro
    case .iPhone15ProMax: .iPhone15ProMax
    case .iPad: .iPad
    }
  }
}
