import LayoutcCatalog
import LayoutcSource
import LayoutcSyntax

/// What the next check of the same module reuses from this one (`IncrementalCheck`): its
/// syntax trees, its result, the checker's memoised types, and the diagnostics of each
/// declaration. Kept for a check without parse errors whose diagnostics each belong to the
/// declaration that reported them: none noted an assumption or a platform name layoutc does
/// not model, noted once per module at the first use in the order of checking, which a
/// check of only some declarations cannot tell. What the errors keep from the later stages
/// (`Containment`) is the module's as a whole, made again by the next check.
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
    /// The diagnostics each declaration reported (`TypeChecker.diagnosticsByUnit`).
    var diagnostics: [String: [Diagnostic]]
    /// Whether an expression was typed with an error (`TypeChecker.firstUntyped`), which a
    /// module without errors reports.
    var hadUntyped: Bool

    init(_ checker: TypeChecker) {
      memberState = checker.memberState
      memberPrettyLengths = checker.memberPrettyLengths
      storedTypes = checker.storedTypes
      globalTypes = checker.globalTypes
      checkedFunctions = checker.checkedFunctions
      checkedData = checker.checkedData
      crossReads = checker.crossReads
      reachedBy = checker.reachedBy
      diagnostics = checker.diagnosticsByUnit()
      hadUntyped = checker.firstUntyped != nil
    }
  }

  /// Nil when the check cannot be reused: it had a parse error, or noted an assumption or a
  /// platform name.
  init?(
    _ trees: [SourceFileSyntax], result: SemaResult, parseErrors: [Diagnostic], imported: Set<String>, checker: TypeChecker, filesChecked: Int,
    mentioned: [String: (file: SourceFile, words: Set<String>)] = [:]
  ) {
    guard parseErrors.isEmpty, checker.assumptionLog.isEmpty else { return nil }
    self.init(trees, result: result, imported: imported, memo: Memo(checker), filesChecked: filesChecked, mentioned: mentioned)
  }

  init(
    _ trees: [SourceFileSyntax], result: SemaResult, imported: Set<String>, memo: Memo, filesChecked: Int,
    mentioned: [String: (file: SourceFile, words: Set<String>)]
  ) {
    self.trees = trees
    self.result = result
    self.imported = imported
    self.memo = memo
    self.filesChecked = filesChecked
    self.mentioned = mentioned
  }
}
