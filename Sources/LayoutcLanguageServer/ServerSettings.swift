import Foundation

/// What the client may configure, in `initializationOptions` (docs/editors.md):
///
/// - `arguments`: layoutc options every check runs with (`["--sdk", "ios13"]`); not inputs or a mode.
/// - `assumptions`: how an assumption of tolerant Swift (`assumed.*`) is shown: `"hint"`
///   (the default), `"information"`, or `"off"`.
/// - `debounceMilliseconds`: how long the document must rest after an edit before it is
///   checked (200 by default).
/// - `fullCheckMilliseconds`: how long the documents must rest after the check that follows an
///   edit (which lints only what the edited files can show) before the module is checked in
///   full and every file's diagnostics published (1000 by default).
/// - `ruleDocumentationBase`: where a lint rule's `codeDescription` links, the rule's id
///   appended (`https://example.org/rules.md#`); by default each rule's explanation
///   (`layoutc rules ID`) is written to a file in the server's temporary folder and linked.
struct ServerSettings {
  enum Assumptions: String {
    case hint, information, off
  }

  var arguments: [String] = []
  var assumptions = Assumptions.hint
  var debounce = 0.2
  var fullCheckDelay = 1.0
  var ruleDocumentationBase: String?

  init() {}

  init(_ options: Any?) {
    guard let options = options as? JSONObject else { return }
    if let a = options["arguments"] as? [String] { arguments = a }
    if let a = (options["assumptions"] as? String).flatMap(Assumptions.init(rawValue:)) { assumptions = a }
    if let ms = options["debounceMilliseconds"] as? Int, ms >= 0 { debounce = Double(ms) / 1000 }
    if let ms = options["fullCheckMilliseconds"] as? Int, ms >= 0 { fullCheckDelay = Double(ms) / 1000 }
    if let base = options["ruleDocumentationBase"] as? String { ruleDocumentationBase = base }
  }
}
