import Foundation
@testable import LayoutcDriver
import LayoutcTestSupport
import Testing

/// The OpenStep property lists of Xcode projects, read without Foundation's parser (which
/// prints its own log line for a malformed file).
@Suite struct OpenStepPropertyListTests {
  @Test func readsWhatXcodeWrites() throws {
    let text = """
      // !$*UTF8*$!
      {
        archiveVersion = 1; /* a comment */
        objects = {
          A1 /* Home.swift */ = {isa = PBXFileReference; path = "Home View.swift"; sourceTree = "<group>"; };
          B2 = { files = (A1, A2, ); name = "say \\"hi\\"\\n\\U00e9\\101"; data = <0fbd 77>; };
        };
        rootObject = A1;
      }
      """
    let value = try OpenStepPropertyList.parse(Array(text.utf8)).get()
    let plist = try #require(value as? [String: Any])
    #expect(plist["archiveVersion"] as? String == "1" && plist["rootObject"] as? String == "A1")
    let objects = try #require(plist["objects"] as? [String: Any])
    let a1 = try #require(objects["A1"] as? [String: Any])
    #expect(a1["path"] as? String == "Home View.swift" && a1["sourceTree"] as? String == "<group>")
    let b2 = try #require(objects["B2"] as? [String: Any])
    #expect(b2["files"] as? [String] == ["A1", "A2"])
    #expect(b2["name"] as? String == "say \"hi\"\néA")
    #expect(b2["data"] as? String == "<0fbd 77>")
  }

  /// Every project under specs/ reads as Foundation reads it.
  @Test func readsTheSpecProjectsAsFoundationDoes() throws {
    let root = RepositoryPaths.root + "/specs/modules"
    let projects = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix("project.pbxproj") }
    #expect(!projects.isEmpty)
    for path in projects {
      let data = try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))
      let foundation = try PropertyListSerialization.propertyList(from: data, format: nil) as? NSDictionary
      let ours = try OpenStepPropertyList.parse(Array(data)).get() as? NSDictionary
      #expect(ours != nil && ours == foundation, "\(path)")
    }
  }

  @Test func malformedTextIsAReasonWithALine() {
    let cases: [(String, Int, String)] = [
      ("{ objects = { a = b \n}", 2, "expected ';'"),
      ("{ a = (b c); }", 1, "expected ',' or ')'"),
      ("{ a = \"b; }", 1, "unterminated string"),
      ("{ a = b; } x", 1, "unexpected text after the top-level value"),
      ("", 1, "unexpected end of file"),
    ]
    for (text, line, message) in cases {
      guard case .failure(let e) = OpenStepPropertyList.parse(Array(text.utf8)) else { Issue.record("read: \(text)"); continue }
      #expect(e == OpenStepPropertyList.Failure(line: line, message: message), "\(text)")
    }
  }

  /// A malformed project is a note of layoutc's own: nothing else reaches standard error.
  @Test(.enabled(if: BuiltBinary.path != nil, BuiltBinary.absentReason))
  func aMalformedProjectPrintsOnlyTheNote() throws {
    let root = NSTemporaryDirectory() + "layoutc-plist-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/App.xcodeproj", withIntermediateDirectories: true)
    try "{ objects = { a = b ".write(toFile: root + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
    try "struct V: View { var body: some View { Text(\"a\") } }\n".write(toFile: root + "/V.swift", atomically: true, encoding: .utf8)
    let result = try BuiltBinary.run(["."], workingDirectory: root)
    #expect(result.status == 0)
    #expect(result.stderrText == "layoutc: note: './App.xcodeproj/project.pbxproj' is not an Xcode project (line 1: expected ';'); "
      + "its folder is read as one module [driver.project-unreadable]\n")
  }
}
