import Foundation
import LayoutcTestSupport
import Testing

/// The built `layoutc` as a subprocess: exit statuses, streams, files, colour and the inputs
/// that must never crash or hang it. Skipped, with the reason recorded, when there is no
/// built executable.
@Suite(.enabled(if: BuiltBinary.path != nil, BuiltBinary.absentReason))
struct CLITests {
  static let goodSpec = RepositoryPaths.specs + "/talks/counter.ui"
  static let badSpec = RepositoryPaths.specs + "/diagnostics/unknown-modifier.ui"
  static let escape = UInt8(0x1B)

  static let validSource = """
    import SwiftUI

    struct ContentView: View {
        var body: some View {
            Text("Hello").padding()
        }
    }

    """

  // MARK: Exit status and streams

  @Test func goodSpecExitsZeroWithTypesOnStdout() throws {
    let r = try BuiltBinary.run([Self.goodSpec])
    #expect(r.status == 0)
    #expect(r.stdoutText.contains("ContentView.body: VStack<"))
    #expect(r.stderr.isEmpty)
  }

  @Test func badSpecExitsTwoWithALocatedError() throws {
    let r = try BuiltBinary.run([Self.badSpec])
    #expect(r.status == 2)
    #expect(r.stderrText.contains("unknown-modifier.ui:9:14: error: value of type 'Text' has no member 'padd'"))
  }

  @Test func readsTheSpecFromStandardInput() throws {
    let r = try BuiltBinary.run(["-"], stdin: Array(Self.validSource.utf8))
    #expect(r.status == 0)
    #expect(r.stdoutText == "ContentView.body: ModifiedContent<Text, _PaddingLayout>\n")
    #expect(r.stderr.isEmpty)
  }

  @Test func standardInputErrorsAreLocatedInStdin() throws {
    let source = Self.validSource.replacingOccurrences(of: ".padding()", with: ".padd()")
    let r = try BuiltBinary.run(["-"], stdin: Array(source.utf8))
    #expect(r.status == 2)
    #expect(r.stderrText.hasPrefix("<stdin>:5:23: error: value of type 'Text' has no member 'padd'"))
  }

  @Test func outputFileReceivesWhatStdoutWouldHave() throws {
    let folder = try BuiltBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let target = folder + "/types.txt"
    let toFile = try BuiltBinary.run([Self.goodSpec, "-o", target])
    let toStdout = try BuiltBinary.run([Self.goodSpec])
    #expect(toFile.status == 0)
    #expect(toFile.stdout.isEmpty)
    let written = try String(contentsOfFile: target, encoding: .utf8)
    #expect(written == toStdout.stdoutText)
    #expect(!written.isEmpty)
  }

  /// Write errors are errors: /dev/full is only redirected to, as a user would.
  @Test func aFullDeviceOnStandardOutputExitsTwoWithTheReason() throws {
    let r = try BuiltBinary.run(
      executable: "/bin/sh", ["-c", #"exec "$0" "$1" --frames > /dev/full"#, BuiltBinary.path ?? "", Self.goodSpec])
    #expect(r.status == 2)
    #expect(r.stderrText == "layoutc: error: cannot write to standard output: No space left on device [driver.write-failed]\n")
  }

  /// A closed pipe is a failed write too, not a silent success (SIGPIPE is ignored for that).
  @Test func aClosedStandardOutputExitsTwo() throws {
    let r = try BuiltBinary.run(executable: "/bin/sh", ["-c", #"exec "$0" "$1" >&-"#, BuiltBinary.path ?? "", Self.goodSpec])
    #expect(r.status == 2)
    #expect(r.stderrText.hasPrefix("layoutc: error: cannot write to standard output: "))
  }

  @Test func helpAndVersionExitZero() throws {
    let help = try BuiltBinary.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdoutText.contains("layoutc"))
    #expect(help.stdoutText.contains("--dump-ast"))
    let version = try BuiltBinary.run(["--version"])
    #expect(version.status == 0)
    #expect(version.stdoutText.split(separator: "\n").count == 1)
    #expect(version.stderr.isEmpty)
  }

  // MARK: Usage and input errors: one line each, exit 2

  /// One `error:` line naming the problem (a usage error may add one "see --help" hint).
  private func expectOneLineError(_ r: BuiltBinary.Result, containing text: String) {
    #expect(r.status == 2)
    let errors = r.stderrLines.filter { $0.contains("error:") }
    #expect(errors.count == 1, "stderr: \(r.stderrText)")
    #expect(errors.first?.contains(text) == true, "stderr: \(r.stderrText)")
    #expect(r.stderrLines.count <= 2, "stderr: \(r.stderrText)")
    #expect(r.stdout.isEmpty)
  }

  @Test func unknownFlagIsAOneLineError() throws {
    expectOneLineError(try BuiltBinary.run(["--frobnicate", Self.goodSpec]), containing: "--frobnicate")
  }

  @Test func missingFileIsAOneLineError() throws {
    expectOneLineError(try BuiltBinary.run(["/nonexistent/spec.ui"]), containing: "/nonexistent/spec.ui")
  }

  @Test func directoryWithoutSpecsIsAOneLineError() throws {
    let folder = try BuiltBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data("not a spec".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
    expectOneLineError(try BuiltBinary.run([folder]), containing: "no '*.swift' or '*.ui' files")
  }

  @Test func nonUTF8FileIsAOneLineError() throws {
    let folder = try BuiltBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/latin1.ui"
    // "Café" in Latin-1: 0xE9 is not valid UTF-8 on its own.
    try Data(Array("struct A: View { var body: some View { Text(\"Caf".utf8) + [0xE9] + Array("\") } }\n".utf8))
      .write(to: URL(fileURLWithPath: path))
    expectOneLineError(try BuiltBinary.run([path]), containing: "not valid UTF-8")
  }

  // MARK: Colour

  @Test func pipedOutputHasNoColour() throws {
    let r = try BuiltBinary.run([Self.badSpec])
    #expect(r.status == 2)
    #expect(!r.stderr.contains(Self.escape))
  }

  /// Runs layoutc on a pseudo-terminal through util-linux `script`, which merges both streams.
  private func runOnTerminal(_ arguments: [String], environment: [String: String] = [:]) throws -> BuiltBinary.Result {
    let command = ([BuiltBinary.path ?? "layoutc"] + arguments).map { "'\($0)'" }.joined(separator: " ")
    return try BuiltBinary.run(executable: "/usr/bin/script", ["-qec", command, "/dev/null"], environment: environment)
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs util-linux script for a terminal"))
  func colourOnATerminalUnlessNoColorOrFlag() throws {
    let plain = try runOnTerminal([Self.badSpec])
    #expect(plain.status == 2)
    #expect(plain.stdout.contains(Self.escape), "a terminal gets colour")
    let noColorVariable = try runOnTerminal([Self.badSpec], environment: ["NO_COLOR": "1"])
    #expect(noColorVariable.status == 2)
    #expect(!noColorVariable.stdout.contains(Self.escape), "NO_COLOR turns colour off")
    #expect(String(decoding: noColorVariable.stdout, as: UTF8.self).contains("error:"))
    let noColorFlag = try runOnTerminal(["--no-color", Self.badSpec])
    #expect(noColorFlag.status == 2)
    #expect(!noColorFlag.stdout.contains(Self.escape), "--no-color turns colour off")
  }

  // MARK: Hostile input: never a crash, never a hang

  @Test func tenThousandLevelsOfNestingGiveALocatedErrorQuickly() throws {
    let depth = 10_000
    let source = "struct ContentView: View {\n    var body: some View {\n"
      + String(repeating: "VStack {\n", count: depth) + String(repeating: "}\n", count: depth) + "    }\n}\n"
    let r = try BuiltBinary.run(["-"], stdin: Array(source.utf8), timeout: 30)
    #expect(!r.timedOut)
    #expect(r.status == 2)
    #expect(r.seconds < 10, "took \(r.seconds) s")
    #expect(r.stderrText.contains("<stdin>:"))
    #expect(r.stderrText.contains("nesting too deep"))
  }

  @Test func threeMegabytesOfRandomBytesExitTwo() throws {
    var generator = SplitMix64(seed: 0x1A70_17C0)
    let bytes = (0..<3_000_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    let r = try BuiltBinary.run(["-"], stdin: bytes, timeout: 60)
    #expect(!r.timedOut)
    #expect(r.status == 2)
    #expect(r.stderrLines.count < 60, "errors are capped")
  }

  /// Random bytes are rejected as not UTF-8 before the lexer sees them; random text made of
  /// Swift's own punctuation, words and quotes reaches the lexer and the parser.
  @Test func threeMegabytesOfRandomTokensExitTwo() throws {
    var generator = SplitMix64(seed: 42)
    let pieces = ["{", "}", "(", ")", "[", "]", "\"", "\\(", "/*", "*/", "//", "\n", " ", "Text", "VStack", ".",
      ",", ":", "struct", "var", "if", "else", "#Preview", "@State", "0x", "1e", "é", "§", "$0", "`", "in", "?"]
    var text = ""
    while text.utf8.count < 3_000_000 { text += pieces[Int(generator.next() % UInt64(pieces.count))] }
    let r = try BuiltBinary.run(["-"], stdin: Array(text.utf8), timeout: 60)
    #expect(!r.timedOut)
    #expect(r.status == 2)
    #expect(r.stderrText.contains("<stdin>:"))
  }
}
