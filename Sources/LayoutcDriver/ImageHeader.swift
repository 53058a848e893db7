/// The size an image file declares in its header, read without an image library: a PNG's IHDR
/// chunk (width and height, big-endian, at bytes 16 and 20: the PNG specification, 11.2.2), a
/// JPEG's start-of-frame marker (SOF0…SOF15 but DHT, JPG and DAC: height then width after the
/// sample precision; ITU T.81, B.2.2), or a PDF's first `/MediaBox [x0 y0 x1 y1]` (in points:
/// the PDF reference, 7.7.3.3), an SVG's root element (`ImageHeaderSVG`) or a HEIC's item
/// properties (`ImageHeaderHEIC`). Other formats are not read.
enum ImageHeader {
  struct Size: Equatable {
    var width: Double
    var height: Double
    /// A PDF page: its size is in points and serves every scale.
    var isVector = false
  }

  struct Problem: Error, Equatable {
    var text: String
  }

  static func size(of bytes: [UInt8]) -> Result<Size, Problem> {
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return png(bytes) }
    if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
    if bytes.starts(with: Array("%PDF-".utf8)) { return pdf(bytes) }
    if looksLikeHEIC(bytes) { return heic(bytes) }
    if looksLikeSVG(bytes) { return svg(bytes) }
    return .failure(Problem(text: "not a PNG, JPEG, PDF, SVG or HEIC file (other image formats are not read)"))
  }

  static func bigEndian(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
    (at..<at + count).reduce(0) { $0 << 8 | Int(bytes[$1]) }
  }

  static func png(_ bytes: [UInt8]) -> Result<Size, Problem> {
    guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return .failure(Problem(text: "truncated PNG header")) }
    let width = bigEndian(bytes, 16, 4), height = bigEndian(bytes, 20, 4)
    guard width > 0, height > 0, width < 1 << 31, height < 1 << 31 else { return .failure(Problem(text: "invalid PNG size \(width)×\(height)")) }
    return .success(Size(width: Double(width), height: Double(height)))
  }

  static func jpeg(_ bytes: [UInt8]) -> Result<Size, Problem> {
    var i = 2
    while i + 1 < bytes.count {
      guard bytes[i] == 0xFF else { return .failure(Problem(text: "malformed JPEG marker")) }
      let marker = bytes[i + 1]
      i += 2
      if marker == 0xFF { i -= 1; continue }  // fill byte
      if marker == 0x01 || (0xD0...0xD8).contains(marker) { continue }  // markers without a length
      if marker == 0xD9 || marker == 0xDA { break }  // the image ends or its data starts: no frame size before it
      guard i + 2 <= bytes.count else { break }
      let length = bigEndian(bytes, i, 2)
      guard length >= 2 else { return .failure(Problem(text: "malformed JPEG segment")) }
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        guard i + 7 <= bytes.count else { break }
        let height = bigEndian(bytes, i + 3, 2), width = bigEndian(bytes, i + 5, 2)
        guard width > 0, height > 0 else { return .failure(Problem(text: "invalid JPEG size \(width)×\(height)")) }
        return .success(Size(width: Double(width), height: Double(height)))
      }
      i += length
    }
    return .failure(Problem(text: "no JPEG frame size in the file's first \(bytes.count) bytes"))
  }

  static func pdf(_ bytes: [UInt8]) -> Result<Size, Problem> {
    let key = Array("/MediaBox".utf8)
    guard let start = (0...max(0, bytes.count - key.count)).first(where: { bytes[$0..<min(bytes.count, $0 + key.count)].elementsEqual(key) }) else {
      return .failure(Problem(text: "no /MediaBox in the PDF's first \(bytes.count) bytes (a compressed page tree is not read)"))
    }
    var i = start + key.count
    while i < bytes.count, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\n") || bytes[i] == UInt8(ascii: "\r") { i += 1 }
    guard i < bytes.count, bytes[i] == UInt8(ascii: "[") else { return .failure(Problem(text: "unreadable PDF /MediaBox")) }
    guard let close = bytes[i...].prefix(200).firstIndex(of: UInt8(ascii: "]")) else { return .failure(Problem(text: "unreadable PDF /MediaBox")) }
    let numbers = String(decoding: bytes[(i + 1)..<close], as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" }).compactMap { Double($0) }
    guard numbers.count == 4, numbers[2] > numbers[0], numbers[3] > numbers[1] else { return .failure(Problem(text: "unreadable PDF /MediaBox")) }
    return .success(Size(width: numbers[2] - numbers[0], height: numbers[3] - numbers[1], isVector: true))
  }
}
