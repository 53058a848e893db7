import Foundation
import LayoutcDriver
import LayoutcEmit
import LayoutcSource

/// `layoutc lsp`: a Language Server Protocol 3.17 server over standard input and output
/// (docs/editors.md). Documents are checked with their edited text in memory (`EditorCheck`)
/// once they rest for the debounce, and their module's diagnostics published; hover, code
/// actions, code lenses and the live preview read the last check.
///
/// Messages are handled one at a time, in order, on one thread (`run`); a reader thread only
/// frames them (`Inbox`), so a request cancelled while a check runs is answered as cancelled.
public final class LanguageServer {
  private let inbox = Inbox()
  private let writer: FrameWriter
  private let input: Int32
  var state = ServerState()
  var checker: EditorCheck

  /// Reads messages from `input` and writes to `output`; `arguments` are the words after
  /// `layoutc lsp` (layoutc options every check runs with).
  public init(input: Int32 = 0, output: Int32 = 1, arguments: [String] = []) {
    self.input = input
    writer = FrameWriter(fd: output)
    checker = EditorCheck(arguments: arguments)
    state.commandLineArguments = arguments
  }

  /// Serves until `exit` (or the end of the input); the process's exit status: 0 after a
  /// `shutdown`, 1 otherwise (LSP 3.17, "exit").
  ///
  /// Messages are handled on one thread with a large stack, on which every check runs in place:
  /// what a check keeps for the next (`PreviousChecks`) is then allocated and freed by one
  /// thread. glibc gives each thread a heap of its own; values kept across checks made on a new
  /// thread each time would scatter over those heaps and keep the resident size growing.
  public func run() -> Int32 {
    let server = SendableServer(server: self)
    return Driver.onLargeStack { server.server.serve() }
  }

  private func serve() -> Int32 {
    inbox.startReading(input)
    while true {
      guard let item = inbox.take(before: [state.checkDeadline, state.fullCheckDeadline].compactMap { $0 }.min()) else {
        if state.checkDeadline.map({ $0 <= Date() }) ?? false { checkPending() } else { checkFully() }
        continue
      }
      switch item {
      case .end: return state.shutdownRequested ? 0 : 1
      case .malformed(let why): log(why, type: 1)
      case .message(let message):
        if case .notification("exit", _) = message { return state.shutdownRequested ? 0 : 1 }
        handle(message)
      }
    }
  }

  // MARK: Dispatch

  private func handle(_ message: IncomingMessage) {
    switch message {
    case .invalid(let id, let error): send(OutgoingMessage.error(id, error))
    case .response: break
    case .notification(let method, let params): notification(method, params as? JSONObject ?? [:])
    case .request(let id, let method, let params):
      if inbox.takeCancellation(id) {
        send(OutgoingMessage.error(id, ResponseError(.requestCancelled, "the request was cancelled")))
        return
      }
      do {
        send(OutgoingMessage.response(id, result: try request(method, params as? JSONObject ?? [:])))
      } catch let error as ResponseError {
        send(OutgoingMessage.error(id, error))
      } catch {
        send(OutgoingMessage.error(id, ResponseError(.internalError, "\(error)")))
      }
    }
  }

  private func request(_ method: String, _ params: JSONObject) throws -> Any {
    if method == "initialize" {
      guard !state.initialized else { throw ResponseError(.invalidRequest, "the server is already initialized") }
      return initialize(params)
    }
    guard state.initialized else { throw ResponseError(.serverNotInitialized, "the server is not initialized") }
    guard !state.shutdownRequested else { throw ResponseError(.invalidRequest, "the server is shutting down") }
    switch method {
    case "shutdown":
      state.shutdownRequested = true
      return NSNull()
    case "textDocument/hover": return try hover(params)
    case "textDocument/codeAction": return try codeActions(params)
    case "textDocument/codeLens": return try codeLenses(params)
    case "workspace/executeCommand": return try executeCommand(params)
    default: throw ResponseError(.methodNotFound, "unknown method '\(method)'")
    }
  }

  private func notification(_ method: String, _ params: JSONObject) {
    guard state.initialized, !state.shutdownRequested else { return }
    let document = params["textDocument"] as? JSONObject
    let uri = document?["uri"] as? String
    switch method {
    case "textDocument/didOpen":
      guard let uri, let path = DocumentURI.path(uri) else { return log("didOpen without a file URI", type: 2) }
      state.store.open(uri: uri, path: path, version: document?["version"] as? Int ?? 0, text: document?["text"] as? String ?? "")
      schedule(path)
    case "textDocument/didChange":
      guard let uri, let path = DocumentURI.path(uri) else { return log("didChange without a file URI", type: 2) }
      let changes = params["contentChanges"] as? [JSONObject] ?? []
      switch state.store.change(path, version: document?["version"] as? Int ?? Int.max, changes: changes, encoding: state.encoding) {
      case .success: schedule(path)
      case .failure(.notOpen): log("didChange for '\(uri)', which is not open: ignored", type: 2)
      case .failure(.stale(let have)): log("didChange for '\(uri)' older than version \(have): ignored", type: 2)
      }
    case "textDocument/didClose":
      guard let uri, let path = DocumentURI.path(uri) else { return }
      state.store.close(path)
      state.previews[path] = nil
      // The module is checked again with the disk's text; a file that is not on disk is gone.
      if FileManager.default.fileExists(atPath: path) { schedule(path) } else { forget(path) }
    case "workspace/didChangeWorkspaceFolders":
      let event = params["event"] as? JSONObject
      let paths = { (key: String) in (event?[key] as? [JSONObject] ?? []).compactMap { ($0["uri"] as? String).flatMap(DocumentURI.path) } }
      state.workspaceFolders = state.workspaceFolders.filter { !paths("removed").contains($0) } + paths("added")
      for path in state.store.documents.keys { schedule(path) }
    case "textDocument/didSave", "workspace/didChangeWatchedFiles":
      for path in state.store.documents.keys { schedule(path) }
    default: break  // `initialized`, `$/cancelRequest` (seen by the inbox), `$/setTrace`, ...
    }
  }

  // MARK: Lifecycle

  private func initialize(_ params: JSONObject) -> JSONObject {
    state.initialized = true
    let capabilities = params["capabilities"] as? JSONObject
    let general = capabilities?["general"] as? JSONObject
    state.encoding = PositionEncoding.negotiated(general?["positionEncodings"] as? [String] ?? [])
    let window = capabilities?["window"] as? JSONObject
    state.showsDocuments = (window?["showDocument"] as? JSONObject)?["support"] as? Bool ?? false
    state.settings = ServerSettings(params["initializationOptions"])
    checker = EditorCheck(arguments: state.commandLineArguments + state.settings.arguments)
    var folders = (params["workspaceFolders"] as? [JSONObject] ?? []).compactMap { ($0["uri"] as? String).flatMap(DocumentURI.path) }
    if folders.isEmpty, let root = (params["rootUri"] as? String).flatMap(DocumentURI.path) { folders = [root] }
    state.workspaceFolders = folders
    return [
      "capabilities": [
        "positionEncoding": state.encoding.rawValue,
        "textDocumentSync": ["openClose": true, "change": 2, "save": true],
        "hoverProvider": true,
        "codeActionProvider": ["codeActionKinds": ["quickfix"]],
        "codeLensProvider": ["resolveProvider": false],
        "executeCommandProvider": ["commands": [LivePreview.command]],
        "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
      ] as JSONObject,
      "serverInfo": ["name": ToolIdentity.layoutc.name, "version": ToolIdentity.layoutc.version],
    ]
  }

  // MARK: Checking

  /// Marks `path` for a check once the documents rest for the debounce.
  private func schedule(_ path: String) {
    state.pending.insert(path)
    state.checkDeadline = Date().addingTimeInterval(state.settings.debounce)
  }

  /// Checks the modules of the documents edited since the last check and publishes the edited
  /// documents' diagnostics, then writes the previews of those documents again.
  ///
  /// Right after an edit, lint evaluates only the roots that can give findings in the edited
  /// files: those declared in them, and those whose evaluation reached them in the last full
  /// check. The parse and type diagnostics are the whole module's, so the edited files'
  /// diagnostics are complete unless the edit makes a root elsewhere reach them anew; the full
  /// check, once the documents rest for `fullCheckDelay`, publishes every file of the module.
  func checkPending() {
    state.checkDeadline = nil
    guard !state.pending.isEmpty else { return }
    let byInput = Dictionary(grouping: state.pending) { state.input(for: $0) }
    state.pending = []
    for (input, paths) in byInput.sorted(by: { $0.key < $1.key }) {
      let edited = Set(paths)
      // A file no check has compiled yet (a document just opened in another module) has no
      // roots known to reach it: its module is checked in full.
      guard let reach = state.reach[input], edited.allSatisfy({ state.inputs[$0] != nil }) else {
        check(input, edited: edited)
        continue
      }
      let roots = edited.union(reach.filter { !$0.value.isDisjoint(with: edited) }.keys)
      check(input, edited: edited, lintingRootsIn: roots)
      state.fullCheckInputs[input, default: []].formUnion(edited)
      state.fullCheckDeadline = Date().addingTimeInterval(state.settings.fullCheckDelay)
    }
    for path in byInput.values.joined() where state.previews[path] != nil { _ = try? writePreview(path) }
  }

  /// The full checks the last edits left to do.
  func checkFully() {
    state.fullCheckDeadline = nil
    let inputs = state.fullCheckInputs
    state.fullCheckInputs = [:]
    for (input, edited) in inputs.sorted(by: { $0.key < $1.key }) { check(input, edited: edited) }
  }

  /// Checks `input`'s modules holding `edited` (the documents edited, closed or opened) and the
  /// open documents; publishes the edited files' diagnostics after a check limited to
  /// `lintingRootsIn`, every file's after a full one.
  private func check(_ input: String, edited: Set<String>, lintingRootsIn: Set<String>? = nil) {
    let started = Date()
    // Every open document of the input is checked with it, so that each has its types.
    let documents = edited.union(state.store.documents.keys.filter { state.input(for: $0) == input })
    guard !documents.isEmpty else { return }
    let result = checker.check(inputs: [input], overlay: state.store.overlay, documents: documents, lintingRootsIn: lintingRootsIn)
    state.results[input] = result
    state.frames[input] = nil
    for path in result.sources.keys { state.inputs[path] = input }
    if lintingRootsIn == nil {
      state.reach[input] = result.lintReach
      publish(result, input: input)
    } else {
      publish(result, input: input, only: edited)
    }
    let ms = Int(Date().timeIntervalSince(started) * 1000)
    let what = lintingRootsIn.map { "\($0.count) file\($0.count == 1 ? "" : "s")' roots linted" } ?? "every root linted"
    let typed = checker.checks.lastFilesChecked
    log("checked \(result.sources.count) file\(result.sources.count == 1 ? "" : "s") of '\(input)', \(typed) typed again, \(what), in \(ms) ms", type: 4)
  }

  /// Checks now when a document waits for its check: a request about it answers from its
  /// current text.
  func checkIfPending(_ path: String) {
    if state.pending.contains(path) { checkPending() }
  }

  /// Publishes the diagnostics of every file `result` compiled, or of the files `only` names.
  private func publish(_ result: EditorCheck.Result, input: String, only: Set<String>? = nil) {
    let conversion = DiagnosticConversion(encoding: state.encoding, settings: state.settings, ruleFolder: state.scratchFolder + "/rules")
    var byFile: [String: [JSONObject]] = [:]
    for path in result.sources.keys { byFile[path] = [] }
    for d in result.diagnostics {
      guard let path = d.file else {
        log("\(d.severity.rawValue): \(d.message) [\(d.id)]", type: d.severity == .error ? 1 : 3)
        continue
      }
      let file = result.sources[path] ?? state.store[path]?.file ?? SourceFile(path: path, bytes: [])
      if let json = conversion.json(d, in: file, sources: result.sources, uri: state.uri) { byFile[path, default: []].append(json) }
    }
    if let only {
      byFile = byFile.filter { only.contains($0.key) }
      for path in only where byFile[path] == nil { byFile[path] = [] }
      state.publishedBy[input, default: []].formUnion(only)
    } else {
      // A file published from this input before and not compiled now (deleted, or a module
      // that no longer holds it) is cleared.
      for path in state.publishedBy[input] ?? [] where byFile[path] == nil { byFile[path] = [] }
      state.publishedBy[input] = Set(byFile.keys)
    }
    for (path, diagnostics) in byFile.sorted(by: { $0.key < $1.key }) {
      var params: JSONObject = ["uri": state.uri(path), "diagnostics": diagnostics]
      if let version = state.store[path]?.version { params["version"] = version }
      let bytes = OutgoingMessage.notification("textDocument/publishDiagnostics", params)
      guard state.published[path] != bytes else { continue }
      state.published[path] = bytes
      send(bytes)
    }
  }

  /// Clears what was published about `path` and forgets its check.
  private func forget(_ path: String) {
    send(OutgoingMessage.notification("textDocument/publishDiagnostics", ["uri": state.uri(path), "diagnostics": [Any]()]))
    state.published[path] = nil
    state.inputs[path] = nil
  }

  /// The last check of the module holding `path`, made now when the document waits for one,
  /// and the file as that check read it.
  func checked(_ uri: String) throws -> (EditorCheck.Result, SourceFile, String) {
    guard let path = DocumentURI.path(uri) else { throw ResponseError(.invalidParams, "'\(uri)' is not a file URI") }
    checkIfPending(path)
    if state.inputs[path] == nil, state.store[path] != nil {
      schedule(path)
      checkPending()
    }
    guard let input = state.inputs[path], let result = state.results[input], let file = result.sources[path] else {
      throw ResponseError(.invalidParams, "'\(uri)' is not a checked document")
    }
    return (result, file, path)
  }

  // MARK: Output

  func send(_ bytes: [UInt8]) { writer.write(bytes) }

  /// `window/logMessage`: Error 1, Warning 2, Info 3, Log 4.
  func log(_ message: String, type: Int) {
    send(OutgoingMessage.notification("window/logMessage", ["type": type, "message": "layoutc: " + message]))
  }
}

/// The server, handed to the thread that runs it; only that thread uses it from then on.
private struct SendableServer: @unchecked Sendable {
  let server: LanguageServer
}
