/// Source text with location markers (1️⃣, 2️⃣, …) that tests use instead of line and column
/// numbers: the markers are removed and their byte offsets remembered (swift-format's style).
public struct MarkedText {
  public let text: String
  /// Byte offset in `text` of each marker, by marker.
  public let markers: [String: Int]

  public static let markerNames = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

  public init(_ marked: String) {
    var text = ""
    var markers: [String: Int] = [:]
    var rest = Substring(marked)
    outer: while !rest.isEmpty {
      for m in Self.markerNames where rest.hasPrefix(m) {
        markers[m] = text.utf8.count
        rest = rest.dropFirst(m.count)
        continue outer
      }
      text.append(rest.removeFirst())
    }
    self.text = text
    self.markers = markers
  }

  /// The 1-based line and UTF-8 column of a marker.
  public func location(_ marker: String) -> (line: Int, column: Int)? {
    guard let offset = markers[marker] else { return nil }
    let before = Array(text.utf8.prefix(offset))
    let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
    let lastNewline = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    return (line, offset - lastNewline + 1)
  }
}
