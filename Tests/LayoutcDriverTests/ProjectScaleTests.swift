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
  private let scratch = ScratchFolders()
  let root: String

  init() throws {
    root = try scratch.make(prefix: "scale")
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

  /// 150 frameworks each depending on the one before: every module holds its libraries' files
  /// (for their declarations), but every file is read once and parsed once for all of them.
  @Test func aChainOfFrameworksIsParsedOncePerFile() throws {
    let length = 150
    var objects: [String] = [], references: [String] = []
    for i in 0..<length {
      try FileManager.default.createDirectory(atPath: root + "/F\(i)", withIntermediateDirectories: true)
      let body = i == 0 ? "Text(\"0\")" : "HStack { V\(i - 1)() }"
      try "public struct V\(i): View { public var body: some View { \(body) } }\n".write(
        toFile: root + "/F\(i)/V\(i).swift", atomically: true, encoding: .utf8)
      references.append("R\(i)")
      objects.append("R\(i) = { isa = PBXFileReference; path = F\(i)/V\(i).swift; sourceTree = \"<group>\"; };")
      objects.append("B\(i) = { isa = PBXBuildFile; fileRef = R\(i); }; P\(i) = { isa = PBXSourcesBuildPhase; files = (B\(i)); };")
      objects.append("D\(i) = { isa = PBXTargetDependency; target = T\(i); };")
      objects.append("T\(i) = { isa = PBXNativeTarget; name = F\(i); buildPhases = (P\(i)); \(i == 0 ? "" : "dependencies = (D\(i - 1));") productType = \"com.apple.product-type.framework\"; };")
    }
    objects.append("G0 = { isa = PBXGroup; children = (\(references.joined(separator: ", "))); sourceTree = \"<group>\"; };")
    try project(objects, targets: (0..<length).map { "T\($0)" })
    var folder = FolderModules(root: root)
    let paths = (0..<length).map { root + "/F\($0)/V\($0).swift" }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    let grouped = Dictionary(uniqueKeysWithValues: Inputs.group(paths, &folder).map { ($0.name, $0) })
    let top = try #require(grouped[root + "/App.xcodeproj [F\(length - 1)]"])
    #expect(top.paths == paths && top.imported.count == length - 1)
    #expect(grouped[root + "/App.xcodeproj [F0]"]?.paths == [root + "/F0/V0.swift"])

    guard case .success(let options) = ArgumentParser.parse([root]) else { Issue.record("arguments"); return }
    var c = Compilation(options: options)
    c.run(workingDirectory: root, readStandardInput: { _ in [] })
    #expect(!c.diagnostics.hasErrors)
    #expect(c.sharedParses?.parseCount == length - 1, "every library's file parsed once (the top one is in one module)")
    #expect(c.output?.contains("V\(length - 1).body: HStack<V\(length - 2)>") == true)
  }

  /// The source a module and a run compile is bounded: a module past its limit is not
  /// compiled, and past the run's, neither is any module after it, however small: the first
  /// refused is an error, the others one note.
  @Test func sourceBudgetsRefuseModulesBeyondThem() throws {
    let root = self.root + "/budget"
    let kilobyte = String(repeating: "// padding\n", count: 93)  // 1,023 bytes
    try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
    for name in ["a", "b", "c", "d"] {
      try "#Preview { Text(\"\(name)\") }\n\(kilobyte)".write(toFile: root + "/\(name).ui", atomically: true, encoding: .utf8)
    }
    // Small enough to fit what is left, but after the first module refused: refused too.
    try "#Preview { Text(\"e\") }\n".write(toFile: root + "/e.ui", atomically: true, encoding: .utf8)
    for name in ["One", "Two"] {
      try "struct \(name): View { var body: some View { Text(\"\") } }\n\(kilobyte)".write(
        toFile: root + "/App/\(name).swift", atomically: true, encoding: .utf8)
    }
    var budget = SourceBudget()
    budget.moduleLimit = 1_500
    budget.runLimit = 2_500
    let g = Inputs.gather([root + "/App", root], budget: budget)
    #expect(g.found.map { String($0.name.dropFirst(root.count + 1)) } == ["a.ui", "b.ui"])
    let ids = g.diagnostics.map(\.id)
    #expect(ids == ["driver.module-too-large", "driver.run-too-large", "driver.run-too-large"])
    #expect(g.diagnostics[0].message.contains("its 2 files add up to"))
    #expect(g.diagnostics[1].severity == .error && g.diagnostics[1].message.contains("c.ui"))
    #expect(g.diagnostics[2].severity == .note && g.diagnostics[2].message.hasPrefix("2 more modules not compiled"))

    // The files named together are one module.
    var small = SourceBudget()
    small.moduleLimit = 1_500
    let named = Inputs.gather([root + "/a.ui", root + "/b.ui"], budget: small)
    #expect(named.hasBlockingErrors && named.diagnostics.map(\.id) == ["driver.module-too-large"])
  }

  /// Past ten modules, each module's evaluation budget is a share of ten modules' worth: a
  /// run's evaluation is bounded however many targets each spend their whole budget. Eleven
  /// package targets, one of views doubling 19 times (a million instances): its lint, which
  /// evaluates each of them as a root, stops at its share, 500,000 × 10 / 11, inside D16.
  @Test func manyModulesShareTheEvaluationBudget() throws {
    let root = self.root + "/modules"
    try FileManager.default.createDirectory(atPath: root + "/Sources", withIntermediateDirectories: true)
    try "// swift-tools-version: 6.0\n".write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
    var doubling = "import SwiftUI\nstruct D0: View { var body: some View { Text(\"x\") } }\n"
    for k in 1...19 { doubling += "struct D\(k): View { var body: some View { VStack { D\(k - 1)(); D\(k - 1)() } } }\n" }
    for t in 0..<11 {
      let folder = root + "/Sources/T\(t)"
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let text = t == 0 ? doubling : "import SwiftUI\nstruct V\(t): View { var body: some View { Text(\"v\") } }\n"
      try text.write(toFile: folder + "/T\(t).swift", atomically: true, encoding: .utf8)
    }
    #expect(ModuleEvaluationBudget.make(modules: 10).limit == 500_000)
    #expect(ModuleEvaluationBudget.make(modules: 11).limit == 454_540)
    let budget = ModuleEvaluationBudget.make(modules: 1_000)
    #expect((budget.limit, budget.stepLimit, budget.bodyStepLimit) == (5_000, 50_000, 5_000))
    let out = Driver.run(arguments: [root, "--lint"], environment: ProcessEnvironment(), workingDirectory: nil, readStandardInput: { _ in [] })
    #expect(out.stdout.contains("warning: lint evaluated 454540 views; 'D16' and the views after it are checked without evaluation"), "\(out.stdout)")
  }

  /// A manifest of 5,000 targets without dependencies, then 5,000 that never close: each
  /// target's extent and lists are found within it, not by scanning the rest of the file.
  @Test func aManifestOfManyTargetsIsReadInOnePass() {
    var text = "let package = Package(name: \"P\", targets: [\n"
    for i in 0..<5_000 { text += "  .target(name: \"T\(i)\"),\n" }
    text += "  .target(name: \"App\", dependencies: [\"T0\", .target(name: \"T1\")]),\n])\n"
    for i in 0..<5_000 { text += ".target(name: \"U\(i)\", dependencies: [\n" }
    let m = PackageManifest(text)
    #expect(m.dependencies.count == 5_001)
    #expect(m.dependencies["App"] == ["T0", "T1"] && m.dependencies["T4999"] == [])
    #expect(m.dependencies["U0"] == nil)
  }
}
