import Foundation
import LayoutcSource
import Testing

@testable import LayoutcLanguageServer

/// Positions in UTF-16 and UTF-8, and edits applied to a document as a client sends them.
@Suite struct DocumentEditTests {
  /// "é" is 2 UTF-8 bytes and 1 UTF-16 unit; "😀" 4 bytes and 2 units (a surrogate pair).
  static let text = "let a = \"é😀x\"\r\nb\rc\n"

  @Test func positionsCountTheNegotiatedUnits() {
    let file = SourceFile(path: "/t.swift", text: Self.text)
    let x = Array(Self.text.utf8).firstIndex(of: UInt8(ascii: "x"))!
    #expect(PositionEncoding.utf16.offset(line: 0, character: 12, in: file) == x)
    #expect(PositionEncoding.utf8.offset(line: 0, character: 15, in: file) == x)
    #expect(PositionEncoding.utf16.position(of: x, in: file) == (0, 12))
    #expect(PositionEncoding.utf8.position(of: x, in: file) == (0, 15))
    // Inside the surrogate pair: the character's start. Past the line's end: before its CRLF.
    #expect(PositionEncoding.utf16.offset(line: 0, character: 11, in: file) == x - 4)
    #expect(PositionEncoding.utf16.offset(line: 0, character: 99, in: file) == x + 2)
    // CR alone ends a line, as LSP and Swift count them; a line past the end is the end.
    #expect(PositionEncoding.utf16.offset(line: 2, character: 0, in: file) == Array(Self.text.utf8).count - 2)
    #expect(PositionEncoding.utf16.offset(line: 9, character: 0, in: file) == Array(Self.text.utf8).count)
    #expect(PositionEncoding.negotiated(["utf-32", "utf-8"]) == .utf8)
    #expect(PositionEncoding.negotiated([]) == .utf16)
  }

  @Test func editsApplyInOrderAndStaleVersionsAreRefused() throws {
    var store = DocumentStore()
    store.open(uri: "file:///t.swift", path: "/t.swift", version: 1, text: "Text(\"a\")\n")
    let range = { (a: Int, b: Int) -> JSONObject in ["start": ["line": 0, "character": a], "end": ["line": 0, "character": b]] }
    let edits: [JSONObject] = [
      ["range": range(6, 7), "text": "bc"],
      // Applied to the text the first edit left; a backwards range is put in order.
      ["range": range(9, 5), "text": ""],
      ["range": range(5, 5), "text": "\"z\""],
    ]
    try store.change("/t.swift", version: 2, changes: edits, encoding: .utf16).get()
    #expect(String(decoding: try #require(store["/t.swift"]).file.bytes, as: UTF8.self) == "Text(\"z\")\n")
    guard case .failure(.stale(have: 2)) = store.change("/t.swift", version: 2, changes: [["text": ""]], encoding: .utf16) else {
      Issue.record("a change of the same version was applied")
      return
    }
    guard case .failure(.notOpen) = store.change("/u.swift", version: 3, changes: [], encoding: .utf16) else {
      Issue.record("a change to a closed document was applied")
      return
    }
    try store.change("/t.swift", version: 3, changes: [["text": "whole"]], encoding: .utf16).get()
    #expect(store.overlay == ["/t.swift": Array("whole".utf8)])
  }

  @Test func framesAreReadAcrossReadsAndMalformedHeadersSkipped() throws {
    var fds: [Int32] = [0, 0]
    #expect(pipe(&fds) == 0)
    let body = Array("{\"jsonrpc\":\"2.0\",\"method\":\"x\"}".utf8)
    let stream = Array("Bogus: 1\r\n\r\n".utf8) + MessageFraming.frame(body) + MessageFraming.frame(body)
    _ = stream.withUnsafeBytes { write(fds[1], $0.baseAddress!, $0.count) }
    close(fds[1])
    let reader = FrameReader(fd: fds[0])
    guard case .malformedHeader = reader.next() else { Issue.record("a header without Content-Length was read"); return }
    #expect(reader.next() == .message(body))
    #expect(reader.next() == .message(body))
    #expect(reader.next() == .end)
    close(fds[0])
  }
}
