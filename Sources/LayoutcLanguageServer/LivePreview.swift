import Foundation
import LayoutcSource

/// The live preview: `workspace/executeCommand` `layoutc.preview` (also a code lens over each
/// `#Preview`) writes the interactive page of the document's module (`layoutc --html`, the page
/// `--html --watch` keeps writing) to a file, opens it where the client can
/// (`window/showDocument`), and writes it again after each check of the document.
enum LivePreview {
  static let command = "layoutc.preview"

  /// The `#Preview` macros of `file`, each as the range of its name.
  static func previews(in file: SourceFile) -> [SourceRange] {
    var ranges: [SourceRange] = []
    for line in 1...file.lineStarts.count {
      let text = file.lineText(line)
      guard let r = text.firstRange(of: "#Preview"), text[..<r.lowerBound].allSatisfy({ $0 == " " || $0 == "\t" }) else { continue }
      let start = file.lineStarts[line - 1] + text.utf8.distance(from: text.startIndex, to: r.lowerBound)
      ranges.append(file.range(start, start + "#Preview".utf8.count))
    }
    return ranges
  }
}

extension LanguageServer {
  func codeLenses(_ params: JSONObject) throws -> Any {
    guard let uri = (params["textDocument"] as? JSONObject)?["uri"] as? String, let path = DocumentURI.path(uri)
    else { throw ResponseError(.invalidParams, "expected a textDocument") }
    guard let file = state.store[path]?.file else { return [Any]() }
    return LivePreview.previews(in: file).map { range -> JSONObject in
      ["range": state.encoding.json(range, in: file), "command": ["title": "Preview layout", "command": LivePreview.command, "arguments": [uri]]]
    }
  }

  func executeCommand(_ params: JSONObject) throws -> Any {
    guard params["command"] as? String == LivePreview.command else {
      throw ResponseError(.invalidParams, "unknown command '\(params["command"] ?? "")'")
    }
    guard let uri = (params["arguments"] as? [Any])?.first as? String, let path = DocumentURI.path(uri) else {
      throw ResponseError(.invalidParams, "\(LivePreview.command) takes a document URI")
    }
    checkIfPending(path)
    let page = try writePreview(path)
    state.previews[path] = page
    let pageURI = DocumentURI.uri(page)
    if state.showsDocuments {
      state.requestCount += 1
      send(OutgoingMessage.request(state.requestCount, "window/showDocument", ["uri": pageURI, "external": true]))
    }
    return ["path": page, "uri": pageURI]
  }

  /// Writes the preview page of the module holding `path`; its path.
  @discardableResult
  func writePreview(_ path: String) throws -> String {
    let input = state.input(for: path)
    let (page, diagnostics) = checker.previewPage(inputs: [input], overlay: state.store.overlay, documents: [path])
    guard let page else {
      let errors = diagnostics.filter { $0.severity == .error }
      let first = errors.first.map { ": \($0.file.map { $0 + ": " } ?? "")\($0.message)" } ?? ""
      throw ResponseError(.requestFailed, "the previews could not be laid out (\(errors.count) error\(errors.count == 1 ? "" : "s"))\(first)")
    }
    let folder = state.scratchFolder + "/previews"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    let target = folder + "/\(name)-\(UInt(bitPattern: path.hashValue) % 100_000).html"
    do {
      try page.write(toFile: target, atomically: true, encoding: .utf8)
    } catch {
      throw ResponseError(.requestFailed, "cannot write '\(target)': \(error.localizedDescription)")
    }
    return target
  }
}
