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
