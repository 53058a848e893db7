import Foundation
import LayoutcSource

/// The documents the client has open: their text as the editor holds it, which checks read
/// instead of the files (`EditorCheck`'s overlay), until the document is closed.
struct DocumentStore {
  struct Document {
    /// The URI as the client wrote it, to publish back under the same name.
    var uri: String
    var path: String
    var version: Int
    var file: SourceFile
  }

  private(set) var documents: [String: Document] = [:]

  /// The text of every open document, by path.
  var overlay: [String: [UInt8]] { documents.mapValues(\.file.bytes) }

  subscript(path: String) -> Document? { documents[path] }

  mutating func open(uri: String, path: String, version: Int, text: String) {
    documents[path] = Document(uri: uri, path: path, version: version, file: SourceFile(path: path, text: text))
  }

  mutating func close(_ path: String) { documents[path] = nil }

  /// Why an edit was not applied.
  enum EditRefusal: Error {
    case notOpen
    /// A version not after the document's: an edit that arrived out of order.
    case stale(have: Int)
  }

  /// Applies `changes` (`TextDocumentContentChangeEvent`s) in order, each to the text the
  /// previous one left: a change with a range replaces it, one without replaces the whole text.
  /// Ranges are clamped to the text and put in order, so overlapping or stale ranges edit what
  /// is there rather than fail.
  mutating func change(_ path: String, version: Int, changes: [JSONObject], encoding: PositionEncoding) -> Result<Void, EditRefusal> {
    guard var document = documents[path] else { return .failure(.notOpen) }
    guard version > document.version else { return .failure(.stale(have: document.version)) }
    for change in changes {
      let text = Array(((change["text"] as? String) ?? "").utf8)
      guard let range = change["range"] as? JSONObject else {
        document.file = SourceFile(path: path, bytes: text)
        continue
      }
      let file = document.file
      let offset = { (position: Any?) -> Int in
        let p = position as? JSONObject
        return encoding.offset(line: p?["line"] as? Int ?? 0, character: p?["character"] as? Int ?? 0, in: file)
      }
      let a = offset(range["start"]), b = offset(range["end"])
      var bytes = file.bytes
      bytes.replaceSubrange(min(a, b)..<max(a, b), with: text)
      document.file = SourceFile(path: path, bytes: bytes)
    }
    document.version = version
    documents[path] = document
    return .success(())
  }
}
