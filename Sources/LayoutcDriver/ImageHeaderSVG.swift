import Foundation

/// An SVG image's size: its root `<svg>` element's `width` and `height`, else its `viewBox`'s
/// (SVG 2, 8.2 "The initial viewport": absent or percentage sizes fall back to the view box's).
/// Lengths are user units (px, 1 pt in an asset catalog, as Xcode sizes a vector image by its
/// width and height); `pt`, `in`, `cm` and `mm` are converted by CSS's absolute units (CSS
/// Values 4, 6.2: 1 in = 96 px = 72 pt). An SVG is vector: it serves every scale.
extension ImageHeader {
  /// Whether the bytes begin as an SVG document does: optional BOM and white space, then an XML
  /// declaration, comment, doctype or the `<svg` element itself.
  static func looksLikeSVG(_ bytes: [UInt8]) -> Bool {
    var text = bytes.prefix(512)
    if text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
    let trimmed = text.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    return ["<?xml", "<svg", "<!--", "<!DOCTYPE svg"].contains { trimmed.starts(with: Array($0.utf8)) }
  }

  static func svg(_ bytes: [UInt8]) -> Result<Size, Problem> {
    let tag = Array("<svg".utf8)
    guard let start = (0..<max(0, bytes.count - tag.count)).first(where: { at in
      bytes[at..<at + tag.count].elementsEqual(tag) && [0x20, 0x09, 0x0A, 0x0D, 0x3E, 0x2F].contains(bytes[at + tag.count])
    }) else {
      return .failure(Problem(text: "no <svg> element in the file's first \(bytes.count) bytes"))
    }
    let attributes = svgAttributes(bytes, from: start + tag.count)
    guard let attributes else { return .failure(Problem(text: "truncated <svg> element")) }
    let box = attributes["viewBox"].map { $0.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" }).compactMap { Double($0) } }
    let boxSize = box.flatMap { $0.count == 4 && $0[2] > 0 && $0[3] > 0 ? ($0[2], $0[3]) : nil }
    let width = attributes["width"].flatMap(svgLength) ?? boxSize?.0
    let height = attributes["height"].flatMap(svgLength) ?? boxSize?.1
    guard let width, let height else { return .failure(Problem(text: "an <svg> element without a width and height or a viewBox")) }
    guard width > 0, height > 0, width.isFinite, height.isFinite, width < 1e7, height < 1e7 else {
      return .failure(Problem(text: "invalid SVG size \(width)×\(height)"))
    }
    return .success(Size(width: width, height: height, isVector: true))
  }

  /// The attributes of the tag whose name ends at `from`, up to its `>`; nil when the bytes end
  /// first. Values are quoted with `"` or `'`.
  private static func svgAttributes(_ bytes: [UInt8], from: Int) -> [String: String]? {
    var out: [String: String] = [:]
    var i = from
    func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
    while i < bytes.count {
      while i < bytes.count, isSpace(bytes[i]) { i += 1 }
      guard i < bytes.count else { return nil }
      if bytes[i] == UInt8(ascii: ">") || bytes[i] == UInt8(ascii: "/") { return out }
      let nameStart = i
      while i < bytes.count, !isSpace(bytes[i]), bytes[i] != UInt8(ascii: "="), bytes[i] != UInt8(ascii: ">") { i += 1 }
      let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
      while i < bytes.count, isSpace(bytes[i]) { i += 1 }
      guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { continue }
      i += 1
      while i < bytes.count, isSpace(bytes[i]) { i += 1 }
      guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { return nil }
      let quote = bytes[i]
      guard let end = bytes[(i + 1)...].firstIndex(of: quote) else { return nil }
      out[name] = String(decoding: bytes[(i + 1)..<end], as: UTF8.self)
      i = end + 1
    }
    return nil
  }

  /// `120`, `120px`, `90pt`, `1.5in`: in user units; nil for a percentage or another unit.
  private static func svgLength(_ text: String) -> Double? {
    let t = text.trimmingCharacters(in: .whitespaces)
    let units: [(String, Double)] = [("px", 1), ("pt", 96.0 / 72), ("pc", 16), ("in", 96), ("cm", 96 / 2.54), ("mm", 96 / 25.4)]
    for (unit, factor) in units where t.hasSuffix(unit) { return Double(t.dropLast(unit.count)).map { $0 * factor } }
    return Double(t)
  }
}
