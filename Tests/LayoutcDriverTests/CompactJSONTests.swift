import Foundation
@testable import LayoutcDriver
import Testing

/// `--compact`: every JSON output on one line, without indentation, holding the same keys and
/// values as the pretty form (compared as parsed JSON values).
@Suite struct CompactJSONTests {
  static let spec = """
    struct ContentView: View {
      @State var on = false
      var body: some View {
        VStack {
          Text("Hello \\"world\\"").padding(7.5)
          if on { Text("On") }
          ForEach(["a", "b"], id: \\.self) { Text($0) }
        }
      }
    }

    """

  private func run(_ arguments: [String], source: String = spec) -> DriverOutput {
    Driver.run(
      arguments: ["-"] + arguments, environment: ProcessEnvironment(), readStandardInput: { _ in Array(source.utf8) })
  }

  private func parsed(_ text: String) throws -> NSObject {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as? NSObject)
  }

  @Test(arguments: [
    ["--frames"], ["--identities", "--format", "json"], ["--explain", "--format", "json"],
    ["--dependencies", "--format", "json"], ["--types", "--format", "json"],
    ["--identities", "--format", "json", "--against", "on=true"],
  ])
  func compactHoldsThePrettyValuesOnOneLine(arguments: [String]) throws {
    let pretty = run(arguments)
    let compact = run(arguments + ["--compact"])
    #expect(pretty.status == .success && compact.status == .success, "\(pretty.stderr)")
    #expect(pretty.stdout.filter { $0 == "\n" }.count > 1)
    #expect(compact.stdout.last == "\n" && compact.stdout.filter { $0 == "\n" }.count == 1)
    #expect(!compact.stdout.contains("\n "))
    #expect(try parsed(compact.stdout) == parsed(pretty.stdout))
  }

  @Test func compactDiagnostics() throws {
    let bad = "struct ContentView: View { var body: some View { Text(\"a\").padd() } }\n"
    let pretty = run(["--format", "json"], source: bad)
    let compact = run(["--format", "json", "--compact"], source: bad)
    #expect(pretty.status == .failure && compact.status == .failure)
    #expect(compact.stderr.filter { $0 == "\n" }.count == 1)
    #expect(try parsed(compact.stderr) == parsed(pretty.stderr))
  }

  @Test func compactIsRefusedWhereNoJSONIsWritten() {
    let out = run(["--tree", "--compact"])
    #expect(out.status == .failure)
    #expect(out.stderr.contains("--compact"))
  }
}
