import Foundation
@testable import LayoutcDriver
import LayoutcSource
import Testing

/// Names layoutc writes and prints: an output's temporary name stays a valid name whatever the
/// output is called, and the names of folders, targets and files reach the terminal escaped
/// (`PrintableText`), never raw.
@Suite struct OutputNameTests {
  static let spec = "#Preview(traits: .fixedLayout(width: 100, height: 50)) { Text(\"a\") }\n"

  let scratch = ScratchFolders()
  func folder(_ files: [String: String]) throws -> String { try scratch.make(files, prefix: "names") }

  func run(_ args: [String], in dir: String) -> DriverOutput { runDriver(args, in: dir) }

  @Test func temporaryNameFitsWhateverTheOutputIsCalled() {
    for name in [String(repeating: "a", count: 255), String(repeating: "é", count: 127), "out.txt", ""] {
      let temporary = OutputFile.temporaryName(for: name, random: .max)
      #expect(temporary.utf8.count <= OutputFile.nameLimit, "\(name.utf8.count) bytes")
      #expect(temporary.hasPrefix(".") && temporary.hasSuffix(".layoutc-ffffffff"))
    }
    // Cut on a character boundary: the kept part is still valid text.
    let cut = OutputFile.temporaryName(for: String(repeating: "é", count: 127), random: 0)
    #expect(cut == "." + String(repeating: "é", count: OutputFile.keptNameBytes / 2) + ".layoutc-0")
  }

  @Test func anOutputWithALongValidNameIsWritten() throws {
    let dir = try folder(["a.ui": Self.spec])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let name = String(repeating: "o", count: 246) + ".txt"
    #expect(name.utf8.count == 250)
    let out = run(["a.ui", "--tree", "-o", name], in: dir)
    let null = open("/dev/null", O_WRONLY)
    defer { close(null) }
    #expect(OutputDelivery.deliver(adjusted(out, dir), standardOutput: null, standardError: null) == 0)
    #expect(try String(contentsOfFile: dir + "/" + name, encoding: .utf8).contains("Text"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["a.ui", name])
  }

  /// A folder's modules are headed by their names: a spec named with a terminal escape, a
  /// right-to-left override or a newline is printed escaped, one header line each.
  @Test func moduleHeadersAreEscaped() throws {
    let dir = try folder(["d/b.ui": Self.spec, "d/x\u{1B}[31my.ui": Self.spec, "d/r\u{202E}l.ui": Self.spec, "d/n\nl.ui": Self.spec])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let out = run(["d", "--tree"], in: dir)
    #expect(out.status == .success, "\(out.stderr)")
    let headers = out.stdout.split(separator: "\n").filter { $0.hasPrefix("// ") }
    #expect(headers == ["// d/b.ui", "// d/n\\nl.ui", "// d/r\\u{202E}l.ui", "// d/x\\u{1B}[31my.ui"])
    #expect(!out.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
  }

  /// Every mode, on a folder whose folder and file names hold a terminal escape, a
  /// right-to-left override and a newline: no such character reaches the terminal raw.
  @Test func everyModePrintsNamesEscaped() throws {
    let spec = "struct V: View {\n  @State var n = 0\n  var body: some View { Text(\"a \\(n)\").padding().id(Int.random(in: 0...9)) }\n}\n#Preview(\"p\") { V() }\n"
    let dir = try folder(["e/sub\u{1B}[2Jdir/x\u{1B}[31m\u{202E}y.ui": spec, "e/n\nl.ui": spec])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let modes: [[String]] = [[], ["--tree"], ["--identities"], ["--dependencies"], ["--explain"], ["--lint"], ["--snapshot"],
      ["--svg"], ["--html"], ["--dump-ast"], ["--lint", "--format", "github"], ["--lint", "--format", "sarif"], ["--format", "json"]]
    for mode in modes {
      let out = run(["e"] + mode, in: dir)
      let raw = (out.stdout + out.stderr).unicodeScalars.filter { PrintableText.mustEscape($0) && $0 != "\n" && $0 != "\t" }
      #expect(raw.isEmpty, "\(mode): \(raw.map { String($0.value, radix: 16) })")
    }
  }

  /// `Driver.run` returns output paths as given; delivery resolves them in the process's folder.
  func adjusted(_ output: DriverOutput, _ dir: String) -> DriverOutput {
    var output = output
    output.files = output.files.map { ($0.path.hasPrefix("/") ? $0.path : dir + "/" + $0.path, $0.contents) }
    if let path = output.streamed?.path, !path.hasPrefix("/") { output.streamed?.path = dir + "/" + path }
    return output
  }
}
