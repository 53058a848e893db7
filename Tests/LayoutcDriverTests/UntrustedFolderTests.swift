import Foundation
@testable import LayoutcDriver
import LayoutcSource
import LayoutcTestSupport
@testable import LayoutcText
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A folder is untrusted input: what layoutc reads in it and what it refuses. Links leading
/// outside the folder named on the command line are not followed, special files are never
/// opened for reading, names that are not UTF-8 and paths past PATH_MAX are reported, a project
/// may name a file with other case, and no file the run read can be overwritten by `-o`.
/// Everything happens in a fresh temporary folder: FIFOs and links of our own. FIFOs are only
/// met through the library (a regression would hang here, never read a real device).
@Suite struct UntrustedFolderTests {
  private let scratch = ScratchFolders()
  static let view = "import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"a\").padding() } }\n"
  let root: String

  init() throws {
    root = try scratch.make(prefix: "untrusted")
    for folder in ["app", "outside"] {
      try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
    }
    try Self.view.write(toFile: root + "/app/ContentView.swift", atomically: true, encoding: .utf8)
    try "let secret = \"outside\"\n".write(toFile: root + "/outside/Secret.swift", atomically: true, encoding: .utf8)
  }

  private func run(_ arguments: [String]) -> DriverOutput {
    Driver.run(arguments: arguments, environment: ProcessEnvironment(), workingDirectory: root, readStandardInput: { _ in [] })
  }

  private func link(_ relative: String, to target: String) throws {
    try FileManager.default.createSymbolicLink(atPath: root + "/" + relative, withDestinationPath: target)
  }

  private func write(_ relative: String, _ text: String) throws {
    let path = root + "/" + relative
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  // MARK: Links

  @Test func linksLeadingOutsideTheFolderAreNotedNotFollowed() throws {
    try link("app/Leak.swift", to: root + "/outside/Secret.swift")
    try link("app/Elsewhere", to: "../outside")
    try link("app/Everything", to: "/")
    // Inside the folder a link still works, and a loop ends.
    try write("app/Views/Row.swift", "import SwiftUI\nstruct Row: View { var body: some View { Text(\"r\") } }\n")
    try link("app/Same", to: "Views")
    try link("app/Views/Loop", to: "..")
    let g = Inputs.gather([root + "/app"])
    #expect(g.found.flatMap(\.files).map(\.path) == [root + "/app/ContentView.swift", root + "/app/Views/Row.swift"])
    #expect(!g.hasBlockingErrors)
    #expect(g.diagnostics.map(\.id) == Array(repeating: "driver.link-outside-folder", count: 3))
    #expect(g.diagnostics.allSatisfy { $0.severity == .note })
    #expect(g.diagnostics.map(\.message) == ["Elsewhere", "Everything", "Leak.swift"].map {
      "skipped '\(root)/app/\($0)': a symbolic link leading outside '\(root)/app' (--follow-links follows it)"
    })
    // The run still compiles the rest, and the secret never reaches the output.
    let out = run(["app", "--types"])
    #expect(out.status == .success, "\(out.stderr)")
    #expect(!out.stdout.contains("secret") && !out.stderr.contains("outside\""))
    #expect(out.stderr.contains("note: skipped 'app/Leak.swift': a symbolic link leading outside 'app'"))
  }

  @Test func aConfigurationLinkLeadingOutsideTheFolderIsNotRead() throws {
    // An unknown key is named in a warning: a configuration read outside would show its keys.
    try write("outside/settings.json", #"{"outside-key": 1}"#)
    try link("app/.layoutc.json", to: "../outside/settings.json")
    for mode in ["--lint", "--frames"] {
      let out = run(["app", mode])
      #expect(out.status == .success, "\(mode): \(out.stderr)\(out.stdout)")
      #expect(!(out.stdout + out.stderr).contains("outside-key"), "\(mode)")
      #expect((out.stdout + out.stderr).contains("note: skipped 'app/.layoutc.json': a symbolic link leading outside 'app' (--follow-links follows it) [driver.link-outside-folder]"), "\(mode)")
    }
    #expect(run(["app", "--lint", "--follow-links"]).stdout.contains("unknown key 'outside-key'"))
  }

  @Test func followLinksFollowsThemAndANamedLinkIsAlwaysRead() throws {
    try link("app/Leak.swift", to: root + "/outside/Secret.swift")
    let g = Inputs.gather([root + "/app"], followsLinks: true)
    #expect(g.found.flatMap(\.files).map(\.path) == [root + "/app/ContentView.swift", root + "/app/Leak.swift"])
    #expect(g.diagnostics.isEmpty)
    #expect(run(["app", "--follow-links", "--types"]).stderr.isEmpty)
    // Naming a file is asking for it, wherever it leads.
    let named = Inputs.gather([root + "/app/Leak.swift"])
    #expect(named.named.map(\.path) == [root + "/app/Leak.swift"] && named.diagnostics.isEmpty)
  }

  /// The folder named may itself be a link: what is inside its target is inside.
  @Test func aNamedFolderThatIsALinkIsSearched() throws {
    try link("alias", to: "app")
    let g = Inputs.gather([root + "/alias"])
    #expect(g.found.flatMap(\.files).map(\.path) == [root + "/alias/ContentView.swift"])
    #expect(g.diagnostics.isEmpty)
  }

  @Test func projectFilesLeadingOutsideTheFolderAreNotRead() throws {
    try write("outside/App.xcodeproj/project.pbxproj", "{ objects = { ")
    try FileManager.default.createDirectory(atPath: root + "/app/App.xcodeproj", withIntermediateDirectories: true)
    try link("app/App.xcodeproj/project.pbxproj", to: root + "/outside/App.xcodeproj/project.pbxproj")
    let g = Inputs.gather([root + "/app"])
    #expect(g.diagnostics.map(\.message) == [
      "skipped '\(root)/app/App.xcodeproj/project.pbxproj': a symbolic link leading outside '\(root)/app' (--follow-links follows it)"
    ])
    #expect(g.projectFiles.isEmpty)
    // Followed, the (malformed) project is read, and refused for what it is.
    let followed = Inputs.gather([root + "/app"], followsLinks: true)
    #expect(followed.diagnostics.map(\.id) == ["driver.project-unreadable"])
    // A project folder that is itself such a link is noted once, as the folder search meets it.
    try FileManager.default.removeItem(atPath: root + "/app/App.xcodeproj")
    try link("app/App.xcodeproj", to: root + "/outside/App.xcodeproj")
    #expect(Inputs.gather([root + "/app"]).diagnostics.map(\.message) == [
      "skipped '\(root)/app/App.xcodeproj': a symbolic link leading outside '\(root)/app' (--follow-links follows it)"
    ])
    // A package manifest that is a link leading outside its package: the folder is no package.
    try write("pkg/Sources/Kit/Kit.swift", "struct Kit {}\n")
    try write("outside/Package.swift", "// swift-tools-version: 6.0\n")
    try link("pkg/Package.swift", to: root + "/outside/Package.swift")
    let pkg = Inputs.gather([root + "/pkg"])
    #expect(pkg.diagnostics.map(\.id) == ["driver.link-outside-folder"])
    #expect(pkg.found.map(\.name) == [root + "/pkg/"])
    #expect(pkg.projectFiles.isEmpty)
  }

  // MARK: Special files

  /// Every reader goes through `Inputs.readFile`, which opens without blocking and refuses
  /// what is not a regular file: none of these runs may hang.
  @Test func specialFilesAreNeverOpenedForReading() throws {
    #expect(mkfifo(root + "/fifo", 0o600) == 0)
    guard case .failure(let e) = Inputs.readFile(root + "/fifo", limit: 10) else {
      Issue.record("a FIFO was read")
      return
    }
    #expect(e == .notRegularFile && e.reason == "not a regular file")
    let named: [([String], String)] = [
      (["fifo"], "error: cannot read 'fifo': not a regular file"),
      (["app", "--lint", "--config", "fifo"], "error: cannot read configuration 'fifo': not a regular file"),
      (["app", "--lint", "--baseline", "fifo"], "error: cannot read baseline 'fifo': not a regular file"),
      (["app", "--snapshot", "--check-snapshot", "fifo"], "error: cannot read snapshot 'fifo': not a regular file"),
      (["app", "--frames", "--font", "fifo"], "error: cannot read 'fifo': not a regular file"),
      (["app", "--frames", "--font-bold", "fifo"], "error: cannot read 'fifo': not a regular file"),
    ]
    for (arguments, message) in named {
      let out = run(arguments)
      #expect(out.status == .failure, "\(arguments)")
      #expect((out.stderr + out.stdout).contains(message), "\(arguments): \(out.stderr)")
    }
    // Found in the folder: a project, a manifest, a configuration.
    try FileManager.default.createDirectory(atPath: root + "/app/App.xcodeproj", withIntermediateDirectories: true)
    #expect(mkfifo(root + "/app/App.xcodeproj/project.pbxproj", 0o600) == 0)
    #expect(mkfifo(root + "/app/.layoutc.json", 0o600) == 0)
    let lint = run(["app", "--lint"])
    #expect(lint.stdout.contains("error: cannot read configuration 'app/.layoutc.json': not a regular file"), "\(lint.stdout)")
    #expect(lint.stdout.contains("note: cannot read 'app/App.xcodeproj/project.pbxproj': not a regular file; its folder is read as one module"))
    // Laying out, the configuration may size opaque views: not read, it is an error too.
    let frames = run(["app", "--frames"])
    #expect(frames.status == .failure)
    #expect(frames.stderr.contains("error: cannot read configuration 'app/.layoutc.json': not a regular file"), "\(frames.stderr)")
    try write("pkg/Sources/Kit/Kit.swift", "struct Kit {}\n")
    #expect(mkfifo(root + "/pkg/Package.swift", 0o600) == 0)
    let pkg = run(["pkg", "--types"])
    #expect(pkg.status == .success, "\(pkg.stderr)")
    #expect(pkg.stderr.contains("note: skipped 'pkg/Package.swift': not a regular file [driver.not-a-regular-file]"), "\(pkg.stderr)")
  }

  // MARK: Names

  @Test func aNameThatIsNotUTF8IsReportedNotMissing() throws {
    // "Café.swift" in Latin-1, and a folder so named; a non-UTF-8 name of no source is ignored.
    for (name, isFolder) in [([0x43, 0x61, 0x66, 0xE9, 0x2E, 0x73, 0x77, 0x69, 0x66, 0x74] as [UInt8], false),
      ([0x44, 0x69, 0x72, 0xFF], true), ([0x70, 0x69, 0x63, 0xE9, 0x2E, 0x70, 0x6E, 0x67], false)]
    {
      let path = Array((root + "/app/").utf8) + name + [0]
      let made = path.withUnsafeBufferPointer { p in
        p.baseAddress!.withMemoryRebound(to: CChar.self, capacity: p.count) {
          isFolder ? mkdir($0, 0o700) : creat($0, 0o600)
        }
      }
      #expect(made >= 0)
      if !isFolder { close(made) }
    }
    let g = Inputs.gather([root + "/app"])
    #expect(g.diagnostics.map(\.message).sorted() == [
      "skipped '\(root)/app/Caf\\xE9.swift': its name is not UTF-8",
      "skipped '\(root)/app/Dir\\xFF': its name is not UTF-8",
    ])
    #expect(g.diagnostics.allSatisfy { $0.id == "driver.name-not-utf8" && $0.severity == .note })
    // The module is still compiled from the files that can be read.
    #expect(g.found.map(\.isComplete) == [true])
    #expect(DirectoryListing.escaped([0x61, 0xC3, 0xA9, 0xC3, 0x62]) == "aé\\xC3b")
  }

  /// A folder nested past PATH_MAX (4,096 bytes) cannot be opened by its path: reported.
  @Test func aPathPastPathMaxIsReported() throws {
    defer { _ = try? ChildProcess.run("/bin/rm", ["-rf", root]) }
    let name = String(repeating: "d", count: 200)
    var fd = open(root + "/app", O_RDONLY | O_DIRECTORY)
    #expect(fd >= 0)
    for _ in 0..<24 {
      #expect(mkdirat(fd, name, 0o700) == 0)
      let next = openat(fd, name, O_RDONLY | O_DIRECTORY)
      close(fd)
      fd = next
    }
    close(fd)
    let g = Inputs.gather([root + "/app"])
    #expect(g.diagnostics.map(\.id) == ["driver.path-too-long"])
    #expect(g.diagnostics.first?.message.hasSuffix("': the path is too long to open") == true)
    #expect(g.found.flatMap(\.files).map(\.path) == [root + "/app/ContentView.swift"])
  }

  // MARK: Case

  @Test func aProjectFileSpelledInOtherCaseIsTheTargetsWithANote() throws {
    try write("app/Views/CardView.swift", "import SwiftUI\nstruct CardView: View { var body: some View { Text(\"c\") } }\n")
    try write("app/App.xcodeproj/project.pbxproj", """
      // !$*UTF8*$!
      { archiveVersion = 1; objectVersion = 56; objects = {
        P = { isa = PBXProject; mainGroup = G; projectDirPath = ""; targets = (A); };
        G = { isa = PBXGroup; children = (V, R2); sourceTree = "<group>"; };
        V = { isa = PBXGroup; children = (R1); path = views; sourceTree = "<group>"; };
        R1 = { isa = PBXFileReference; path = cardview.swift; sourceTree = "<group>"; };
        R2 = { isa = PBXFileReference; path = ContentView.swift; sourceTree = "<group>"; };
        B1 = { isa = PBXBuildFile; fileRef = R1; };
        B2 = { isa = PBXBuildFile; fileRef = R2; };
        Ph = { isa = PBXSourcesBuildPhase; files = (B1, B2); };
        A = { isa = PBXNativeTarget; name = App; buildPhases = (Ph); };
      }; rootObject = P; }
      """)
    let g = Inputs.gather([root + "/app"])
    #expect(g.found.map(\.name) == [root + "/app/App.xcodeproj [App]"])
    #expect(g.found.first?.files.map(\.path) == [root + "/app/ContentView.swift", root + "/app/Views/CardView.swift"])
    #expect(g.diagnostics.map(\.message) == [
      "'\(root)/app/App.xcodeproj' lists '\(root)/app/views/cardview.swift', read as '\(root)/app/Views/CardView.swift': the names differ in case, which macOS ignores"
    ])
    // Two files differing only in case: which one macOS would open is not known.
    var folding = CaseFoldedPaths()
    try write("app/Views/cardView.swift", "")
    #expect(folding.existingSpelling(of: root + "/app/Views/CARDVIEW.swift") == nil)
    #expect(folding.existingSpelling(of: root + "/app/views/ContentView.swift") == nil)
    #expect(folding.existingSpelling(of: root + "/APP/contentview.swift") == root + "/app/ContentView.swift")
  }

  // MARK: Never over anything read

  @Test func everyFileTheRunReadIsRefusedAsAnOutput() throws {
    try write("app/App.xcodeproj/project.pbxproj", """
      { archiveVersion = 1; objectVersion = 56; objects = {
        P = { isa = PBXProject; mainGroup = G; projectDirPath = ""; targets = (); };
        G = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
      }; rootObject = P; }
      """)
    try write("app/.layoutc.json", "{}")
    try write("base.json", #"{"findings": []}"#)
    try write("app.snapshot", "")
    try write("pkg/Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"Kit\")])\n")
    try write("pkg/Sources/Kit/Kit.swift", Self.view)
    try FileManager.default.createDirectory(atPath: root + "/fonts", withIntermediateDirectories: true)
    try Data(#require(EmbeddedFontData.decodeBase64(EmbeddedFontData.interRegular))).write(to: URL(fileURLWithPath: root + "/fonts/Inter-Regular.ttf"))
    // An asset catalog is read as its module is laid out: its files are inputs too.
    try write("cat/ContentView.swift", "import SwiftUI\nstruct ContentView: View { var body: some View { Image(\"Pic\") } }\n#Preview { ContentView() }\n")
    try write("cat/Assets.xcassets/Pic.imageset/Contents.json", #"{"images": [{"filename": "p.svg", "idiom": "universal"}]}"#)
    try write("cat/Assets.xcassets/Pic.imageset/p.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"></svg>"#)
    let attempts: [[String]] = [
      ["app", "-o", "app/App.xcodeproj/project.pbxproj"],
      ["app", "--frames", "-o", "app/App.xcodeproj/project.pbxproj"],
      ["app", "--frames", "-o", "app/.layoutc.json"],
      ["app", "--lint", "-o", "app/.layoutc.json"],
      ["pkg", "-o", "pkg/Package.swift"],
      ["pkg", "--frames", "-o", "./pkg/Package.swift"],
      ["app", "--frames", "--font", "fonts", "-o", "fonts/Inter-Regular.ttf"],
      ["app", "--lint", "--baseline", "base.json", "-o", "base.json"],
      ["app", "--snapshot", "--check-snapshot", "app.snapshot", "-o", "app.snapshot"],
      ["cat", "--frames", "-o", "cat/Assets.xcassets/Pic.imageset/Contents.json"],
      ["cat", "--svg", "-o", "cat/Assets.xcassets/Pic.imageset/p.svg"],
    ]
    for arguments in attempts {
      let out = run(arguments)
      #expect(out.status == .failure, "\(arguments)")
      #expect(out.files.isEmpty, "\(arguments)")
      #expect((out.stderr + out.stdout).contains("is also an input; refusing to overwrite it [driver.output-is-input]"), "\(arguments): \(out.stderr)")
    }
  }
}
