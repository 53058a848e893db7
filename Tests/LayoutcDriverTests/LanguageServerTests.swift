import Foundation
import Testing

/// `layoutc lsp` spoken to as an editor speaks to it, through the built binary.
@Suite(.serialized) struct LanguageServerTests {
  static let row = """
    import SwiftUI

    struct Row: View {
      var body: some View {
        Text("hi").id(UUID())
      }
    }

    #Preview {
      Row()
    }

    """

  static func folder(_ files: [String: String]) throws -> String {
    let folder = try BuiltBinary.temporaryFolder()
    for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
    return folder
  }

  static func uri(_ path: String) -> String { URL(fileURLWithPath: path).absoluteString }

  /// Issue 37's "done when": a random identifier found as the view is opened, the body's type on
  /// hover, the finding cleared by the fix, and a clean shutdown.
  @Test(.enabled(if: BuiltBinary.path != nil, BuiltBinary.absentReason))
  func aRandomIdentifierIsFoundHoveredAndFixed() throws {
    let folder = try Self.folder(["Row.swift": Self.row])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let uri = Self.uri(folder + "/Row.swift")
    let client = try LanguageServerClient()
    let capabilities = try #require(client.initialize(root: folder))
    #expect(capabilities["hoverProvider"] as? Bool == true)
    client.open(uri, Self.row)
    let found = try #require(client.diagnostics(uri))
    #expect(found.map { $0["code"] as? String } == ["random-identifier"])
    #expect(found.first?["range"] as? NSDictionary == LanguageServerClient.range(4, 18, 24) as NSDictionary)
    #expect((found.first?["codeDescription"] as? [String: Any])?["href"] != nil)

    let hover = try #require(client.call("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 3, "character": 8]]) as? [String: Any])
    let shown = (hover["contents"] as? [String: Any])?["value"] as? String ?? ""
    #expect(shown.contains("Row.body: IDView<Text, UUID>"))
    // Over a view: its type, and its frame in the file's preview (iPhone 15 Pro, 393 points wide).
    let overText = try #require(client.call("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 4, "character": 5]]) as? [String: Any])
    let textHover = (overText["contents"] as? [String: Any])?["value"] as? String ?? ""
    #expect(textHover.hasPrefix("```swift\nText\n```"))
    #expect(textHover.contains("`Text` in preview #Preview: x "))
    let overModifier = client.call("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 4, "character": 15]]) as? [String: Any]
    #expect(((overModifier?["contents"] as? [String: Any])?["value"] as? String ?? "").hasPrefix("```swift\nIDView<Text, UUID>\n```"))
    let overFinding = client.call("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 4, "character": 20]]) as? [String: Any]
    #expect(((overFinding?["contents"] as? [String: Any])?["value"] as? String ?? "").contains("random-identifier"))

    client.change(uri, version: 2, [["range": LanguageServerClient.range(4, 18, 24), "text": "\"row\""]])
    #expect(try #require(client.diagnostics(uri)).isEmpty)
    let hoverAfter = client.call("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 3, "character": 8]]) as? [String: Any]
    #expect(((hoverAfter?["contents"] as? [String: Any])?["value"] as? String ?? "").contains("Row.body: IDView<Text, String>"))
    #expect(client.shutdown() == 0)
  }

  /// A fix-it is a quick fix, and every finding can be suppressed with the comment the linter
  /// reads: applying the suppression clears the finding.
  @Test(.enabled(if: BuiltBinary.path != nil, BuiltBinary.absentReason))
  func fixItsAndSuppressionsAreCodeActions() throws {
    let text = """
      import SwiftUI

      struct Card: View {
        var body: some View {
          AnyView(Text("card"))
        }
      }

      """
    let folder = try Self.folder(["Card.swift": text])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let uri = Self.uri(folder + "/Card.swift")
    let client = try LanguageServerClient()
    _ = client.initialize(root: folder)
    client.open(uri, text)
    #expect(try #require(client.diagnostics(uri)).map { $0["code"] as? String } == ["anyview-erasure"])
    let actions = try #require(client.call("textDocument/codeAction", [
      "textDocument": ["uri": uri], "range": LanguageServerClient.range(4, 6, 6), "context": ["diagnostics": []],
    ]) as? [[String: Any]])
    #expect(actions.map { $0["title"] as? String } == ["replace with 'Text(\"card\")'", "suppress 'anyview-erasure' on this line"])
    let edits = { (action: [String: Any]) in ((action["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]] ?? [] }
    let fix = try #require(edits(actions[0]).first)
    #expect(fix["newText"] as? String == "Text(\"card\")")
    let suppression = try #require(edits(actions[1]).first)
    #expect(suppression["newText"] as? String == "    // layoutc:disable:next anyview-erasure\n")
    client.change(uri, version: 2, [["range": suppression["range"]!, "text": suppression["newText"]!]])
    #expect(try #require(client.diagnostics(uri)).isEmpty)
    #expect(client.shutdown() == 0)
  }

  /// An edit in one file republishes what it changes in another file of the module; closing the
  /// edited document checks the module with the disk's text again.
  @Test(.enabled(if: BuiltBinary.path != nil, BuiltBinary.absentReason))
  func anEditRepublishesTheModulesOtherFiles() throws {
    let badge = "import SwiftUI\n\nstruct Badge: View {\n  var body: some View { Text(\"new\") }\n}\n"
    let screen = "import SwiftUI\n\nstruct Screen: View {\n  var body: some View { Badge() }\n}\n"
    let folder = try Self.folder(["Badge.swift": badge, "Screen.swift": screen])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (badgeURI, screenURI) = (Self.uri(folder + "/Badge.swift"), Self.uri(folder + "/Screen.swift"))
    let client = try LanguageServerClient()
    _ = client.initialize(root: folder)
    client.open(badgeURI, badge)
    #expect(try #require(client.diagnostics(badgeURI)).isEmpty)
    #expect(try #require(client.diagnostics(screenURI)).isEmpty)
    // Renamed, `Badge` in Screen.swift is an unknown view: an assumption, shown as a hint.
    client.change(badgeURI, version: 2, [["range": LanguageServerClient.range(2, 7, 12), "text": "Plaque"]])
    let assumed = try #require(client.diagnostics(screenURI))
    #expect(assumed.map { $0["code"] as? String } == ["assumed.view"])
    #expect(assumed.first?["severity"] as? Int == 4)
    client.notify("textDocument/didClose", ["textDocument": ["uri": badgeURI]])
    #expect(try #require(client.diagnostics(screenURI)).isEmpty)
    #expect(client.shutdown() == 0)
  }

  /// The check right after an edit lints the roots that reached the edited file in the last
  /// full check: a finding there that only another file's view shows is still found.
  @Test(.enabled(if: BuiltBinary.path != nil, BuiltBinary.absentReason))
  func theCheckAfterAnEditLintsTheRootsReachingTheFile() throws {
    let tags = "import SwiftUI\n\nstruct Tags: View {\n  let tags: [String]\n  var body: some View {\n    ForEach(tags, id: \\.self) { tag in Text(tag) }\n  }\n}\n"
    let screen = "import SwiftUI\n\nstruct Screen: View {\n  var body: some View { Tags(tags: [\"a\", \"b\", \"a\"]) }\n}\n"
    let folder = try Self.folder(["Tags.swift": tags, "Screen.swift": screen])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let uri = Self.uri(folder + "/Tags.swift")
    let client = try LanguageServerClient()
    _ = client.initialize(root: folder, options: ["debounceMilliseconds": 20, "fullCheckMilliseconds": 600_000])
    client.open(uri, tags)
    #expect(try #require(client.diagnostics(uri)).map { $0["code"] as? String } == ["duplicate-identifier"])
    client.change(uri, version: 2, [["range": LanguageServerClient.range(5, 32, 35), "text": "t"], ["range": LanguageServerClient.range(5, 42, 45), "text": "t"]])
    let after = try #require(client.diagnostics(uri))
    #expect(after.map { $0["code"] as? String } == ["duplicate-identifier"])
    #expect(client.shutdown() == 0)
  }

  /// `layoutc.preview` writes the document's preview page and writes it again after an edit.
  @Test(.enabled(if: BuiltBinary.path != nil, BuiltBinary.absentReason))
  func thePreviewPageFollowsTheDocument() throws {
    let folder = try Self.folder(["Row.swift": Self.row])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let uri = Self.uri(folder + "/Row.swift")
    let client = try LanguageServerClient()
    _ = client.initialize(root: folder, capabilities: ["window": ["showDocument": ["support": true]]])
    client.open(uri, Self.row)
    _ = client.diagnostics(uri)
    let lenses = try #require(client.call("textDocument/codeLens", ["textDocument": ["uri": uri]]) as? [[String: Any]])
    #expect(lenses.count == 1)
    #expect((lenses.first?["command"] as? [String: Any])?["command"] as? String == "layoutc.preview")
    let result = try #require(client.call("workspace/executeCommand", ["command": "layoutc.preview", "arguments": [uri]]) as? [String: Any])
    let page = try #require(result["path"] as? String)
    // A client that can show documents is asked to open the page.
    let show = try #require(client.next { $0["method"] as? String == "window/showDocument" })
    #expect((show["params"] as? [String: Any])?["uri"] as? String == Self.uri(page))
    client.send(["id": show["id"]!, "result": ["success": true]])
    #expect(try String(contentsOfFile: page, encoding: .utf8).contains("Text &quot;hi&quot;"))
    client.change(uri, version: 2, [["range": LanguageServerClient.range(4, 10, 12), "text": "there"]])
    _ = client.diagnostics(uri)
    // The page is written again after the diagnostics are published.
    let deadline = Date().addingTimeInterval(20)
    var rewritten = false
    while !rewritten && Date() < deadline {
      rewritten = (try? String(contentsOfFile: page, encoding: .utf8))?.contains("Text &quot;there&quot;") ?? false
      if !rewritten { Thread.sleep(forTimeInterval: 0.02) }
    }
    #expect(rewritten)
    #expect(client.shutdown() == 0)
  }

  /// Malformed messages, unknown methods, requests out of turn, cancellations, stale and
  /// out-of-range edits, a document outside every folder and one deleted while open are
  /// answered by the protocol's errors; exit without shutdown is status 1.
  @Test(.enabled(if: BuiltBinary.path != nil, BuiltBinary.absentReason))
  func badInputIsAnsweredNotFatal() throws {
    let client = try LanguageServerClient()
    let early = try #require(client.response(client.request("textDocument/hover", [:])))
    #expect((early["error"] as? [String: Any])?["code"] as? Int == -32002)
    _ = client.initialize(root: nil)
    client.writeRaw(Array("Content-Length: 6\r\n\r\n{oops}".utf8))
    #expect((client.next { $0["id"] is NSNull }?["error"] as? [String: Any])?["code"] as? Int == -32700)
    client.writeRaw(Array("X-Nothing: 1\r\n\r\n".utf8))
    let unknown = try #require(client.response(client.request("layoutc/unknown")))
    #expect((unknown["error"] as? [String: Any])?["code"] as? Int == -32601)
    let missing = try #require(client.response(client.request("textDocument/hover", ["textDocument": [:]])))
    #expect((missing["error"] as? [String: Any])?["code"] as? Int == -32602)

    // A cancellation that arrives while a check runs answers the request as cancelled.
    let folder = try BuiltBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/Loose.swift"
    try Self.row.write(toFile: path, atomically: true, encoding: .utf8)
    let uri = Self.uri(path)
    client.open(uri, Self.row)
    let id = client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 3, "character": 8]])
    client.notify("$/cancelRequest", ["id": id])
    let answer = try #require(client.response(id))
    #expect(answer["result"] != nil || (answer["error"] as? [String: Any])?["code"] as? Int == -32800)
    #expect(try #require(client.diagnostics(uri)).count == 1)

    // Stale versions are ignored; ranges past the end and backwards are clamped, not fatal.
    client.change(uri, version: 1, [["text": "garbage"]])
    client.change(uri, version: 5, [
      ["range": LanguageServerClient.range(400, 0, 3), "text": "// end\n"],
      ["range": ["start": ["line": 4, "character": 24], "end": ["line": 4, "character": 18]], "text": "1"],
      ["range": LanguageServerClient.range(4, 18, 19), "text": "\"row\""],
    ])
    #expect(try #require(client.diagnostics(uri)).isEmpty)

    // Deleted while open: the document's text is still checked, alone.
    try FileManager.default.removeItem(atPath: path)
    client.change(uri, version: 6, [["range": LanguageServerClient.range(4, 18, 23), "text": "UUID()"]])
    #expect(try #require(client.diagnostics(uri)).map { $0["code"] as? String } == ["random-identifier"])
    client.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
    #expect(try #require(client.diagnostics(uri)).isEmpty)
    let closed = try #require(client.response(client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 0, "character": 0]])))
    #expect(closed["error"] != nil)
    client.notify("exit", [:])
    #expect(client.waitForExit() == 1)
  }
}
