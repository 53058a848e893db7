import LayoutcCatalog
import LayoutcSema
import LayoutcSource
import LayoutcSyntax
import Testing

/// Checks `text` as the file `path` (its extension decides strict or tolerant): the body type of
/// `V` and every diagnostic as `id: message`.
private func check(_ body: String, extra: String = "", path: String = "t.swift") -> (type: String, diagnostics: [String]) {
  let text = "\(extra)\nstruct V: View {\n  var body: some View {\n\(body)\n  }\n}\n"
  let (tree, syntax) = Parser.parse(SourceFile(path: path, text: text))
  #expect(syntax.isEmpty, "\(syntax.map(\.message))")
  let result = Sema.check([tree], sdk: .ios17)
  let type = result.members.first { $0.view == "V" && $0.member == "body" }.map { TypePrinter.print($0.type) } ?? "?"
  return (type, result.diagnostics.map { "\($0.id): \($0.message)" })
}

/// docs/language.md, "Assumptions": one code path asks strict or tolerant once per name.
@Suite struct AssumptionsTests {
  @Test func unknownViewIsOpaqueInATolerantFileAndAnErrorInAStrictOne() {
    let tolerant = check("KFImage(url)", extra: "let url = \"x\"")
    #expect(tolerant.type == "KFImage")
    #expect(tolerant.diagnostics.contains { $0.hasPrefix("assumed.view: assumed view 'KFImage'") })
    #expect(!tolerant.diagnostics.contains { $0.contains("error") })
    let strict = check("KFImage(url)", extra: "let url = \"x\"", path: "t.ui")
    #expect(strict.diagnostics.first == "sema.cannot-find: cannot find 'KFImage' in scope")
  }

  @Test func unknownModifierIsAMarkedPlaceholder() {
    let r = check("Text(\"a\").shimmering()")
    #expect(r.type == "ModifiedContent<Text, <assumed .shimmering>>")
    #expect(r.diagnostics.contains("assumed.modifier: assumed modifier '.shimmering': laid out as its content"))
  }

  @Test func eachNameIsReportedOncePerModule() {
    let r = check("VStack { KFImage(a); KFImage(a); Text(\"x\").glow(); Text(\"y\").glow() }", extra: "let a = 1")
    #expect(r.diagnostics.filter { $0.hasPrefix("assumed.view") }.count == 1)
    #expect(r.diagnostics.filter { $0.hasPrefix("assumed.modifier") }.count == 1)
    // One summary for the module: each name once, with how often it was used.
    #expect(r.diagnostics.last == "assumed.summary: 2 assumptions in this module's 1 file (1 view, 1 modifier); most used: 'KFImage' (2 uses), '.glow' (2 uses); --verbose lists each")
  }

  @Test func unknownTypeKeepsItsSpellingAndGenericArguments() {
    let r = check("Text(item.title)", extra: "let item: Box<Int> = make()")
    #expect(r.type == "Text")
    #expect(r.diagnostics.contains { $0.hasPrefix("assumed.type: assumed type 'Box'") })
    #expect(r.diagnostics.contains { $0.hasPrefix("assumed.value: assumed value 'make'") })
  }

  @Test func membersOfAnAssumedValueAddNoNotes() {
    let r = check("VStack { Text(vm.title); Text(vm.subtitle.uppercased()); ForEach(vm.items) { Text($0.name) } }")
    #expect(r.diagnostics.filter { $0.hasPrefix("assumed.") && !$0.hasPrefix("assumed.summary") } == [
      "assumed.value: assumed value 'vm': declared outside this module"
    ])
    #expect(r.type == "VStack<TupleView<(Text, Text, ForEach<<assumed vm.items>, <assumed vm.items.element.id>, Text>)>>")
  }

  @Test func unknownStaticMemberOfAKnownTypeHasThatType() {
    let r = check("Text(\"a\").foregroundColor(Color.brand)")
    #expect(r.type == "Text")  // Text's own foregroundColor(_:) returns Text
    #expect(r.diagnostics.contains { $0.hasPrefix("assumed.member: assumed member 'Color.brand'") })
  }

  @Test func assumedViewWithContentChecksItsContentAsABuilder() {
    let r = check("GlassCard { Text(\"a\"); Text(nope) }")
    #expect(r.type == "GlassCard")
    #expect(r.diagnostics.contains { $0.hasPrefix("assumed.value: assumed value 'nope'") })
  }

  @Test func actionsNeverBlockTheView() {
    let r = check("Button(\"Go\") { store.load(); count += 1 }.task { await2() }")
    #expect(!r.diagnostics.contains { $0.contains("error") }, "\(r.diagnostics)")
    #expect(r.type.hasPrefix("ModifiedContent<Button<Text>, "))
  }

  @Test func strictFileKeepsEveryErrorAndNoNote() {
    let r = check("VStack { KFImage(a); Text(\"x\").glow() }", extra: "let a = 1", path: "t.ui")
    #expect(!r.diagnostics.contains { $0.hasPrefix("assumed.") })
    #expect(r.diagnostics.contains("sema.no-member: value of type 'Text' has no member 'glow'"))
  }

  @Test func placeholdersCannotBeSwiftTypeNames() {
    #expect(Assumptions.isPlaceholder(Assumptions.placeholder("x")))
    #expect(!Assumptions.isPlaceholder("KFImage"))
    #expect(TypePrinter.print(.nominal("Array", [.assumed("Item", [])])) == "Array<Item>")
    #expect(TypePrinter.pretty(.nominal("ModifiedContent", [.text, .assumed(Assumptions.placeholder(".a.b"), [])]))
      == "ModifiedContent<\n  Text,\n  <assumed .a.b>\n>")
  }

  /// A property wrapper layoutc does not know may have a `nonmutating set`, as SwiftUI's own
  /// do: an action assigning through it is not "self is immutable".
  @Test func anActionMayAssignThroughAnUnknownWrapper() {
    let text = """
      import SwiftUI
      struct V: View {
        @ViewStorage var size: CGFloat = 0
        var plain: CGFloat = 0
        var body: some View { Button("Go") { self.size = 2; plain = 1 } }
      }
      """
    let result = Sema.check([Parser.parse(SourceFile(path: "t.swift", text: text)).0], sdk: .ios17)
    let immutable = result.diagnostics.filter { $0.id == "sema.assign-immutable" }
    // Only the plain property: a view is a value.
    #expect(immutable.count == 1 && immutable.first?.range?.start.line == 5, "\(immutable.map(\.message))")
  }

  /// Two files may each declare a private type of one name; swiftc accepts it.
  @Test func privateTypesOfOneNameInTwoFiles() {
    let files = [("A.swift", "private protocol Box {}\nstruct A {}\n"), ("B.swift", "private protocol Box {}\nstruct B {}\n")]
    let trees = files.map { Parser.parse(SourceFile(path: $0.0, text: $0.1)).0 }
    let result = Sema.check(trees, sdk: .ios17)
    #expect(!result.diagnostics.contains { $0.id == "sema.redeclaration" }, "\(result.diagnostics.map(\.message))")
    let statics = [
      ("A.swift", "struct Theme {}\nprivate extension Theme { static let gap = 1 }\n"),
      ("B.swift", "private extension Theme { static let gap = 2 }\n"),
    ].map { Parser.parse(SourceFile(path: $0.0, text: $0.1)).0 }
    #expect(!Sema.check(statics, sdk: .ios17).diagnostics.contains { $0.id == "sema.redeclaration" })
    // A type nested in a private extension is private too (`enum Keys` in each file's).
    let nested = [
      ("A.swift", "private extension UserDefaults { enum Keys { static let a = \"a\" } }\n"),
      ("B.swift", "private extension UserDefaults { enum Keys { static let b = \"b\" } }\n"),
    ].map { Parser.parse(SourceFile(path: $0.0, text: $0.1)).0 }
    #expect(!Sema.check(nested, sdk: .ios17).diagnostics.contains { $0.id == "sema.redeclaration" })
    let clash = [("A.swift", "protocol Box {}\n"), ("B.swift", "private protocol Box {}\n")].map { Parser.parse(SourceFile(path: $0.0, text: $0.1)).0 }
    #expect(Sema.check(clash, sdk: .ios17).diagnostics.contains { $0.id == "sema.redeclaration" })
  }

  /// A target's own `Player` shadows the `Player` of a target it imports (their files are
  /// checked together): no redeclaration, and the own one is what the module's names find.
  @Test func aModulesOwnTypeShadowsAnImportedOne() {
    let files = [
      ("Models/Player.swift", "public struct Player { public let id: Int }\n"),
      ("Game/Player.swift", "public struct Player { public let name: String }\n"),
    ]
    let trees = files.map { Parser.parse(SourceFile(path: $0.0, text: $0.1)).0 }
    for imported in [["Models/Player.swift"], ["Game/Player.swift"]] {
      let result = Sema.check(trees, sdk: .ios17, imported: Set(imported))
      #expect(!result.diagnostics.contains { $0.id == "sema.redeclaration" })
      let own = imported == ["Models/Player.swift"] ? "name" : "id"
      #expect(result.model.dataTypes["Player"]?.storedProperties.map(\.name) == [own])
    }
    #expect(Sema.check(trees, sdk: .ios17).diagnostics.contains { $0.id == "sema.redeclaration" })
  }

  /// A declared generic type constructed with explicit arguments (`Box<Thing>(nil)`): its
  /// initializers are not matched against them, so in tolerant Swift each argument's context is
  /// assumed (`nil` may be the `T?` it takes), never "'nil' requires a contextual type".
  @Test func explicitGenericArgumentsGiveArgumentsAnAssumedContext() {
    let body = "Text(\"a\").onAppear { _ = Box<Thing>(nil) }"
    let types = "final class Box<T: AnyObject> { init(_ value: T?) {} }\nfinal class Thing {}"
    let r = check(body, extra: types)
    #expect(!r.diagnostics.contains { $0.hasPrefix("sema.nil-context") }, "\(r.diagnostics)")
    let strict = check(body, extra: types, path: "t.ui")
    #expect(strict.diagnostics.contains { $0.hasPrefix("sema.nil-context") }, "\(strict.diagnostics)")
  }

  /// `range ~= value`, the pattern-match operator, is a Bool (`??` binds tighter), in a spec too.
  @Test func patternMatchOperatorOnARange() {
    for path in ["t.swift", "t.ui"] {
      let r = check("Text((0..<5) ~= n ?? 100 ? \"soon\" : \"later\")", extra: "let n: Int? = 3", path: path)
      #expect(r.diagnostics.filter { $0.contains("error") || $0.hasPrefix("sema.") }.isEmpty, "\(path): \(r.diagnostics)")
      #expect(r.type == "Text")
    }
  }
}
