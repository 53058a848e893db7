import Foundation
import LayoutcDriver

/// What the server knows between messages.
struct ServerState {
  var initialized = false
  var shutdownRequested = false
  var encoding = PositionEncoding.utf16
  var settings = ServerSettings()
  /// The words after `layoutc lsp`, before `initializationOptions.arguments`.
  var commandLineArguments: [String] = []
  /// Whether the client opens a URI it is sent (`window/showDocument`).
  var showsDocuments = false
  /// The workspace's folders, whose Swift files form modules as on the command line.
  var workspaceFolders: [String] = []
  var store = DocumentStore()

  /// Documents edited since their last check, and when to check them (nil: nothing waits).
  var pending: Set<String> = []
  var checkDeadline: Date?
  /// Inputs checked after an edit with lint limited to the edited files' roots, to check in
  /// full once the documents rest (`LanguageServer.checkPending`), with the files edited, and when.
  var fullCheckInputs: [String: Set<String>] = [:]
  var fullCheckDeadline: Date?
  /// What each file's lint roots reached in the last full check of each input.
  var reach: [String: [String: Set<String>]] = [:]
  /// The last check of each input (a workspace folder, or a file checked alone), and the
  /// input each checked file was last compiled from.
  var results: [String: EditorCheck.Result] = [:]
  /// Where the views of each input's open documents are laid out in their previews, made on
  /// the first hover after a check (a layout of the previews costs more than a check).
  var frames: [String: [PreviewFrame]] = [:]
  var inputs: [String: String] = [:]
  /// The last `publishDiagnostics` sent for each file, not sent again while it is the same;
  /// and the files each input published, cleared when a check no longer compiles them.
  var published: [String: [UInt8]] = [:]
  var publishedBy: [String: Set<String>] = [:]
  /// The preview pages being kept current, by document path (`LivePreview`).
  var previews: [String: String] = [:]
  /// Requests the server sent the client (`window/showDocument`), numbering their ids.
  var requestCount = 0
  /// Where the server writes rule explanations and preview pages: one folder per process.
  let scratchFolder = NSTemporaryDirectory() + "layoutc-lsp-\(ProcessInfo.processInfo.processIdentifier)"

  /// What is checked for the document at `path`: the deepest workspace folder holding it for
  /// a Swift file on disk (its module is found there as `layoutc FOLDER` finds it); else the
  /// file alone (a spec, a file outside every folder, a file deleted while open).
  func input(for path: String) -> String {
    guard path.hasSuffix(".swift"), FileManager.default.fileExists(atPath: path) else { return path }
    let holding = workspaceFolders.filter { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    return holding.max { $0.count < $1.count } ?? path
  }

  /// The URI to publish `path` under: the client's own for an open document.
  func uri(_ path: String) -> String { store[path]?.uri ?? DocumentURI.uri(path) }
}

/// `file:` URIs and paths (RFC 8089).
enum DocumentURI {
  static func path(_ uri: String) -> String? {
    guard let url = URL(string: uri), url.isFileURL else { return nil }
    return url.standardizedFileURL.path
  }

  static func uri(_ path: String) -> String { URL(fileURLWithPath: path).absoluteString }
}
