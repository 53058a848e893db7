import LayoutcSource
import LayoutcSyntax
import Testing

@testable import LayoutcSema

/// Declarations the checker does not model never change an answer silently: a strict spec
/// reports each where it is written; tolerant Swift skips those that cannot affect a view and
/// reports the others.
@Suite struct UnmodelledDeclarationTests {
  static let source = """
    import SwiftUI
    infix operator <+> : AdditionPrecedence
    precedencegroup P { associativity: left }
    struct Grid {
      var cells: [Int] = []
      subscript(i: Int) -> Int { cells[i] }
      deinit {}
      var observed: Int = 0 { didSet { } }
    }
    struct Card: View {
      subscript(i: Int) -> Int { i }
      var body: some View { Text("a") }
    }
    """

  private func unsupported(_ path: String) -> [String] {
    let (tree, syntax) = Parser.parse(SourceFile(path: path, text: Self.source))
    #expect(syntax.isEmpty)
    let result = Sema.check([tree], sdk: .ios17)
    return result.diagnostics.filter { $0.id == "sema.unsupported" }.map { "\($0.range!.start.line) \($0.message)" }
  }

  @Test func strictSpecReportsEachWhereWritten() {
    #expect(unsupported("t.ui") == [
      "2 operator declaration is not supported in layout specs",
      "3 precedence group declaration is not supported in layout specs",
      "6 'subscript' declaration is not supported in layout specs",
      "8 'didSet' accessor is not supported in layout specs",
      "11 'subscript' declaration is not supported in layout specs",
    ])
  }

  /// A view's subscript is not its body: a use of it is assumed where it is written.
  @Test func tolerantSwiftSkipsWhatCannotAffectAView() {
    #expect(unsupported("t.swift") == [])
  }
}
