import LayoutcEval
import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// A lint rule: a static description and a check over the linted module.
public protocol Rule: Sendable {
  static var description: RuleDescription { get }
  init()
  func check(_ input: LintInput) -> [Finding]
}

/// What a rule reports: where, what, and how to fix it. The linter turns it into a
/// `Diagnostic` with the rule's id and configured severity.
public struct Finding: Sendable {
  public var file: SourceFile
  public var range: SourceRange
  public var message: String
  public var notes: [Note]
  public var fixIts: [FixIt]

  public init(file: SourceFile, range: SourceRange, message: String, notes: [Note] = [], fixIts: [FixIt] = []) {
    self.file = file
    self.range = range
    self.message = message
    self.notes = notes
    self.fixIts = fixIts
  }
}

/// The module a rule inspects: syntax trees, what the checker learned, and the instance trees
/// of its roots evaluated with their default state.
public struct LintInput: Sendable {
  public var files: [SourceFileSyntax]
  public var sema: SemaResult
  public var roots: [InstanceRoot]
  /// Every ForEach expansion of the evaluation, with the ids it produced.
  public var expansions: [ForEachExpansion]

  public init(files: [SourceFileSyntax], sema: SemaResult, roots: [InstanceRoot], expansions: [ForEachExpansion]) {
    self.files = files
    self.sema = sema
    self.roots = roots
    self.expansions = expansions
  }

  /// Visits every expression of every file with the file it is in.
  public func forEachExpr(_ visit: @escaping (Expr, SourceFile) -> Void) {
    for f in files { ASTWalker(expr: { visit($0, f.file) }).walk(f) }
  }

  /// Visits every statement of every file.
  public func forEachStmt(_ visit: @escaping (Stmt, SourceFile) -> Void) {
    for f in files { ASTWalker(stmt: { visit($0, f.file) }).walk(f) }
  }

  /// The source text of a range.
  public func text(_ range: SourceRange, in file: SourceFile) -> String { file.text(in: range) }
}
