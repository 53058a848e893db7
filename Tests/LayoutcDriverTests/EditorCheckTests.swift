import Foundation
import LayoutcSema
import Testing

@testable import LayoutcDriver

/// The language server's way into the pipeline: a folder's modules checked with documents' text
/// in memory, only those holding the documents, and unchanged files not parsed again.
@Suite struct EditorCheckTests {
  private let scratch = ScratchFolders()
  static let files = [
    "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B")])
      """,
    "Sources/A/Card.swift": "import SwiftUI\n\nstruct Card: View {\n  var body: some View { Text(\"card\") }\n}\n",
    "Sources/A/Badge.swift": "import SwiftUI\n\nstruct Badge: View {\n  var body: some View { Text(\"new\") }\n}\n",
    "Sources/B/Other.swift": "import SwiftUI\n\nstruct Other: View {\n  var body: some View { Text(\"x\").id(UUID()) }\n}\n",
  ]

  @Test func documentsAreCheckedWithTheirTextInMemory() throws {
    let folder = try scratch.make(Self.files, prefix: "editor-check")
    let card = folder + "/Sources/A/Card.swift"
    let check = EditorCheck()
    let edited = Array("import SwiftUI\n\nstruct Card: View {\n  var body: some View { Text(\"card\").id(UUID()) }\n}\n".utf8)
    let result = check.check(inputs: [folder], overlay: [card: edited], documents: [card])
    // Target A alone: B's finding is not reported, and the overlay's, not the disk's, is.
    #expect(Set(result.sources.keys) == [card, folder + "/Sources/A/Badge.swift"])
    #expect(result.diagnostics.map(\.id) == ["random-identifier"])
    #expect(result.diagnostics.first?.file == card)
    #expect(result.members.map { "\($0.view): \(TypePrinter.print($0.type))" }.sorted() == ["Badge: Text", "Card: IDView<Text, UUID>"])
    #expect(result.expressionTypes[card]?.contains { TypePrinter.print($0.type) == "IDView<Text, UUID>" } == true)
    #expect(check.parses.parseCount == 2)

    // Again with the disk's text: only the file that changed is parsed again.
    let again = check.check(inputs: [folder], overlay: [:], documents: [card])
    #expect(again.diagnostics.isEmpty)
    #expect(check.parses.parseCount == 3)
  }

  /// A module whose views read its data types' computed properties (value getters), and a
  /// file with an error that the edited one does not use.
  static let module = [
    "Item.swift": """
      import SwiftUI

      enum Tone {
        case calm, loud

        var color: Color {
          switch self {
          case .calm: return .blue
          case .loud: return .red
          }
        }
      }

      struct Item: Identifiable {
        let id: Int
        var tone: Tone
        var title: String { "item \\(id)" }
        static let samples = [Item(id: 1, tone: .calm), Item(id: 2, tone: .loud)]
      }

      """,
    "Row.swift": "import SwiftUI\n\nstruct Row: View {\n  let item: Item\n\n  var body: some View {\n    Text(item.title).foregroundStyle(item.tone.color)\n  }\n}\n",
    "Screen.swift": Self.screen("Row(item: item)"),
  ]
  static let broken = "import SwiftUI\n\nstruct Broken: View {\n  let size: Int = \"big\"\n\n  var body: some View {\n    Text(\"\\(size)\")\n  }\n}\n"
  static func screen(_ row: String) -> String {
    "import SwiftUI\n\nstruct Screen: View {\n  var body: some View {\n    List(Item.samples) { item in\n      \(row)\n    }\n  }\n}\n\n#Preview {\n  Screen()\n}\n"
  }

  /// An edit inside a body types that file again and reuses the rest of the module's check, with
  /// value getters and with an error elsewhere: what is published is what a full check gives.
  @Test(arguments: [false, true]) func anEditInABodyReusesTheModulesCheck(withError: Bool) throws {
    let folder = try scratch.make(Self.module.merging(withError ? ["Broken.swift": Self.broken] : [:]) { a, _ in a }, prefix: "editor-reuse")
    let screen = folder + "/Screen.swift"
    let check = EditorCheck()
    let first = check.check(inputs: [folder], overlay: [:], documents: [screen])
    #expect(first.diagnostics.contains { $0.severity == .error } == withError)
    let edited = [screen: Array(Self.screen("Row(item: item).padding()").utf8)]
    let reused = check.check(inputs: [folder], overlay: edited, documents: [screen])
    #expect(check.checks.lastFilesChecked == 1)
    #expect(reused.diagnostics == EditorCheck().check(inputs: [folder], overlay: edited, documents: [screen]).diagnostics)
    #expect(reused.members.map { "\($0.view).\($0.member): \(TypePrinter.print($0.type))" }.contains("Screen.body: List<Never, ForEach<Array<Item>, Int, ModifiedContent<Row, _PaddingLayout>>>"))
  }

  @Test func aDocumentMissingFromTheDiskIsCheckedFromMemory() throws {
    let folder = try scratch.make([:], prefix: "editor-check")
    let path = folder + "/Gone.swift"
    let text = Array("import SwiftUI\n\nstruct Gone: View {\n  var body: some View { Text(\"x\").id(UUID()) }\n}\n".utf8)
    let result = EditorCheck().check(inputs: [path], overlay: [path: text], documents: [path])
    #expect(result.diagnostics.map(\.id) == ["random-identifier"])
  }

  /// After an edit, lint evaluates the roots declared in the files named, and no other.
  @Test func lintCanBeLimitedToSomeFilesRoots() throws {
    let folder = try scratch.make(Self.files, prefix: "editor-check")
    let other = folder + "/Sources/B/Other.swift"
    let check = EditorCheck()
    let full = check.check(inputs: [folder], overlay: [:], documents: [other])
    #expect(full.diagnostics.map(\.id) == ["random-identifier"])
    #expect(full.lintReach[other] == [other])
    let limited = check.check(inputs: [folder], overlay: [:], documents: [other], lintingRootsIn: [folder + "/Sources/B/Elsewhere.swift"])
    #expect(limited.diagnostics.isEmpty)
  }
}
