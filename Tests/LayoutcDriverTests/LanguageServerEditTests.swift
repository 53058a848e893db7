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

  /// The item, edited as another document: its declarations the other files use renamed,
  /// retyped, deleted, or only a body changed.
  static let items = [
    item,
    item.replacingOccurrences(of: "var name: String", with: "var label: String"),
    item.replacingOccurrences(of: "let id: Int", with: "let id: String"),
    "import SwiftUI\n",
    item + "extension Item {\n  var initial: String { String(name.prefix(1)) }\n}\n",
    item + "extension Item {\n  var initial: String { name }\n}\n",
  ]

  /// Bodies of the edited view: clean, with a finding of their own, with one only a parent's
  /// data shows, with errors and assumptions, using another file's declarations.
  static let bodies = [
    "Text(title)",
    "Text(title).padding()",
    "VStack { Text(title); Text(\"\\(count)\") }",
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
  /// Stored properties of the edited view: what `Row(title:)` in the other file needs, or not
  /// (renamed, retyped).
  static let properties = [
    "let title: String\n  @State private var count = 0",
    "let title: String\n  @State private var count = 0",
    "var title: String\n  @State private var count = 0",
    "let title: Int\n  @State private var count = 0",
    "let title: String\n  let count: Int",
    "let name: String\n  @State private var count = 0",
  ]

  static func row(_ body: String, _ properties: String) -> String {
    "import SwiftUI\n\nstruct Row: View {\n  \(properties)\n  var body: some View {\n    \(body)\n  }\n}\n"
  }

  /// Random edits to two documents of a module, a view and the data it shows, inside bodies
  /// and to declarations the other files use: after each, the diagnostics published for the
  /// edited document (the check limited to the roots that reach it and reusing the last type
  /// check where the edit allows; no full check runs) are those a full check of the module with
  /// the same text gives.
  @Test(.enabled(if: BuiltBinary.path != nil, BuiltBinary.absentReason))
  func anEditsDiagnosticsAreAFullChecks() throws {
    let folder = try LanguageServerTests.folder([
      "Item.swift": Self.item, "ListScreen.swift": Self.list, "Row.swift": Self.row(Self.bodies[0], Self.properties[0]),
    ])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let paths = [folder + "/Row.swift", folder + "/Item.swift"]
    let client = try LanguageServerClient()
    _ = client.initialize(root: folder, options: ["debounceMilliseconds": 0, "fullCheckMilliseconds": 3_600_000])
    var texts = [Self.row(Self.bodies[0], Self.properties[0]), Self.item]
    for (path, text) in zip(paths, texts) {
      client.open(LanguageServerTests.uri(path), text)
      _ = client.diagnostics(LanguageServerTests.uri(path))
    }
    var random = SplitMix64(seed: 37)
    var seen: Set<String> = []
    var reused = 0
    for version in 2...40 {
      while client.next(timeout: 0, where: { Self.checkLog($0) != nil }) != nil {}  // earlier checks' lines
      let edited = Int.random(in: 0..<3, using: &random) == 0 ? 1 : 0
      texts[edited] = edited == 1
        ? Self.items.randomElement(using: &random)!
        : Self.row(Self.bodies.randomElement(using: &random)!, Self.properties.randomElement(using: &random)!)
      let (path, text) = (paths[edited], texts[edited])
      let uri = LanguageServerTests.uri(path)
      client.change(uri, version: version, [["text": text]])
      let published = try #require(client.next {
        let params = $0["params"] as? [String: Any]
        return $0["method"] as? String == "textDocument/publishDiagnostics" && params?["uri"] as? String == uri && params?["version"] as? Int == version
      })
      let got = ((published["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []).map { d in
        let start = (d["range"] as? [String: Any])?["start"] as? [String: Any]
        return "\(start?["line"] as? Int ?? -1):\(start?["character"] as? Int ?? -1) \(d["code"] as? String ?? "") \(d["message"] as? String ?? "")"
      }
      if let typed = client.next(where: { Self.checkLog($0) != nil }).flatMap(Self.checkLog), typed < 3 { reused += 1 }
      let full = EditorCheck().check(inputs: [folder], overlay: Dictionary(uniqueKeysWithValues: zip(paths, texts.map { Array($0.utf8) })), documents: Set(paths))
      let expected = full.diagnostics.filter { $0.file == path && $0.id != "assumed.summary" }.map { d in
        "\((d.range?.start.line ?? 1) - 1):\((d.range?.start.column ?? 1) - 1) \(d.id) \(d.message)"
      }
      #expect(got.sorted() == expected.sorted(), "version \(version):\n\(text)")
      seen.formUnion(expected.map { String($0.split(separator: " ")[1]) })
    }
    // The edits gave errors, findings and assumptions, not only clean texts; some type checks
    // reused the previous one.
    #expect(seen.contains("random-identifier") && seen.contains { $0.hasPrefix("assumed.") } && seen.contains { $0.hasPrefix("sema.") || $0.hasPrefix("syntax.") })
    #expect(reused > 0)
    #expect(client.shutdown() == 0)
  }

  /// The number of files typed again that a check's log line gives (`checked 3 files of …, 1
  /// typed again, …`); nil for another message.
  static func checkLog(_ message: [String: Any]) -> Int? {
    guard message["method"] as? String == "window/logMessage", let text = (message["params"] as? [String: Any])?["message"] as? String,
      text.hasPrefix("layoutc: checked "), let typed = text.components(separatedBy: ", ").dropFirst().first?.split(separator: " ").first
    else { return nil }
    return Int(typed)
  }
}
