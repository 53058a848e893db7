import LayoutcSource

/// The ANSI escape sequences of swiftc's coloured diagnostics (LLVM's `raw_ostream` colours):
/// bold location and message, the severity in bold red / magenta / black, a bold green caret
/// line and a green fix-it line. With colour off every style is the empty string.
struct TerminalStyle: Sendable {
  let enabled: Bool

  private static let reset = "\u{1B}[0m"

  /// `text` wrapped in an SGR sequence (e.g. "0;1;31"), or `text` unchanged without colour.
  private func wrap(_ text: String, _ sgr: String) -> String {
    guard enabled, !text.isEmpty else { return text }
    return "\u{1B}[\(sgr)m" + text + TerminalStyle.reset
  }

  func location(_ text: String) -> String { wrap(text, "1") }
  func message(_ text: String) -> String { wrap(text, "1") }
  func caret(_ text: String) -> String { wrap(text, "0;1;32") }
  func fixIt(_ text: String) -> String { wrap(text, "0;32") }

  func severity(_ severity: Severity) -> String {
    let label = severity.rawValue + ":"
    switch severity {
    case .error: return wrap(label, "0;1;31")
    case .warning: return wrap(label, "0;1;35")
    case .note: return wrap(label, "0;1;30")
    case .remark: return wrap(label, "0;1;34")
    }
  }
}
