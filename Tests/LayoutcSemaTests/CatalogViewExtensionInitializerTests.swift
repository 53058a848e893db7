import LayoutcCatalog
import LayoutcSema
import LayoutcSource
import LayoutcSyntax
import Testing

/// Checks `body` inside `V` after `extra`, as the file `path` (`.swift` tolerant, `.ui` strict):
/// the body's printed type and every diagnostic as `id: message`.
private func check(_ body: String, extra: String, path: String = "t.swift") -> (type: String, diagnostics: [String]) {
  let text = "\(extra)\nstruct V: View {\n  var body: some View {\n\(body)\n  }\n}\n"
  let (tree, syntax) = Parser.parse(SourceFile(path: path, text: text))
  #expect(syntax.isEmpty, "\(syntax.map(\.message))")
  let result = Sema.check([tree], sdk: .ios17)
  let type = result.members.first { $0.view == "V" && $0.member == "body" }.map { TypePrinter.print($0.type) } ?? "?"
  return (type, result.diagnostics.map { "\($0.id): \($0.message)" })
}

/// An app's initializers in extensions of SwiftUI's generic views: the generic arguments of the
/// printed type, bound by the `where` clause, the arguments, and the body's `self.init(…)`.
@Suite struct CatalogViewExtensionInitializerTests {
  static let section = """
    extension Section where Parent == Text, Footer == EmptyView, Content: View {
        init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
            self.init(content: content) { Text(title) }
        }
    }
    """

  @Test func whereClauseAndBuilderBindEveryParameter() {
    for path in ["t.swift", "t.ui"] {
      let r = check("Section(\"a\", systemImage: \"star\") { Text(\"x\"); Image(systemName: \"y\") }", extra: Self.section, path: path)
      #expect(r.type == "Section<Text, TupleView<(Text, Image)>, EmptyView>", "\(path)")
      #expect(r.diagnostics.isEmpty, "\(path): \(r.diagnostics)")
    }
  }

  @Test func aViewParameterBindsItsGenericParameter() {
    let extra = """
      extension Label where Icon == Image {
          init(_ title: Title, symbol: String) {
              self.init(title: { title }, icon: { Image(systemName: symbol) })
          }
      }
      """
    #expect(check("Label(Text(\"a\").bold(), symbol: \"s\")", extra: extra).type == "Label<Text, Image>")
    #expect(check("Label(Circle(), symbol: \"s\")", extra: extra).type == "Label<Circle, Image>")
  }

  @Test func aBindingParameterBindsTheValueType() {
    let extra = """
      enum Mode: Hashable { case a, b }
      extension Picker where Label == Text {
          init(_ title: String, choice: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
              self.init(title, selection: choice, content: content)
          }
      }
      struct W: View {
          @State var mode = Mode.a
          var body: some View { Picker("m", choice: $mode) { Text("a") } }
      }
      """
    let (tree, _) = Parser.parse(SourceFile(path: "t.swift", text: extra))
    let result = Sema.check([tree], sdk: .ios17)
    let type = result.members.first { $0.view == "W" && $0.member == "body" }.map { TypePrinter.print($0.type) }
    #expect(type == "Picker<Text, Mode, Text>")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
  }

  @Test func theDelegationBindsWhatTheParametersLeaveInATolerantFile() {
    let extra = """
      extension Section where Footer == EmptyView, Content: View {
          init(title: String, @ViewBuilder content: () -> Content) {
              self.init(content: content, header: { Text(title) })
          }
      }
      """
    #expect(check("Section(title: \"t\") { Text(\"x\") }", extra: extra).type == "Section<Text, Text, EmptyView>")
    // swiftc rejects the initializer itself; at the call it says the parameter is not inferred.
    let strict = check("Section(title: \"t\") { Text(\"x\") }", extra: extra, path: "t.ui")
    #expect(strict.diagnostics == ["sema.generic-not-inferred: generic parameter 'Parent' could not be inferred"])
  }

  @Test func swiftUIsOwnOverloadsRemainCandidates() {
    let r = check("VStack { Section(\"a\", systemImage: \"s\") { Text(\"x\") }; Section(\"b\") { Text(\"y\") } }", extra: Self.section)
    #expect(r.type == "VStack<TupleView<(Section<Text, Text, EmptyView>, Section<Text, Text, EmptyView>)>>")
    let button = "extension Button where Label == Text { init(_ title: String, count: Int, action: @escaping () -> Void) { self.init(title, action: action) } }"
    #expect(check("Button(\"a\") {}", extra: button).type == "Button<Text>")
    #expect(check("Button(\"a\", count: 2) {}", extra: button).type == "Button<Text>")
  }

  @Test func anUnevaluatedBodyIsAnAssumedViewOfTheBoundType() {
    let extra = """
      extension Button where Label == Text {
          init(_ title: String, log: String, action: @escaping () -> Void) {
              print(log)
              self.init(title, action: action)
          }
      }
      """
    let r = check("Button(\"a\", log: \"l\") {}", extra: extra)
    #expect(r.type == "Button<Text>")
    #expect(r.diagnostics.contains("assumed.initializer: assumed view 'Button(_:log:_:)': an initializer declared in this module that layoutc cannot evaluate"))
    #expect(!r.diagnostics.contains { $0.contains("not in layoutc's vocabulary or this module") })
    let strict = check("Button(\"a\", log: \"l\") {}", extra: extra, path: "t.ui")
    #expect(strict.diagnostics.contains { $0.hasPrefix("sema.unmodelled-initializer:") })
  }

  @Test func viewsThatAreNotGenericTakeInitializersToo() {
    let extra = "extension Text { init(price: Int) { self.init(\"$\\(price)\") } }\nextension Image { init(icon: String) { self.init(systemName: icon) } }"
    let r = check("VStack { Text(price: 3); Image(icon: \"s\") }", extra: extra)
    #expect(r.type == "VStack<TupleView<(Text, Image)>>")
    #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
  }

  @Test func anInitializerMayDelegateToAnotherOfTheModule() {
    let extra = """
      extension Label where Title == Text {
          init(_ key: String, view icon: Icon) { self.init(title: { Text(key) }, icon: { icon }) }
          init(_ key: String, circle: Bool) where Icon == Circle { self.init(key, view: Circle()) }
      }
      """
    #expect(check("Label(\"a\", view: Image(systemName: \"s\"))", extra: extra).type == "Label<Text, Image>")
  }

  @Test func genericParametersNameCatalogViews() {
    for name in Catalog.viewGenericParameters.keys { #expect(Catalog.views[name] != nil, "\(name)") }
  }
}
