import LayoutcDriver
import Testing

@Suite struct ProcessEnvironmentTests {
  private let options = Options()

  @Test func coloursOnlyOnATerminal() {
    #expect(ProcessEnvironment(standardErrorIsTerminal: true).colorsDiagnostics(options))
    #expect(!ProcessEnvironment(standardErrorIsTerminal: false).colorsDiagnostics(options))
  }

  @Test func noColorWinsWhenNotEmpty() {
    #expect(
      !ProcessEnvironment(variables: ["NO_COLOR": "1"], standardErrorIsTerminal: true)
        .colorsDiagnostics(
          options))
    #expect(
      ProcessEnvironment(variables: ["NO_COLOR": ""], standardErrorIsTerminal: true)
        .colorsDiagnostics(
          options))
  }

  @Test func flagsAndFormatsTurnColourOff() {
    var noColor = options
    noColor.noColor = true
    #expect(!ProcessEnvironment(standardErrorIsTerminal: true).colorsDiagnostics(noColor))
    var json = options
    json.format = .json
    #expect(!ProcessEnvironment(standardErrorIsTerminal: true).colorsDiagnostics(json))
    #expect(
      !ProcessEnvironment(variables: ["TERM": "dumb"], standardErrorIsTerminal: true)
        .colorsDiagnostics(
          options))
  }

  @Test func readsOnlyItsOwnVariables() {
    let current = ProcessEnvironment.current()
    #expect(
      current.variables.keys.allSatisfy {
        $0 == "NO_COLOR" || $0 == "TERM" || $0.hasPrefix("LAYOUTC_")
      })
  }
}
