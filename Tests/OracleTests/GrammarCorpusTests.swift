import Foundation
import LayoutcTestSupport
import Testing

/// The grammar corpora under specs/syntax (`grammar-*.ui`) are valid Swift: `swiftc -parse`
/// accepts each, so a construct layoutc parses there is one Swift has, and their `--dump-ast`
/// goldens (GoldenSpecTests) show layoutc reading them without an error.
@Suite struct GrammarCorpusTests {
  static let corpora: [String] = {
    let folder = RepositoryPaths.specs + "/syntax"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasPrefix("grammar-") && $0.hasSuffix(".ui") }.sorted().map { folder + "/" + $0 }
  }()

  @Test func thereAreCorpora() { #expect(Self.corpora.count >= 2) }

  @Test(.enabled(if: SwiftCompiler.isAvailable, "swiftc is neither on PATH nor at /opt/swift/usr/bin: the corpus check cannot run"),
    arguments: corpora)
  func swiftcParsesCorpus(_ path: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-corpus-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let copy = folder + "/corpus.swift"
    try FileManager.default.copyItem(atPath: path, toPath: copy)
    let result = try ChildProcess.run(SwiftCompiler.path!, ["-parse", copy], in: folder)
    #expect(result.status == 0, "\(path): \(result.stderr)")
  }
}
