/// An Apple platform a target is built for. It decides which `#if os()`, `canImport()` and
/// `targetEnvironment()` clauses are active (`BuildConfiguration`) and the window a preview is
/// laid out in (`PreviewDevice`).
public enum Platform: String, Sendable, CaseIterable {
  case iOS = "ios"
  case macOS = "macos"
  case watchOS = "watchos"
  case tvOS = "tvos"
  case visionOS = "visionos"

  /// What a target is built for when nothing says otherwise: an iOS app.
  public static let `default` = Platform.iOS

  /// As `os()` spells it (swift/lib/Basic/LangOptions.cpp, `SupportedConditionalCompilationOSs`).
  public var osName: String {
    switch self {
    case .iOS: "iOS"
    case .macOS: "macOS"
    case .watchOS: "watchOS"
    case .tvOS: "tvOS"
    case .visionOS: "visionOS"
    }
  }

  /// The platform of an Xcode `SDKROOT` or one word of `SUPPORTED_PLATFORMS` (a device or a
  /// simulator SDK's name: `iphoneos`, `iphonesimulator`, `macosx`, `watchos`,
  /// `watchsimulator`, `appletvos`, `appletvsimulator`, `xros`, `xrsimulator`, as the SDKs in
  /// Xcode's `Platforms/*.platform` are named); nil for another word (`driverkit`, `auto`).
  public init?(sdk: String) {
    var name = Substring(sdk.lowercased())
    // `SDKROOT = iphoneos17.0` names a versioned SDK.
    while let last = name.last, last.isNumber || last == "." { name = name.dropLast() }
    switch name {
    case "iphoneos", "iphonesimulator": self = .iOS
    case "macosx": self = .macOS
    case "watchos", "watchsimulator": self = .watchOS
    case "appletvos", "appletvsimulator": self = .tvOS
    case "xros", "xrsimulator": self = .visionOS
    default: return nil
    }
  }

  /// The platform a `Package.swift` `platforms:` entry names (`.iOS(.v17)`, `.macOS("14.0")`:
  /// PackageDescription's `SupportedPlatform`); nil for one layoutc does not lay out
  /// (`macCatalyst`, `driverKit`).
  public init?(packagePlatform: String) {
    switch packagePlatform {
    case "iOS": self = .iOS
    case "macOS": self = .macOS
    case "watchOS": self = .watchOS
    case "tvOS": self = .tvOS
    case "visionOS": self = .visionOS
    default: return nil
    }
  }
}
