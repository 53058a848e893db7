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

  /// Every statement and expression of the module in walk order, collected once for all
  /// rules (each rule walking the whole module again was most of a large app's lint time).
  private let nodes: SyntaxNodes
  /// The paths of `files`: a module's, or only some of its files (an editor's check right
  /// after an edit), whose findings alone are wanted.
  private let paths: Set<String>

  public init(files: [SourceFileSyntax], sema: SemaResult, roots: [InstanceRoot], expansions: [ForEachExpansion]) {
    self.files = files
    self.sema = sema
    self.roots = roots
    self.expansions = expansions
    self.nodes = SyntaxNodes(files)
    self.paths = Set(files.map(\.file.path))
  }

  /// Whether `file` is one of `files`: a rule going through the model's declarations reads
  /// only those written in them.
  public func inspects(_ file: SourceFile) -> Bool { paths.contains(file.path) }

  /// Visits every expression of every file with the file it is in.
  public func forEachExpr(_ visit: (Expr, SourceFile) -> Void) {
    for (e, f) in nodes.exprs { visit(e, f) }
  }

  /// Visits every statement of every file.
  public func forEachStmt(_ visit: (Stmt, SourceFile) -> Void) {
    for (s, f) in nodes.stmts { visit(s, f) }
  }

  /// The source text of a range.
  public func text(_ range: SourceRange, in file: SourceFile) -> String { file.text(in: range) }
}

/// The statements and expressions of a module, each with its file, parents before children.
final class SyntaxNodes: Sendable {
  let exprs: [(Expr, SourceFile)]
  let stmts: [(Stmt, SourceFile)]

  init(_ files: [SourceFileSyntax]) {
    var exprs: [(Expr, SourceFile)] = []
    var stmts: [(Stmt, SourceFile)] = []
    for f in files {
      ASTWalker(expr: { exprs.append(($0, f.file)) }, stmt: { stmts.append(($0, f.file)) }).walk(f)
    }
    self.exprs = exprs
    self.stmts = stmts
  }
}
