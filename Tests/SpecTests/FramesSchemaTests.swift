import Foundation
import LayoutcTestSupport
import Testing

/// Every `--frames` golden validates against docs/frames.schema.json (JSON Schema 2020-12).
///
/// Validation is delegated to python3's `jsonschema` package (4.x), the reference validator, in
/// one process for all goldens. Where python3 or the package is missing the test is disabled
/// (`swift test` lists it as skipped, with the reason below) rather than failing.
@Suite struct FramesSchemaTests {
  static let schema = RepositoryPaths.root + "/docs/frames.schema.json"

  static let validatorAvailable: Bool = {
    (try? python(["-c", "import jsonschema, sys; sys.exit(0 if int(jsonschema.__version__.split('.')[0]) >= 4 else 1)"]).status) == 0
  }()

  static var framesGoldens: [String] {
    SpecCorpus.allRuns.filter { $0.arguments.contains("--frames") }.map(\.stdoutGolden)
      .filter { FileManager.default.fileExists(atPath: $0) }
  }

  @Test func thereAreFramesGoldens() {
    #expect(Self.framesGoldens.count >= 10)
  }

  @Test(.enabled(if: validatorAvailable, "python3 with the jsonschema package (>= 4) is not available; schema validation skipped"))
  func framesGoldensValidateAgainstSchema() throws {
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      jsonschema.Draft202012Validator.check_schema(schema)
      validator = jsonschema.Draft202012Validator(schema)
      bad = 0
      for path in sys.argv[2:]:
          for error in validator.iter_errors(json.load(open(path))):
              bad += 1
              print(f"{path}: {'/'.join(map(str, error.absolute_path))}: {error.message}")
      sys.exit(1 if bad else 0)
      """
    let result = try Self.python(["-c", script, Self.schema] + Self.framesGoldens)
    #expect(result.status == 0, "schema violations:\n\(result.output)")
  }

  /// The NODE example in docs/frames-json.md is a node of toast.ui's golden, word for word once
  /// both are parsed: the page cannot drift from the output it documents.
  @Test func documentedNodeIsRealOutput() throws {
    let page = try String(contentsOfFile: RepositoryPaths.root + "/docs/frames-json.md", encoding: .utf8)
    let after = try #require(page.range(of: "## NODE")).upperBound
    let open = try #require(page.range(of: "```json\n", range: after..<page.endIndex)).upperBound
    let close = try #require(page.range(of: "\n```", range: open..<page.endIndex)).lowerBound
    let example = try JSONSerialization.jsonObject(with: Data(page[open..<close].utf8)) as? NSDictionary
    let golden = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.root + "/specs/talks/toast.frames.json")))
    var nodes: [NSDictionary] = []
    func collect(_ any: Any) {
      if let d = any as? NSDictionary {
        if d["kind"] != nil { nodes.append(d) }
        d.allValues.forEach(collect)
      } else if let a = any as? [Any] { a.forEach(collect) }
    }
    collect(golden)
    #expect(example != nil && nodes.contains { $0 == example }, "docs/frames-json.md's NODE example is not a node of specs/talks/toast.frames.json")
  }

  /// A deliberately broken document must fail, so a vacuous schema cannot pass the test above.
  @Test(.enabled(if: validatorAvailable, "python3 with the jsonschema package (>= 4) is not available; schema validation skipped"))
  func schemaRejectsAMalformedDocument() throws {
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      doc = {"schema": "layoutc.frames/1", "previews": [{"name": "x", "proposal": {"width": 1, "height": 1},
             "scale": 3, "layoutDirection": "leftToRight",
             "root": {"type": "Text", "kind": "widget", "identity": "", "source": {"file": "", "line": 0, "column": 1},
                      "frame": {"x": 0, "y": 0, "width": -1, "height": 0},
                      "pixelFrame": {"x": 0, "y": 0, "width": 0, "height": 0}, "children": []}}]}
      errors = list(jsonschema.Draft202012Validator(schema).iter_errors(doc))
      sys.exit(0 if len(errors) >= 3 else 1)
      """
    #expect(try Self.python(["-c", script, Self.schema]).status == 0)
  }

  static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
    try ChildProcess.run("/usr/bin/env", ["python3"] + arguments)
  }
}
