import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutcDriver
import LayoutcTestSupport
import Testing

/// `--svg` output is well-formed XML for every spec that lays out (parsed with Foundation's
/// XMLParser), outlines every placed view, and survives hostile strings.
@Suite struct SVGDocumentTests {
  static let environment = ProcessEnvironment(variables: [:], standardErrorIsTerminal: false, standardOutputIsTerminal: false)

  /// Specs with a `--frames` or `--tree` run that lays out without errors (a diagnostics spec's
  /// layout run records its error in its stderr golden).
  static var layoutSpecs: [String] {
    SpecCorpus.specs().filter { spec in
      SpecCorpus.runs(of: spec).contains { r in
        (r.arguments.contains("--frames") || r.arguments.contains("--tree"))
          && !((try? String(contentsOfFile: r.stderrGolden, encoding: .utf8))?.contains(": error: ") ?? false)
      }
    }.map { String($0.dropFirst(RepositoryPaths.root.count + 1)) }
  }

  static func run(_ arguments: [String], stdin: String = "") -> DriverOutput {
    Driver.run(arguments: arguments, environment: environment, workingDirectory: RepositoryPaths.root,
      readStandardInput: { _ in Array(stdin.utf8) })
  }

  /// Parses `svg`; returns the parser error, the root element's name and the number of frame outlines.
  static func parse(_ svg: String) -> (error: String?, root: String?, outlines: Int) {
    final class Counter: NSObject, XMLParserDelegate {
      var root: String?
      var outlines = 0
      func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]) {
        if root == nil { root = name }
        if (attributes["class"] ?? "").split(separator: " ").first == "frame" { outlines += 1 }
      }
    }
    let parser = XMLParser(data: Data(svg.utf8))
    let counter = Counter()
    parser.delegate = counter
    let ok = parser.parse()
    return (ok ? nil : (parser.parserError.map { "\($0)" } ?? "unknown error") + " at line \(parser.lineNumber)", counter.root, counter.outlines)
  }

  @Test func thereAreSpecsToDraw() {
    #expect(Self.layoutSpecs.count >= 20)
  }

  @Test(arguments: layoutSpecs)
  func svgIsWellFormedAndOutlinesEveryView(_ spec: String) throws {
    let svg = Self.run([spec, "--svg", "--svg-labels"])
    #expect(svg.status != .failure, "\(svg.stderr)")
    let parsed = Self.parse(svg.stdout)
    #expect(parsed.error == nil, "\(spec): \(parsed.error ?? "")")
    #expect(parsed.root == "svg")
    // One outline per node of --frames.
    let frames = Self.run([spec, "--frames"])
    let nodes = frames.stdout.components(separatedBy: "\"pixelFrame\"").count - 1
    #expect(parsed.outlines == nodes)
  }

  @Test func hostileStringsStayWellFormed() {
    let source = """
      #Preview("<&\\"'>", traits: .fixedLayout(width: 200, height: 100)) {
          VStack {
              Text("a < b && c > \\"d\\" 'e' ]]> --> \\u{1}\\u{7}")
              Text("")
              Text("   ")
          }
      }
      """
    let out = Self.run(["-", "--svg"], stdin: source)
    #expect(out.status == .success, "\(out.stderr)")
    let parsed = Self.parse(out.stdout)
    #expect(parsed.error == nil, "\(parsed.error ?? "")")
    // Wrapped at 200 points into two lines; the control characters are shown as Swift escapes
    // (PrintableText), never raw: XML 1.0 forbids them even as character references.
    #expect(out.stdout.contains(">a &lt; b &amp;&amp; c &gt; &quot;d&quot; &apos;e&apos; ]]&gt;</text>"))
    #expect(out.stdout.contains(#">--&gt; \u{1}\u{7}</text>"#))
  }

  @Test func severalModulesShareOneSheet() {
    let out = Self.run(["specs/talks/toast.ui", "specs/talks/avocado-frame.ui", "specs/layout/stacks/layout-priority.ui", "--svg"])
    // Named together they are one module here; a folder gives several modules.
    let folder = Self.run(["specs/text", "--svg"])
    for svg in [out.stdout, folder.stdout] {
      let parsed = Self.parse(svg)
      #expect(parsed.error == nil)
      #expect(svg.components(separatedBy: "<?xml").count == 2)
    }
    #expect(folder.stdout.contains("id=\"preview-14\""))
  }

  @Test func fontsAreEmbeddedOncePerWeightUsed() {
    let plain = Self.run(["specs/talks/toast.ui", "--svg"]).stdout
    #expect(plain.components(separatedBy: "@font-face").count - 1 == 1)
    let bold = Self.run(["specs/text/bold.ui", "--svg"]).stdout
    #expect(bold.components(separatedBy: "@font-face").count - 1 == 3)
    #expect(bold.contains("font-weight: 600;") && bold.contains("font-weight: 700;"))
  }
}
