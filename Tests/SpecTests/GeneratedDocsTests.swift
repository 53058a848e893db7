import LayoutcCatalog
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

  @Test func vocabularyMatchesTheCatalog() {
    if let failure = Golden.check(VocabularyDocument.markdown(), against: RepositoryPaths.root + "/docs/vocabulary.md") {
      Issue.record(Comment(rawValue: failure))
    }
  }
}
