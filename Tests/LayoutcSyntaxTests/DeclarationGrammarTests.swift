import LayoutcSource
import LayoutcTestSupport
import Testing

@testable import LayoutcSyntax

/// The dump of `text` without ranges and without the `SourceFile` line, one node a line.
private func shape(_ text: String, configuration: BuildConfiguration = .default) -> String {
  let (tree, diags) = Parser.parse(SourceFile(path: "t.ui", text: text), configuration: configuration)
  #expect(diags.filter { $0.severity == .error }.isEmpty, "\(diags.map(\.message))")
  return ASTDumper.dump(tree).split(separator: "\n").dropFirst().map { removingRanges(String($0)).dropFirst(2) }
    .joined(separator: "\n")
}

/// Declarations of every form parse to the tree swiftc would build (checked with
/// `swiftc -parse -dump-parse` for the shapes).
@Suite struct DeclarationGrammarTests {
  @Test func extensionsOfAnyTypeWithWhereClauses() {
    #expect(shape("extension Array where Element == Int {}") == "ExtensionDecl Array where=[Element == Int]")
    #expect(shape("extension [String]: P {}") == "ExtensionDecl [String] type=[String] inherits=[P]")
    #expect(shape("extension Optional: @retroactive View where Wrapped: View & Sendable {}")
      == "ExtensionDecl Optional inherits=[@retroactive View] where=[Wrapped: View & Sendable]")
    #expect(shape("extension Swift.Collection {}") == "ExtensionDecl Swift.Collection")
  }

  @Test func genericParametersAndWhereClausesOnFunctions() {
    #expect(shape("func f<T: Comparable, each U>(_ x: T) -> T? where T.Stride == Int { nil }") == """
      FuncDecl f generics=[T, each U] returns=T? where=[T.Stride == Int]
        Parameter _ x: T
        NilLiteral
      """)
  }

  @Test func everyTypeForm() {
    let types = [
      "Int!", "[[String: [Int?]]]?", "(Int, String) async throws -> Void", "@Sendable @MainActor (inout Int) -> ()",
      "((Int) throws(E) -> Int)!", "(Int...) -> Int", "(any View).Type", "Equatable.Protocol", "any Hashable & Sendable",
      "KeyPath<Root, Value>", "some View", "@escaping () async -> Void", "borrowing String",
      "(Int, label: String)", "(_ x: Int, y: Int) -> Void",
    ]
    for t in types {
      #expect(shape("let x: \(t)") == "LetDecl x type=\(t)")
    }
  }

  @Test func enumsWithRawAndAssociatedValues() {
    #expect(shape("indirect enum E: Int { case a = 1, b, c = -1\n indirect case d(x: Int = 0, _ y: E, String) }") == """
      EnumDecl E inherits=[Int] modifiers=[indirect]
        EnumCaseDecl
          Case a
            raw: IntegerLiteral 1
          Case b
          Case c
            raw: PrefixOperator -
              IntegerLiteral 1
        EnumCaseDecl modifiers=[indirect]
          Case d values=(x: Int, _ y: E, String)
            default x: IntegerLiteral 0
      """)
  }

  @Test func subscriptsInitializersAndDeinit() {
    #expect(shape("struct M {\n static subscript<T>(i: T) -> Int where T: P { get async throws { 0 } set { } }\n init?() {}\n init!(x: Int) throws(E) {}\n deinit {}\n}") == """
      StructDecl M
        SubscriptDecl modifiers=[static] generics=[T] returns=Int where=[T: P]
          Parameter i i: T
          Accessor get effects=[async throws]
            IntegerLiteral 0
          Accessor set
        FuncDecl init?
        FuncDecl init! effects=[throws(E)]
          Parameter x x: Int
        DeinitDecl
      """)
  }

  @Test func operatorsAndPrecedenceGroups() {
    #expect(shape("infix operator <+> : AdditionPrecedence\nprecedencegroup P { higherThan: A, B\n associativity: left }") == """
      OperatorDecl infix <+> group=AdditionPrecedence
      PrecedenceGroupDecl P [higherThan: A, B; associativity: left]
      """)
    #expect(shape("extension Int { static prefix func +++ (x: Int) -> Int { x } }").contains("FuncDecl +++ modifiers=[static, prefix]"))
  }

  @Test func accessorsObserversAndBindings() {
    #expect(shape("var x: Int = 0 { willSet { } didSet(old) { } }\nlet (a, (b, _)) = t, c = 1, d: Int\nvar y: Int { mutating get { 0 } nonmutating set(v) { } }") == """
      VarDecl x type=Int
        initializer: IntegerLiteral 0
        Accessor willSet
        Accessor didSet(old)
      LetPatternDecl (a, (b, _))
        initializer: Identifier t
      LetDecl c
        initializer: IntegerLiteral 1
      LetDecl d type=Int
      VarDecl y type=Int computed
        Accessor get modifiers=[mutating]
          IntegerLiteral 0
        Accessor set(v) modifiers=[nonmutating]
      """)
    // An initializer's trailing braces starting with an observer are the observers (swiftc's
    // isStartOfGetSetAccessor), not a trailing closure.
    #expect(shape("var z = f() { didSet { } }").contains("Accessor didSet"))
  }

  @Test func attributesWithArgumentsAndModifiers() {
    let text = """
      @available(iOS 17, *) @MainActor public final class var x: Int { 0 }
      @objc(run:) @discardableResult nonisolated private(set) func f() -> Int { 0 }
      @Query(sort: \\Item.date, order: .reverse) private var items: [Item]
      """
    #expect(shape(text) == """
      VarDecl x attributes=[@available(iOS 17, *), @MainActor] modifiers=[public, final, class] type=Int computed
        IntegerLiteral 0
      FuncDecl f attributes=[@objc(run:), @discardableResult] modifiers=[nonisolated, private(set)] returns=Int
        IntegerLiteral 0
      VarDecl items attributes=[@Query] modifiers=[private] type=[Item]
        AttributeArguments @Query
          sort: KeyPath \\Item.date
          order: ImplicitMember .reverse
      """)
  }

  @Test func directivesAndAttributedDeclarationsAmongStatements() {
    #expect(shape("#Preview {\n  @Previewable @State var a = 1, b = 2\n  #warning(\"w\")\n}") == """
      MacroExpansionDecl #Preview
        VarDecl a attributes=[@Previewable, @State]
          initializer: IntegerLiteral 1
        VarDecl b attributes=[@Previewable, @State]
          initializer: IntegerLiteral 2
        CompilerDirective #warning
          _: StringLiteral "w"
      """)
  }

  @Test func typealiasWithGenericsAndWhere() {
    #expect(shape("typealias H<T> = (T) -> Void where T: Sendable") == "TypealiasDecl H generics=[T] = (T) -> Void where=[T: Sendable]")
  }
}

/// Declaration errors: each is Swift's, where swiftc reports it (checked with `swiftc -parse`).
@Suite struct DeclarationErrorTests {
  @Test(arguments: [
    // swiftc: "expected '{' to start getter definition", once, at `set`.
    ("struct S {\n  var x: Int { get 1️⃣set }\n}", "parse.expected"),
    ("struct T {\n  var y: Int = 0 { didSet 1️⃣}\n}", "parse.expected"),
    ("1️⃣operator +++", "parse.operator-fixity"),
    ("#error(1️⃣\"boom\")", "parse.pound-error"),
    ("1️⃣#endif", "parse.unexpected-if-config"),
    ("#if 1️⃣1\n#endif", "parse.if-config-condition"),
    ("#if A 1️⃣== B\n#endif", "parse.if-config-condition"),
    ("#if 1️⃣foo(bar)\n#endif", "parse.if-config-condition"),
    ("#if 1️⃣!!A\n#endif", "parse.if-config-condition"),
    // An inactive clause must still be valid Swift.
    ("#if FOO\nlet 1️⃣= 1\n#endif", "parse.expected"),
    ("#if DEBUG\nlet a = 11️⃣", "parse.expected-endif"),
  ])
  func reportsSwiftsError(_ c: (String, String)) {
    let marked = MarkedText(c.0)
    let (_, diags) = Parser.parse(SourceFile(path: "t.ui", text: marked.text))
    let l = marked.location("1️⃣")!
    #expect(diags.map { "\($0.range!.start.line):\($0.range!.start.column) \($0.id)" } == ["\(l.line):\(l.column) \(c.1)"])
  }

  @Test func inactiveAndVersionSkippedClausesSayNothing() {
    let text = "#if os(macOS)\n#error(\"mac\")\n#endif\n#if swift(>=99)\nthis is ( not Swift\n#else\nlet a = 1\n#endif\n"
    let (tree, diags) = Parser.parse(SourceFile(path: "t.ui", text: text))
    #expect(diags.isEmpty)
    #expect(tree.declarations.count == 1)
    #expect(tree.conditionalBlocks.map { $0.clauses.map(\.isSkipped) } == [[false], [true, false]])
  }

  /// New recursive forms count toward the one nesting limit (docs/robustness.md): 100,000
  /// repetitions stop with one error. Each case is (prefix, repeated part, middle, closing part).
  @Test(arguments: [
    ("", "#if A\n", "", "#endif\n"), ("#if ", "(", "A", ")"), ("#if ", "!(", "A", ")"),
    ("let ", "(", "a", ")"), ("enum E { case a", "(", "Int", ")"), ("let x: ", "[", "Int", "]"),
    ("let x: Int", ".Type", "", ""), ("let x: Int", "!", "", ""), ("struct S { var x: Int { get { ", "S.init(", "", ")"),
    ("", "extension A { ", "", "}"),
  ])
  func newFormsCountTowardTheNestingLimit(_ form: (String, String, String, String)) {
    let count = 100_000
    let text = form.0 + String(repeating: form.1, count: count) + form.2 + String(repeating: form.3, count: count)
    let diags = onLargeStack { Parser.parse(SourceFile(path: "t.ui", text: text)).1 }
    #expect(diags.map(\.id) == ["parse.nesting-too-deep"], "\(form.1)")
  }
}

/// `#if` is evaluated from the configuration: iOS on the simulator, Swift 5 mode of a 6.3
/// compiler, `-D` conditions.
@Suite struct BuildConfigurationTests {
  private func holds(_ condition: String, _ configuration: BuildConfiguration = .default) -> Bool {
    let (tree, diags) = Parser.parse(SourceFile(path: "t.ui", text: "#if \(condition)\nlet a = 1\n#endif\n"), configuration: configuration)
    #expect(diags.isEmpty, "\(diags.map(\.message))")
    return tree.declarations.count == 1
  }

  @Test func platformConditions() {
    #expect(holds("os(iOS)"))
    #expect(!holds("os(macOS)"))
    #expect(holds("arch(arm64) && targetEnvironment(simulator) && !targetEnvironment(macCatalyst)"))
    #expect(holds("canImport(SwiftUI) && canImport(UIKit) && canImport(Foundation)"))
    #expect(!holds("canImport(AppKit) || canImport(Kingfisher)"))
    #expect(holds("hasAttribute(retroactive)") && !holds("hasFeature(StrictConcurrency)"))
  }

  // swiftc 6.3.1 in its default Swift 5 mode: swift(>=5.10) holds, swift(>=5.10.1) and
  // swift(>=6) do not; compiler(>=6.3) holds.
  @Test func versionChecks() {
    #expect(holds("swift(>=5.10)") && !holds("swift(>=5.10.1)") && !holds("swift(>=6)") && holds("swift(<6)"))
    #expect(holds("compiler(>=6.3)") && !holds("compiler(>=6.4)"))
  }

  @Test func customConditionsAndOperators() {
    let debug = BuildConfiguration(customConditions: ["DEBUG"])
    #expect(!holds("DEBUG") && holds("DEBUG", debug))
    #expect(holds("!(DEBUG || RELEASE) && true"))
    #expect(holds("(DEBUG || os(iOS)) && !false", debug))
  }

  @Test func versionChecksDecideWhetherAnInactiveClauseIsParsed() {
    func isVersionCheck(_ condition: String) -> Bool {
      var p = Parser(file: SourceFile(path: "t.ui", text: condition), tokens: Lexer.tokenize(SourceFile(path: "t.ui", text: condition)).tokens, segments: [:])
      return p.parseOrCondition().isVersionCheck
    }
    // ParseIfConfig.cpp: `&&` with a version check on either side, `||` with one on both.
    #expect(isVersionCheck("FOO && swift(>=99)") && isVersionCheck("!swift(>=1)"))
    #expect(!isVersionCheck("swift(>=99) || FOO") && isVersionCheck("swift(<1) || compiler(<1)"))
  }
}
