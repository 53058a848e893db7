@testable import LayoutcDriver
import LayoutcSource
import LayoutcSyntax
import Testing

/// A module's files parsed for its target's platforms (`PlatformParsing`), and a dependency's
/// declarations as a module sees them (`ImportedDeclarations`).
@Suite struct PlatformParsingTests {
  private func names(_ tree: SourceFileSyntax) -> [String] {
    tree.declarations.compactMap(ImportedDeclarations.declaredName)
  }

  @Test func aFileInactiveOnThePrimaryPlatformIsParsedForTheNextWhereItIsActive() {
    let macOnly = SourceFile(path: "Mac.swift", text: "import SwiftUI\n#if os(macOS)\nstruct Sidebar: View { var body: some View { Text(\"a\") } }\n#endif\n")
    let watchOnly = SourceFile(path: "Watch.swift", text: "#if os(watchOS)\nstruct Face: View { var body: some View { Text(\"a\") } }\n#endif\n")
    let both = SourceFile(path: "Both.swift", text: "#if os(iOS)\nlet a = 1\n#else\nlet b = 2\n#endif\n")
    let parsing = PlatformParsing(platforms: [.iOS, .macOS], customConditions: [])
    #expect(names(parsing.parse(macOnly).0) == ["Sidebar"])
    #expect(names(parsing.parse(watchOnly).0).isEmpty, "active on none of the target's platforms: no view of it")
    #expect(names(parsing.parse(both).0) == ["a"], "active on the primary platform: its clauses")
    #expect(names(PlatformParsing(platforms: [.iOS], customConditions: []).parse(macOnly).0).isEmpty)
    #expect(PlatformParsing.isInactive(Parser.parse(macOnly).0))
    #expect(!PlatformParsing.isInactive(Parser.parse(SourceFile(path: "e.swift", text: "import SwiftUI\n")).0), "an empty file has no #if")
  }

  @Test func aModulesOwnNamesHideTheDependencys() {
    let own = Parser.parse(SourceFile(path: "App/ContentView.swift", text: "struct ContentView {}\nfunc helper() {}\n")).0
    let dependency = Parser.parse(SourceFile(path: "Kit/Kit.swift", text: """
      struct ContentView {}
      extension ContentView { var x: Int { 1 } }
      struct Card {}
      extension Card { var y: Int { 2 } }
      func helper() {}
      let shared = 1

      """)).0
    let visible = ImportedDeclarations.visible([own, dependency], imported: ["Kit/Kit.swift"])
    #expect(names(visible[0]) == ["ContentView", "helper"])
    #expect(names(visible[1]) == ["Card", "shared"])
    #expect(visible[1].declarations.count == 3, "Card, its extension and shared; ContentView's extension goes with it")
    #expect(ImportedDeclarations.visible([own, dependency], imported: []).map { $0.declarations.count } == [2, 6])
  }
}
