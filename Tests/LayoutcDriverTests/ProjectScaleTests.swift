import Foundation
@testable import LayoutcDriver
import LayoutcSource
import LayoutcSyntax
import Testing

/// Projects that are large in one dimension (group nesting, targets × synchronized folders,
/// dependency chains), generated here: each is read in work linear in its size. The inputs are
/// big enough that a quadratic reading would take minutes, and each test asserts what was
/// read, never a time.
@Suite struct ProjectScaleTests {
  let root: String

  init() throws {
    root = NSTemporaryDirectory() + "layoutc-scale-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: root + "/App.xcodeproj", withIntermediateDirectories: true)
  }

  private func project(_ objects: [String], targets: [String]) throws {
    let text = """
      // !$*UTF8*$!
      { archiveVersion = 1; objectVersion = 77; objects = {
        P = { isa = PBXProject; mainGroup = G0; projectDirPath = ""; targets = (\(targets.joined(separator: ", "))); };
        \(objects.joined(separator: "\n"))
      }; rootObject = P; }
      """
    try text.write(toFile: root + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
  }

  /// 20,000 groups each inside the previous one, named with 100 letters: the paths stop at
  /// the system's path length, so nothing past it is located (no file there can exist), while
  /// a file under them whose path starts at the project's folder still is.
  @Test func deeplyNestedGroupsAreReadOnce() throws {
    let depth = 20_000
    let name = String(repeating: "g", count: 100)
    var objects = (0..<depth).map { i in
      "G\(i) = { isa = PBXGroup; children = (G\(i + 1)); path = \(i == 0 ? "\"\"" : name); sourceTree = \"<group>\"; };"
    }
    objects.append("G\(depth) = { isa = PBXGroup; children = (Deep, Rooted); path = \(name); sourceTree = \"<group>\"; };")
    objects.append("Deep = { isa = PBXFileReference; path = Deep.swift; sourceTree = \"<group>\"; };")
    objects.append("Rooted = { isa = PBXFileReference; path = Kit/Rooted.swift; sourceTree = SOURCE_ROOT; };")
    objects.append("Near = { isa = PBXFileReference; path = Near.swift; sourceTree = \"<group>\"; };")
    objects[1] = "G1 = { isa = PBXGroup; children = (G2, Near); path = \(name); sourceTree = \"<group>\"; };"
    objects.append("B1 = { isa = PBXBuildFile; fileRef = Deep; }; B2 = { isa = PBXBuildFile; fileRef = Rooted; };")
    objects.append("B3 = { isa = PBXBuildFile; fileRef = Near; }; Ph = { isa = PBXSourcesBuildPhase; files = (B1, B2, B3); };")
    objects.append("T = { isa = PBXNativeTarget; name = App; buildPhases = (Ph); };")
    try project(objects, targets: ["T"])
    let p = try XcodeProject.read(root + "/App.xcodeproj").get()
    #expect(p.targets[0].files == [root + "/Kit/Rooted.swift", root + "/" + name + "/Near.swift"])
  }

  /// 40 targets, the even ones sharing 2,000 synchronized folders, each folder with an
  /// exception set for every fourth target (leaving a file out) and one for target 1 (which
  /// lists no folder: the set adds the file to it): every file's targets are found by its
  /// folder, not by asking each target about each folder.
  @Test func targetsSharingManySynchronizedFolders() throws {
    let folders = 2_000, targets = 40
    var objects = ["G0 = { isa = PBXGroup; children = (\((0..<folders).map { "S\($0)" }.joined(separator: ", "))); sourceTree = \"<group>\"; };"]
    for f in 0..<folders {
      let excepted = Array(stride(from: 0, to: targets, by: 4)) + [1]
      let sets = excepted.map { "X\(f)_\($0)" }
      objects.append("S\(f) = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = (\(sets.joined(separator: ", "))); path = S\(f); sourceTree = \"<group>\"; };")
      for t in excepted {
        objects.append("X\(f)_\(t) = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Left.swift); target = T\(t); };")
      }
    }
    // Odd targets list no folder.
    let listed = (0..<folders).map { "S\($0)" }.joined(separator: ", ")
    for t in 0..<targets {
      objects.append("T\(t) = { isa = PBXNativeTarget; name = A\(t); fileSystemSynchronizedGroups = (\(t % 2 == 0 ? listed : "")); };")
    }
    try project(objects, targets: (0..<targets).map { "T\($0)" })
    let p = try XcodeProject.read(root + "/App.xcodeproj").get()
    let even = Array(stride(from: 0, to: targets, by: 2))
    let notExcepted = even.filter { $0 % 4 != 0 }
    for f in [0, folders / 2, folders - 1] {
      #expect(p.targets(containing: root + "/S\(f)/View.swift") == even)
      #expect(p.targets(containing: root + "/S\(f)/Deeper/Row.swift") == even)
      #expect(p.targets(containing: root + "/S\(f)/Left.swift") == ([1] + notExcepted))
    }
    #expect(p.targets(containing: root + "/Elsewhere/View.swift").isEmpty)
    var modules = FolderModules(root: root)
    let paths = (0..<folders).map { root + "/S\($0)/V.swift" }
    let grouped = Inputs.group(paths, &modules)
    #expect(grouped.count == even.count)
    #expect(grouped.allSatisfy { $0.paths.count == folders && $0.imported.isEmpty })
  }
}
