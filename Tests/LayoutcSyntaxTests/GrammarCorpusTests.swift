import Foundation
import LayoutcSource
import LayoutcTestSupport
import Testing

@testable import LayoutcSyntax

/// The grammar corpus (`specs/syntax/grammar-*.ui`, Swift written for these tests): layoutc
/// parses every file without a diagnostic, and swiftc, where installed, accepts each one with
/// `-parse`, so the corpus is Swift and not layoutc's own dialect.
@Suite struct GrammarCorpusTests {
  static let files: [String] = {
    let folder = RepositoryPaths.specs + "/syntax"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasPrefix("grammar-") && $0.hasSuffix(".ui") }.sorted().map { folder + "/" + $0 }
  }()

  @Test func corpusIsPresent() {
    #expect(Self.files.count >= 2)
  }

  @Test(arguments: files) func layoutcParsesWithoutDiagnostics(_ path: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let (_, all) = Parser.parse(SourceFile(path: path, text: text))
    // The corpus's own `#warning("remember")` is the directive at work, not a problem.
    let diags = all.filter { $0.id != "parse.pound-warning" }
    #expect(diags.isEmpty, "\(diags.map { "\($0.range?.start.description ?? "") \($0.message)" })")
  }

  @Test(arguments: files) func swiftcAcceptsTheCorpus(_ path: String) throws {
    guard let swiftc = Self.swiftc else {
      print("swiftc not found: the corpus is not checked against it")
      return
    }
    let folder = NSTemporaryDirectory() + "layoutc-grammar-\(getpid())-" + (path as NSString).lastPathComponent
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let copy = folder + "/" + (path as NSString).lastPathComponent.replacingOccurrences(of: ".ui", with: ".swift")
    try FileManager.default.copyItem(atPath: path, toPath: copy)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swiftc)
    process.arguments = ["-parse", copy]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let output = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(String(decoding: output, as: UTF8.self).prefix(2_000))")
  }

  /// swiftc on the PATH, if any.
  static let swiftc: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for dir in path.split(separator: ":") {
      let candidate = String(dir) + "/swiftc"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }()
}
