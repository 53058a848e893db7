import Foundation
import LayoutcTestSupport
import Testing

@testable import LayoutcDriver

/// The check right after an edit reuses the last full check (the roots that reached the edited
/// file, the parses of the other files) and lints only some roots: what it publishes for the
/// edited document must still be what a full check of the same text finds.
@Suite(.serialized) struct LanguageServerEditTests {
  static let item = """
    import SwiftUI

    struct Item: Identifiable {
      let id: Int
      var name: String
    }

    """
  static let list = """
    import SwiftUI

    struct ListScreen: View {
      @State private var items = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
      var body: some View {
        List {
          ForEach(items) { item in
            Row(title: item.name)
          }
        }
      }
    }

    #Preview {
      ListScreen()
    }

    """

  /// Bodies of the edited view: clean, with a finding of their own, with one only a parent's
  /// data shows, with errors and assumptions, using another file's declarations.
  static let bodies = [
    "Text(title)",
    "Text(title).id(UUID())",
    "Text(title).frobnicate()",
    "Text(missing)",
    "ForEach(0..<3) { i in Text(\"\\(i)\").id(Date()) }",
    "HStack { Text(title); Spacer(); Text(\"\\(count)\") }.padding()",
    "let n = count\nButton(title) { count = n + 1 }",
    "VStack { ListScreen(); Text(title) }",
    "AnyView(Text(title))",
    "Text(title).padding(",
  ]
  /// Stored properties of the edited view: what `Row(title:)` in the other file needs, or not.
  static let properties = [
    "let title: String\n  @State private var count = 0",
    "var title: String\n  @State private var count = 0",
    "let title: Int\n  @State private var count = 0",
    "let title: String\n  let count: Int",
  ]

  static func row(_ body: String, _ properties: String) -> String {
    "import SwiftUI\n\nstruct Row: View {\n  \(properties)\n  var body: some View {\n    \(body)\n  }\n}\n"
  }

  /// Random edits to one view of a module: after each, the diagnostics published for it (the
  /// check limited to the roots that reach it; no full check runs) are those a full check of
  /// the module with the same text gives.
  @Test(.enabled(if: BuiltBinary.path != nil, BuiltBinary.absentReason))
  func anEditsDiagnosticsAreAFullChecks() throws {
    let folder = try LanguageServerTests.folder([
      "Item.swift": Self.item, "ListScreen.swift": Self.list, "Row.swift": Self.row(Self.bodies[0], Self.properties[0]),
    ])
    let path = folder + "/Row.swift"
    let uri = LanguageServerTests.uri(path)
    let client = try LanguageServerClient()
    _ = client.initialize(root: folder, options: ["debounceMilliseconds": 0, "fullCheckMilliseconds": 3_600_000])
    client.open(uri, Self.row(Self.bodies[0], Self.properties[0]))
    _ = client.diagnostics(uri)
    var random = SplitMix64(seed: 37)
    var seen: Set<String> = []
    for version in 2...25 {
      let text = Self.row(Self.bodies.randomElement(using: &random)!, Self.properties.randomElement(using: &random)!)
      client.change(uri, version: version, [["text": text]])
      let published = try #require(client.next {
        let params = $0["params"] as? [String: Any]
        return $0["method"] as? String == "textDocument/publishDiagnostics" && params?["uri"] as? String == uri && params?["version"] as? Int == version
      })
      let got = ((published["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []).map { d in
        let start = (d["range"] as? [String: Any])?["start"] as? [String: Any]
        return "\(start?["line"] as? Int ?? -1):\(start?["character"] as? Int ?? -1) \(d["code"] as? String ?? "") \(d["message"] as? String ?? "")"
      }
      let full = EditorCheck().check(inputs: [folder], overlay: [path: Array(text.utf8)], documents: [path])
      let expected = full.diagnostics.filter { $0.file == path && $0.id != "assumed.summary" }.map { d in
        "\((d.range?.start.line ?? 1) - 1):\((d.range?.start.column ?? 1) - 1) \(d.id) \(d.message)"
      }
      #expect(got.sorted() == expected.sorted(), "version \(version):\n\(text)")
      seen.formUnion(expected.map { String($0.split(separator: " ")[1]) })
    }
    // The edits gave errors, findings and assumptions, not only clean texts.
    #expect(seen.contains("random-identifier") && seen.contains { $0.hasPrefix("assumed.") } && seen.contains { $0.hasPrefix("sema.") || $0.hasPrefix("syntax.") })
    #expect(client.shutdown() == 0)
  }
}
