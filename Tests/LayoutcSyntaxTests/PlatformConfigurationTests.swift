import LayoutcSource
import Testing

@testable import LayoutcSyntax

/// Each platform's build configuration takes its own `#if` clauses: `os()`, the target
/// environment (the simulator, but the Mac runs previews natively) and the UI framework
/// `canImport` finds; Xcode's SDK names and Package.swift's platform names map to platforms.
@Suite struct PlatformConfigurationTests {
  private func holds(_ condition: String, on platform: Platform) -> Bool {
    let configuration = BuildConfiguration(platform: platform)
    let (tree, diags) = Parser.parse(SourceFile(path: "t.ui", text: "#if \(condition)\nlet a = 1\n#endif\n"), configuration: configuration)
    #expect(diags.isEmpty, "\(diags.map(\.message))")
    return tree.declarations.count == 1
  }

  @Test func osIsThePlatformsName() {
    for platform in Platform.allCases {
      for other in Platform.allCases {
        #expect(holds("os(\(other.osName))", on: platform) == (other == platform), "os(\(other.osName)) on \(platform)")
      }
    }
    #expect(!holds("os(iPadOS)", on: .iOS), "iPadOS is no os() name: an iPad app is os(iOS)")
  }

  @Test func previewsRunInTheSimulatorButOnTheMac() {
    #expect(holds("targetEnvironment(simulator)", on: .iOS))
    #expect(holds("targetEnvironment(simulator)", on: .watchOS))
    #expect(holds("targetEnvironment(simulator)", on: .tvOS))
    #expect(holds("targetEnvironment(simulator)", on: .visionOS))
    #expect(!holds("targetEnvironment(simulator)", on: .macOS))
    #expect(!holds("targetEnvironment(macCatalyst)", on: .macOS))
  }

  @Test func canImportFindsThePlatformsUIFramework() {
    #expect(holds("canImport(UIKit) && !canImport(AppKit)", on: .iOS))
    #expect(holds("canImport(AppKit) && canImport(Cocoa) && !canImport(UIKit)", on: .macOS))
    #expect(holds("canImport(WatchKit) && canImport(UIKit) && !canImport(WebKit)", on: .watchOS))
    #expect(holds("canImport(TVUIKit) && !canImport(WatchKit)", on: .tvOS))
    #expect(holds("canImport(UIKit) && canImport(RealityKit) && !canImport(ActivityKit)", on: .visionOS))
    for platform in Platform.allCases { #expect(holds("canImport(SwiftUI) && canImport(Foundation)", on: platform)) }
  }

  @Test func xcodeSDKNames() {
    #expect(Platform(sdk: "iphoneos") == .iOS && Platform(sdk: "iphonesimulator") == .iOS)
    #expect(Platform(sdk: "macosx") == .macOS && Platform(sdk: "macosx14.0") == .macOS)
    #expect(Platform(sdk: "watchos") == .watchOS && Platform(sdk: "watchsimulator") == .watchOS)
    #expect(Platform(sdk: "appletvos") == .tvOS && Platform(sdk: "appletvsimulator") == .tvOS)
    #expect(Platform(sdk: "xros") == .visionOS && Platform(sdk: "xrsimulator") == .visionOS)
    #expect(Platform(sdk: "auto") == nil && Platform(sdk: "driverkit") == nil)
  }

  @Test func packagePlatformNames() {
    #expect(Platform.allCases.allSatisfy { Platform(packagePlatform: $0.osName) == $0 })
    #expect(Platform(packagePlatform: "macCatalyst") == nil)
  }
}
