import Foundation
import LayoutcDriver
import Testing

/// Configuration, suppressions and baselines as a CI user meets them, through the driver.
@Suite struct LintWorkflowTests {
  static let spec = """
    struct ContentView: View {
        @State var count = 3
        var body: some View {
            VStack {
                ForEach(0..<count) { i in Text("\\(i)") }
                Text("x").id(UUID())
            }
        }
    }
    """

  let scratch = ScratchFolders()
  func folder(_ files: [String: String]) throws -> String { try scratch.make(files, prefix: "lint") }

  func lint(_ args: [String], in dir: String) -> DriverOutput { runDriver(["--lint"] + args, in: dir) }

  @Test func findingsAndExitStatus() throws {
    let dir = try folder(["a.ui": Self.spec])
    let out = lint(["a.ui"], in: dir)
    #expect(out.status == .lintFindings)
    #expect(out.stdout.contains("[random-identifier]") && out.stdout.contains("[non-constant-range]"))
    #expect(out.stdout.hasSuffix("1 error, 1 warning\n"))
  }

  @Test func configurationDisablesAndRaises() throws {
    let config = #"{"disabled_rules": ["random-identifier"], "severity": {"non-constant-range": "error"}, "opt_in_rules": ["stat-reset"]}"#
    let dir = try folder(["a.ui": Self.spec, ".layoutc.json": config])
    let out = lint(["a.ui"], in: dir)
    #expect(!out.stdout.contains("[random-identifier]"))
    #expect(out.stdout.contains("error: ForEach over the non-constant range"))
    #expect(out.stdout.contains("unknown rule 'stat-reset' in .layoutc.json; did you mean 'state-reset'?"))
    #expect(out.status == .lintFindings)
  }

  @Test func baselineAcceptsKnownFindingsOnly() throws {
    let dir = try folder(["a.ui": Self.spec])
    let first = lint(["--write-baseline", "base.json", "a.ui"], in: dir)
    let baseline = try #require(first.files.first { $0.path == "base.json" })
    try baseline.contents.write(toFile: dir + "/base.json", atomically: true, encoding: .utf8)
    #expect(lint(["--baseline", "base.json", "a.ui"], in: dir).status == .success)
    // A new finding (a line added above moves the old ones: they still match by text).
    let grown = "struct Other: View { var body: some View { Text(\"y\").id(Date()) } }\n" + Self.spec
    try grown.write(toFile: dir + "/a.ui", atomically: true, encoding: .utf8)
    let out = lint(["--baseline", "base.json", "a.ui"], in: dir)
    #expect(out.status == .lintFindings)
    #expect(out.stdout.contains("'Date()' makes a new identity"))
    #expect(!out.stdout.contains("'UUID()' makes a new identity"))
  }

  /// A folder of specs is compiled one module per spec, but JSON modes still write one document.
  @Test func folderJSONIsOneDocument() throws {
    let dir = try folder(["a.ui": Self.spec, "b.ui": "struct B: View { var body: some View { Text(\"b\") } }"])
    let env = ProcessEnvironment(variables: [:], standardErrorIsTerminal: false, standardOutputIsTerminal: false)
    for args in [["--format", "json", "."], ["--frames", "."], ["--identities", "--format", "json", "."]] {
      let out = Driver.run(arguments: args, environment: env, workingDirectory: dir, readStandardInput: { _ in [] })
      #expect(out.status == .success, "\(args): \(out.stderr)")
      #expect((try? JSONSerialization.jsonObject(with: Data(out.stdout.utf8))) != nil, "\(args) is not one JSON document")
    }
  }

  func write(_ text: String, _ path: String) throws {
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  /// `excluded` is relative to the configuration's folder, whatever folder layoutc runs from
  /// and however the inputs are spelled.
  @Test func excludedPathsAreRelativeToTheConfiguration() throws {
    let dir = try folder([:])
    try write(#"{"excluded": ["legacy"]}"#, dir + "/cfg/.layoutc.json")
    try write(Self.spec, dir + "/cfg/legacy/old.ui")
    try write(Self.spec, dir + "/cfg/legacy2.ui")
    for (inputs, wd) in [(["cfg/"], dir), (["./cfg"], dir), ([dir + "/cfg"], dir), (["."], dir + "/cfg"), (["../legacy", "../legacy2.ui"], dir + "/cfg/legacy")] {
      let out = lint(inputs, in: wd)
      #expect(!out.stdout.contains("old.ui"), "\(inputs) from \(wd)")
      #expect(out.stdout.contains("legacy2.ui:"), "\(inputs) from \(wd): a sibling whose name starts alike is not excluded")
    }
  }

  /// A library's excluded file is decided in its own module and stays excluded in every
  /// target importing it, while its declarations still serve them; a library's file that is
  /// not excluded is reported once, in the library.
  @Test func aLibrarysExcludedFileIsExcludedInItsDependents() throws {
    let dir = try folder([:])
    try write(#"{"excluded": ["Pkg/Sources/Kit/Legacy.swift"]}"#, dir + "/.layoutc.json")
    try write("""
      // swift-tools-version: 5.9
      let package = Package(name: "Pkg", targets: [
        .target(name: "App", dependencies: ["Kit"]), .target(name: "Tool", dependencies: ["Kit"]), .target(name: "Kit"),
      ])
      """, dir + "/Pkg/Package.swift")
    try write(Self.spec.replacingOccurrences(of: "ContentView", with: "OldView"), dir + "/Pkg/Sources/Kit/Legacy.swift")
    try write(Self.spec.replacingOccurrences(of: "ContentView", with: "NewView"), dir + "/Pkg/Sources/Kit/New.swift")
    try write("struct Home: View { var body: some View { VStack { OldView(); NewView() } } }\n", dir + "/Pkg/Sources/App/Home.swift")
    try write("struct Panel: View { var body: some View { OldView() } }\n", dir + "/Pkg/Sources/Tool/Panel.swift")
    let out = lint(["Pkg"], in: dir)
    #expect(!out.stdout.contains("Legacy.swift"), "\(out.stdout)")
    #expect(out.stdout.components(separatedBy: "Pkg/Sources/Kit/New.swift:6:").count == 2, "\(out.stdout)")
    #expect(!out.stdout.contains("assumed"), "OldView is Kit's: \(out.stdout)")
  }

  /// In a Swift module, an excluded file still declares what the others use (the preview's
  /// sample data); only its findings are dropped.
  @Test func anExcludedFileOfAModuleIsCompiledButNotReported() throws {
    let dir = try folder([:])
    try write(#"{"excluded": ["App/Preview Content", "App/Legacy"]}"#, dir + "/.layoutc.json")
    try write("struct Pet: Identifiable { let id: Int; let name: String }\nextension Pet { static let samples = [Pet(id: 1, name: \"Rex\")] }\n",
      dir + "/App/Preview Content/Samples.swift")
    try write(Self.spec.replacingOccurrences(of: "ContentView", with: "OldView"), dir + "/App/Legacy/OldView.swift")
    try write("""
      struct PetList: View {
        let pets: [Pet]
        var body: some View { VStack { ForEach(pets) { p in Text(p.name).id(UUID()) }; OldView() } }
      }
      #Preview { PetList(pets: Pet.samples) }
      """, dir + "/App/PetList.swift")
    let out = lint(["App"], in: dir)
    #expect(out.stdout.contains("App/PetList.swift:3:"), "\(out.stdout)")
    #expect(!out.stdout.contains("Legacy"), "\(out.stdout)")
    #expect(!out.stdout.contains("cannot find"), "\(out.stdout)")
  }

  @Test func anEmptyExcludedPathExcludesNothing() throws {
    let dir = try folder(["a.ui": Self.spec, ".layoutc.json": #"{"excluded": [""]}"#])
    let out = lint(["a.ui"], in: dir)
    #expect(out.stdout.contains("[random-identifier]"))
    #expect(out.stdout.contains("warning: an empty path in 'excluded' in '.layoutc.json' excludes nothing; ignored"))
  }

  @Test func valuesOfTheWrongTypeAreWarnings() throws {
    let config = #"{"disabled_rules": "random-identifier", "opt_in_rules": [1], "excluded": 3, "severity": []}"#
    let dir = try folder(["a.ui": Self.spec, ".layoutc.json": config])
    let out = lint(["a.ui"], in: dir)
    #expect(out.status == .lintFindings, "the configuration's problems are warnings")
    #expect(out.stdout.contains("[random-identifier]"))
    for key in ["disabled_rules", "opt_in_rules", "excluded"] {
      #expect(out.stdout.contains("warning: '\(key)' in '.layoutc.json' must be an array of strings; ignored [driver.config-type]"))
    }
    #expect(out.stdout.contains("warning: 'severity' in '.layoutc.json' must be an object"))
  }

  @Test func everyUnknownRuleIdIsReported() throws {
    let config = #"{"disabled_rules": ["rndom-identifier", "index-identifer", "zzz"], "severity": {"anyview-erasur": "error"}}"#
    let dir = try folder(["a.ui": Self.spec, ".layoutc.json": config])
    let out = lint(["a.ui"], in: dir)
    #expect(out.stdout.contains("unknown rule 'rndom-identifier' in .layoutc.json; did you mean 'random-identifier'?"))
    #expect(out.stdout.contains("unknown rule 'index-identifer' in .layoutc.json; did you mean 'index-identifier'?"))
    #expect(out.stdout.contains("unknown rule 'anyview-erasur' in .layoutc.json; did you mean 'anyview-erasure'?"))
    #expect(out.stdout.contains("unknown rule 'zzz' in .layoutc.json [lint.unknown-rule]"))
  }

  /// A baseline written with one spelling of the inputs accepts the findings under any other,
  /// run from any folder: its paths are relative to the baseline file.
  @Test func baselineEntriesMatchAnySpellingOfThePath() throws {
    let dir = try folder([:])
    try write(Self.spec, dir + "/cfg/a.ui")
    let first = lint(["--write-baseline", "base.json", "cfg/"], in: dir)
    let baseline = try #require(first.files.first { $0.path == "base.json" })
    #expect(baseline.contents.contains(#""file": "cfg/a.ui""#), "\(baseline.contents)")
    try baseline.contents.write(toFile: dir + "/base.json", atomically: true, encoding: .utf8)
    for (args, wd) in [(["./cfg"], dir), ([dir + "/cfg"], dir), (["cfg/a.ui"], dir), (["a.ui", "--baseline", "../base.json"], dir + "/cfg")] {
      let arguments = args.contains("--baseline") ? args : args + ["--baseline", "base.json"]
      let out = lint(arguments, in: wd)
      #expect(out.status == .success, "\(arguments) from \(wd): \(out.stdout)")
    }
  }

  @Test func baselineAndConfigurationSizesAreLimited() throws {
    let dir = try folder(["a.ui": Self.spec])
    try String(repeating: " ", count: 8 * 1024 * 1024 + 1).write(toFile: dir + "/base.json", atomically: true, encoding: .utf8)
    try String(repeating: " ", count: 1024 * 1024 + 1).write(toFile: dir + "/big.json", atomically: true, encoding: .utf8)
    let baseline = lint(["--baseline", "base.json", "a.ui"], in: dir)
    #expect(baseline.status == .failure && baseline.stdout.contains("baseline 'base.json' is too large (the limit is 8 MiB) [driver.baseline-too-large]"))
    let config = lint(["--config", "big.json", "a.ui"], in: dir)
    #expect(config.status == .failure && config.stdout.contains("configuration 'big.json' is too large (the limit is 1 MiB) [driver.config-too-large]"))
  }

  @Test func rulesListingAndDetail() {
    let env = ProcessEnvironment(variables: [:], standardErrorIsTerminal: false, standardOutputIsTerminal: false)
    #expect(Driver.run(arguments: ["rules"], environment: env).stdout.contains("duplicate-identifier"))
    let one = Driver.run(arguments: ["rules", "index-identifier"], environment: env)
    #expect(one.stdout.contains("Triggers") && one.status == .success)
    let typo = Driver.run(arguments: ["rules", "index-identifer"], environment: env)
    #expect(typo.status == .failure && typo.stderr.contains("did you mean 'index-identifier'?"))
  }

  /// The layout modes read `.layoutc.json` for `assumed_views`: a configuration they cannot use
  /// is an error there too, not a layout at sizes nobody chose; its lint keys are not theirs.
  @Test func layoutModesReportAConfigurationTheyCannotUse() throws {
    let app = """
      import SwiftUI
      struct Avatar: View { var body: some View { KFImage(source) } }
      #Preview { Avatar() }
      """
    let run = { (dir: String) in
      Driver.run(arguments: ["--tree", "a.swift"], environment: ProcessEnvironment(variables: [:], standardErrorIsTerminal: false, standardOutputIsTerminal: false),
        workingDirectory: dir, readStandardInput: { _ in [] })
    }
    let malformed = run(try folder(["a.swift": app, ".layoutc.json": #"{"assumed_views": {"KFImage": [80, 60]"#]))
    #expect(malformed.status == .failure)
    #expect(malformed.stderr.contains("configuration '.layoutc.json' is not a JSON object"), "\(malformed.stderr)")
    #expect(malformed.stdout.isEmpty)

    let misspelled = run(try folder(["a.swift": app, ".layoutc.json": #"{"assumed_view": {"KFImage": [80, 60]}, "disabled_rules": ["zzz"]}"#]))
    #expect(misspelled.stderr.contains("unknown key 'assumed_view' in '.layoutc.json'"))
    #expect(!misspelled.stderr.contains("zzz"), "lint's keys are lint's")

    let good = run(try folder(["a.swift": app, ".layoutc.json": #"{"assumed_views": {"KFImage": [80, 60]}, "opt_in_rules": ["zzz"]}"#]))
    #expect(good.status == .success && good.stdout.contains("w 80  h 60"), "\(good.stdout)")
  }
}
