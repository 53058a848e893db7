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

  func folder(_ files: [String: String]) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-lint-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    for (name, text) in files { try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8) }
    return dir
  }

  func lint(_ args: [String], in dir: String) -> DriverOutput {
    Driver.run(arguments: ["--lint"] + args, environment: ProcessEnvironment(variables: [:], standardErrorIsTerminal: false, standardOutputIsTerminal: false),
      workingDirectory: dir, readStandardInput: { _ in [] })
  }

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

  @Test func rulesListingAndDetail() {
    let env = ProcessEnvironment(variables: [:], standardErrorIsTerminal: false, standardOutputIsTerminal: false)
    #expect(Driver.run(arguments: ["rules"], environment: env).stdout.contains("duplicate-identifier"))
    let one = Driver.run(arguments: ["rules", "index-identifier"], environment: env)
    #expect(one.stdout.contains("Triggers") && one.status == .success)
    let typo = Driver.run(arguments: ["rules", "index-identifer"], environment: env)
    #expect(typo.status == .failure && typo.stderr.contains("did you mean 'index-identifier'?"))
  }
}
