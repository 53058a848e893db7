import LayoutcCatalog
import LayoutcSema
import LayoutcSource
import LayoutcSyntax
import Testing

/// Types through the declarations apps write: ViewModifier bodies, `extension View` helpers
/// (Self substituted: swiftc prints a `some View` result as its underlying type), objects
/// held by property wrappers, protocol members.
@Suite struct AppDeclarationTypesTests {
  static let card = """
    struct Card: ViewModifier {
        func body(content: Content) -> some View { content.padding() }
    }
    extension View {
        func card() -> some View { modifier(Card()) }
        func twice() -> some View { self.padding().padding() }
    }
    """

  @Test func modifierIsModifiedContentOfTheStruct() {
    #expect(bodyType("Text(\"a\").modifier(Card())", extra: Self.card) == "ModifiedContent<Text, Card>")
  }

  @Test func helpersPrintTheirUnderlyingTypeForEachReceiver() {
    #expect(bodyType("Text(\"a\").card()", extra: Self.card) == "ModifiedContent<Text, Card>")
    #expect(bodyType("Circle().twice()", extra: Self.card)
      == "ModifiedContent<ModifiedContent<Circle, _PaddingLayout>, _PaddingLayout>")
    #expect(bodyType("VStack { Text(\"a\").card(); Circle().card() }", extra: Self.card)
      == "VStack<TupleView<(ModifiedContent<Text, Card>, ModifiedContent<Circle, Card>)>>")
  }

  @Test func modifierOfANonModifierIsAnError() {
    #expect(bodyType("Text(\"a\").modifier(Text(\"b\"))").hasPrefix("error: type 'Text' does not conform to protocol 'ViewModifier'"))
  }

  @Test func objectPropertiesAndMethodsType() {
    let vm = "final class VM: ObservableObject { @Published var title = \"t\"; func load(_ n: Int) -> String { title } }"
    #expect(bodyType("Text(VM().title)", extra: vm) == "Text")
    #expect(bodyType("Text(VM().load(1))", extra: vm) == "Text")
    #expect(bodyType("Text(VM().load(\"x\"))", extra: vm).hasPrefix("error: cannot convert value of type 'String'"))
  }

  @Test func classInitializersAreTheDeclaredOnes() {
    let note = "class Note { var text: String; init(text: String) { self.text = text } }"
    #expect(bodyType("Text(Note(text: \"a\").text)", extra: note) == "Text")
    #expect(bodyType("Text(Note(body: \"a\").text)", extra: note).hasPrefix("error: incorrect argument label"))
  }

  @Test func protocolDefaultsTypeMembersOfConformers() {
    let p = "protocol P { var a: String { get } }\nextension P { var b: String { a } }\nstruct S: P { let a: String }"
    #expect(bodyType("Text(S(a: \"x\").b)", extra: p) == "Text")
  }

  @Test func aViewMemberOfAConcreteTypeIsTypedFromItsDeclaration() {
    // `private var tint: Color` is a Color, not `some View`: its returns have Color as context.
    let w = """
      struct W: View {
        var on = true
        private var tint: Color {
          if on { return .white } else { return .primary }
        }
        var body: some View { Text("a").foregroundColor(tint) }
      }
      """
    #expect(bodyType("W()", extra: w) == "W")
  }

  @Test func enumMembersType() {
    let e = """
      enum Size: Int, CaseIterable {
        case small = 1, large
        init(wide: Bool) { self = wide ? .large : .small }
        var label: String { switch self { case .small: "S"; case .large: "L" } }
      }
      """
    #expect(bodyType("Text(Size(wide: true).label)", extra: e) == "Text")
    #expect(bodyType("Text(\"\\(Size.large.rawValue)\")", extra: e) == "Text")
    #expect(bodyType("ForEach(Size.allCases, id: \\.self) { s in Text(s.label) }", extra: e) == "ForEach<Array<Size>, Size, Text>")
    #expect(bodyType("Text(Size(rawValue: \"x\")?.label ?? \"\")", extra: e).hasPrefix("error: cannot convert value of type 'String'"))
  }

  @Test func styleBodiesAreTypedWithTheirConfiguration() {
    let text = """
      struct S: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
              configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
          }
      }
      struct T: ToggleStyle {
          func makeBody(configuration: Configuration) -> some View {
              HStack { configuration.label; Text(configuration.isOn ? "on" : "off") }
          }
      }
      """
    let (tree, _) = Parser.parse(SourceFile(path: "t.ui", text: text))
    let result = Sema.check([tree], sdk: .ios17)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let types = Dictionary(uniqueKeysWithValues: result.members.map { ("\($0.view).\($0.member)", TypePrinter.print($0.type)) })
    #expect(types["S.makeBody(configuration:)"] == "ModifiedContent<Label, _OpacityEffect>")
    #expect(types["T.makeBody(configuration:)"] == "HStack<TupleView<(Label, Text)>>")
    // A style is not a ViewModifier.
    #expect(bodyType("Text(\"a\").modifier(S())", extra: text).hasPrefix("error: type 'S' does not conform to protocol 'ViewModifier'"))
  }
}
