import Foundation
import LayoutcEmit
import Testing

/// `PiecewiseJSONDocument`: pieces formatted apart, each resuming at its place in the document,
/// concatenate into exactly the bytes one stream writes, on any number of threads; a sink that
/// fails stops the document.
@Suite struct PiecewiseJSONDocumentTests {
  /// 2,000 objects, nested, with fractions and escaped strings.
  static let items: [JSONValue] = (0..<2_000).map(item)

  static func item(_ i: Int) -> JSONValue {
    let n = Double(i)
    let children: [JSONValue] = i % 3 == 0 ? [] : [.object([JSONMember("x", .number(-n))])]
    return .object([
      JSONMember("index", .number(n)),
      JSONMember("fraction", .number(n / 3)),
      JSONMember("name", .string("view \(i) \"quoted\"\n✓")),
      JSONMember("children", .array(children)),
    ])
  }

  /// `{"items": [...]}` with the items cut into parts of `partSize` items.
  static func document(pretty: Bool, partSize: Int) -> PiecewiseJSONDocument {
    var document = PiecewiseJSONDocument(pretty: pretty)
    var json = JSONStream(pretty: pretty)
    json.beginObject()
    json.key("items")
    json.beginArray()
    for start in stride(from: 0, to: items.count, by: partSize) {
      document.append(.text(json.takeBytes()))
      let part = Array(items[start..<min(start + partSize, items.count)])
      document.append(.part(position: json.position, estimate: 1_000) { stream in
        for item in part { stream.value(item) }
      })
      json.skipElements(part.count)
    }
    json.endArray()
    json.endObject()
    document.append(.text(json.finish(newline: true)))
    return document
  }

  static func whole(pretty: Bool) -> [UInt8] {
    JSONWriter(pretty: pretty).bytes(.object([JSONMember("items", .array(items))])) + [UInt8(ascii: "\n")]
  }

  @Test(arguments: [true, false], [1, 2, 4])
  func piecesConcatenateToTheWholeDocument(pretty: Bool, threads: Int) {
    for partSize in [1, 7, 500, 5_000] {
      #expect(Self.document(pretty: pretty, partSize: partSize).bytes(threads: threads) == Self.whole(pretty: pretty))
    }
  }

  @Test(arguments: [1, 2])
  func aFailingSinkStopsTheDocument(threads: Int) {
    var calls = 0
    let failure = Self.document(pretty: true, partSize: 10).write(threads: threads) { _ in
      calls += 1
      return calls == 3 ? "No space left on device" : nil
    }
    #expect(failure == "No space left on device")
    #expect(calls == 3)
  }
}
