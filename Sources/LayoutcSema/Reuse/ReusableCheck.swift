import LayoutcCatalog
import LayoutcSource
import LayoutcSyntax

/// What the next check of the same module reuses from this one (`IncrementalCheck`): its
/// syntax trees, its result, and the checker's memoised types. Kept only for a check without
/// diagnostics, whose facts depend on nothing but the declarations each body uses: an error's
/// containment and the note at an assumption's first use are the module's as a whole.
public struct ReusableCheck: @unchecked Sendable {
  let trees: [SourceFileSyntax]
  let result: SemaResult
  let imported: Set<String>
  let memo: Memo
  /// The words each file spells (`FileNames.mentioned`), by path, with the file they were read
  /// from: filled as a later check needs them, kept while the file is unchanged.
  var mentioned: [String: (file: SourceFile, words: Set<String>)] = [:]
  /// How many files' declarations this check typed (all of them when nothing was reused).
  public let filesChecked: Int

  /// The checker's memoised types and checked declarations (`TypeChecker`'s tables).
  struct Memo {
    var memberState: [String: TypeChecker.MemberState]
    var memberPrettyLengths: [String: Int]
    var storedTypes: [String: TypeChecker.MemberState]
    var globalTypes: [String: TypeChecker.MemberState]
    var checkedFunctions: Set<String>
    var checkedData: Set<String>
    var crossReads: Set<String>
    var reachedBy: [String: Set<String>]

    init(_ checker: TypeChecker) {
      memberState = checker.memberState
      memberPrettyLengths = checker.memberPrettyLengths
      storedTypes = checker.storedTypes
      globalTypes = checker.globalTypes
      checkedFunctions = checker.checkedFunctions
      checkedData = checker.checkedData
      crossReads = checker.crossReads
      reachedBy = checker.reachedBy
    }
  }

  /// Nil when the check cannot be reused: it had a parse error or a diagnostic.
  init?(
    _ trees: [SourceFileSyntax], result: SemaResult, parseErrors: [Diagnostic], imported: Set<String>, checker: TypeChecker, filesChecked: Int,
    mentioned: [String: (file: SourceFile, words: Set<String>)] = [:]
  ) {
    guard parseErrors.isEmpty, result.diagnostics.isEmpty else { return nil }
    self.trees = trees
    self.result = result
    self.imported = imported
    self.memo = Memo(checker)
    self.filesChecked = filesChecked
    self.mentioned = mentioned
  }
}
