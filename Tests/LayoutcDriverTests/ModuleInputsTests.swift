import Foundation
@testable import LayoutcDriver
import LayoutcSource
import LayoutcTestSupport
import Testing

/// How the inputs of a run group into modules (docs/language.md, "Modules"), and the
/// strictness every file is read with.
@Suite struct ModuleInputsTests {
  private let scratch = ScratchFolders()
  let root: String

  init() throws {
    root = try scratch.make(prefix: "modules")
  }

  private func write(_ relative: String, _ text: String = "struct V: View { var body: some View { Text(\"\") } }\n") throws {
    let path = root + "/" + relative
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  /// The modules of `paths` (relative to `root`), each as its files relative to `root`.
  private func modules(_ paths: [String]) -> [[String]] {
    Inputs.modules(paths.map { root + "/" + $0 }).map { $0.map { String($0.dropFirst(root.count + 1)) } }
  }

  @Test func aFoldersSwiftFilesAreOneModuleAndEachSpecItsOwn() throws {
    for f in ["App/Views/Row.swift", "App/Models/Item.swift", "App/Preview Content/Data.swift", "App/specs/b.ui",
      "App/specs/a.ui", "App/.build/x.swift", "App/.git/y.swift", "App/notes.txt"]
    {
      try write(f)
    }
    // Sorted by path, byte by byte: the Swift module's folder `App/` before its specs; hidden
    // folders skipped.
    #expect(modules(["App"]) == [
      ["App/Models/Item.swift", "App/Preview Content/Data.swift", "App/Views/Row.swift"],
      ["App/specs/a.ui"], ["App/specs/b.ui"],
    ])
  }

  @Test func eachFolderNamedIsAModuleAndNamedFilesAreOne() throws {
    for f in ["Sources/App/A.swift", "Sources/Widgets/W.swift", "one.swift", "two.ui"] { try write(f) }
    #expect(modules(["Sources/App", "Sources/Widgets"]) == [["Sources/App/A.swift"], ["Sources/Widgets/W.swift"]])
    #expect(modules(["two.ui", "Sources/App", "one.swift"]) == [["two.ui", "one.swift"], ["Sources/App/A.swift"]])
    // Without a package manifest, `Sources/` is a folder like any other: one module.
    #expect(modules(["Sources"]) == [["Sources/App/A.swift", "Sources/Widgets/W.swift"]])
  }

  @Test func aPackagesTargetsAreModulesOfTheirOwn() throws {
    for f in ["Pkg/Package.swift", "Pkg/Package@swift-5.9.swift", "Pkg/Sources/App/A.swift", "Pkg/Sources/App/Sub/B.swift",
      "Pkg/Sources/Kit/K.swift", "Pkg/Tests/AppTests/T.swift", "Pkg/Scripts/gen.swift"]
    {
      try write(f)
    }
    let targets = [["Pkg/Sources/App/A.swift", "Pkg/Sources/App/Sub/B.swift"], ["Pkg/Sources/Kit/K.swift"]]
    #expect(modules(["Pkg/Sources"]) == targets)
    #expect(modules(["Pkg/Sources/"]) == targets)
    // From the package root: loose Swift outside the targets is a module of the root folder's;
    // the manifests are not sources.
    #expect(modules(["Pkg"]) == [["Pkg/Scripts/gen.swift"]] + targets + [["Pkg/Tests/AppTests/T.swift"]])
    // A manifest named on the command line is read: naming a file is asking for it.
    #expect(modules(["Pkg/Package.swift"]) == [["Pkg/Package.swift"]])
  }

  @Test func aFileReachedTwiceBelongsToTheFirstModule() throws {
    for f in ["App/A.swift", "App/Sub/B.swift"] { try write(f) }
    #expect(modules(["App", "App/Sub"]) == [["App/A.swift", "App/Sub/B.swift"]])
    #expect(modules(["App/Sub/B.swift", "App"]) == [["App/Sub/B.swift"], ["App/A.swift"]])
  }

  @Test func aSwiftModuleMissingAFileIsNotCompiled() throws {
    try write("App/A.swift")
    try write("App/Big.swift", String(repeating: "x", count: 200))
    try write("specs/a.ui")
    let g = Inputs.gather([root + "/App", root + "/specs"], sizeLimit: 100)
    #expect(g.found.map(\.isComplete) == [false, true])
    #expect(g.diagnostics.map(\.id) == ["driver.file-too-large"])
  }

  @Test func aDanglingSwiftLinkStopsItsModuleOnly() throws {
    try write("App/A.swift")
    try FileManager.default.createSymbolicLink(atPath: root + "/App/Gone.swift", withDestinationPath: root + "/nowhere.swift")
    try write("specs/a.ui")
    let out = Driver.run(arguments: ["App", "specs"], environment: ProcessEnvironment(), workingDirectory: root, readStandardInput: { _ in [] })
    #expect(out.status == .failure)
    #expect(out.stderr.contains("error: cannot read 'App/Gone.swift'"))
    #expect(out.stderr.contains("note: module 'App/' was not compiled: one of its files could not be read"))
    #expect(out.stdout == "V.body: Text\n")  // the spec still compiles, alone: no module header
  }

  @Test func severalModulesPrintUnderTheirNames() throws {
    try write("Pkg/Package.swift", "// swift-tools-version: 5.9\n")
    try write("Pkg/Sources/App/A.swift")
    try write("Pkg/Sources/Kit/K.swift", "struct K: View { var body: some View { Text(\"\").padding() } }\n")
    let out = Driver.run(arguments: ["Pkg/Sources/"], environment: ProcessEnvironment(), workingDirectory: root, readStandardInput: { _ in [] })
    #expect(out.stdout == """
      // Pkg/Sources/App/
      V.body: Text

      // Pkg/Sources/Kit/
      K.body: ModifiedContent<Text, _PaddingLayout>

      """)
  }

  /// A target sees the declarations of the targets its manifest says it depends on (a member
  /// another target adds to `Color` included); they are reported in their own module only, and
  /// its own `ContentView` hides the dependency's.
  @Test func aTargetSeesTheTargetsItDependsOn() throws {
    try write("Pkg/Package.swift", """
      // swift-tools-version: 5.9
      let package = Package(name: "Pkg", targets: [
        .target(name: "App", dependencies: [.target(name: "Kit")]),
        .target(name: "Kit"),
      ])
      """)
    try write("Pkg/Sources/App/ContentView.swift", "struct ContentView: View { var body: some View { Card().foregroundStyle(Color.accentInk) } }\n")
    try write("Pkg/Sources/Kit/Card.swift", """
      extension Color { public static let accentInk = Color.blue }
      public struct Card: View { public var body: some View { Text("card").padding() } }
      struct ContentView: View { var body: some View { Card() } }

      """)
    let out = Driver.run(arguments: ["Pkg"], environment: ProcessEnvironment(), workingDirectory: root, readStandardInput: { _ in [] })
    #expect(out.status == .success, "\(out.stderr)")
    #expect(out.stderr.isEmpty, "no assumption: Card and Color.accentInk are Kit's")
    #expect(out.stdout == """
      // Pkg/Sources/App/
      ContentView.body: ModifiedContent<Card, _ForegroundStyleModifier<Color>>

      // Pkg/Sources/Kit/
      Card.body: ModifiedContent<Text, _PaddingLayout>
      ContentView.body: Card

      """)
  }

  /// A dependency's errors and lint findings are its own module's, reported once however many
  /// targets import it; a dependent's view that uses a failed declaration of it is still
  /// skipped, with the chain through the dependency named, and its other views are linted.
  @Test func aDependencysFailuresReachItsDependentsOnlyThroughWhatTheyUse() throws {
    try write("Pkg/Package.swift", """
      // swift-tools-version: 5.9
      let package = Package(name: "Pkg", targets: [
        .target(name: "App", dependencies: [.target(name: "Kit")]),
        .target(name: "Tool", dependencies: [.target(name: "Kit")]),
        .target(name: "Kit"),
      ])
      """)
    try write("Pkg/Sources/App/Home.swift", """
      struct Home: View { var body: some View { Text("home").card() } }
      struct Rows: View { var body: some View { ForEach(0..<3) { i in Tag(title: "\\(i)").id(UUID()) } } }

      """)
    try write("Pkg/Sources/Tool/Panel.swift", "struct Panel: View { var body: some View { Tag(title: \"p\").padding() } }\n")
    try write("Pkg/Sources/Kit/Kit.swift", """
      extension View {
        public func framed() -> some View { self.padding() +
        }
        public func card() -> some View { framed().border(Color.gray) }
      }
      public struct Tag: View {
        public let title: String
        public var body: some View { Text(title).id(UUID()) }
      }
      struct Unused { var count: Int { 1 * } }

      """)
    let out = Driver.run(arguments: ["--lint", "Pkg"], environment: ProcessEnvironment(), workingDirectory: root, readStandardInput: { _ in [] })
    let count = { (text: String) in out.stdout.components(separatedBy: text).count - 1 }
    #expect(count("Kit.swift:2:55: error: expected expression") == 1, "\(out.stdout)")
    #expect(count("Kit.swift:10:38: error: expected expression") == 1)
    #expect(count("Kit.swift:8:47: error: 'UUID()' makes a new identity") == 1)
    #expect(count("Home.swift:2:") == 1, "Rows is linted")
    #expect(out.stdout.contains("""
      Pkg/Sources/App/Home.swift:1:8: note: 'Home' is skipped: it depends on 'View.framed', which has errors [sema.skipped-view]
      """))
    #expect(out.stdout.contains("Pkg/Sources/Kit/Kit.swift:4:15: note: 'View.card' uses 'View.framed'"))
    #expect(!out.stdout.contains("Panel"), "Panel uses nothing that failed")
    #expect(out.stdout.hasSuffix("4 errors, 0 warnings\n"))
  }

  // MARK: Strictness

  /// The strictness of every file a run reads, by path.
  private func strictness(_ arguments: [String]) -> [String: Strictness] {
    guard case .success(let options) = ArgumentParser.parse(arguments) else { return [:] }
    var c = Compilation(options: options)
    c.run(workingDirectory: root, readStandardInput: { _ in Array("struct S: View { var body: some View { Text(\"\") } }".utf8) })
    return c.sources.mapValues(\.strictness)
  }

  @Test func strictnessIsTheExtensionsUnlessTheRunSetsIt() throws {
    try write("a.ui")
    try write("App/B.swift")
    #expect(strictness(["a.ui", "App", "-"]) == ["a.ui": .strict, "App/B.swift": .tolerant, "<stdin>": .strict])
    #expect(strictness(["--strict", "a.ui", "App", "-"]) == ["a.ui": .strict, "App/B.swift": .strict, "<stdin>": .strict])
    #expect(strictness(["a.ui", "App", "-", "--tolerant"]) == ["a.ui": .tolerant, "App/B.swift": .tolerant, "<stdin>": .tolerant])
  }

  @Test func strictAndTolerantAreExclusive() throws {
    for words in [["--strict", "--tolerant", "a.ui"], ["--tolerant", "a.ui", "--strict"]] {
      guard case .failure(let usage) = ArgumentParser.parse(words) else {
        Issue.record("\(words) parsed")
        continue
      }
      #expect(usage.diagnostic.id == "driver.conflicting-options")
      #expect(usage.diagnostic.message == "option '\(words.last { $0.hasPrefix("--") }!)' cannot be used with '\(words.first!)'")
    }
    #expect(try ArgumentParser.parse(["--strict", "--strict", "a.ui"]).get().inputStrictness == .strict)
    #expect(try ArgumentParser.parse(["--tolerant", "a.ui"]).get().strict == false)
  }
}

/// A module means the same whatever the order of its files: every name is visible from every
/// file, and the outputs differ only in the order declarations are listed.
@Suite struct ModuleOrderTests {
  static let groceries = RepositoryPaths.specs + "/modules/groceries"

  static func files() -> [String] {
    Inputs.modules([groceries]).flatMap { $0 }.map { String($0.dropFirst(RepositoryPaths.root.count + 1)) }
  }

  static func run(_ arguments: [String]) -> DriverOutput {
    Driver.run(arguments: arguments, environment: ProcessEnvironment(), workingDirectory: RepositoryPaths.root,
      readStandardInput: { _ in [] })
  }

  @Test func everyOrderOfTheFilesGivesTheSameAnswers() {
    let files = Self.files()
    #expect(files.count == 9)
    // Path order, reversed, and rotated: each file first once in some order.
    let orders = [files, files.reversed()] + (1..<files.count).map { Array(files[$0...] + files[..<$0]) }
    let reference = Self.run(files)
    #expect(reference.status == .success, "\(reference.stderr)")
    for order in orders {
      let types = Self.run(order)
      #expect(types.stderr == "" && types.status == .success, "\(order): \(types.stderr)")
      #expect(types.stdout.split(separator: "\n").sorted() == reference.stdout.split(separator: "\n").sorted(), "\(order)")
      for preview in ["Detail"] {
        let tree = Self.run(order + ["--tree", "--preview", preview])
        #expect(tree.stdout == Self.run(files + ["--tree", "--preview", preview]).stdout, "\(order)")
      }
    }
  }

  @Test func theFolderIsTheFilesInPathOrderOnOneCoreOrMany() {
    let named = Self.run(Self.files() + ["--identities"])
    for jobs in ["1", "2", "8"] {
      let folder = Self.run(["specs/modules/groceries", "--identities", "-j", jobs])
      #expect(folder.stdout == named.stdout)
      #expect(folder.status == .success)
    }
  }
}
