import LayoutEngine
import LayoutcSource

/// The devices a preview can be laid out on by name (`--device`, the preview page's picker), as
/// Xcode's canvas offers them, each of one platform. The default is the platform's first: the
/// iPhone 15 Pro on iOS, a Mac window sized to the view, the 45 mm Apple Watch, the Apple TV,
/// an Apple Vision Pro window.
public enum PreviewDevice: String, Sendable, CaseIterable {
  case iPhoneSE = "iphone-se"
  case iPhone15Pro = "iphone-15-pro"
  case iPhone15ProMax = "iphone-15-pro-max"
  case iPad = "ipad"
  case mac = "mac"
  case appleWatch45mm = "apple-watch-45mm"
  case appleTV = "apple-tv"
  case visionPro = "apple-vision-pro"

  public static let `default` = PreviewDevice.iPhone15Pro

  /// The window a preview of `platform` is laid out in when no `--device` is given.
  public static func `default`(for platform: Platform) -> PreviewDevice {
    platform == .iOS ? .iPhone15Pro : devices(of: platform)[0]
  }

  /// The devices of `platform`: the preview page's picker.
  public static func devices(of platform: Platform) -> [PreviewDevice] {
    allCases.filter { $0.platform == platform }
  }

  public var platform: Platform {
    switch self {
    case .iPhoneSE, .iPhone15Pro, .iPhone15ProMax, .iPad: .iOS
    case .mac: .macOS
    case .appleWatch45mm: .watchOS
    case .appleTV: .tvOS
    case .visionPro: .visionOS
    }
  }

  /// As Xcode's device menu names it.
  public var name: String {
    switch self {
    case .iPhoneSE: "iPhone SE"
    case .iPhone15Pro: "iPhone 15 Pro"
    case .iPhone15ProMax: "iPhone 15 Pro Max"
    case .iPad: "iPad"
    case .mac: "My Mac"
    case .appleWatch45mm: "Apple Watch Series 9 (45mm)"
    case .appleTV: "Apple TV"
    case .visionPro: "Apple Vision Pro"
    }
  }

  public var metrics: DeviceMetrics {
    switch self {
    case .iPhoneSE: .iPhoneSE
    case .iPhone15Pro: .iPhone15Pro
    case .iPhone15ProMax: .iPhone15ProMax
    case .iPad: .iPad
    case .mac: .mac
    case .appleWatch45mm: .appleWatch45mm
    case .appleTV: .appleTV
    case .visionPro: .visionProWindow
    }
  }
}
