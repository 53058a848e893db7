import LayoutcCatalog
import LayoutcDriver
import LayoutcLint
import LayoutcTestSupport
import Testing

/// Documents generated from declarative tables stay in step with them.
@Suite struct GeneratedDocsTests {
  @Test func rulesMatchTheRuleDescriptions() {
    if let failure = Golden.check(RulesDocument.markdown(), against: RepositoryPaths.root + "/docs/rules.md") {
      Issue.record(Comment(rawValue: failure))
    }
  }

  /// The pictures in docs/svg.md, drawn by layoutc itself from the seed walkthroughs.
  static let pictures: [(file: String, arguments: [String])] = [
    ("toast.svg", ["specs/talks/toast.ui", "--svg"]),
    ("avocado-frame.svg", ["specs/talks/avocado-frame.ui", "--svg", "--svg-labels", "--size", "120x60"]),
    ("avocado-row.svg", ["specs/layout/stacks/layout-priority.ui", "--svg"]),
    ("baseline-row.svg", ["specs/talks/baseline-row.ui", "--svg", "--size", "320x80"]),
    ("stars-and-title.svg", ["specs/talks/stars-and-title.ui", "--svg", "--size", "393x100"]),
    ("text.svg", ["specs/text/truncation.ui", "--svg"]),
    ("drawing.svg", ["specs/svg/drawing.ui", "--svg", "--svg-labels"]),
    ("settings.svg", ["specs/screens/settings.ui", "--svg"]),
    ("login.svg", ["specs/screens/login.ui", "--svg"]),
    ("product-grid.svg", ["specs/screens/product-grid.ui", "--svg"]),
    ("onboarding.svg", ["specs/screens/onboarding.ui", "--svg"]),
  ]

  @Test(arguments: pictures.map(\.file))
  func docsPicturesAreUpToDate(_ file: String) throws {
    let arguments = try #require(Self.pictures.first { $0.file == file }?.arguments)
    let out = Driver.run(arguments: arguments, environment: GoldenSpecTests.environment, workingDirectory: RepositoryPaths.root,
      readStandardInput: { _ in [] })
    #expect(out.status == .success, "\(out.stderr)")
    if let failure = Golden.check(out.stdout, against: RepositoryPaths.root + "/docs/images/" + file) {
      Issue.record(Comment(rawValue: String(failure.prefix(2000))))
    }
  }

  @Test func vocabularyMatchesTheCatalog() {
    if let failure = Golden.check(VocabularyDocument.markdown(), against: RepositoryPaths.root + "/docs/vocabulary.md") {
      Issue.record(Comment(rawValue: failure))
    }
  }
}
