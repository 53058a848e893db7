import Foundation
@testable import LayoutcDriver
import LayoutcSource
import LayoutcSyntax
import Testing

/// Reading an Xcode project's targets (`XcodeProject`) and grouping a folder's files by them
/// (`FolderModules`), on projects written here.
@Suite struct XcodeProjectTests {
  private let scratch = ScratchFolders()
  let root: String

  init() throws {
    root = try scratch.make(prefix: "xcode")
    try FileManager.default.createDirectory(atPath: root + "/App.xcodeproj", withIntermediateDirectories: true)
  }

  private func project(_ objects: String, targets: String) throws {
    let text = """
      // !$*UTF8*$!
      { archiveVersion = 1; objectVersion = 77; objects = {
        P = { isa = PBXProject; mainGroup = G; projectDirPath = ""; targets = (\(targets)); };
        \(objects)
      }; rootObject = P; }
      """
    try text.write(toFile: root + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
  }

  /// A synchronized folder's exception set leaves files out of the target that lists the
  /// folder and adds them to a target that does not (an extension's file kept in the app's folder).
  @Test func synchronizedFolderExceptionsWorkBothWays() throws {
    try project("""
      G = { isa = PBXGroup; children = (F); sourceTree = "<group>"; };
      F = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X, Y); path = Mac; sourceTree = "<group>"; };
      X = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Ext/Handler.swift); target = A; };
      Y = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Ext/Handler.swift); target = E; };
      A = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; fileSystemSynchronizedGroups = (F); };
      E = { isa = PBXNativeTarget; name = Extension; productType = "com.apple.product-type.app-extension"; };
      """, targets: "A, E")
    let p = try XcodeProject.read(root + "/App.xcodeproj").get()
    #expect(p.targets.map(\.name) == ["App", "Extension"])
    #expect(p.targets(containing: root + "/Mac/View.swift") == [0])
    #expect(p.targets(containing: root + "/Mac/Ext/Handler.swift") == [1])
    #expect(p.targets(containing: root + "/Other/View.swift").isEmpty)
  }

  /// A multiplatform target (Xcode 16) keeps per-platform twins in one synchronized folder, each
  /// filtered to its platform by `platformFiltersByRelativePath`: the target is read once for
  /// each platform a filter keeps files for (`App (ios)`, `App (macos)`), each reading with its
  /// own twin and the shared files, so nothing is declared twice.
  @Test func synchronizedFolderPlatformFiltersLeaveOutOtherPlatformsFiles() throws {
    try project("""
      G = { isa = PBXGroup; children = (F); sourceTree = "<group>"; };
      F = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X); path = App; sourceTree = "<group>"; };
      X = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (iOS/Info.plist);
        platformFiltersByRelativePath = { iOS/State.swift = (ios, ); macOS/State.swift = (macos, ); Both/Kit.swift = (ios, macos, ); }; target = A; };
      L = { isa = XCConfigurationList; buildConfigurations = (C); };
      C = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = auto; SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx"; }; };
      A = { isa = PBXNativeTarget; name = App; buildConfigurationList = L; fileSystemSynchronizedGroups = (F); };
      """, targets: "A")
    let p = try XcodeProject.read(root + "/App.xcodeproj").get()
    #expect(p.targets.map(\.platforms) == [[.iOS, .macOS], [.macOS, .iOS]])
    #expect(p.targets.indices.map(p.uniqueName) == ["App (ios)", "App (macos)"])
    #expect(p.targets(containing: root + "/App/iOS/State.swift") == [0])
    #expect(p.targets(containing: root + "/App/macOS/State.swift") == [1])
    #expect(p.targets(containing: root + "/App/Both/Kit.swift") == [0, 1])
    #expect(p.targets(containing: root + "/App/Shared/View.swift") == [0, 1])
    #expect(p.targets(containing: root + "/App/iOS/Info.plist").isEmpty)
  }

  /// Group paths: `<group>` relative to the parent group, `SOURCE_ROOT` to the project's folder;
  /// a build-products reference names no file here.
  @Test func groupPathsResolveByTheirSourceTree() throws {
    try project("""
      G = { isa = PBXGroup; children = (S, K); sourceTree = "<group>"; };
      S = { isa = PBXGroup; children = (R1); path = Sources/App; sourceTree = "<group>"; };
      K = { isa = PBXGroup; children = (R2, R3); path = Unused; sourceTree = "<group>"; };
      R1 = { isa = PBXFileReference; path = Home.swift; sourceTree = "<group>"; };
      R2 = { isa = PBXFileReference; path = Kit/Badge.swift; sourceTree = SOURCE_ROOT; };
      R3 = { isa = PBXFileReference; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
      B1 = { isa = PBXBuildFile; fileRef = R1; };
      B2 = { isa = PBXBuildFile; fileRef = R2; };
      B3 = { isa = PBXBuildFile; fileRef = R3; };
      Ph = { isa = PBXSourcesBuildPhase; files = (B1, B2, B3); };
      A = { isa = PBXNativeTarget; name = App; buildPhases = (Ph); };
      """, targets: "A")
    let p = try XcodeProject.read(root + "/App.xcodeproj").get()
    #expect(p.targets[0].files == [root + "/Sources/App/Home.swift", root + "/Kit/Badge.swift"])
  }

  /// A project that is not one, or nests without end, is refused with a reason and the folder
  /// is read as one module; groups that contain each other are walked once.
  @Test func malformedProjectsAreRefusedNotTrusted() throws {
    try "{ objects = { ".write(toFile: root + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
    guard case .failure = XcodeProject.read(root + "/App.xcodeproj") else { Issue.record("an unterminated project was read"); return }
    let deep = String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)
    try ("{ objects = " + deep + "; }").write(toFile: root + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
    guard case .failure(let e) = XcodeProject.read(root + "/App.xcodeproj") else { Issue.record("a deep project was read"); return }
    #expect(e.reason.contains("nests deeper"))
    let folder = FolderModules(root: root)
    #expect(folder.projects.isEmpty && folder.notes.count == 1)

    try project("""
      G = { isa = PBXGroup; children = (H); sourceTree = "<group>"; };
      H = { isa = PBXGroup; children = (G); path = a; sourceTree = "<group>"; };
      A = { isa = PBXNativeTarget; name = App; };
      """, targets: "A")
    #expect((try? XcodeProject.read(root + "/App.xcodeproj").get())?.targets.count == 1)
  }

  /// Quoted strings and comments do not count towards the depth limit.
  @Test func nestingDepthSkipsStringsAndComments() {
    #expect(XcodeProject.nestingDepth(Array("{ a = \"((((\"; /* (((( */ b = ( c ); }".utf8)) == 2)
  }

  /// A file in two targets is in both modules; a library's files join the targets that
  /// depend on it; files no target lists stay in the folder's module.
  @Test func filesGroupByTargetWithTheirLibraries() throws {
    try project("""
      G = { isa = PBXGroup; children = (R1, R2); sourceTree = "<group>"; };
      R1 = { isa = PBXFileReference; path = Shared.swift; sourceTree = "<group>"; };
      R2 = { isa = PBXFileReference; path = Kit.swift; sourceTree = "<group>"; };
      B1 = { isa = PBXBuildFile; fileRef = R1; };
      B2 = { isa = PBXBuildFile; fileRef = R1; };
      B3 = { isa = PBXBuildFile; fileRef = R2; };
      P1 = { isa = PBXSourcesBuildPhase; files = (B1); };
      P2 = { isa = PBXSourcesBuildPhase; files = (B2); };
      P3 = { isa = PBXSourcesBuildPhase; files = (B3); };
      D = { isa = PBXTargetDependency; target = K; };
      I = { isa = PBXNativeTarget; name = iOS; buildPhases = (P1); dependencies = (D); };
      M = { isa = PBXNativeTarget; name = Mac; buildPhases = (P2); };
      K = { isa = PBXNativeTarget; name = Kit; buildPhases = (P3); productType = "com.apple.product-type.framework"; };
      """, targets: "I, M, K")
    var folder = FolderModules(root: root)
    let paths = [root + "/Kit.swift", root + "/Loose.swift", root + "/Shared.swift"]
    let modules = Inputs.group(paths, &folder)
    let byName = Dictionary(uniqueKeysWithValues: modules.map { ($0.name, $0.paths) })
    let project = root + "/App.xcodeproj"
    #expect(byName[project + " [iOS]"] == [root + "/Kit.swift", root + "/Shared.swift"])
    // Kit's file is in iOS's module for its declarations only: reported in Kit's.
    #expect(modules.first { $0.name == project + " [iOS]" }?.imported == [root + "/Kit.swift"])
    #expect(modules.allSatisfy { $0.name == project + " [iOS]" || $0.imported.isEmpty })
    #expect(byName[project + " [Mac]"] == [root + "/Shared.swift"])
    #expect(byName[project + " [Kit]"] == [root + "/Kit.swift"])
    #expect(byName[root + "/"] == [root + "/Loose.swift"])
  }

  /// Two targets with one name (an iOS app and its Mac twin, both `App`) are two modules with
  /// names of their own, and a target listed twice is one: each `ContentView` is declared once
  /// in its module, no false redeclaration.
  @Test func namesakeTargetsAreModulesOfTheirOwn() throws {
    let view = "import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"a\") } }\n"
    for folder in ["iOS", "Mac", "TV"] {
      try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
      try view.write(toFile: root + "/\(folder)/ContentView.swift", atomically: true, encoding: .utf8)
    }
    try project("""
      G = { isa = PBXGroup; children = (R1, R2, R3); sourceTree = "<group>"; };
      R1 = { isa = PBXFileReference; path = iOS/ContentView.swift; sourceTree = "<group>"; };
      R2 = { isa = PBXFileReference; path = Mac/ContentView.swift; sourceTree = "<group>"; };
      R3 = { isa = PBXFileReference; path = TV/ContentView.swift; sourceTree = "<group>"; };
      B1 = { isa = PBXBuildFile; fileRef = R1; };
      B2 = { isa = PBXBuildFile; fileRef = R2; };
      B3 = { isa = PBXBuildFile; fileRef = R3; };
      P1 = { isa = PBXSourcesBuildPhase; files = (B1); };
      P2 = { isa = PBXSourcesBuildPhase; files = (B2); };
      P3 = { isa = PBXSourcesBuildPhase; files = (B3); };
      L1 = { isa = XCConfigurationList; buildConfigurations = (C1); };
      L2 = { isa = XCConfigurationList; buildConfigurations = (C2); };
      C1 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = iphoneos; }; };
      C2 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = macosx; }; };
      I = { isa = PBXNativeTarget; name = App; buildPhases = (P1); buildConfigurationList = L1; };
      M = { isa = PBXNativeTarget; name = App; buildPhases = (P2); buildConfigurationList = L2; };
      T = { isa = PBXNativeTarget; name = Shows; buildPhases = (P3); };
      U = { isa = PBXNativeTarget; name = Shows; buildPhases = (P3); };
      """, targets: "I, M, I, T, U")
    let p = try XcodeProject.read(root + "/App.xcodeproj").get()
    #expect(p.targets.indices.map(p.uniqueName) == ["App (ios)", "App (macos)", "Shows #1", "Shows #2"])
    let out = Driver.run(arguments: ["."], environment: ProcessEnvironment(), workingDirectory: root, readStandardInput: { _ in [] })
    #expect(out.status == .success, "\(out.stderr)")
    #expect(!(out.stdout + out.stderr).contains("redeclaration"))
    let headers = out.stdout.split(separator: "\n").filter { $0.hasPrefix("// ") }
    #expect(headers == ["// ./App.xcodeproj [App (ios)]", "// ./App.xcodeproj [App (macos)]", "// ./App.xcodeproj [Shows #1]", "// ./App.xcodeproj [Shows #2]"])
  }
}

/// The platforms of an Xcode target's build settings and of a package's manifest.
@Suite struct TargetPlatformTests {
  @Test func supportedPlatformsComeFirstThenTheSDK() {
    #expect(XcodeProject.platforms(["SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx", "SDKROOT": "auto"]) == [.iOS, .macOS])
    #expect(XcodeProject.platforms(["SUPPORTED_PLATFORMS": "macosx iphonesimulator"]) == [.macOS, .iOS])
    #expect(XcodeProject.platforms(["SDKROOT": "watchos"]) == [.watchOS])
    #expect(XcodeProject.platforms(["SDKROOT": "auto"]) == nil)
    #expect(XcodeProject.platforms([:]) == nil)
  }

  /// A target is read for its first platform: filters naming another one leave the file out.
  @Test func platformFiltersLeaveOutFilesOfOtherPlatforms() {
    let filters = { (file: [String: Any]) in XcodeProject.filters(of: file) }
    #expect(XcodeProject.isFilteredOut(filters(["platformFilters": ["tvos"]]), platforms: [.iOS, .macOS]))
    #expect(XcodeProject.isFilteredOut(filters(["platformFilters": ["tvos", "macos"]]), platforms: [.iOS, .macOS]))
    #expect(!XcodeProject.isFilteredOut(filters(["platformFilters": ["tvos", "macos"]]), platforms: [.macOS, .iOS]))
    #expect(!XcodeProject.isFilteredOut(filters(["platformFilter": "xros"]), platforms: [.visionOS]))
    #expect(XcodeProject.isFilteredOut(filters(["platformFilter": "maccatalyst"]), platforms: [.iOS]))
    #expect(!XcodeProject.isFilteredOut(filters([:]), platforms: [.iOS]))
    #expect(!XcodeProject.isFilteredOut(filters(["platformFilters": ["tvos"]]), platforms: []), "unknown platforms filter nothing")
  }

  /// A target's dependencies on targets of its package, however spelled; products of other
  /// packages are left out, and a target named inside a list is no declaration of its own.
  @Test func manifestTargetDependencies() {
    let manifest = """
      let package = Package(
        name: "P",
        dependencies: [.package(url: "https://example.com/x.git", from: "1.0.0")],
        targets: [
          // .target(name: "Commented", dependencies: ["Nothing"]),
          .executableTarget(name: "App", dependencies: ["Kit", .target(name: "Palette"), .product(name: "X", package: "x")]),
          .target(name: "Kit", dependencies: [.byName(name: "Palette")], path: "Sources/Kit"),
          .target(name: "Palette"),
          .testTarget(name: "AppTests", dependencies: ["App"]),
        ]
      )
      """
    let m = PackageManifest(manifest)
    #expect(m.dependencies == ["App": ["Kit", "Palette"], "Kit": ["Palette"], "Palette": [], "AppTests": ["App"]])
  }

  @Test func manifestPlatformsInOrder() {
    let manifest = """
      let package = Package(
        name: "P",
        platforms: [
          .macOS(.v14), .iOS("17.0"),
          .watchOS(.v10), .macCatalyst(.v17), .iOS(.v16),
        ],
        targets: [.target(name: "T", dependencies: [.product(name: "X", package: "x")])]
      )
      """
    #expect(PackageManifest(manifest).platforms == [.macOS, .iOS, .watchOS])
    #expect(PackageManifest("let package = Package(name: \"P\")").platforms.isEmpty)
  }
}
