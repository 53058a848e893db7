import Foundation
import Testing

/// A Language Server Protocol client for tests: runs the built `layoutc lsp` as an editor does,
/// writes framed JSON-RPC messages to its standard input and reads what it writes back.
final class LanguageServerClient: @unchecked Sendable {
  let process = Process()
  private let input = Pipe(), output = Pipe()
  private let condition = NSCondition()
  private var received: [[String: Any]] = []
  private var buffer: [UInt8] = []
  private var nextID = 0

  init(arguments: [String] = []) throws {
    let path = try #require(BuiltBinary.path, BuiltBinary.absentReason)
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["lsp"] + arguments
    process.environment = BuiltBinary.baseEnvironment
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    output.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      self?.take(Array(data))
    }
    try process.run()
  }

  deinit {
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
    // The server's own scratch folder (rule pages, preview pages), named by its process id.
    try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "layoutc-lsp-\(process.processIdentifier)")
  }

  private func take(_ bytes: [UInt8]) {
    condition.withLock {
      buffer += bytes
      while let end = buffer.firstRange(of: Array("\r\n\r\n".utf8)) {
        let header = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
        guard let length = header.split(separator: ":").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }),
          buffer.count >= end.upperBound + length
        else { break }
        let body = Data(buffer[end.upperBound..<(end.upperBound + length)])
        buffer.removeFirst(end.upperBound + length)
        if let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] { received.append(message) }
      }
      condition.broadcast()
    }
  }

  /// Writes `bytes` as they are (to send malformed frames).
  func writeRaw(_ bytes: [UInt8]) { input.fileHandleForWriting.write(Data(bytes)) }

  func send(_ message: [String: Any]) {
    var message = message
    message["jsonrpc"] = "2.0"
    let body = try! JSONSerialization.data(withJSONObject: message)
    writeRaw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body))
  }

  func notify(_ method: String, _ params: [String: Any]) { send(["method": method, "params": params]) }

  /// Sends a request; its id.
  @discardableResult
  func request(_ method: String, _ params: [String: Any] = [:]) -> Int {
    nextID += 1
    send(["id": nextID, "method": method, "params": params])
    return nextID
  }

  /// The first message received that `matches`, taken out of those received; nil after `timeout`.
  func next(timeout: Double = 20, where matches: ([String: Any]) -> Bool) -> [String: Any]? {
    let deadline = Date().addingTimeInterval(timeout)
    return condition.withLock {
      while true {
        if let i = received.firstIndex(where: matches) { return received.remove(at: i) }
        if !condition.wait(until: deadline) { return nil }
      }
    }
  }

  /// The response to request `id`.
  func response(_ id: Int) -> [String: Any]? { next { ($0["id"] as? Int) == id && $0["method"] == nil } }

  /// A request's result (its response's `result`).
  func call(_ method: String, _ params: [String: Any] = [:]) -> Any? { response(request(method, params))?["result"] }

  /// The next `publishDiagnostics` for `uri`: its diagnostics.
  func diagnostics(_ uri: String) -> [[String: Any]]? {
    let message = next {
      $0["method"] as? String == "textDocument/publishDiagnostics" && ($0["params"] as? [String: Any])?["uri"] as? String == uri
    }
    return (message?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
  }

  /// `initialize` with `root` as the workspace, then `initialized`; the server's capabilities.
  func initialize(root: String?, options: [String: Any] = ["debounceMilliseconds": 20, "fullCheckMilliseconds": 0], capabilities: [String: Any] = [:]) -> [String: Any]? {
    var params: [String: Any] = ["capabilities": capabilities, "initializationOptions": options]
    if let root { params["rootUri"] = URL(fileURLWithPath: root).absoluteString }
    let result = call("initialize", params) as? [String: Any]
    notify("initialized", [:])
    return result?["capabilities"] as? [String: Any]
  }

  func open(_ uri: String, _ text: String, version: Int = 1) {
    notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": version, "text": text]])
  }

  func change(_ uri: String, version: Int, _ changes: [[String: Any]]) {
    notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": version], "contentChanges": changes])
  }

  /// `shutdown`, `exit`, and the exit status (nil when the process did not end in time).
  func shutdown(timeout: Double = 10) -> Int32? {
    _ = call("shutdown")
    notify("exit", [:])
    return waitForExit(timeout: timeout)
  }

  func waitForExit(timeout: Double = 10) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    return process.isRunning ? nil : process.terminationStatus
  }

  static func range(_ line: Int, _ from: Int, _ to: Int) -> [String: Any] {
    ["start": ["line": line, "character": from], "end": ["line": line, "character": to]]
  }
}
