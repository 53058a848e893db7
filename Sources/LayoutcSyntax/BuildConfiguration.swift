import LayoutcSource

/// The platform a file is compiled for, which decides the active clause of each `#if`.
///
/// layoutc reproduces an app built by Xcode for its `platform` where previews run: the simulator
/// on iOS, watchOS, tvOS and visionOS (`targetEnvironment(simulator)` holds), the Mac itself on
/// macOS (no target environment). `os()` is the platform's name, `arch(arm64)`,
/// `_endian(little)`, `_pointerBitWidth(_64)`, `_runtime(_ObjC)` hold; `canImport` holds for the
/// platform's SDK modules (`modules(of:)`); `swift(>=x)` compares with the language mode swiftc
/// defaults to (5, whose version is 5.10) and `compiler(>=x)` with the compiler layoutc follows
/// (6.3); `-D NAME` sets a custom condition, as `swiftc -D` does. docs/language.md lists the same.
public struct BuildConfiguration: Sendable {
  public var customConditions: Set<String>
  public var platform: Platform
  public var operatingSystem: String
  public var architecture = "arm64"
  public var environments: Set<String>
  public var languageVersion: [Int] = [5, 10]
  public var compilerVersion: [Int] = [6, 3]
  public var importableModules: Set<String>
  /// Features `hasFeature` reports: none beyond the language mode's (swiftc answers false for
  /// `StrictConcurrency` in Swift 5 mode).
  public var features: Set<String> = []

  public init(customConditions: Set<String> = [], platform: Platform = .default) {
    self.customConditions = customConditions
    self.platform = platform
    operatingSystem = platform.osName
    environments = platform == .macOS ? [] : ["simulator"]
    importableModules = Self.modules(of: platform)
  }

  /// The modules `canImport` finds on `platform`: Swift's own and the SDK's frameworks apps
  /// import, with the platform's UI framework (UIKit; AppKit and Cocoa on macOS; WatchKit
  /// beside watchOS's small UIKit; TVUIKit on tvOS) and without the frameworks its SDK lacks
  /// (the SDK's `System/Library/Frameworks`; the per-platform lists are estimates from each
  /// framework's documented availability).
  public static func modules(of platform: Platform) -> Set<String> {
    switch platform {
    case .iOS: return iOSModules
    case .macOS:
      return iOSModules.subtracting(["UIKit", "ActivityKit", "MessageUI", "ARKit", "EventKitUI", "HealthKit"])
        .union(["AppKit", "Cocoa"])
    case .watchOS:
      return iOSModules.subtracting([
        "ActivityKit", "MessageUI", "ARKit", "EventKitUI", "ContactsUI", "SafariServices", "WebKit", "Metal", "MetalKit",
        "RealityKit", "Vision", "VisionKit", "PDFKit", "PencilKit", "QuickLook", "CoreSpotlight", "LinkPresentation",
        "BackgroundTasks", "CoreImage", "Speech", "AuthenticationServices", "TipKit",
      ]).union(["WatchKit", "ClockKit"])
    case .tvOS:
      return iOSModules.subtracting([
        "ActivityKit", "MessageUI", "ARKit", "EventKitUI", "ContactsUI", "SafariServices", "WebKit", "HealthKit",
        "PDFKit", "PencilKit", "QuickLook", "CoreMotion", "CoreLocation", "VisionKit", "EventKit", "Contacts", "CoreSpotlight",
      ]).union(["TVUIKit", "TVServices"])
    case .visionOS:
      return iOSModules.subtracting(["ActivityKit", "MessageUI", "CoreBluetooth"])
    }
  }

  public static let `default` = BuildConfiguration()

  /// Modules of the iOS SDK (and Swift's own) that `canImport` finds; a package the app
  /// depends on is not known, so `canImport(Kingfisher)` is false.
  public static let iOSModules: Set<String> = [
    "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials", "Darwin", "Dispatch",
    "ObjectiveC", "os", "OSLog", "SwiftUI", "SwiftUICore", "UIKit", "Combine", "Observation", "SwiftData", "CoreData",
    "CoreGraphics", "CoreImage", "CoreText", "CoreFoundation", "QuartzCore", "CoreLocation", "MapKit", "AVFoundation",
    "AVKit", "Photos", "PhotosUI", "StoreKit", "WidgetKit", "ActivityKit", "AppIntents", "UniformTypeIdentifiers",
    "UserNotifications", "HealthKit", "CloudKit", "Charts", "CoreMotion", "WebKit", "SafariServices", "MessageUI",
    "LocalAuthentication", "AuthenticationServices", "CryptoKit", "Security", "Network", "GameKit", "ARKit",
    "RealityKit", "SceneKit", "SpriteKit", "Metal", "MetalKit", "Vision", "VisionKit", "CoreML", "NaturalLanguage",
    "Speech", "EventKit", "EventKitUI", "Contacts", "ContactsUI", "CoreBluetooth", "CoreHaptics", "TipKit",
    "Accessibility", "LinkPresentation", "QuickLook", "PDFKit", "PencilKit", "CoreSpotlight", "BackgroundTasks",
    "CoreTransferable",
  ]

  /// Attributes `hasAttribute` knows (swift/include/swift/AST/DeclAttr.def, the ones apps test).
  public static let knownAttributes: Set<String> = [
    "available", "objc", "MainActor", "retroactive", "preconcurrency", "backDeployed", "_spi", "inlinable",
    "usableFromInline", "discardableResult", "frozen", "propertyWrapper", "resultBuilder", "dynamicMemberLookup",
    "dynamicCallable", "main", "Sendable", "unchecked", "attached", "freestanding", "nonobjc", "objcMembers",
    "testable", "warn_unqualified_access", "_implementationOnly", "_exported", "inline", "specialize", "_silgen_name",
    "globalActor", "isolated", "execution", "concurrent", "nonexhaustive", "abi", "lifetime",
  ]

  /// Evaluates `condition`; unknown names are false, as in swiftc.
  public func evaluate(_ condition: BuildCondition) -> Bool {
    switch condition {
    case .boolean(let b): return b
    case .flag(let name): return customConditions.contains(name)
    case .not(let c): return !evaluate(c)
    case .and(let a, let b): return evaluate(a) && evaluate(b)
    case .or(let a, let b): return evaluate(a) || evaluate(b)
    case .check(let name, let argument):
      switch name {
      case "os": return argument == operatingSystem
      case "arch": return argument == architecture
      case "targetEnvironment": return environments.contains(argument)
      case "canImport": return importableModules.contains(argument.split(separator: ",").first.map(String.init) ?? argument)
      case "hasFeature": return features.contains(argument)
      case "hasAttribute": return BuildConfiguration.knownAttributes.contains(argument)
      case "_endian": return argument == "little"
      case "_pointerBitWidth": return argument == "_64"
      case "_runtime": return argument == "_ObjC"
      case "_hasAtomicBitWidth": return ["_8", "_16", "_32", "_64", "_128"].contains(argument)
      case "swift", "compiler":
        return Self.compare(argument, with: name == "swift" ? languageVersion : compilerVersion)
      default: return false
      }
    }
  }

  /// `>=5.9` or `<6` against `version`.
  static func compare(_ argument: String, with version: [Int]) -> Bool {
    let isLess = argument.hasPrefix("<")
    let digits = argument.drop { $0 == ">" || $0 == "=" || $0 == "<" }
    let wanted = digits.split(separator: ".").map { Int($0) ?? 0 }
    var atLeast = true
    for i in 0..<max(wanted.count, version.count) {
      let a = i < version.count ? version[i] : 0
      let b = i < wanted.count ? wanted[i] : 0
      if a != b { atLeast = a > b; break }
    }
    return isLess ? !atLeast : atLeast
  }
}

/// The condition of an `#if` or `#elseif`.
public indirect enum BuildCondition: Sendable {
  /// A custom condition set with `-D` (`DEBUG`).
  case flag(String)
  case boolean(Bool)
  /// `os(iOS)`, `swift(>=5.9)`, `canImport(UIKit)`: the platform condition and its argument
  /// as written, without spaces.
  case check(String, String)
  case not(BuildCondition)
  case and(BuildCondition, BuildCondition)
  case or(BuildCondition, BuildCondition)

  /// Whether an inactive clause under this condition is skipped without being parsed: a
  /// version check (`swift`, `compiler`) decides it (ParseIfConfig.cpp,
  /// isVersionIfConfigCondition: `&&` when either side is one, `||` when both are).
  public var isVersionCheck: Bool {
    switch self {
    case .check(let name, _): return name == "swift" || name == "compiler" || name == "_compiler_version"
    case .not(let c): return c.isVersionCheck
    case .and(let a, let b): return a.isVersionCheck || b.isVersionCheck
    case .or(let a, let b): return a.isVersionCheck && b.isVersionCheck
    case .flag, .boolean: return false
    }
  }

  /// The condition as Swift source, parenthesised where precedence needs it.
  public var description: String {
    switch self {
    case .flag(let n): return n
    case .boolean(let b): return b ? "true" : "false"
    case .check(let n, let a): return "\(n)(\(a))"
    case .not(let c):
      if case .and = c { return "!(" + c.description + ")" }
      if case .or = c { return "!(" + c.description + ")" }
      return "!" + c.description
    case .and(let a, let b): return a.andOperand + " && " + b.andOperand
    case .or(let a, let b): return a.description + " || " + b.description
    }
  }
  private var andOperand: String {
    if case .or = self { return "(" + description + ")" }
    return description
  }
}

/// One `#if ... #endif` with its clauses, in the file's `conditionalBlocks`.
public struct IfConfigBlock: Sendable {
  /// Where the block stands: among declarations, statements, or in a postfix member chain
  /// (`Text("a")\n#if os(iOS)\n.padding()\n#endif`, SE-0308).
  public enum Context: String, Sendable { case declarations, statements, postfix, switchCases }
  public var context: Context
  public var clauses: [IfConfigClause]
  public var range: SourceRange
}

public struct IfConfigClause: Sendable {
  /// `#if`, `#elseif` or `#else`.
  public var keyword: String
  public var condition: BuildCondition?
  /// The one clause whose contents are part of the tree (at most one per block).
  public var isActive: Bool
  /// True when the clause was not parsed: inactive under a failing version check.
  public var isSkipped: Bool
  /// How many declarations, statements or member suffixes it holds (0 when skipped).
  public var elementCount: Int
  public var range: SourceRange
}
