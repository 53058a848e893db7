import Foundation
import LayoutcDriver
import Testing

/// `--snapshot` and `--check-snapshot` as a reviewer meets them: record, edit, check, update.
@Suite struct SnapshotWorkflowTests {
  static let spec = """
    struct ContentView: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Title").padding(4)
                Text("Subtitle").frame(width: 200, height: 30, alignment: .leading)
                Color.blue.frame(width: 50, height: 50)
            }
            .frame(width: 300, height: 400, alignment: .topLeading)
        }
    }

    #Preview { ContentView() }
    """

  let scratch = ScratchFolders()
  func folder(_ files: [String: String]) throws -> String { try scratch.make(files, prefix: "snapshot") }

  func run(_ args: [String], in dir: String) -> DriverOutput { runDriver(args, in: dir) }

  /// Records `a.ui`'s snapshot as `a.snapshot` in `dir`.
  func record(in dir: String) throws -> String {
    let out = run(["a.ui", "--snapshot"], in: dir)
    #expect(out.status == .success, "\(out.stderr)")
    try out.stdout.write(toFile: dir + "/a.snapshot", atomically: true, encoding: .utf8)
    return out.stdout
  }

  func changedLines(_ a: String, _ b: String) -> [String] {
    let old = Set(a.split(separator: "\n")), new = Set(b.split(separator: "\n"))
    return new.subtracting(old).map(String.init).sorted()
  }

  @Test func formatIsOneUnpaddedLinePerView() throws {
    let dir = try folder(["a.ui": Self.spec])
    let text = try record(in: dir)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "layoutc-snapshot 1")
    #expect(lines.contains { $0.hasPrefix("preview \"#Preview\" a.ui proposal 393×759 scale 3 left-to-right") })
    #expect(lines.contains("#Preview/ContentView/VStack/[2]/Color.frame 46.5,297.167 50×50"))
    #expect(!text.contains("  "), "no column padding")
  }

  /// An edit changes only the lines of the views whose frames it changes; moving source lines
  /// changes none.
  @Test func unrelatedEditChangesOnlyItsOwnLines() throws {
    let dir = try folder(["a.ui": Self.spec])
    let before = try record(in: dir)
    try ("// a comment moves every source line\n\n" + Self.spec).write(toFile: dir + "/a.ui", atomically: true, encoding: .utf8)
    #expect(run(["a.ui", "--snapshot"], in: dir).stdout == before)
    try Self.spec.replacingOccurrences(of: "\"Title\"", with: "\"T\"").write(toFile: dir + "/a.ui", atomically: true, encoding: .utf8)
    let after = run(["a.ui", "--snapshot"], in: dir).stdout
    let changed = changedLines(before, after).map { $0.split(separator: " ")[0] }
    #expect(changed == ["#Preview/ContentView/VStack/[0]/Text", "#Preview/ContentView/VStack/[0]/Text.padding"])
  }

  /// One padding changed: the check names exactly the views that moved or resized, at their
  /// source lines, with the change in points, and exits 1.
  @Test func checkNamesTheViewsThatMoved() throws {
    let dir = try folder(["a.ui": Self.spec])
    _ = try record(in: dir)
    #expect(run(["a.ui", "--check-snapshot", "a.snapshot"], in: dir).status == .success)
    try Self.spec.replacingOccurrences(of: "padding(4)", with: "padding(8)").write(toFile: dir + "/a.ui", atomically: true, encoding: .utf8)
    let out = run(["a.ui", "--check-snapshot", "a.snapshot"], in: dir)
    #expect(out.status == .lintFindings)
    let reported = out.stdout.split(separator: "\n").filter { $0.contains("[snapshot.") }
    #expect(reported.count == 7, "\(out.stdout)")
    // The padding grew by 8 both ways, and the VStack by 8 down; the Text inside the padding
    // moved by 4; the views below it moved down 8.
    #expect(out.stdout.contains("a.ui:3:9: error: '#Preview/ContentView/VStack' resized by (0, +8)"))
    #expect(out.stdout.contains("a.ui:4:27: error: '#Preview/ContentView/VStack/[0]/Text.padding' resized by (+8, +8)"))
    #expect(out.stdout.contains("a.ui:4:13: error: '#Preview/ContentView/VStack/[0]/Text' moved by (+4, +4)"))
    #expect(out.stdout.contains("'#Preview/ContentView/VStack/[1]/Text' moved by (0, +8)"))
    #expect(out.stdout.contains("'#Preview/ContentView/VStack/[2]/Color' moved by (0, +8)"))
    #expect(out.stdout.contains("'#Preview/ContentView/VStack/[1]/Text.frame' moved by (0, +8)"))
    #expect(out.stdout.contains("'#Preview/ContentView/VStack/[2]/Color.frame' moved by (0, +8)"))
    #expect(out.stdout.hasSuffix("7 views changed in 1 preview (record them with --update)\n"))
    let github = run(["a.ui", "--check-snapshot", "a.snapshot", "--format", "github"], in: dir)
    #expect(github.stdout.contains("::error file=a.ui,line=4,col=27"))
    #expect(github.status == .lintFindings)
  }

  @Test func appearedAndDisappeared() throws {
    let dir = try folder(["a.ui": Self.spec])
    _ = try record(in: dir)
    try Self.spec.replacingOccurrences(of: "Color.blue.frame(width: 50, height: 50)", with: "Spacer().frame(width: 50, height: 50)")
      .write(toFile: dir + "/a.ui", atomically: true, encoding: .utf8)
    let out = run(["a.ui", "--check-snapshot", "a.snapshot", "--format", "json"], in: dir)
    #expect(out.status == .lintFindings)
    #expect(out.stdout.contains("\"snapshot.appeared\"") && out.stdout.contains("\"snapshot.disappeared\""))
    #expect(out.stdout.contains("'#Preview/ContentView/VStack/[2]/Color' disappeared"))
  }

  @Test func updateRewritesTheSnapshot() throws {
    let dir = try folder(["a.ui": Self.spec])
    _ = try record(in: dir)
    try Self.spec.replacingOccurrences(of: "padding(4)", with: "padding(8)").write(toFile: dir + "/a.ui", atomically: true, encoding: .utf8)
    let out = run(["a.ui", "--check-snapshot", "a.snapshot", "--update"], in: dir)
    #expect(out.status == .success)
    let written = try #require(out.files.first { $0.path == "a.snapshot" })
    #expect(written.contents == run(["a.ui", "--snapshot"], in: dir).stdout)
    #expect(out.stdout.hasSuffix("7 views changed in 1 preview; updated 'a.snapshot'\n"))
    // A missing snapshot is an error, unless --update records it.
    #expect(run(["a.ui", "--check-snapshot", "none.snapshot"], in: dir).status == .failure)
    let recorded = run(["a.ui", "--check-snapshot", "none.snapshot", "--update"], in: dir)
    #expect(recorded.status == .success && recorded.files.map(\.path) == ["none.snapshot"])
    #expect(run(["a.ui", "--update"], in: dir).status == .failure)
  }

  @Test func overlayDrawsOldDashedAndNewSolid() throws {
    let dir = try folder(["a.ui": Self.spec])
    _ = try record(in: dir)
    try Self.spec.replacingOccurrences(of: "padding(4)", with: "padding(8)").write(toFile: dir + "/a.ui", atomically: true, encoding: .utf8)
    let out = run(["a.ui", "--check-snapshot", "a.snapshot", "--svg"], in: dir)
    #expect(out.status == .lintFindings)
    #expect(out.stdout.hasPrefix("<svg") && out.stdout.contains("stroke-dasharray"))
    #expect(out.stderr.contains("[snapshot.changed]"))
  }

  /// Every file name reads back as written: a snapshot of files named with a newline, a tab,
  /// ` proposal `, a leading quote or space, a backslash and non-ASCII letters checks unchanged.
  @Test func anyFileNameReadsBack() throws {
    let names = ["x proposal y", "new\nline", "tab\tname", "é ü", "\"quoted\"", " lead", "back\\slash", "esc\u{1B}[2J"]
    var files: [String: String] = [:]
    for (i, name) in names.enumerated() {
      files["s/\(name).swift"] = "import SwiftUI\nstruct V\(i): View { var body: some View { Text(\"a\") } }\n#Preview(\"p \(i)\") { V\(i)() }\n"
    }
    let dir = try folder(files)
    let recorded = run(["s", "--snapshot"], in: dir)
    #expect(recorded.status == .success, "\(recorded.stderr)")
    #expect(recorded.stdout.split(separator: "\n").filter { $0.hasPrefix("preview ") }.count == names.count)
    #expect(recorded.stdout.contains(##"preview "#Preview(\"p 1\")" "s/new\nline.swift" proposal 393×759"##))
    #expect(recorded.stdout.contains(##"preview "#Preview(\"p 3\")" s/é ü.swift proposal 393×759"##))
    try recorded.stdout.write(toFile: dir + "/s.snapshot", atomically: true, encoding: .utf8)
    let checked = run(["s", "--check-snapshot", "s.snapshot"], in: dir)
    #expect(checked.status == .success, "\(checked.stdout)")
    #expect(checked.stdout == "the layout matches 's.snapshot' (\(names.count) previews)\n")
    // A snapshot written before file names were quoted named them plainly: still read.
    let plain = recorded.stdout.replacingOccurrences(of: "\"s/x proposal y.swift\"", with: "s/x proposal y.swift")
    #expect(plain != recorded.stdout)
    try plain.write(toFile: dir + "/plain.snapshot", atomically: true, encoding: .utf8)
    #expect(run(["s", "--check-snapshot", "plain.snapshot"], in: dir).status == .success)
  }

  @Test func malformedSnapshotIsAnInputError() throws {
    let dir = try folder(["a.ui": Self.spec, "bad.snapshot": "layoutc-snapshot 1\n\npreview \"#Preview\" a.ui proposal 1×1 scale 3 left-to-right\nA 1,2\n"])
    let out = run(["a.ui", "--check-snapshot", "bad.snapshot"], in: dir)
    #expect(out.status == .failure)
    #expect(out.stdout.contains("snapshot 'bad.snapshot' line 4: expected 'IDENTITY X,Y W×H'"))
  }

  /// SARIF and GitHub paths are relative to the repository's top level, from any folder in it.
  @Test func repositoryRelativePaths() throws {
    let dir = try folder(["app/specs/a.ui": LintWorkflowTests.spec, ".git/HEAD": "ref: refs/heads/main\n"])
    let sarif = run(["--lint", "--format", "sarif", "a.ui"], in: dir + "/app/specs")
    #expect(sarif.stdout.contains("\"uri\": \"app/specs/a.ui\""), "\(sarif.stdout)")
    let github = run(["--lint", "--format", "github", "specs/a.ui"], in: dir + "/app")
    #expect(github.stdout.contains("::error file=app/specs/a.ui,"))
    let based = run(["--lint", "--format", "github", "--base-path", "..", "a.ui"], in: dir + "/app/specs")
    #expect(based.stdout.contains("::error file=specs/a.ui,"))
    // The text format keeps the path as the user wrote it.
    #expect(run(["--lint", "a.ui"], in: dir + "/app/specs").stdout.hasPrefix("a.ui:"))
  }

  /// A baseline written from one folder matches however the run spells the path.
  @Test func baselineMatchesAnySpelling() throws {
    let dir = try folder(["specs/a.ui": LintWorkflowTests.spec])
    let first = run(["--lint", "--write-baseline", "base.json", "specs/a.ui"], in: dir)
    let baseline = try #require(first.files.first { $0.path == "base.json" })
    try baseline.contents.write(toFile: dir + "/base.json", atomically: true, encoding: .utf8)
    for spelling in ["specs/a.ui", "./specs/a.ui", dir + "/specs/a.ui", "specs/../specs/a.ui"] {
      #expect(run(["--lint", "--baseline", "base.json", spelling], in: dir).status == .success, "\(spelling)")
    }
    #expect(run(["--lint", "--baseline", "../base.json", "a.ui"], in: dir + "/specs").status == .success)
  }
}
