import Foundation
import LayoutcCatalog
import LayoutcSema
import LayoutcSource
import LayoutcSyntax
import LayoutcTestSupport
import Testing

/// A check reusing the previous one (`Sema.check(reusing:)`) gives what a full check of the same
/// syntax gives: every diagnostic, every member's type, every preview's, and every fact about
/// every expression; and it reuses for edits inside bodies.
@Suite struct IncrementalCheckTests {
  static let item = """
    import SwiftUI

    struct Item: Identifiable {
      let id: Int
      var name: String
      var count: Int
      static let sample = Item(id: 1, name: "a", count: 2)
    }

    extension Item {
      var label: String { name + "!" }
    }

    """
  /// Declarations other files use, edited in place: the item's properties (renamed, retyped),
  /// a helper's body, a global's value.
  static let itemVariants = [
    item,
    item.replacingOccurrences(of: "var name: String", with: "var title: String").replacingOccurrences(of: "name: \"a\"", with: "title: \"a\"")
      .replacingOccurrences(of: "name + ", with: "title + "),
    item.replacingOccurrences(of: "var count: Int", with: "var count: Double").replacingOccurrences(of: "count: 2)", with: "count: 2.5)"),
    item.replacingOccurrences(of: "{ name + \"!\" }", with: "{ name + \"?\" }"),
  ]
  static let helpers = [
    "import SwiftUI\n\nextension View {\n  func card() -> some View {\n    padding()\n  }\n}\n\nlet spacing = 8.0\n\nfunc total(_ items: [Item]) -> Int {\n  items.count\n}\n",
    "import SwiftUI\n\nextension View {\n  func card() -> some View {\n    padding().background(Color.gray)\n  }\n}\n\nlet spacing = 8.0\n\nfunc total(_ items: [Item]) -> Int {\n  items.count + 1\n}\n",
    "import SwiftUI\n\nextension View {\n  func card() -> some View {\n    padding()\n  }\n}\n\nlet spacing = 8\n\nfunc total(_ items: [Item]) -> Int {\n  items.count\n}\n",
  ]
  static let rowBodies = [
    "Text(item.name)",
    "Text(item.name).padding()",
    "HStack(spacing: spacing) { Text(item.label); Spacer(); Text(\"\\(item.count)\") }",
    "Text(item.name).id(UUID())",
    "Text(missing)",
    "VStack { Text(item.name).card(); Text(\"\\(total([item]))\") }",
  ]
  static func row(_ body: String) -> String {
    "import SwiftUI\n\nstruct Row: View {\n  let item: Item\n\n  var body: some View {\n    \(body)\n  }\n}\n\n#Preview {\n  Row(item: .sample)\n}\n"
  }
  static let screens = [
    "import SwiftUI\n\nstruct Screen: View {\n  @State private var items = [Item.sample]\n\n  var body: some View {\n    List {\n      ForEach(items) { item in\n        Row(item: item).card()\n      }\n    }\n  }\n\n  var header: some View {\n    Text(\"\\(total(items))\")\n  }\n}\n",
    "import SwiftUI\n\nstruct Screen: View {\n  @State private var items = [Item.sample]\n\n  var body: some View {\n    List {\n      ForEach(items) { item in\n        Row(item: item)\n      }\n    }\n  }\n\n  var header: some View {\n    Image(systemName: \"star\")\n  }\n}\n",
  ]
  static let badges = [
    "import SwiftUI\n\nstruct Badge: View {\n  var body: some View {\n    Text(\"\\(total([Item.sample]))\").padding(spacing)\n  }\n}\n",
    "",
    // An error in a file no other names: the edits elsewhere still reuse the check.
    "import SwiftUI\n\nstruct Badge: View {\n  let size: Int = \"big\"\n\n  var body: some View {\n    Text(\"\\(size)\")\n  }\n}\n",
  ]

  /// Random edits to a five-file module, each checked reusing the previous check and in full.
  @Test func anIncrementalCheckIsAFullCheck() {
    var texts = [
      "Item.swift": Self.item, "Helpers.swift": Self.helpers[0], "Row.swift": Self.row(Self.rowBodies[0]),
      "Screen.swift": Self.screens[0], "Badge.swift": Self.badges[0],
    ]
    let paths = texts.keys.sorted()
    var parsed: [String: (text: String, tree: SourceFileSyntax)] = [:]
    func trees() -> [SourceFileSyntax] {
      paths.map { path in
        if let known = parsed[path], known.text == texts[path]! { return known.tree }
        let tree = Parser.parse(SourceFile(path: path, text: texts[path]!)).0
        parsed[path] = (texts[path]!, tree)
        return tree
      }
    }
    var previous = Sema.check(trees(), sdk: .ios17, reusing: nil).reusable
    var random = SplitMix64(seed: 29)
    var reused = 0, reusedWithErrors = 0, declarationEdits = 0
    for step in 1...80 {
      // Declarations every fifth edit (a property renamed or retyped, a struct deleted), bodies
      // otherwise.
      switch (step % 10, Int.random(in: 0..<5, using: &random)) {
      case (0, _): texts["Item.swift"] = Self.itemVariants.randomElement(using: &random)!
      case (5, _): texts["Badge.swift"] = Self.badges.randomElement(using: &random)!
      case (_, 0): texts["Helpers.swift"] = Self.helpers.randomElement(using: &random)!
      case (_, 1): texts["Screen.swift"] = Self.screens.randomElement(using: &random)!
      default: texts["Row.swift"] = Self.row(Self.rowBodies.randomElement(using: &random)!)
      }
      if step % 5 == 0 { declarationEdits += 1 }
      let files = trees()
      let (incremental, reusable) = Sema.check(files, sdk: .ios17, reusing: previous)
      let full = Sema.check(files, sdk: .ios17)
      let (got, expected) = (Self.describe(incremental, files), Self.describe(full, files))
      #expect(got == expected, "step \(step): only reused: \(got.filter { !expected.contains($0) }); only full: \(expected.filter { !got.contains($0) })")
      if let filesChecked = reusable?.filesChecked, filesChecked < files.count {
        reused += 1
        if incremental.diagnostics.contains(where: { $0.severity == .error }) { reusedWithErrors += 1 }
      }
      previous = reusable ?? previous  // as the language server keeps it (PreviousChecks)
    }
    // Edits inside bodies were checked reusing the rest, with the error of a file they leave
    // alone too.
    #expect(reused >= 12 && declarationEdits > 0, "\(reused) reused")
    #expect(reusedWithErrors > 0)
  }

  /// An edit inside a body of a module with an error elsewhere types only the edited file
  /// again and carries the other declarations' diagnostics.
  @Test func aCheckWithAnErrorIsReused() {
    let badge = Parser.parse(SourceFile(path: "Badge.swift", text: Self.badges[2])).0
    let item = Parser.parse(SourceFile(path: "Item.swift", text: Self.item)).0
    let helpers = Parser.parse(SourceFile(path: "Helpers.swift", text: Self.helpers[0])).0
    let row = { (body: String) in Parser.parse(SourceFile(path: "Row.swift", text: Self.row(body))).0 }
    let before = [badge, helpers, item, row(Self.rowBodies[0])]
    let first = Sema.check(before, sdk: .ios17, reusing: nil)
    #expect(first.result.diagnostics.filter { $0.severity == .error }.count == 1)
    let after = [badge, helpers, item, row(Self.rowBodies[3])]
    let (incremental, reusable) = Sema.check(after, sdk: .ios17, reusing: first.reusable)
    #expect(reusable?.filesChecked == 1)
    #expect(Self.describe(incremental, after) == Self.describe(Sema.check(after, sdk: .ios17), after))
  }

  /// Everything a check tells later stages, as text: diagnostics, members' and previews' types,
  /// and each expression's facts, in the files' order.
  static func describe(_ result: SemaResult, _ files: [SourceFileSyntax]) -> [String] {
    var lines = result.diagnostics.map { "\($0.file ?? ""):\($0.range?.start.offset ?? -1) \($0.id) \($0.message)" }.sorted()
    lines += result.members.map { "\($0.view).\($0.member): \($0.type)" }
    lines += result.facts.previewTypes.sorted { $0.key < $1.key }.map { "#Preview \($0.key): \($0.value)" }
    lines += result.facts.assumedProperties.sorted { $0.key < $1.key }.map { "assumed \($0.key): \($0.value)" }
    let facts = result.facts
    for tree in files {
      ASTWalker(expr: { e in
        var fact = "\(tree.file.path):\(e.range.start.offset)-\(e.range.end.offset)"
        if let t = facts.type(of: e) { fact += " type \(t)" }
        if let c = facts.call(e) { fact += " call \(c.target) \(c.argumentIndices.sorted { $0.key < $1.key }) \(c.initializer?.nameRange.start.offset ?? -1)" }
        if let r = facts.reference(e) { fact += " reference \(r)" }
        if let b = facts.builtin(e) { fact += " builtin \(b)" }
        if let a = facts.assumption(e) { fact += " assumed \(a)" }
        lines.append(fact)
      }).walk(tree)
    }
    return lines
  }
}
