import LayoutcSource
import LayoutcTestSupport
import Testing

@testable import LayoutcSyntax

/// Parses `text` and returns its dump and diagnostics as `line:col id` strings.
func parse(_ text: String) -> (dump: String, diagnostics: [String]) {
  let (tree, diags) = Parser.parse(SourceFile(path: "t.ui", text: text))
  return (ASTDumper.dump(tree), diags.map { "\($0.range!.start) \($0.id): \($0.message)" })
}

/// The dump of the first expression statement in `body`, without ranges.
func expressionShape(_ expression: String) -> String {
  let (tree, diags) = Parser.parse(SourceFile(path: "t.ui", text: "let x = \(expression)"))
  #expect(diags.isEmpty, "\(diags.map(\.message))")
  let dump = ASTDumper.dump(tree)
  return dump.split(separator: "\n").dropFirst(2).map { line in
    removingRanges(String(line)).dropFirst(4)
  }.joined(separator: "\n")
}

/// Drops ` @l:c-l:c` range annotations from a dump line.
func removingRanges(_ line: String) -> String {
  var out = ""
  var rest = Substring(line)
  while let at = rest.range(of: " @") {
    out += rest[..<at.lowerBound]
    var tail = rest[at.upperBound...]
    let spec = tail.prefix { $0.isNumber || $0 == ":" || $0 == "-" }
    if spec.contains(":") { tail = tail.dropFirst(spec.count) } else { out += " @" }
    rest = tail
  }
  return out + rest
}

@Suite struct ExpressionTests {
  @Test func precedenceFollowsSwift() {
    #expect(expressionShape("1 + 2 * 3") == """
      initializer: BinaryOperator +
        IntegerLiteral 1
        BinaryOperator *
          IntegerLiteral 2
          IntegerLiteral 3
      """)
    #expect(expressionShape("a || b && c == d") == """
      initializer: BinaryOperator ||
        Identifier a
        BinaryOperator &&
          Identifier b
          BinaryOperator ==
            Identifier c
            Identifier d
      """)
  }

  @Test func rangesBindTighterThanComparison() {
    #expect(expressionShape("0..<n + 1") == """
      initializer: BinaryOperator ..<
        IntegerLiteral 0
        BinaryOperator +
          Identifier n
          IntegerLiteral 1
      """)
  }

  @Test func ternaryIsRightAssociative() {
    #expect(expressionShape("a ? 1 : b ? 2 : 3") == """
      initializer: Ternary
        condition: Identifier a
        then: IntegerLiteral 1
        else: Ternary
          condition: Identifier b
          then: IntegerLiteral 2
          else: IntegerLiteral 3
      """)
  }

  @Test func prefixAndPostfixByWhitespace() {
    #expect(expressionShape("-x") == "initializer: PrefixOperator -\n  Identifier x")
    #expect(expressionShape("!on") == "initializer: PrefixOperator !\n  Identifier on")
    #expect(expressionShape("a - b").hasPrefix("initializer: BinaryOperator -"))
    #expect(expressionShape("list.last?.id") == """
      initializer: Member .id
        base: PostfixOperator ?
          Member .last
            base: Identifier list
      """)
  }

  @Test func callsWithLabelsAndTrailingClosures() {
    #expect(expressionShape("Button { go() } label: { Text(\"a\") }") == """
      initializer: Call
        callee: Identifier Button
        _ trailing: Closure
          Call
            callee: Identifier go
        label trailing: Closure
          Call
            callee: Identifier Text
            _: StringLiteral "a"
      """)
  }

  @Test func closuresWithParametersAndShorthand() {
    #expect(expressionShape("{ d in d[.bottom] * 0.927 }") == """
      initializer: Closure params=[d]
        BinaryOperator *
          Subscript
            base: Identifier d
            _: ImplicitMember .bottom
          FloatLiteral 0.927
      """)
    #expect(expressionShape("{ _ in }") == "initializer: Closure params=[_]")
    #expect(expressionShape("{ Text($0.name) }").contains("Identifier $0"))
  }

  @Test func keyPathsAndImplicitMembers() {
    #expect(expressionShape("\\.id") == "initializer: KeyPath \\.id")
    #expect(expressionShape("\\Pet.name.count") == "initializer: KeyPath \\Pet.name.count")
    #expect(expressionShape(".system(size: 12)") == """
      initializer: Call
        callee: ImplicitMember .system
        size: IntegerLiteral 12
      """)
  }

  @Test func modifierChainsContinueOnTheNextLine() {
    #expect(expressionShape("Text(\"a\")\n  .padding()\n  .bold()") == """
      initializer: Call
        callee: Member .bold
          base: Call
            callee: Member .padding
              base: Call
                callee: Identifier Text
                _: StringLiteral "a"
      """)
  }

  @Test func interpolationIsParsedWithRealLocations() {
    let (dump, diags) = parse("let s = \"n: \\(count + 1)!\"")
    #expect(diags.isEmpty)
    #expect(dump.contains("interpolation: BinaryOperator + @1:15-1:24"))
  }
}

@Suite struct DeclarationTests {
  /// `@FocusState.Binding` is one dotted attribute, and an attribute's arguments are kept
  /// (`@Environment(\.colorScheme)` initialises the wrapper, so the memberwise parameter has a default).
  @Test func dottedAttributesAndAttributeArguments() throws {
    let (tree, diags) = Parser.parse(SourceFile(path: "t.ui", text: """
      struct Row: View {
          @FocusState.Binding var field: Bool
          @Environment(\\.colorScheme) var scheme
          @State var on = false
          var body: some View { Text("a") }
      }
      """))
    #expect(diags.isEmpty, "\(diags.map(\.message))")
    guard case .type(let t)? = tree.declarations.first?.kind else { Issue.record("no struct"); return }
    let attributes = t.members.compactMap { m -> Attribute? in
      if case .variable(let v) = m.kind { return v.attributes.first }
      return nil
    }
    #expect(attributes.map(\.name) == ["FocusState.Binding", "Environment", "State"])
    #expect(attributes.map { $0.arguments?.count } == [nil, 1, nil])
    #expect(attributes[0].range.start.column == 5 && attributes[0].range.end.column == 24)
  }

  @Test func viewWithPropertiesMembersAndGenerics() {
    let (dump, diags) = parse("""
      struct Card<Content: View>: View {
          @ViewBuilder let content: Content
          @State private var on = false
          @Binding var count: Int
          var body: some View { content }
          @ViewBuilder func row(_ pet: Pet, at index: Int = 0) -> some View { Text(pet.name) }
      }
      """)
    #expect(diags.isEmpty)
    #expect(dump.contains("StructDecl Card @1:1-7:2 generics=[Content: View] inherits=[View]"))
    #expect(dump.contains("LetDecl content @2:5-2:38 attributes=[@ViewBuilder] type=Content"))
    #expect(dump.contains("VarDecl on @3:5-3:34 attributes=[@State] modifiers=[private]"))
    #expect(dump.contains("FuncDecl row @6:5-6:89 attributes=[@ViewBuilder] returns=some View"))
    #expect(dump.contains("Parameter at index: Int"))
  }

  @Test func dataEnumsAlignmentsPreviewsAssets() {
    let (dump, diags) = parse("""
      import SwiftUI
      struct Pet: Identifiable { let id: Int; var tag: UUID { UUID() } }
      enum Kind { case text, image(String) }
      extension VerticalAlignment {
          private enum Mid: AlignmentID {
              static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
          }
          static let mid = VerticalAlignment(Mid.self)
      }
      #asset("photo", width: 20, height: 20)
      #Preview("Narrow", traits: .fixedLayout(width: 200, height: 100)) { ContentView() }
      """)
    #expect(diags.isEmpty, "\(diags)")
    #expect(dump.contains("Import SwiftUI"))
    #expect(dump.contains("VarDecl tag @2:41-2:65 type=UUID computed"))
    #expect(dump.contains("Case image @3:24-3:37 values=(String)"))
    #expect(dump.contains("ExtensionDecl VerticalAlignment"))
    #expect(dump.contains("FuncDecl defaultValue"))
    #expect(dump.contains("MacroExpansionDecl #asset @10:1-10:39"))
    #expect(dump.contains("MacroExpansionDecl #Preview @11:1-11:84"))
  }

  @Test func nestedGenericsSplitClosingAngles() {
    let (dump, diags) = parse("var t: VStack<TupleView<(Text, Text)>>")
    #expect(diags.isEmpty)
    #expect(dump.contains("type=VStack<TupleView<(Text, Text)>>"))
  }
}

@Suite struct StatementTests {
  @Test func ifElseChainsSwitchAndFor() {
    let (dump, diags) = parse("""
      var body: some View {
          if let name = user?.name, count > 0 { Text(name) } else if #available(iOS 17, *) { Text("a") } else { EmptyView() }
          switch kind {
          case .text, .label: Text("t")
          case .image(let name): Image(name)
          default: EmptyView()
          }
          for i in 0..<3 { Text("\\(i)") }
          let x = 1
      }
      """)
    #expect(diags.isEmpty, "\(diags)")
    #expect(dump.contains("OptionalBinding let name"))
    #expect(dump.contains("Available iOS 17 ,"))
    #expect(dump.contains("pattern: ImplicitMember .text"))
    #expect(dump.contains("PatternBinding let name"))
    #expect(dump.contains("pattern: PatternBinding let i"))
    #expect(dump.contains("LetDecl x"))
  }

  @Test func conditionsDoNotTakeTrailingClosures() {
    let (dump, diags) = parse("var body: some View { if on { Text(\"a\") } }")
    #expect(diags.isEmpty)
    #expect(dump.contains("condition: Identifier on"))
  }
}

/// The statement forms of the grammar apps are written in, each with the shape `--dump-ast` shows.
@Suite struct StatementGrammarTests {
  @Test func guardDeferThrowAndLabels() {
    let (dump, diags) = parse("""
      func f(x: Int?) throws -> Int {
          guard let x, x > 0 else { throw E.bad }
          defer { print(x) }
          outer: for i in 0..<3 where i != 1 {
              while true { continue outer }
          }
          repeat { break } while false
          return x
      }
      """)
    #expect(diags.isEmpty, "\(diags)")
    #expect(dump.contains("GuardStmt @2:5-2:44"))
    #expect(dump.contains("ThrowStmt @2:31-2:42"))
    #expect(dump.contains("DeferStmt @3:5-3:23"))
    #expect(dump.contains("ForStmt @4:5-6:6 label=outer"))
    #expect(dump.contains("where: BinaryOperator != @4:33-4:39"))
    #expect(dump.contains("ContinueStmt @5:22-5:36 target=outer"))
    #expect(dump.contains("RepeatWhileStmt @7:5-7:33"))
  }

  @Test func doCatchClauses() {
    let (dump, diags) = parse("""
      func f() {
          do { try g() } catch let e as MyError where e.code > 1 { } catch is CancellationError { } catch { }
      }
      """)
    #expect(diags.isEmpty, "\(diags)")
    #expect(dump.contains("pattern: Cast as MyError @2:26-2:42"))
    #expect(dump.contains("pattern: IsPattern CancellationError @2:70-2:90"))
    #expect(dump.contains("Try try @2:10-2:17"))
  }

  @Test func switchPatterns() {
    let (dump, diags) = parse("""
      func f() {
          switch (a, b) {
          case (let x, _) where x > 1: break
          case (1...5, ..<3), (_, is Int): fallthrough
          case (let v as Int, let w?): print(v, w)
          case (.item(label: let l), _): print(l)
          @unknown default: break
          }
      }
      """)
    #expect(diags.isEmpty, "\(diags)")
    #expect(dump.contains("IsPattern Int @4:29-4:35"))
    #expect(dump.contains("Cast as Int @5:11-5:23"))
    #expect(dump.contains("PostfixOperator ? @5:25-5:31"))
    #expect(dump.contains("label: PatternBinding let l @6:24-6:29"))
    #expect(dump.contains("@unknown Default @7:5-7:28"))
    #expect(dump.contains("FallthroughStmt"))
  }

  @Test func conditionListsBindPatterns() {
    let (dump, diags) = parse("""
      func f() {
          if var n = m, let self, case .some(let z)? = w, let (a, b) = pair { }
          for case let .x(v) in items { }
          for (i, item) in items.enumerated() { }
      }
      """)
    #expect(diags.isEmpty, "\(diags)")
    #expect(dump.contains("OptionalBinding var n"))
    #expect(dump.contains("OptionalBinding let self"))
    #expect(dump.contains("ForStmt @3:5-3:36 case"))
    #expect(dump.contains("_: PatternBinding let item @4:13-4:17"))
  }
}

/// The expression forms of the grammar apps are written in.
@Suite struct ExpressionGrammarTests {
  @Test func closuresWithCapturesAndSignatures() {
    let (dump, diags) = parse("""
      let a = { [weak self, unowned(safe) m, x = y] (p: Int, q) async throws -> Int in p }
      let b = { @MainActor in run() }
      let c = { _ in }
      """)
    #expect(diags.isEmpty, "\(diags)")
    #expect(dump.contains("Closure @1:9-1:85 params=[p: Int, q] async throws returns=Int"))
    #expect(dump.contains("Capture weak self @1:12-1:21"))
    #expect(dump.contains("Capture unowned(safe) m @1:23-1:38"))
    #expect(dump.contains("Capture x @1:40-1:45"))
    #expect(dump.contains("Closure @2:9-2:32 attributes=[@MainActor] params=[]"))
    #expect(dump.contains("Closure @3:9-3:17 params=[_]"))
  }

  @Test func literalsKeyPathsAndGenerics() {
    let (dump, diags) = parse(##"""
      let d = ["a": 1]
      let e: [String: Int] = [:]
      let f = pair.1.0
      let g = #"a "b" \#(c)"#
      let h = \Item.tags[0]
      let i = \.parent?.name
      let j = Box<Int>(1)
      let k = #Predicate<Item> { $0.done }
      let l = if c { 1 } else { 2 }
      let m = try? await load()
      let n = self.$isOn
      let o = a < b && c > d
      """##)
    #expect(diags.isEmpty, "\(diags)")
    #expect(dump.contains("DictionaryLiteral @1:9-1:17"))
    #expect(dump.contains("DictionaryLiteral @2:24-2:27"))
    #expect(dump.contains("Member .0 @3:9-3:17"))
    #expect(dump.contains("Text \"a \\\"b\\\" \""))
    #expect(dump.contains("Component []"))
    #expect(dump.contains("Component ?"))
    #expect(dump.contains("Specialize <Int> @7:9-7:17"))
    #expect(dump.contains("Specialize <Item> @8:9-8:25"))
    #expect(dump.contains("StatementExpression @9:9-9:30"))
    #expect(dump.contains("Try try? @10:9-10:26"))
    #expect(dump.contains("Await @10:14-10:26"))
    #expect(dump.contains("Member .$isOn @11:9-11:19"))
    #expect(dump.contains("BinaryOperator && @12:9-12:23"))
  }

  @Test func awaitIsAContextualKeyword() {
    let (dump, diags) = parse("let await = 1\nlet x = await + 1")
    #expect(diags.isEmpty, "\(diags)")
    #expect(dump.contains("BinaryOperator + @2:9-2:18"))
  }

  /// A regex literal is one expression (SE-0354); the checker decides what it may be.
  @Test func regexLiteralsParse() {
    let (dump, diags) = parse("let r = /a+\\d{8}/\nlet e = #/\"(?<k>[^/]+)\"/#\nlet y = s.contains(/^log_/)")
    #expect(diags.isEmpty, "\(diags)")
    #expect(dump.contains("RegexLiteral") && dump.contains("@1:9-1:18"), "\(dump)")
    #expect(dump.contains("RegexLiteral") && dump.contains("@2:9-2:26"), "\(dump)")
    #expect(dump.contains("@3:20-3:27"), "\(dump)")
  }

  @Test func divisionIsNotARegexLiteral() {
    let (dump, diags) = parse("let a = x/y/z\nlet b = (x) / 2 / y\nlet c = [1].map { $0/2 }")
    #expect(diags.isEmpty, "\(diags)")
    #expect(!dump.contains("Regex"), "\(dump)")
    #expect(dump.contains("BinaryOperator / @1:9-1:14"), "\(dump)")
  }
}

/// Forms measured on a real app: operators and compound names as values, and
/// tuple destructuring.
@Suite struct FunctionReferenceTests {
  @Test func operatorsAndCompoundNamesAreValues() {
    let (dump, diags) = parse("let a = xs.reduce(0, +)\nlet b = f(handle: handle(action:), other: self.run(_:with:))")
    #expect(diags.isEmpty, "\(diags)")
    #expect(dump.contains("_: Identifier + @1:22-1:23"))
    #expect(dump.contains("handle: Identifier handle(action:) @2:19-2:34"))
    #expect(dump.contains("other: Member .run(_:with:) @2:43-2:60"))
  }

  @Test func tupleDestructuring() {
    let (dump, diags) = parse("func f() {\n    let (a, _): (Int, Int) = pair\n}")
    #expect(diags.isEmpty, "\(diags)")
    #expect(dump.contains("LetPattern @2:5-2:34 type=(Int, Int)"))
    #expect(dump.contains("_: PatternBinding let a @2:10-2:11"))
  }

  /// A typed tuple pattern may be initialized later (swiftc accepts `let (a, b): (Int, Int)` and
  /// an assignment after it); an untyped one needs its value.
  @Test func typedTuplePatternsMayBeInitializedLater() {
    let (dump, diags) = parse("func f() {\n    var (data, response): (Data, URLResponse)\n    (data, response) = load()\n}")
    #expect(diags.isEmpty, "\(diags)")
    #expect(dump.contains("VarPattern @2:5-2:46 type=(Data, URLResponse)"))
    let (_, untyped) = parse("func f() {\n    let (a, b)\n}")
    #expect(untyped.count == 1 && untyped[0].contains("parse.expected"), "\(untyped)")
  }
}

@Suite struct AsyncLetTests {
  @Test func asyncLetIsALocalWithItsModifier() {
    let (dump, diags) = parse("func f() async {\n    async let a = load()\n    let async = 1\n}")
    #expect(diags.isEmpty, "\(diags)")
    #expect(dump.contains("LetDecl a @2:5-2:25 modifiers=[async]"))
    #expect(dump.contains("LetDecl async @3:5-3:18"))
  }
}
